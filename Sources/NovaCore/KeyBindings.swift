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

/// The keyboard map: mpv's keys where they do not fight GNOME's conventions.
public struct KeyBindings: Sendable {
    public private(set) var table: [KeyChord: PlayerAction]

    /// A map from chord and action pairs; when a chord appears twice the first wins
    /// (`conflicts(in:)` finds such mistakes).
    public init(_ pairs: [(KeyChord, PlayerAction)]) {
        table = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    public func action(for chord: KeyChord) -> PlayerAction? { table[chord] }

    /// Chords bound more than once.
    public static func conflicts(in pairs: [(KeyChord, PlayerAction)]) -> [KeyChord] {
        var seen = Set<KeyChord>(), repeated: [KeyChord] = []
        for (chord, _) in pairs where !seen.insert(chord).inserted { repeated.append(chord) }
        return repeated
    }

    public static let standard = KeyBindings(standardPairs)

    /// For the shortcuts window: runs of keys that differ only in a last digit counting up
    /// by one ("1" "2" … "8", "KP_1" … "KP_9") written as ranges ("1...8"), which GTK
    /// shows as "1 … 8".
    public static func collapsingDigitRuns(_ accelerators: [String]) -> [String] {
        var result: [String] = []
        var run: [String] = []
        func close() {
            if run.count >= 3 { result.append(run[0] + "..." + run[run.count - 1]) } else { result += run }
            run = []
        }
        for accelerator in accelerators {
            if let last = run.last, let a = last.last?.wholeNumberValue, let b = accelerator.last?.wholeNumberValue,
               b == a + 1, last.dropLast() == accelerator.dropLast() {
                run.append(accelerator)
            } else {
                close()
                if accelerator.last?.isNumber == true { run = [accelerator] } else { result.append(accelerator) }
            }
        }
        close()
        return result
    }

    public static let standardPairs: [(KeyChord, PlayerAction)] = [
        (KeyChord("space"), .togglePause),
        (KeyChord("k"), .togglePause),
        (KeyChord("Left"), .skip(forward: false)),
        (KeyChord("Right"), .skip(forward: true)),
        (KeyChord("Left", shift: true), .seekRelative(seconds: -1)),
        (KeyChord("Right", shift: true), .seekRelative(seconds: 1)),
        (KeyChord("comma"), .frameStep(forward: false)),
        (KeyChord("period"), .frameStep(forward: true)),
        (KeyChord("Page_Up"), .chapter(forward: false)),
        (KeyChord("Page_Down"), .chapter(forward: true)),
        (KeyChord("Home"), .seekToFraction(0)),
        (KeyChord("1"), .seekToFraction(0.1)),
        (KeyChord("2"), .seekToFraction(0.2)),
        (KeyChord("3"), .seekToFraction(0.3)),
        (KeyChord("4"), .seekToFraction(0.4)),
        (KeyChord("5"), .seekToFraction(0.5)),
        (KeyChord("6"), .seekToFraction(0.6)),
        (KeyChord("7"), .seekToFraction(0.7)),
        (KeyChord("8"), .seekToFraction(0.8)),
        (KeyChord("KP_1"), .seekToFraction(0.1)),
        (KeyChord("KP_2"), .seekToFraction(0.2)),
        (KeyChord("KP_3"), .seekToFraction(0.3)),
        (KeyChord("KP_4"), .seekToFraction(0.4)),
        (KeyChord("KP_5"), .seekToFraction(0.5)),
        (KeyChord("KP_6"), .seekToFraction(0.6)),
        (KeyChord("KP_7"), .seekToFraction(0.7)),
        (KeyChord("KP_8"), .seekToFraction(0.8)),
        (KeyChord("KP_9"), .seekToFraction(0.9)),
        (KeyChord("Up"), .changeVolume(by: 5)),
        (KeyChord("Down"), .changeVolume(by: -5)),
        (KeyChord("9"), .changeVolume(by: -5)),
        (KeyChord("0"), .changeVolume(by: 5)),
        (KeyChord("m"), .toggleMute),
        (KeyChord("f"), .toggleFullscreen),
        (KeyChord("F"), .toggleFullscreen),
        (KeyChord("F11"), .toggleFullscreen),
        (KeyChord("Escape"), .leaveFullscreen),
        (KeyChord("N"), .next),
        (KeyChord("P"), .previous),
        (KeyChord("p"), .togglePause),
        (KeyChord("bracketleft"), .changeSpeed(up: false)),
        (KeyChord("bracketright"), .changeSpeed(up: true)),
        (KeyChord("BackSpace"), .resetSpeed),
        (KeyChord("j"), .cycleSubtitles(forward: true)),
        (KeyChord("J"), .cycleSubtitles(forward: false)),
        (KeyChord("numbersign"), .cycleAudio),
        (KeyChord("v"), .toggleSubtitles),
        (KeyChord("z"), .changeSubtitleDelay(by: -0.1)),
        (KeyChord("Z"), .changeSubtitleDelay(by: 0.1)),
        (KeyChord("l"), .abLoop),
        (KeyChord("L"), .toggleLoopFile),
        (KeyChord("s"), .screenshot),
        (KeyChord("w", control: true), .closeVideo),
        (KeyChord("question", control: true), .showShortcuts),
        (KeyChord("o", control: true), .open),
        (KeyChord("l", control: true), .openLocation),
        (KeyChord("comma", control: true), .showPreferences),
        (KeyChord("f", control: true), .searchLibrary),
        (KeyChord("q", control: true), .quit),
    ]
}
