// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore

/// What MPRIS's Player interface says of a playback state, as plain values.
/// Computed anew on every change; the server emits PropertiesChanged for what differs.
public struct MprisProperties: Equatable, Sendable {
    public enum Status: String, Sendable { case playing = "Playing", paused = "Paused", stopped = "Stopped" }

    public struct Metadata: Equatable, Sendable {
        public var trackID: String
        public var lengthMicroseconds: Int64?
        public var title: String?
        public var url: String?
        /// A `file://` picture of what plays, for the lock screen and the shell.
        public var artURL: String?
    }

    public var status: Status
    public var metadata: Metadata?
    /// 0…1 (mpv's 0…100; more with volume boost).
    public var volume: Double
    public var rate: Double
    public var canPlay: Bool
    public var canPause: Bool
    public var canSeek: Bool
    public var canGoNext: Bool
    public var canGoPrevious: Bool

    public static let minimumRate = 0.25
    public static let maximumRate = 4.0

    /// `track` numbers files as they are opened, so each gets its own track id.
    public init(state: PlaybackState, track: Int, canGoNext: Bool = false, canGoPrevious: Bool = false,
                artURL: String? = nil) {
        self.canGoNext = canGoNext
        self.canGoPrevious = canGoPrevious
        let hasMedia = state.hasMedia
        status = !hasMedia ? .stopped : (state.isPlaying ? .playing : .paused)
        if hasMedia, let location = state.location {
            metadata = Metadata(trackID: Self.trackPath(track),
                                lengthMicroseconds: MediaNumbers.duration(state.duration)
                                    .flatMap { Int64(saturating: $0 * 1_000_000, rounding: .toNearestOrAwayFromZero) },
                                title: state.title,
                                url: Self.url(for: location), artURL: artURL)
        } else {
            metadata = nil
        }
        volume = state.isMuted ? 0 : state.volume / 100
        rate = state.speed
        canPlay = hasMedia
        canPause = hasMedia
        canSeek = hasMedia && (state.duration ?? 0) > 0
    }

    /// The names of the properties that differ from `old`.
    public func changes(from old: MprisProperties) -> [String] {
        var names: [String] = []
        if status != old.status { names.append("PlaybackStatus") }
        if metadata != old.metadata { names.append("Metadata") }
        if volume != old.volume { names.append("Volume") }
        if rate != old.rate { names.append("Rate") }
        if canPlay != old.canPlay { names.append("CanPlay") }
        if canPause != old.canPause { names.append("CanPause") }
        if canSeek != old.canSeek { names.append("CanSeek") }
        if canGoNext != old.canGoNext { names.append("CanGoNext") }
        if canGoPrevious != old.canGoPrevious { names.append("CanGoPrevious") }
        return names
    }

    /// What a client's `Volume` (0…1, the maximum being `maximum`) asks of the player: the
    /// volume to set, held to 0…maximum (the specification makes a negative volume 0);
    /// nil for NaN, which asks nothing (it once muted Nova).
    public static func volume(requested: Double, maximum: Double) -> Double? {
        guard !requested.isNaN else { return nil }
        return min(maximum, max(0, requested))
    }

    /// What a client's `Rate` asks of the player.
    public enum RateRequest: Equatable, Sendable {
        case set(Double)
        /// The specification: a rate of 0 acts as Pause.
        case pause
        /// Outside the rates Nova announces (or not a number): ignored.
        case ignore
    }

    public static func rate(requested: Double) -> RateRequest {
        if requested == 0 { return .pause }
        guard requested >= minimumRate, requested <= maximumRate else { return .ignore }
        return .set(requested)
    }

    /// A position for D-Bus: never negative, NaN as 0, past Int64's range as its end.
    public static func microseconds(_ seconds: Double) -> Int {
        max(0, Int(saturating: seconds * 1_000_000, rounding: .toNearestOrAwayFromZero) ?? 0)
    }

    public static func trackPath(_ track: Int) -> String { "/io/github/novaplayer/Nova/Track/\(track)" }

    /// Local paths become `file://` URLs; URIs stay as they are.
    public static func url(for location: String) -> String {
        if location.contains("://") { return location }
        return URL(fileURLWithPath: location).absoluteString
    }
}
