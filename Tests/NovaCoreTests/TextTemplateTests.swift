// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class TextTemplateTests: XCTestCase {
    func testPlacesAreFilledInOrderAndArgumentsStayText() {
        XCTAssertEqual(TextTemplate.fill("Looking for videos in %s… %s found", with: ["Films", "12"]),
                       "Looking for videos in Films… 12 found")
        XCTAssertEqual(TextTemplate.fill("Looking for videos in %s… %s found", with: ["100%s", "12"]),
                       "Looking for videos in 100%s… 12 found", "a name holding %s is not a place")
        XCTAssertEqual(TextTemplate.fill("To %s %", with: ["50"]), "To 50 %")
        XCTAssertEqual(TextTemplate.fill("%s and %s", with: ["one"]), "one and %s")
        XCTAssertEqual(TextTemplate.fill("no places", with: ["x"]), "no places")
    }
}
