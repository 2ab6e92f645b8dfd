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

    func testWhatIsNoAddressIsRefused() {
        XCTAssertEqual(LocationInput.read("   "), .empty)
        XCTAssertEqual(LocationInput.read("not an address"), .notAnAddress)
        XCTAssertEqual(LocationInput.read("javascript://alert(1)"), .notAnAddress)
        XCTAssertEqual(LocationInput.read("film"), .notAnAddress)
        XCTAssertEqual(LocationInput.read(".hidden"), .notAnAddress)
        XCTAssertEqual(LocationInput.read("https://a.org/x\nhttps://b.org/y"), .notAnAddress)
        XCTAssertEqual(LocationInput.read("1http://x"), .notAnAddress, "a scheme starts with a letter")
    }

    func testTheNetworkIsEveryAddressButAFile() {
        XCTAssertTrue(LocationInput.isNetwork("https://example.org/a.mkv"))
        XCTAssertTrue(LocationInput.isNetwork("rtsp://camera/stream"))
        XCTAssertFalse(LocationInput.isNetwork("file:///v/a.mkv"))
        XCTAssertFalse(LocationInput.isNetwork("/v/a.mkv"))
        XCTAssertFalse(LocationInput.isNetwork("/v/odd://name.mkv"))
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

    func testOnlyRealStatusCodesCount() {
        XCTAssertNil(classify(["http error 40"]))
        XCTAssertNil(classify(["Server returned 200 OK"]))
        XCTAssertEqual(classify(["HTTP error 503 Service Unavailable"]), .httpStatus(location: url, code: 503))
    }
}
