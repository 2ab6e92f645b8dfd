// SPDX-License-Identifier: GPL-3.0-or-later

/// When the on-screen controls show. They appear on activity (a tap, a click, pointer
/// motion, a key), hide a few seconds after the last one while playing, and stay while
/// paused, while the pointer rests on them, or when there is nothing to play.
public struct ControlsVisibility: Equatable, Sendable {
    public var hideDelay: Double
    public private(set) var isShown = true
    public private(set) var lastActivity: Double = 0

    public init(hideDelay: Double = 3) { self.hideDelay = hideDelay }

    /// Someone did something that should bring the controls up.
    public mutating func activity(at now: Double) {
        isShown = true
        lastActivity = now
    }

    /// A tap on the picture: shows hidden controls, hides shown ones.
    public mutating func toggle(at now: Double) {
        if isShown { isShown = false } else { activity(at: now) }
    }

    /// Re-evaluates the rule at `now`; returns whether the controls should be shown.
    /// While paused or held under the pointer the countdown does not run: it starts
    /// afresh once playback resumes or the pointer leaves.
    @discardableResult
    public mutating func update(now: Double, isPlaying: Bool, pointerOverControls: Bool) -> Bool {
        if !isPlaying || pointerOverControls {
            lastActivity = now
        } else if isShown && now - lastActivity >= hideDelay {
            isShown = false
        }
        return isShown
    }

    /// Seconds until the next hide check is due, when one is due at all.
    public func secondsUntilHide(now: Double, isPlaying: Bool, pointerOverControls: Bool) -> Double? {
        guard isShown, isPlaying, !pointerOverControls else { return nil }
        return max(0, lastActivity + hideDelay - now)
    }
}
