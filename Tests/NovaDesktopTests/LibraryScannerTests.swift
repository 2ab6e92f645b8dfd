// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore
import NovaDesktop
import XCTest

final class LibraryScannerTests: XCTestCase {
    /// The test card from the build tree (made by the engine tests or the end-to-end suite).
    private func card() throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let media = ProcessInfo.processInfo.environment["NOVA_TEST_MEDIA_DIR"].map { URL(fileURLWithPath: $0) }
            ?? root.appendingPathComponent(".build/nova-test-media")
        let card = media.appendingPathComponent("test-card-720p30.mkv")
        if !FileManager.default.fileExists(atPath: card.path) {
            let process = Process()
            process.executableURL = root.appendingPathComponent("meson-helpers/make-test-card")
            process.arguments = ["--height", "720", "--fps", "30", "--duration", "60", card.path]
            try process.run()
            process.waitUntilExit()
        }
        return card
    }

    func testVideosAreFoundByContentNotOnlyByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nova-scan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fm = FileManager.default
        for sub in ["Show/Season 1", ".hidden", "Empty"] {
            try fm.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let card = try card()
        for name in ["Show/Season 1/Episode 1.mkv", "Show/clip", ".hidden/secret.mkv", "Show/.partial.mkv"] {
            try fm.copyItem(at: card, to: folder.appendingPathComponent(name))
        }
        try "just words\n".write(to: folder.appendingPathComponent("Show/notes.txt"), atomically: true, encoding: .utf8)
        try "just words\n".write(to: folder.appendingPathComponent("Show/readme"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(at: folder.appendingPathComponent("Show/loop"), withDestinationURL: folder.appendingPathComponent("Show"))
        // A name that is not UTF-8 (bytes from an old file system): found, as a file:// URI.
        let rawPath = Array((folder.path + "/Show/b").utf8) + [0xFF] + Array("d.mkv".utf8) + [0]
        let source = open(card.path, O_RDONLY)
        let target = rawPath.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while case let count = read(source, &buffer, buffer.count), count > 0 { _ = write(target, buffer, count) }
        close(source)
        close(target)

        var progress: [Int] = []
        let result = LibraryScanner().scan(folder.path) { progress.append($0) }
        XCTAssertTrue(result.folderExists)
        let paths = result.videos.map(\.location).filter { $0.hasPrefix("/") }.sorted()
        XCTAssertEqual(paths, [
            folder.appendingPathComponent("Show/Season 1/Episode 1.mkv").path,
            folder.appendingPathComponent("Show/clip").path,
        ], "a video without an extension is found by its content; text and hidden files are not; a link loop is walked once")
        XCTAssertEqual(result.videos.filter { $0.location.hasPrefix("file://") }.map(\.location),
                       ["file://" + folder.path.replacingOccurrences(of: " ", with: "%20") + "/Show/b%FFd.mkv"])
        // Such a file is looked up by its bytes: there now, not once it is gone.
        let odd = try XCTUnwrap(result.videos.first { $0.location.hasPrefix("file://") }).location
        XCTAssertTrue(FilePresence.isThere(odd))
        XCTAssertTrue(FilePresence.isThere(folder.appendingPathComponent("Show/clip").path))
        XCTAssertTrue(FilePresence.isThere("https://example.org/stream.m3u8"), "a stream counts as there")
        XCTAssertEqual(rawPath.withUnsafeBufferPointer { unlink(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }, 0)
        XCTAssertFalse(FilePresence.isThere(odd))
        XCTAssertFalse(FilePresence.isThere(folder.appendingPathComponent("Show/gone.mkv").path))
        XCTAssertEqual(result.videos.first?.size, (try fm.attributesOfItem(atPath: card.path)[.size] as? NSNumber)?.int64Value)
        XCTAssertEqual(progress.last, 3)
        XCTAssertTrue(result.directories.contains(folder.appendingPathComponent("Empty").path))

        let missing = LibraryScanner().scan(folder.appendingPathComponent("unplugged").path)
        XCTAssertFalse(missing.folderExists)
        XCTAssertTrue(missing.videos.isEmpty)
    }

    func testEachFolderIsWalkedOnceAndNoLinkLeadsOutOfTheLibraryFolder() throws {
        let fm = FileManager.default
        let base = fm.temporaryDirectory.appendingPathComponent("nova-links-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: base) }
        let folder = base.appendingPathComponent("Videos")
        let elsewhere = base.appendingPathComponent("Elsewhere")
        for sub in [folder.appendingPathComponent("Show/Season 1"), elsewhere] {
            try fm.createDirectory(at: sub, withIntermediateDirectories: true)
        }
        let card = try card()
        try fm.copyItem(at: card, to: folder.appendingPathComponent("film.mkv"))
        try fm.copyItem(at: card, to: folder.appendingPathComponent("Show/Season 1/Episode 1.mkv"))
        try fm.copyItem(at: card, to: elsewhere.appendingPathComponent("not mine.mkv"))
        // A link back to the folder itself, one to a folder inside it, two out of it.
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("again").path, withDestinationPath: ".")
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("Current season").path,
                                  withDestinationPath: "Show/Season 1")
        try fm.createSymbolicLink(at: folder.appendingPathComponent("Out"), withDestinationURL: elsewhere)
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("Up").path, withDestinationPath: "..")

        let result = LibraryScanner().scan(folder.path)
        let names = result.videos.map { ($0.location as NSString).lastPathComponent }.sorted()
        XCTAssertEqual(names, ["Episode 1.mkv", "film.mkv"], "\(result.videos.map(\.location))")
        XCTAssertFalse(result.directories.contains { $0.hasSuffix("/Out") || $0.hasSuffix("/Up") || $0.hasSuffix("/again") },
                       "\(result.directories)")

        // A library folder that is itself a link is walked where it leads, the same way.
        let linked = base.appendingPathComponent("Library")
        try fm.createSymbolicLink(at: linked, withDestinationURL: folder)
        XCTAssertEqual(LibraryScanner().scan(linked.path).videos.count, 2)

        // Inside is judged as FileLocation.isInside judges it, by whole path components.
        XCTAssertTrue(FileLocation.isInside("/media/card/Videos/Show", folder: "/media/card/Videos"))
        XCTAssertFalse(FileLocation.isInside("/media/card/Videos 2", folder: "/media/card/Videos"))
        XCTAssertTrue(FileLocation.isInside("/anything", folder: "/"))
    }

    /// GIO reports modification times unsigned: a file dated 1969 must still read as 1969.
    func testFilesDatedBefore1970AndFarAheadKeepTheirDates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nova-dates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let dates: [String: Int] = ["moon landing.mkv": -14_182_940, "far ahead.mkv": 7_258_118_400]
        for (name, seconds) in dates {
            let path = folder.appendingPathComponent(name).path
            try FileManager.default.copyItem(atPath: try card().path, toPath: path)
            var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
            XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        }
        let found = LibraryScanner().scan(folder.path).videos
        for (name, seconds) in dates {
            let video = try XCTUnwrap(found.first { $0.location.hasSuffix("/" + name) })
            XCTAssertEqual(video.modified, Double(seconds), name)
        }
    }
}
