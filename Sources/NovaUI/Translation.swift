// SPDX-License-Identifier: GPL-3.0-or-later
import CIntl
import Foundation

/// The gettext domain of every string Nova shows.
let translationDomain = "nova-player"

/// Translates a user-visible string. (Swift reserves `_`, so Nova marks strings with `tr`;
/// `xgettext --language=C --keyword=tr` extracts them.) `%s` placeholders are filled in order.
func tr(_ message: String, _ arguments: String...) -> String {
    // Untranslated, dgettext returns the pointer it was given, so read it while that lives.
    var text = message.withCString { String(cString: dgettext(translationDomain, $0)) }
    for argument in arguments {
        guard let range = text.range(of: "%s") else { break }
        text.replaceSubrange(range, with: argument)
    }
    return text
}

/// Binds the domain to the installed catalogues (`<prefix>/share/locale`).
func setUpTranslations(prefix: String?) {
    setlocale(LC_ALL, "")
    if let prefix { bindtextdomain(translationDomain, prefix + "/share/locale") }
    bind_textdomain_codeset(translationDomain, "UTF-8")
    textdomain(translationDomain)
}
