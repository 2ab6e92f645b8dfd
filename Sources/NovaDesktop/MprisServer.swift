// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib

/// Nova's MPRIS server: `org.mpris.MediaPlayer2.nova` on the session bus.
@MainActor
public final class MprisServer {
    public nonisolated static let busName = "org.mpris.MediaPlayer2.nova"
    static let objectPath = "/org/mpris/MediaPlayer2"

    public weak var control: MprisPlayerControl?
    public let identity: String
    public let desktopEntry: String

    private(set) var properties: MprisProperties
    private var state = PlaybackState()
    private var track = 0
    private var connection: OpaquePointer?
    private var registrations: [guint] = []
    private var ownerID: guint = 0
    private var nodeInfo: UnsafeMutablePointer<GDBusNodeInfo>?

    public init(identity: String, desktopEntry: String) {
        self.identity = identity
        self.desktopEntry = desktopEntry
        properties = MprisProperties(state: PlaybackState(), track: 0)
    }

    /// Owns the name on the session bus (or exports on `connection`, for tests).
    public func start(on connection: OpaquePointer? = nil) {
        var error: UnsafeMutablePointer<GError>?
        nodeInfo = g_dbus_node_info_new_for_xml(Self.introspection, &error)
        if let error {
            ConsoleLine.problem("MPRIS is unavailable: \(String(cString: error.pointee.message))").write()
            g_error_free(error)
            return
        }
        let me = Unmanaged.passUnretained(self).toOpaque()
        if let connection {
            export(on: connection)
            _ = g_dbus_connection_call_sync(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                            "org.freedesktop.DBus", "RequestName",
                                            g_variant_new_tuple([g_variant_new_string(Self.busName), g_variant_new_uint32(4)], 2),
                                            nil, G_DBUS_CALL_FLAGS_NONE, -1, nil, nil)
            return
        }
        ownerID = g_bus_own_name(G_BUS_TYPE_SESSION, Self.busName, G_BUS_NAME_OWNER_FLAGS_DO_NOT_QUEUE, { connection, _, data in
            guard let connection, let data else { return }
            MainActor.assumeIsolated {
                Unmanaged<MprisServer>.fromOpaque(data).takeUnretainedValue().export(on: connection)
            }
        }, nil, { _, name, _ in
            let text = name.map { String(cString: $0) } ?? MprisServer.busName
            ConsoleLine.problem("could not own \(text) on the session bus; media keys will not reach Nova.").write()
        }, me, nil)
    }

    /// Unexports everything and gives the name back.
    public func stop() {
        if let connection {
            for id in registrations { g_dbus_connection_unregister_object(connection, id) }
            g_object_unref(UnsafeMutableRawPointer(connection))
        }
        registrations = []
        connection = nil
        if ownerID != 0 { g_bus_unown_name(ownerID); ownerID = 0 }
        if let nodeInfo { g_dbus_node_info_unref(nodeInfo) }
        nodeInfo = nil
    }

    /// Announces what changed since the last update.
    /// `artURL`: a picture of what plays (`file://`), when there is one.
    public func update(_ newState: PlaybackState, canGoNext: Bool = false, canGoPrevious: Bool = false,
                       artURL: String? = nil) {
        if newState.location != state.location, newState.location != nil { track += 1 }
        state = newState
        let new = MprisProperties(state: newState, track: track, canGoNext: canGoNext, canGoPrevious: canGoPrevious,
                                  artURL: artURL)
        let changed = new.changes(from: properties)
        properties = new
        guard !changed.isEmpty, let connection else { return }
        let entries = changed.map { nova_variant_new_string_dict_entry($0, playerProperty($0)) }
        let body = g_variant_new_tuple([
            g_variant_new_string(Self.playerInterface),
            Self.dictionary(entries),
            g_variant_new_strv(nil, 0),
        ], 3)
        g_dbus_connection_emit_signal(connection, nil, Self.objectPath, "org.freedesktop.DBus.Properties",
                                      "PropertiesChanged", body, nil)
    }

    /// Tells clients the position jumped (after a seek finished).
    public func seeked(to seconds: Double) {
        guard let connection else { return }
        let body = g_variant_new_tuple([g_variant_new_int64(MprisProperties.microseconds(seconds))], 1)
        g_dbus_connection_emit_signal(connection, nil, Self.objectPath, Self.playerInterface, "Seeked", body, nil)
    }

    // MARK: Export

    static let rootInterface = "org.mpris.MediaPlayer2"
    static let playerInterface = "org.mpris.MediaPlayer2.Player"

    private func export(on connection: OpaquePointer) {
        guard let nodeInfo, registrations.isEmpty else { return }
        self.connection = connection
        g_object_ref(UnsafeMutableRawPointer(connection))
        var vtable = GDBusInterfaceVTable(method_call: mprisMethodCall, get_property: mprisGetProperty,
                                          set_property: mprisSetProperty,
                                          padding: (nil, nil, nil, nil, nil, nil, nil, nil))
        let me = Unmanaged.passUnretained(self).toOpaque()
        for name in [Self.rootInterface, Self.playerInterface] {
            guard let interface = g_dbus_node_info_lookup_interface(nodeInfo, name) else { continue }
            var error: UnsafeMutablePointer<GError>?
            let id = g_dbus_connection_register_object(connection, Self.objectPath, interface, &vtable, me, nil, &error)
            if let error {
                ConsoleLine.problem("MPRIS \(name): \(String(cString: error.pointee.message))").write()
                g_error_free(error)
            } else {
                registrations.append(id)
            }
        }
    }

    fileprivate func call(_ method: String, _ parameters: OpaquePointer?, _ invocation: OpaquePointer?) {
        let control = self.control
        switch method {
        case "Raise": control?.mprisRaise()
        case "Quit": control?.mprisQuit()
        case "Play": control?.mprisPlay()
        case "Pause": control?.mprisPause()
        case "PlayPause": control?.mprisPlayPause()
        case "Stop": control?.mprisStop()
        case "Next": if properties.canGoNext { control?.mprisNext() }
        case "Previous": if properties.canGoPrevious { control?.mprisPrevious() }
        case "Seek":
            let offset = Self.int64Argument(parameters, 0)
            if properties.canSeek { control?.mprisSeek(by: Double(offset) / 1_000_000) }
        case "SetPosition":
            let trackID = Self.stringArgument(parameters, 0)
            let position = Self.int64Argument(parameters, 1)
            // The spec: ignore a stale track id and positions outside the track.
            if properties.canSeek, trackID == properties.metadata?.trackID, position >= 0,
               position <= properties.metadata?.lengthMicroseconds ?? .max {
                control?.mprisSetPosition(Double(position) / 1_000_000)
            }
        case "OpenUri":
            let uri = Self.stringArgument(parameters, 0)
            if let refusal = OpenRequest.refusal(ofURI: uri) {
                // A client's mistake: said to the client, and playback goes on untouched.
                g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.InvalidArgs",
                                                           Self.explanation(refusal))
                return
            }
            control?.mprisOpen(uri: uri)
        default:
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod",
                                                       "Nova has no method \(method)")
            return
        }
        g_dbus_method_invocation_return_value(invocation, nil)
    }

    /// A method's arguments (each child read is a new reference, given back here).
    private static func int64Argument(_ parameters: OpaquePointer?, _ index: Int) -> Int64 {
        guard let child = g_variant_get_child_value(parameters, gsize(index)) else { return 0 }
        defer { g_variant_unref(child) }
        return Int64(g_variant_get_int64(child))
    }

    private static func stringArgument(_ parameters: OpaquePointer?, _ index: Int) -> String {
        guard let child = g_variant_get_child_value(parameters, gsize(index)) else { return "" }
        defer { g_variant_unref(child) }
        return String(cString: g_variant_get_string(child, nil))
    }

    /// For the client's developer (D-Bus error messages are not shown to people).
    static func explanation(_ refusal: OpenRequest.Refusal) -> String {
        switch refusal {
        case .empty: return "OpenUri needs a URI; it was given an empty string"
        case .relativePath: return "OpenUri takes a URI (or an absolute path), not a relative path"
        case .unsupportedScheme(let scheme): return "Nova cannot open \(scheme): URIs (see SupportedUriSchemes)"
        }
    }

    fileprivate func property(_ interface: String, _ name: String) -> OpaquePointer? {
        interface == Self.rootInterface ? rootProperty(name) : playerProperty(name)
    }

    fileprivate func set(_ name: String, _ value: OpaquePointer?) -> Bool {
        switch name {
        case "Volume":
            // Volumes are 0…1 on the bus; boosted, Nova's maximum is past 1.
            if let volume = MprisProperties.volume(requested: g_variant_get_double(value), maximum: control?.mprisMaximumVolume ?? 1) {
                control?.mprisSetVolume(volume)
            }
        case "Rate":
            switch MprisProperties.rate(requested: g_variant_get_double(value)) {
            case .set(let rate): control?.mprisSetRate(rate)
            case .pause: control?.mprisPause()
            case .ignore: break
            }
        default: return false
        }
        return true
    }

    private func rootProperty(_ name: String) -> OpaquePointer? {
        switch name {
        case "CanQuit", "CanRaise": return g_variant_new_boolean(1)
        case "HasTrackList", "CanSetFullscreen", "Fullscreen": return g_variant_new_boolean(0)
        case "Identity": return g_variant_new_string(identity)
        case "DesktopEntry": return g_variant_new_string(desktopEntry)
        case "SupportedUriSchemes": return Self.strings(MediaTypes.uriSchemes)
        case "SupportedMimeTypes": return Self.strings(MediaTypes.all)
        default: return nil
        }
    }

    private func playerProperty(_ name: String) -> OpaquePointer? {
        switch name {
        case "PlaybackStatus": return g_variant_new_string(properties.status.rawValue)
        case "LoopStatus": return g_variant_new_string("None")
        case "Rate": return g_variant_new_double(properties.rate)
        case "Shuffle": return g_variant_new_boolean(0)
        case "Metadata": return metadataVariant()
        case "Volume": return g_variant_new_double(properties.volume)
        case "Position":
            let seconds = control?.mprisPosition() ?? state.position ?? 0
            return g_variant_new_int64(MprisProperties.microseconds(seconds))
        case "MinimumRate": return g_variant_new_double(MprisProperties.minimumRate)
        case "MaximumRate": return g_variant_new_double(MprisProperties.maximumRate)
        case "CanGoNext": return g_variant_new_boolean(properties.canGoNext ? 1 : 0)
        case "CanGoPrevious": return g_variant_new_boolean(properties.canGoPrevious ? 1 : 0)
        case "CanPlay": return g_variant_new_boolean(properties.canPlay ? 1 : 0)
        case "CanPause": return g_variant_new_boolean(properties.canPause ? 1 : 0)
        case "CanSeek": return g_variant_new_boolean(properties.canSeek ? 1 : 0)
        case "CanControl": return g_variant_new_boolean(1)
        default: return nil
        }
    }

    private func metadataVariant() -> OpaquePointer? {
        guard let metadata = properties.metadata else {
            return Self.dictionary([nova_variant_new_string_dict_entry("mpris:trackid",
                                                                       g_variant_new_object_path("/org/mpris/MediaPlayer2/TrackList/NoTrack"))])
        }
        var entries = [nova_variant_new_string_dict_entry("mpris:trackid", g_variant_new_object_path(metadata.trackID))]
        if let length = metadata.lengthMicroseconds {
            entries.append(nova_variant_new_string_dict_entry("mpris:length", g_variant_new_int64(Int(length))))
        }
        if let title = metadata.title { entries.append(nova_variant_new_string_dict_entry("xesam:title", g_variant_new_string(title))) }
        if let url = metadata.url { entries.append(nova_variant_new_string_dict_entry("xesam:url", g_variant_new_string(url))) }
        if let art = metadata.artURL {
            entries.append(nova_variant_new_string_dict_entry("mpris:artUrl", g_variant_new_string(art)))
        }
        return Self.dictionary(entries)
    }

    private static func dictionary(_ entries: [OpaquePointer?]) -> OpaquePointer? {
        let type = g_variant_type_new("{sv}")
        defer { g_variant_type_free(type) }
        return entries.withUnsafeBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count)) }
    }

    private static func strings(_ list: [String]) -> OpaquePointer? {
        let children = list.map { g_variant_new_string($0) }
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        return children.withUnsafeBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count)) }
    }

    static let introspection = """
    <node>
      <interface name="org.mpris.MediaPlayer2">
        <method name="Raise"/>
        <method name="Quit"/>
        <property name="CanQuit" type="b" access="read"/>
        <property name="CanRaise" type="b" access="read"/>
        <property name="CanSetFullscreen" type="b" access="read"/>
        <property name="Fullscreen" type="b" access="read"/>
        <property name="HasTrackList" type="b" access="read"/>
        <property name="Identity" type="s" access="read"/>
        <property name="DesktopEntry" type="s" access="read"/>
        <property name="SupportedUriSchemes" type="as" access="read"/>
        <property name="SupportedMimeTypes" type="as" access="read"/>
      </interface>
      <interface name="org.mpris.MediaPlayer2.Player">
        <method name="Next"/>
        <method name="Previous"/>
        <method name="Pause"/>
        <method name="PlayPause"/>
        <method name="Stop"/>
        <method name="Play"/>
        <method name="Seek"><arg direction="in" name="Offset" type="x"/></method>
        <method name="SetPosition">
          <arg direction="in" name="TrackId" type="o"/>
          <arg direction="in" name="Position" type="x"/>
        </method>
        <method name="OpenUri"><arg direction="in" name="Uri" type="s"/></method>
        <signal name="Seeked"><arg name="Position" type="x"/></signal>
        <property name="PlaybackStatus" type="s" access="read"/>
        <property name="LoopStatus" type="s" access="read"/>
        <property name="Rate" type="d" access="readwrite"/>
        <property name="Shuffle" type="b" access="read"/>
        <property name="Metadata" type="a{sv}" access="read"/>
        <property name="Volume" type="d" access="readwrite"/>
        <property name="Position" type="x" access="read"/>
        <property name="MinimumRate" type="d" access="read"/>
        <property name="MaximumRate" type="d" access="read"/>
        <property name="CanGoNext" type="b" access="read"/>
        <property name="CanGoPrevious" type="b" access="read"/>
        <property name="CanPlay" type="b" access="read"/>
        <property name="CanPause" type="b" access="read"/>
        <property name="CanSeek" type="b" access="read"/>
        <property name="CanControl" type="b" access="read"/>
      </interface>
    </node>
    """
}

// GDBus calls these on the main thread (the context the object was exported from).
private func mprisMethodCall(_ connection: OpaquePointer?, _ sender: UnsafePointer<gchar>?,
                             _ path: UnsafePointer<gchar>?, _ interface: UnsafePointer<gchar>?,
                             _ method: UnsafePointer<gchar>?, _ parameters: OpaquePointer?,
                             _ invocation: OpaquePointer?, _ data: gpointer?) {
    guard let method, let data else { return }
    let name = String(cString: method)
    let pointers = UnsafeTransfer((data, parameters, invocation))
    MainActor.assumeIsolated {
        let (data, parameters, invocation) = pointers.value
        Unmanaged<MprisServer>.fromOpaque(data).takeUnretainedValue().call(name, parameters, invocation)
    }
}

private func mprisGetProperty(_ connection: OpaquePointer?, _ sender: UnsafePointer<gchar>?,
                              _ path: UnsafePointer<gchar>?, _ interface: UnsafePointer<gchar>?,
                              _ property: UnsafePointer<gchar>?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?,
                              _ data: gpointer?) -> OpaquePointer? {
    guard let interface, let property, let data else { return nil }
    let (i, p) = (String(cString: interface), String(cString: property))
    let server = UnsafeTransfer(data)
    return MainActor.assumeIsolated {
        UnsafeTransfer(Unmanaged<MprisServer>.fromOpaque(server.value).takeUnretainedValue().property(i, p))
    }.value
}

private func mprisSetProperty(_ connection: OpaquePointer?, _ sender: UnsafePointer<gchar>?,
                              _ path: UnsafePointer<gchar>?, _ interface: UnsafePointer<gchar>?,
                              _ property: UnsafePointer<gchar>?, _ value: OpaquePointer?,
                              _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?, _ data: gpointer?) -> gboolean {
    guard let property, let data else { return 0 }
    let p = String(cString: property)
    let pointers = UnsafeTransfer((data, value))
    return MainActor.assumeIsolated {
        Unmanaged<MprisServer>.fromOpaque(pointers.value.0).takeUnretainedValue().set(p, pointers.value.1) ? 1 : 0
    }
}
