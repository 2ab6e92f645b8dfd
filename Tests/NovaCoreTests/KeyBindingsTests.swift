// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class KeyBindingsTests: XCTestCase {
    let keys = KeyBindings.standard

    func testTheFoundationShortcuts() {
        XCTAssertEqual(keys.action(for: KeyChord("space")), .togglePause)
        XCTAssertEqual(keys.action(for: KeyChord("k")), .togglePause)
        XCTAssertEqual(keys.action(for: KeyChord("Left")), .skip(forward: false))
        XCTAssertEqual(keys.action(for: KeyChord("Right")), .skip(forward: true))
        XCTAssertEqual(keys.action(for: KeyChord("Up")), .changeVolume(by: 5))
        XCTAssertEqual(keys.action(for: KeyChord("Down")), .changeVolume(by: -5))
        XCTAssertEqual(keys.action(for: KeyChord("m")), .toggleMute)
        XCTAssertEqual(keys.action(for: KeyChord("f")), .toggleFullscreen)
        XCTAssertEqual(keys.action(for: KeyChord("F11")), .toggleFullscreen)
        XCTAssertEqual(keys.action(for: KeyChord("Escape")), .leaveFullscreen)
        XCTAssertEqual(keys.action(for: KeyChord("o", control: true)), .open)
        XCTAssertEqual(keys.action(for: KeyChord("q", control: true)), .quit)
    }

    func testShiftIsCarriedByTheLetterCase() {
        // GDK reports Shift+f as "F" with the Shift modifier.
        XCTAssertEqual(keys.action(for: KeyChord("F", shift: true)), .toggleFullscreen)
        XCTAssertEqual(KeyChord("F", shift: true), KeyChord("F"))
        // Ctrl+Shift+O is not Ctrl+O.
        XCTAssertNil(keys.action(for: KeyChord("O", control: true, shift: true)))
        XCTAssertEqual(KeyChord("O", control: true), KeyChord("o", control: true))
    }

    func testModifiersMatter() {
        XCTAssertNil(keys.action(for: KeyChord("o")))
        XCTAssertNil(keys.action(for: KeyChord("space", control: true)))
        XCTAssertNil(keys.action(for: KeyChord("Left", alt: true)))
    }
}

final class SeekKeysTests: XCTestCase {
    let keys = KeyBindings.standard

    func testSeekKeys() {
        XCTAssertEqual(keys.action(for: KeyChord("Left", shift: true)), .seekRelative(seconds: -1))
        XCTAssertEqual(keys.action(for: KeyChord("Right", shift: true)), .seekRelative(seconds: 1))
        XCTAssertEqual(keys.action(for: KeyChord("comma")), .frameStep(forward: false))
        XCTAssertEqual(keys.action(for: KeyChord("period")), .frameStep(forward: true))
        XCTAssertEqual(keys.action(for: KeyChord("Page_Up")), .chapter(forward: false))
        XCTAssertEqual(keys.action(for: KeyChord("Page_Down")), .chapter(forward: true))
        XCTAssertEqual(keys.action(for: KeyChord("Home")), .seekToFraction(0))
        for digit in 1...8 {
            XCTAssertEqual(keys.action(for: KeyChord("\(digit)")), .seekToFraction(Double(digit) / 10))
        }
        for digit in 1...9 {
            XCTAssertEqual(keys.action(for: KeyChord("KP_\(digit)")), .seekToFraction(Double(digit) / 10))
        }
    }

    /// mpv's 9 and 0 turn the volume down and up; the keypad keeps every tenth of the timeline.
    func testNineAndZeroAreVolume() {
        XCTAssertEqual(keys.action(for: KeyChord("9")), .changeVolume(by: -5))
        XCTAssertEqual(keys.action(for: KeyChord("0")), .changeVolume(by: 5))
    }

    func testNoChordIsBoundTwice() {
        XCTAssertEqual(KeyBindings.conflicts(in: KeyBindings.standardPairs), [])
        XCTAssertEqual(keys.table.count, KeyBindings.standardPairs.count)
        // The check itself finds a clash, including one hidden by Shift folding on letters.
        XCTAssertEqual(KeyBindings.conflicts(in: [(KeyChord("f"), .toggleFullscreen), (KeyChord("m"), .toggleMute),
                                                  (KeyChord("F", shift: true), .open), (KeyChord("F"), .quit)]),
                       [KeyChord("F")])
    }
}

final class ShortcutListTests: XCTestCase {
    func testRunsOfDigitKeysBecomeRanges() {
        XCTAssertEqual(KeyBindings.collapsingDigitRuns(["Home"]), ["Home"])
        XCTAssertEqual(KeyBindings.collapsingDigitRuns(["1", "2", "3", "4", "KP_1", "KP_2", "KP_3"]), ["1...4", "KP_1...KP_3"])
        XCTAssertEqual(KeyBindings.collapsingDigitRuns(["Up", "0"]), ["Up", "0"])
        XCTAssertEqual(KeyBindings.collapsingDigitRuns(["1", "2"]), ["1", "2"], "two keys stay two keys")
        XCTAssertEqual(KeyBindings.collapsingDigitRuns(["1", "3", "4", "5"]), ["1", "3...5"])
        XCTAssertEqual(KeyBindings.collapsingDigitRuns(["<Control>1", "<Control>2", "<Control>3"]), ["<Control>1...<Control>3"])
    }

    /// The standard map's tenths: one row, two ranges.
    func testTheTenthsAreTwoRanges() {
        let tenths = KeyBindings.standardPairs.filter {
            if case .seekToFraction(let f) = $0.1 { return f > 0 } else { return false }
        }.map { $0.0.accelerator }
        XCTAssertEqual(KeyBindings.collapsingDigitRuns(tenths), ["1...8", "KP_1...KP_9"])
    }
}

final class ChapterTargetTests: XCTestCase {
    let chapters = [Chapter(title: "Opening", start: 0), Chapter(title: "Middle", start: 20), Chapter(title: "Credits", start: 40)]

    func testForwardGoesToTheNextStart() {
        XCTAssertEqual(SeekPolicy.chapterTarget(from: 5, chapters: chapters, forward: true), 20)
        XCTAssertEqual(SeekPolicy.chapterTarget(from: 20, chapters: chapters, forward: true), 40)
        XCTAssertNil(SeekPolicy.chapterTarget(from: 45, chapters: chapters, forward: true))
    }

    func testBackGoesToThisStartThenThePrevious() {
        XCTAssertEqual(SeekPolicy.chapterTarget(from: 30, chapters: chapters, forward: false), 20)
        XCTAssertEqual(SeekPolicy.chapterTarget(from: 21, chapters: chapters, forward: false), 0)
        XCTAssertEqual(SeekPolicy.chapterTarget(from: 1, chapters: chapters, forward: false), 0)
        XCTAssertNil(SeekPolicy.chapterTarget(from: 10, chapters: [], forward: false))
    }

    func testScrollSeekAccumulates() {
        var scroll = ScrollSeek(start: 30, duration: 60, secondsPerPixel: 0.1)
        scroll.scroll(by: 50)
        scroll.scroll(by: 50)
        XCTAssertEqual(scroll.target, 40, accuracy: 1e-9)
        scroll.scroll(by: 1000)
        XCTAssertEqual(scroll.target, 60)
        scroll.scroll(by: -2000)
        XCTAssertEqual(scroll.target, 0)
        XCTAssertEqual(scroll.offset, -30)
    }
}

final class SpeedStepsTests: XCTestCase {
    func testStepsUpAndDownAndStopAtTheEnds() {
        XCTAssertEqual(SpeedSteps.step(from: 1, up: true), 1.25)
        XCTAssertEqual(SpeedSteps.step(from: 1, up: false), 0.75)
        XCTAssertEqual(SpeedSteps.step(from: 2, up: true), 3)
        XCTAssertEqual(SpeedSteps.step(from: 3, up: true), 3)
        XCTAssertEqual(SpeedSteps.step(from: 0.5, up: false), 0.5)
        XCTAssertEqual(SpeedSteps.step(from: 1.1, up: true), 1.25, "from a speed between steps")
        XCTAssertEqual(SpeedSteps.step(from: 1.1, up: false), 1)
    }

    func testTheMpvStyleKeys() {
        let keys = KeyBindings.standard
        XCTAssertEqual(keys.action(for: KeyChord("bracketright")), .changeSpeed(up: true))
        XCTAssertEqual(keys.action(for: KeyChord("BackSpace")), .resetSpeed)
        XCTAssertEqual(keys.action(for: KeyChord("J", shift: true)), .cycleSubtitles(forward: false))
        XCTAssertEqual(keys.action(for: KeyChord("j")), .cycleSubtitles(forward: true))
        XCTAssertEqual(keys.action(for: KeyChord("w", control: true)), .closeVideo)
        XCTAssertEqual(KeyBindings.conflicts(in: KeyBindings.standardPairs), [])
    }
}

final class TrackLabelTests: XCTestCase {
    func testLanguagesAreNamedInTheReadersLanguage() {
        let german = MediaTrack(id: 2, kind: .audio, language: "deu", title: "Deutscher Ton")
        XCTAssertEqual(TrackLabel.parts(of: german, locale: Locale(identifier: "en_US")), ["German", "Deutscher Ton"])
        XCTAssertEqual(TrackLabel.parts(of: german, locale: Locale(identifier: "de_DE")), ["Deutsch", "Deutscher Ton"])
        XCTAssertEqual(TrackLabel.parts(of: MediaTrack(id: 1, kind: .subtitle, language: "qaa"), locale: Locale(identifier: "en_US")).count, 1)
        XCTAssertEqual(TrackLabel.parts(of: MediaTrack(id: 3, kind: .audio)), [])
    }
}

final class AcceleratorTests: XCTestCase {
    func testChordsAreWrittenAsGTKAccelerators() {
        XCTAssertEqual(KeyChord("o", control: true).accelerator, "<Control>o")
        XCTAssertEqual(KeyChord("Left", shift: true).accelerator, "<Shift>Left")
        XCTAssertEqual(KeyChord("F", shift: true).accelerator, "<Shift>f")
        XCTAssertEqual(KeyChord("J").accelerator, "<Shift>j")
        XCTAssertEqual(KeyChord("numbersign").accelerator, "numbersign")
        XCTAssertEqual(KeyChord("space").accelerator, "space")
    }

    func testTypingInTheSearchKeepsPlainKeys() {
        XCTAssertFalse(KeyChord("1").isForPlayerWhileTyping)
        XCTAssertFalse(KeyChord("space").isForPlayerWhileTyping)
        XCTAssertFalse(KeyChord("BackSpace").isForPlayerWhileTyping)
        XCTAssertFalse(KeyChord("Left", shift: true).isForPlayerWhileTyping)
        XCTAssertFalse(KeyChord("F").isForPlayerWhileTyping, "a capital F is a letter")
        XCTAssertTrue(KeyChord("o", control: true).isForPlayerWhileTyping)
        XCTAssertTrue(KeyChord("F11").isForPlayerWhileTyping)
    }

    func testAnOpenPanelKeepsItsNavigationKeys() {
        XCTAssertTrue(KeyChord("Down").isPanelNavigation)
        XCTAssertTrue(KeyChord("Return").isPanelNavigation)
        XCTAssertTrue(KeyChord("space").isPanelNavigation)
        XCTAssertFalse(KeyChord("Escape").isPanelNavigation, "Esc closes the panel")
        XCTAssertFalse(KeyChord("m").isPanelNavigation)
        XCTAssertFalse(KeyChord("o", control: true).isPanelNavigation)
    }
}
