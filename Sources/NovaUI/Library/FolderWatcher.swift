// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaGLib

/// Watches the library's folders with GIO file monitors, one per directory, and says
/// which directory changed once it has been quiet for a second (a copy in progress
/// makes many events, and one indexing pass is enough).
@MainActor
final class FolderWatcher {
    var onChange: ((String) -> Void)?

    private var monitors: [String: UnsafeMutablePointer<GFileMonitor>] = [:]
    private var pending = Set<String>()
    private var timer: guint = 0
    /// Enough for large libraries without exhausting inotify watches.
    private static let limit = 4000

    /// Watches `directories` (all under `root`), replacing what was watched under `root`.
    func watch(_ directories: [String], under root: String) {
        unwatch(under: root)
        for directory in directories where monitors.count < Self.limit {
            let file = g_file_new_for_path(directory)
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { continue }
            // The monitor is ours: its connection goes with it.
            onFileMonitorChanged(UnsafeMutableRawPointer(monitor)) { [weak self] event in self?.changed(directory, event) }
            monitors[directory] = monitor
        }
    }

    func unwatch(under root: String) {
        for directory in monitors.keys where directory == root || directory.hasPrefix(root == "/" ? "/" : root + "/") {
            if let monitor = monitors.removeValue(forKey: directory) {
                g_file_monitor_cancel(monitor)
                g_object_unref(UnsafeMutableRawPointer(monitor))
            }
        }
    }

    func stop() {
        MainContext.remove(&timer)
        for root in Array(monitors.keys) { unwatch(under: root) }
    }

    private func changed(_ directory: String, _ event: GFileMonitorEvent) {
        switch event {
        case G_FILE_MONITOR_EVENT_CHANGED, G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED, G_FILE_MONITOR_EVENT_PRE_UNMOUNT:
            return
        default:
            break
        }
        pending.insert(directory)
        MainContext.remove(&timer)
        timer = MainContext.after(milliseconds: 1000) { [weak self] in
            guard let self else { return }
            timer = 0
            let directories = pending
            pending = []
            directories.forEach { onChange?($0) }
        }
    }
}
