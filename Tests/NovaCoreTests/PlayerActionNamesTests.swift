// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

/// The action table: every action has one GAction name, and the name with its argument
/// gives the action back; what a D-Bus client may send that is not an action is refused.
final class PlayerActionNamesTests: XCTestCase {
    func testEveryActionAndEveryKeyRoundTripsThroughItsName() {
        let actions = PlayerAction.allExamples + KeyBindings.standardPairs.map(\.1)
        for action in actions {
            XCTAssertEqual(PlayerAction(name: action.actionName, argument: action.argument), action, "\(action)")
        }
    }

    func testNamesAreUniqueAndDeclareTheirParameter() {
        let names = PlayerAction.names.map(\.name)
        XCTAssertEqual(names.count, Set(names).count)
        let table = Dictionary(uniqueKeysWithValues: PlayerAction.names.map { ($0.name, $0.parameter) })
        XCTAssertEqual(table["skip"], .flag)
        XCTAssertEqual(table["seek-by"], .number)
        XCTAssertEqual(table["change-volume"], .number)
        XCTAssertEqual(table["play-pause"], .some(nil))
        XCTAssertEqual(table["panel-tracks"], .some(nil))
        // The menus' and toasts' names stay what they were.
        for name in ["screenshot", "preferences", "shortcuts", "lock-touch", "start-over", "sleep-extend"] {
            XCTAssertTrue(table.keys.contains(name), name)
        }
    }

    func testArgumentsOfTheWrongKindOrOutOfRangeAreRefused() {
        XCTAssertNil(PlayerAction(name: "skip", argument: nil))
        XCTAssertNil(PlayerAction(name: "skip", argument: .number(1)))
        XCTAssertNil(PlayerAction(name: "play-pause", argument: .flag(true)))
        XCTAssertNil(PlayerAction(name: "seek-by", argument: .number(.nan)))
        XCTAssertNil(PlayerAction(name: "seek-by", argument: .number(1e308)))
        XCTAssertNil(PlayerAction(name: "change-subtitle-delay", argument: .number(-.infinity)))
        XCTAssertNil(PlayerAction(name: "seek-to-fraction", argument: .number(2)))
        XCTAssertNil(PlayerAction(name: "change-volume", argument: .number(1e9)))
        XCTAssertNil(PlayerAction(name: "panel-nothing", argument: nil))
        XCTAssertNil(PlayerAction(name: "no-such-action", argument: nil))
        XCTAssertEqual(PlayerAction(name: "seek-by", argument: .number(-1)), .seekRelative(seconds: -1))
    }
}

/// What a view is told changed: only the parts that did.
final class PlaybackStateChangesTests: XCTestCase {
    func testChangesNameTheFieldsThatDiffer() {
        var before = PlaybackState()
        before.location = "/v.mkv"
        before.isIdle = false
        var after = before
        XCTAssertEqual(after.changes(from: before), [])
        after.isPaused = false
        after.position = 3
        XCTAssertEqual(after.changes(from: before), [.paused, .position])
        after = before
        after.tracks = [MediaTrack(id: 1, kind: .audio, language: "de", isSelected: true)]
        after.loopEnd = 4
        after.hardwareDecoder = "vaapi"
        XCTAssertEqual(after.changes(from: before), [.tracks, .loop, .decoding])
    }
}
