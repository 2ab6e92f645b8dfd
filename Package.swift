// swift-tools-version:6.0
// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import PackageDescription

// Nova's one version is meson's project version (meson.build); the program learns it
// through CVersion. SwiftPM reads this manifest again only when the manifest changes:
// after changing the version, touch Package.swift for a build folder that is reused.
let novaVersion: String = {
    let meson = (try? String(contentsOfFile: Context.packageDirectory + "/meson.build", encoding: .utf8)) ?? ""
    guard let start = meson.range(of: "\n  version: '")?.upperBound,
          let end = meson[start...].firstIndex(of: "'") else { return "unknown" }
    return String(meson[start..<end])
}()

// Layers (see DESIGN.md): C modules → NovaCore, NovaGLib (GLib interop) → NovaEngine / NovaStore / NovaDesktop →
// NovaUI → nova-player.
let package = Package(
    name: "Nova",
    products: [
        .executable(name: "nova-player", targets: ["nova-player"]),
    ],
    targets: [
        .systemLibrary(name: "CGtk", pkgConfig: "libadwaita-1",
                       providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]),
        .systemLibrary(name: "CMpv", pkgConfig: "mpv", providers: [.apt(["libmpv-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CEpoxy", pkgConfig: "epoxy", providers: [.apt(["libepoxy-dev"])]),
        .systemLibrary(name: "CIntl"),
        .systemLibrary(name: "CPulse", pkgConfig: "libpulse-mainloop-glib", providers: [.apt(["libpulse-dev"])]),

        .target(name: "CVersion", cSettings: [.define("NOVA_VERSION", to: "\"\(novaVersion)\"")]),

        .target(name: "NovaCore"),
        .target(name: "NovaGLib", dependencies: ["CGtk"]),
        .target(name: "NovaEngine", dependencies: ["CMpv", "CEpoxy", "NovaCore"]),
        .target(name: "NovaStore", dependencies: ["CSQLite", "NovaCore"]),
        .target(name: "NovaDesktop", dependencies: ["CGtk", "CPulse", "NovaCore", "NovaGLib"]),
        .target(name: "NovaUI", dependencies: ["CGtk", "CIntl", "CVersion", "NovaCore", "NovaGLib", "NovaEngine", "NovaStore", "NovaDesktop"]),
        .executableTarget(name: "nova-player", dependencies: ["NovaUI"]),

        .testTarget(name: "NovaCoreTests", dependencies: ["NovaCore"]),
        .testTarget(name: "NovaEngineTests", dependencies: ["NovaEngine", "NovaCore", "CMpv"]),
        .testTarget(name: "NovaStoreTests", dependencies: ["NovaStore", "NovaCore"]),
        .testTarget(name: "NovaDesktopTests", dependencies: ["NovaDesktop", "NovaCore", "NovaGLib", "CGtk"]),
    ],
    swiftLanguageModes: [.v6]
)
