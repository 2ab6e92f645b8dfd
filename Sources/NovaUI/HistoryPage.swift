// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaStore

/// Everything watched, newest first, with progress bars; entries can be removed (with
/// undo) or the whole history cleared (after asking).
@MainActor
final class HistoryPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let historyList: UnsafeMutablePointer<GtkWidget>
    private let lists: UnsafeMutablePointer<GtkWidget>
    private var rows: [(row: UnsafeMutablePointer<GtkWidget>, location: String)] = []

    var onPlay: ((String) -> Void)?
    var onRemove: ((String) -> Void)?
    var onClearHistory: Action?

    init() {
        widget = gtk_stack_new()
        let empty = adw_status_page_new()!
        adw_status_page_set_icon_name(cast(empty), "document-open-recent-symbolic")
        adw_status_page_set_title(cast(empty), tr("Nothing Watched Yet"))
        adw_status_page_set_description(cast(empty), tr("What you watch is listed here"))

        historyList = Self.boxedList()
        let historyHeader = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let historyHeading = Self.heading(tr("History"))
        gtk_widget_set_hexpand(historyHeading, 1)
        // An icon, so large text never makes the row wider than a phone.
        let clear = gtk_button_new_from_icon_name("edit-clear-all-symbolic")!
        gtk_widget_add_css_class(clear, "flat")
        gtk_widget_set_size_request(clear, 44, 44)
        gtk_widget_set_tooltip_text(clear, tr("Clear History…"))
        nova_accessible_set_label(clear, tr("Clear History…"))
        gtk_box_append(cast(historyHeader), historyHeading)
        gtk_box_append(cast(historyHeader), clear)

        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for child in [historyHeader, historyList] { gtk_box_append(cast(column), child) }
        let clamp = adw_clamp_new()!
        adw_clamp_set_maximum_size(cast(clamp), 720)
        adw_clamp_set_child(cast(clamp), column)
        gtk_widget_set_margin_top(clamp, 24)
        gtk_widget_set_margin_bottom(clamp, 24)
        gtk_widget_set_margin_start(clamp, 12)
        gtk_widget_set_margin_end(clamp, 12)
        lists = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(cast(lists), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cast(lists), clamp)

        gtk_stack_add_named(cast(widget), empty, "empty")
        gtk_stack_add_named(cast(widget), lists, "lists")
        onSignal(raw(clear), "clicked") { [unowned self] in onClearHistory?() }
        onSignalWithPointer(raw(historyList), "row-activated") { [unowned self] row in
            guard let entry = rows.first(where: { UnsafeMutableRawPointer($0.row) == row }) else { return }
            onPlay?(entry.location)
        }
    }

    private static func heading(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, "title-4")
        gtk_label_set_xalign(cast(label), 0)
        return label
    }

    private static func boxedList() -> UnsafeMutablePointer<GtkWidget> {
        let list = gtk_list_box_new()!
        gtk_widget_add_css_class(list, "boxed-list")
        gtk_list_box_set_selection_mode(cast(list), GTK_SELECTION_NONE)
        return list
    }

    /// Fills the list from the history (newest first).
    func show(_ entries: [WatchHistory.Entry]) {
        for (row, _) in rows { gtk_list_box_remove(cast(historyList), row) }
        rows = []
        for entry in entries { add(entry, to: historyList) }
        gtk_stack_set_visible_child_name(cast(widget), entries.isEmpty ? "empty" : "lists")
    }

    private func add(_ entry: WatchHistory.Entry, to list: UnsafeMutablePointer<GtkWidget>) {
        let name = entry.title ?? ((entry.location as NSString).lastPathComponent)
        let available = entry.location.contains("://") || FileManager.default.fileExists(atPath: entry.location)
        let days = HistoryPresentation.daysAgo(entry.lastWatched, now: Date())
        let when = days == 0 ? tr("today") : days == 1 ? tr("yesterday") : tr("%s days ago", String(days))
        let fileName = entry.location.contains("://") ? entry.location : (entry.location as NSString).lastPathComponent
        var subtitle = (entry.title == nil ? "" : fileName + " · ") + HistoryPresentation.progressText(
            position: entry.position, duration: entry.duration, watched: entry.isWatched,
            watchedWord: tr("Watched"), ofWord: tr("of"))
        subtitle += " · " + when
        if !available { subtitle += " · " + tr("Unavailable") }
        // Title, details and a thin progress bar under them, so a phone's width suffices.
        let text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_widget_set_hexpand(text, 1)
        let titleLabel = gtk_label_new(name)!
        gtk_widget_add_css_class(titleLabel, "heading")
        let detailLabel = gtk_label_new(subtitle)!
        gtk_widget_add_css_class(detailLabel, "dim-label")
        gtk_widget_add_css_class(detailLabel, "caption")
        for label in [titleLabel, detailLabel] {
            gtk_label_set_xalign(cast(label), 0)
            gtk_label_set_ellipsize(cast(label), PANGO_ELLIPSIZE_END)
            gtk_box_append(cast(text), label)
        }
        let progress = gtk_progress_bar_new()!
        gtk_progress_bar_set_fraction(cast(progress), HistoryPresentation.fraction(position: entry.position,
                                                                                  duration: entry.duration,
                                                                                  watched: entry.isWatched))
        gtk_box_append(cast(text), progress)
        let remove = gtk_button_new_from_icon_name("user-trash-symbolic")!
        gtk_widget_add_css_class(remove, "flat")
        gtk_widget_set_valign(remove, GTK_ALIGN_CENTER)
        gtk_widget_set_tooltip_text(remove, tr("Remove from history"))
        nova_accessible_set_label(remove, tr("Remove from history"))
        gtk_widget_set_size_request(remove, 44, 44)
        let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_add_css_class(content, "nova-history-row")
        gtk_box_append(cast(content), text)
        gtk_box_append(cast(content), remove)
        let row = gtk_list_box_row_new()!
        gtk_list_box_row_set_child(cast(row), content)
        nova_accessible_set_label(row, name + ", " + subtitle)
        if !available { gtk_widget_add_css_class(row, "dim-label") }
        gtk_list_box_row_set_activatable(cast(row), available ? 1 : 0)
        let location = entry.location
        onSignal(raw(remove), "clicked") { [unowned self] in onRemove?(location) }
        gtk_list_box_append(cast(list), row)
        rows.append((row, location))
    }
}
