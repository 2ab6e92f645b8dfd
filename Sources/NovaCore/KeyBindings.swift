// SPDX-License-Identifier: GPL-3.0-or-later

/// Something the person asked the player to do, whatever the input was.
public enum PlayerAction: Equatable, Hashable, Sendable {
    case togglePause
    /// Skip back or forward by the skip amount (sign gives the direction).
    case skip(forward: Bool)
    case seekRelative(seconds: Double)
    case changeVolume(by: Double)
    case toggleMute
    case toggleFullscreen
    case leaveFullscreen
    case open
    case quit
}

/// A key with its modifiers, named as GDK names keys (`space`, `Left`, `F11`, `o`).
public struct KeyChord: Hashable, Sendable {
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
}

/// The keyboard map: mpv's keys where they do not fight GNOME's conventions.
public struct KeyBindings: Sendable {
    public private(set) var table: [KeyChord: PlayerAction]

    public init(_ table: [KeyChord: PlayerAction]) { self.table = table }

    public func action(for chord: KeyChord) -> PlayerAction? { table[chord] }

    public static let standard = KeyBindings([
        KeyChord("space"): .togglePause,
        KeyChord("k"): .togglePause,
        KeyChord("Left"): .skip(forward: false),
        KeyChord("Right"): .skip(forward: true),
        KeyChord("Up"): .changeVolume(by: 5),
        KeyChord("Down"): .changeVolume(by: -5),
        KeyChord("m"): .toggleMute,
        KeyChord("f"): .toggleFullscreen,
        KeyChord("F"): .toggleFullscreen,
        KeyChord("F11"): .toggleFullscreen,
        KeyChord("Escape"): .leaveFullscreen,
        KeyChord("o", control: true): .open,
        KeyChord("q", control: true): .quit,
    ])
}
