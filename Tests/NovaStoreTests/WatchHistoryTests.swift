// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
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
