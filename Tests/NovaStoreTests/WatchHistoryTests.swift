// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore
import NovaStore
import XCTest

final class WatchHistoryTests: XCTestCase {
    private var directory: URL!
    private var path: String { directory.appendingPathComponent("nova-player/library.sqlite").path }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nova-history-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func testProgressIsSavedAndReadBackAcrossOpenings() throws {
        do {
            let (history, recovered) = try WatchHistory.open(path: path)
            XCTAssertNil(recovered)
            try history.save(location: "/v/a.mkv", title: "A", position: 12.5, duration: 60, at: Date(timeIntervalSince1970: 100))
            try history.save(location: "/v/a.mkv", title: nil, position: 20, duration: nil, at: Date(timeIntervalSince1970: 200))
        }
        let (history, _) = try WatchHistory.open(path: path)
        let entry = try XCTUnwrap(history.entry(for: "/v/a.mkv"))
        XCTAssertEqual(entry.position, 20)
        XCTAssertEqual(entry.title, "A", "a missing title does not erase the known one")
        XCTAssertEqual(entry.duration, 60)
        XCTAssertFalse(entry.isWatched)
        XCTAssertEqual(entry.lastWatched, Date(timeIntervalSince1970: 200))
    }

    func testHistoryIsNewestFirstAndRemovalIsExplicit() throws {
        let (history, _) = try WatchHistory.open(path: path)
        try history.save(location: "/v/old.mkv", title: nil, position: 10, duration: 100, at: Date(timeIntervalSince1970: 1))
        try history.save(location: "/v/new.mkv", title: nil, position: 99, duration: 100, at: Date(timeIntervalSince1970: 2))
        XCTAssertEqual(try history.history().map(\.location), ["/v/new.mkv", "/v/old.mkv"])
        XCTAssertTrue(try XCTUnwrap(history.entry(for: "/v/new.mkv")).isWatched)
        try history.removeFromHistory("/v/old.mkv")
        XCTAssertEqual(try history.history().map(\.location), ["/v/new.mkv"])
        XCTAssertEqual(try history.entry(for: "/v/old.mkv")?.position, 10, "removed from history, progress kept")
        try history.restoreToHistory("/v/old.mkv")
        XCTAssertEqual(try history.history().map(\.location), ["/v/new.mkv", "/v/old.mkv"], "undone")
        try history.clearHistory()
        XCTAssertEqual(try history.history(), [])
    }
}

final class FileStateTests: XCTestCase {
    func testStateIsKeptPerFileAndTrackChoicesCarryToTheNextEpisode() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nova-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (history, _) = try WatchHistory.open(path: dir.appendingPathComponent("library.sqlite").path)
        let chosen = FileState(audio: TrackPreference(language: "deu", title: "Deutscher Ton"),
                               subtitle: TrackPreference(language: "eng", title: "English"),
                               subtitleDelay: -0.3, speed: 1.25)
        try history.save(location: "/show/Episode 1.mkv", title: nil, position: 100, duration: 1000,
                         at: Date(timeIntervalSince1970: 10))
        try history.saveState(chosen, for: "/show/Episode 1.mkv")
        try history.save(location: "/show/extras/Making of.mkv", title: nil, position: 10, duration: 100,
                         at: Date(timeIntervalSince1970: 20))
        try history.saveState(FileState(subtitlesOff: true), for: "/show/extras/Making of.mkv")
        XCTAssertEqual(try history.state(for: "/show/Episode 1.mkv"), chosen)
        XCTAssertNil(try history.state(for: "/show/Episode 2.mkv"))
        XCTAssertEqual(try history.latestState(inFolder: "/show", excluding: "/show/Episode 2.mkv"), chosen,
                       "the subfolder's newer file does not count")
        XCTAssertNil(try history.latestState(inFolder: "/other", excluding: "/other/a.mkv"))
    }

    func testARotationIsKeptWithItsFileAndDoesNotCarryOver() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nova-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (history, _) = try WatchHistory.open(path: dir.appendingPathComponent("library.sqlite").path)
        try history.save(location: "/phone/VID_1.mp4", title: nil, position: 5, duration: 30, at: Date(timeIntervalSince1970: 1))
        try history.saveState(FileState(rotation: 270), for: "/phone/VID_1.mp4")
        XCTAssertEqual(try history.state(for: "/phone/VID_1.mp4")?.rotation, 270)
        XCTAssertEqual(try history.entry(for: "/phone/VID_1.mp4")?.position, 5, "kept with its progress")
        XCTAssertEqual(try history.latestState(inFolder: "/phone", excluding: "/phone/VID_2.mp4")?.forAnotherFile.rotation, 0)
        // A value no one set (another program, a damaged row) is no turn at all.
        try history.database.run("UPDATE media SET rotation = 45 WHERE location = '/phone/VID_1.mp4'")
        XCTAssertEqual(try history.state(for: "/phone/VID_1.mp4")?.rotation, 0)
        try history.database.run("UPDATE media SET rotation = -90 WHERE location = '/phone/VID_1.mp4'")
        XCTAssertEqual(try history.state(for: "/phone/VID_1.mp4")?.rotation, 270)
    }
}

final class TrackPreferenceTests: XCTestCase {
    func testPicksBySameLanguageAndTitleThenLanguage() {
        let tracks = [MediaTrack(id: 1, kind: .audio, language: "eng", title: "Stereo"),
                      MediaTrack(id: 2, kind: .audio, language: "deu", title: "Stereo"),
                      MediaTrack(id: 3, kind: .audio, language: "deu", title: "Commentary")]
        XCTAssertEqual(TrackPreference(language: "deu", title: "Commentary").pick(from: tracks)?.id, 3)
        XCTAssertEqual(TrackPreference(language: "deu", title: "5.1").pick(from: tracks)?.id, 2)
        XCTAssertNil(TrackPreference(language: "fra", title: "Stereo").pick(from: tracks))
        XCTAssertNil(TrackPreference(language: nil, title: "Other").pick(from: tracks))
    }
}

final class HistoryMigrationTests: XCTestCase {
    func testAVersionOneLibraryIsBroughtForwardWithItsProgress() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nova-v1-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let v1 = try Database(path: path, migrations: Array(LibrarySchema.migrations.prefix(1)))
            XCTAssertEqual(v1.schemaVersion, 1)
            try v1.run("INSERT INTO media (location, position, duration, last_watched, added) VALUES ('/v/a.mkv', 42, 60, 1, 1)")
        }
        let (history, _) = try WatchHistory.open(path: path)
        XCTAssertEqual(try history.entry(for: "/v/a.mkv")?.position, 42)
        XCTAssertNil(try history.state(for: "/v/a.mkv"), "no state was ever saved for it")
        try history.saveState(FileState(speed: 1.5), for: "/v/a.mkv")
        XCTAssertEqual(try history.state(for: "/v/a.mkv")?.speed, 1.5)
    }
}

final class InterruptedWriteTests: XCTestCase {
    /// A writer killed in the middle of its transactions leaves a database that opens
    /// cleanly with only whole transactions in it.
    func testAWriterKilledMidTransactionLeavesTheLibraryConsistent() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nova-kill-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        _ = try WatchHistory.open(path: path)
        // Batches of 50 rows, each in one transaction, as fast as possible until killed.
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        writer.arguments = ["-c", """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1], isolation_level=None)
            db.execute("PRAGMA journal_mode=WAL")
            print("writing", flush=True)
            batch = 0
            while True:
                db.execute("BEGIN")
                for i in range(50):
                    db.execute("INSERT INTO media (location, position, added, last_watched) VALUES (?, ?, 0, 0)",
                               ("/v/%d-%d.mkv" % (batch, i), i))
                db.execute("COMMIT")
                batch += 1
            """, path]
        let pipe = Pipe()
        writer.standardOutput = pipe
        try writer.run()
        _ = pipe.fileHandleForReading.availableData  // "writing"
        usleep(400_000)
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        XCTAssertEqual(writer.terminationReason, .uncaughtSignal)

        let (history, recovered) = try WatchHistory.open(path: path)
        XCTAssertNil(recovered, "not damaged: nothing moved aside")
        let rows = try history.history(limit: 1_000_000).count
        XCTAssertGreaterThan(rows, 0, "the writer got some batches in")
        XCTAssertEqual(rows % 50, 0, "\(rows) rows: only whole transactions survive")
    }
}
