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
            FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data())
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
}
