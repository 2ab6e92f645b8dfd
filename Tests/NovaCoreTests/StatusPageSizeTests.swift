// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class StatusPageSizeTests: XCTestCase {
    func testAPhoneHeldSidewaysIsShortAndAPortraitPhoneOrADesktopIsNot() {
        XCTAssertTrue(StatusPageSize.isShort(windowContentHeight: 360 - 47), "720x360 under its header bar")
        XCTAssertFalse(StatusPageSize.isShort(windowContentHeight: 720 - 47))
        XCTAssertFalse(StatusPageSize.isShort(windowContentHeight: 800 - 47))
        XCTAssertFalse(StatusPageSize.isShort(windowContentHeight: 0), "not laid out yet")
    }
}
