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
