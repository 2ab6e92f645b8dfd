// SPDX-License-Identifier: GPL-3.0-or-later

/// One drag on the timeline, from press to release: where the finger points, how fast
/// the thumb follows (fine scrubbing), and snapping to chapter starts.
///
/// Moving the finger vertically away from the bar slows the thumb to half, then a
/// quarter of the finger's horizontal movement, continuing from where the thumb is, so
/// the thumb never jumps when the rate changes.
public struct ScrubSession: Equatable, Sendable {
    public typealias Rate = FineSeek.Rate

    /// Distances from the bar where the rate drops (`FineSeek.Distances`), and the snap distance.
    public struct Config: Equatable, Sendable {
        public var distances = FineSeek.Distances()
        public var chapterSnapDistance = 12.0
        public init() {}
    }

    public let geometry: TimelineGeometry
    public let config: Config
    public let chapterStarts: [Double]
    /// The time on the bar when the drag began.
    public let startTime: Double
    public private(set) var target: Double
    public var rate: Rate { fine.rate }
    /// The chapter start the target is snapped to, if any.
    public private(set) var snappedChapter: Int?

    /// The unsnapped target, following the finger at its fine-scrubbing speed.
    private var fine: FineSeek

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
        fine = FineSeek(time: time, x: x, rate: config.distances.rate(at: abs(y - barY)),
                        secondsPerPixel: geometry.secondsPerPixel, duration: geometry.duration)
        target = time
        if !onThumb { snap() }
    }

    /// The finger moved to (`x`, `y`).
    public mutating func move(x: Double, y: Double, barY: Double) {
        fine.move(x: x, distance: y - barY, distances: config.distances)
        snap()
    }

    /// Difference from where the drag began (for "+0:42").
    public var offset: Double { target - startTime }

    private mutating func snap() {
        let x = geometry.x(forTime: fine.time)
        let nearest = chapterStarts.enumerated()
            .map { (index: $0.offset, distance: abs(geometry.x(forTime: $0.element) - x)) }
            .min { $0.distance < $1.distance }
        if let nearest, nearest.distance <= config.chapterSnapDistance {
            snappedChapter = nearest.index
            target = chapterStarts[nearest.index]
        } else {
            snappedChapter = nil
            target = fine.time
        }
    }
}
