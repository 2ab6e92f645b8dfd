// SPDX-License-Identifier: GPL-3.0-or-later

/// How playback of a file ended: at its end, or before it, because the file stops short of
/// the length it claims (cut short, still being copied, its card pulled). Only a complete
/// ending may save the duration as the position and mark the file watched; an early one
/// keeps the position actually reached.
public enum PlaybackEnding: Equatable, Sendable {
    case complete
    case early(reached: Double, duration: Double)

    /// How far before its claimed duration a file may end and still count as complete: the
    /// last frame starts a frame before the end, and containers round their durations.
    public static let tolerance = 2.0
    /// Sound alone often has a length estimated from its bit rate (a VBR MP3 without a
    /// header says nothing better): ending within this fraction of it counts as complete.
    public static let estimatedTolerance = 0.1

    /// The ending for playback that stopped at `position` of a file claiming `duration`
    /// (`soundOnly`: a length that may be an estimate). Without a known duration or
    /// position, nothing says it ended early.
    public init(position: Double?, duration: Double?, soundOnly: Bool = false) {
        let slack = { (duration: Double) in soundOnly ? max(Self.tolerance, duration * Self.estimatedTolerance) : Self.tolerance }
        guard let duration = MediaNumbers.duration(duration), let position = MediaNumbers.time(position),
              position < duration - slack(duration) else {
            self = .complete
            return
        }
        self = .early(reached: max(0, position), duration: duration)
    }

    /// How the playback in `state` ended (were it at its end): at the furthest position
    /// reached, which a clock that jumped back by itself does not take away.
    public init(_ state: PlaybackState) {
        self.init(position: Self.stoppedAt(state), duration: state.duration, soundOnly: state.isAudioOnly)
    }

    /// What Play does once a file has ended: a complete one starts over; one that ended
    /// early is opened again where it stopped (a download may have grown since, a cut
    /// stream may answer again), so the position reached is never traded for 0:00.
    public enum PlayAfterEnd: Equatable, Sendable {
        case fromStart
        case reopen(at: Double)
    }

    public static func playAfterEnd(_ state: PlaybackState) -> PlayAfterEnd {
        guard case .early(let reached, _) = PlaybackEnding(state) else { return .fromStart }
        return .reopen(at: reached)
    }

    /// The position to keep for the file: the end for a complete ending, where it stopped
    /// for an early one, else where playback is.
    public static func positionToSave(_ state: PlaybackState) -> Double? {
        guard state.isEndReached else { return MediaNumbers.time(state.position).map { max(0, $0) } }
        guard let position = MediaNumbers.time(stoppedAt(state)) else { return nil }
        guard case .complete = PlaybackEnding(state), let duration = MediaNumbers.duration(state.duration) else {
            return max(0, position)
        }
        return duration
    }

    /// Where playback stopped at an end: the furthest it reached since the last seek.
    private static func stoppedAt(_ state: PlaybackState) -> Double? {
        guard let position = state.position else { return state.positionReached }
        return max(position, state.positionReached ?? position)
    }
}
