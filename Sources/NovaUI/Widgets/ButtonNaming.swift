// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaGLib

/// Names libadwaita 1.2's own buttons as a person reads them: it names a toast's or a
/// dialog's button by its words twice, mnemonic and all ("_Open Open"), through a relation
/// that comes before any label.
@MainActor
enum ButtonNaming {
    /// `button` named by its words, without the mnemonic's underscore.
    static func nameByWords(_ button: UnsafeMutablePointer<GtkWidget>) {
        guard let label = gtk_button_get_label(cast(button)) else { return }
        gtk_accessible_reset_relation(OpaquePointer(button), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        nova_accessible_set_label(button, String(cString: label).replacingOccurrences(of: "_", with: ""))
    }

    /// Every response button of a message dialog.
    static func nameResponses(in dialog: UnsafeMutablePointer<GtkWidget>) {
        WidgetTree.forEach(under: dialog) { widget in
            if nova_is_button(widget) != 0 { nameByWords(widget) }
        }
    }
}
