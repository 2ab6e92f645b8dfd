// SPDX-License-Identifier: GPL-3.0-or-later

/// Remembers the screen brightness from before Nova first changed it, to hand it back.
public struct BrightnessRestore: Equatable, Sendable {
    public private(set) var original: Int?

    public init(original: Int? = nil) { self.original = original }

    /// Called before every change: only the first records.
    public mutating func willChange(from current: Int) {
        if original == nil { original = current }
    }

    /// The value to write back, once; afterwards there is nothing to restore.
    public mutating func takeOriginal() -> Int? {
        defer { original = nil }
        return original
    }
}
