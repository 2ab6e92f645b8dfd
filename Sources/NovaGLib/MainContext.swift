// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation

/// Scheduling on the GLib main loop. Source ids are returned so owners can remove
/// pending sources at teardown.
@MainActor
public enum MainContext {
    /// GLib's monotonic clock, in seconds: what the time-based rules of NovaCore are given.
    public static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Runs `body` every `milliseconds` while it returns true.
    @discardableResult
    public static func every(milliseconds: UInt32, _ body: @escaping Predicate) -> guint {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            let d = UnsafeTransfer(data)
            return MainActor.assumeIsolated { ClosureBox<Predicate>.from(d.value)() ? 1 : 0 }
        }, ClosureBox<Predicate>.retain(body), ClosureBox<Predicate>.destroy)
    }

    /// Runs `body` once, after `milliseconds`.
    @discardableResult
    public static func after(milliseconds: UInt32, _ body: @escaping Action) -> guint {
        every(milliseconds: milliseconds) { body(); return false }
    }

    /// Runs `body` whenever the main loop is otherwise idle, while it returns true.
    @discardableResult
    public static func idle(priority: Int32 = G_PRIORITY_DEFAULT_IDLE, _ body: @escaping Predicate) -> guint {
        g_idle_add_full(priority, { data in
            let d = UnsafeTransfer(data)
            return MainActor.assumeIsolated { ClosureBox<Predicate>.from(d.value)() ? 1 : 0 }
        }, ClosureBox<Predicate>.retain(body), ClosureBox<Predicate>.destroy)
    }

    public static func remove(_ source: inout guint) {
        if source != 0 { g_source_remove(source) }
        source = 0
    }
}
