// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaGLib
import NovaStore

/// The whole story of a damaged library: what was saved, and where the damaged copy is
/// (its path in full, wrapped and selectable), with a way to show that folder.
@MainActor
enum SalvageDetails {
    static func present(_ report: SalvageReport, over parent: UnsafeMutablePointer<GtkWidget>) {
        let body = report.nothingRead ? tr("Nothing in it could be read. A new, empty library takes its place.")
                                      : tr("%s. A new library holds everything that could be read.", report.recovered)
        let dialog = AlertDialog(heading: tr("The Library Was Damaged"), body: body, over: parent)
        let path = gtk_label_new(report.damagedCopy)!
        gtk_label_set_wrap(cast(path), 1)
        gtk_label_set_wrap_mode(cast(path), PANGO_WRAP_CHAR)
        gtk_label_set_selectable(cast(path), 1)
        gtk_widget_add_css_class(path, "monospace")
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        let caption = gtk_label_new(tr("The damaged copy is kept at:"))!
        gtk_widget_add_css_class(caption, "dim-label")
        gtk_box_append(cast(box), caption)
        gtk_box_append(cast(box), path)
        dialog.setExtraChild(box)
        dialog.addResponse("close", tr("_Close"))
        dialog.addResponse("show", tr("_Show Folder"))
        dialog.setResponses(default: "close", close: "close")
        dialog.onAnswer { response in
            guard response == "show" else { return }
            let folder = g_file_new_for_path((report.damagedCopy as NSString).deletingLastPathComponent)!
            defer { g_object_unref(raw(folder)) }
            if let uri = g_file_get_uri(folder) {
                g_app_info_launch_default_for_uri(uri, nil, nil)
                g_free(uri)
            }
        }
        dialog.present()
    }
}
