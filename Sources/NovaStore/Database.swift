// SPDX-License-Identifier: GPL-3.0-or-later
import CSQLite
import Foundation

/// One SQLite database: opened in WAL mode, its schema brought forward by numbered
/// migrations recorded in `PRAGMA user_version`, writes in transactions. A damaged file
/// (not a database, or failing `PRAGMA quick_check`, which `isDamaged` runs off the main
/// thread) is moved aside, never deleted; a fresh one takes its place with every row of the
/// old one that can still be read (`DatabaseSalvage`), and `salvage` says what was saved.
public final class Database {
    /// A schema step. Migrations run in order, each once, each in its own transaction.
    public struct Migration: Sendable {
        public let version: Int32
        public let sql: String
        public init(version: Int32, sql: String) { self.version = version; self.sql = sql }
    }

    public let path: String
    /// What was saved of a damaged database this connection replaced.
    public private(set) var salvage: SalvageReport?
    private var handle: OpaquePointer?
    private let migrations: [Migration]
    /// The file opened (device and inode), to tell when another connection replaced it.
    private var identity: (dev_t, ino_t)?

    /// How a connection treats the file. The process's primary connection (the window's)
    /// creates it, brings its schema forward and replaces it when damaged; the others, on
    /// threads of their own, take it as the primary one left it and throw otherwise
    /// (missing, damaged, an older schema), so they never race it to those steps or hold
    /// it waiting behind a migration.
    public enum Opening: Sendable {
        case primary
        case secondary
    }

    public init(path: String, migrations: [Migration], opening: Opening = .primary) throws {
        self.path = path
        self.migrations = migrations
        if opening == .secondary {
            guard FileManager.default.fileExists(atPath: path) else { throw StoreError.notReady(path: path) }
            try open(creating: false)
            let newest = migrations.map(\.version).max() ?? 0
            guard schemaVersion >= newest else { throw StoreError.notReady(path: path) }
            return
        }
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: (error as NSError).localizedDescription)
        }
        // No integrity check here: on a large library it would hold up the first frame.
        // What cannot even be opened or brought forward is replaced now; the rest is
        // checked in the background (`isDamaged`), and replaced if it must be.
        do {
            try open()
            try migrate(migrations)
        } catch StoreError.failed(_, let reason) where Self.isDamage(reason) {
            try replaceDamaged()
        }
    }

    /// Replaces this damaged database at once: a new one holding every row of the old one
    /// that can still be read (`salvage`), which is moved aside (`replace`). The connection
    /// stays usable, now on the new file.
    @discardableResult
    public func replaceDamaged() throws -> SalvageReport {
        close()
        let building = Self.salvagePath(of: path)
        let report = try Self.salvage(path, into: building, migrations: migrations)
        return try replace(withSalvaged: building, report: report)
    }

    /// Where the salvage of the database at `path` is built before it takes its place.
    public static func salvagePath(of path: String) -> String { path + ".salvaged" }

    /// Builds at `building` a new database with every row of the damaged one at `damaged`
    /// that can still be read. The damaged file stays where it is, untouched, until
    /// `replace` moves it aside: a salvage cut short (the power went) is made again.
    /// Blocking, on connections of its own: for a thread other than the window's.
    public static func salvage(_ damaged: String, into building: String, migrations: [Migration]) throws -> SalvageReport {
        for leftover in [building, building + "-wal", building + "-shm"] { try? FileManager.default.removeItem(atPath: leftover) }
        let fresh = try Database(path: building, migrations: migrations)
        var report = SalvageReport(damagedCopy: damaged)
        DatabaseSalvage.copy(from: damaged, into: fresh, report: &report)
        // Closing the last connection writes the -wal back: one file to move into place.
        fresh.close()
        return report
    }

    /// Puts the database `salvage` built in this damaged one's place: the damaged file is
    /// moved aside (kept, never deleted), the new one renamed into its place, and this
    /// connection opens it. What was written to the damaged file since the salvage read it
    /// is only in the damaged copy.
    @discardableResult
    public func replace(withSalvaged building: String, report: SalvageReport) throws -> SalvageReport {
        close()
        let aside = try moveAside()
        do {
            try FileManager.default.moveItem(atPath: building, toPath: path)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: "the salvaged library could not take the damaged one's place")
        }
        try open()
        try migrate(migrations)
        var replaced = report
        replaced.damagedCopy = aside
        salvage = replaced
        return replaced
    }

    /// Whether the file at `path` is damaged, by `PRAGMA quick_check` (or, `thorough`,
    /// `integrity_check`, which also compares every index with its table) on a read-only
    /// connection of its own. Blocking: tens of milliseconds at 50,000 videos, more when
    /// the file is not in the page cache. A file that cannot be opened is not judged.
    public static func isDamaged(path: String, thorough: Bool = false) -> Bool {
        var db: OpaquePointer?
        defer { if let db { sqlite3_close_v2(db) } }
        guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, nil) == SQLITE_OK, let db else { return false }
        sqlite3_busy_timeout(db, 2000)
        guard let statement = prepare(thorough ? "PRAGMA integrity_check" : "PRAGMA quick_check", on: db) else {
            return isDamage(String(cString: sqlite3_errmsg(db)))
        }
        defer { sqlite3_finalize(statement) }
        // quick_check answers "ok", or the problems it found; stepping can fail as well.
        switch sqlite3_step(statement) {
        case SQLITE_ROW:
            return sqlite3_column_text(statement, 0).map { String(cString: $0) } != "ok"
        case let status:
            return status & 0xff == SQLITE_CORRUPT || status & 0xff == SQLITE_NOTADB
        }
    }

    /// Whether the file at `path` is no longer the one this connection opened (the
    /// window's connection replaced a damaged one): a connection of another thread then
    /// opens it anew.
    public var fileWasReplaced: Bool {
        guard let identity else { return false }
        var info = stat()
        guard stat(path, &info) == 0 else { return true }
        return info.st_dev != identity.0 || info.st_ino != identity.1
    }

    /// Whether a failure is damage to the file.
    public static func isDamage(_ error: Error) -> Bool {
        if case StoreError.failed(_, let reason) = error { return isDamage(reason) }
        return false
    }

    deinit { close() }

    public func close() {
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    public var schemaVersion: Int32 {
        (try? query("PRAGMA user_version") { $0.int(0) }.first).flatMap { $0 }.map(Int32.init) ?? 0
    }

    // MARK: Statements

    /// Runs one or more statements that return nothing.
    public func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        if status != SQLITE_OK {
            let reason = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_free(message)
            throw error(status, sql, reason)
        }
    }

    /// Runs `sql` with `bindings` and returns a value made from each row.
    public func query<T>(_ sql: String, _ bindings: [SQLValue] = [], row make: (Row) throws -> T) throws -> [T] {
        var statement: OpaquePointer?
        let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard prepared == SQLITE_OK, let statement else { throw error(prepared, sql) }
        defer { sqlite3_finalize(statement) }
        for (index, value) in bindings.enumerated() { value.bind(to: statement, at: Int32(index + 1)) }
        var results: [T] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { break }
            guard step == SQLITE_ROW else { throw error(step, sql) }
            results.append(try make(Row(statement: statement)))
        }
        return results
    }

    /// Runs a statement that returns no rows.
    public func run(_ sql: String, _ bindings: [SQLValue] = []) throws {
        _ = try query(sql, bindings) { _ in () }
    }

    /// All of `body`, or none of it.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    // MARK: Opening

    private func open(creating: Bool = true) throws {
        var db: OpaquePointer?
        let status = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | (creating ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_FULLMUTEX, nil)
        guard status == SQLITE_OK, let db else {
            let reason = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            if let db { sqlite3_close_v2(db) }
            throw StoreError.cannotOpen(path: path, reason: reason)
        }
        handle = db
        var info = stat()
        identity = stat(path, &info) == 0 ? (info.st_dev, info.st_ino) : nil
        sqlite3_busy_timeout(db, 2000)
        try useWAL()
        try execute("PRAGMA foreign_keys = ON")
        try execute("PRAGMA synchronous = NORMAL")
    }

    /// WAL is recorded in the file, so only a new file switches to it; while another
    /// connection opens the same new file, SQLite answers that switch "busy" at once,
    /// without its busy handler: it is tried again for as long as the handler would wait.
    private func useWAL() throws {
        let sql = "PRAGMA journal_mode = WAL"
        let deadline = Date().addingTimeInterval(2)
        while true {
            let status = sqlite3_exec(handle, sql, nil, nil, nil)
            if status == SQLITE_OK { return }
            guard status & 0xff == SQLITE_BUSY, Date() < deadline else { throw error(status, sql) }
            usleep(5_000)
        }
    }

    private func migrate(_ migrations: [Migration]) throws {
        let current = schemaVersion
        for migration in migrations.sorted(by: { $0.version < $1.version }) where migration.version > current {
            try transaction {
                // Read again under the write lock: another connection may have taken this
                // step since (several threads open the database at start-up).
                guard schemaVersion < migration.version else { return }
                try execute(migration.sql)
                try execute("PRAGMA user_version = \(migration.version)")
            }
        }
    }

    private func moveAside() throws -> String {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        let aside = path + ".damaged-" + stamp
        do {
            try FileManager.default.moveItem(atPath: path, toPath: aside)
            for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
                try FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
            }
        } catch {
            throw StoreError.cannotOpen(path: path, reason: "it is damaged and could not be moved aside")
        }
        return aside
    }

    /// For `DatabaseSalvage`: a statement prepared on this connection (finalized by the caller).
    func prepare(_ sql: String) -> OpaquePointer? { Self.prepare(sql, on: handle) }

    /// A statement prepared on `db` (finalized by the caller); nil when it cannot be.
    static func prepare(_ sql: String, on db: OpaquePointer?) -> OpaquePointer? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else {
            sqlite3_finalize(statement)
            return nil
        }
        return statement
    }

    /// Rows the last statement changed.
    var lastChanges: Int32 { handle.map { sqlite3_changes($0) } ?? 0 }

    static func isDamage(_ reason: String) -> Bool {
        reason.contains("not a database") || reason.contains("malformed")
    }

    private func error(_ status: Int32, _ sql: String, _ reason: String? = nil) -> StoreError {
        let text = reason ?? handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
        switch status & 0xff {
        case SQLITE_FULL: return .diskFull(path: path)
        case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM: return .cannotOpen(path: path, reason: text)
        default: return .failed(statement: sql, reason: text)
        }
    }
}
