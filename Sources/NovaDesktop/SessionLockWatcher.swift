// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation

/// Whether the session Nova runs in is locked: logind's `LockedHint`, which Phosh's and
/// GNOME's lock screens set. Nova's session is logind's "auto" one: the caller's, or the
/// person's graphical session for an app started outside it (as systemd starts apps).
@MainActor
public final class SessionLockWatcher {
    public private(set) var isLocked = false
    /// Called with the new state when it changes.
    public var onChange: ((Bool) -> Void)?
    private let logind: BusService
    private var sessionPath: String?

    /// `connection`: the system bus (a private one in tests, through DBUS_SYSTEM_BUS_ADDRESS).
    public init(connection: OpaquePointer) {
        logind = BusService(connection: connection, name: "org.freedesktop.login1")
        logind.onChange = { [weak self] in self?.refresh() }
    }

    public func stop() { logind.stop() }

    private func refresh() {
        guard logind.isPresent else {
            // logind restarting says nothing of the lock: it stands until logind says otherwise.
            sessionPath = nil
            return
        }
        guard let sessionPath else {
            // logind's signals come from the session's own path, never from ".../auto".
            logind.call("/org/freedesktop/login1", "org.freedesktop.login1.Manager", "GetSession",
                        g_variant_new_tuple([g_variant_new_string("auto")], 1), replyType: "(o)") { [weak self] reply in
                guard let self, self.sessionPath == nil, let reply, let path = BusValue.child(reply, 0) else { return }
                defer { g_variant_unref(path) }
                self.sessionPath = BusValue.objectPath(path)
                if self.sessionPath != nil { refresh() }
            }
            return
        }
        logind.property(sessionPath, "org.freedesktop.login1.Session", "LockedHint") { [weak self] value in
            guard let self, let value, let locked = BusValue.bool(value) else { return }
            set(locked)
        }
    }

    private func set(_ locked: Bool) {
        guard locked != isLocked else { return }
        isLocked = locked
        onChange?(locked)
    }
}
