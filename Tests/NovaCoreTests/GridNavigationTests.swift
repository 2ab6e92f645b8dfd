// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class GridNavigationTests: XCTestCase {
    // A heading, two full rows of four, a heading, a row of two.
    private let counts = [0, 4, 4, 0, 2]
    private func go(_ row: Int, _ column: Int, _ move: GridNavigation.Move, page: Int = 2) -> GridNavigation.Place? {
        GridNavigation.target(from: .init(row: row, column: column), move: move, itemCounts: counts, pageRows: page)
    }

    func testArrowsMoveToTheNeighbourAndAcrossRows() {
        XCTAssertEqual(go(1, 0, .right), .init(row: 1, column: 1))
        XCTAssertEqual(go(1, 3, .right), .init(row: 2, column: 0), "past a row's end: the next row's first")
        XCTAssertEqual(go(2, 0, .left), .init(row: 1, column: 3))
        XCTAssertEqual(go(1, 2, .down), .init(row: 2, column: 2))
        XCTAssertEqual(go(2, 3, .down), .init(row: 4, column: 1), "over the heading, to the last of a shorter row")
        XCTAssertEqual(go(4, 1, .up), .init(row: 2, column: 1))
        XCTAssertNil(go(1, 0, .up), "the first row: nowhere up")
        XCTAssertNil(go(1, 0, .left))
        XCTAssertNil(go(4, 1, .right))
    }

    func testFromAHeadingTheArrowsReachTheItems() {
        XCTAssertEqual(go(0, 0, .down), .init(row: 1, column: 0))
        XCTAssertEqual(go(3, 0, .up), .init(row: 2, column: 0))
        XCTAssertEqual(go(3, 0, .right), .init(row: 4, column: 0))
    }

    func testPagesAndEnds() {
        XCTAssertEqual(go(1, 1, .pageDown), .init(row: 4, column: 1))
        XCTAssertEqual(go(4, 0, .pageUp), .init(row: 1, column: 0))
        XCTAssertEqual(go(2, 2, .home), .init(row: 1, column: 0))
        XCTAssertEqual(go(1, 2, .end), .init(row: 4, column: 1))
        XCTAssertNil(go(4, 1, .end), "already at the end")
        XCTAssertNil(GridNavigation.target(from: .init(row: 0, column: 0), move: .down, itemCounts: [0], pageRows: 3))
    }
}
