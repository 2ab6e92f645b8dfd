// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib
import NovaStore

extension SalvageReport {
    /// "481 of 500 watched videos and 2 of 2 folders were recovered" (a count the damaged
    /// file could not give is left out).
    var recovered: String {
        let videos = historyTotal.map { total in
            trPlural("%s of %s watched video", "%s of %s watched videos", total, String(historyRecovered), String(total))
        } ?? trPlural("%s watched video", "%s watched videos", historyRecovered, String(historyRecovered))
        let folders = foldersTotal.map { total in
            trPlural("%s of %s folder", "%s of %s folders", total, String(foldersRecovered), String(total))
        } ?? trPlural("%s folder", "%s folders", foldersRecovered, String(foldersRecovered))
        return tr("%s and %s were recovered", videos, folders)
    }

    /// Nothing could be read: no rows, and no count of what there was.
    var nothingRead: Bool { rowsRecovered == 0 && historyTotal == nil && foldersTotal == nil }

    /// For a toast: short, without the path.
    var headline: String {
        nothingRead ? tr("The library was damaged and nothing in it could be read")
                    : tr("The library was damaged: %s", recovered)
    }

    /// The whole of it, the damaged copy's path included.
    var sentence: String {
        nothingRead ? tr("The library was damaged and nothing in it could be read; the damaged copy is kept at %s.", damagedCopy)
                    : tr("The library was damaged. %s; the damaged copy is kept at %s.", recovered, damagedCopy)
    }
}

/// Says what happened to the store: a problem, or what was saved of a damaged database
/// (in full on standard error; in a toast, with the whole of it and the damaged copy's
/// path behind "Details").
@MainActor
final class StoreNotice {
    private let window: PlayerWindow
    /// What was saved of a damaged database, for "Details".
    private var lastSalvage: SalvageReport?

    init(window: PlayerWindow) {
        self.window = window
    }

    /// What the last repair kept and lost (the notice's "Details").
    func showDetails() {
        if let lastSalvage { SalvageDetails.present(lastSalvage, over: window.window) }
    }

    func tell(_ notice: ProgressKeeper.Notice) {
        switch notice {
        case .problem(let message):
            window.showToast(message, seconds: 10)
        case .salvaged(let report):
            ConsoleLine.said(report.sentence).write()
            lastSalvage = report
            window.showToast(report.headline, button: tr("_Details"), action: .showSalvageDetails, seconds: 30)
        }
    }
}

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
