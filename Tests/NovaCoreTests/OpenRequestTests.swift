// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class OpenRequestTests: XCTestCase {
    func testSubtitleFilesAreToldApartByTheirEnding() {
        for name in ["/v/film.srt", "/v/film.ASS", "/v/a.b.ssa", "file:///v/film.vtt", "/v/dvd.sub", "/v/dvd.idx",
                     "/v/film.sup", "https://example.org/subs/film.srt?token=1#x", "film.srt"] {
            XCTAssertTrue(OpenRequest.isSubtitleFile(name), name)
        }
        for name in ["/v/film.mkv", "/v/srt", "/v/.srt", "/v/film.srt/", "/v.srt/film", "https://example.org/play?f=a.srt",
                     "/v/film.srt.mkv", ""] {
            XCTAssertFalse(OpenRequest.isSubtitleFile(name), name)
        }
    }

    func testSubtitlesGoToTheVideoNeverInItsPlace() {
        let whilePlaying = OpenRequest(["/v/film.srt"], somethingPlays: true)
        XCTAssertEqual(whilePlaying.media, [])
        XCTAssertEqual(whilePlaying.subtitles, ["/v/film.srt"])
        XCTAssertFalse(whilePlaying.subtitlesNeedAVideo, "added to the video that plays")

        let alone = OpenRequest(["/v/film.srt"], somethingPlays: false)
        XCTAssertTrue(alone.subtitlesNeedAVideo, "nothing to add them to")

        let together = OpenRequest(["/v/film.srt", "/v/film.mkv", "/v/next.mkv"], somethingPlays: false)
        XCTAssertEqual(together.media, ["/v/film.mkv", "/v/next.mkv"])
        XCTAssertEqual(together.subtitles, ["/v/film.srt"])
        XCTAssertFalse(together.subtitlesNeedAVideo, "they go to the video that came with them")

        let none = OpenRequest([], somethingPlays: false)
        XCTAssertFalse(none.subtitlesNeedAVideo)
    }

    func testWhatAClientMayAskToOpen() {
        XCTAssertNil(OpenRequest.refusal(ofURI: "file:///home/u/film.mkv"))
        XCTAssertNil(OpenRequest.refusal(ofURI: "https://example.org/live.m3u8"))
        XCTAssertNil(OpenRequest.refusal(ofURI: "RTSP://camera/stream"))
        XCTAssertNil(OpenRequest.refusal(ofURI: "/home/u/film.mkv"), "an absolute path, as clients send")
        XCTAssertEqual(OpenRequest.refusal(ofURI: ""), .empty)
        XCTAssertEqual(OpenRequest.refusal(ofURI: " \n"), .empty)
        XCTAssertEqual(OpenRequest.refusal(ofURI: "../../etc/passwd"), .relativePath)
        XCTAssertEqual(OpenRequest.refusal(ofURI: "film.mkv"), .relativePath)
        XCTAssertEqual(OpenRequest.refusal(ofURI: ":film"), .relativePath)
        XCTAssertEqual(OpenRequest.refusal(ofURI: "C:\\films\\a.mkv"), .unsupportedScheme("C"))
        XCTAssertEqual(OpenRequest.refusal(ofURI: "javascript:alert(1)"), .unsupportedScheme("javascript"))
        XCTAssertEqual(OpenRequest.refusal(ofURI: "1http://x"), .relativePath, "a scheme starts with a letter")
    }
}
