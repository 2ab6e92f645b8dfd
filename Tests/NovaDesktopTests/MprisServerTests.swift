// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
@testable import NovaDesktop
import XCTest

/// The MPRIS server on a real, private dbus-daemon, called by a second connection as a
/// client like playerctl would. XCTest on Linux cannot run `@MainActor` test methods, so
/// each test enters the main actor (it runs on the main thread) and drives this fixture.
final class MprisServerTests: XCTestCase {
    private func scenario(_ body: @MainActor (MprisFixture) throws -> Void) throws {
        try MainActor.assumeIsolated {
            let fixture = try MprisFixture()
            defer { fixture.close() }
            try body(fixture)
        }
    }

    func testRootPropertiesNameTheApplication() throws { try scenario { try $0.rootPropertiesNameTheApplication() } }
    func testStateChangesAreAnnouncedAndReadable() throws { try scenario { try $0.stateChangesAreAnnouncedAndReadable() } }
    func testMethodsReachThePlayer() throws { try scenario { try $0.methodsReachThePlayer() } }
    func testVolumeAndRateAreWritable() throws { try scenario { try $0.volumeAndRateAreWritable() } }
    func testSeekedIsSignalled() throws { try scenario { try $0.seekedIsSignalled() } }
    func testHostileValuesAreCheckedOrRefused() throws { try scenario { try $0.hostileValuesAreCheckedOrRefused() } }
}

