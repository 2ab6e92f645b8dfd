// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class SeekPolicyTests: XCTestCase {
    func testFrameAlignedTargetIsTheStartOfTheFrameOnScreen() {
        XCTAssertEqual(SeekPolicy.frameAlignedTarget(12.345, framesPerSecond: 30), 370.0 / 30)
        XCTAssertEqual(SeekPolicy.frameAlignedTarget(0.0, framesPerSecond: 30), 0)
        XCTAssertEqual(SeekPolicy.frameAlignedTarget(1.0 / 24 * 7, framesPerSecond: 24), 7.0 / 24)
        XCTAssertEqual(SeekPolicy.frameAlignedTarget(-3, framesPerSecond: 30), 0)
    }

    func testEveryFrameStartMapsToItself() {
        for fps in [23.976, 24, 25, 29.97, 30, 50, 59.94, 60] {
            for frame in stride(from: 0, through: 200_000, by: 997) {
                let t = Double(frame) / fps
                XCTAssertEqual((SeekPolicy.frameAlignedTarget(t, framesPerSecond: fps) * fps).rounded(), Double(frame),
                               "fps \(fps) frame \(frame)")
                // Any time inside the frame's interval maps to that frame's start.
                let inside = t + 0.6 / fps
                XCTAssertEqual(SeekPolicy.frameAlignedTarget(inside, framesPerSecond: fps), t, accuracy: 1e-9)
            }
        }
    }

    func testUnknownRateLeavesTheTargetAlone() {
        XCTAssertEqual(SeekPolicy.frameAlignedTarget(12.345, framesPerSecond: nil), 12.345)
        XCTAssertEqual(SeekPolicy.frameAlignedTarget(12.345, framesPerSecond: 0), 12.345)
        XCTAssertEqual(SeekPolicy.frameAlignedTarget(12.345, framesPerSecond: .nan), 12.345)
    }

    func testAnAverageRateIsNoGridToAlignTo() {
        // A variable-rate file states its average: seven frames of ten at 30 fps, a phone's 29.87.
        XCTAssertEqual(SeekPolicy.frameAlignedTarget(12.345, framesPerSecond: 21), 12.345)
        XCTAssertEqual(SeekPolicy.frameAlignedTarget(12.345, framesPerSecond: 29.87), 12.345)
        XCTAssertTrue(SeekPolicy.isProductionRate(30000.0 / 1001))
        XCTAssertTrue(SeekPolicy.isProductionRate(23.976))
        XCTAssertFalse(SeekPolicy.isProductionRate(.infinity))
        XCTAssertFalse(SeekPolicy.isProductionRate(-25))
    }

    func testAPausedSeekThatLandedOnTheNextFrameStepsBack() {
        // Frames at 2.5 and 2.6333 (three dropped between): 2.508 is covered by 2.5.
        XCTAssertTrue(SeekPolicy.stepsBackAfterExactSeek(asked: 2.508, frameStart: 2.6333))
        XCTAssertFalse(SeekPolicy.stepsBackAfterExactSeek(asked: 2.508, frameStart: 2.5))
        // A container's rounding (Matroska's milliseconds) is no reason.
        XCTAssertFalse(SeekPolicy.stepsBackAfterExactSeek(asked: 1.3333, frameStart: 1.334))
        XCTAssertFalse(SeekPolicy.stepsBackAfterExactSeek(asked: .nan, frameStart: 1))
        XCTAssertFalse(SeekPolicy.stepsBackAfterExactSeek(asked: 1, frameStart: .infinity))
    }

    func testTransportStreamsAreSoughtFromASecondBefore() {
        XCTAssertEqual(SeekPolicy.demuxerLead(forFormat: "mpegts"), 1)
        XCTAssertEqual(SeekPolicy.demuxerLead(forFormat: "mpeg"), 1)
        XCTAssertEqual(SeekPolicy.demuxerLead(forFormat: "mkv"), 0)
        XCTAssertEqual(SeekPolicy.demuxerLead(forFormat: nil), 0)
    }

    func testRelativeTargetsStayInsideTheFile() {
        XCTAssertEqual(SeekPolicy.relativeTarget(from: 5, by: -10, duration: 60), 0)
        XCTAssertEqual(SeekPolicy.relativeTarget(from: 55, by: 10, duration: 60), 60)
        XCTAssertEqual(SeekPolicy.relativeTarget(from: 20, by: 10, duration: 60), 30)
        XCTAssertEqual(SeekPolicy.relativeTarget(from: 20, by: 10, duration: nil), 30)
    }

    func testRelativeTargetsCountFramesFromTheFrameOnScreen() {
        // Frame 10 at 30 fps, as Matroska stores it (milliseconds): 0.333 s.
        let target = SeekPolicy.relativeTarget(from: 0.333, by: 10, duration: 60, framesPerSecond: 30)
        XCTAssertEqual(SeekPolicy.frameAlignedTarget(target, framesPerSecond: 30) * 30, 310, accuracy: 1e-9)
        let back = SeekPolicy.relativeTarget(from: 10.333, by: -10, duration: 60, framesPerSecond: 30)
        XCTAssertEqual(SeekPolicy.frameAlignedTarget(back, framesPerSecond: 30) * 30, 10, accuracy: 1e-9)
        XCTAssertEqual(SeekPolicy.relativeTarget(from: 0.1, by: -10, duration: 60, framesPerSecond: 30), 0)
        XCTAssertEqual(SeekPolicy.relativeTarget(from: 59.5, by: 10, duration: 60, framesPerSecond: 30), 60)
    }
}
