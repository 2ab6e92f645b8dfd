// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class TimeFormatTests: XCTestCase {
    func testClock() {
        XCTAssertEqual(TimeFormat.clock(0), "0:00")
        XCTAssertEqual(TimeFormat.clock(7.9), "0:07")
        XCTAssertEqual(TimeFormat.clock(754), "12:34")
        XCTAssertEqual(TimeFormat.clock(3723), "1:02:03")
        XCTAssertEqual(TimeFormat.clock(nil), "--:--")
        XCTAssertEqual(TimeFormat.clock(.infinity), "--:--")
        XCTAssertEqual(TimeFormat.clock(-65), "−1:05")
    }

    func testOffset() {
        XCTAssertEqual(TimeFormat.offset(10), "+0:10")
        XCTAssertEqual(TimeFormat.offset(-65), "−1:05")
    }
}
