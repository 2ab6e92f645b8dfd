// SPDX-License-Identifier: GPL-3.0-or-later

/// Tunable thresholds of touch recognition.
public struct GestureConfig: Equatable, Sendable {
    /// Touches starting this close to the top or bottom belong to the system: the larger of these.
    public var edgeBandMinimum = 24.0
    public var edgeBandFraction = 0.05
    /// A swipe starts beyond the larger of the toolkit's drag threshold and this fraction of the shorter side.
    public var dragThreshold = 8.0
    public var slopFraction = 0.03
    /// The toolkit's double-click time (s) and distance (px).
    public var doubleTapTime = 0.4
    public var doubleTapDistance = 32.0
    /// Further taps on the same side within this time add another skip.
    public var skipAccumulationWindow = 0.8
    public var skipSeconds = 10.0
    /// A still finger held this long plays fast while held.
    public var longPressTime = 0.5
    /// This fraction of the area's height sweeps a level's whole range.
    public var levelSweepFraction = 2.0 / 3.0
    /// A sideways swipe across the whole width spans the shorter of the duration and this.
    public var seekSpan = 120.0
    /// Vertical distances from the start of a sideways swipe that slow it to half, then a quarter.
    public var fineSeekDistances = FineSeek.Distances()
    /// The left and right zones of a double tap (the middle toggles fullscreen).
    public var sideZoneFraction = 0.4

    public init() {}

    func edgeBand(height: Double) -> Double { max(edgeBandMinimum, edgeBandFraction * height) }
    func slop(width: Double, height: Double) -> Double { max(dragThreshold, slopFraction * min(width, height)) }
}
