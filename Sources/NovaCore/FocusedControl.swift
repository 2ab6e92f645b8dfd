// SPDX-License-Identifier: GPL-3.0-or-later

/// What kind of control has the keyboard focus, as far as keys go.
public enum FocusedControl: Sendable {
    /// Nothing that uses keys: the picture, a label, no focus at all.
    case none
    /// A button, switch or menu button: Space and Enter press it.
    case button
    /// A slider (the timeline, the volume): arrows, Home/End and Page keys move it.
    case slider
    /// A row of a list (a panel's choices): arrows move between rows, Space and Enter choose.
    case listRow
    /// A text entry (the library's search): every plain key is typing.
    case text
    /// A row of an open menu: its letters pick rows (mnemonics), its arrows move.
    case menu
}
