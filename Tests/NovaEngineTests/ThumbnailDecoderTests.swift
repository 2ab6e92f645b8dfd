// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore
@testable import NovaEngine
import XCTest

/// Preview frames from the second, headless mpv, read back like the screen is: the test
/// card's frame number from the cells across the top of the picture.
final class ThumbnailDecoderTests: XCTestCase {
    private func frameNumber(in image: ThumbnailDecoder.Image) -> Int? {
        let y = Int(Double(image.height) * 0.05)
        var value = 0
        for cell in 0..<16 {
            let x = Int((Double(cell) + 0.5) * Double(image.width) / 16)
            let offset = y * image.stride + x * 4
            let luminance = (Int(image.pixels[offset]) + Int(image.pixels[offset + 1]) + Int(image.pixels[offset + 2])) / 3
            guard luminance < 60 || luminance > 190 else { return nil }
            value = value << 1 | (luminance > 190 ? 1 : 0)
        }
        return value
    }

    private func wait(_ decoder: ThumbnailDecoder, timeout: Double = 20, until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline { decoder.waitForEvents(timeout: 0.05) }
    }

    func testAPreviewShowsTheIntendedFrameAtThumbnailSize() throws {
        let decoder = try ThumbnailDecoder(width: 160)
        var images: [(Double, ThumbnailDecoder.Image)] = []
        decoder.onImage = { images.append(($0, $1)) }
        decoder.open(try TestMedia.card())
        for t in [12.345, 3.0, 47.51] {
            images.removeAll()
            decoder.request(t)
            wait(decoder) { !images.isEmpty }
            let (time, image) = try XCTUnwrap(images.first, "no preview for \(t)")
            XCTAssertEqual(time, t)
            XCTAssertEqual(image.width, 160)
            XCTAssertEqual(image.height, 90)
            XCTAssertEqual(frameNumber(in: image), Int(t * 30), "preview for \(t)")
        }
    }

    /// A poster is taken a tenth of the way in, which needs the length as the file opens:
    /// the observed one can come after the first frame (on a loaded machine the lock
    /// screen's art was once the first frame for want of it).
    func testTheLengthIsKnownWhenTheFileHasOpened() throws {
        for _ in 0..<3 {
            let decoder = try ThumbnailDecoder(width: 160)
            var lengths: [Double?] = []
            decoder.onLoaded = { lengths.append($0) }
            decoder.open(try TestMedia.card())
            decoder.load()
            wait(decoder) { !lengths.isEmpty }
            XCTAssertEqual(lengths.count, 1)
            XCTAssertEqual(try XCTUnwrap(lengths.first ?? nil, "no length when it opened"), 60, accuracy: 0.1)
        }
    }

    func testRequestsWhileBusyAreCoalescedAndTheNewestWins() throws {
        let decoder = try ThumbnailDecoder(width: 160)
        var times: [Double] = []
        decoder.onImage = { time, _ in times.append(time) }
        decoder.open(try TestMedia.card())
        let requests = stride(from: 1.0, through: 50, by: 1).map { $0 + 0.5 }
        for t in requests { decoder.request(t) }
        wait(decoder) { times.last == requests.last }
        XCTAssertEqual(times.last, requests.last)
        XCTAssertLessThanOrEqual(times.count, 2, "50 requests while busy: \(times)")
    }

    /// mpv 0.35's software renderer aborted the whole process on a picture turned a
    /// quarter: a phone's recording decodes here, turned upright by a filter.
    func testAPhoneRecordingTurnedAQuarterDecodesUpright() throws {
        let decoder = try ThumbnailDecoder(width: 160)
        var images: [ThumbnailDecoder.Image] = []
        decoder.onImage = { images.append($1) }
        decoder.open(try TestMedia.phoneRecording())
        decoder.request(4.0)
        wait(decoder) { !images.isEmpty }
        let image = try XCTUnwrap(images.first, "no preview of the phone recording")
        XCTAssertEqual(frameNumber(in: image), 120, "upright: the card's band reads across the top")
    }
}
