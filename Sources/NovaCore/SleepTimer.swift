// SPDX-License-Identifier: GPL-3.0-or-later

/// The sleep timer: after a while, or at the end of the video, playback fades out over
/// the last `fade` seconds and pauses. A plain value over an injected clock (seconds of
/// a monotonic clock that keeps counting with the screen off), so every rule is testable.
public struct SleepTimer: Equatable, Sendable {
    public enum Mode: Hashable, Sendable {
        /// Stops `minutes` after it was set.
        case minutes(Int)
        /// Stops at the end of this video instead of going on to the next.
        case endOfVideo
    }

    /// What the player should do now.
    public enum Action: Equatable, Sendable {
        /// Keep playing at this fraction of the chosen volume (1 outside the fade).
        case play(volume: Double)
        /// Time is up: pause (once) and give the volume back.
        case pause
    }

    public static let choices: [Mode] = [.minutes(15), .minutes(30), .minutes(60), .endOfVideo]
    public static let fade = 10.0
    public static let extensionTime = 10 * 60.0

    public let mode: Mode
    /// When a `.minutes` timer ends (clock seconds); nil for `.endOfVideo`.
    public private(set) var deadline: Double?

    public init(_ mode: Mode, now: Double) {
        self.mode = mode
        if case .minutes(let minutes) = mode { deadline = now + Double(minutes) * 60 }
    }

    /// Seconds left: to the deadline, or to the end of the video (`remainingInVideo`, at
    /// normal speed) for `.endOfVideo`.
    public func remaining(now: Double, remainingInVideo: Double?) -> Double? {
        if let deadline { return max(0, deadline - now) }
        return remainingInVideo.map { max(0, $0) }
    }

    public func action(now: Double, remainingInVideo: Double?) -> Action {
        guard let left = remaining(now: now, remainingInVideo: remainingInVideo) else { return .play(volume: 1) }
        // At the end of a video the end itself stops playback: pausing a moment early
        // keeps the last frame on screen instead of moving on.
        if left <= (mode == .endOfVideo ? 0.25 : 0) { return .pause }
        return .play(volume: min(1, left / Self.fade))
    }

    /// "+10 min" from the toast: ten more minutes from now (or from the deadline, if it is later).
    public func extended(now: Double) -> SleepTimer {
        var longer = SleepTimer(.minutes(10), now: now)
        longer.deadline = max(now, deadline ?? now) + Self.extensionTime
        return longer
    }

    /// The moon button's text: "23:10", "0:05".
    public static func label(_ seconds: Double) -> String {
        let whole = max(0, Int(saturating: seconds, rounding: .up) ?? 0)
        let hours = whole / 3600, minutes = whole / 60 % 60, rest = whole % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }
}
