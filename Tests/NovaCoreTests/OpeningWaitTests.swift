// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class OpeningWaitTests: XCTestCase {
    func testAFileSlowToOpenIsWaitedForThenSaidToBeAProblem() {
        XCTAssertEqual(OpeningWait.stage(openingFor: 0), .quiet)
        XCTAssertEqual(OpeningWait.stage(openingFor: 2.9), .quiet)
        XCTAssertEqual(OpeningWait.stage(openingFor: 3), .waiting)
        XCTAssertEqual(OpeningWait.stage(openingFor: 29.9), .waiting)
        XCTAssertEqual(OpeningWait.stage(openingFor: 30), .tooLong)
        XCTAssertEqual(OpeningWait.stage(openingFor: .nan), .quiet, "a clock that says nothing says nothing")
    }
}
