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

/// Running from a source checkout: compile `po/`'s catalogues into the build tree, as
/// `meson install` does under the prefix, so a plain `swift build` speaks the languages.
enum CatalogCompiler {
    static func compileIfStale(sourceRoot: URL) {
        let fm = FileManager.default
        let po = sourceRoot.appendingPathComponent("po")
        guard let tool = ["/usr/bin/msgfmt", "/usr/local/bin/msgfmt"].first(where: { fm.isExecutableFile(atPath: $0) }),
              let languages = try? String(contentsOf: po.appendingPathComponent("LINGUAS"), encoding: .utf8) else { return }
        for language in languages.split(whereSeparator: \.isNewline).map({ $0.trimmingCharacters(in: .whitespaces) })
        where !language.isEmpty && !language.hasPrefix("#") {
            let source = po.appendingPathComponent(language + ".po")
            let folder = sourceRoot.appendingPathComponent(".build/nova-locale/\(language)/LC_MESSAGES")
            let compiled = folder.appendingPathComponent(translationDomain + ".mo")
            let sourceDate = (try? fm.attributesOfItem(atPath: source.path)[.modificationDate] as? Date) ?? .distantFuture
            let compiledDate = (try? fm.attributesOfItem(atPath: compiled.path)[.modificationDate] as? Date) ?? .distantPast
            guard compiledDate < sourceDate else { continue }
            do {
                try fm.createDirectory(at: folder, withIntermediateDirectories: true)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: tool)
                process.arguments = ["-o", compiled.path, source.path]
                try process.run()
                process.waitUntilExit()
            } catch {
                FileHandle.standardError.write(Data("Nova: could not compile the \(language) translation: \(error)\n".utf8))
            }
        }
    }
}
