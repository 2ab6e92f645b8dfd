// SPDX-License-Identifier: GPL-3.0-or-later
@testable import NovaCore
import XCTest

/// The debug lines' words are a contract with the suite and the bench
/// (Tests/EndToEnd/novatest/debuglines.py reads them): these are the ones they parse.
final class DebugLineTests: XCTestCase {
    func testTheLinesTheSuiteParsesKeepTheirWords() {
        let lines: [(DebugLine, String)] = [
            (.seekRequest(target: 12.5, exact: true, source: "gesture"),
             "nova-seek: request target=12.500000 precision=exact source=gesture"),
            (.seekDone(position: 1, shown: -1), "nova-seek: done position=1.000000 shown=-1.000000"),
            (.timeline(x: 83, y: 549, width: 794, height: 44), "nova-timeline: x=83 y=549 width=794 height=44"),
            (.panelOpened("speed", at: .side), "nova-panel: opened speed (side)"),
            (.panelMoved("speed", to: .bottom), "nova-panel: moved speed to the bottom"),
            (.panelFocus("tracks", inside: true), "nova-panel: focus in the tracks panel"),
            (.panelControl(name: "Close", x: 1, y: -2, width: 44, height: 44, shown: false),
             "nova-panel: control \"Close\" at 1,-2 44x44 scrolled away"),
            (.checkMark(row: nil), "nova-panel: check mark on row none"),
            (.panelState(audio: 2, subtitles: nil, speed: 1.25, subtitleDelay: 0.1, audioDelay: 0, subtitleScale: 1,
                         loudnessEvened: false),
             "nova-panel: aid=2 sid=no speed=1.25 sub-delay=0.1 audio-delay=0.0 sub-scale=1.0 loudness=as-recorded"),
            (.sleepTimer(nil), "nova-panel: sleep timer: off"),
            (.libraryShowing(count: 3, of: 3, search: "", sort: "duration", milliseconds: 1.25),
             "nova-library: showing 3 of 3 videos (search \"\", duration) in 1.2 ms"),
            (.libraryRead(videos: 0, unavailable: 0, folders: 0, milliseconds: 2),
             "nova-library: 0 videos, 0 unavailable, 0 folders, read in 2.0 ms"),
            (.libraryIndexed(folder: "/v", videos: 2, changed: false), "nova-library: indexed /v: 2 videos, unchanged"),
            (.placeholder(title: nil), "nova-picture: no placeholder"),
            (.buffering(shown: true), "nova-picture: buffering shown"),
            (.controlPlacement(name: "Play", inMenu: true, x: 5, y: 6, width: 7, height: 8), "nova-control: menu \"Play\" at 5,6 7x8"),
            (.upNextControl(name: "Play Now", x: 900, y: 500, width: 120, height: 44),
             "nova-up-next: control \"Play Now\" at 900,500 120x44"),
            (.picture(shown: false), "nova-interruption: the picture is off"),
            (.settingChanged("volume-boost"), "nova-setting: volume-boost changed"),
        ]
        for (line, words) in lines { XCTAssertEqual(line.text, words) }
    }

    func testEachLineBelongsToTheTopicThatTurnsItOn() {
        XCTAssertEqual(DebugLine.timeline(x: 0, y: 0, width: 0, height: 0).topic, .seek)
        XCTAssertEqual(DebugLine.sleepTimerFired.topic, .panels)
        XCTAssertEqual(DebugLine.layoutReportEnd.topic, .sizes)
        XCTAssertEqual(DebugLine.picture(shown: true).topic, .interruptions)
        XCTAssertEqual(Set(DebugTopic.allCases.map(\.rawValue)),
                       ["seek", "panels", "library", "picture", "sizes", "controls", "keys", "settings", "interruptions", "sound"])
    }
}
