// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore
import NovaStore
import XCTest

/// A damaged library keeps every row that can still be read: 500 history entries and 2
/// folders, random pages overwritten, and what is saved checked against the rows that
/// were on pages left whole (found from SQLite's own `dbstat` before the damage).
final class DatabaseSalvageTests: XCTestCase {
    private var directory: URL!
    private var path: String { directory.appendingPathComponent("nova-player/library.sqlite").path }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nova-salvage-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    /// A library as Nova makes it: 500 watched files (ids 1…500), 150 indexed and never
    /// played (501…650), two folders.
    private func makeLibrary() throws {
        let library = try MediaLibrary.open(path: path)
        let history = WatchHistory(database: library.database)
        try library.addFolder("/home/u/Videos")
        try library.addFolder("/media/card/Films")
        for index in 1...500 {
            try history.save(location: "/home/u/Videos/Show \(index / 20)/Episode \(index).mkv", title: "Episode \(index)",
                             position: Double(index), duration: 1800, at: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
        }
        try library.record(LibraryReconciliation(known: [], found: (1...150).map {
            FoundVideo(location: "/media/card/Films/Film \($0).mkv", size: 1_000_000, modified: 1_600_000_000)
        }))
        // Everything in the main file, as after a clean exit.
        try library.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        library.database.close()
    }

    /// Each table's and index's pages, and for each table leaf the ids it holds, from
    /// `dbstat` (ids are given in order, and Nova's are dense: leaf k holds the next ncell).
    private struct Layout {
        var pageSize = 4096
        var pageCount = 0
        /// Page → the b-tree it belongs to.
        var owner: [Int: String] = [:]
        /// Leaf page → (its table, its ids, the pages above it).
        var leaves: [(page: Int, table: String, ids: ClosedRange<Int>, ancestors: [Int])] = []
    }

    private func layout() throws -> Layout {
        let db = try Database(path: path, migrations: LibrarySchema.migrations)
        defer { db.close() }
        var layout = Layout()
        layout.pageSize = try XCTUnwrap(db.query("PRAGMA page_size") { $0.int(0) }.first ?? nil)
        layout.pageCount = try XCTUnwrap(db.query("PRAGMA page_count") { $0.int(0) }.first ?? nil)
        let pages = try db.query("SELECT name, path, pageno, pagetype, ncell FROM dbstat ORDER BY name, path") { row in
            (name: row.text(0) ?? "", path: row.text(1) ?? "", page: row.int(2) ?? 0, type: row.text(3) ?? "", cells: row.int(4) ?? 0)
        }
        var pageOfPath: [String: Int] = [:]
        for page in pages {
            layout.owner[page.page] = page.name
            pageOfPath[page.name + page.path] = page.page
        }
        let firstIDs = ["media": 1, "library_folder": 1]
        var next = firstIDs
        for page in pages where page.type == "leaf" && firstIDs[page.name] != nil && page.cells > 0 {
            let first = next[page.name]!
            next[page.name] = first + page.cells
            // "/000/002/" is below "/000/" and "/".
            var ancestors: [Int] = []
            var prefix = page.path
            while let slash = prefix.dropLast().lastIndex(of: "/") {
                prefix = String(prefix[...slash])
                if let above = pageOfPath[page.name + prefix] { ancestors.append(above) }
            }
            layout.leaves.append((page.page, page.name, first...(first + page.cells - 1), ancestors))
        }
        XCTAssertEqual(next["media"], 651, "the media leaves hold ids 1…650")
        return layout
    }

    private func overwrite(pages: [Int], pageSize: Int, seed: inout UInt64) throws {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        for page in pages {
            try handle.seek(toOffset: UInt64((page - 1) * pageSize))
            handle.write(Data((0..<pageSize).map { _ in UInt8(truncatingIfNeeded: Self.random(&seed) >> 24) }))
        }
    }

    private static func random(_ state: inout UInt64) -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 11
    }

    func testEveryRowOnAPageLeftWholeIsSavedAndCountedAgainstWhatThereWas() throws {
        var seed: UInt64 = 2026
        var trials = 0, indexCounted = 0
        for trial in 0..<30 {
            try? FileManager.default.removeItem(at: directory)
            try makeLibrary()
            let layout = try layout()
            // 1 to 6 pages past the first (which holds the schema: without it nothing is read).
            let count = 1 + Int(Self.random(&seed) % 6)
            var damaged = Set<Int>()
            while damaged.count < count { damaged.insert(2 + Int(Self.random(&seed) % UInt64(layout.pageCount - 1))) }
            try overwrite(pages: damaged.sorted(), pageSize: layout.pageSize, seed: &seed)

            var whole = Set<Int>(), wholeFolders = 0
            for leaf in layout.leaves where !damaged.contains(leaf.page) && leaf.ancestors.allSatisfy({ !damaged.contains($0) }) {
                if leaf.table == "media" { whole.formUnion(leaf.ids) } else { wholeFolders += leaf.ids.count }
            }
            // A folder whose row is lost is still named by the index on its path.
            if wholeFolders == 0, !damaged.contains(where: { layout.owner[$0] == "sqlite_autoindex_library_folder_1" }) {
                wholeFolders = 2
            }
            let db = try Database(path: path, migrations: LibrarySchema.migrations)
            let report = try db.salvage ?? db.replaceDamaged()
            trials += 1
            let saved = Set(try db.query("SELECT id FROM media") { $0.int(0) ?? 0 })
            XCTAssertEqual(saved, whole, "trial \(trial): pages \(damaged.sorted()) (\(damaged.map { layout.owner[$0] ?? "free" }))")
            XCTAssertEqual(report.historyRecovered, whole.filter { $0 <= 500 }.count, "trial \(trial)")
            XCTAssertEqual(report.foldersRecovered, wholeFolders, "trial \(trial)")
            XCTAssertEqual(report.rowsRecovered, whole.count + wholeFolders)
            let indexWhole = !damaged.contains { layout.owner[$0] == "media_history" }
            if indexWhole {
                indexCounted += 1
                XCTAssertEqual(report.historyTotal, 500, "trial \(trial): counted through the history's index")
            }
            if !damaged.contains(where: { ["library_folder", "sqlite_autoindex_library_folder_1"].contains(layout.owner[$0]) }) {
                XCTAssertEqual(report.foldersTotal, 2, "trial \(trial)")
            }
            // The saved rows are whole: positions and progress as they were written.
            for (id, position) in try db.query("SELECT id, position FROM media WHERE id <= 500", row: { ($0.int(0)!, $0.double(1)!) }) {
                XCTAssertEqual(position, Double(id))
            }
            XCTAssertTrue(FileManager.default.fileExists(atPath: report.damagedCopy), "the damaged copy is kept")
            XCTAssertFalse(Database.isDamaged(path: path), "the new file is whole")
            db.close()
        }
        XCTAssertEqual(trials, 30)
        XCTAssertGreaterThan(indexCounted, 0, "some trials left the index whole")
    }

    func testDamageIsFoundOffTheMainPathAndAWholeFileIsLeftAlone() throws {
        try makeLibrary()
        XCTAssertFalse(Database.isDamaged(path: path))
        let layout = try layout()
        var seed: UInt64 = 7
        let leaf = try XCTUnwrap(layout.leaves.first { $0.table == "media" && $0.ids.contains(250) })
        try overwrite(pages: [leaf.page], pageSize: layout.pageSize, seed: &seed)
        XCTAssertTrue(Database.isDamaged(path: path), "quick_check finds a damaged leaf")
        // Opening does not look (it would hold up the first frame); the window's check does,
        // and the window's connection then replaces the file.
        let db = try Database(path: path, migrations: LibrarySchema.migrations)
        XCTAssertNil(db.salvage)
        let report = try db.replaceDamaged()
        XCTAssertEqual(report.historyTotal, 500)
        XCTAssertEqual(report.historyRecovered, 500 - leaf.ids.count)
        XCTAssertEqual(report.foldersRecovered, 2)
        XCTAssertEqual(report.foldersTotal, 2)
        // The connection goes on, on the new file.
        try WatchHistory(database: db).save(location: "/v/new.mkv", title: nil, position: 12, duration: 100)
        XCTAssertEqual(try WatchHistory(database: db).entry(for: "/v/new.mkv")?.position, 12)
    }

    func testAnotherConnectionSeesThatTheFileWasReplaced() throws {
        try makeLibrary()
        let primary = try Database(path: path, migrations: LibrarySchema.migrations)
        let worker = try Database(path: path, migrations: LibrarySchema.migrations, opening: .secondary)
        XCTAssertFalse(worker.fileWasReplaced)
        try primary.replaceDamaged()
        XCTAssertTrue(worker.fileWasReplaced, "a worker's connection opens the new file anew")
    }

    /// The new file is built beside the damaged one, which stays in place until the new
    /// one takes over: a salvage cut short (the power went) leaves the damaged file to be
    /// salvaged again at the next start, never an empty library in its place.
    func testTheSalvageIsBuiltBesideTheDamagedFileWhichStaysUntilItIsReplaced() throws {
        try makeLibrary()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let building = Database.salvagePath(of: path)
        let report = try Database.salvage(path, into: building, migrations: LibrarySchema.migrations)
        XCTAssertEqual(report.historyRecovered, 500)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before, "the damaged file is untouched")
        XCTAssertFalse(FileManager.default.fileExists(atPath: building + "-wal"), "one file to move into place")
        let db = try Database(path: path, migrations: LibrarySchema.migrations)
        let replaced = try db.replace(withSalvaged: building, report: report)
        XCTAssertFalse(FileManager.default.fileExists(atPath: building))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: replaced.damagedCopy)), before, "kept aside")
        XCTAssertEqual(try WatchHistory(database: db).history(limit: 1000).count, 500)
    }

    /// Ids anywhere in Int64's range (a row written by hand, a wild id on a damaged page)
    /// neither trap nor hold the copy up.
    func testIdsAtTheEndsOfTheRangeAreCopiedAndEndTheCopy() throws {
        try makeLibrary()
        let db = try Database(path: path, migrations: LibrarySchema.migrations)
        for id in [Int64.max, Int64.min, Int64.min + 1] {
            try db.run("INSERT INTO media (id, location, added) VALUES (?, ?, 1)", [.integer(id), .text("/v/\(id).mkv")])
        }
        let report = try db.replaceDamaged()
        XCTAssertEqual(report.rowsRecovered, 650 + 3 + 2)
        XCTAssertEqual(try db.query("SELECT count(*) FROM media WHERE id IN (?, ?, ?)",
                                    [.integer(Int64.max), .integer(Int64.min), .integer(Int64.min + 1)]) { $0.int(0) }, [3])
    }
}
