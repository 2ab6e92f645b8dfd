// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

/// Scripted finger sequences on a 960×540 area (edge bands 27 px, slop 16.2 px).
final class TouchRecognizerTests: XCTestCase {
    let w = 960.0, h = 540.0
    var r = TouchRecognizer()
    let playing = TouchContext(position: 100, duration: 600, zoom: 0)

    private func s(_ phase: TouchSample.Phase, _ x: Double, _ y: Double, _ t: Double, seq: Int = 1) -> TouchSample {
        TouchSample(sequence: seq, phase: phase, x: x, y: y, time: t, width: w, height: h)
    }

    @discardableResult
    private func feed(_ phase: TouchSample.Phase, _ x: Double, _ y: Double, _ t: Double, seq: Int = 1) -> [TouchIntent] {
        r.handle(s(phase, x, y, t, seq: seq), context: playing)
    }

    private func tap(_ x: Double, _ y: Double, at t: Double) -> [TouchIntent] {
        feed(.began, x, y, t)
        return feed(.ended, x, y, t + 0.05)
    }

    // MARK: Taps

    func testASingleTapTogglesTheControlsOnceTheDoubleTapTimeHasPassed() {
        XCTAssertEqual(tap(480, 270, at: 0), [])
        XCTAssertEqual(r.nextDeadline, 0.05 + 0.4)
        XCTAssertEqual(r.tick(now: 0.3), [])
        XCTAssertEqual(r.tick(now: 0.45), [.toggleControls])
        XCTAssertNil(r.nextDeadline)
    }

    func testDoubleTapsSkipOnTheSidesAndToggleFullscreenInTheMiddle() {
        _ = tap(100, 270, at: 0)
        XCTAssertEqual(tap(104, 272, at: 0.2), [.skip(forward: false, total: -10)])
        XCTAssertEqual(r.tick(now: 2), [], "a double tap is not also a single tap")

        _ = tap(900, 270, at: 5)
        XCTAssertEqual(tap(900, 270, at: 5.2), [.skip(forward: true, total: 10)])

        _ = tap(480, 270, at: 10)
        XCTAssertEqual(tap(480, 270, at: 10.2), [.toggleFullscreen])
    }

    func testFurtherTapsAccumulateWithinTheWindowAndTheOtherSideStartsAfresh() {
        _ = tap(900, 270, at: 0)
        XCTAssertEqual(tap(900, 270, at: 0.2), [.skip(forward: true, total: 10)])
        XCTAssertEqual(tap(905, 280, at: 0.9), [.skip(forward: true, total: 20)])
        XCTAssertEqual(tap(895, 260, at: 1.6), [.skip(forward: true, total: 30)])
        XCTAssertEqual(tap(100, 260, at: 2.3), [.skip(forward: false, total: -10)], "the other side starts a new total")
        XCTAssertEqual(tap(100, 260, at: 3.0), [.skip(forward: false, total: -20)])
        // After the window, a tap is a single tap again.
        XCTAssertEqual(tap(100, 260, at: 3.9), [])
        XCTAssertEqual(r.tick(now: 4.5), [.toggleControls])
    }

    func testTwoTapsTooFarApartAreTwoSingleTaps() {
        _ = tap(100, 270, at: 0)
        XCTAssertEqual(tap(300, 270, at: 0.2), [.toggleControls])
        XCTAssertEqual(r.tick(now: 1), [.toggleControls])
    }

    // MARK: Edges

    func testTouchesStartingInTheEdgeBandsAreIgnoredForTheirWholeLife() {
        for y in [0.0, 26.9, 513.1, 539.0] {
            var recognizer = TouchRecognizer()
            XCTAssertEqual(recognizer.handle(s(.began, 900, y, 0), context: playing), [])
            XCTAssertEqual(recognizer.handle(s(.moved, 900, 270, 0.1), context: playing), [], "y = \(y)")
            XCTAssertEqual(recognizer.handle(s(.moved, 900, 100, 0.2), context: playing), [])
            XCTAssertEqual(recognizer.handle(s(.ended, 900, 100, 0.3), context: playing), [])
            XCTAssertEqual(recognizer.tick(now: 5), [])
        }
        // Just inside the picture the same swipe works.
        XCTAssertEqual(feed(.began, 900, 27.5, 0), [])
        XCTAssertEqual(feed(.moved, 900, 200, 0.1), [.adjustLevel(.volume, delta: -(200 - 27.5) / 360)])
    }

    func testTheBandIsAtLeast24PixelsOrFivePercent() {
        var config = GestureConfig()
        config.edgeBandMinimum = 24
        var small = TouchRecognizer(config: config)
        // 300 px tall: 5 % is 15, so 24 wins.
        XCTAssertEqual(small.handle(TouchSample(sequence: 1, phase: .began, x: 250, y: 23, time: 0, width: 500, height: 300)), [])
        XCTAssertEqual(small.handle(TouchSample(sequence: 1, phase: .moved, x: 250, y: 150, time: 0.1, width: 500, height: 300)), [])
    }

    // MARK: Slop and axis

    func testTheSlopBoundaryAndTheAxisLock() {
        feed(.began, 700, 300, 0)
        XCTAssertEqual(feed(.moved, 700, 300 - 16, 0.05), [], "16 px is inside the slop (16.2)")
        let first = feed(.moved, 700, 300 - 17, 0.06)
        XCTAssertEqual(first, [.adjustLevel(.volume, delta: 17.0 / 360)])
        // Sideways now changes nothing: the axis is kept.
        XCTAssertEqual(feed(.moved, 900, 300 - 17, 0.1), [.adjustLevel(.volume, delta: 17.0 / 360)])
        XCTAssertEqual(feed(.ended, 900, 283, 0.2), [.endLevel(.volume)])
        XCTAssertEqual(r.tick(now: 5), [])
    }

    func testLeftHalfIsBrightnessRightHalfIsVolumeAndTwoThirdsSweepTheRange() {
        feed(.began, 479, 450, 0)
        XCTAssertEqual(feed(.moved, 479, 90, 0.1), [.adjustLevel(.brightness, delta: 1)])
        feed(.ended, 479, 90, 0.2)
        feed(.began, 481, 90, 1)
        XCTAssertEqual(feed(.moved, 481, 270, 1.1), [.adjustLevel(.volume, delta: -0.5)])
        XCTAssertEqual(feed(.ended, 481, 270, 1.2), [.endLevel(.volume)])
    }

    // MARK: Sideways seek

    func testASidewaysSwipePreviewsAndSeeksOnceOnRelease() {
        feed(.began, 200, 270, 0)
        // 960 px span 120 s (shorter than the 600 s file): 8 px a second.
        XCTAssertEqual(feed(.moved, 280, 270, 0.1), [.previewSeek(target: 110, offset: 10, rate: .full)])
        XCTAssertEqual(feed(.moved, 440, 270, 0.2), [.previewSeek(target: 130, offset: 30, rate: .full)])
        // Away from the start line: half, then quarter speed, continuing from the target.
        XCTAssertEqual(feed(.moved, 440, 330, 0.3), [.previewSeek(target: 130, offset: 30, rate: .half)])
        XCTAssertEqual(feed(.moved, 520, 330, 0.4), [.previewSeek(target: 135, offset: 35, rate: .half)])
        XCTAssertEqual(feed(.moved, 520, 400, 0.5), [.previewSeek(target: 135, offset: 35, rate: .quarter)])
        XCTAssertEqual(feed(.moved, 600, 400, 0.6), [.previewSeek(target: 137.5, offset: 37.5, rate: .quarter)])
        XCTAssertEqual(feed(.ended, 600, 400, 0.7), [.commitSeek(target: 137.5)])
    }

    func testLiftingBackAtTheStartOrCancellingSeeksNowhere() {
        feed(.began, 200, 270, 0)
        _ = feed(.moved, 400, 270, 0.1)
        XCTAssertEqual(feed(.ended, 205, 270, 0.2), [.cancelSeek])
        feed(.began, 200, 270, 1)
        _ = feed(.moved, 400, 270, 1.1)
        XCTAssertEqual(feed(.cancelled, 400, 270, 1.2), [.cancelSeek])
    }

    func testTheSeekTargetStaysInsideTheFile() {
        feed(.began, 900, 270, 0)
        XCTAssertEqual(feed(.moved, 0, 270, 0.1), [.previewSeek(target: 0, offset: -100, rate: .full)])
        XCTAssertEqual(feed(.moved, 8, 270, 0.2), [.previewSeek(target: 1, offset: -99, rate: .full)], "turning back responds at once")
    }

    func testShortFilesSpanTheirDuration() {
        _ = r.handle(s(.began, 0 + 100, 270, 0), context: TouchContext(position: 10, duration: 60))
        XCTAssertEqual(r.handle(s(.moved, 260, 270, 0.1), context: TouchContext(position: 10, duration: 60)),
                       [.previewSeek(target: 20, offset: 10, rate: .full)])
    }

    func testWithoutADurationSeekingIsUnavailable() {
        _ = r.handle(s(.began, 200, 270, 0), context: TouchContext(position: 5, duration: nil))
        XCTAssertEqual(r.handle(s(.moved, 300, 270, 0.1)), [.seekUnavailable])
        XCTAssertEqual(r.handle(s(.moved, 400, 270, 0.2)), [])
        XCTAssertEqual(r.handle(s(.ended, 400, 270, 0.3)), [.cancelSeek])
    }

    // MARK: Long press

    func testALongPressPlaysFastWhileHeldDespiteSmallJitter() {
        feed(.began, 480, 270, 0)
        XCTAssertEqual(r.nextDeadline, 0.5)
        feed(.moved, 484, 273, 0.2)
        XCTAssertEqual(r.tick(now: 0.49), [])
        XCTAssertEqual(r.tick(now: 0.5), [.speedBoost(true)])
        XCTAssertEqual(feed(.moved, 470, 280, 0.8), [], "moving while boosted does nothing else")
        XCTAssertEqual(feed(.ended, 470, 280, 2), [.speedBoost(false)])
        XCTAssertEqual(r.tick(now: 5), [])
    }

    func testMovingBeforeTheLongPressTimeMakesASwipeNotABoost() {
        feed(.began, 700, 300, 0)
        _ = feed(.moved, 700, 250, 0.3)
        XCTAssertEqual(r.tick(now: 0.6), [])
    }

    // MARK: Two fingers

    func testPinchingZoomsBetweenFitAndFillSnappingAtBoth() {
        feed(.began, 400, 270, 0, seq: 1)
        feed(.began, 560, 270, 0.02, seq: 2)   // 160 px apart
        XCTAssertEqual(feed(.moved, 580, 270, 0.1, seq: 2), [.zoom(0.25)])
        XCTAssertEqual(feed(.moved, 620, 270, 0.2, seq: 2), [.zoom(0.75)])
        XCTAssertEqual(feed(.moved, 700, 270, 0.3, seq: 2), [.zoom(1)], "snaps to fill")
        XCTAssertEqual(feed(.moved, 720, 270, 0.4, seq: 2), [], "stays at fill")
        XCTAssertEqual(feed(.ended, 720, 270, 0.5, seq: 2), [])
        XCTAssertEqual(feed(.moved, 300, 270, 0.6, seq: 1), [], "the remaining finger does nothing")
        XCTAssertEqual(feed(.ended, 300, 270, 0.7, seq: 1), [])
        XCTAssertEqual(r.tick(now: 5), [])
    }

    func testATwoFingerTapReturnsToFit() {
        _ = r.handle(s(.began, 400, 270, 0, seq: 1), context: TouchContext(position: 0, duration: 60, zoom: 1))
        _ = r.handle(s(.began, 560, 270, 0.02, seq: 2))
        XCTAssertEqual(r.handle(s(.ended, 560, 270, 0.1, seq: 2)), [.zoom(0)])
        XCTAssertEqual(r.handle(s(.ended, 400, 270, 0.12, seq: 1)), [])
    }

    func testASecondFingerDuringASwipeIsIgnored() {
        feed(.began, 700, 300, 0)
        _ = feed(.moved, 700, 200, 0.1)
        XCTAssertEqual(feed(.began, 300, 300, 0.15, seq: 2), [])
        XCTAssertEqual(feed(.moved, 100, 300, 0.2, seq: 2), [])
        XCTAssertEqual(feed(.ended, 100, 300, 0.3, seq: 2), [])
        XCTAssertEqual(feed(.moved, 700, 180, 0.35), [.adjustLevel(.volume, delta: 120.0 / 360)])
    }

    // MARK: Lock

    func testLockedTouchOnlyOffersTheUnlockButton() {
        r.isLocked = true
        feed(.began, 700, 300, 0)
        XCTAssertEqual(feed(.moved, 700, 100, 0.1), [])
        XCTAssertEqual(feed(.ended, 700, 100, 0.2), [])
        XCTAssertEqual(tap(100, 270, at: 1), [.showUnlock])
        XCTAssertEqual(tap(100, 270, at: 1.2), [.showUnlock])
        feed(.began, 480, 270, 3)
        XCTAssertEqual(r.tick(now: 4), [], "no long press while locked")
        feed(.ended, 480, 270, 4.1)
        feed(.began, 400, 270, 5, seq: 1)
        feed(.began, 560, 270, 5.02, seq: 2)
        XCTAssertEqual(feed(.moved, 700, 270, 5.1, seq: 2), [], "no pinch while locked")
    }
}

/// Thousands of random finger sequences: nothing crashes and the invariants hold.
final class TouchRecognizerPropertyTests: XCTestCase {
    struct Rng: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
    }

    func testRandomSequencesKeepTheInvariants() {
        var rng = Rng(state: 0x9E3779B97F4A7C15)
        for round in 0..<3000 {
            var r = TouchRecognizer()
            r.isLocked = round % 7 == 0
            var t = 0.0
            var down: [Int: (Double, Double)] = [:]
            var previewing = false
            var leveling = false
            var boosting = false
            let context = TouchContext(position: Double.random(in: 0...100, using: &rng),
                                       duration: Bool.random(using: &rng) ? Double.random(in: 1...1000, using: &rng) : nil,
                                       zoom: Double.random(in: 0...1, using: &rng))
            for _ in 0..<Int.random(in: 1...40, using: &rng) {
                t += Double.random(in: 0...0.6, using: &rng)
                var intents = r.tick(now: t)
                let seq = Int.random(in: 1...3, using: &rng)
                let x = Double.random(in: -20...980, using: &rng), y = Double.random(in: -20...560, using: &rng)
                let phase: TouchSample.Phase
                if down[seq] == nil { phase = .began; down[seq] = (x, y) } else {
                    switch Int.random(in: 0...9, using: &rng) {
                    case 0: phase = .ended; down[seq] = nil
                    case 1: phase = .cancelled; down[seq] = nil
                    default: phase = .moved
                    }
                }
                intents += r.handle(TouchSample(sequence: seq, phase: phase, x: x, y: y, time: t), context: context)
                for intent in intents {
                    if r.isLocked {
                        XCTAssertEqual(intent, .showUnlock, "locked: only the unlock affordance")
                        continue
                    }
                    switch intent {
                    case .previewSeek:
                        XCTAssertFalse(leveling || boosting, "two gestures at once")
                        previewing = true
                    case .commitSeek(let target):
                        XCTAssertTrue(previewing, "a seek commit without a preview")
                        XCTAssertTrue(target >= 0 && target <= (context.duration ?? 0))
                        previewing = false
                    case .cancelSeek:
                        previewing = false
                    case .adjustLevel:
                        XCTAssertFalse(previewing || boosting, "two gestures at once")
                        leveling = true
                    case .endLevel:
                        leveling = false
                    case .speedBoost(let on):
                        XCTAssertFalse(previewing || leveling, "two gestures at once")
                        boosting = on
                    case .zoom(let z):
                        XCTAssertTrue(z >= 0 && z <= 1)
                        XCTAssertFalse(previewing || leveling || boosting, "two gestures at once")
                    default:
                        break
                    }
                }
            }
        }
    }
}
