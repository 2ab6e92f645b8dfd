// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
@testable import NovaDesktop
import NovaGLib
import XCTest

/// A private bus with Nova's MPRIS server on one connection and a client on another.
@MainActor
final class MprisFixture {
    private var daemon: Process!
    private var serverConnection: OpaquePointer!
    private var clientConnection: OpaquePointer!
    private var server: MprisServer!
    private var control: RecordingControl!
    private var signals: SignalRecorder!

    init() throws {
        let (process, address) = try Self.startBus()
        daemon = process
        server = MprisServer(identity: "Nova", desktopEntry: "io.github.novaplayer.Nova")
        serverConnection = try Self.connect(address)
        clientConnection = try Self.connect(address)
        control = RecordingControl()
        server.control = control
        server.start(on: serverConnection)
        signals = SignalRecorder(connection: clientConnection)
    }

    func close() {
        signals.stop()
        server.stop()
        g_object_unref(UnsafeMutableRawPointer(clientConnection))
        g_object_unref(UnsafeMutableRawPointer(serverConnection))
        daemon.terminate()
        daemon.waitUntilExit()
    }

    private var playingCard: PlaybackState {
        var state = PlaybackState()
        state.location = "/videos/My film (2024).mkv"
        state.title = "My film"
        state.duration = 60
        state.position = 12.5
        state.isIdle = false
        state.isPaused = false
        state.volume = 80
        return state
    }

    func rootPropertiesNameTheApplication() throws {
        XCTAssertEqual(string(try get("org.mpris.MediaPlayer2", "Identity")), "Nova")
        XCTAssertEqual(string(try get("org.mpris.MediaPlayer2", "DesktopEntry")), "io.github.novaplayer.Nova")
        let mimeTypes = try get("org.mpris.MediaPlayer2", "SupportedMimeTypes")
        XCTAssertGreaterThan(g_variant_n_children(mimeTypes), 20)
        XCTAssertEqual(string(try get("org.mpris.MediaPlayer2.Player", "PlaybackStatus")), "Stopped")
    }

    func stateChangesAreAnnouncedAndReadable() throws {
        server.update(playingCard)
        XCTAssertEqual(string(try get("org.mpris.MediaPlayer2.Player", "PlaybackStatus")), "Playing")
        XCTAssertEqual(g_variant_get_double(try get("org.mpris.MediaPlayer2.Player", "Volume")), 0.8, accuracy: 1e-9)
        let metadata = try get("org.mpris.MediaPlayer2.Player", "Metadata")
        XCTAssertEqual(lookup(metadata, "mpris:trackid").map(string), "/io/github/novaplayer/Nova/Track/1")
        XCTAssertEqual(lookup(metadata, "mpris:length").map { g_variant_get_int64($0) }, 60_000_000)
        XCTAssertEqual(lookup(metadata, "xesam:title").map(string), "My film")
        XCTAssertEqual(lookup(metadata, "xesam:url").map(string), "file:///videos/My%20film%20(2024).mkv")
        XCTAssertEqual(g_variant_get_int64(try get("org.mpris.MediaPlayer2.Player", "Position")), 12_500_000)

        wait("PropertiesChanged") { signals.names.contains("PropertiesChanged") }
        XCTAssertTrue(signals.changedProperties.contains("PlaybackStatus"))
        XCTAssertTrue(signals.changedProperties.contains("Metadata"))

        var paused = playingCard
        paused.isPaused = true
        server.update(paused)
        XCTAssertEqual(string(try get("org.mpris.MediaPlayer2.Player", "PlaybackStatus")), "Paused")
    }

    func methodsReachThePlayer() throws {
        server.update(playingCard)
        try call("PlayPause")
        try call("Pause")
        try call("Play")
        try call("Stop")
        try call("Seek", g_variant_new_tuple([g_variant_new_int64(-5_000_000)], 1))
        try call("SetPosition", g_variant_new_tuple([g_variant_new_object_path("/io/github/novaplayer/Nova/Track/1"),
                                                    g_variant_new_int64(30_250_000)], 2))
        // A stale track id and a position past the end are ignored, as the spec says.
        try call("SetPosition", g_variant_new_tuple([g_variant_new_object_path("/io/github/novaplayer/Nova/Track/9"),
                                                    g_variant_new_int64(1_000_000)], 2))
        try call("SetPosition", g_variant_new_tuple([g_variant_new_object_path("/io/github/novaplayer/Nova/Track/1"),
                                                    g_variant_new_int64(61_000_000)], 2))
        try call("OpenUri", g_variant_new_tuple([g_variant_new_string("file:///tmp/a%20b.mkv")], 1))
        try call("Next") // nothing follows: ignored
        server.update(playingCard, canGoNext: true, canGoPrevious: true)
        XCTAssertEqual(g_variant_get_boolean(try get("org.mpris.MediaPlayer2.Player", "CanGoNext")), 1)
        try call("Next")
        try call("Previous")
        XCTAssertEqual(control.calls, ["playPause", "pause", "play", "stop", "seek -5.0", "position 30.25",
                                       "open file:///tmp/a%20b.mkv", "next", "previous"])
    }

    func volumeAndRateAreWritable() throws {
        server.update(playingCard)
        try set("Volume", g_variant_new_double(0.5))
        try set("Rate", g_variant_new_double(1.5))
        try set("Rate", g_variant_new_double(100)) // out of range: ignored
        XCTAssertEqual(control.calls, ["volume 0.5", "rate 1.5"])
    }

    /// What a hostile or careless client sends changes nothing it should not: NaN is no
    /// volume (it once muted Nova), ±∞ and negatives are held to the range, a rate of 0
    /// pauses (as the specification says), and what cannot be opened is refused with an
    /// error, the video playing untouched.
    func hostileValuesAreCheckedOrRefused() throws {
        server.update(playingCard)
        try set("Volume", g_variant_new_double(.nan))
        try set("Volume", g_variant_new_double(-3))
        try set("Volume", g_variant_new_double(.infinity))
        control.maximumVolume = 1.5
        try set("Volume", g_variant_new_double(2))
        try set("Rate", g_variant_new_double(.nan))
        try set("Rate", g_variant_new_double(-1))
        try set("Rate", g_variant_new_double(0))
        XCTAssertEqual(control.calls, ["volume 0.0", "volume 1.0", "volume 1.5", "pause"])
        control.calls = []
        for refused in ["", "   ", "../../etc/passwd", "video.mkv", "javascript:alert(1)", "gopher://x/y.mkv", ":nothing"] {
            XCTAssertThrowsError(try call("OpenUri", g_variant_new_tuple([g_variant_new_string(refused)], 1)),
                                 "OpenUri(\"\(refused)\") should be refused") { error in
                XCTAssertTrue("\(error)".contains("InvalidArgs"), "\(error)")
            }
        }
        try call("OpenUri", g_variant_new_tuple([g_variant_new_string("/media/card/film.mkv")], 1))
        try call("OpenUri", g_variant_new_tuple([g_variant_new_string("HTTPS://example.org/film.mkv")], 1))
        XCTAssertEqual(control.calls, ["open /media/card/film.mkv", "open HTTPS://example.org/film.mkv"])
    }

    func seekedIsSignalled() throws {
        server.update(playingCard)
        server.seeked(to: 42.5)
        wait("Seeked") { signals.names.contains("Seeked") }
        XCTAssertEqual(signals.seekedPositions, [42_500_000])
    }

    // MARK: Bus plumbing

    static func startBus() throws -> (Process, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        process.arguments = ["--session", "--nofork", "--print-address=1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        var data = Data()
        while !data.contains(UInt8(ascii: "\n")) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            data.append(chunk)
        }
        let address = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !address.isEmpty else { throw BusError(message: "dbus-daemon printed no address") }
        return (process, address)
    }

    static func connect(_ address: String) throws -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                                   | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            defer { g_error_free(error) }
            throw BusError(message: String(cString: error!.pointee.message))
        }
        return connection
    }

    /// A blocking call made on another thread while this one runs the main loop that serves it.
    private func blockingCall(_ interface: String, _ method: String, _ parameters: OpaquePointer?) throws -> OpaquePointer? {
        let request = UnsafeTransfer((clientConnection!, parameters.flatMap { g_variant_ref_sink($0) }))
        let outcome = CallOutcome()
        Thread.detachNewThread {
            var error: UnsafeMutablePointer<GError>?
            let (connection, parameters) = request.value
            let reply = g_dbus_connection_call_sync(connection, MprisServer.busName, "/org/mpris/MediaPlayer2",
                                                    interface, method, parameters, nil, G_DBUS_CALL_FLAGS_NONE,
                                                    5000, nil, &error)
            outcome.finish(reply: reply, error: error.map { String(cString: $0.pointee.message) })
            if let error { g_error_free(error) }
        }
        wait("\(interface).\(method)") { outcome.isDone }
        if let message = outcome.error { throw BusError(message: message) }
        return outcome.reply
    }

    private func get(_ interface: String, _ property: String) throws -> OpaquePointer? {
        let reply = try blockingCall("org.freedesktop.DBus.Properties", "Get",
                                     g_variant_new_tuple([g_variant_new_string(interface), g_variant_new_string(property)], 2))
        return g_variant_get_variant(g_variant_get_child_value(reply, 0))
    }

    private func set(_ property: String, _ value: OpaquePointer?) throws {
        _ = try blockingCall("org.freedesktop.DBus.Properties", "Set",
                             g_variant_new_tuple([g_variant_new_string("org.mpris.MediaPlayer2.Player"),
                                                  g_variant_new_string(property), g_variant_new_variant(value)], 3))
    }

    private func call(_ method: String, _ parameters: OpaquePointer? = nil) throws {
        _ = try blockingCall("org.mpris.MediaPlayer2.Player", method, parameters)
    }

    private func wait(_ what: String, timeout: Double = 5, until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { XCTFail("timed out waiting for \(what)"); return }
            while g_main_context_iteration(nil, 0) != 0 {}
            usleep(1000)
        }
    }

    private func string(_ variant: OpaquePointer?) -> String? {
        guard let variant, let s = g_variant_get_string(variant, nil) else { return nil }
        return String(cString: s)
    }

    private func lookup(_ dictionary: OpaquePointer?, _ key: String) -> OpaquePointer? {
        g_variant_lookup_value(dictionary, key, nil)
    }
}

private struct BusError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

private final class CallOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    private(set) var reply: OpaquePointer?
    private(set) var error: String?
    var isDone: Bool { lock.withLock { done } }
    func finish(reply: OpaquePointer?, error: String?) {
        lock.withLock { self.reply = reply; self.error = error; done = true }
    }
}

@MainActor
private final class RecordingControl: MprisPlayerControl {
    var calls: [String] = []
    func mprisRaise() { calls.append("raise") }
    func mprisQuit() { calls.append("quit") }
    func mprisPlay() { calls.append("play") }
    func mprisPause() { calls.append("pause") }
    func mprisPlayPause() { calls.append("playPause") }
    func mprisNext() { calls.append("next") }
    func mprisPrevious() { calls.append("previous") }
    func mprisStop() { calls.append("stop") }
    func mprisSeek(by seconds: Double) { calls.append("seek \(seconds)") }
    func mprisSetPosition(_ seconds: Double) { calls.append("position \(seconds)") }
    func mprisOpen(uri: String) { calls.append("open \(uri)") }
    func mprisSetVolume(_ volume: Double) { calls.append("volume \(volume)") }
    var maximumVolume = 1.0
    var mprisMaximumVolume: Double { maximumVolume }
    func mprisSetRate(_ rate: Double) { calls.append("rate \(rate)") }
    func mprisPosition() -> Double? { nil }
}

/// Records the signals the client connection receives from the player's object.
@MainActor
private final class SignalRecorder {
    var names: [String] = []
    var changedProperties: [String] = []
    var seekedPositions: [Int] = []
    private let connection: OpaquePointer
    private var subscription: guint = 0

    init(connection: OpaquePointer) {
        self.connection = connection
        subscription = g_dbus_connection_signal_subscribe(
            connection, nil, nil, nil, "/org/mpris/MediaPlayer2", nil, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, signal, parameters, data in
                guard let signal, let data else { return }
                let name = String(cString: signal)
                let pointers = UnsafeTransfer((data, parameters))
                MainActor.assumeIsolated {
                    let recorder = Unmanaged<SignalRecorder>.fromOpaque(pointers.value.0).takeUnretainedValue()
                    recorder.record(name, pointers.value.1)
                }
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
        // The match rule reaches the bus asynchronously; a round trip on the same
        // connection guarantees the daemon has it before any signal is emitted.
        g_variant_unref(g_dbus_connection_call_sync(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                    "org.freedesktop.DBus", "GetId", nil, nil,
                                                    G_DBUS_CALL_FLAGS_NONE, 5000, nil, nil))
    }

    func stop() { g_dbus_connection_signal_unsubscribe(connection, subscription) }

    private func record(_ name: String, _ parameters: OpaquePointer?) {
        names.append(name)
        if name == "PropertiesChanged" {
            let changed = g_variant_get_child_value(parameters, 1)
            for i in 0..<g_variant_n_children(changed) {
                let entry = g_variant_get_child_value(changed, i)
                if let key = g_variant_get_string(g_variant_get_child_value(entry, 0), nil) {
                    changedProperties.append(String(cString: key))
                }
            }
        } else if name == "Seeked" {
            seekedPositions.append(g_variant_get_int64(g_variant_get_child_value(parameters, 0)))
        }
    }
}
