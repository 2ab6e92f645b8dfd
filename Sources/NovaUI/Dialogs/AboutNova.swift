// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Nova's About window: the version, the makers, the licence, the parts Nova is made of
/// with theirs (`LegalNotices`), and where the package lists every library.
@MainActor
enum AboutNova {
    static func present(over parent: UnsafeMutablePointer<GtkWidget>) {
        let about = adw_about_window_new()!
        let window = OpaquePointer(about)
        gtk_window_set_transient_for(cast(about), cast(parent))
        gtk_window_set_modal(cast(about), 1)
        adw_about_window_set_application_name(window, "Nova")
        adw_about_window_set_application_icon(window, NovaApplication.applicationID)
        adw_about_window_set_version(window, NovaVersion.current)
        adw_about_window_set_developer_name(window, tr("The Nova developers"))
        adw_about_window_set_comments(window, tr("A video player for fingers as much as for a mouse"))
        adw_about_window_set_website(window, LegalNotices.website)
        adw_about_window_set_issue_url(window, LegalNotices.issues)
        adw_about_window_set_copyright(window, LegalNotices.copyright)
        adw_about_window_set_license_type(window, licenceType(LegalNotices.nova))
        [tr("The Nova developers")].withCStringArray { adw_about_window_set_developers(window, $0) }
        for component in LegalNotices.components {
            let custom = customText(component.licence)
            adw_about_window_add_legal_section(window, component.name, component.copyright,
                                               custom == nil ? licenceType(component.licence) : GTK_LICENSE_CUSTOM, custom)
        }
        let report = InstallLayout.current().prefix.map { $0.appendingPathComponent(LegalNotices.reportUnderPrefix).path }
        if let report, FileManager.default.fileExists(atPath: report) {
            adw_about_window_add_legal_section(window, tr("Every library"), nil, GTK_LICENSE_CUSTOM,
                                               tr("Every library Nova links and loads, with its licence, is listed in %s.", report))
        }
        adw_about_window_set_debug_info(window, debugInfo())
        nameUnnamedParts(of: about)
        gtk_window_present(cast(about))
    }

    /// libadwaita 1.2's About window leaves its version button and its lists named by
    /// their classes ("GtkButton", "GtkListBox"), and 1.7's labels each list by its group's
    /// empty title: the button is named for the version it shows, each list for the rows
    /// it holds ("Report an Issue, Troubleshooting"), in place of the empty relation.
    private static func nameUnnamedParts(of about: UnsafeMutablePointer<GtkWidget>) {
        WidgetTree.forEach(under: about) { widget in
            if nova_is_button(widget) != 0, gtk_button_get_label(cast(widget)) == nil,
               let child = gtk_widget_get_first_child(widget), nova_is_label(child) != 0,
               String(cString: gtk_label_get_text(cast(child))) == NovaVersion.current {
                nova_accessible_set_label(widget, tr("Version %s", NovaVersion.current))
            } else if String(cString: nova_type_name(widget)) == "GtkListBox" {
                var titles: [String] = []
                var row = gtk_widget_get_first_child(widget)
                while let current = row {
                    if let title = firstLabelText(under: current) { titles.append(title) }
                    row = gtk_widget_get_next_sibling(current)
                }
                if !titles.isEmpty {
                    gtk_accessible_reset_relation(OpaquePointer(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
                    nova_accessible_set_label(widget, titles.joined(separator: ", "))
                }
            }
        }
    }

    /// The first words shown under `root`, in reading order (a row's title).
    private static func firstLabelText(under root: UnsafeMutablePointer<GtkWidget>) -> String? {
        if nova_is_label(root) != 0 {
            let text = String(cString: gtk_label_get_text(cast(root)))
            if !text.isEmpty { return text }
        }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            if let text = firstLabelText(under: current) { return text }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    private static func licenceType(_ licence: LegalNotices.Licence) -> GtkLicense {
        switch licence {
        case .gpl2OrLater: GTK_LICENSE_GPL_2_0
        case .gpl3OrLater: GTK_LICENSE_GPL_3_0
        case .lgpl21OrLater: GTK_LICENSE_LGPL_2_1
        case .apache2WithRuntimeException: GTK_LICENSE_APACHE_2_0
        case .mit: GTK_LICENSE_MIT_X11
        case .publicDomain: GTK_LICENSE_CUSTOM
        }
    }

    /// Words for the licences GTK has no name for.
    private static func customText(_ licence: LegalNotices.Licence) -> String? {
        switch licence {
        case .publicDomain: tr("Dedicated to the public domain.")
        case .apache2WithRuntimeException:
            tr("Apache License 2.0 with the Runtime Library Exception; linked into Nova's program.")
        default: nil
        }
    }

    /// What a bug report needs: Nova's and its toolkit's versions.
    private static func debugInfo() -> String {
        let stack = StackVersions.running
        return """
            Nova \(NovaVersion.current)
            GTK \(stack.gtk)
            libadwaita \(stack.adwaita)
            glibc \(stack.glibc)
            """
    }
}
