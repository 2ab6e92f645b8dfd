// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

/// The action table: every action has one GAction name, and the name with its argument
/// gives the action back; what a D-Bus client may send that is not an action is refused.
final class PlayerActionNamesTests: XCTestCase {
    /// One action for each name, taken with an argument of the name's kind.
    private func example(of name: PlayerAction.Name) -> PlayerAction? {
        let arguments: [ActionArgument?] = switch name.parameter {
        case nil: [nil]
        case .flag?: [.flag(true), .flag(false)]
        case .number?: [.number(1), .number(0)]
        case .text?: [.text("/videos/a.mkv"), .text("duration")]
        case .textList?: [.texts(["/videos/a.mkv", "/videos/b.mkv"])]
        }
        return arguments.lazy.compactMap { PlayerAction(name: name, argument: $0) }.first
    }

    /// The table registers every name; here every name must stand for an action, and that
    /// action must say the name back: a name left out of `init(name:argument:)` fails.
    func testEveryNameStandsForAnActionThatRoundTrips() {
        for name in PlayerAction.Name.allCases {
            guard let action = example(of: name) else { XCTFail("\(name.rawValue) stands for no action"); continue }
            XCTAssertEqual(action.name, name, "\(action)")
            XCTAssertEqual(PlayerAction(name: name.rawValue, argument: action.argument), action, "\(action)")
            XCTAssertEqual(action.argument?.kind, name.parameter, "\(action)")
        }
    }

    func testEveryKeysActionRoundTripsThroughItsName() {
        for action in KeyBindings.standardPairs.map(\.1) + PlayerPanel.allCases.map({ .openPanel($0) })
            + [.selectSubtitles(id: nil), .selectSubtitles(id: 3), .setSleepTimer(nil), .setSleepTimer(.endOfVideo),
               .setSleepTimer(.minutes(45)), .removeFromLibrary(location: "file:///a%20b.mkv"), .goToChapter(0),
               .playFile(location: "/videos/ä b.mkv"), .addLibraryFolder(path: nil), .addLibraryFolder(path: "/videos"),
               .removeFromHistory(location: "https://example.org/a.mp4"), .clearHistory,
               .openFiles(locations: ["/videos/ä b.mkv", "https://example.org/a.mp4"]), .sortLibrary(.lastWatched),
               .setBrightness(0.25), .unlockTouch, .closePanel, .dismissUpNext, .raiseWindow] {
            XCTAssertEqual(PlayerAction(name: action.actionName, argument: action.argument), action, "\(action)")
        }
    }

    /// Only a radio choice has a state, and it starts as one of its arguments.
    func testOnlyTheLibrarysSortHasAStateAndItIsAnOrder() {
        let stateful = PlayerAction.Name.allCases.filter { $0.initialState != nil }
        XCTAssertEqual(stateful, [.sortLibrary])
        XCTAssertEqual(PlayerAction(name: .sortLibrary, argument: PlayerAction.Name.sortLibrary.initialState), .sortLibrary(.initial))
    }

    func testNamesAreUniqueAndDeclareTheirParameter() {
        let names = PlayerAction.Name.allCases.map(\.rawValue)
        XCTAssertEqual(names.count, Set(names).count)
        XCTAssertEqual(PlayerAction.Name.skip.parameter, .flag)
        XCTAssertEqual(PlayerAction.Name.seekBy.parameter, .number)
        XCTAssertEqual(PlayerAction.Name.removeFromLibrary.parameter, .text)
        XCTAssertNil(PlayerAction.Name.playPause.parameter)
        // The menus', toasts' and tests' names stay what they were.
        for name in ["screenshot", "preferences", "shortcuts", "lock-touch", "start-over", "sleep-extend", "panel-tracks",
                     "play-pause", "change-volume", "undo", "remove-from-library", "remove-library-folder",
                     "open-screenshot", "salvage-details", "add-library-folder"] {
            XCTAssertNotNil(PlayerAction.Name(rawValue: name), name)
        }
    }

    func testArgumentsOfTheWrongKindOrOutOfRangeAreRefused() {
        XCTAssertNil(PlayerAction(name: "skip", argument: nil))
        XCTAssertNil(PlayerAction(name: "skip", argument: .number(1)))
        XCTAssertNil(PlayerAction(name: "play-pause", argument: .flag(true)))
        XCTAssertNil(PlayerAction(name: "seek-by", argument: .number(.nan)))
        XCTAssertNil(PlayerAction(name: "seek-by", argument: .number(1e308)))
        XCTAssertNil(PlayerAction(name: "seek-to-shown", argument: .number(-1)), "before the start")
        XCTAssertNil(PlayerAction(name: "seek-to-shown", argument: .number(.infinity)))
        XCTAssertNil(PlayerAction(name: "change-subtitle-delay", argument: .number(-.infinity)))
        XCTAssertNil(PlayerAction(name: "seek-to-fraction", argument: .number(2)))
        XCTAssertNil(PlayerAction(name: "change-volume", argument: .number(1e9)))
        XCTAssertNil(PlayerAction(name: "panel-nothing", argument: nil))
        XCTAssertNil(PlayerAction(name: "no-such-action", argument: nil))
        XCTAssertNil(PlayerAction(name: "select-audio", argument: .number(0)))
        XCTAssertNil(PlayerAction(name: "select-audio", argument: .number(1.5)))
        XCTAssertNil(PlayerAction(name: "select-subtitles", argument: .number(1e12)))
        XCTAssertNil(PlayerAction(name: "go-to-chapter", argument: .number(-1)))
        XCTAssertNil(PlayerAction(name: "set-speed", argument: .number(0)))
        XCTAssertNil(PlayerAction(name: "set-speed", argument: .number(.infinity)))
        XCTAssertNil(PlayerAction(name: "seek-to", argument: .number(-3)))
        XCTAssertNil(PlayerAction(name: "set-sleep-timer", argument: .number(-2)))
        XCTAssertNil(PlayerAction(name: "set-sleep-timer", argument: .number(100_000)))
        XCTAssertNil(PlayerAction(name: "remove-from-library", argument: .number(1)))
        XCTAssertNil(PlayerAction(name: "play-file", argument: .text("")))
        XCTAssertNil(PlayerAction(name: "clear-history", argument: .text("/")))
        XCTAssertNil(PlayerAction(name: "open-files", argument: .texts([])))
        XCTAssertNil(PlayerAction(name: "open-files", argument: .texts([""])))
        XCTAssertNil(PlayerAction(name: "open-files", argument: .text("/videos/a.mkv")), "one text is not a list")
        XCTAssertEqual(PlayerAction(name: "open-files", argument: .texts(["", "/a.mkv"])), .openFiles(locations: ["/a.mkv"]))
        XCTAssertNil(PlayerAction(name: "sort-library", argument: .text("size")))
        XCTAssertNil(PlayerAction(name: "set-brightness", argument: .number(1.5)))
        XCTAssertNil(PlayerAction(name: "set-brightness", argument: .number(.nan)))
        XCTAssertEqual(PlayerAction(name: "seek-by", argument: .number(-1)), .seekRelative(seconds: -1))
        XCTAssertEqual(PlayerAction(name: "select-subtitles", argument: .number(0)), .selectSubtitles(id: nil))
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
