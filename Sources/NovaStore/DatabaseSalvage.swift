// SPDX-License-Identifier: GPL-3.0-or-later
import CSQLite
import Foundation

/// Copies every row of a damaged database that can still be read into a new one, table by
/// table and row by row, skipping what cannot be read.
///
/// A damaged page loses only the rows on it: the rows either side of it are still found
/// through the tree above it (`copyRows`). What the damaged file held in all is counted
/// through its indexes, which hold no table pages.
enum DatabaseSalvage {
    /// The tables Nova keeps, in the order they are copied.
    static let tables = ["media", "library_folder"]

    /// Reads `damaged` (opened read-only, its -wal included) into `fresh` (already made
    /// and brought to the newest schema).
    static func copy(from damaged: String, into fresh: Database, report: inout SalvageReport) {
        var source: OpaquePointer?
        defer { if let source { sqlite3_close_v2(source) } }
        guard sqlite3_open_v2(damaged, &source, SQLITE_OPEN_READONLY, nil) == SQLITE_OK, let source else { return }
        report.historyTotal = count(source, """
            SELECT count(*) FROM media INDEXED BY media_history WHERE in_history = 1 AND last_watched IS NOT NULL
            """)
        report.foldersTotal = count(source, "SELECT count(*) FROM library_folder")
            ?? count(source, "SELECT count(*) FROM library_folder NOT INDEXED")
        try? fresh.transaction {
            for table in tables {
                report.rowsRecovered += copyRows(of: table, from: source, into: fresh)
            }
            report.rowsRecovered += copyFolderPaths(from: source, into: fresh)
        }
        report.historyRecovered = (try? fresh.query("""
            SELECT count(*) FROM media WHERE in_history = 1 AND last_watched IS NOT NULL
            """) { $0.int(0) ?? 0 }.first) ?? 0
        report.foldersRecovered = (try? fresh.query("SELECT count(*) FROM library_folder") { $0.int(0) ?? 0 }.first) ?? 0
    }

    /// Copies the readable rows of `table` (the columns both databases have, ids kept);
    /// returns how many.
    ///
    /// Each step asks for the first row at or after an id (`rowid >= ? LIMIT 1`): through
    /// the tree's whole pages that is the next row, wherever it is, so gaps and wild ids
    /// cost nothing. A damaged page on the way makes the step fail: then the next id is
    /// asked for, one by one, until the search lands past the damage.
    private static func copyRows(of table: String, from source: OpaquePointer, into fresh: Database) -> Int {
        let wanted = Set((try? fresh.query("SELECT name FROM pragma_table_info('\(table)')") { $0.text(0) ?? "" }) ?? [])
        let columns = strings(source, "SELECT name FROM pragma_table_info('\(table)')").filter(wanted.contains)
        guard !columns.isEmpty else { return 0 }
        let highest = highestID(of: table, in: source)
        let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
        let places = Array(repeating: "?", count: columns.count + 1).joined(separator: ", ")
        guard let read = Database.prepare("SELECT rowid, \(list) FROM \"\(table)\" WHERE rowid >= ?1 ORDER BY rowid LIMIT 1", on: source),
              let write = fresh.prepare("INSERT OR IGNORE INTO \"\(table)\" (rowid, \(list)) VALUES (\(places))")
        else { return 0 }
        defer {
            sqlite3_finalize(read)
            sqlite3_finalize(write)
        }
        var copied = 0
        var id = Int64.min
        var failuresInARow = 0
        while true {
            sqlite3_reset(read)
            sqlite3_bind_int64(read, 1, id)
            let step = sqlite3_step(read)
            if step == SQLITE_DONE { return copied }
            if step == SQLITE_ROW, case let found = sqlite3_column_int64(read, 0), found >= id {
                failuresInARow = 0
                sqlite3_reset(write)
                for index in 0...columns.count {
                    sqlite3_bind_value(write, Int32(index + 1), sqlite3_column_value(read, Int32(index)))
                }
                // The new database's constraints (NOT NULL, UNIQUE, types) turn garbage away.
                if sqlite3_step(write) == SQLITE_DONE, fresh.lastChanges > 0 { copied += 1 }
                guard found < Int64.max else { return copied }
                id = found + 1
                continue
            }
            // A damaged page where this id would be: past it, id by id. Past the last id
            // anything still tells (or after a run longer than an interior page hides),
            // the rest of the table is lost.
            failuresInARow += 1
            let pastTheEnd = highest.map { id > $0 } ?? true
            guard id < Int64.max, failuresInARow < (pastTheEnd ? Self.probesPastTheEnd : Self.probesInTheDark) else { return copied }
            id = id == Int64.min ? 0 : id + 1
        }
    }

    /// Failed steps in a row given up after: past the highest id known, and anywhere.
    static let probesPastTheEnd = 1_000
    static let probesInTheDark = 50_000

    /// The largest id the table or any of its indexes still tells (each asked on its own:
    /// one damaged path must not hide the others); nil when none can.
    private static func highestID(of table: String, in source: OpaquePointer) -> Int64? {
        let indexes = strings(source, "SELECT name FROM pragma_index_list('\(table)')")
        return ([""] + indexes.map { " INDEXED BY \"\($0)\"" })
            .compactMap { count(source, "SELECT max(rowid) FROM \"\(table)\"\($0)").map(Int64.init) }
            .max()
    }

    /// A library folder is its path: one whose row is lost is still named by the index on
    /// that path, and comes back (dated now; only the order of folders depends on it).
    private static func copyFolderPaths(from source: OpaquePointer, into fresh: Database) -> Int {
        let paths = strings(source, "SELECT path FROM library_folder INDEXED BY sqlite_autoindex_library_folder_1 WHERE path > ''")
        var added = 0
        for path in paths where path.hasPrefix("/") {
            try? fresh.run("INSERT OR IGNORE INTO library_folder (path, added) VALUES (?, ?)",
                           [.text(path), .real(Date().timeIntervalSince1970)])
            added += Int(fresh.lastChanges)
        }
        return added
    }

    /// The one integer `sql` answers; nil when the file cannot say.
    private static func count(_ db: OpaquePointer, _ sql: String) -> Int? {
        guard let statement = Database.prepare(sql, on: db) else { return nil }
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW, sqlite3_column_type(statement, 0) != SQLITE_NULL else { return nil }
        return Int(sqlite3_column_int64(statement, 0))
    }

    /// The first column of every row `sql` can still read.
    private static func strings(_ db: OpaquePointer, _ sql: String) -> [String] {
        guard let statement = Database.prepare(sql, on: db) else { return [] }
        defer { sqlite3_finalize(statement) }
        var found: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            if let text = sqlite3_column_text(statement, 0) { found.append(String(cString: text)) }
        }
        return found
    }
}
