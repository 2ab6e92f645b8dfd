// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The words that name a track: its language in the reader's language ("German", not
/// "deu") and its title; empty when the file says neither.
public enum TrackLabel {
    public static func parts(of track: MediaTrack, locale: Locale = InterfaceLanguage.current) -> [String] {
        let language = track.language.flatMap { code in locale.localizedString(forLanguageCode: code) ?? code }
        return [language, track.title].compactMap { $0 }.filter { !$0.isEmpty }
    }
}
