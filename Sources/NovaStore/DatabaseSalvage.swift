// SPDX-License-Identifier: GPL-3.0-or-later
import CSQLite
import Foundation

/// What was saved of a damaged database: how much of the history and of the library's
/// folders could still be read, of how much there was (when the file still says), and
/// where the damaged copy is kept.
public struct SalvageReport: Equatable, Sendable {
    /// Where the damaged file was moved (never deleted).
    public var damagedCopy: String
    /// History entries copied into the new database, and how many the damaged one held
    /// (nil when that count could not be read either).
    public var historyRecovered = 0
    public var historyTotal: Int?
    public var foldersRecovered = 0
    public var foldersTotal: Int?
    /// Every row copied, of every table.
    public var rowsRecovered = 0

    public init(damagedCopy: String) { self.damagedCopy = damagedCopy }
}

/// Copies every row of a damaged database that can still be read into a new one, table by
/// table and row by row, skipping what cannot be read.
///
/// Rows are looked up one id at a time (`WHERE rowid = ?`): a damaged page loses only the
/// rows on it, and the ids either side of it are still found through the tree above it.
/// Nova never deletes `media` rows, so their ids are dense. The range of ids is taken from
/// the table and from each of its indexes (any of them may be the damaged part); what the
/// damaged file held in all is counted through its indexes, which hold no table pages.
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
    private static func copyRows(of table: String, from source: OpaquePointer, into fresh: Database) -> Int {
        let wanted = Set((try? fresh.query("SELECT name FROM pragma_table_info('\(table)')") { $0.text(0) ?? "" }) ?? [])
        let columns = strings(source, "SELECT name FROM pragma_table_info('\(table)')").filter(wanted.contains)
        guard !columns.isEmpty, let range = idRange(of: table, in: source) else { return 0 }
        let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
        let places = Array(repeating: "?", count: columns.count + 1).joined(separator: ", ")
        guard let read = prepare(source, "SELECT rowid, \(list) FROM \"\(table)\" WHERE rowid = ?1"),
              let write = fresh.prepare("INSERT OR IGNORE INTO \"\(table)\" (rowid, \(list)) VALUES (\(places))")
        else { return 0 }
        defer {
            sqlite3_finalize(read)
            sqlite3_finalize(write)
        }
        var copied = 0
        var missesInARow = 0
        var id = range.lowerBound
        while id <= range.upperBound || (!range.isKnown && missesInARow < Self.unknownEndProbe) {
            defer { id += 1 }
            sqlite3_reset(read)
            sqlite3_bind_int64(read, 1, id)
            guard sqlite3_step(read) == SQLITE_ROW else {
                missesInARow += 1
                continue
            }
            missesInARow = 0
            sqlite3_reset(write)
            for index in 0...columns.count {
                sqlite3_bind_value(write, Int32(index + 1), sqlite3_column_value(read, Int32(index)))
            }
            // The new database's constraints (NOT NULL, UNIQUE, types) turn garbage away.
            if sqlite3_step(write) == SQLITE_DONE, fresh.lastChanges > 0 { copied += 1 }
        }
        return copied
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

    /// Without any readable bound, ids are tried until this many in a row are missing: more
    /// than a damaged interior page hides.
    static let unknownEndProbe: Int64 = 50_000

    private struct IDRange {
        var lowerBound: Int64
        var upperBound: Int64
        /// False when no query could say where the ids end.
        var isKnown: Bool
    }

    /// The smallest and largest id the table or any of its indexes still tells (each asked
    /// on its own: one damaged path must not hide the others).
    private static func idRange(of table: String, in source: OpaquePointer) -> IDRange? {
        let indexes = strings(source, "SELECT name FROM pragma_index_list('\(table)')")
        var lowest: Int64 = 1, highest: Int64?
        for via in [""] + indexes.map({ " INDEXED BY \"\($0)\"" }) {
            if let low = count(source, "SELECT min(rowid) FROM \"\(table)\"\(via)") { lowest = min(lowest, Int64(low)) }
            if let high = count(source, "SELECT max(rowid) FROM \"\(table)\"\(via)").map(Int64.init) {
                highest = max(highest ?? high, high)
            }
        }
        // A table whose schema cannot be read has no columns, and is not asked.
        return IDRange(lowerBound: lowest, upperBound: highest ?? lowest, isKnown: highest != nil)
    }

    private static func prepare(_ db: OpaquePointer, _ sql: String) -> OpaquePointer? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else {
            sqlite3_finalize(statement)
            return nil
        }
        return statement
    }

    /// The one integer `sql` answers; nil when the file cannot say.
    private static func count(_ db: OpaquePointer, _ sql: String) -> Int? {
        guard let statement = prepare(db, sql) else { return nil }
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW, sqlite3_column_type(statement, 0) != SQLITE_NULL else { return nil }
        return Int(sqlite3_column_int64(statement, 0))
    }

    /// The first column of every row `sql` can still read.
    private static func strings(_ db: OpaquePointer, _ sql: String) -> [String] {
        guard let statement = prepare(db, sql) else { return [] }
        defer { sqlite3_finalize(statement) }
        var found: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            if let text = sqlite3_column_text(statement, 0) { found.append(String(cString: text)) }
        }
        return found
    }
}
