// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class ControlsVisibilityTests: XCTestCase {
    func testHideAboutThreeSecondsAfterTheLastActivityWhilePlaying() {
        var controls = ControlsVisibility(hideDelay: 3)
        controls.activity(at: 10)
        XCTAssertTrue(controls.update(now: 12.9, isPlaying: true, pointerOverControls: false))
        XCTAssertEqual(controls.secondsUntilHide(now: 12.9, isPlaying: true, pointerOverControls: false)!, 0.1, accuracy: 1e-9)
        XCTAssertFalse(controls.update(now: 13, isPlaying: true, pointerOverControls: false))
    }

    func testStayWhilePausedAndRestartTheCountdownOnResume() {
        var controls = ControlsVisibility(hideDelay: 3)
        controls.activity(at: 0)
        XCTAssertTrue(controls.update(now: 100, isPlaying: false, pointerOverControls: false))
        XCTAssertNil(controls.secondsUntilHide(now: 100, isPlaying: false, pointerOverControls: false))
        XCTAssertTrue(controls.update(now: 102, isPlaying: true, pointerOverControls: false))
        XCTAssertFalse(controls.update(now: 103, isPlaying: true, pointerOverControls: false))
    }

    func testStayWhileThePointerIsOverThem() {
        var controls = ControlsVisibility(hideDelay: 3)
        controls.activity(at: 0)
        XCTAssertTrue(controls.update(now: 50, isPlaying: true, pointerOverControls: true))
        XCTAssertTrue(controls.update(now: 52, isPlaying: true, pointerOverControls: false))
        XCTAssertFalse(controls.update(now: 53.5, isPlaying: true, pointerOverControls: false))
    }

    func testATapTogglesAndActivityShows() {
        var controls = ControlsVisibility()
        controls.toggle(at: 1)
        XCTAssertFalse(controls.isShown)
        controls.toggle(at: 2)
        XCTAssertTrue(controls.isShown)
        XCTAssertEqual(controls.lastActivity, 2)
        controls.toggle(at: 3)
        controls.activity(at: 4)
        XCTAssertTrue(controls.isShown)
    }
}
