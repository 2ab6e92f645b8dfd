// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore
import NovaStore
import XCTest

final class MediaLibraryTests: XCTestCase {
    private var directory: URL!
    private var path: String { directory.appendingPathComponent("nova-player/library.sqlite").path }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nova-library-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    private func index(_ library: MediaLibrary, _ folder: String, _ found: [FoundVideo]) throws {
        try library.record(LibraryReconciliation(known: try library.known(under: folder), found: found))
    }

    func testIndexedVideosKeepTheirProgressWhileGoneAndComeBack() throws {
        let library = try MediaLibrary.open(path: path)
        let history = WatchHistory(database: library.database)
        try library.addFolder("/media/Show")
        let a = FoundVideo(location: "/media/Show/a.mkv", size: 1, modified: 1)
        let b = FoundVideo(location: "/media/Show/sub/b.mkv", size: 2, modified: 1)
        try index(library, "/media/Show", [a, b])
        XCTAssertEqual(try library.items().map(\.location).sorted(), [a.location, b.location])
        XCTAssertTrue(try history.history().isEmpty, "indexing alone puts nothing in the history")

        try history.save(location: a.location, title: nil, position: 42, duration: 600)
        try index(library, "/media/Show", [b])
        let gone = try XCTUnwrap(library.items().first { $0.location == a.location })
        XCTAssertFalse(gone.isAvailable)
        XCTAssertEqual(gone.position, 42, "a missing file keeps its progress")

        try index(library, "/media/Show", [a, b])
        let back = try XCTUnwrap(library.items().first { $0.location == a.location })
        XCTAssertTrue(back.isAvailable)
        XCTAssertEqual(back.position, 42)
    }

    func testAFilePlayedBeforeJoinsTheLibraryWithItsHistory() throws {
        let library = try MediaLibrary.open(path: path)
        let history = WatchHistory(database: library.database)
        try history.save(location: "/m/film.mkv", title: "Film", position: 100, duration: 1000)
        XCTAssertTrue(try library.items().isEmpty == false, "a file in progress shows for Continue Watching")
        try library.addFolder("/m")
        try index(library, "/m", [FoundVideo(location: "/m/film.mkv", size: 1, modified: 1)])
        let items = try library.items()
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items[0].position, 100)
        XCTAssertNotNil(items[0].lastWatched)
    }

    func testRemovalIsExplicitSurvivesIndexingAndCanBeUndone() throws {
        let library = try MediaLibrary.open(path: path)
        try library.addFolder("/m")
        let video = FoundVideo(location: "/m/a.mkv", size: 1, modified: 1)
        try index(library, "/m", [video])
        try library.remove(video.location)
        XCTAssertTrue(try library.items().isEmpty)
        try index(library, "/m", [video])
        XCTAssertTrue(try library.items().isEmpty, "indexing does not bring back what the person removed")
        try library.restore(video.location)
        XCTAssertEqual(try library.items().map(\.location), [video.location])
    }

    func testRemovingAFolderTakesOnlyItsVideosAndKeepsHistory() throws {
        let library = try MediaLibrary.open(path: path)
        let history = WatchHistory(database: library.database)
        for folder in ["/m/Show", "/m/Show 2"] { try library.addFolder(folder) }
        try index(library, "/m/Show", [FoundVideo(location: "/m/Show/a.mkv", size: 1, modified: 1)])
        try index(library, "/m/Show 2", [FoundVideo(location: "/m/Show 2/b.mkv", size: 1, modified: 1)])
        try history.save(location: "/m/Show/a.mkv", title: nil, position: 600, duration: 600)
        try library.removeFolder("/m/Show")
        XCTAssertEqual(try library.folders(), ["/m/Show 2"])
        XCTAssertEqual(try library.items().map(\.location), ["/m/Show 2/b.mkv"], "\"/m/Show 2\" is not inside \"/m/Show\"")
        XCTAssertEqual(try history.history().map(\.location), ["/m/Show/a.mkv"])
        XCTAssertEqual(try history.entry(for: "/m/Show/a.mkv")?.position, 600)
    }

    /// A file whose name is not UTF-8 is found as its file:// URI: it belongs to its folder
    /// like any other (added once, marked gone, taken out with the folder).
    func testAVideoKeptAsAFileURIBelongsToItsFolder() throws {
        let library = try MediaLibrary.open(path: path)
        try library.addFolder("/m/My Show")
        let odd = FoundVideo(location: "file:///m/My%20Show/b%FFd.mkv", size: 1, modified: 1)
        let plain = FoundVideo(location: "/m/My Show/a.mkv", size: 1, modified: 1)
        try index(library, "/m/My Show", [plain, odd])
        XCTAssertEqual(try library.items().map(\.location).sorted(), [plain.location, odd.location].sorted())
        XCTAssertEqual(try library.known(under: "/m/My Show").count, 2)
        XCTAssertTrue(LibraryReconciliation(known: try library.known(under: "/m/My Show"), found: [plain, odd]).isEmpty,
                      "a second pass finds nothing new")
        try index(library, "/m/My Show", [plain])
        XCTAssertEqual(try library.items().filter { !$0.isAvailable }.map(\.location), [odd.location], "gone, and kept")
        try library.removeFolder("/m/My Show")
        XCTAssertTrue(try library.items().isEmpty, "both leave with their folder")
    }

    func testAPassForAFolderRemovedMeanwhileAddsNothing() throws {
        let library = try MediaLibrary.open(path: path)
        try library.addFolder("/m")
        let known = try library.known(under: "/m")
        try library.removeFolder("/m")
        // The scan that was under way when the folder was removed finishes now.
        try library.record(LibraryReconciliation(known: known, found: [FoundVideo(location: "/m/a.mkv", size: 1, modified: 1)]))
        XCTAssertTrue(try library.items().isEmpty, "a removed folder does not come back through a late indexing pass")
    }

    func testSchemaTwoDatabasesAreMigrated() throws {
        do {
            let v2 = try Database(path: path, migrations: Array(LibrarySchema.migrations.prefix(2)))
            try WatchHistory(database: v2).save(location: "/m/a.mkv", title: nil, position: 30, duration: 100)
            XCTAssertEqual(v2.schemaVersion, 2)
        }
        let library = try MediaLibrary.open(path: path)
        XCTAssertEqual(library.database.schemaVersion, LibrarySchema.migrations.last?.version)
        XCTAssertEqual(try library.items().map(\.position), [30])
        try library.addFolder("/m")
        try index(library, "/m", [FoundVideo(location: "/m/a.mkv", size: 1, modified: 1)])
        XCTAssertEqual(try library.items().map(\.position), [30])
    }

    /// The 50,000-file case: reading the whole library back stays quick enough to open at once.
    func testFiftyThousandVideosAreRecordedInOneTransaction() throws {
        let library = try MediaLibrary.open(path: path)
        try library.addFolder("/big")
        let found = (0..<50_000).map { FoundVideo(location: "/big/\($0 / 500)/Episode \($0).mkv", size: Int64($0), modified: 1) }
        try index(library, "/big", found)
        let items = try library.items()
        XCTAssertEqual(items.count, 50_000)
        let catalog = LibraryCatalog(items: items)
        XCTAssertEqual(catalog.matching("/84/ episode 4242", sortedBy: .name).map { catalog.items[$0].title },
                       (0...9).map { "Episode 4242\($0)" }, "folder 84 holds 42000-42499")
        XCTAssertEqual(catalog.matching("episode 4242", sortedBy: .name).count, 15, "4242 is in 14242 too")
    }

    /// A row written by an older Nova or by hand (a date GIO gave as 1.8e19, an infinite
    /// duration, a speed of 0) is read as what can be believed of it, never trapped on.
    func testHostileStoredNumbersAreReadBackChecked() throws {
        let library = try MediaLibrary.open(path: path)
        let history = WatchHistory(database: library.database)
        try library.addFolder("/media/Old")
        try index(library, "/media/Old", [FoundVideo(location: "/media/Old/a.mkv", size: 1, modified: 1)])
        try history.save(location: "/media/Old/a.mkv", title: "A", position: 40, duration: 100)
        try history.saveState(FileState(subtitleDelay: 0.5, speed: 1.5), for: "/media/Old/a.mkv")
        try library.database.run("""
            UPDATE media SET modified = 1.8446744073709552e19, duration = 9e999, position = -9e999,
                added = 1e300, last_watched = -1e300, size = -5, subtitle_delay = 9e999, speed = 0
            """)
        let item = try XCTUnwrap(library.items().first)
        XCTAssertNil(item.duration, "an infinite duration is an unknown one")
        XCTAssertEqual(item.position, 0)
        XCTAssertNil(item.size)
        XCTAssertEqual(item.modified, 1.8446744073709552e19, "a finite date stays what it is")
        _ = PosterPolicy.cacheName(location: item.location, size: item.size, modified: item.modified)
        _ = item.isInProgress
        let entry = try XCTUnwrap(history.entry(for: "/media/Old/a.mkv"))
        XCTAssertEqual(entry.position, 0)
        XCTAssertNil(entry.duration)
        let state = try XCTUnwrap(history.state(for: "/media/Old/a.mkv"))
        XCTAssertEqual(state.subtitleDelay, 0, "an infinite delay is none")
        XCTAssertEqual(state.speed, 1, "a speed of 0 is normal speed")
        let known = try library.known(under: "/media/Old")
        XCTAssertEqual(known.first?.size, nil)

        // And Nova never writes such numbers itself.
        try history.save(location: "/media/Old/b.mkv", title: nil, position: .nan, duration: .infinity)
        let written = try library.database.query("SELECT position, duration FROM media WHERE location = '/media/Old/b.mkv'") {
            [$0.double(0), $0.double(1)]
        }
        XCTAssertEqual(written.first?[0], 0)
        XCTAssertEqual(written.first?[1], .some(nil))
    }
}
