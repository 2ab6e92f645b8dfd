// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

/// The lines a person at a terminal reads, and the suite too (novatest/consolelines.py
/// spells the same words): each begins "Nova: " and says its values where they belong.
final class ConsoleLineTests: XCTestCase {
    func testEachLineSaysItsWordsAfterNovasName() {
        XCTAssertEqual(ConsoleLine.said("Sound is back").text, "Nova: Sound is back")
        XCTAssertEqual(ConsoleLine.subtitlesAdded(location: "/v/a b.srt").text, "Nova: subtitles added: /v/a b.srt")
        XCTAssertEqual(ConsoleLine.openedAgain(at: "0:41").text, "Nova: opened again at 0:41, where it ended early")
        XCTAssertEqual(ConsoleLine.resumed(location: "/v/a.mkv", at: "1:02").text, "Nova: resumed /v/a.mkv at 1:02")
        XCTAssertEqual(ConsoleLine.screenshot(path: "/p/a.png").text, "Nova: screenshot /p/a.png")
        XCTAssertEqual(ConsoleLine.soundLost.text, "Nova: sound lost: the sound server stopped")
        XCTAssertEqual(ConsoleLine.soundBack.text, "Nova: sound is back")
        XCTAssertEqual(ConsoleLine.playbackError(headline: "Can't play “a.mkv”", sentence: "It is not a video.",
                                                 location: "/v/a.mkv").text,
                       "Nova: Can't play “a.mkv”: It is not a video. (/v/a.mkv)")
    }
}
