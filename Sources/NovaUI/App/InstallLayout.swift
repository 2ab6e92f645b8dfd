// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Where Nova's data lives: under the install prefix (`<prefix>/bin/nova-player`), or in
/// the source checkout when run from SwiftPM's build tree (`.build/…/nova-player`).
struct InstallLayout {
    /// The checkout holding `Package.swift` and `data/`, when running from a build tree.
    let sourceRoot: URL?
    /// The prefix, when running installed.
    let prefix: URL?

    static func current() -> InstallLayout {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<5 {
            let schema = directory.appendingPathComponent("data/io.github.novaplayer.Nova.gschema.xml")
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path),
               FileManager.default.fileExists(atPath: schema.path) {
                return InstallLayout(sourceRoot: directory, prefix: nil)
            }
            directory = directory.deletingLastPathComponent()
        }
        let prefix = executable.deletingLastPathComponent().deletingLastPathComponent()
        return InstallLayout(sourceRoot: nil, prefix: prefix)
    }

    /// Folders that may hold a compiled `gschemas.compiled` with Nova's schema.
    var schemaDirectories: [URL] {
        if let sourceRoot { return [sourceRoot.appendingPathComponent(".build/nova-schemas")] }
        return prefix.map { [$0.appendingPathComponent("share/glib-2.0/schemas")] } ?? []
    }

    /// Extra icon theme folder (the checkout's `data/icons`).
    var iconDirectory: URL? { sourceRoot?.appendingPathComponent("data/icons") }

    /// The compiled translations: under the prefix, or made from `po/` into the build tree
    /// (`CatalogCompiler`) when running from a checkout.
    var localeDirectory: URL? {
        if let sourceRoot { return sourceRoot.appendingPathComponent(".build/nova-locale") }
        return prefix?.appendingPathComponent("share/locale")
    }
}
