// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class ToastWidthTests: XCTestCase {
    func testAPhonesToastPutsItsButtonUnderItsWordsAndADesktopsBeside() {
        XCTAssertTrue(ToastWidth.stacksButton(windowWidth: 360))
        XCTAssertTrue(ToastWidth.stacksButton(windowWidth: 540))
        XCTAssertFalse(ToastWidth.stacksButton(windowWidth: 720))
        XCTAssertFalse(ToastWidth.stacksButton(windowWidth: 1280))
    }

    func testTheWordsRunAsWideAsTheWindowLetsTheWholeToastBe() {
        // At 360 px without a button beside them: some two dozen letters a line, all inside.
        let phone = ToastWidth.characters(windowWidth: 360, withButton: false)
        XCTAssertEqual(phone, 24)
        XCTAssertLessThanOrEqual(phone * 10 + 96, 360)
        // Beside a button on a landscape phone, fewer; a desktop's stop at a readable 60.
        XCTAssertLessThan(ToastWidth.characters(windowWidth: 720, withButton: true),
                          ToastWidth.characters(windowWidth: 720, withButton: false))
        XCTAssertEqual(ToastWidth.characters(windowWidth: 1280, withButton: true), 60)
        // A window not laid out yet (0 px) or absurdly narrow still gets words a line.
        XCTAssertEqual(ToastWidth.characters(windowWidth: 0, withButton: true), 12)
    }
}
