// SPDX-License-Identifier: GPL-3.0-or-later

/// Moving the keyboard focus through a list of rows of items (the library's rows of
/// posters, the history's entries): the arrows go to the neighbour, across rows at the
/// ends; the Page keys a screenful of rows; Home and End the first and last item. Rows
/// without items (headings) are passed over.
public enum GridNavigation {
    public enum Move: Sendable { case left, right, up, down, pageUp, pageDown, home, end }

    public struct Place: Equatable, Sendable {
        public var row: Int
        public var column: Int
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// Where `move` takes the focus from `place`; nil when it stays (at an end).
    /// `itemCounts`: how many items each row has. `pageRows`: rows in a screenful.
    public static func target(from place: Place, move: Move, itemCounts: [Int], pageRows: Int) -> Place? {
        let itemRows = itemCounts.indices.filter { itemCounts[$0] > 0 }
        guard let first = itemRows.first, let last = itemRows.last else { return nil }
        func clamped(_ row: Int, column: Int) -> Place { Place(row: row, column: min(column, itemCounts[row] - 1)) }
        let result: Place?
        switch move {
        case .left:
            if place.column > 0, itemCounts.indices.contains(place.row), itemCounts[place.row] > 0 {
                result = clamped(place.row, column: place.column - 1)
            } else {
                result = itemRows.last { $0 < place.row }.map { Place(row: $0, column: itemCounts[$0] - 1) }
            }
        case .right:
            if itemCounts.indices.contains(place.row), place.column + 1 < itemCounts[place.row] {
                result = Place(row: place.row, column: place.column + 1)
            } else {
                result = itemRows.first { $0 > place.row }.map { Place(row: $0, column: 0) }
            }
        case .up:
            result = itemRows.last { $0 < place.row }.map { clamped($0, column: place.column) }
        case .down:
            result = itemRows.first { $0 > place.row }.map { clamped($0, column: place.column) }
        case .pageUp, .pageDown:
            let here = itemRows.lastIndex { $0 <= place.row } ?? 0
            let step = max(pageRows, 1) * (move == .pageDown ? 1 : -1)
            let index = min(max(here + step, 0), itemRows.count - 1)
            result = clamped(itemRows[index], column: place.column)
        case .home:
            result = Place(row: first, column: 0)
        case .end:
            result = Place(row: last, column: itemCounts[last] - 1)
        }
        return result == place ? nil : result
    }
}
