// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class LibraryTests: XCTestCase {
    private func item(_ location: String, added: Double = 0, duration: Double? = nil, position: Double = 0,
                      lastWatched: Double? = nil, watched: Bool = false, available: Bool = true) -> LibraryItem {
        LibraryItem(location: location, added: added, duration: duration, position: position,
                    lastWatched: lastWatched, isWatched: watched, isAvailable: available)
    }

    func testTitleAndFolderComeFromThePath() {
        XCTAssertEqual(item("/v/Show/Episode 2.mkv").title, "Episode 2")
        XCTAssertEqual(item("/v/Show/Episode 2.mkv").folder, "/v/Show")
        XCTAssertEqual(item("/v/clip").title, "clip")
        XCTAssertEqual(item("/v/Vol. 2 of 3").title, "Vol. 2 of 3", "a dot followed by words is not an extension")
        XCTAssertEqual(item("/v/.hidden").title, ".hidden")
        XCTAssertEqual(item("/top.mkv").folder, "/")
    }

    func testNaturalKeysOrderNumbersByValue() {
        let names = ["Episode 10", "episode 2", "Episode 1", "Episode 02b", "Extra", "Episode", "Ep 9"]
        let sorted = names.sorted { NaturalOrder.key($0).lexicographicallyPrecedes(NaturalOrder.key($1)) }
        XCTAssertEqual(sorted, ["Ep 9", "Episode", "Episode 1", "episode 2", "Episode 02b", "Episode 10", "Extra"])
        // The key agrees with the pairwise comparison used for episodes.
        for a in names {
            for b in names where NaturalOrder.compare(a, b) < 0 && NaturalOrder.key(a) != NaturalOrder.key(b) {
                XCTAssertTrue(NaturalOrder.key(a).lexicographicallyPrecedes(NaturalOrder.key(b)), "\(a) before \(b)")
            }
        }
    }

    func testSearchMatchesEveryWordInTitleOrPathIgnoringCase() {
        let catalog = LibraryCatalog(items: [
            item("/media/Shows/Dark/Episode 10.mkv"), item("/media/Shows/Dark/Episode 2.mkv"),
            item("/media/Films/Ünïcode Film.mp4"), item("/media/Films/Other.mkv"),
        ])
        XCTAssertEqual(catalog.matching("episode", sortedBy: .name).map { catalog.items[$0].title }, ["Episode 2", "Episode 10"])
        XCTAssertEqual(catalog.matching("dark 10", sortedBy: .name).map { catalog.items[$0].title }, ["Episode 10"])
        XCTAssertEqual(catalog.matching("FILMS", sortedBy: .name).count, 2, "the path counts")
        XCTAssertEqual(catalog.matching("ünïcode", sortedBy: .name).count, 1)
        XCTAssertEqual(catalog.matching("ÜNÏCODE", sortedBy: .name).count, 1)
        XCTAssertEqual(catalog.matching("unicode film", sortedBy: .name).count, 1, "accents are not needed to find it")
        XCTAssertEqual(catalog.matching("  ", sortedBy: .name).count, 4, "blank searches show everything")
        XCTAssertTrue(catalog.matching("nothing like it", sortedBy: .name).isEmpty)
    }

    func testSortOrders() {
        let catalog = LibraryCatalog(items: [
            item("/v/b.mkv", added: 1, duration: 300, lastWatched: 50),
            item("/v/a.mkv", added: 3, duration: nil),
            item("/v/c.mkv", added: 2, duration: 900, lastWatched: 70),
        ])
        let titles = { (sort: LibrarySort) in catalog.order(sort).map { catalog.items[$0].title } }
        XCTAssertEqual(titles(.name), ["a", "b", "c"])
        XCTAssertEqual(titles(.dateAdded), ["a", "c", "b"], "newest first")
        XCTAssertEqual(titles(.lastWatched), ["c", "b", "a"], "never watched last")
        XCTAssertEqual(titles(.duration), ["c", "b", "a"], "longest first, unknown last")
    }

    func testGroupsPutContinueWatchingFirstThenFoldersInNaturalOrder() {
        let catalog = LibraryCatalog(items: [
            item("/v/Season 10/e1.mkv"),
            item("/v/Season 2/e2.mkv", duration: 600, position: 120, lastWatched: 5),
            item("/v/Season 2/e1.mkv", duration: 600, position: 300, lastWatched: 9),
            item("/v/Season 2/e3.mkv", duration: 600, position: 590, lastWatched: 10, watched: true),
            item("/v/Season 2/gone.mkv", duration: 600, position: 100, lastWatched: 11, available: false),
        ])
        let groups = catalog.groups("", sortedBy: .name)
        XCTAssertEqual(groups.map(\.kind), [.continueWatching, .folder("/v/Season 2"), .folder("/v/Season 10")])
        XCTAssertEqual(groups[0].items.map { catalog.items[$0].title }, ["gone", "e1", "e2"],
                       "most recent first; watched files are not continued, missing ones show as unavailable")
        XCTAssertEqual(groups[1].items.map { catalog.items[$0].title }, ["e1", "e2", "e3", "gone"])
        XCTAssertEqual(catalog.groups("e3", sortedBy: .name).map(\.kind), [.folder("/v/Season 2")])
        let outside = LibraryCatalog(items: [item("/elsewhere/film.mkv", duration: 600, position: 60, lastWatched: 1)].map {
            var played = $0
            played.isInLibrary = false
            return played
        })
        XCTAssertEqual(outside.groups("", sortedBy: .name).map(\.kind), [.continueWatching],
                       "a file played from outside the library is only continued")
    }

    func testLayoutMakesHeadingsAndRowsOfColumns() {
        let groups = [LibraryGroup(kind: .continueWatching, items: [7]),
                      LibraryGroup(kind: .folder("/a"), items: [0, 1, 2, 3, 4]),
                      LibraryGroup(kind: .folder("/empty"), items: [])]
        XCTAssertEqual(LibraryLayout.rows(groups, columns: 2), [
            .heading(group: 0), .items(group: 0, range: 0..<1),
            .heading(group: 1), .items(group: 1, range: 0..<2), .items(group: 1, range: 2..<4), .items(group: 1, range: 4..<5),
        ])
        XCTAssertEqual(LibraryLayout.rows(groups, columns: 1).count, 2 + 1 + 5)
        // However much is started, "Continue Watching" keeps to two rows (four in a list).
        let started = [LibraryGroup(kind: .continueWatching, items: Array(0..<30)), LibraryGroup(kind: .folder("/a"), items: [40])]
        XCTAssertEqual(LibraryLayout.rows(started, columns: 5), [
            .heading(group: 0), .items(group: 0, range: 0..<5), .items(group: 0, range: 5..<10),
            .heading(group: 1), .items(group: 1, range: 0..<1),
        ])
        XCTAssertEqual(LibraryLayout.rows(started, columns: 1).filter { if case .items(0, _) = $0 { true } else { false } }.count, 4)
        // A search shows every match, some perhaps only found there (files played from elsewhere).
        XCTAssertEqual(LibraryLayout.rows(started, columns: 5, searching: true).filter { if case .items(0, _) = $0 { true } else { false } }.count, 6)
        XCTAssertEqual(LibraryLayout.shownCount(of: started[0], columns: 1, searching: false), 4)
        XCTAssertEqual(LibraryLayout.shownCount(of: started[1], columns: 1, searching: false), 1)
        XCTAssertEqual(LibraryLayout.columns(width: 336, cellWidth: 200, spacing: 12), 1, "a phone gets a list")
        XCTAssertEqual(LibraryLayout.columns(width: 696, cellWidth: 200, spacing: 12), 3)
        XCTAssertEqual(LibraryLayout.columns(width: 1256, cellWidth: 200, spacing: 12), 5)
    }

    func testReconciliationMarksMissingFilesWithoutForgettingThem() {
        let known = [
            KnownVideo(location: "/v/same.mkv", size: 10, modified: 1, isAvailable: true),
            KnownVideo(location: "/v/edited.mkv", size: 10, modified: 1, isAvailable: true),
            KnownVideo(location: "/v/gone.mkv", size: 10, modified: 1, isAvailable: true),
            KnownVideo(location: "/v/back.mkv", size: 10, modified: 1, isAvailable: false),
            KnownVideo(location: "/v/still-gone.mkv", size: 10, modified: 1, isAvailable: false),
        ]
        let found = [
            FoundVideo(location: "/v/same.mkv", size: 10, modified: 1),
            FoundVideo(location: "/v/edited.mkv", size: 12, modified: 2),
            FoundVideo(location: "/v/back.mkv", size: 10, modified: 1),
            FoundVideo(location: "/v/new.mkv", size: 5, modified: 3),
        ]
        let changes = LibraryReconciliation(known: known, found: found)
        XCTAssertEqual(changes.added.map(\.location), ["/v/new.mkv"])
        XCTAssertEqual(changes.changed.map(\.location), ["/v/edited.mkv", "/v/back.mkv"])
        XCTAssertEqual(changes.vanished, ["/v/gone.mkv"], "already-unavailable files are not marked again")
        XCTAssertTrue(LibraryReconciliation(known: known.prefix(1).map { $0 }, found: found.prefix(1).map { $0 }).isEmpty)
    }

    func testLibraryVideoTypes() {
        XCTAssertTrue(MediaTypes.isLibraryVideo(mimeType: "video/mp4"))
        XCTAssertTrue(MediaTypes.isLibraryVideo(mimeType: "application/x-matroska"))
        XCTAssertFalse(MediaTypes.isLibraryVideo(mimeType: "audio/flac"))
        XCTAssertFalse(MediaTypes.isLibraryVideo(mimeType: "text/plain"))
    }

    func testPosterTimeAndCacheName() {
        XCTAssertEqual(PosterPolicy.time(duration: nil), 0)
        XCTAssertEqual(PosterPolicy.time(duration: 12), 4)
        XCTAssertEqual(PosterPolicy.time(duration: 600), 60)
        XCTAssertEqual(PosterPolicy.time(duration: 7200), 120, "at most two minutes in")
        let name = PosterPolicy.cacheName(location: "/v/a.mkv", size: 10, modified: 1.5)
        XCTAssertEqual(name, PosterPolicy.cacheName(location: "/v/a.mkv", size: 10, modified: 1.5), "stable")
        XCTAssertNotEqual(name, PosterPolicy.cacheName(location: "/v/a.mkv", size: 11, modified: 1.5), "a changed file gets a new poster")
        XCTAssertTrue(name.hasSuffix(".png") && name.count == 20)
    }
}
