// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import CPulse
import Foundation
import NovaCore
import NovaGLib

/// Watches where Nova's sound goes through the sound server's own events (PulseAudio's
/// client API, which PipeWire serves too), never by polling: its sinks and their ports,
/// and Nova's stream among the server's streams (the one this process plays). When the
/// output Nova plays on goes away (`SoundOutputLoss` decides), `onLost` is called at once,
/// from the event itself, so playback pauses before the sound moves to the speaker.
///
/// Without a sound server (none runs, ALSA only) it does nothing.
@MainActor
public final class SoundOutputWatcher {
    /// The output Nova plays on went away.
    public var onLost: (() -> Void)?
    /// The sound server itself went away, or came back after that (`SoundServerPresence`).
    public var onServerChange: ((SoundServerPresence.Change) -> Void)?
    private var presence = SoundServerPresence()
    private var rule = SoundOutputLoss()
    private let mainloop: OpaquePointer
    private var context: OpaquePointer?
    private let box: Unmanaged<WatcherBox>
    /// The server's index of Nova's own stream, once seen.
    private var stream: UInt32?
    private let pid = String(getpid())

    public init() {
        mainloop = pa_glib_mainloop_new(nil)
        box = Unmanaged.passRetained(WatcherBox())
        box.takeUnretainedValue().watcher = self
        connect()
    }

    private var stopped = false
    private var reconnect: guint = 0

    private func connect() {
        guard !stopped, let context = pa_context_new(pa_glib_mainloop_get_api(mainloop), "Nova") else { return }
        self.context = context
        pa_context_set_state_callback(context, { context, data in
            let d = UnsafeTransfer((context, data))
            MainActor.assumeIsolated { WatcherBox.watcher(d.value.1)?.stateChanged() }
        }, box.toOpaque())
        // Never start a sound server of its own: with none running there is nothing to watch.
        if pa_context_connect(context, nil, PA_CONTEXT_NOAUTOSPAWN, nil) < 0 {
            dropContext()
            serverGone()
        }
    }

    /// How soon a server that went away is looked for again: its return is heard within
    /// this (a try costs a failed connect on a local socket).
    private static let retryMilliseconds: guint = 500

    /// No connection (it failed, ended, or a try to make one did): said once, and tried
    /// again until the server is back; with none at the start there is nothing to wait for.
    private func serverGone() {
        if let change = presence.disconnected() {
            DebugTopics.write(.soundServer(present: false))
            onServerChange?(change)
        }
        guard presence.waitsForReturn, !stopped, reconnect == 0 else { return }
        reconnect = g_timeout_add(Self.retryMilliseconds, { data in
            let d = UnsafeTransfer(data)
            MainActor.assumeIsolated {
                guard let watcher = WatcherBox.watcher(d.value) else { return }
                watcher.reconnect = 0
                watcher.connect()
            }
            return 0
        }, box.toOpaque())
    }

    private func dropContext() {
        guard let context else { return }
        self.context = nil
        stream = nil
        pa_context_set_state_callback(context, nil, nil)
        pa_context_set_subscribe_callback(context, nil, nil)
        pa_context_disconnect(context)
        pa_context_unref(context)
    }

    public func stop() {
        stopped = true
        box.takeUnretainedValue().watcher = nil
        if reconnect != 0 { g_source_remove(reconnect) }
        reconnect = 0
        dropContext()
    }

    // Main-thread objects, released there: asserted rather than hopped to, so that Swift 6.0
    // (Debian 13's swiftlang, which has no `isolated deinit`) builds Nova too.
    deinit {
        MainActor.assumeIsolated {
            stop()
            box.release()
            pa_glib_mainloop_free(mainloop)
        }
    }

    private func stateChanged() {
        guard let context else { return }
        switch pa_context_get_state(context) {
        case PA_CONTEXT_READY:
            // A new connection knows nothing of the old one's sinks and streams.
            rule = SoundOutputLoss()
            if let change = presence.connected() {
                DebugTopics.write(.soundServer(present: true))
                onServerChange?(change)
            }
            pa_context_set_subscribe_callback(context, { _, event, index, data in
                let d = UnsafeTransfer(data)
                MainActor.assumeIsolated { WatcherBox.watcher(d.value)?.serverSaid(event, index: index) }
            }, box.toOpaque())
            let mask = PA_SUBSCRIPTION_MASK_SINK.rawValue | PA_SUBSCRIPTION_MASK_SINK_INPUT.rawValue
                | PA_SUBSCRIPTION_MASK_SERVER.rawValue
            finish(pa_context_subscribe(context, pa_subscription_mask_t(mask), nil, nil))
            finish(pa_context_get_sink_info_list(context, Self.sinkInfo, box.toOpaque()))
            finish(pa_context_get_sink_input_info_list(context, Self.streamInfo, box.toOpaque()))
        case PA_CONTEXT_FAILED, PA_CONTEXT_TERMINATED:
            dropContext()
            serverGone()
        default:
            break
        }
    }

    private func serverSaid(_ event: pa_subscription_event_type_t, index: UInt32) {
        guard let context else { return }
        let facility = nova_pa_facility(event), kind = nova_pa_event_kind(event)
        let removed = kind == PA_SUBSCRIPTION_EVENT_REMOVE.rawValue
        switch facility {
        case PA_SUBSCRIPTION_EVENT_SINK.rawValue:
            // A removal is acted on here and now: no question to the server stands between
            // the sink going and playback pausing.
            if removed { observe(.sinkRemoved(index: index)) } else {
                finish(pa_context_get_sink_info_by_index(context, index, Self.sinkInfo, box.toOpaque()))
            }
        case PA_SUBSCRIPTION_EVENT_SINK_INPUT.rawValue:
            if removed {
                if index == stream {
                    stream = nil
                    observe(.streamRemoved)
                }
            } else {
                finish(pa_context_get_sink_input_info(context, index, Self.streamInfo, box.toOpaque()))
            }
        case PA_SUBSCRIPTION_EVENT_SERVER.rawValue:
            finish(pa_context_get_server_info(context, { _, info, data in
                guard let name = info?.pointee.default_sink_name.map({ String(cString: $0) }) else { return }
                let d = UnsafeTransfer(data)
                MainActor.assumeIsolated { WatcherBox.watcher(d.value)?.observe(.defaultSink(name: name)) }
            }, box.toOpaque()))
        default:
            break
        }
    }

    private static let sinkInfo: pa_sink_info_cb_t = { _, info, end, data in
        guard end == 0, let info = info?.pointee else { return }
        // The server may leave any name out (a port without one is no port to follow).
        let ports = (0..<Int(info.n_ports)).compactMap { info.ports?[$0]?.pointee }
        let sink = SoundSink(index: info.index, name: info.name.map { String(cString: $0) } ?? "",
                             activePort: info.active_port.flatMap { $0.pointee.name.map { String(cString: $0) } },
                             unpluggedPorts: Set(ports.filter { $0.available == PA_PORT_AVAILABLE_NO.rawValue }
                                 .compactMap { $0.name.map { String(cString: $0) } }))
        let d = UnsafeTransfer(data)
        MainActor.assumeIsolated { WatcherBox.watcher(d.value)?.observe(.sink(sink)) }
    }

    private static let streamInfo: pa_sink_input_info_cb_t = { _, info, end, data in
        guard end == 0, let info = info?.pointee else { return }
        let owner = pa_proplist_gets(info.proplist, "application.process.id").map { String(cString: $0) }
        let (index, sink) = (info.index, info.sink)
        let d = UnsafeTransfer(data)
        MainActor.assumeIsolated { WatcherBox.watcher(d.value)?.streamSeen(index: index, sink: sink, owner: owner) }
    }

    private func streamSeen(index: UInt32, sink: UInt32, owner: String?) {
        guard owner == pid else { return }
        stream = index
        observe(.stream(sinkIndex: sink))
    }

    private func observe(_ event: SoundServerEvent) {
        if rule.observe(event, at: Double(g_get_monotonic_time()) / 1_000_000) {
            DebugTopics.write(.soundOutputLost(event: "\(event)"))
            onLost?()
        } else {
            DebugTopics.write(.soundEvent("\(event)"))
        }
    }


    private func finish(_ operation: OpaquePointer?) {
        if let operation { pa_operation_unref(operation) }
    }
}

private final class WatcherBox {
    weak var watcher: SoundOutputWatcher?
    static func watcher(_ data: UnsafeMutableRawPointer?) -> SoundOutputWatcher? {
        data.map { Unmanaged<WatcherBox>.fromOpaque($0).takeUnretainedValue().watcher } ?? nil
    }
}
