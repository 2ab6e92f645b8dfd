// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The library's videos, prepared once so that searching and sorting tens of thousands
/// of them takes milliseconds: each item's search text is folded to lower case and kept
/// as bytes, and each sort order is computed once and reused by every search.
public final class LibraryCatalog: @unchecked Sendable {
    public let items: [LibraryItem]
    /// The lower-cased title and path of every item, one after another, and where each starts.
    private let haystack: [UInt8]
    private let offsets: [Int]
    /// Each item's folder, as an index into `folders`.
    private let folderOf: [Int]
    private let folders: [String]
    private var orders: [LibrarySort: [Int]] = [:]

    public init(items: [LibraryItem]) {
        self.items = items
        var haystack: [UInt8] = []
        var offsets: [Int] = [0]
        var folderOf: [Int] = []
        var folders: [String] = []
        var folderIndex: [String: Int] = [:]
        haystack.reserveCapacity(items.count * 96)
        offsets.reserveCapacity(items.count + 1)
        folderOf.reserveCapacity(items.count)
        for item in items {
            let folder = item.folder
            if let index = folderIndex[folder] {
                folderOf.append(index)
            } else {
                folderIndex[folder] = folders.count
                folderOf.append(folders.count)
                folders.append(folder)
            }
            haystack.append(contentsOf: Self.fold(item.title).utf8)
            haystack.append(0)
            haystack.append(contentsOf: Self.fold(item.shownPath).utf8)
            haystack.append(0)
            offsets.append(haystack.count)
        }
        self.haystack = haystack
        self.offsets = offsets
        self.folderOf = folderOf
        self.folders = folders
    }

    /// The items whose title or path contains every word of `search` (any case), in `sort` order.
    public func matching(_ search: String, sortedBy sort: LibrarySort) -> [Int] {
        let order = self.order(sort)
        let words = Self.fold(search).split(whereSeparator: { $0 == " " || $0 == "\t" }).map { Array($0.utf8) }
        guard !words.isEmpty else { return order }
        return haystack.withUnsafeBufferPointer { hay in
            order.filter { index in
                let start = offsets[index], length = offsets[index + 1] - start
                return words.allSatisfy { word in
                    word.withUnsafeBufferPointer { needle in
                        Self.contains(hay.baseAddress! + start, length, needle)
                    }
                }
            }
        }
    }

    /// The page's sections for `search` and `sort`: "Continue Watching" (most recent first,
    /// whatever the sort), then one per folder. Folders come in natural order of their
    /// path when sorting by name, else in the order of their first item.
    public func groups(_ search: String, sortedBy sort: LibrarySort) -> [LibraryGroup] {
        let found = matching(search, sortedBy: sort)
        var groups: [LibraryGroup] = []
        let continuing = found.filter { items[$0].isInProgress }
            .sorted { (items[$0].lastWatched ?? 0) > (items[$1].lastWatched ?? 0) }
        if !continuing.isEmpty { groups.append(LibraryGroup(kind: .continueWatching, items: continuing)) }
        var folderOrder: [Int] = []
        var byFolder = [[Int]](repeating: [], count: folders.count)
        for index in found where items[index].isInLibrary {
            let folder = folderOf[index]
            if byFolder[folder].isEmpty { folderOrder.append(folder) }
            byFolder[folder].append(index)
        }
        if sort == .name {
            let keys = Dictionary(uniqueKeysWithValues: folderOrder.map { ($0, NaturalOrder.key(folders[$0])) })
            folderOrder.sort { keys[$0]!.lexicographicallyPrecedes(keys[$1]!) }
        }
        groups += folderOrder.map { LibraryGroup(kind: .folder(folders[$0]), items: byFolder[$0]) }
        return groups
    }

    /// All items in `sort` order (computed once per order).
    public func order(_ sort: LibrarySort) -> [Int] {
        if let cached = orders[sort] { return cached }
        let indices = Array(items.indices)
        let sorted: [Int]
        switch sort {
        case .name:
            let keys = items.map { NaturalOrder.key($0.title) }
            sorted = indices.sorted { a, b in
                let order = Self.compareBytes(keys[a], keys[b])
                return order == 0 ? items[a].location < items[b].location : order < 0
            }
        case .dateAdded:
            sorted = Self.descending(indices) { items[$0].added }
        case .lastWatched:
            // Never watched comes last, newest additions first.
            sorted = indices.sorted { a, b in
                let x = items[a].lastWatched ?? -.infinity, y = items[b].lastWatched ?? -.infinity
                if x != y { return x > y }
                return items[a].added == items[b].added ? a < b : items[a].added > items[b].added
            }
        case .duration:
            sorted = Self.descending(indices) { items[$0].duration ?? -1 }
        }
        orders[sort] = sorted
        return sorted
    }

    private static func descending(_ indices: [Int], by value: (Int) -> Double) -> [Int] {
        let values = indices.map(value)
        return indices.sorted { values[$0] == values[$1] ? $0 < $1 : values[$0] > values[$1] }
    }

    /// Whether `length` bytes at `text` contain `needle` (memchr finds each candidate start).
    private static func contains(_ text: UnsafePointer<UInt8>, _ length: Int, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard needle.count <= length, let first = needle.first else { return needle.isEmpty }
        var offset = 0
        let last = length - needle.count
        while offset <= last {
            guard let hit = memchr(text + offset, Int32(first), last - offset + 1) else { return false }
            let position = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - text
            if memcmp(text + position, needle.baseAddress!, needle.count) == 0 { return true }
            offset = position + 1
        }
        return false
    }

    /// memcmp order of two byte strings, the shorter first when one begins the other.
    private static func compareBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
        let common = min(a.count, b.count)
        let order = a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in memcmp(x.baseAddress!, y.baseAddress!, common) } }
        return order != 0 ? Int(order) : a.count - b.count
    }

    /// What searching compares: lower case without accents, so "episode" finds "Épisode".
    static func fold(_ text: String) -> String {
        // Most names are ASCII: fold those without Unicode's full machinery.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        }
        return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
