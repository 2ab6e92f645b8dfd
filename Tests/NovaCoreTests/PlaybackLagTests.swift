// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class PlaybackLagTests: XCTestCase {
    /// Samples every 0.25 s from `from` for `seconds`, the position moving `pace` seconds a
    /// second and `drops` frames dropped a second; returns whether any said "behind".
    private func play(_ lag: inout PlaybackLag, from start: (now: Double, position: Double, dropped: Int),
                      seconds: Double, pace: Double, drops: Double = 0, speed: Double = 1) -> Bool {
        var said = false
        var t = 0.0
        while t <= seconds {
            let sample = PlaybackLag.Sample(now: start.now + t, position: start.position + pace * t,
                                            droppedFrames: start.dropped + Int(drops * t))
            if lag.sample(sample, speed: speed) { said = true }
            t += 0.25
        }
        return said
    }

    func testPlaybackKeepingTimeIsFine() {
        var lag = PlaybackLag()
        XCTAssertFalse(play(&lag, from: (100, 0, 0), seconds: 30, pace: 1))
        lag.interrupt() // paused a while
        XCTAssertFalse(play(&lag, from: (200, 30, 0), seconds: 30, pace: 0.95, drops: 1), "a little slack is no lag")
        lag.interrupt()
        XCTAssertFalse(play(&lag, from: (300, 60, 0), seconds: 30, pace: 2, speed: 2), "at 2x, 2 s a second keeps time")
    }

    func testTheClockSlippingIsFallingBehindSaidOnce() {
        var lag = PlaybackLag()
        XCTAssertTrue(play(&lag, from: (100, 0, 0), seconds: 6, pace: 0.08), "8 % of real time, as with huge.ass")
        XCTAssertTrue(lag.hasFallenBehind)
        lag.interrupt()
        XCTAssertFalse(play(&lag, from: (200, 1, 0), seconds: 30, pace: 0.08), "said once a file")
        lag.reset()
        XCTAssertTrue(play(&lag, from: (300, 0, 0), seconds: 6, pace: 0.5), "a new file is judged anew")
    }

    func testFramesDroppedByTheDozenAreFallingBehind() {
        var lag = PlaybackLag()
        XCTAssertTrue(play(&lag, from: (100, 0, 0), seconds: 6, pace: 1, drops: 20))
    }

    func testShortStretchesAndJumpsAreNotJudged() {
        var lag = PlaybackLag()
        // Slow for 3 s, then interrupted (a pause, a seek): never a whole window.
        XCTAssertFalse(play(&lag, from: (100, 0, 0), seconds: 3, pace: 0.1))
        lag.interrupt()
        XCTAssertFalse(play(&lag, from: (104, 0.3, 0), seconds: 3, pace: 0.1))
        lag.interrupt()
        // A loop back from B to A within the window.
        var looping = PlaybackLag()
        _ = looping.sample(.init(now: 0, position: 50, droppedFrames: 0), speed: 1)
        XCTAssertFalse(looping.sample(.init(now: 4.5, position: 10, droppedFrames: 0), speed: 1))
        // A speed change starts afresh.
        var speeding = PlaybackLag()
        _ = speeding.sample(.init(now: 0, position: 0, droppedFrames: 0), speed: 1)
        XCTAssertFalse(speeding.sample(.init(now: 4.5, position: 2, droppedFrames: 0), speed: 0.5))
        // Hostile numbers from outside say nothing.
        XCTAssertFalse(speeding.sample(.init(now: .nan, position: 0, droppedFrames: 0), speed: 1))
        XCTAssertFalse(speeding.sample(.init(now: 10, position: .infinity, droppedFrames: 0), speed: 1))
    }
}
