// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// A kind of line `NOVA_DEBUG` turns on (comma-separated: `NOVA_DEBUG=panels,seek`).
public enum DebugTopic: String, CaseIterable, Sendable {
    /// Seeks asked and done, and where the timeline is on the window.
    case seek
    /// Panels opening, closing and moving, their focus, controls and the state they show.
    case panels
    /// The library read, indexed, searched, and an item's menu.
    case library
    /// Which path draws the picture, the placeholder, buffering.
    case picture
    /// The window's parts' least widths, and the layout report (`win.report-layout`).
    case sizes
    /// The control bar shown or hidden, and where its buttons are.
    case controls
    /// Each key chord as Nova reads it.
    case keys
    /// Each preference changed.
    case settings
    /// What a call, the lock or a hidden window did to playback.
    case interruptions
    /// What the sound server says.
    case sound
}

/// The topics this run writes, read once from `NOVA_DEBUG`: for tests, benchmarks and
/// people debugging. What each line says is `DebugLine`'s.
public enum DebugTopics {
    private static let on = Set((ProcessInfo.processInfo.environment["NOVA_DEBUG"] ?? "").split(separator: ",")
        .compactMap { DebugTopic(rawValue: String($0)) })

    public static func isOn(_ topic: DebugTopic) -> Bool { on.contains(topic) }

    /// Writes `lines` to standard error in one write (a reader never sees two reports
    /// mixed), those of topics that are on.
    public static func write(_ lines: [DebugLine]) {
        let text = lines.filter { isOn($0.topic) }.map { $0.text + "\n" }.joined()
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }

    public static func write(_ line: DebugLine) { write([line]) }
}
