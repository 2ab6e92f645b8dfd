// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

/// Progress is sacred: only an ending at the end a file claims saves that end.
final class PlaybackEndingTests: XCTestCase {
    private func ended(at position: Double?, of duration: Double?) -> PlaybackState {
        var state = PlaybackState()
        state.location = "/v/a.mkv"
        state.isIdle = false
        state.isEndReached = true
        state.position = position
        state.duration = duration
        return state
    }

    func testAFileThatStopsShortOfItsDurationEndedEarly() {
        XCTAssertEqual(PlaybackEnding(position: 38, duration: 120), .early(reached: 38, duration: 120))
        XCTAssertEqual(PlaybackEnding(position: 6, duration: 20), .early(reached: 6, duration: 20))
        XCTAssertEqual(PlaybackEnding(position: -0.03, duration: 20), .early(reached: 0, duration: 20))
        XCTAssertEqual(PlaybackEnding(position: 119.967, duration: 120), .complete, "the last frame starts before the end")
        XCTAssertEqual(PlaybackEnding(position: 118.5, duration: 120), .complete, "within the tolerance")
        XCTAssertEqual(PlaybackEnding(position: 30, duration: nil), .complete, "a stream has no end to miss")
        XCTAssertEqual(PlaybackEnding(position: nil, duration: 120), .complete)
        XCTAssertEqual(PlaybackEnding(position: 3, duration: .infinity), .complete, "an unbelievable length is no length")
        XCTAssertEqual(PlaybackEnding(position: .nan, duration: 120), .complete)
        XCTAssertEqual(PlaybackEnding(position: 200, duration: 215, soundOnly: true), .complete,
                       "a song's length may be an estimate: 7 % short is its end")
        XCTAssertEqual(PlaybackEnding(position: 100, duration: 215, soundOnly: true), .early(reached: 100, duration: 215))
        XCTAssertEqual(PlaybackEnding(position: 9, duration: 12, soundOnly: true), .early(reached: 9, duration: 12),
                       "never less slack than a video's")
    }

    func testTheEndIsSavedOnlyWhenItWasReached() {
        XCTAssertEqual(PlaybackEnding.positionToSave(ended(at: 119.967, of: 120)), 120)
        XCTAssertEqual(PlaybackEnding.positionToSave(ended(at: 38.2, of: 120)), 38.2, "not the duration: a guess")
        var playing = ended(at: 38.2, of: 120)
        playing.isEndReached = false
        XCTAssertEqual(PlaybackEnding.positionToSave(playing), 38.2)
        XCTAssertNil(PlaybackEnding.positionToSave(ended(at: nil, of: 120)), "no position, nothing to save")
        XCTAssertEqual(PlaybackEnding.positionToSave(ended(at: 5, of: nil)), 5)
        XCTAssertFalse(ResumePolicy.isWatched(position: 38.2, duration: 120), "so it is not marked watched")
    }

    func testAClockThatJumpedBackByItselfKeepsTheFurthestReached() {
        // mpv 0.40 reports 0 once a file's timestamps run past int64 (here 30 s into 60).
        var state = ended(at: 0, of: 60)
        state.positionReached = 30
        XCTAssertEqual(PlaybackEnding(state), .early(reached: 30, duration: 60))
        XCTAssertEqual(PlaybackEnding.positionToSave(state), 30, "not the 0 it jumped to")
        state.positionReached = 59.5
        XCTAssertEqual(PlaybackEnding(state), .complete)
        XCTAssertEqual(PlaybackEnding.positionToSave(state), 60)
        // While playing, where playback is now is what is kept (a seek back is the person's).
        state.isEndReached = false
        state.position = 0.4
        XCTAssertEqual(PlaybackEnding.positionToSave(state), 0.4)
    }

    func testPlayAfterAnEarlyEndOpensTheFileAgainWhereItStopped() {
        XCTAssertEqual(PlaybackEnding.playAfterEnd(ended(at: 119.967, of: 120)), .fromStart)
        XCTAssertEqual(PlaybackEnding.playAfterEnd(ended(at: 5.99, of: 12)), .reopen(at: 5.99),
                       "a cut stream: once restarted from 0:00, its 5.99 s stored as 0")
        var jumped = ended(at: 0, of: 60)
        jumped.positionReached = 30
        XCTAssertEqual(PlaybackEnding.playAfterEnd(jumped), .reopen(at: 30))
        XCTAssertEqual(PlaybackEnding.playAfterEnd(ended(at: 5, of: nil)), .fromStart, "no length: nothing says it was cut")
    }
}
