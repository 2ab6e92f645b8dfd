// SPDX-License-Identifier: GPL-3.0-or-later
import CMpv

/// Background work (indexing, posters, previews) runs below the window and playback:
/// Linux gives each thread its own nice value, and threads inherit their creator's.
public enum ThreadPriority {
    /// Lowers the calling thread's priority to nice `value`.
    public static func lowerCurrentThread(to value: Int32 = 10) {
        _ = nova_nice_this_thread(value)
    }
}
