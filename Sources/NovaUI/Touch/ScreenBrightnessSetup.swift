// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaDesktop

/// Where Nova finds the backlight and logind: `/sys` and the system bus, unless
/// `NOVA_SYSFS_ROOT` and `NOVA_LOGIND_BUS=session` point elsewhere (tests use a fake
/// sysfs tree and a fake logind on their private session bus).
@MainActor
enum ScreenBrightnessSetup {
    static func open() -> ScreenBrightness? {
        let environment = ProcessInfo.processInfo.environment
        let root = URL(fileURLWithPath: environment["NOVA_SYSFS_ROOT"] ?? "/sys")
        let busType = environment["NOVA_LOGIND_BUS"] == "session" ? G_BUS_TYPE_SESSION : G_BUS_TYPE_SYSTEM
        let state = environment["XDG_STATE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
        let restoreFile = state.appendingPathComponent("nova-player/brightness-restore")
        guard let connection = g_bus_get_sync(busType, nil, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
        let brightness = ScreenBrightness(sysfsRoot: root, connection: connection, restoreFile: restoreFile)
        // A run that crashed with the screen dimmed left the original written down.
        brightness?.restoreAfterCrash()
        return brightness
    }
}
