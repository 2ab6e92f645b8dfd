// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class TimelineGeometryTests: XCTestCase {
    let bar = TimelineGeometry(width: 620, thumbRadius: 10, duration: 600)

    func testEndsAreReachableWithTheWholeThumbOnTheBar() {
        XCTAssertEqual(bar.time(atX: 10), 0)
        XCTAssertEqual(bar.time(atX: 610), 600)
        XCTAssertEqual(bar.time(atX: 310), 300)
        XCTAssertEqual(bar.time(atX: -50), 0)
        XCTAssertEqual(bar.time(atX: 900), 600)
        XCTAssertEqual(bar.x(forTime: 0), 10)
        XCTAssertEqual(bar.x(forTime: 600), 610)
        XCTAssertEqual(bar.secondsPerPixel, 1)
    }

    func testTimeAndPositionAreInverse() {
        for t in stride(from: 0.0, through: 600, by: 7.3) {
            XCTAssertEqual(bar.time(atX: bar.x(forTime: t)), t, accuracy: 1e-9)
        }
    }
}

final class ScrubSessionTests: XCTestCase {
    let bar = TimelineGeometry(width: 620, thumbRadius: 10, duration: 600)

    func testGrabbingTheThumbDoesNotMoveIt() {
        // The thumb is at 100 s (x = 110); pressing 6 px beside its centre keeps 100 s.
        let scrub = ScrubSession(pressX: 116, barY: 0, pressY: 2, position: 100, geometry: bar)
        XCTAssertEqual(scrub.target, 100)
    }

    func testPressingElsewhereJumpsThere() {
        let scrub = ScrubSession(pressX: 310, barY: 0, pressY: 0, position: 100, geometry: bar)
        XCTAssertEqual(scrub.target, 300)
        XCTAssertEqual(scrub.offset, 200)
    }

    func testFineScrubbingSlowsAndNeverJumps() {
        var scrub = ScrubSession(pressX: 110, barY: 0, pressY: 0, position: 100, geometry: bar)
        scrub.move(x: 150, y: 0, barY: 0)
        XCTAssertEqual(scrub.target, 140, accuracy: 1e-9)
        XCTAssertEqual(scrub.rate, .full)
        // Away from the bar: the thumb stays where it is, then moves at half speed.
        scrub.move(x: 150, y: -60, barY: 0)
        XCTAssertEqual(scrub.rate, .half)
        XCTAssertEqual(scrub.target, 140, accuracy: 1e-9)
        scrub.move(x: 170, y: -60, barY: 0)
        XCTAssertEqual(scrub.target, 150, accuracy: 1e-9)
        // Further: a quarter.
        scrub.move(x: 170, y: -130, barY: 0)
        XCTAssertEqual(scrub.rate, .quarter)
        XCTAssertEqual(scrub.target, 150, accuracy: 1e-9)
        scrub.move(x: 130, y: -130, barY: 0)
        XCTAssertEqual(scrub.target, 140, accuracy: 1e-9)
        // Back to the bar: full speed, from where the thumb is.
        scrub.move(x: 130, y: 0, barY: 0)
        XCTAssertEqual(scrub.rate, .full)
        XCTAssertEqual(scrub.target, 140, accuracy: 1e-9)
        scrub.move(x: 140, y: 0, barY: 0)
        XCTAssertEqual(scrub.target, 150, accuracy: 1e-9)
    }

    func testTheTargetStaysInsideTheFile() {
        var scrub = ScrubSession(pressX: 20, barY: 0, pressY: 0, position: 10, geometry: bar)
        scrub.move(x: -500, y: 0, barY: 0)
        XCTAssertEqual(scrub.target, 0)
        scrub.move(x: 30, y: 0, barY: 0)
        XCTAssertEqual(scrub.target, 530 * bar.secondsPerPixel, accuracy: 1e-9, "turning back responds at once")
    }

    func testChapterStartsSnapWithinTwelvePixelsAndLetGo() {
        var scrub = ScrubSession(pressX: 110, barY: 0, pressY: 0, position: 100, geometry: bar, chapterStarts: [0, 200, 400])
        scrub.move(x: 200, y: 0, barY: 0) // 190 s, 10 px from the chapter at 200 s
        XCTAssertEqual(scrub.target, 200)
        XCTAssertEqual(scrub.snappedChapter, 1)
        scrub.move(x: 225, y: 0, barY: 0) // 215 s: escaped
        XCTAssertEqual(scrub.target, 215, accuracy: 1e-9)
        XCTAssertNil(scrub.snappedChapter)
    }
}

final class SeekCoalescerTests: XCTestCase {
    func testManyTargetsDuringOneSlowSeekGiveAtMostTwoSeeksAndTheLastWins() {
        for n in [1, 2, 5, 50, 500] {
            var coalescer = SeekCoalescer()
            var sent: [SeekCommand] = []
            for i in 0..<n {
                if let command = coalescer.request(Double(i), precision: .keyframe, at: Double(i) * 0.01) { sent.append(command) }
            }
            if let next = coalescer.seekFinished() { sent.append(next) }
            XCTAssertNil(coalescer.seekFinished())
            XCTAssertLessThanOrEqual(sent.count, 2, "n = \(n)")
            XCTAssertEqual(sent.last?.target, Double(n - 1), "n = \(n): the newest target wins")
        }
    }

    func testAReleaseAlwaysEndsWithAnExactSeekToTheReleaseTarget() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var coalescer = SeekCoalescer()
            var sent: [SeekCommand] = []
            var now = 0.0
            for _ in 0..<Int.random(in: 0...30, using: &rng) {
                now += Double.random(in: 0...0.3, using: &rng)
                if let c = coalescer.request(Double.random(in: 0...600, using: &rng), precision: .keyframe, at: now) { sent.append(c) }
                if Bool.random(using: &rng), let c = coalescer.seekFinished() { sent.append(c) }
                if let c = coalescer.tick(at: now) { sent.append(c) }
            }
            let release = Double.random(in: 0...600, using: &rng)
            if let c = coalescer.release(at: release) { sent.append(c) }
            while let c = coalescer.seekFinished() { sent.append(c) }
            XCTAssertEqual(sent.last, SeekCommand(target: release, precision: .exact))
        }
    }

    func testARepeatedTargetIsNotSoughtAgain() {
        var coalescer = SeekCoalescer(restDelay: 0.15)
        XCTAssertNotNil(coalescer.request(60, precision: .keyframe, at: 0))
        XCTAssertNil(coalescer.request(60, precision: .keyframe, at: 0.05))
        XCTAssertNil(coalescer.seekFinished(), "nothing new was waiting")
        XCTAssertNil(coalescer.tick(at: 0.1), "resting counts from the first time the target was asked")
        XCTAssertEqual(coalescer.tick(at: 0.16), SeekCommand(target: 60, precision: .exact))
    }

    func testRestingGivesAnExactSeekOnce() {
        var coalescer = SeekCoalescer(restDelay: 0.15)
        XCTAssertEqual(coalescer.request(42, precision: .keyframe, at: 1.0), SeekCommand(target: 42, precision: .keyframe))
        XCTAssertNil(coalescer.tick(at: 1.1))
        XCTAssertNil(coalescer.tick(at: 1.2), "the keyframe seek is still in flight: the exact one waits")
        XCTAssertEqual(coalescer.seekFinished(), SeekCommand(target: 42, precision: .exact))
        XCTAssertNil(coalescer.tick(at: 2.0))
        XCTAssertNil(coalescer.seekFinished())
    }
}

final class FrameTimeFormatTests: XCTestCase {
    func testTimeWithFrame() {
        XCTAssertEqual(TimeFormat.clockWithFrame(83 + 14.0 / 30, framesPerSecond: 30), "1:23.14")
        XCTAssertEqual(TimeFormat.clockWithFrame(0, framesPerSecond: 30), "0:00.00")
        XCTAssertEqual(TimeFormat.clockWithFrame(59.999, framesPerSecond: 30), "0:59.29")
        XCTAssertEqual(TimeFormat.clockWithFrame(10, framesPerSecond: 24), "0:10.00")
        XCTAssertEqual(TimeFormat.clockWithFrame(10, framesPerSecond: nil), "0:10")
    }

    func testChapterAtTime() {
        let chapters = [Chapter(title: "A", start: 0), Chapter(title: "B", start: 20), Chapter(title: "C", start: 40)]
        XCTAssertEqual(chapters.index(at: 0), 0)
        XCTAssertEqual(chapters.index(at: 19.99), 0)
        XCTAssertEqual(chapters.index(at: 20), 1)
        XCTAssertEqual(chapters.index(at: 59), 2)
        XCTAssertNil([Chapter]().index(at: 3))
    }
}
