// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaDesktop
import NovaGLib
import NovaStore

/// Everything watched, newest first, with progress bars; entries can be removed (with
/// undo) or the whole history cleared (after asking).
@MainActor
final class HistoryPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// A row shows `entries[position]`.
    private let rows = PositionListView(cssClass: "nova-history", name: tr("History"))
    private var entries: [WatchHistory.Entry] = []

    init() {
        widget = gtk_stack_new()
        let empty = adw_status_page_new()!
        adw_status_page_set_icon_name(cast(empty), "document-open-recent-symbolic")
        adw_status_page_set_title(cast(empty), tr("Nothing Watched Yet"))
        adw_status_page_set_description(cast(empty), tr("What you watch is listed here"))

        let historyHeader = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let historyHeading = gtk_label_new(tr("History"))!
        gtk_widget_add_css_class(historyHeading, "title-4")
        gtk_label_set_xalign(cast(historyHeading), 0)
        gtk_widget_set_hexpand(historyHeading, 1)
        // An icon, so large text never makes the row wider than a phone.
        let clear = gtk_button_new_from_icon_name("edit-clear-all-symbolic")!
        gtk_widget_add_css_class(clear, "flat")
        gtk_widget_set_size_request(clear, 44, 44)
        gtk_widget_set_tooltip_text(clear, tr("Clear History…"))
        nova_accessible_set_label(clear, tr("Clear History…"))
        gtk_box_append(cast(historyHeader), historyHeading)
        gtk_box_append(cast(historyHeader), clear)
        let headerClamp = adw_clamp_new()!
        adw_clamp_set_maximum_size(cast(headerClamp), 720)
        adw_clamp_set_child(cast(headerClamp), historyHeader)
        gtk_widget_set_margin_top(headerClamp, 24)
        gtk_widget_set_margin_start(headerClamp, 12)
        gtk_widget_set_margin_end(headerClamp, 12)

        // A list view makes widgets only for the rows in sight: a long history costs
        // nothing until it is scrolled.
        let list = rows.widget
        gtk_list_view_set_single_click_activate(cast(list), 1)
        let clamp = adw_clamp_scrollable_new()!
        adw_clamp_scrollable_set_maximum_size(cast(clamp), 720)
        adw_clamp_scrollable_set_child(cast(clamp), list)
        gtk_widget_set_margin_start(clamp, 12)
        gtk_widget_set_margin_end(clamp, 12)
        let lists = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(cast(lists), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cast(lists), clamp)
        gtk_widget_set_vexpand(lists, 1)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(cast(column), headerClamp)
        gtk_box_append(cast(column), lists)

        gtk_stack_add_named(cast(widget), empty, "empty")
        gtk_stack_add_named(cast(widget), column, "lists")
        ActionTable.attach(clear, to: .clearHistory)
        onMap(raw(widget)) { [unowned self] in fill() }
        onItemActivated(raw(list)) { [unowned self] position in play(at: position) }
        rows.onRows(setUp: { [unowned self] item in
            let view = HistoryRowView()
            view.onPlay = { [unowned self] in play(at: PositionListView.position(of: item)) }
            gtk_list_item_set_child(OpaquePointer(item), view.widget)
            gtk_list_item_set_selectable(OpaquePointer(item), 0)
            views[item] = view
        }, bind: { [unowned self] item in bind(item) }, tearDown: { [unowned self] item in views[item] = nil })
        rows.navigateByKeys(place: { [unowned self] focused in
            views.first { $0.value.contains(focused) }.map { .init(row: PositionListView.position(of: $0.key), column: 0) }
        }, itemCounts: { [unowned self] in entries.map { _ in 1 } }, pageRows: { [unowned self] in
            max(1, Int(gtk_widget_get_height(widget)) / 80)
        }, focus: { [unowned self] place in
            views.first { PositionListView.position(of: $0.key) == place.row }?.value.focus() ?? false
        })
    }

    private func play(at position: Int) {
        guard position < entries.count else { return }
        // Gone since the row was drawn: it says so now.
        guard FilePresence.isThere(entries[position].location) else { return showRowsAgain() }
        ActionTable.fire(.playFile(location: entries[position].location), from: widget)
    }

    /// The row views by their `GtkListItem`.
    private var views: [gpointer?: HistoryRowView] = [:]

    /// Fills the list from the history (newest first): entries that changed get new rows,
    /// the others look again at their files. Out of sight (behind the library) the rows wait until the page is shown: GTK 4.8's
    /// list view binds about 200 rows the moment its model fills.
    func show(_ entries: [WatchHistory.Entry]) {
        gtk_stack_set_visible_child_name(cast(widget), entries.isEmpty ? "empty" : "lists")
        waiting = entries
        if gtk_widget_get_mapped(widget) != 0 { fill() }
    }

    private var waiting: [WatchHistory.Entry]?

    private func fill() {
        guard let entries = waiting else { return }
        waiting = nil
        let old = self.entries
        self.entries = entries
        rows.replace(old, with: entries)
        // The rows kept look again whether their files are there, and how long ago.
        showRowsAgain()
    }

    private func showRowsAgain() {
        for item in views.keys { bind(item) }
    }

    private func bind(_ item: gpointer?) {
        let position = PositionListView.position(of: item)
        guard let view = views[item], position < entries.count else { return }
        let available = view.show(entries[position])
        gtk_list_item_set_activatable(OpaquePointer(item), available ? 1 : 0)
        // The list item is what the keyboard focuses: a screen reader names it.
        if let row = gtk_widget_get_parent(view.widget) { nova_accessible_set_label(row, view.accessibleName) }
    }
}

/// One history entry: title, details, a thin progress bar under them (so a phone's width
/// suffices) and a remove button.
@MainActor
private final class HistoryRowView {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let titleLabel: UnsafeMutablePointer<GtkWidget>
    private let detailLabel: UnsafeMutablePointer<GtkWidget>
    private let progress: UnsafeMutablePointer<GtkWidget>
    private(set) var accessibleName = ""
    /// The entry's text is a button: Tab reaches it, Space and Enter resume the video.
    private let resume: UnsafeMutablePointer<GtkWidget>
    private let remove: UnsafeMutablePointer<GtkWidget>
    var onPlay: Action?

    init() {
        let text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_widget_set_hexpand(text, 1)
        titleLabel = gtk_label_new(nil)
        gtk_widget_add_css_class(titleLabel, "heading")
        detailLabel = gtk_label_new(nil)
        gtk_widget_add_css_class(detailLabel, "dim-label")
        gtk_widget_add_css_class(detailLabel, "caption")
        for label in [titleLabel, detailLabel] {
            gtk_label_set_xalign(cast(label), 0)
            Style.wrapInTwoLines(label)
            gtk_label_set_max_width_chars(cast(label), 1)
            gtk_box_append(cast(text), label)
        }
        progress = gtk_progress_bar_new()
        gtk_box_append(cast(text), progress)
        resume = gtk_button_new()
        gtk_widget_add_css_class(resume, "flat")
        gtk_widget_add_css_class(resume, "nova-history-entry")
        gtk_widget_set_hexpand(resume, 1)
        gtk_button_set_child(cast(resume), text)
        remove = gtk_button_new_from_icon_name("user-trash-symbolic")
        gtk_widget_add_css_class(remove, "flat")
        gtk_widget_set_valign(remove, GTK_ALIGN_CENTER)
        gtk_widget_set_size_request(remove, 44, 44)
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)
        gtk_widget_add_css_class(widget, "nova-history-row")
        gtk_box_append(cast(widget), resume)
        gtk_box_append(cast(widget), remove)
        onClicked(raw(resume)) { [unowned self] in onPlay?() }
    }

    func contains(_ focused: UnsafeMutablePointer<GtkWidget>) -> Bool {
        focused == widget || gtk_widget_is_ancestor(focused, widget) != 0
    }

    func focus() -> Bool { gtk_widget_grab_focus(resume) != 0 }

    /// Shows `entry`; says whether it can be played.
    func show(_ entry: WatchHistory.Entry) -> Bool {
        ActionTable.attach(remove, to: .removeFromHistory(location: entry.location))
        let shown = FileLocation.displayPath(entry.location)
        let name = entry.title ?? ((shown as NSString).lastPathComponent)
        let available = FilePresence.isThere(entry.location)
        let days = HistoryPresentation.daysAgo(entry.lastWatched, now: Date())
        let when = days == 0 ? tr("today") : days == 1 ? tr("yesterday") : tr("%s days ago", String(days))
        // Under the title, what tells two "Episode 1.mkv" apart: the file name, or its folder.
        let place: String
        if shown.contains("://") {
            place = shown
        } else if entry.title != nil {
            place = (shown as NSString).lastPathComponent
        } else {
            place = ((shown as NSString).deletingLastPathComponent as NSString).lastPathComponent
        }
        var subtitle = (place.isEmpty ? "" : place + " · ") + HistoryPresentation.progressText(
            position: entry.position, duration: entry.duration, watched: entry.isWatched,
            watchedWord: tr("Watched"), ofWord: tr("of"))
        subtitle += " · " + when
        if !available { subtitle += " · " + tr("Unavailable") }
        gtk_label_set_text(cast(titleLabel), name)
        gtk_label_set_text(cast(detailLabel), subtitle)
        gtk_progress_bar_set_fraction(cast(progress), HistoryPresentation.fraction(
            position: entry.position, duration: entry.duration, watched: entry.isWatched))
        accessibleName = name + ", " + subtitle
        nova_accessible_set_label(resume, accessibleName)
        let removeName = tr("Remove %s from history", name)
        gtk_widget_set_tooltip_text(remove, removeName)
        nova_accessible_set_label(remove, removeName)
        if available { gtk_widget_remove_css_class(widget, "dim-label") } else { gtk_widget_add_css_class(widget, "dim-label") }
        return available
    }
}
