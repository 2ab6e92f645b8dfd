// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class FileLocationTests: XCTestCase {
    func testAFileURIsPathIsItsDecodedBytes() {
        XCTAssertEqual(FileLocation.pathBytes(ofFileURI: "file:///v/Show%201/b%FFd.mkv"),
                       Array("/v/Show 1/b".utf8) + [0xFF] + Array("d.mkv".utf8))
        XCTAssertEqual(FileLocation.pathBytes(ofFileURI: "file://localhost/v/a.mkv"), Array("/v/a.mkv".utf8))
        // A "%" not followed by two hex digits stays as it is.
        XCTAssertEqual(FileLocation.pathBytes(ofFileURI: "file:///v/100%.mkv"), Array("/v/100%.mkv".utf8))
        XCTAssertNil(FileLocation.pathBytes(ofFileURI: "/v/a.mkv"))
        XCTAssertNil(FileLocation.pathBytes(ofFileURI: "https://example.org/a.mkv"))
        XCTAssertNil(FileLocation.pathBytes(ofFileURI: "file://server/share/a.mkv"), "another host is not local")
    }

    func testALocationsLocalFileIsItsPathOrItsURIsBytesAndAStreamHasNone() {
        XCTAssertEqual(FileLocation.localPathBytes("/v/a.mkv"), Array("/v/a.mkv".utf8))
        XCTAssertEqual(FileLocation.localPathBytes("file:///v/b%FFd.mkv"), Array("/v/b".utf8) + [0xFF] + Array("d.mkv".utf8))
        XCTAssertNil(FileLocation.localPathBytes("https://example.org/a.mkv"))
        XCTAssertEqual(FileLocation.withCPath(Array("/v".utf8)) { String(cString: $0) }, "/v")
    }

    func testWhatAPersonIsShown() {
        XCTAssertEqual(FileLocation.displayPath("file:///v/b%FFd.mkv"), "/v/b\u{FFFD}d.mkv")
        XCTAssertEqual(FileLocation.displayPath("file:///v/R%C3%A9sum%C3%A9.mkv"), "/v/Résumé.mkv")
        XCTAssertEqual(FileLocation.displayPath("/v/a.mkv"), "/v/a.mkv")
        XCTAssertEqual(FileLocation.displayPath("https://example.org/a%20b"), "https://example.org/a%20b")
    }

    func testANameInASentenceIsHeldToALengthTheEyeTakesIn() {
        XCTAssertEqual(FileLocation.displayName("/v/Episode 2.mkv"), "Episode 2.mkv")
        XCTAssertEqual(FileLocation.displayName("https://example.org/a.mkv"), "https://example.org/a.mkv")
        // A signed download link: its start (the host) and its end (the file) are kept.
        let link = "https://cdn.example.org/" + String(repeating: "x", count: 100_000) + "/film.mkv?sig=end"
        let shown = FileLocation.displayName(link)
        XCTAssertEqual(shown.count, FileLocation.longestName)
        XCTAssertTrue(shown.hasPrefix("https://cdn.example.org/"), shown)
        XCTAssertTrue(shown.hasSuffix("film.mkv?sig=end"), shown)
        XCTAssertTrue(shown.contains("…"))
        XCTAssertEqual(FileLocation.shortened("abcdefghij", to: 5), "ab…ij")
        XCTAssertEqual(FileLocation.shortened("abcde", to: 5), "abcde")
        XCTAssertEqual(FileLocation.displayName("/v/a\nb.mkv"), "a\u{FFFD}b.mkv")
    }

    func testInsideAFolderIsByWholeComponents() {
        XCTAssertTrue(FileLocation.isInside("/v/Show/a.mkv", folder: "/v/Show"))
        XCTAssertTrue(FileLocation.isInside("/v/Show/s1/a.mkv", folder: "/v/Show/"))
        XCTAssertTrue(FileLocation.isInside("/v/Show", folder: "/v/Show"))
        XCTAssertFalse(FileLocation.isInside("/v/Show 2/a.mkv", folder: "/v/Show"))
        XCTAssertTrue(FileLocation.isInside("/a.mkv", folder: "/"))
        XCTAssertTrue(FileLocation.isInside("file:///v/Show/b%FFd.mkv", folder: "/v/Show"))
        XCTAssertTrue(FileLocation.isInside("file:///v/My%20Show/b%FFd.mkv", folder: "/v/My Show"))
        XCTAssertFalse(FileLocation.isInside("file:///v/Show%202/b%FFd.mkv", folder: "/v/Show"))
        XCTAssertFalse(FileLocation.isInside("https://example.org/v/Show/a.mkv", folder: "/v/Show"))
    }

    /// A library video whose name is not UTF-8 sits with its neighbours, titled readably.
    func testALibraryItemStoredAsAFileURIIsGroupedAndTitledByItsPath() {
        let item = LibraryItem(location: "file:///v/Show/b%FFd.mkv", added: 0)
        XCTAssertEqual(item.folder, "/v/Show")
        XCTAssertEqual(item.title, "b\u{FFFD}d")
        let catalog = LibraryCatalog(items: [LibraryItem(location: "/v/Show/a.mkv", added: 0), item])
        let groups = catalog.groups("", sortedBy: .name)
        XCTAssertEqual(groups.count, 1, "one folder, not a file:// one beside it")
        XCTAssertEqual(catalog.groups("show b", sortedBy: .name).first?.items.count, 1, "found by its shown path and title")
    }
}
