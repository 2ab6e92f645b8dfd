// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaDesktop
import XCTest

final class FolderNeighboursTests: XCTestCase {
    func testEpisodesInNaturalOrderSkippingOtherFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nova-episodes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Show 1.mkv", "Show 2.mp4", "Show 10.webm", "Show 2.srt", "notes.txt", "cover.jpg", "Show 3.mkv"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data()))
        }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        XCTAssertEqual(FolderNeighbours.next(after: path("Show 1.mkv")), path("Show 2.mp4"))
        XCTAssertEqual(FolderNeighbours.next(after: path("Show 2.mp4")), path("Show 3.mkv"))
        XCTAssertEqual(FolderNeighbours.next(after: path("Show 3.mkv")), path("Show 10.webm"))
        XCTAssertNil(FolderNeighbours.next(after: path("Show 10.webm")))
        XCTAssertEqual(FolderNeighbours.previous(before: path("Show 10.webm")), path("Show 3.mkv"))
        XCTAssertNil(FolderNeighbours.previous(before: path("Show 1.mkv")))
        XCTAssertFalse(FolderNeighbours.isMedia("Show 2.srt"))
        XCTAssertTrue(FolderNeighbours.isMedia("song.flac"))
    }

    /// A neighbour whose name is not UTF-8 is found, as its file:// URI, and the way back
    /// from it leads to the file before.
    func testANameThatIsNotUTF8IsANeighbourToo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nova-episodes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Show 1.mkv", "Show 3.mkv"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data()))
        }
        // Two names that read alike ("Show 2 �.mkv"), told apart by their bytes: neither is skipped.
        for byte: UInt8 in [0xE9, 0xE8] {
            let raw = Array((folder.path + "/Show 2 ").utf8) + [byte] + Array(".mkv".utf8) + [0]
            let made = raw.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644) }
            XCTAssertGreaterThanOrEqual(made, 0)
            close(made)
        }
        let folderURI = try XCTUnwrap(FolderNeighbours.next(after: folder.appendingPathComponent("Show 1.mkv").path))
            .replacingOccurrences(of: "/Show%202%20%E8.mkv", with: "")
        let e8 = folderURI + "/Show%202%20%E8.mkv", e9 = folderURI + "/Show%202%20%E9.mkv"
        XCTAssertTrue(e8.hasPrefix("file:///"))
        XCTAssertEqual(FolderNeighbours.next(after: e8), e9)
        XCTAssertEqual(FolderNeighbours.next(after: e9), folder.appendingPathComponent("Show 3.mkv").path)
        XCTAssertEqual(FolderNeighbours.previous(before: e9), e8)
        XCTAssertEqual(FolderNeighbours.previous(before: e8), folder.appendingPathComponent("Show 1.mkv").path)
        XCTAssertNil(FolderNeighbours.next(after: "https://example.org/Show 1.mkv"), "a stream has no folder")
    }
}
