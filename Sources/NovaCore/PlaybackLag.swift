// SPDX-License-Identifier: GPL-3.0-or-later

/// Notices playback falling behind: the picture's clock slipping behind the wall clock, or
/// frames dropped by the dozen, for a few seconds of uninterrupted playing. Heavy subtitles
/// (thousands of blurred lines) do this; the player then offers to turn them off. A plain
/// value over samples of an injected clock, so the rule is tested with recorded numbers.
public struct PlaybackLag: Equatable, Sendable {
    /// How long playing must go on, unbroken, before it is judged.
    public var window = 4.0
    /// Playing slower than this fraction of the speed asked for is falling behind.
    public var slowestFraction = 0.8
    /// Dropping more frames than this a second is falling behind too.
    public var droppedPerSecond = 6.0

    public struct Sample: Equatable, Sendable {
        public var now: Double
        public var position: Double
        public var droppedFrames: Int
        public init(now: Double, position: Double, droppedFrames: Int) {
            self.now = now; self.position = position; self.droppedFrames = droppedFrames
        }
    }

    /// Where the stretch of unbroken playing being judged began.
    private var start: Sample?
    private var speed = 1.0
    /// Said once a file: it is a fact about the file, not news every few seconds.
    public private(set) var hasFallenBehind = false

    public init() {}

    /// A new file: nothing said of it yet.
    public mutating func reset() {
        start = nil
        hasFallenBehind = false
    }

    /// Playing was broken (a pause, a seek, a change of speed): judging starts afresh.
    public mutating func interrupt() { start = nil }

    /// A sample while playing at `speed`. Returns true once, when playback is first found
    /// falling behind.
    public mutating func sample(_ sample: Sample, speed: Double) -> Bool {
        guard !hasFallenBehind, sample.now.isFinite, sample.position.isFinite, speed > 0 else { return false }
        guard let first = start, speed == self.speed, sample.now >= first.now, sample.droppedFrames >= first.droppedFrames else {
            start = sample
            self.speed = speed
            return false
        }
        let elapsed = sample.now - first.now
        guard elapsed >= window else { return false }
        let advanced = sample.position - first.position
        let dropped = Double(sample.droppedFrames - first.droppedFrames)
        // Judged over the window just past, then the window moves on.
        start = sample
        // A jump (a loop back to A, a seek not yet reported) is no measure of pace.
        guard advanced >= 0, advanced <= 2 * speed * elapsed else { return false }
        if advanced < slowestFraction * speed * elapsed || dropped > droppedPerSecond * elapsed {
            hasFallenBehind = true
            return true
        }
        return false
    }
}
