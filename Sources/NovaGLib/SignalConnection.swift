// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk

/// A connected signal handler. Connections to an object that outlives whoever connected
/// (the settings, the application, a shared action) are disconnected by their owner when
/// it goes; a connection to an object its owner destroys goes with the object.
public struct SignalConnection {
    public let instance: gpointer?
    public let id: gulong

    public init(_ instance: gpointer?, _ id: gulong) {
        self.instance = instance
        self.id = id
    }

    @MainActor public func disconnect() {
        guard let instance, id != 0, g_signal_handler_is_connected(instance, id) != 0 else { return }
        g_signal_handler_disconnect(instance, id)
    }
}
