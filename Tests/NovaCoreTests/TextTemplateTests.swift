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

    func testNumberedPlacesLetATranslationReorderTheArguments() {
        XCTAssertEqual(TextTemplate.fill("%2$s: %1$s", with: ["Films", "12"]), "12: Films")
        XCTAssertEqual(TextTemplate.fill("%1$s, %1$s and %s", with: ["a", "b"]), "a, a and a",
                       "a numbered place does not use up the next argument")
        XCTAssertEqual(TextTemplate.fill("%3$s %", with: ["a"]), "%3$s %", "a place past the arguments stays")
        XCTAssertEqual(TextTemplate.fill("100%", with: ["a"]), "100%")
        XCTAssertEqual(TextTemplate.fill("%2$s/%1$s", with: ["%2$s", "x"]), "x/%2$s", "arguments stay text")
    }
}
