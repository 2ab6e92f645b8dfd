// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class PreferencesTests: XCTestCase {
    func testValueSetsMatchTheSchema() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let schema = try String(contentsOf: root.appendingPathComponent("data/io.github.novaplayer.Nova.gschema.xml"), encoding: .utf8)
        func choices(_ key: String) -> [String] {
            guard let start = schema.range(of: "<key name=\"\(key)\""),
                  let end = schema.range(of: "</key>", range: start.upperBound..<schema.endIndex) else { return [] }
            return schema[start.upperBound..<end.lowerBound].components(separatedBy: "<choice value=\"").dropFirst()
                .map { String($0.prefix { $0 != "\"" }) }
        }
        XCTAssertEqual(choices("theme"), Preferences.Theme.allCases.map(\.rawValue))
        XCTAssertEqual(choices("hardware-decoding"), Preferences.HardwareDecoding.allCases.map(\.rawValue))
        XCTAssertEqual(choices("brightness-mode"), Preferences.BrightnessMode.allCases.map(\.rawValue))
    }

    func testSkipAmountsAndVolumeCeiling() {
        XCTAssertEqual(Preferences.skipChoices, [5, 10, 15, 30])
        XCTAssertEqual(Preferences.skipChoice(nearest: 10), 10)
        XCTAssertEqual(Preferences.skipChoice(nearest: 7), 5)
        XCTAssertEqual(Preferences.skipChoice(nearest: 60), 30)
        XCTAssertEqual(Preferences.maximumVolume(boost: false), 100)
        XCTAssertEqual(Preferences.maximumVolume(boost: true), 150)
    }

    func testLanguageLists() {
        XCTAssertEqual(Preferences.languageList("de, EN ,,fr"), "de,en,fr")
        XCTAssertEqual(Preferences.languageList("pt-br, jpn"), "pt-BR,jpn")
        XCTAssertEqual(Preferences.languageList(""), "")
        XCTAssertNil(Preferences.languageList("german"))
        XCTAssertNil(Preferences.languageList("de;en"))
    }

    func testGesturesThatAreOffDoNothing() {
        var switches = GestureSwitches()
        XCTAssertTrue(switches.allows(.adjustLevel(.volume, delta: 0.1)))
        switches.volume = false
        switches.seek = false
        switches.longPress = false
        XCTAssertFalse(switches.allows(.adjustLevel(.volume, delta: 0.1)))
        XCTAssertTrue(switches.allows(.adjustLevel(.brightness, delta: 0.1)))
        XCTAssertFalse(switches.allows(.commitSeek(target: 3)))
        XCTAssertFalse(switches.allows(.speedBoost(true)))
        XCTAssertTrue(switches.allows(.speedBoost(false)), "a boost always ends")
        XCTAssertTrue(switches.allows(.toggleControls))
    }
}

final class VideoKindTests: XCTestCase {
    func testAVideoIsKnownFromItsTrackListAndACoverIsSound() {
        var state = PlaybackState()
        state.location = "/v/a.mkv"
        state.isIdle = false
        XCTAssertFalse(state.showsVideo, "no tracks listed yet")
        state.tracks = [MediaTrack(id: 1, kind: .video, isSelected: true), MediaTrack(id: 1, kind: .audio, isSelected: true)]
        XCTAssertTrue(state.showsVideo, "before the first frame's size is known")
        XCTAssertFalse(state.isAudioOnly)
        state.tracks = [MediaTrack(id: 1, kind: .video, isSelected: true, isCoverArt: true), MediaTrack(id: 1, kind: .audio, isSelected: true)]
        XCTAssertFalse(state.showsVideo, "a song's cover")
        XCTAssertTrue(state.isAudioOnly)
        XCTAssertFalse(state.needsPicturePlaceholder, "the cover is its picture")
        state.tracks = [MediaTrack(id: 1, kind: .audio, isSelected: true)]
        XCTAssertTrue(state.needsPicturePlaceholder)
        state.tracks = [MediaTrack(id: 1, kind: .video, isSelected: false), MediaTrack(id: 1, kind: .audio, isSelected: true)]
        XCTAssertFalse(state.showsVideo, "the picture turned off while nobody sees it")
        XCTAssertTrue(state.hasVideo, "still a video, not a song")
        XCTAssertFalse(state.isAudioOnly)
    }
}
