// SPDX-License-Identifier: GPL-3.0-or-later

/// The preferences' closed sets of values, as GSettings stores them (the schema lists
/// the same choices), and what each means for the player.
public enum Preferences {
    public enum Theme: String, CaseIterable, Sendable {
        case system, light, dark
    }

    public enum HardwareDecoding: String, CaseIterable, Sendable {
        case auto
        case no
    }

    public enum BrightnessMode: String, CaseIterable, Sendable {
        /// The screen's backlight (picture dimming where it cannot be set).
        case screen
        /// Only the picture, dimmed over the video.
        case picture
    }

    /// The skip amounts offered (seconds).
    public static let skipChoices = [5, 10, 15, 30]

    /// The offered skip amount nearest a stored one (the schema allows any 1…60).
    public static func skipChoice(nearest seconds: Int) -> Int {
        skipChoices.min { abs($0 - seconds) < abs($1 - seconds) }!
    }

    /// The volume's ceiling: 150 % with the boost, else 100 %.
    public static func maximumVolume(boost: Bool) -> Double { boost ? 150 : 100 }

    /// A typed list of languages as mpv takes it: "de, EN ,,fr" → "de,en,fr"; nil when
    /// a part is not a language code (2 or 3 letters, optionally a region: "pt-BR").
    public static func languageList(_ text: String) -> String? {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters() }.filter { !$0.isEmpty }
        for part in parts {
            let pieces = part.split(separator: "-", maxSplits: 1)
            guard let language = pieces.first, (2...3).contains(language.count), language.allSatisfy(\.isLetter),
                  pieces.count == 1 || pieces[1].allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        }
        return parts.map { part in
            let pieces = part.split(separator: "-", maxSplits: 1)
            return pieces.count == 2 ? pieces[0].lowercased() + "-" + pieces[1].uppercased() : part.lowercased()
        }.joined(separator: ",")
    }
}

private extension Substring {
    func trimmingCharacters() -> String {
        var text = self
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }
}
