// SPDX-License-Identifier: GPL-3.0-or-later
@testable import NovaDesktop
import XCTest

/// What a server answers is from outside: read only as far as it makes sense.
final class AddressProbeTests: XCTestCase {
    private func head(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testTheStatusAndTheLocationAreRead() {
        let answer = AddressProbe.readHeaders(head("HTTP/1.1 302 Found\r\nServer: x\r\nlocation:  /elsewhere/film.mkv \r\n"))
        XCTAssertEqual(answer?.status, 302)
        XCTAssertEqual(answer?.location, "/elsewhere/film.mkv")
        let bare = AddressProbe.readHeaders(head("HTTP/1.0 200 OK\nContent-Length: 5\n"))
        XCTAssertEqual(bare?.status, 200, "lines ended by \\n alone")
        XCTAssertNil(bare?.location)
    }

    func testWhatIsNoHttpStatusTellsNothing() {
        XCTAssertNil(AddressProbe.readHeaders(head("SSH-2.0-OpenSSH_9.2\r\n")))
        XCTAssertNil(AddressProbe.statusCode("HTTP/1.1 3020 Found"))
        XCTAssertNil(AddressProbe.statusCode("HTTP/1.1 99 Low"))
        XCTAssertNil(AddressProbe.statusCode("HTTP/1.1 -01 Negative"))
        XCTAssertNil(AddressProbe.statusCode("HTTP/1.1 +30 Signed"))
        XCTAssertNil(AddressProbe.statusCode(""))
        XCTAssertEqual(AddressProbe.statusCode("HTTP/2 404"), 404)
        XCTAssertNil(AddressProbe.readHeaders([0xff, 0xfe, 0x00, 0x0a]), "bytes that are no text")
    }

    func testAnAddressThatIsNotTheWebIsNotAsked() {
        XCTAssertEqual(AddressProbe.follow("rtsp://127.0.0.1:9/stream"), .unknown)
        XCTAssertEqual(AddressProbe.follow("not an address"), .unknown)
    }

    func testNobodyListeningIsUnknown() {
        XCTAssertEqual(AddressProbe.follow("http://127.0.0.1:9/film.mkv"), .unknown)
    }
}
