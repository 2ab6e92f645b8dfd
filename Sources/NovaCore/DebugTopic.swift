// SPDX-License-Identifier: GPL-3.0-or-later

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
