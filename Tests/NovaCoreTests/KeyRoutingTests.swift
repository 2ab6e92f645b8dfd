// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class KeyRoutingTests: XCTestCase {
    private func route(_ chord: KeyChord, _ focus: FocusedControl, video: Bool = true) -> KeyRouting.Destination {
        KeyRouting.destination(of: chord, focus: focus, videoShown: video)
    }

    func testWithoutAVideoOnlyTheApplicationsChordsAreTheirs() {
        for key in ["space", "Left", "Down", "Page_Down", "Home", "Return", "k", "m", "1"] {
            XCTAssertEqual(route(KeyChord(key), .button, video: false), .focus, key)
            XCTAssertEqual(route(KeyChord(key), .none, video: false), .focus, key)
        }
        XCTAssertEqual(route(KeyChord("o", control: true), .button, video: false), .player)
        XCTAssertEqual(route(KeyChord("F11"), .none, video: false), .player)
        XCTAssertEqual(route(KeyChord("Escape"), .button, video: false), .player)
    }

    func testAFocusedControlKeepsTheKeysItUses() {
        XCTAssertEqual(route(KeyChord("space"), .button), .focus, "Space presses the focused button")
        XCTAssertEqual(route(KeyChord("Return"), .button), .focus)
        XCTAssertEqual(route(KeyChord("Left"), .button), .player, "a button has no use for arrows: they seek")
        XCTAssertEqual(route(KeyChord("Left"), .slider), .focus)
        XCTAssertEqual(route(KeyChord("End"), .slider), .focus)
        XCTAssertEqual(route(KeyChord("space"), .slider), .player, "Space pauses from the timeline")
        XCTAssertEqual(route(KeyChord("Left", shift: true), .slider), .player, "Shift+← is the player's fine seek")
        XCTAssertEqual(route(KeyChord("Down"), .listRow), .focus)
        XCTAssertEqual(route(KeyChord("space"), .listRow), .focus)
        XCTAssertEqual(route(KeyChord("m"), .listRow), .player)
        XCTAssertEqual(route(KeyChord("space"), .none), .player)
        XCTAssertEqual(route(KeyChord("w", control: true), .button), .player)
    }

    func testTypingKeepsEverythingButControlChordsAndFunctionKeys() {
        XCTAssertEqual(route(KeyChord("space"), .text), .focus)
        XCTAssertEqual(route(KeyChord("Escape"), .text, video: false), .focus, "Esc clears the search")
        XCTAssertEqual(route(KeyChord("q", control: true), .text), .player)
        XCTAssertEqual(route(KeyChord("F11"), .text), .player)
        XCTAssertEqual(route(KeyChord("s"), .menu), .focus, "a menu's letter picks its row, not a screenshot")
        XCTAssertEqual(route(KeyChord("q", control: true), .menu), .player)
    }
}

final class InterfaceLanguageTests: XCTestCase {
    func testTheLanguageIsReadAsGettextReadsIt() {
        XCTAssertEqual(InterfaceLanguage.identifier(environment: ["LANG": "de_DE.UTF-8"]), "de_DE")
        XCTAssertEqual(InterfaceLanguage.identifier(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "he_IL.UTF-8"]), "he_IL")
        XCTAssertEqual(InterfaceLanguage.identifier(environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "fr_FR@euro"]), "fr_FR")
        let bookworm = StackVersions.Version(2, 36), trixie = StackVersions.Version(2, 41)
        XCTAssertEqual(InterfaceLanguage.identifier(environment: ["LANG": "C.UTF-8", "LANGUAGE": "he:en"], glibc: bookworm),
                       "he", "glibc 2.36's gettext reads LANGUAGE under C.UTF-8")
        XCTAssertEqual(InterfaceLanguage.identifier(environment: ["LANG": "C.UTF-8", "LANGUAGE": "he:en"], glibc: trixie),
                       "en", "glibc 2.41's gettext ignores LANGUAGE under C.UTF-8, as under C")
        XCTAssertEqual(InterfaceLanguage.identifier(environment: ["LANG": "de_DE.UTF-8", "LANGUAGE": "he:en"], glibc: trixie),
                       "he")
        XCTAssertEqual(InterfaceLanguage.identifier(environment: ["LANG": "C", "LANGUAGE": "he"]), "en",
                       "gettext ignores LANGUAGE under the C locale")
        XCTAssertEqual(InterfaceLanguage.identifier(environment: [:]), "en")
        XCTAssertEqual(InterfaceLanguage.identifier(environment: ["LANG": "POSIX"]), "en")
        XCTAssertEqual(InterfaceLanguage.identifier(environment: ["LANG": "", "LC_ALL": ""]), "en")
    }

    func testLanguageNamesFollowTheInterfaceLanguage() {
        let german = MediaTrack(id: 1, kind: .audio, language: "de", title: nil)
        XCTAssertEqual(TrackLabel.parts(of: german, locale: InterfaceLanguage.locale(environment: ["LANG": "de_DE.UTF-8"])),
                       ["Deutsch"])
        XCTAssertEqual(TrackLabel.parts(of: german, locale: InterfaceLanguage.locale(environment: ["LANG": "he_IL.UTF-8"])),
                       ["גרמנית"])
    }
}

final class AccessibleNameTests: XCTestCase {
    func testMnemonicUnderscoresAreLeftOut() {
        XCTAssertEqual(AccessibleName.withoutMnemonic("_Open Video…"), "Open Video…")
        XCTAssertEqual(AccessibleName.withoutMnemonic("Len_gth"), "Length")
        XCTAssertEqual(AccessibleName.withoutMnemonic("my__file"), "my_file")
        XCTAssertEqual(AccessibleName.withoutMnemonic("Plain"), "Plain")
    }
}

final class TimelineStepTests: XCTestCase {
    func testTheTimelinesKeysSeekAsThePlayersDo() {
        XCTAssertEqual(TimelineStep.back.action(duration: 60), .skip(forward: false))
        XCTAssertEqual(TimelineStep.forward.action(duration: 60), .skip(forward: true))
        XCTAssertEqual(TimelineStep.pageForward.action(duration: 60), .seekRelative(seconds: 60))
        XCTAssertEqual(TimelineStep.start.action(duration: nil), .seekToFraction(0))
        XCTAssertEqual(TimelineStep.end.action(duration: 60), .seekToFraction(1))
        XCTAssertEqual(TimelineStep.to(seconds: 15).action(duration: 60), .seekToFraction(0.25))
        XCTAssertEqual(TimelineStep.to(seconds: 900).action(duration: 60), .seekToFraction(1), "held to the end")
        XCTAssertNil(TimelineStep.to(seconds: .nan).action(duration: 60))
        XCTAssertNil(TimelineStep.to(seconds: 5).action(duration: 0), "no duration, nowhere to jump")
    }
}
