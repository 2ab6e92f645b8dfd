// SPDX-License-Identifier: GPL-3.0-or-later

/// The library page as rows of a scrolling list, so only the rows on screen exist as
/// widgets however large the library: each group gets a heading row, then its items,
/// `columns` to a row (a grid of posters on a wide window, one per row on a narrow one).
public enum LibraryLayout {
    public enum Row: Equatable, Sendable {
        case heading(group: Int)
        /// Items `range` of group `group` (positions in the group's `items`).
        case items(group: Int, range: Range<Int>)
    }

    /// Narrower than this, the library is a list rather than a grid.
    public static let gridMinimumWidth = 560

    /// How many posters of `cellWidth` fit across `width` with `spacing` between them;
    /// 1 (a list) below `gridMinimumWidth`.
    public static func columns(width: Int, cellWidth: Int, spacing: Int) -> Int {
        guard width >= gridMinimumWidth, cellWidth > 0 else { return 1 }
        return max(2, (width + spacing) / (cellWidth + spacing))
    }

    /// How many of `group`'s items the page shows. "Continue Watching" shows the most
    /// recent few, so the library itself stays in reach however much is started: two rows
    /// of the grid, or four entries of the list; a search shows every match.
    public static func shownCount(of group: LibraryGroup, columns: Int, searching: Bool) -> Int {
        guard group.kind == .continueWatching, !searching else { return group.items.count }
        return min(group.items.count, max(2 * max(1, columns), 4))
    }

    public static func rows(_ groups: [LibraryGroup], columns: Int, searching: Bool = false) -> [Row] {
        let columns = max(1, columns)
        var rows: [Row] = []
        for (index, group) in groups.enumerated() where !group.items.isEmpty {
            rows.append(.heading(group: index))
            let count = shownCount(of: group, columns: columns, searching: searching)
            var start = 0
            while start < count {
                let end = min(start + columns, count)
                rows.append(.items(group: index, range: start..<end))
                start = end
            }
        }
        return rows
    }
}
