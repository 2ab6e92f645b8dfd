// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

/// The mobile table: what a hidden window, a locked screen, a call and a lost output do to
/// a video and to sound alone, and what Nova undoes (only its own doing).
final class PlaybackInterruptionsTests: XCTestCase {
    private let video = PlaybackInterruptions.Playback(isPlaying: true, hasVideo: true, backgroundAllowed: false)
    private let song = PlaybackInterruptions.Playback(isPlaying: true, hasVideo: false, backgroundAllowed: false)
    private let backgroundVideo = PlaybackInterruptions.Playback(isPlaying: true, hasVideo: true, backgroundAllowed: true)
    private let paused = PlaybackInterruptions.Playback(isPlaying: false, hasVideo: true, backgroundAllowed: false)

    func testAHiddenWindowPausesAVideoAndResumesItWhenBack() {
        var machine = PlaybackInterruptions()
        XCTAssertEqual(machine.began(.windowAway, video), [.pause])
        XCTAssertEqual(machine.ended(.windowAway), [.resume])
    }

    func testALockPausesAVideoAndSaysSoInsteadOfResuming() {
        var machine = PlaybackInterruptions()
        XCTAssertEqual(machine.began(.screenLocked, video), [.pause])
        XCTAssertEqual(machine.ended(.screenLocked), [.tellPaused(.screenLocked)])
    }

    func testSoundAlonePlaysOnThroughALockAndAHiddenWindow() {
        var machine = PlaybackInterruptions()
        XCTAssertEqual(machine.began(.screenLocked, song), [])
        XCTAssertEqual(machine.began(.windowAway, song), [])
        XCTAssertEqual(machine.ended(.windowAway), [])
        XCTAssertEqual(machine.ended(.screenLocked), [])
    }

    func testBackgroundPlaybackTurnsThePictureOffAndBackOnceSeenAgain() {
        var machine = PlaybackInterruptions()
        XCTAssertEqual(machine.began(.windowAway, backgroundVideo), [.turnVideoOff])
        XCTAssertEqual(machine.began(.screenLocked, backgroundVideo), [], "already off")
        XCTAssertEqual(machine.ended(.windowAway), [], "the screen is still locked")
        XCTAssertEqual(machine.ended(.screenLocked), [.turnVideoOn])
        XCTAssertFalse(machine.videoTurnedOff)
    }

    func testACallPausesEverythingAndNeverResumesByItself() {
        var machine = PlaybackInterruptions()
        XCTAssertEqual(machine.began(.call, song), [.pause])
        XCTAssertEqual(machine.ended(.call), [.tellPaused(.call)])
        XCTAssertEqual(machine.began(.call, backgroundVideo), [.pause])
        XCTAssertEqual(machine.ended(.call), [.tellPaused(.call)])
    }

    func testACallDuringALockIsSaidOnceItEnds() {
        var machine = PlaybackInterruptions()
        XCTAssertEqual(machine.began(.screenLocked, song), [])
        XCTAssertEqual(machine.began(.call, song), [.pause])
        XCTAssertEqual(machine.ended(.screenLocked), [], "still in the call")
        XCTAssertEqual(machine.ended(.call), [.tellPaused(.call)])
    }

    func testTheWindowBackDuringACallDoesNotResumeNeverAfterTheCallEither() {
        var machine = PlaybackInterruptions()
        XCTAssertEqual(machine.began(.windowAway, video), [.pause])
        XCTAssertEqual(machine.began(.call, paused), [])
        XCTAssertEqual(machine.ended(.windowAway), [])
        XCTAssertEqual(machine.ended(.call), [.tellPaused(.call)], "the call took Nova's pause over")
        // Later, the window away and back while paused: nothing of the old pause is left.
        XCTAssertEqual(machine.began(.windowAway, paused), [])
        XCTAssertEqual(machine.ended(.windowAway), [])
    }

    func testALockDuringWhichACallCameIsNotSaidLaterAsALock() {
        var machine = PlaybackInterruptions()
        XCTAssertEqual(machine.began(.screenLocked, video), [.pause])
        XCTAssertEqual(machine.began(.call, paused), [])
        XCTAssertEqual(machine.ended(.call), [.tellPaused(.call)], "the notice waits on screen for the unlock")
        XCTAssertEqual(machine.ended(.screenLocked), [])
        XCTAssertEqual(machine.began(.screenLocked, paused), [])
        XCTAssertEqual(machine.ended(.screenLocked), [], "no stale notice at a later unlock")
    }

    func testTheWindowBackWhileLockedLeavesItToTheUnlock() {
        var machine = PlaybackInterruptions()
        XCTAssertEqual(machine.began(.windowAway, video), [.pause])
        XCTAssertEqual(machine.began(.screenLocked, paused), [])
        XCTAssertEqual(machine.ended(.windowAway), [])
        XCTAssertEqual(machine.ended(.screenLocked), [.tellPaused(.screenLocked)])
    }

    func testALostOutputPausesAtOnceAndIsSaid() {
        var machine = PlaybackInterruptions()
        XCTAssertEqual(machine.began(.outputLost, song), [.pause, .tellPaused(.outputLost)])
        XCTAssertTrue(machine.active.isEmpty, "an instant, not a state")
        XCTAssertEqual(machine.began(.outputLost, paused), [], "nothing playing, nothing to pause")
        XCTAssertTrue(machine.active.isEmpty)
    }

    func testAfterTheOutputWentAwayNothingNovaPausedResumesOntoTheSpeaker() {
        var machine = PlaybackInterruptions()
        XCTAssertEqual(machine.began(.windowAway, video), [.pause])
        XCTAssertEqual(machine.began(.outputLost, paused), [])
        XCTAssertEqual(machine.ended(.windowAway), [], "headphones pulled meanwhile: stays paused")
    }

    func testWhatThePersonDecidesIsNotUndone() {
        var machine = PlaybackInterruptions()
        XCTAssertEqual(machine.began(.windowAway, video), [.pause])
        machine.personDecided()
        XCTAssertEqual(machine.ended(.windowAway), [], "paused by hand meanwhile: stays paused")
        XCTAssertEqual(machine.began(.call, song), [.pause])
        machine.personDecided()
        XCTAssertEqual(machine.ended(.call), [], "played by hand during the call: nothing to say")
    }

    func testNothingPlayingNothingHappens() {
        var machine = PlaybackInterruptions()
        XCTAssertEqual(machine.began(.screenLocked, paused), [])
        XCTAssertEqual(machine.began(.call, paused), [])
        XCTAssertEqual(machine.ended(.call), [])
        XCTAssertEqual(machine.ended(.screenLocked), [])
        XCTAssertEqual(machine.ended(.screenLocked), [], "an end never begun")
    }

    func testAVideoJudgedOnceItsTracksAreKnown() {
        var machine = PlaybackInterruptions()
        let unknown = PlaybackInterruptions.Playback(isPlaying: true, hasVideo: false, backgroundAllowed: false)
        XCTAssertEqual(machine.began(.windowAway, unknown), [])
        XCTAssertEqual(machine.judgeAgain(video), [.pause])
        XCTAssertEqual(machine.judgeAgain(video), [], "once")
        XCTAssertEqual(machine.ended(.windowAway), [.resume])
        XCTAssertEqual(machine.judgeAgain(video), [], "nobody is away")
    }

    func testAVideoJudgedLaterWhileBothAwayAndLockedPauses() {
        var machine = PlaybackInterruptions()
        let unknown = PlaybackInterruptions.Playback(isPlaying: true, hasVideo: false, backgroundAllowed: false)
        XCTAssertEqual(machine.began(.windowAway, unknown), [])
        XCTAssertEqual(machine.began(.screenLocked, unknown), [])
        XCTAssertEqual(machine.judgeAgain(video), [.pause])
        XCTAssertEqual(machine.active, [.windowAway, .screenLocked])
        XCTAssertEqual(machine.ended(.windowAway), [])
        XCTAssertEqual(machine.ended(.screenLocked), [.tellPaused(.screenLocked)])
    }
}

final class CallActivityTests: XCTestCase {
    func testGnomeCallsCountsEveryCallButADisconnectedOne() {
        XCTAssertFalse(CallActivity.inCall(gnomeCalls: [], modemCalls: [4]), "Calls runs and says no call: it decides")
        for state: UInt32 in [0, 1, 2, 3, 4, 5, 6] {
            XCTAssertTrue(CallActivity.inCall(gnomeCalls: [state], modemCalls: []), "\(state)")
        }
        XCTAssertFalse(CallActivity.inCall(gnomeCalls: [7], modemCalls: []))
        XCTAssertTrue(CallActivity.inCall(gnomeCalls: [7, 5], modemCalls: []), "one ends, another rings")
    }

    func testWithoutGnomeCallsModemManagerDecides() {
        XCTAssertTrue(CallActivity.inCall(gnomeCalls: nil, modemCalls: [3]), "ringing in")
        XCTAssertTrue(CallActivity.inCall(gnomeCalls: nil, modemCalls: [1]), "dialing")
        XCTAssertTrue(CallActivity.inCall(gnomeCalls: nil, modemCalls: [5]), "held")
        XCTAssertFalse(CallActivity.inCall(gnomeCalls: nil, modemCalls: [0]), "not started")
        XCTAssertFalse(CallActivity.inCall(gnomeCalls: nil, modemCalls: [7]), "terminated")
        XCTAssertFalse(CallActivity.inCall(gnomeCalls: nil, modemCalls: []))
        XCTAssertFalse(CallActivity.inCall(gnomeCalls: nil, modemCalls: [-1, 99]), "nonsense is no call")
    }
}
