// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class PictureProcessingTests: XCTestCase {
    func testPQAndHLGAreHighDynamicRange() {
        XCTAssertEqual(PictureProcessing.range(ofTransfer: "pq"), .high)
        XCTAssertEqual(PictureProcessing.range(ofTransfer: "hlg"), .high)
        XCTAssertEqual(PictureProcessing.range(ofTransfer: "bt.1886"), .standard)
        XCTAssertEqual(PictureProcessing.range(ofTransfer: nil), .standard)
    }

    func testOnlyTheSoftwarePathMapsTheRangeByAFilter() {
        XCTAssertTrue(PictureProcessing.mapsRangeByFilter(transfer: "pq", drawnBySoftware: true))
        XCTAssertFalse(PictureProcessing.mapsRangeByFilter(transfer: "pq", drawnBySoftware: false))
        XCTAssertFalse(PictureProcessing.mapsRangeByFilter(transfer: "srgb", drawnBySoftware: true))
    }

    func testInterlacedFramesAreDeinterlaced() {
        XCTAssertTrue(PictureProcessing.deinterlaces(framesInterlaced: true))
        XCTAssertFalse(PictureProcessing.deinterlaces(framesInterlaced: false))
    }
}
