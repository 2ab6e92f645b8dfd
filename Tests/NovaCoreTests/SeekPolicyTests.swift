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
