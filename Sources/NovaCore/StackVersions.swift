// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// The GTK, libadwaita and glibc Nova runs with, and every choice that depends on their
/// versions. Nova runs on two generations of stack (Debian 12: GTK 4.8, libadwaita 1.2,
/// glibc 2.36; Debian 13: GTK 4.18, libadwaita 1.7, glibc 2.41); a choice between them is
/// made here, by a property named for what it decides, and nowhere else. mpv's differences
/// need no versions: its commands take named arguments and its options are set explicitly
/// (`Player`, `PlayerOptions`).
public struct StackVersions: Sendable, Equatable {
    /// A library's version as major, minor, micro.
    public struct Version: Sendable, Comparable, CustomStringConvertible {
        public var major: Int, minor: Int, micro: Int

        public init(_ major: Int, _ minor: Int, _ micro: Int = 0) {
            self.major = major
            self.minor = minor
            self.micro = micro
        }

        /// From the C shim's packed form, major × 10000 + minor × 100 + micro.
        public init(packed: UInt32) {
            self.init(Int(packed / 10000), Int(packed / 100 % 100), Int(packed % 100))
        }

        public static func < (a: Version, b: Version) -> Bool {
            (a.major, a.minor, a.micro) < (b.major, b.minor, b.micro)
        }

        public var description: String { "\(major).\(minor).\(micro)" }
    }

    /// What can be called: the older of the version built against (whose headers declare
    /// the calls) and the version running (whose library has them).
    public let gtk: Version
    public let adwaita: Version
    /// The C library running (its gettext decides the interface language).
    public let glibc: Version

    public init(gtkBuilt: Version, gtkRunning: Version, adwaitaBuilt: Version, adwaitaRunning: Version,
                glibc: Version = StackVersions.runningGlibc) {
        gtk = min(gtkBuilt, gtkRunning)
        adwaita = min(adwaitaBuilt, adwaitaRunning)
        self.glibc = glibc
    }

    /// This process's glibc ("2.41" → 2.41.0); 0.0 where it cannot be read.
    public static let runningGlibc: Version = {
        var buffer = [CChar](repeating: 0, count: 64)  // "glibc 2.41"
        guard confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count) > 0 else { return Version(0, 0) }
        let text = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }.split(separator: " ").last ?? ""
        let parts = text.split(separator: ".").map { Int($0) ?? 0 }
        return Version(parts.first ?? 0, parts.count > 1 ? parts[1] : 0, parts.count > 2 ? parts[2] : 0)
    }()

    /// Whether gettext ignores `LANGUAGE` under the C.UTF-8 locale as it always has under
    /// plain C: glibc 2.39 made it so (its bug 16621); before, `LANG=C.UTF-8 LANGUAGE=de`
    /// gave German. `InterfaceLanguage` follows what gettext does.
    public static func gettextIgnoresLanguageUnderCUTF8(glibc: Version) -> Bool { glibc >= Version(2, 39) }

    /// The environment variable and value that keep GDK from opening GL: GTK 4.16 moved
    /// the switch from `GDK_DEBUG=gl-disable` (which 4.18 ignores, with a warning) to
    /// `GDK_DISABLE=gl`. Read by GTK at start, so it depends on the running GTK.
    public var glOffSwitch: (variable: String, value: String) {
        gtk >= Version(4, 16) ? ("GDK_DISABLE", "gl") : ("GDK_DEBUG", "gl-disable")
    }

    /// Whether words for screen readers are handed to GTK's announcement call (4.14);
    /// before it, they are the text of a label with the alert role.
    public var announcesThroughGTK: Bool { gtk >= Version(4, 14) }

    /// Whether files are chosen with `GtkFileDialog` (4.10, the desktop portal's chooser
    /// where there is one); before it, with `GtkFileChooserNative`.
    public var choosesFilesWithFileDialog: Bool { gtk >= Version(4, 10) }

    /// Whether a list view's items take the focus themselves besides their rows' controls
    /// (GTK 4.12): Nova turns that off, so that Tab goes from control to control as on 4.8
    /// and no unnamed list item is a stop on the way.
    public var listItemsTakeFocus: Bool { gtk >= Version(4, 12) }

    /// Whether libadwaita names an entry row by its title twice ("Audio Audio": 1.7 does,
    /// 1.2 does not): Nova then names it once itself. Taken from 1.5, as the toasts.
    public var entryRowsNameTheirTitleTwice: Bool { adwaita >= Version(1, 5) }

    /// Whether libadwaita's toasts are alerts a screen reader says by themselves (1.7's
    /// are; 1.2's are not, and Nova's own alert label in the toast says it there). Taken
    /// from 1.5, the generation that made the adaptive dialogs.
    public var toastsSpeakThemselves: Bool { adwaita >= Version(1, 5) }

    /// Whether Nova's dialogs are libadwaita's adaptive ones (`AdwAlertDialog`, 1.5),
    /// which stay inside the window and fit a phone's width; before it, `AdwMessageDialog`,
    /// a window of its own.
    public var dialogsAdaptToPhones: Bool { adwaita >= Version(1, 5) }
}
