// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaGLib

/// A vertical level bar at one side of the picture, with an icon and a percentage.
@MainActor
final class LevelBar {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let bar: UnsafeMutablePointer<GtkWidget>
    private let icon: UnsafeMutablePointer<GtkWidget>
    private let text: UnsafeMutablePointer<GtkWidget>

    init(side: GtkAlign) {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
        gtk_widget_add_css_class(widget, "nova-level")
        gtk_widget_set_halign(widget, side)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_start(widget, 24)
        gtk_widget_set_margin_end(widget, 24)
        gtk_widget_set_can_target(widget, 0)
        icon = gtk_image_new_from_icon_name("audio-volume-high-symbolic")
        text = gtk_label_new("")
        gtk_widget_add_css_class(text, "numeric")
        bar = gtk_level_bar_new_for_interval(0, 1)
        gtk_orientable_set_orientation(cast(bar), GTK_ORIENTATION_VERTICAL)
        gtk_level_bar_set_inverted(cast(bar), 1)
        gtk_widget_set_size_request(bar, 8, 140)
        gtk_widget_set_halign(bar, GTK_ALIGN_CENTER)
        for child in [text, bar, icon] { gtk_box_append(cast(widget), child) }
        gtk_widget_set_visible(widget, 0)
    }

    func setLength(_ length: Double) { gtk_widget_set_size_request(bar, 8, gint(length)) }

    func show(value: Double, label: String, icon name: String) {
        gtk_level_bar_set_value(cast(bar), min(1, max(0, value)))
        gtk_label_set_text(cast(text), label)
        gtk_image_set_from_icon_name(cast(icon), name)
        gtk_widget_set_visible(widget, 1)
    }
}
