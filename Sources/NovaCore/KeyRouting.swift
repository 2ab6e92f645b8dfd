// SPDX-License-Identifier: GPL-3.0-or-later

/// Who gets a key: the focused control, by GTK's conventions, or the player's shortcuts.
/// The player's shortcuts apply while a video is on show and the focused control has no use
/// for the key; on the start page, library and history only the application's own chords do
/// (Ctrl+O, Ctrl+Q, F11…), so Space presses a poster and the arrows move between posters.
public enum KeyRouting {
    public enum Destination: Equatable, Sendable { case focus, player }

    public static func destination(of chord: KeyChord, focus: FocusedControl, videoShown: Bool) -> Destination {
        if focus == .text || focus == .menu { return chord.isForPlayerWhileTyping ? .player : .focus }
        guard videoShown else { return chord.isForApplication ? .player : .focus }
        guard !chord.control, !chord.alt else { return .player }
        switch focus {
        case .none, .text, .menu: return .player
        case .button: return chord.isActivation ? .focus : .player
        case .slider: return !chord.shift && chord.isSliderMove ? .focus : .player
        case .listRow: return chord.isPanelNavigation ? .focus : .player
        }
    }
}

extension KeyChord {
    /// Space and Enter: what presses a button.
    var isActivation: Bool { ["space", "Return", "KP_Enter", "KP_Space"].contains(key) }

    /// What a slider moves by: the arrows, Home and End, the Page keys.
    var isSliderMove: Bool {
        ["Left", "Right", "Up", "Down", "Home", "End", "Page_Up", "Page_Down",
         "KP_Left", "KP_Right", "KP_Up", "KP_Down", "KP_Home", "KP_End", "KP_Page_Up", "KP_Page_Down"].contains(key)
    }

    /// Chords for the application as a whole, not for a video: Ctrl chords, function keys and Esc.
    var isForApplication: Bool { isForPlayerWhileTyping || (key == "Escape" && !control && !alt) }
}
