// SPDX-License-Identifier: GPL-3.0-or-later

/// What a recognized gesture asks the player to do.
public enum TouchIntent: Equatable, Sendable {
    public enum Level: Sendable { case brightness, volume }
    public enum Zone: Sendable { case left, middle, right }

    case toggleControls
    case toggleFullscreen
    /// Skip by the skip amount now; `total` is the running total for this side (negative = back).
    case skip(forward: Bool, total: Double)
    /// A vertical swipe: `delta` is the change since the finger went down, as a fraction of the range.
    case adjustLevel(Level, delta: Double)
    case endLevel(Level)
    /// A sideways swipe: where a release would seek.
    case previewSeek(target: Double, offset: Double, rate: ScrubSession.Rate)
    case commitSeek(target: Double)
    case cancelSeek
    /// A sideways swipe on something without a known duration (a live stream).
    case seekUnavailable
    /// Long press: play fast while held.
    case speedBoost(Bool)
    /// Pinch: 0 = fit, 1 = fill.
    case zoom(Double)
    /// A tap while touch is locked: offer the unlock button.
    case showUnlock
}
