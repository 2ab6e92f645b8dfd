// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
@testable import NovaEngine
import XCTest

/// mpv is NovaEngine's alone: no mpv property or command name is written anywhere else in
/// Nova's sources, so the rest of Nova speaks only the `Player`'s typed API.
final class EngineBoundaryTests: XCTestCase {
    /// What the engine says to mpv besides the observed properties: the properties it sets
    /// and the commands it runs (Player.swift, SoftwareRenderer.swift, ThumbnailDecoder.swift).
    static let spokenNames = [
        "pause", "mute", "speed", "aid", "sid", "vid", "sub-visibility", "sub-delay", "audio-delay", "sub-scale",
        "hwdec", "alang", "slang", "loop-file", "panscan", "zimg-scaler", "container-fps", "playlist-count",
        "time-pos", "hwdec-current", "video-codec", "audio-codec", "file-format", "frame-drop-count",
        "loadfile", "playlist-next", "playlist-prev", "cycle", "sub-step", "sub-add", "screenshot-to-file", "seek",
        "frame-step", "frame-back-step", "ab-loop", "absolute+exact", "relative+exact", "auto-safe", "append-play",
    ]

    /// Where a name is also something else of Nova's own: the `volume` GSettings key, the
    /// `NOVA_DEBUG=seek` topic.
    static let allowed: [String: Set<String>] = ["volume": ["NovaCore/SettingKeys.swift"], "seek": ["NovaUI/SeekDriver.swift"]]

    func testNoMpvNameIsWrittenOutsideTheEngine() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let names = Set(Self.spokenNames + ObservedProperty.allCases.map(\.name))
        var leaks: [String] = []
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        XCTAssertTrue(files.contains("NovaUI/PlayerController.swift"), "the sources are where the test looks")
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("NovaEngine/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for name in names where text.contains("\"\(name)\"") && !(Self.allowed[name]?.contains(file) ?? false) {
                leaks.append("\(file): \"\(name)\"")
            }
        }
        XCTAssertEqual(leaks, [], "mpv's names belong in NovaEngine")
    }
}
