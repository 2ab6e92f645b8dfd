// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
@testable import NovaDesktop
import XCTest

/// What MPRIS announces, for any number a file or mpv can put in the state.
final class MprisPropertiesTests: XCTestCase {
    private func state(duration: Double?) -> PlaybackState {
        var state = PlaybackState()
        state.location = "/v/crafted.mkv"
        state.isIdle = false
        state.duration = duration
        return state
    }

    func testALengthIsAnnouncedOnlyWhenItCanBeBelieved() {
        for duration in [Double.infinity, -.infinity, .nan, 1e300, -1e300, 1e16, 0, -5] {
            let properties = MprisProperties(state: state(duration: duration), track: 1)
            XCTAssertNil(properties.metadata?.lengthMicroseconds, "duration \(duration)")
        }
        let properties = MprisProperties(state: state(duration: 120.5), track: 1)
        XCTAssertEqual(properties.metadata?.lengthMicroseconds, 120_500_000)
        XCTAssertEqual(MprisProperties(state: state(duration: MediaNumbers.longestDuration), track: 1)
                           .metadata?.lengthMicroseconds, 1_000_000_000_000_000)
    }

    func testPositionsOnTheBusAreNeverNegativeOrPastInt64() {
        XCTAssertEqual(MprisProperties.microseconds(.nan), 0)
        XCTAssertEqual(MprisProperties.microseconds(-.infinity), 0)
        XCTAssertEqual(MprisProperties.microseconds(-1e300), 0)
        XCTAssertEqual(MprisProperties.microseconds(.infinity), Int.max)
        XCTAssertEqual(MprisProperties.microseconds(1e300), Int.max)
        XCTAssertEqual(MprisProperties.microseconds(9.2233720368547759e12), Int.max, "just past Int64 in µs")
        XCTAssertEqual(MprisProperties.microseconds(1.5), 1_500_000)
    }
}
