// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore

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
                ConsoleLine.problem("could not compile the \(language) translation: \(error)").write()
            }
        }
    }
}
