// SPDX-License-Identifier: GPL-3.0-or-later
import CIntl
import Foundation
import NovaCore

/// The gettext domain of every string Nova shows.
let translationDomain = "nova-player"

/// Translates a user-visible string. (Swift reserves `_`, so Nova marks strings with `tr`;
/// `xgettext --language=C --keyword=tr` extracts them.) `%s` placeholders are filled in order.
func tr(_ message: String, _ arguments: String...) -> String {
    // Untranslated, dgettext returns the pointer it was given, so read it while that lives.
    let text = message.withCString { String(cString: dgettext(translationDomain, $0)) }
    return TextTemplate.fill(text, with: arguments)
}

/// `tr` for a sentence about `count` things: the form the language uses for that count.
/// (`xgettext --keyword=trPlural:1,2` extracts both.)
func trPlural(_ singular: String, _ plural: String, _ count: Int, _ arguments: String...) -> String {
    let text = singular.withCString { one in
        plural.withCString { many in String(cString: dngettext(translationDomain, one, many, UInt(max(count, 0)))) }
    }
    return TextTemplate.fill(text, with: arguments)
}

/// Binds the domain to its catalogues (`<prefix>/share/locale`, or the build tree's).
/// Before GTK starts: GTK takes its text direction from Nova's language.
func setUpTranslations(localeDirectory: String?) {
    setlocale(LC_ALL, "")
    if let localeDirectory { bindtextdomain(translationDomain, localeDirectory) }
    bind_textdomain_codeset(translationDomain, "UTF-8")
    textdomain(translationDomain)
}
