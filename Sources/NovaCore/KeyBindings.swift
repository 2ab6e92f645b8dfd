// SPDX-License-Identifier: GPL-3.0-or-later

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
