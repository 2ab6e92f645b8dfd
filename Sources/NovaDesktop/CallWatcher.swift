// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore

/// Whether a phone call rings or is under way (`CallActivity` decides): GNOME Calls' calls
/// on the session bus, each an object under `/org/gnome/Calls`; without Calls,
/// ModemManager's voice calls on the system bus, listed by each modem's `Voice.Calls`.
@MainActor
public final class CallWatcher {
    public private(set) var inCall = false
    /// Called with the new state when it changes.
    public var onChange: ((Bool) -> Void)?
    private let calls: BusService?
    private let modems: BusService?
    /// GNOME Calls' call states; nil while Calls does not run.
    private var gnomeStates: [UInt32]?
    private var modemStates: [Int32] = []
    /// Each question counts: only the latest one's answers are used.
    private var callsQuery = 0
    private var modemQuery = 0

    public init(session: OpaquePointer?, system: OpaquePointer?) {
        calls = session.map { BusService(connection: $0, name: "org.gnome.Calls") }
        modems = system.map { BusService(connection: $0, name: "org.freedesktop.ModemManager1") }
        calls?.onChange = { [weak self] in self?.askCalls() }
        modems?.onChange = { [weak self] in self?.askModems() }
    }

    public func stop() {
        calls?.stop()
        modems?.stop()
    }

    private func askCalls() {
        callsQuery += 1
        let query = callsQuery
        guard let calls, calls.isPresent else {
            gnomeStates = nil
            return decide()
        }
        calls.call("/org/gnome/Calls", "org.freedesktop.DBus.ObjectManager", "GetManagedObjects",
                   replyType: "(a{oa{sa{sv}}})") { [weak self] reply in
            // Calls gone meanwhile, or a newer question asked: this answer is old.
            guard let self, query == callsQuery, self.calls?.isPresent == true else { return }
            // No answer (a timeout): what was known stands, rather than "no call".
            guard let reply else { return }
            // A call whose state cannot be read still counts: better a pause too many than a call over the film.
            gnomeStates = BusValue.managedObjects(reply, interface: "org.gnome.Calls.Call").map { object in
                defer { g_variant_unref(object.properties) }
                let state = BusValue.lookup(object.properties, "State")
                defer { if let state { g_variant_unref(state) } }
                return state.flatMap(BusValue.uint32) ?? 0
            }
            decide()
        }
    }

    private func askModems() {
        modemQuery += 1
        let query = modemQuery
        guard let modems, modems.isPresent else {
            modemStates = []
            return decide()
        }
        modems.call("/org/freedesktop/ModemManager1", "org.freedesktop.DBus.ObjectManager", "GetManagedObjects",
                    replyType: "(a{oa{sa{sv}}})") { [weak self] reply in
            guard let self, query == modemQuery, let modems = self.modems, let reply else { return }
            let voices = BusValue.managedObjects(reply, interface: "org.freedesktop.ModemManager1.Modem.Voice")
            let paths = voices.flatMap { voice -> [String] in
                defer { g_variant_unref(voice.properties) }
                guard let list = BusValue.lookup(voice.properties, "Calls") else { return [] }
                defer { g_variant_unref(list) }
                return BusValue.objectPaths(list)
            }
            var states: [Int32] = [], waiting = paths.count
            guard waiting > 0 else {
                modemStates = []
                return decide()
            }
            for path in paths {
                modems.property(path, "org.freedesktop.ModemManager1.Call", "State") { [weak self] value in
                    guard let self, query == modemQuery else { return }
                    // A call whose state cannot be read counts as ringing.
                    states.append(value.flatMap(BusValue.int32) ?? 3)
                    waiting -= 1
                    if waiting == 0 {
                        modemStates = states
                        decide()
                    }
                }
            }
        }
    }

    private func decide() {
        let now = CallActivity.inCall(gnomeCalls: gnomeStates, modemCalls: modemStates)
        guard now != inCall else { return }
        inCall = now
        onChange?(now)
    }
}
