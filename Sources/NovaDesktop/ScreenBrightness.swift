// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore

/// The screen's backlight: read from sysfs (`/sys/class/backlight/<device>`), written
/// through logind's `Session.SetBrightness`, which needs no root. The original level is
/// handed back when asked (`restore`), and also written down, so a start after a crash
/// can hand it back too.
///
/// The sysfs root and the bus are injectable: tests run this against a fake sysfs tree
/// and a fake logind on a private session bus.
@MainActor
public final class ScreenBrightness {
    public let device: String
    private let directory: URL
    private let maximum: Int
    private let connection: OpaquePointer
    private let restoreFile: URL
    private var restore = BrightnessRestore()

    /// nil when there is no backlight or no logind to write it: the caller dims the picture instead.
    /// `connection` is the bus logind is on (the system bus; a private one in tests).
    public init?(sysfsRoot: URL, connection: OpaquePointer, restoreFile: URL) {
        let classDirectory = sysfsRoot.appendingPathComponent("class/backlight")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: classDirectory.path)) ?? []
        let devices = names.map { name in
            (name: name, type: Self.readText(classDirectory.appendingPathComponent("\(name)/type")) ?? "")
        }
        guard let device = BacklightSelection.preferred(devices) else { return nil }
        let directory = classDirectory.appendingPathComponent(device)
        guard let maximum = Self.readText(directory.appendingPathComponent("max_brightness")).flatMap(Int.init),
              maximum > 0 else { return nil }
        // Without logind on that bus the writes would fail: say so now, not on the first swipe.
        var error: UnsafeMutablePointer<GError>?
        let owner = g_dbus_connection_call_sync(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                "org.freedesktop.DBus", "GetNameOwner",
                                                g_variant_new_tuple([g_variant_new_string("org.freedesktop.login1")], 1),
                                                nil, G_DBUS_CALL_FLAGS_NONE, 2000, nil, &error)
        if let error { g_error_free(error) }
        guard let owner else { return nil }
        g_variant_unref(owner)
        g_object_ref(UnsafeMutableRawPointer(connection))
        self.device = device
        self.directory = directory
        self.maximum = maximum
        self.connection = connection
        self.restoreFile = restoreFile
    }

    // Main-thread objects, released there: asserted rather than hopped to, so that Swift 6.0
    // (Debian 13's swiftlang, which has no `isolated deinit`) builds Nova too.
    deinit { MainActor.assumeIsolated { g_object_unref(UnsafeMutableRawPointer(connection)) } }

    /// The level now, 0…1.
    public var level: Double? {
        guard let raw = Self.readText(directory.appendingPathComponent("brightness")).flatMap(Int.init) else { return nil }
        return min(1, max(0, Double(raw) / Double(maximum)))
    }

    /// Sets the level (0…1), remembering the original first.
    public func set(_ level: Double) {
        if restore.original == nil, let current = Self.readText(directory.appendingPathComponent("brightness")).flatMap(Int.init) {
            restore.willChange(from: current)
            try? FileManager.default.createDirectory(at: restoreFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? "\(device) \(current)\n".write(to: restoreFile, atomically: true, encoding: .utf8)
        }
        write(BacklightSelection.raw(for: level, maximum: maximum))
    }

    /// Hands the original level back, if Nova changed it.
    public func restoreOriginal() {
        guard let original = restore.takeOriginal() else { return }
        write(original, synchronously: true)
        try? FileManager.default.removeItem(at: restoreFile)
    }

    /// After a crash: the level written down by the last run, handed back.
    public func restoreAfterCrash() {
        guard let text = Self.readText(restoreFile) else { return }
        let parts = text.split(separator: " ")
        // A file any program could have written: only a level this backlight can take.
        if parts.count == 2, String(parts[0]) == device, let value = Int(parts[1]), (0...maximum).contains(value) {
            write(value, synchronously: true)
        }
        try? FileManager.default.removeItem(at: restoreFile)
    }

    private func write(_ value: Int, synchronously: Bool = false) {
        let parameters = g_variant_new_tuple([g_variant_new_string("backlight"), g_variant_new_string(device),
                                              g_variant_new_uint32(guint32(clamping: value))], 3)
        if synchronously {
            // On the way out: the call must reach logind before the process ends.
            if let reply = g_dbus_connection_call_sync(connection, "org.freedesktop.login1", "/org/freedesktop/login1/session/auto",
                                                       "org.freedesktop.login1.Session", "SetBrightness", parameters,
                                                       nil, G_DBUS_CALL_FLAGS_NONE, 2000, nil, nil) {
                g_variant_unref(reply)
            }
        } else {
            // While a finger moves, never wait for the bus.
            g_dbus_connection_call(connection, "org.freedesktop.login1", "/org/freedesktop/login1/session/auto",
                                   "org.freedesktop.login1.Session", "SetBrightness", parameters,
                                   nil, G_DBUS_CALL_FLAGS_NONE, 2000, nil, nil, nil)
        }
    }

    private static func readText(_ url: URL) -> String? {
        (try? String(contentsOf: url, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
