// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
@testable import NovaEngine
import XCTest

/// mpv is NovaEngine's alone: no mpv property, option or command name is written anywhere
/// else in Nova's sources, so the rest of Nova speaks only the `Player`'s typed API. The
/// names are read from NovaEngine itself, where it speaks to mpv, so a name added there is
/// checked without being listed here.
final class EngineBoundaryTests: XCTestCase {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// How NovaEngine writes an mpv name: a property read or set through Player's typed
    /// calls (`setFlag("pause", …)`), an option in the lists given to mpv before it starts
    /// (`("keep-open", "yes")`), a command and, for `add`/`set`/`cycle`, the property it
    /// changes (`command(["add", "sub-delay", …])`), both sides of a choice between commands
    /// (`[forward ? "frame-step" : "frame-back-step"]`), and a command called by its
    /// named arguments (`("name", "loadfile")`).
    static let shapes = [
        #"(?:set(?:Flag|Double|String)|get(?:String|Int|Double))\("([a-z][a-z0-9-]*)""#,
        #"^\s*(?:list \+= \[|list\.append\(|\[)?\("([a-z][a-z0-9-]*)", "#,
        #", \("([a-z][a-z0-9-]*)", "#,
        #"command(?:InBackground)?\(\[(?:"(?:add|set|cycle)", )?"([a-z][a-z0-9+-]*)""#,
        #"command(?:InBackground)?\(\[[a-z]+ \? "([a-z][a-z0-9+-]*)" : "([a-z][a-z0-9+-]*)""#,
        #"\("name", "([a-z][a-z0-9-]*)"\)"#,
        #"precision == \.exact \? "([a-z+]+)" : "([a-z+]+)""#,
        #"\("flags", [^?]*\? "([a-z-]+)" : "([a-z-]+)""#,
    ]
    /// The keys of a command's named arguments, which are not names of mpv's own things.
    static let argumentKeys: Set<String> = ["name", "url", "flags", "start", "options"]

    /// Every mpv name NovaEngine writes, with the observed properties.
    static func engineNames() throws -> Set<String> {
        let engine = sources.appendingPathComponent("NovaEngine")
        var names = Set(ObservedProperty.allCases.map(\.name))
        let patterns = try shapes.map { try NSRegularExpression(pattern: $0, options: [.anchorsMatchLines]) }
        for file in try FileManager.default.contentsOfDirectory(atPath: engine.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: engine.appendingPathComponent(file), encoding: .utf8)
            let code = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            let whole = NSRange(code.startIndex..., in: code)
            for pattern in patterns {
                for match in pattern.matches(in: code, range: whole) {
                    for group in 1..<match.numberOfRanges {
                        guard let range = Range(match.range(at: group), in: code) else { continue }
                        names.insert(String(code[range]))
                    }
                }
            }
        }
        return names.subtracting(argumentKeys)
    }

    /// Where a name is also something else of Nova's own: the `volume` GSettings key, the
    /// `NOVA_DEBUG=seek` topic.
    static let allowed: [String: Set<String>] = ["volume": ["NovaCore/SettingKeys.swift"],
                                                 "seek": ["NovaUI/Player/Seeking/SeekDriver.swift"]]

    func testTheEngineNamesAreFoundWhereItSpeaksToMpv() throws {
        let names = try Self.engineNames()
        // One of each shape, and the filters and deinterlacing a hand-kept list once missed.
        for name in ["pause", "sub-delay", "keep-open", "hr-seek", "loadfile", "append-play", "frame-back-step",
                     "absolute+exact", "vf", "af", "deinterlace", "ao-reload", "zimg-scaler", "video-rotate",
                     "playlist-remove", "time-pos", "container-fps"] {
            XCTAssertTrue(names.contains(name), "\(name) is not found in NovaEngine's calls to mpv")
        }
        XCTAssertFalse(names.contains("url"), "a named argument's key is no mpv name")
    }

    func testNoMpvNameIsWrittenOutsideTheEngine() throws {
        let names = try Self.engineNames()
        var leaks: [String] = []
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: Self.sources.path)).compactMap { $0 as? String }
        XCTAssertTrue(files.contains("NovaUI/Player/PlayerController.swift"), "the sources are where the test looks")
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("NovaEngine/") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for name in names where text.contains("\"\(name)\"") && !(Self.allowed[name]?.contains(file) ?? false) {
                leaks.append("\(file): \"\(name)\"")
            }
        }
        XCTAssertEqual(leaks.sorted(), [], "mpv's names belong in NovaEngine")
    }
}
