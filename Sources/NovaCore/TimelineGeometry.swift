// SPDX-License-Identifier: GPL-3.0-or-later

/// Where times sit on the timeline bar. The thumb's centre travels from `thumbRadius`
/// to `width - thumbRadius`, so 0 and the duration are reachable with the whole thumb
/// on the bar.
public struct TimelineGeometry: Equatable, Sendable {
    public var width: Double
    public var thumbRadius: Double
    public var duration: Double

    public init(width: Double, thumbRadius: Double, duration: Double) {
        self.width = width; self.thumbRadius = thumbRadius; self.duration = duration
    }

    /// The usable track length in pixels.
    public var trackLength: Double { max(1, width - 2 * thumbRadius) }

    /// Seconds one pixel of finger movement means at full speed.
    public var secondsPerPixel: Double { duration / trackLength }

    /// The time at bar position `x`, clamped to 0…duration.
    public func time(atX x: Double) -> Double {
        guard duration > 0 else { return 0 }
        let fraction = (x - thumbRadius) / trackLength
        return min(duration, max(0, fraction * duration))
    }

    /// The bar position of time `t`.
    public func x(forTime t: Double) -> Double {
        guard duration > 0 else { return thumbRadius }
        return thumbRadius + min(1, max(0, t / duration)) * trackLength
    }
}
