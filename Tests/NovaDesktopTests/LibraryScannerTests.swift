// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
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
