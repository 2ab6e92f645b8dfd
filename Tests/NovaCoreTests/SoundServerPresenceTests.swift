// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class SoundServerPresenceTests: XCTestCase {
    func testALossAndAReturnAreSaidOnceEach() {
        var presence = SoundServerPresence()
        XCTAssertNil(presence.connected(), "the first connection is no return")
        XCTAssertEqual(presence.disconnected(), .lost)
        // Tries to connect again fail while it is away: nothing more is said.
        XCTAssertNil(presence.disconnected())
        XCTAssertNil(presence.disconnected())
        XCTAssertTrue(presence.isLost)
        XCTAssertEqual(presence.connected(), .back)
        XCTAssertNil(presence.connected())
        XCTAssertEqual(presence.disconnected(), .lost, "a second loss is said again")
    }

    func testWithNoServerAtTheStartNothingIsLostOrWaitedFor() {
        var presence = SoundServerPresence()
        XCTAssertFalse(presence.waitsForReturn)
        XCTAssertNil(presence.disconnected())
        XCTAssertFalse(presence.isLost)
        _ = presence.connected()
        XCTAssertTrue(presence.waitsForReturn)
    }
}
