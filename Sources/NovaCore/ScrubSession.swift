// SPDX-License-Identifier: GPL-3.0-or-later

/// One drag on the timeline, from press to release: where the finger points, how fast
/// the thumb follows (fine scrubbing), and snapping to chapter starts.
///
/// Moving the finger vertically away from the bar slows the thumb to half, then a
/// quarter of the finger's horizontal movement, continuing from where the thumb is, so
/// the thumb never jumps when the rate changes.
public struct ScrubSession: Equatable, Sendable {
    public enum Rate: Double, Sendable {
        case full = 1, half = 0.5, quarter = 0.25
    }

    /// Distances from the bar (px) where the rate drops to half, then quarter.
    public struct Config: Equatable, Sendable {
        public var halfSpeedDistance = 50.0
        public var quarterSpeedDistance = 120.0
        public var chapterSnapDistance = 12.0
        public init() {}
    }

    public let geometry: TimelineGeometry
    public let config: Config
    public let chapterStarts: [Double]
    /// The time on the bar when the drag began.
    public let startTime: Double
    public private(set) var target: Double
    public private(set) var rate: Rate = .full
    /// The chapter start the target is snapped to, if any.
    public private(set) var snappedChapter: Int?

    /// Where the unsnapped target was when the rate last changed, and the finger's x then.
    private var anchorTime: Double
    private var anchorX: Double
    private var unsnapped: Double

    /// A press at `x` (bar coordinates). Pressing on the thumb grabs it where it is;
    /// pressing elsewhere on the bar moves it there.
    public init(pressX x: Double, barY: Double, pressY y: Double, position: Double,
                geometry: TimelineGeometry, chapterStarts: [Double] = [], config: Config = Config()) {
        self.geometry = geometry
        self.config = config
        self.chapterStarts = chapterStarts
        startTime = position
        let thumbX = geometry.x(forTime: position)
        let onThumb = abs(x - thumbX) <= geometry.thumbRadius
        let time = onThumb ? position : geometry.time(atX: x)
        anchorTime = time
        anchorX = x
        unsnapped = time
        target = time
        rate = Self.rate(forDistance: abs(y - barY), config)
        if !onThumb { snap() }
    }

    /// The finger moved to (`x`, `y`).
    public mutating func move(x: Double, y: Double, barY: Double) {
        let newRate = Self.rate(forDistance: abs(y - barY), config)
        if newRate != rate {
            anchorTime = unsnapped
            anchorX = x
            rate = newRate
        }
        let raw = anchorTime + (x - anchorX) * geometry.secondsPerPixel * rate.rawValue
        unsnapped = min(geometry.duration, max(0, raw))
        // Keep the anchor inside the file, so turning back at an end responds at once.
        if raw != unsnapped { anchorTime = unsnapped; anchorX = x }
        snap()
    }

    /// Difference from where the drag began (for "+0:42").
    public var offset: Double { target - startTime }

    static func rate(forDistance distance: Double, _ config: Config) -> Rate {
        if distance >= config.quarterSpeedDistance { return .quarter }
        if distance >= config.halfSpeedDistance { return .half }
        return .full
    }

    private mutating func snap() {
        let x = geometry.x(forTime: unsnapped)
        let nearest = chapterStarts.enumerated()
            .map { (index: $0.offset, distance: abs(geometry.x(forTime: $0.element) - x)) }
            .min { $0.distance < $1.distance }
        if let nearest, nearest.distance <= config.chapterSnapDistance {
            snappedChapter = nearest.index
            target = chapterStarts[nearest.index]
        } else {
            snappedChapter = nil
            target = unsnapped
        }
    }
}
