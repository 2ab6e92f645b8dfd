// SPDX-License-Identifier: GPL-3.0-or-later

/// What the About window says of the parts Nova is made of. The package's licence
/// report (`share/doc/nova-player/licences.txt`, made from each Debian package's own
/// copyright file) lists every library; these are the ones a person would look for.
public enum LegalNotices {
    public enum Licence: Equatable, Sendable {
        case gpl2OrLater, gpl3OrLater, lgpl21OrLater, apache2WithRuntimeException, mit, publicDomain
    }

    public struct Component: Equatable, Sendable {
        public let name: String
        public let copyright: String
        public let licence: Licence
    }

    /// Nova's own licence; GPL-3.0-or-later is also the licence of the whole as shipped
    /// (libmpv and FFmpeg as Debian builds them are GPL-2.0-or-later).
    public static let nova = Licence.gpl3OrLater
    public static let copyright = "© 2026 The Nova developers"
    public static let website = "https://github.com/novaplayer/nova"
    public static let issues = "https://github.com/novaplayer/nova/issues"

    public static let components: [Component] = [
        Component(name: "mpv", copyright: "© mpv developers", licence: .gpl2OrLater),
        Component(name: "FFmpeg", copyright: "© FFmpeg developers", licence: .gpl2OrLater),
        Component(name: "GTK", copyright: "© The GTK Team", licence: .lgpl21OrLater),
        Component(name: "libadwaita", copyright: "© Purism SPC and the libadwaita developers", licence: .lgpl21OrLater),
        Component(name: "GLib", copyright: "© The GLib developers", licence: .lgpl21OrLater),
        Component(name: "PulseAudio", copyright: "© Lennart Poettering, Pierre Ossman and others", licence: .lgpl21OrLater),
        Component(name: "libepoxy", copyright: "© Intel Corporation and others", licence: .mit),
        Component(name: "SQLite", copyright: "D. Richard Hipp and others", licence: .publicDomain),
        Component(name: "Swift", copyright: "© Apple Inc. and the Swift project authors",
                  licence: .apache2WithRuntimeException),
    ]

    /// The report's path under the install prefix.
    public static let reportUnderPrefix = "share/doc/nova-player/licences.txt"
}
