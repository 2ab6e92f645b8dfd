// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib

/// One video on the library page: its poster with a progress bar, its title and length,
/// and a "⋮" menu. A poster over its title in the grid; a small poster beside the
/// title in the list of a narrow window.
@MainActor
final class PosterCell {
    static let gridWidth = 200
    static let gridHeight = 112
    static let listWidth = 112
    static let listHeight = 63

    let widget: UnsafeMutablePointer<GtkWidget>
    private let button: UnsafeMutablePointer<GtkWidget>
    private let layout: UnsafeMutablePointer<GtkWidget>
    private let frame: UnsafeMutablePointer<GtkWidget>
    private let picture: UnsafeMutablePointer<GtkWidget>
    private let progress: UnsafeMutablePointer<GtkWidget>
    private let titleLabel: UnsafeMutablePointer<GtkWidget>
    private let detailLabel: UnsafeMutablePointer<GtkWidget>
    private let menuButton: UnsafeMutablePointer<GtkWidget>
    private let text: UnsafeMutablePointer<GtkWidget>
    private(set) var location: String?
    private var available = true


    init() {
        picture = gtk_picture_new()
        gtk_picture_set_can_shrink(cast(picture), 1)
        gtk_picture_set_content_fit(cast(picture), GTK_CONTENT_FIT_COVER)
        let placeholder = gtk_image_new_from_icon_name("video-x-generic-symbolic")!
        gtk_image_set_pixel_size(cast(placeholder), 32)
        gtk_widget_add_css_class(placeholder, "dim-label")
        progress = gtk_progress_bar_new()
        gtk_widget_add_css_class(progress, "nova-poster-progress")
        gtk_widget_set_valign(progress, GTK_ALIGN_END)
        frame = gtk_overlay_new()
        gtk_widget_add_css_class(frame, "nova-poster")
        gtk_widget_set_overflow(frame, GTK_OVERFLOW_HIDDEN)
        gtk_overlay_set_child(cast(frame), placeholder)
        gtk_overlay_add_overlay(cast(frame), picture)
        gtk_overlay_add_overlay(cast(frame), progress)

        titleLabel = gtk_label_new(nil)
        gtk_widget_add_css_class(titleLabel, "heading")
        detailLabel = gtk_label_new(nil)
        gtk_widget_add_css_class(detailLabel, "dim-label")
        gtk_widget_add_css_class(detailLabel, "caption")
        text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)
        gtk_widget_set_valign(text, GTK_ALIGN_CENTER)
        gtk_widget_set_hexpand(text, 1)
        for label in [titleLabel, detailLabel] {
            gtk_label_set_xalign(cast(label), 0)
            gtk_label_set_ellipsize(cast(label), PANGO_ELLIPSIZE_END)
            // As wide as the poster, not as the name: long names are shortened.
            gtk_label_set_max_width_chars(cast(label), 1)
            Style.mayShorten(label)
            gtk_box_append(cast(text), label)
        }
        Style.wrapInTwoLines(titleLabel)
        layout = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        gtk_box_append(cast(layout), frame)
        gtk_box_append(cast(layout), text)
        button = gtk_button_new()
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_add_css_class(button, "nova-cell")
        gtk_button_set_child(cast(button), layout)

        menuButton = gtk_menu_button_new()
        gtk_menu_button_set_icon_name(cast(menuButton), "view-more-symbolic")
        gtk_widget_add_css_class(menuButton, "nova-cell-menu")
        gtk_widget_add_css_class(menuButton, "circular")
        gtk_widget_set_halign(menuButton, GTK_ALIGN_END)

        widget = gtk_overlay_new()
        gtk_overlay_set_child(cast(widget), button)
        gtk_overlay_add_overlay(cast(widget), menuButton)

        // The menu is made when it opens, not each time the cell shows another video.
        onMenuPopup(menuButton) { [unowned self] in
            guard let location else { return }
            DebugTopics.write(.libraryMenu(location: location))
            let menu = g_menu_new()!
            let remove = g_menu_item_new(tr("_Remove from Library"), nil)!
            ActionTable.set(remove, to: .removeFromLibrary(location: location))
            g_menu_append_item(menu, remove)
            g_object_unref(raw(remove))
            gtk_menu_button_set_menu_model(cast(menuButton), cast(menu))
            g_object_unref(raw(menu))
        }
        onClicked(raw(button)) { [unowned self] in
            if let location, available { ActionTable.fire(.playFile(location: location), from: button) }
        }
        // A right click or a long press opens the same menu as "⋮".
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, 3)
        onPressed(raw(click)) { [unowned self] _, _, _ in gtk_menu_button_popup(cast(menuButton)) }
        gtk_widget_add_controller(button, click)
        let hold = gtk_gesture_long_press_new()!
        gtk_gesture_single_set_touch_only(hold, 1)
        onLongPress(raw(hold)) { [unowned self] _, _ in gtk_menu_button_popup(cast(menuButton)) }
        gtk_widget_add_controller(button, hold)
    }


    func show(_ item: LibraryItem, poster: OpaquePointer?, asList: Bool, namingFolder: Bool) {
        location = item.location
        available = item.isAvailable
        gtk_orientable_set_orientation(cast(layout), asList ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        gtk_box_set_spacing(cast(layout), asList ? 12 : 6)
        gtk_widget_set_size_request(frame, Int32(asList ? Self.listWidth : Self.gridWidth),
                                    Int32(asList ? Self.listHeight : Self.gridHeight))
        gtk_widget_set_halign(widget, asList ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER)
        gtk_widget_set_valign(menuButton, asList ? GTK_ALIGN_CENTER : GTK_ALIGN_START)
        gtk_widget_set_margin_top(menuButton, asList ? 0 : 8)
        gtk_widget_set_margin_end(menuButton, 8)
        // In a list row the ⋮ sits at the end of the text: the text stops short of it.
        gtk_widget_set_margin_end(text, asList ? 52 : 0)
        setPoster(poster)
        let title = item.title
        gtk_label_set_text(cast(titleLabel), title)
        let folder = (item.folder as NSString).lastPathComponent
        let detail = namingFolder && !folder.isEmpty && folder != "/" ? Self.detail(item) + " · " + folder : Self.detail(item)
        gtk_label_set_text(cast(detailLabel), detail)
        let fraction = HistoryPresentation.fraction(position: item.position, duration: item.duration, watched: item.isWatched)
        gtk_progress_bar_set_fraction(cast(progress), fraction)
        gtk_widget_set_visible(progress, fraction > 0 ? 1 : 0)
        if item.isAvailable { gtk_widget_remove_css_class(button, "nova-unavailable") }
        else { gtk_widget_add_css_class(button, "nova-unavailable") }
        gtk_widget_set_tooltip_text(button, item.location)
        nova_accessible_set_label(button, title + ", " + detail)
        let menuName = tr("More options for %s", title)
        gtk_widget_set_tooltip_text(menuButton, menuName)
        nova_accessible_set_label(menuButton, menuName)

    }

    /// A cell past a row's last video keeps its place in the grid, unseen: no pointer, no
    /// focus, nothing for a screen reader.
    func setPlaceholder(_ placeholder: Bool) {
        gtk_widget_set_opacity(widget, placeholder ? 0 : 1)
        gtk_widget_set_can_target(widget, placeholder ? 0 : 1)
        gtk_widget_set_can_focus(widget, placeholder ? 0 : 1)
        for part in [widget, button, menuButton] { nova_accessible_set_hidden(part, placeholder ? 1 : 0) }
    }

    /// Puts the keyboard focus on the poster.
    func focus() -> Bool { gtk_widget_grab_focus(button) != 0 }

    func setPoster(_ texture: OpaquePointer?) {
        gtk_picture_set_paintable(cast(picture), texture)
    }

    /// "45:00", "12:34 of 45:00", "Watched", or "Unavailable · 12:34 of 45:00".
    static func detail(_ item: LibraryItem) -> String {
        var text: String
        if item.isWatched || item.position > 0 {
            text = HistoryPresentation.progressText(position: item.position, duration: item.duration,
                                                    watched: item.isWatched, watchedWord: tr("Watched"), ofWord: tr("of"))
        } else {
            text = item.duration.map(TimeFormat.clock) ?? ""
        }
        if !item.isAvailable { text = text.isEmpty ? tr("Unavailable") : tr("Unavailable") + " · " + text }
        return text
    }
}
