// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class TouchRecognizerTests: XCTestCase {
    private func sample(_ phase: TouchSample.Phase, _ x: Double, _ y: Double, _ t: Double, seq: Int = 1) -> TouchSample {
        TouchSample(sequence: seq, phase: phase, x: x, y: y, time: t)
    }

    func testATapTogglesTheControls() {
        var r = TouchRecognizer()
        XCTAssertEqual(r.handle(sample(.began, 100, 100, 0)), [])
        XCTAssertEqual(r.handle(sample(.moved, 104, 102, 0.05)), [])
        XCTAssertEqual(r.handle(sample(.ended, 104, 102, 0.1)), [.toggleControls])
        XCTAssertFalse(r.isTracking)
    }

    func testMovingBeyondTheSlopIsNotATapEvenWhenTheFingerComesBack() {
        var r = TouchRecognizer(config: GestureConfig(slop: 16, tapTimeout: 0.5))
        _ = r.handle(sample(.began, 100, 100, 0))
        _ = r.handle(sample(.moved, 117, 100, 0.05))
        XCTAssertEqual(r.handle(sample(.ended, 100, 100, 0.1)), [])
    }

    func testTheSlopBoundary() {
        var r = TouchRecognizer(config: GestureConfig(slop: 16, tapTimeout: 0.5))
        _ = r.handle(sample(.began, 0, 0, 0))
        XCTAssertEqual(r.handle(sample(.ended, 16, 0, 0.1)), [.toggleControls])
        _ = r.handle(sample(.began, 0, 0, 1))
        XCTAssertEqual(r.handle(sample(.ended, 16.01, 0, 1.1)), [])
    }

    func testAHeldTouchIsNotATap() {
        var r = TouchRecognizer(config: GestureConfig(slop: 16, tapTimeout: 0.5))
        _ = r.handle(sample(.began, 0, 0, 0))
        XCTAssertEqual(r.handle(sample(.ended, 0, 0, 0.51)), [])
    }

    func testACancelledTouchDoesNothingAndOtherFingersAreIgnored() {
        var r = TouchRecognizer()
        _ = r.handle(sample(.began, 0, 0, 0, seq: 1))
        XCTAssertEqual(r.handle(sample(.began, 50, 50, 0.01, seq: 2)), [])
        XCTAssertEqual(r.handle(sample(.ended, 50, 50, 0.05, seq: 2)), [])
        XCTAssertEqual(r.handle(sample(.cancelled, 0, 0, 0.1, seq: 1)), [])
        XCTAssertFalse(r.isTracking)
        XCTAssertEqual(r.handle(sample(.ended, 0, 0, 0.1, seq: 1)), [])
    }
}
