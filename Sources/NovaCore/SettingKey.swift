// SPDX-License-Identifier: GPL-3.0-or-later

/// One GSettings key: its name, the type of its value and the value Nova uses when no
/// schema is installed. Declared once, in `Setting`; the schema in `data/` gives the same
/// defaults (a test compares the two).
public struct SettingKey<Value: Sendable & Equatable>: Sendable, Hashable {
    public let name: String
    public let defaultValue: Value

    public init(_ name: String, default defaultValue: Value) {
        self.name = name
        self.defaultValue = defaultValue
    }

    public static func == (a: SettingKey, b: SettingKey) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
