// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The language Nova's interface is in, read from the environment as gettext reads it
/// (LANGUAGE, then LC_ALL, LC_MESSAGES, LANG). Foundation's `Locale.current` on Linux
/// answers `en_001` whatever the environment says, so language and track names would stay
/// English in a German interface.
public enum InterfaceLanguage {
    /// A locale identifier such as "de_DE" or "he"; "en" for the C and POSIX locales.
    /// `glibc` is the C library whose gettext is followed (`StackVersions`).
    public static func identifier(environment: [String: String],
                                  glibc: StackVersions.Version = StackVersions.runningGlibc) -> String {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let base = locale.map(stripped) ?? "C"
        let isC = base == "C" || base == "POSIX"
        // gettext ignores LANGUAGE under the plain C locale, and under C.UTF-8 too from glibc 2.39.
        let ignoresLanguage = locale == nil || locale == "C" || locale == "POSIX"
            || (isC && StackVersions.gettextIgnoresLanguageUnderCUTF8(glibc: glibc))
        if !ignoresLanguage, let list = environment["LANGUAGE"],
           let first = list.split(separator: ":").map({ stripped(String($0)) }).first(where: { !$0.isEmpty && $0 != "C" }) {
            return first
        }
        return isC ? "en" : base
    }

    /// The interface language as a Foundation locale, for naming languages.
    public static func locale(environment: [String: String],
                              glibc: StackVersions.Version = StackVersions.runningGlibc) -> Locale {
        Locale(identifier: identifier(environment: environment, glibc: glibc))
    }

    /// This process's interface language (the environment does not change while it runs).
    public static let current = locale(environment: ProcessInfo.processInfo.environment)

    /// "de_DE.UTF-8@euro" → "de_DE".
    private static func stripped(_ name: String) -> String {
        String(name.prefix { $0 != "." && $0 != "@" })
    }
}
