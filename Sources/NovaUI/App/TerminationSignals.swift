// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib

/// SIGINT, SIGTERM, SIGHUP (the terminal closed) and SIGQUIT all end Nova as closing its
/// window does: progress saved, mpv torn down in order. GLib's signal sources do not take
/// SIGQUIT, so one self-pipe serves all four: the handler only writes a byte (all a signal
/// handler may do), and the main loop, reading it, quits.
@MainActor
final class TerminationSignals {
    static let handled = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    private var source: guint = 0

    /// Installs the handlers; `onSignal` runs on the main loop once per signal received.
    init(_ onSignal: @escaping Action) {
        var ends: [Int32] = [-1, -1]
        var error: UnsafeMutablePointer<GError>?
        guard g_unix_open_pipe(&ends, FD_CLOEXEC, &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? ""
            if let error { g_error_free(error) }
            ConsoleLine.problem("cannot watch for termination signals: \(reason)").write()
            return
        }
        // Neither end may block: not the handler's write, not the loop's draining read.
        g_unix_set_fd_nonblocking(ends[0], 1, nil)
        g_unix_set_fd_nonblocking(ends[1], 1, nil)
        signalPipe = ends[1]
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            // write(2) may change errno under whatever the interrupted code was doing.
            let saved = errno
            var byte: UInt8 = 1
            _ = write(signalPipe, &byte, 1)
            errno = saved
        }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        for signal in Self.handled { sigaction(signal, &action, nil) }
        source = g_unix_fd_add_full(G_PRIORITY_DEFAULT, ends[0], G_IO_IN, { fd, _, data in
            var bytes = [UInt8](repeating: 0, count: 16)
            while read(fd, &bytes, bytes.count) > 0 {}
            let d = UnsafeTransfer(data)
            MainActor.assumeIsolated { ClosureBox<Action>.from(d.value)() }
            return 1
        }, ClosureBox<Action>.retain(onSignal), ClosureBox<Action>.destroy)
    }

    /// Nothing reads the pipe any more: the signals end Nova as they would any program.
    func remove() {
        MainContext.remove(&source)
        for signal in Self.handled { Glibc.signal(signal, SIG_DFL) }
    }
}

/// The pipe's writing end, for the signal handler (which can capture nothing).
nonisolated(unsafe) private var signalPipe: Int32 = -1
