// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

/// Words said when the engine reports the change an action asked for, and only then.
final class PendingAnnouncementsTests: XCTestCase {
    private func state(paused: Bool) -> PlaybackState {
        var state = PlaybackState()
        state.location = "/v.mkv"
        state.isIdle = false
        state.isPaused = paused
        return state
    }

    func testWordsWaitForTheirFieldAndReadTheReportedState() {
        var pending = PendingAnnouncements<String>()
        pending.await(.paused, at: 0) { $0.isPaused ? "Paused" : "Playing" }
        XCTAssertEqual(pending.take([.position], in: state(paused: false), at: 0.1), [], "another field: nothing yet")
        XCTAssertEqual(pending.take([.paused, .position], in: state(paused: true), at: 0.2), ["Paused"])
        XCTAssertTrue(pending.isEmpty)
        XCTAssertEqual(pending.take([.paused], in: state(paused: false), at: 0.3), [], "said once")
    }

    func testTwoFieldsWaitSideBySideAndASecondRequestForOneReplacesItsWords() {
        var pending = PendingAnnouncements<String>()
        pending.await(.muted, at: 0) { _ in "Muted" }
        pending.await(.tracks, at: 0) { _ in "Track 2" }
        pending.await(.tracks, at: 0.1) { _ in "Track 3" }
        XCTAssertEqual(pending.take([.tracks], in: state(paused: false), at: 0.2), ["Track 3"])
        XCTAssertEqual(pending.take([.muted], in: state(paused: false), at: 0.2), ["Muted"])
    }

    func testWordsTheEngineNeverAnswersAreDroppedNotSaidOnALaterChange() {
        var pending = PendingAnnouncements<String>()
        // A subtitle size already at its limit: mpv reports nothing.
        pending.await(.subtitleScale, at: 0) { _ in "Subtitle size 300 %" }
        XCTAssertEqual(pending.take([.subtitleScale], in: state(paused: false), at: 60), [])
        XCTAssertTrue(pending.isEmpty)
        pending.await(.loop, at: 61) { _ in "Loop cleared" }
        pending.clear()
        XCTAssertEqual(pending.take([.loop], in: state(paused: false), at: 61.1), [], "a new file: moot")
    }
}
