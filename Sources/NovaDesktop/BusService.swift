// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaGLib

/// One service on a D-Bus connection, watched: whether its name has an owner, and every
/// signal it sends. Each is reported as `onChange`, and the watcher asks again what it
/// needs: the services Nova listens to (logind, GNOME Calls, ModemManager) say little, and
/// asking again is simpler and safer than piecing their signals together.
///
/// Calls never wait: replies come back on the main loop.
@MainActor
public final class BusService {
    public let name: String
    public private(set) var isPresent = false
    public var onChange: (() -> Void)?
    private let connection: OpaquePointer
    private var watchID: guint = 0
    private var subscriptionID: guint = 0
    private let box: Unmanaged<ServiceBox>

    public init(connection: OpaquePointer, name: String) {
        self.connection = connection
        self.name = name
        g_object_ref(UnsafeMutableRawPointer(connection))
        let box = Unmanaged.passRetained(ServiceBox())
        self.box = box
        box.takeUnretainedValue().service = self
        let data = box.toOpaque()
        subscriptionID = g_dbus_connection_signal_subscribe(connection, name, nil, nil, nil, nil,
                                                            G_DBUS_SIGNAL_FLAGS_NONE, { _, _, _, _, _, _, data in
            let d = UnsafeTransfer(data)
            MainActor.assumeIsolated { ServiceBox.service(d.value)?.onChange?() }
        }, data, nil)
        watchID = g_bus_watch_name_on_connection(connection, name, G_BUS_NAME_WATCHER_FLAGS_NONE, { _, _, _, data in
            let d = UnsafeTransfer(data)
            MainActor.assumeIsolated { ServiceBox.service(d.value)?.presenceChanged(true) }
        }, { _, _, data in
            let d = UnsafeTransfer(data)
            MainActor.assumeIsolated { ServiceBox.service(d.value)?.presenceChanged(false) }
        }, data, nil)
    }

    private func presenceChanged(_ present: Bool) {
        isPresent = present
        onChange?()
    }

    /// Stops watching; no more `onChange`, and replies still on their way are dropped.
    public func stop() {
        guard watchID != 0 else { return }
        g_bus_unwatch_name(watchID)
        g_dbus_connection_signal_unsubscribe(connection, subscriptionID)
        watchID = 0
        subscriptionID = 0
        box.takeUnretainedValue().service = nil
        onChange = nil
    }

    // Main-thread objects, released there: asserted rather than hopped to, so that Swift 6.0
    // (Debian 13's swiftlang, which has no `isolated deinit`) builds Nova too.
    deinit {
        MainActor.assumeIsolated {
            stop()
            box.release()
            g_object_unref(UnsafeMutableRawPointer(connection))
        }
    }

    /// Calls `method`; `reply` gets the reply's tuple, or nil when the call failed or its
    /// reply is not of `replyType` (GDBus checks it). `parameters` is a floating tuple,
    /// consumed. Never starts the service: Nova only listens to what runs.
    public func call(_ path: String, _ interface: String, _ method: String, _ parameters: OpaquePointer? = nil,
                     replyType: String? = nil, reply: @escaping (OpaquePointer?) -> Void) {
        // A path that is no object path would make GDBus refuse the call without ever answering.
        guard g_variant_is_object_path(path) != 0 else {
            if let parameters { g_variant_unref(g_variant_ref_sink(parameters)) }
            return reply(nil)
        }
        let pending = Unmanaged.passRetained(PendingCall(service: box.takeUnretainedValue(), reply: reply))
        let type = replyType.flatMap { g_variant_type_new($0) }
        defer { if let type { g_variant_type_free(type) } }
        g_dbus_connection_call(connection, name, path, interface, method, parameters, type, G_DBUS_CALL_FLAGS_NO_AUTO_START,
                               5000, nil, { source, result, data in
            let d = UnsafeTransfer((source, result, data))
            MainActor.assumeIsolated {
                let pending = Unmanaged<PendingCall>.fromOpaque(d.value.2!).takeRetainedValue()
                let value = g_dbus_connection_call_finish(OpaquePointer(d.value.0), d.value.1, nil)
                defer { if let value { g_variant_unref(value) } }
                // The watcher stopped meanwhile: nobody waits for this any more.
                guard pending.service.service != nil else { return }
                pending.reply(value)
            }
        }, pending.toOpaque())
    }

    /// Reads one property (`org.freedesktop.DBus.Properties.Get`): the value, unboxed.
    public func property(_ path: String, _ interface: String, _ property: String,
                         reply: @escaping (OpaquePointer?) -> Void) {
        let parameters = g_variant_new_tuple([g_variant_new_string(interface), g_variant_new_string(property)], 2)
        call(path, "org.freedesktop.DBus.Properties", "Get", parameters, replyType: "(v)") { tuple in
            guard let tuple, let boxed = BusValue.child(tuple, 0) else { return reply(nil) }
            defer { g_variant_unref(boxed) }
            let value = g_variant_get_variant(boxed)
            defer { if let value { g_variant_unref(value) } }
            reply(value)
        }
    }
}

private final class ServiceBox {
    weak var service: BusService?
    static func service(_ data: gpointer?) -> BusService? {
        data.map { Unmanaged<ServiceBox>.fromOpaque($0).takeUnretainedValue().service } ?? nil
    }
}

private final class PendingCall {
    let service: ServiceBox
    let reply: (OpaquePointer?) -> Void
    init(service: ServiceBox, reply: @escaping (OpaquePointer?) -> Void) { self.service = service; self.reply = reply }
}
