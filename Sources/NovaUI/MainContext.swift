// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaDesktop

/// Scheduling on the GLib main loop. Source ids are returned so owners can remove
/// pending sources at teardown.
@MainActor
enum MainContext {
    /// GLib's monotonic clock, in seconds: what the time-based rules of NovaCore are given.
    static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Runs `body` every `milliseconds` while it returns true.
    @discardableResult
    static func every(milliseconds: UInt32, _ body: @escaping Predicate) -> guint {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            let d = UnsafeTransfer(data)
            return MainActor.assumeIsolated { ClosureBox<Predicate>.from(d.value)() ? 1 : 0 }
        }, ClosureBox<Predicate>.retain(body), ClosureBox<Predicate>.destroy)
    }

    /// Runs `body` once, after `milliseconds`.
    @discardableResult
    static func after(milliseconds: UInt32, _ body: @escaping Action) -> guint {
        every(milliseconds: milliseconds) { body(); return false }
    }

    /// Runs `body` whenever the main loop is otherwise idle, while it returns true.
    @discardableResult
    static func idle(priority: Int32 = G_PRIORITY_DEFAULT_IDLE, _ body: @escaping Predicate) -> guint {
        g_idle_add_full(priority, { data in
            let d = UnsafeTransfer(data)
            return MainActor.assumeIsolated { ClosureBox<Predicate>.from(d.value)() ? 1 : 0 }
        }, ClosureBox<Predicate>.retain(body), ClosureBox<Predicate>.destroy)
    }

    static func remove(_ source: inout guint) {
        if source != 0 { g_source_remove(source) }
        source = 0
    }
}

/// Hands wakeups from another thread (mpv's) to the main loop: one high-priority idle at a
/// time, however many wakeups arrive before it runs.
final class MainThreadSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: guint = 0
    private var closed = false
    private let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    /// Safe from any thread.
    func post() {
        lock.lock()
        defer { lock.unlock() }
        guard pending == 0, !closed else { return }
        pending = g_idle_add_full(G_PRIORITY_HIGH_IDLE, { data in
            let signal = Unmanaged<MainThreadSignal>.fromOpaque(data!).takeUnretainedValue()
            signal.lock.withLock { signal.pending = 0 }
            MainActor.assumeIsolated { signal.action() }
            return 0
        }, Unmanaged.passRetained(self).toOpaque(), { data in
            Unmanaged<MainThreadSignal>.fromOpaque(data!).release()
        })
    }

    /// No more posts; removes one still waiting. Call on the main thread at teardown.
    func close() {
        lock.lock()
        closed = true
        let source = pending
        pending = 0
        lock.unlock()
        if source != 0 { g_source_remove(source) }
    }
}
