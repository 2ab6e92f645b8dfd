// SPDX-License-Identifier: GPL-3.0-or-later

/// Whether a phone call is ringing or under way, from what the phone's services publish:
/// GNOME Calls on the session bus (each call's `State`), and ModemManager's voice calls
/// on the system bus for phones without Calls.
public enum CallActivity {
    /// GNOME Calls' `org.gnome.Calls.Call.State`. Calls numbered its states differently
    /// over the years (43 sends 7 for disconnected, later releases 5, which 43 uses for
    /// incoming); only 43's "disconnected" is certain, and a call object is removed soon
    /// after it ends anyway. So every exported call counts but one that says 7.
    public static func gnomeCallIsLive(state: UInt32) -> Bool { state != 7 }

    /// ModemManager's `MMCallState`: 1 dialing, 2 ringing out, 3 ringing in, 4 active,
    /// 5 held, 6 waiting are calls; 0 (not started yet) and 7 (terminated) are not.
    public static func modemCallIsLive(state: Int32) -> Bool { (1...6).contains(state) }

    /// A call is on: from GNOME Calls when it runs (`gnomeCalls` nil when it does not), else
    /// from ModemManager.
    public static func inCall(gnomeCalls: [UInt32]?, modemCalls: [Int32]) -> Bool {
        if let gnomeCalls { return gnomeCalls.contains(where: gnomeCallIsLive) }
        return modemCalls.contains(where: modemCallIsLive)
    }
}
