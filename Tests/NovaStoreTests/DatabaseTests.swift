// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaStore
import XCTest

/// The database foundation on real SQLite files in temporary folders.
final class DatabaseTests: XCTestCase {
    private var directory: URL!
    private var path: String { directory.appendingPathComponent("nova-player/library.sqlite").path }

    private let migrations = [
        Database.Migration(version: 1, sql: "CREATE TABLE media (id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE)"),
        Database.Migration(version: 2, sql: "ALTER TABLE media ADD COLUMN position REAL"),
    ]

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nova-store-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testCreatesTheFolderAndMigratesInWALMode() throws {
        let db = try Database(path: path, migrations: migrations)
        XCTAssertEqual(db.schemaVersion, 2)
        XCTAssertEqual(try db.query("PRAGMA journal_mode") { $0.text(0) }.first, "wal")
        try db.run("INSERT INTO media (path, position) VALUES (?, ?)", [.text("/v/a.mkv"), .real(12.5)])
        XCTAssertNil(db.salvage)
    }

    func testMigrationsRunOnceAndOnlyForward() throws {
        do {
            let db = try Database(path: path, migrations: Array(migrations.prefix(1)))
            XCTAssertEqual(db.schemaVersion, 1)
            try db.run("INSERT INTO media (path) VALUES (?)", [.text("/v/kept.mkv")])
        }
        let db = try Database(path: path, migrations: migrations)
        XCTAssertEqual(db.schemaVersion, 2)
        XCTAssertEqual(try db.query("SELECT path FROM media") { $0.text(0) }, ["/v/kept.mkv"])
        let again = try Database(path: path, migrations: migrations)
        XCTAssertEqual(again.schemaVersion, 2)
    }

    func testATransactionIsAllOrNothing() throws {
        let db = try Database(path: path, migrations: migrations)
        XCTAssertThrowsError(try db.transaction {
            try db.run("INSERT INTO media (path) VALUES (?)", [.text("/v/one.mkv")])
            try db.run("INSERT INTO media (path) VALUES (?)", [.text("/v/one.mkv")]) // violates UNIQUE
        })
        XCTAssertEqual(try db.query("SELECT count(*) FROM media") { $0.int(0) }, [0])
    }

    func testADamagedFileIsMovedAsideAndReplaced() throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let db = try Database(path: path, migrations: migrations)
        let aside = try XCTUnwrap(db.salvage?.damagedCopy)
        XCTAssertEqual(db.salvage?.rowsRecovered, 0, "nothing of a file that is no database at all")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: aside)), garbage, "the damaged file is kept")
        XCTAssertEqual(db.schemaVersion, 2)
        try db.run("INSERT INTO media (path) VALUES (?)", [.text("/v/new.mkv")])
    }

    /// Nova opens its database from several threads at start-up (the window, the library
    /// read that starts with the process): connections opening a fresh file at the same
    /// time must each find it migrated, none running a step twice nor taking the file for
    /// damaged; a secondary one may only find it not ready yet.
    func testConnectionsOpeningAtOnceMigrateItOnce() throws {
        final class Outcomes: @unchecked Sendable {
            private let lock = NSLock()
            private(set) var errors: [String] = []
            func add(_ error: Error) {
                if case StoreError.notReady = error { return }
                lock.withLock { errors.append("\(error)") }
            }
        }
        let steps = migrations
        for round in 0..<30 {
            let folder = directory.appendingPathComponent("race-\(round)")
            let file = folder.appendingPathComponent("library.sqlite").path
            let outcomes = Outcomes()
            let ready = DispatchSemaphore(value: 0), go = DispatchSemaphore(value: 0), done = DispatchGroup()
            for index in 0..<6 {
                done.enter()
                Thread {
                    ready.signal()
                    go.wait()  // all released together
                    do {
                        let db = try Database(path: file, migrations: steps, opening: index < 3 ? .primary : .secondary)
                        if db.schemaVersion != 2 { throw StoreError.failed(statement: "", reason: "schema \(db.schemaVersion)") }
                    } catch {
                        outcomes.add(error)
                    }
                    done.leave()
                }.start()
            }
            for _ in 0..<6 { ready.wait() }
            for _ in 0..<6 { go.signal() }
            done.wait()
            XCTAssertEqual(outcomes.errors, [], "round \(round)")
            let damaged = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("damaged") }
            XCTAssertEqual(damaged, [], "round \(round): nothing taken for damaged")
        }
    }

    /// A secondary connection (a worker thread's) neither makes the file nor brings its
    /// schema forward: that is the primary one's, which it must never hold up.
    func testASecondaryConnectionWaitsForThePrimaryOne() throws {
        XCTAssertThrowsError(try Database(path: path, migrations: migrations, opening: .secondary)) {
            XCTAssertEqual($0 as? StoreError, .notReady(path: path))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "no file made")
        _ = try Database(path: path, migrations: Array(migrations.prefix(1)))
        XCTAssertThrowsError(try Database(path: path, migrations: migrations, opening: .secondary)) {
            XCTAssertEqual($0 as? StoreError, .notReady(path: path))
        }
        let primary = try Database(path: path, migrations: migrations)
        XCTAssertEqual(primary.schemaVersion, 2)
        let secondary = try Database(path: path, migrations: migrations, opening: .secondary)
        XCTAssertEqual(secondary.schemaVersion, 2)
    }

    /// A secondary connection leaves a damaged file where it is, for the primary one, and
    /// says it cannot read it.
    func testAConnectionThatDoesNotRecoverLeavesADamagedFileAlone() throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try Database(path: path, migrations: migrations, opening: .secondary))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), garbage)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
            .filter { $0.contains("damaged") }, [])
    }

    func testAnUnwritableFolderIsAClearError() throws {
        XCTAssertThrowsError(try Database(path: "/proc/nova/library.sqlite", migrations: migrations)) { error in
            guard case StoreError.cannotOpen(let failedPath, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(failedPath, "/proc/nova/library.sqlite")
            XCTAssertTrue("\(error)".contains("Watch history will not be saved"))
        }
    }

    func testAFullDiskIsReportedAsSuchAndNothingIsHalfWritten() throws {
        let db = try Database(path: path, migrations: migrations)
        // SQLite's page limit gives the same SQLITE_FULL a full disk does.
        let pages = try XCTUnwrap(db.query("PRAGMA page_count") { $0.int(0) }.first ?? nil)
        try db.execute("PRAGMA max_page_count = \(pages + 1)")
        let big = String(repeating: "x", count: 64 * 1024)
        XCTAssertThrowsError(try db.transaction {
            try db.run("INSERT INTO media (path) VALUES (?)", [.text("/v/kept.mkv")])
            try db.run("INSERT INTO media (path) VALUES (?)", [.text(big)])
        }) { error in
            XCTAssertEqual(error as? StoreError, .diskFull(path: path))
            XCTAssertTrue("\(error)".contains("is full"))
        }
        XCTAssertEqual(try db.query("SELECT count(*) FROM media") { $0.int(0) }, [0])
    }
}
