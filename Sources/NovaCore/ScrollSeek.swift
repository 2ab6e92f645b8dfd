// SPDX-License-Identifier: GPL-3.0-or-later

/// Horizontal touchpad scrolling over the picture: the distance accumulates into a
/// target shown as a preview, and one seek goes there when the scrolling ends.
public struct ScrollSeek: Equatable, Sendable {
    /// Seconds per pixel of scrolling.
    public var secondsPerPixel: Double
    public let start: Double
    public let duration: Double?
    public private(set) var distance = 0.0

    public init(start: Double, duration: Double?, secondsPerPixel: Double = 0.1) {
        self.start = start; self.duration = duration; self.secondsPerPixel = secondsPerPixel
    }

    public mutating func scroll(by dx: Double) { distance += dx }

    public var target: Double {
        SeekPolicy.relativeTarget(from: start, by: distance * secondsPerPixel, duration: duration)
    }

    public var offset: Double { target - start }
}
