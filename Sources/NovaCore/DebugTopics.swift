// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

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
