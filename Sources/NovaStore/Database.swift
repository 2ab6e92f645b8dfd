// SPDX-License-Identifier: GPL-3.0-or-later
import CSQLite
import Foundation

/// One SQLite database: opened in WAL mode, its schema brought forward by numbered
/// migrations recorded in `PRAGMA user_version`, writes in transactions. A file that is
/// not a database (or fails its integrity check) is moved aside, never deleted, and a
/// fresh one takes its place; `recoveredFrom` then says where the old one went.
public final class Database {
    /// A schema step. Migrations run in order, each once, each in its own transaction.
    public struct Migration: Sendable {
        public let version: Int32
        public let sql: String
        public init(version: Int32, sql: String) { self.version = version; self.sql = sql }
    }

    public let path: String
    /// Where a damaged database was moved, when it had to be replaced on opening.
    public private(set) var recoveredFrom: String?
    private var handle: OpaquePointer?

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
        if opening == .secondary {
            guard FileManager.default.fileExists(atPath: path) else { throw StoreError.notReady(path: path) }
            try open(creating: false)
            try checkIntegrity()
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
        do {
            try open()
            try checkIntegrity()
            try migrate(migrations)
        } catch StoreError.failed(_, let reason) where Self.isDamage(reason) {
            close()
            try moveAside()
            try open()
            try migrate(migrations)
        }
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

    private func checkIntegrity() throws {
        let result = try query("PRAGMA quick_check") { $0.text(0) ?? "" }
        if result.first != "ok" {
            throw StoreError.failed(statement: "PRAGMA quick_check", reason: "database disk image is malformed")
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

    private func moveAside() throws {
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
        recoveredFrom = aside
    }

    private static func isDamage(_ reason: String) -> Bool {
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

/// A value bound to a statement's parameter.
public enum SQLValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    func bind(to statement: OpaquePointer, at index: Int32) {
        switch self {
        case .null: sqlite3_bind_null(statement, index)
        case .integer(let v): sqlite3_bind_int64(statement, index, v)
        case .real(let v): sqlite3_bind_double(statement, index, v)
        case .text(let v): sqlite3_bind_text(statement, index, v, -1, nova_sqlite_transient())
        }
    }
}

/// One result row; columns by index.
public struct Row {
    let statement: OpaquePointer

    public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
    public func int(_ column: Int32) -> Int? { isNull(column) ? nil : Int(sqlite3_column_int64(statement, column)) }
    public func double(_ column: Int32) -> Double? { isNull(column) ? nil : sqlite3_column_double(statement, column) }
    public func text(_ column: Int32) -> String? {
        sqlite3_column_text(statement, column).map { String(cString: $0) }
    }
}
