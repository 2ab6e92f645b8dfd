// SPDX-License-Identifier: GPL-3.0-or-later

/// A key with its modifiers, named as GDK names keys (`space`, `Left`, `F11`, `o`).
public struct KeyChord: Hashable, Sendable {
    /// The chord as GTK writes accelerators ("<Control>o", "<Shift>Left", "space").
    public var accelerator: String {
        // An upper-case letter is Shift and the letter, which is how GTK shows it.
        let isCapital = key.count == 1 && key.first!.isUppercase
        return (control ? "<Control>" : "") + (alt ? "<Alt>" : "") + (shift || isCapital ? "<Shift>" : "")
            + (isCapital ? key.lowercased() : key)
    }

    public var key: String
    public var control: Bool
    public var shift: Bool
    public var alt: Bool

    public init(_ key: String, control: Bool = false, shift: Bool = false, alt: Bool = false) {
        self.key = key; self.control = control; self.shift = shift; self.alt = alt
        // A letter's case already says whether Shift was held ("F" vs "f"), so Shift is
        // dropped; with Ctrl, GTK reports Ctrl+Shift+o as "O", so the letter is lowered instead.
        if key.count == 1, let c = key.first, c.isLetter {
            if control { self.key = key.lowercased() } else { self.shift = false }
        }
    }

    /// Whether an open panel keeps this chord: moving between its choices and pressing them.
    public var isPanelNavigation: Bool {
        !control && !alt && ["Up", "Down", "Left", "Right", "Return", "KP_Enter", "space", "Tab", "ISO_Left_Tab",
                             "Home", "End", "Page_Up", "Page_Down"].contains(key)
    }

    /// Whether the player takes this chord while a text field (the library's search) has
    /// the focus: only Ctrl chords and function keys; letters, digits, arrows, Space and
    /// BackSpace belong to the text.
    public var isForPlayerWhileTyping: Bool {
        control || (key.count >= 2 && key.first == "F" && key.dropFirst().allSatisfy(\.isNumber))
    }
}
