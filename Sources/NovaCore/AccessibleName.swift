// SPDX-License-Identifier: GPL-3.0-or-later

/// Names for screen readers, made from the labels people see.
public enum AccessibleName {
    /// A mnemonic label without its underscores: "_Open Video…" → "Open Video…";
    /// "__" is a shown underscore.
    public static func withoutMnemonic(_ label: String) -> String {
        var result = ""
        var pendingUnderscore = false
        for character in label {
            if character == "_" {
                if pendingUnderscore { result.append("_") }
                pendingUnderscore.toggle()
                continue
            }
            pendingUnderscore = false
            result.append(character)
        }
        return result
    }
}
