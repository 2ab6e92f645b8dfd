// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaGLib

/// A boxed list of choices for a panel: a title and an optional detail per row, a check
/// mark on the current one, rows at least 48 px tall; activating a row (tap, click,
/// Enter) moves the check mark there and runs its action. The list stays as it is, so a
/// second tap right after the first lands where the person sees it.
@MainActor
final class ChoiceList {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Held by the list's signal handler, so the rows live as long as the widget does
    /// (the panel keeps the widget, not this object).
    @MainActor private final class Rows {
        var all: [(row: UnsafeMutablePointer<GtkWidget>, check: UnsafeMutablePointer<GtkWidget>, action: Action)] = []
        var current: UnsafeMutablePointer<GtkWidget>?

        func choose(_ row: UnsafeMutablePointer<GtkWidget>) {
            guard let chosen = all.first(where: { $0.row == row }) else { return }
            mark(row)
            chosen.action()
        }

        func mark(_ row: UnsafeMutablePointer<GtkWidget>?) {
            guard row != current else { return }
            for entry in all where entry.row == current || entry.row == row {
                let isChosen = entry.row == row
                gtk_widget_set_opacity(entry.check, isChosen ? 1 : 0)
                nova_accessible_set_checked(entry.row, isChosen ? 1 : 0)
            }
            current = row
        }
    }
    private let rows = Rows()

    /// `name`: what a screen reader calls the list (the panel's heading over it).
    init(name: String) {
        widget = gtk_list_box_new()
        nova_accessible_set_label(widget, name)
        gtk_widget_add_css_class(widget, "boxed-list")
        gtk_list_box_set_selection_mode(cast(widget), GTK_SELECTION_NONE)
        onRowActivated(raw(widget)) { [rows] row in
            rows.choose(row!.assumingMemoryBound(to: GtkWidget.self))
        }
    }

    func add(_ title: String, detail: String? = nil, current: Bool, _ action: @escaping Action) {
        let text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(text, 1)
        gtk_widget_set_valign(text, GTK_ALIGN_CENTER)
        let label = gtk_label_new(title)!
        gtk_label_set_xalign(cast(label), 0)
        // A long track name wraps: every word of it can matter ("German — Commentary").
        Style.wrap(label)
        gtk_box_append(cast(text), label)
        if let detail {
            let small = gtk_label_new(detail)!
            gtk_widget_add_css_class(small, "dim-label")
            gtk_widget_add_css_class(small, "caption")
            gtk_label_set_xalign(cast(small), 0)
            gtk_box_append(cast(text), small)
        }
        let check = gtk_image_new_from_icon_name("object-select-symbolic")!
        gtk_widget_set_opacity(check, current ? 1 : 0)
        let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_add_css_class(content, "nova-choice")
        gtk_box_append(cast(content), text)
        gtk_box_append(cast(content), check)
        let row = gtk_list_box_row_new()!
        gtk_list_box_row_set_child(cast(row), content)
        nova_accessible_set_label(row, detail.map { title + ", " + $0 } ?? title)
        if current {
            nova_accessible_set_checked(row, 1)
            rows.current = row
        }
        gtk_list_box_append(cast(widget), row)
        rows.all.append((row, check, action))
    }

    /// Moves the check mark to the row at `index` (nil: none) without running its action:
    /// the choice was made elsewhere (a key, MPRIS) and the engine reported it.
    func markCurrent(at index: Int?) {
        rows.mark(index.flatMap { $0 < rows.all.count ? rows.all[$0].row : nil })
        DebugTopics.write(.checkMark(row: index))
    }


    /// Gives the keyboard focus to the current choice, else to the first focusable part of `container`.
    func focusCurrent(_ container: UnsafeMutablePointer<GtkWidget>) {
        if let current = rows.current, gtk_widget_grab_focus(current) != 0 { return }
        gtk_widget_child_focus(container, GTK_DIR_TAB_FORWARD)
    }
}
