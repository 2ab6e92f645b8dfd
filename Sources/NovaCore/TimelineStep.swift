// SPDX-License-Identifier: GPL-3.0-or-later

/// A key on the focused timeline, as the slider reports it: it seeks as the player's own
/// keys do, so ← on the timeline and ← on the picture agree.
public enum TimelineStep: Equatable, Sendable {
    case back, forward, pageBack, pageForward, start, end
    /// Assistive technology set the slider's value: a time in seconds.
    case to(seconds: Double)

    /// How far the Page keys move on the timeline (mpv's ↑/↓ seek).
    public static let pageSeconds = 60.0

    /// The action for this step in a file of `duration` seconds; nil when there is nowhere to go.
    public func action(duration: Double?) -> PlayerAction? {
        switch self {
        case .back: return .skip(forward: false)
        case .forward: return .skip(forward: true)
        case .pageBack: return .seekRelative(seconds: -Self.pageSeconds)
        case .pageForward: return .seekRelative(seconds: Self.pageSeconds)
        case .start: return .seekToFraction(0)
        case .end: return .seekToFraction(1)
        case .to(let seconds):
            guard let duration, duration > 0, seconds.isFinite else { return nil }
            return .seekToFraction(min(max(seconds / duration, 0), 1))
        }
    }
}
