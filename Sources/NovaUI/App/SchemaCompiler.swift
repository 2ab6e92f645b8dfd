// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore

/// Running from a source checkout: compile `data/`'s schema into the build tree, as
/// `meson install` does under the prefix, so a plain `swift build` finds its settings.
enum SchemaCompiler {
    static func compileIfStale(sourceRoot: URL) {
        let source = sourceRoot.appendingPathComponent("data/io.github.novaplayer.Nova.gschema.xml")
        let outDir = sourceRoot.appendingPathComponent(".build/nova-schemas")
        let compiled = outDir.appendingPathComponent("gschemas.compiled")
        let fm = FileManager.default
        let sourceDate = (try? fm.attributesOfItem(atPath: source.path)[.modificationDate] as? Date) ?? .distantFuture
        let compiledDate = (try? fm.attributesOfItem(atPath: compiled.path)[.modificationDate] as? Date) ?? .distantPast
        guard compiledDate < sourceDate else { return }
        guard let tool = ["/usr/bin/glib-compile-schemas", "/usr/local/bin/glib-compile-schemas"]
            .first(where: { fm.isExecutableFile(atPath: $0) }) else { return }
        do {
            try fm.createDirectory(at: outDir, withIntermediateDirectories: true)
            try? fm.removeItem(at: outDir.appendingPathComponent(source.lastPathComponent))
            try fm.copyItem(at: source, to: outDir.appendingPathComponent(source.lastPathComponent))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["--strict", outDir.path]
            try process.run()
            process.waitUntilExit()
        } catch {
            ConsoleLine.problem("could not compile the settings schema: \(error)").write()
        }
    }
}
