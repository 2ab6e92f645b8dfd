// SPDX-License-Identifier: GPL-3.0-or-later

/// One finger's report, in video-area coordinates (pixels) with a time in seconds and
/// the area's size at that moment.
public struct TouchSample: Equatable, Sendable {
    public enum Phase: Sendable { case began, moved, ended, cancelled }

    public var sequence: Int
    public var phase: Phase
    public var x: Double
    public var y: Double
    public var time: Double
    public var width: Double
    public var height: Double

    public init(sequence: Int, phase: Phase, x: Double, y: Double, time: Double, width: Double = 960, height: Double = 540) {
        self.sequence = sequence; self.phase = phase; self.x = x; self.y = y; self.time = time
        self.width = width; self.height = height
    }
}
