// SPDX-License-Identifier: GPL-3.0-or-later

/// A time that follows a finger's horizontal movement at full, half or quarter speed,
/// by how far the finger has gone vertically from its line (the timeline bar, or where a
/// swipe began). When the speed changes it continues from where the time is, so it never
/// jumps; it stays inside 0…duration, and turning back at an end responds at once.
/// Used by timeline scrubbing and by sideways swipes alike.
public struct FineSeek: Equatable, Sendable {
    public enum Rate: Double, Sendable {
        case full = 1, half = 0.5, quarter = 0.25
    }

    /// Vertical distances (px) where the speed drops to half, then a quarter.
    public struct Distances: Equatable, Sendable {
        public var half = 50.0
        public var quarter = 120.0
        public init() {}

        public func rate(at distance: Double) -> Rate {
            distance >= quarter ? .quarter : distance >= half ? .half : .full
        }
    }

    public let secondsPerPixel: Double
    public let duration: Double
    public private(set) var time: Double
    public private(set) var rate: Rate
    /// The time and the finger's x when the speed last changed (or the finger went down).
    private var anchorTime: Double
    private var anchorX: Double

    public init(time: Double, x: Double, rate: Rate = .full, secondsPerPixel: Double, duration: Double) {
        self.time = time; self.rate = rate
        self.secondsPerPixel = secondsPerPixel; self.duration = duration
        anchorTime = time; anchorX = x
    }

    /// The finger is at `x`, `distance` px from its line.
    public mutating func move(x: Double, distance: Double, distances: Distances) {
        let newRate = distances.rate(at: abs(distance))
        if newRate != rate {
            anchorTime = time
            anchorX = x
            rate = newRate
        }
        let raw = anchorTime + (x - anchorX) * secondsPerPixel * rate.rawValue
        time = min(duration, max(0, raw))
        if raw != time { anchorTime = time; anchorX = x }
    }
}
