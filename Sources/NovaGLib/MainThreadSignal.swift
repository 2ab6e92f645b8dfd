// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation

/// Hands wakeups from another thread (mpv's) to the main loop: one high-priority idle at a
/// time, however many wakeups arrive before it runs.
public final class MainThreadSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: guint = 0
    private var closed = false
    private let action: @MainActor () -> Void

    public init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    /// Safe from any thread.
    public func post() {
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
    public func close() {
        lock.lock()
        closed = true
        let source = pending
        pending = 0
        lock.unlock()
        if source != 0 { g_source_remove(source) }
    }
}
