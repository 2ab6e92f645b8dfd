// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

/// What Open Location takes, and how a stream's failure is worded from what ffmpeg said.
final class LocationInputTests: XCTestCase {
    func testAddressesAreTakenAsTheyAreOrMadeWhole() {
        XCTAssertEqual(LocationInput.read("  https://example.org/film.mkv \n"), .location("https://example.org/film.mkv"))
        XCTAssertEqual(LocationInput.read("http://127.0.0.1:8080/a.m3u8"), .location("http://127.0.0.1:8080/a.m3u8"))
        XCTAssertEqual(LocationInput.read("RTSP://camera.local/stream"), .location("RTSP://camera.local/stream"))
        XCTAssertEqual(LocationInput.read("example.org/film.mp4"), .location("https://example.org/film.mp4"))
        XCTAssertEqual(LocationInput.read("/home/me/Videos/a.mkv"), .location("/home/me/Videos/a.mkv"))
        XCTAssertEqual(LocationInput.read("file:///home/me/a%20b.mkv"), .location("file:///home/me/a%20b.mkv"))
    }

    func testWhatPeoplePasteIsTakenAsTheyMeanIt() {
        XCTAssertEqual(LocationInput.read("/home/me/My Videos/a b.mkv"), .location("/home/me/My Videos/a b.mkv"))
        XCTAssertEqual(LocationInput.read("\"https://example.org/a.mkv\""), .location("https://example.org/a.mkv"))
        XCTAssertEqual(LocationInput.read("<https://example.org/a.mkv>"), .location("https://example.org/a.mkv"))
        XCTAssertEqual(LocationInput.read("https://example.org/a.mkv."), .location("https://example.org/a.mkv"))
        XCTAssertEqual(LocationInput.read("192.168.1.10:8080/a.mkv"), .location("http://192.168.1.10:8080/a.mkv"),
                       "a machine at home speaks plain http")
        XCTAssertEqual(LocationInput.read("localhost:8000/a.m3u8"), .location("http://localhost:8000/a.m3u8"))
        XCTAssertEqual(LocationInput.read("http://[::1]:8080/a.mkv"), .location("http://[::1]:8080/a.mkv"))
        XCTAssertEqual(LocationInput.read("smb://nas.local/films/a.mkv"), .location("smb://nas.local/films/a.mkv"))
    }

    func testAnAddressLongerThanTheEntryHoldsIsTakenWholeFromTheClipboard() {
        let long = "https://cdn.example.org/film.mkv?sig=" + String(repeating: "a", count: 120_000)
        let cut = String(long.prefix(65_534))
        XCTAssertEqual(LocationInput.whole(entered: cut, clipboard: long + "\n"), long)
        XCTAssertEqual(LocationInput.whole(entered: cut, clipboard: nil), cut, "no clipboard: what is there")
        XCTAssertEqual(LocationInput.whole(entered: cut, clipboard: "https://other.example.org/" + long), cut,
                       "a clipboard the entry was not cut from is not taken")
        let short = "https://example.org/a.mkv"
        XCTAssertEqual(LocationInput.whole(entered: short, clipboard: short + "?more"), short,
                       "an entry short of its limit was typed or edited as it stands")
    }

    func testWhatIsNoAddressIsRefused() {
        XCTAssertEqual(LocationInput.read("   "), .empty)
        XCTAssertEqual(LocationInput.read("not an address"), .notAnAddress)
        XCTAssertEqual(LocationInput.read("javascript://alert(1)"), .notAnAddress)
        XCTAssertEqual(LocationInput.read("film"), .notAnAddress)
        XCTAssertEqual(LocationInput.read(".hidden"), .notAnAddress)
        XCTAssertEqual(LocationInput.read("https://a.org/x\nhttps://b.org/y"), .notAnAddress)
        XCTAssertEqual(LocationInput.read("1http://x"), .notAnAddress, "a scheme starts with a letter")
        XCTAssertEqual(LocationInput.read("javascript:alert(document.cookie)"), .notAnAddress)
        XCTAssertEqual(LocationInput.read("mailto:a@b.org"), .notAnAddress)
        XCTAssertEqual(LocationInput.read("magnet:?xt=urn:btih:0&dn=film.mkv"), .notAnAddress)
        XCTAssertEqual(LocationInput.read("film.mkv"), .notAnAddress, "a file's name is no host")
        XCTAssertEqual(LocationInput.read("data:video/mp4;base64,AAAA"), .notAnAddress)
    }

    func testTheNetworkIsEveryAddressButAFile() {
        XCTAssertTrue(LocationInput.isNetwork("https://example.org/a.mkv"))
        XCTAssertTrue(LocationInput.isNetwork("rtsp://camera/stream"))
        XCTAssertFalse(LocationInput.isNetwork("file:///v/a.mkv"))
        XCTAssertFalse(LocationInput.isNetwork("/v/a.mkv"))
        XCTAssertFalse(LocationInput.isNetwork("/v/odd://name.mkv"))
        XCTAssertTrue(LocationInput.isWeb("HTTPS://example.org/film.mkv"))
        XCTAssertFalse(LocationInput.isWeb("rtsp://camera/stream"), "the network, not the web")
        XCTAssertFalse(LocationInput.isWeb("/v/http://name.mkv"))
    }
}

final class StreamFailureTests: XCTestCase {
    private let url = "https://example.org/film.mkv"

    private func classify(_ lines: [String], ytDlp: Bool = true, notMedia: Bool = false, location: String? = nil) -> PlaybackError? {
        StreamFailure.classify(location: location ?? url, log: lines, ytDlpAvailable: ytDlp, notMedia: notMedia)
    }

    func testWhatFfmpegSaidIsWordedForThePerson() {
        XCTAssertEqual(classify(["ffmpeg: http: HTTP error 404 File not found", "cplayer: Failed to open x."]),
                       .httpStatus(location: url, code: 404))
        XCTAssertEqual(classify(["ffmpeg: https: Server returned 403 Forbidden (access denied)"]),
                       .httpStatus(location: url, code: 403))
        XCTAssertEqual(classify(["ffmpeg: tcp: Connection to tcp://127.0.0.1:9 failed: Connection refused"]),
                       .unreachable(location: url))
        XCTAssertEqual(classify(["ffmpeg: tcp: Failed to resolve hostname x.invalid: Name or service not known"]),
                       .unreachable(location: url))
        XCTAssertEqual(classify(["ffmpeg: tls: An unexpected TLS packet was received."]), .insecureConnection(location: url))
        XCTAssertEqual(classify(["ffmpeg: tls: The certificate is NOT trusted."]), .insecureConnection(location: url))
    }

    func testAPageThatIsNoMediaNeedsYtDlpOnlyWhenItIsMissing() {
        let page = "https://example.org/watch?v=1"
        XCTAssertEqual(classify(["cplayer: Failed to recognize file format."], ytDlp: false, notMedia: true, location: page),
                       .webPageNeedsYtDlp(location: page))
        XCTAssertEqual(classify(["cplayer: Failed to recognize file format."], ytDlp: true, notMedia: true, location: page),
                       .unsupportedFormat(location: page))
        XCTAssertNil(classify([], ytDlp: false, notMedia: true, location: "rtsp://camera/stream"), "not the web")
        XCTAssertNil(classify(["ffmpeg: something else"]), "nothing better to say")
    }

    func testTheAddressItselfAndEarlierStatusesDoNotDecide() {
        let russian = "https://example.org/Russland.mkv"
        XCTAssertEqual(classify(["ffmpeg: tcp: Connection to tcp://example.org failed: Connection refused",
                                 "cplayer: Failed to open \(russian)."], location: russian),
                       .unreachable(location: russian), "'ssl' in the address is no TLS")
        XCTAssertEqual(classify(["ffmpeg: hls: HTTP error 404 Not Found", "ffmpeg: http: HTTP error 503 Service Unavailable"]),
                       .httpStatus(location: url, code: 503), "the last status said")
        XCTAssertEqual(classify(["cplayer: Failed to recognize file format."], ytDlp: false, notMedia: false,
                                location: "http://example.org/page"),
                       .webPageNeedsYtDlp(location: "http://example.org/page"), "mpv's own words for not media")
    }

    func testAPlaylistIsAStreamInPartsThatFailedOnlyWhenTheHlsReaderSpoke() {
        let list = "http://example.org/live/index.m3u8"
        // What ffmpeg 5.1 and 7.1 say when a list's parts are not there (read from a real run).
        let failedParts = ["ffmpeg: http: HTTP error 404 File not found",
                           "ffmpeg/demuxer: hls: Failed to open segment 0 of playlist 0",
                           "ffmpeg/demuxer: hls: Error when loading first segment '\(list.dropLast(10))index0.ts'",
                           "lavf: avformat_open_input() failed"]
        XCTAssertEqual(StreamFailure.partsFailed(location: list, log: failedParts),
                       .partsUnavailable(location: list, httpStatus: 404))
        XCTAssertEqual(StreamFailure.partsFailed(location: "file:///v/index.m3u8",
                                                 log: ["ffmpeg/demuxer: hls: Failed to open segment 0 of playlist 0"]),
                       .partsUnavailable(location: "file:///v/index.m3u8", httpStatus: nil), "a local list: no status")
        XCTAssertNil(StreamFailure.partsFailed(location: "file:///v/films.m3u", log: []), "a playlist of films")
        XCTAssertNil(StreamFailure.partsFailed(location: "http://radio.example/listen.pls",
                                               log: ["ffmpeg: http: HTTP error 404 File not found"]),
                     "a station list whose first entry failed: that entry's failure, not the list's")
    }

    func testOnlyRealStatusCodesCount() {
        XCTAssertNil(classify(["http error 40"]))
        XCTAssertNil(classify(["Server returned 200 OK"]))
        XCTAssertEqual(classify(["HTTP error 503 Service Unavailable"]), .httpStatus(location: url, code: 503))
    }
}
