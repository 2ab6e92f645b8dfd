// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The topics `NOVA_DEBUG` turns on (comma-separated: `NOVA_DEBUG=panels,seek`), each a
/// kind of line written to standard error for tests, benchmarks and people debugging.
public enum DebugTopics {
    private static let on = Set((ProcessInfo.processInfo.environment["NOVA_DEBUG"] ?? "").split(separator: ",").map(String.init))

    public static func isOn(_ topic: String) -> Bool { on.contains(topic) }
}
