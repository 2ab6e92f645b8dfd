// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib

/// With `NOVA_DEBUG=sizes`, the `win.report-layout` action says what large text or a narrow
/// window spoils in every open window: a widget on show that reaches past its window's
/// sides (cut off), and a label that has to shorten its words ("Follow the s…"). Tests
/// read it at 200 % text on a phone's sizes.
@MainActor
enum LayoutReport {
    static func log() {
        var lines: [DebugLine] = [.layoutReportStart]
        let toplevels = gtk_window_get_toplevels()!
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let object = g_list_model_get_item(toplevels, index) else { continue }
            let window = object.assumingMemoryBound(to: GtkWidget.self)
            defer { g_object_unref(object) }
            guard gtk_widget_get_mapped(window) != 0 else { continue }
            let title = gtk_window_get_title(cast(window)).map { String(cString: $0) } ?? ""
            lines += problems(in: window).map { .layoutProblem(window: title, problem: $0) }
        }
        lines.append(.layoutReportEnd)
        DebugTopics.write(lines)
    }

    private static func problems(in window: UnsafeMutablePointer<GtkWidget>) -> [String] {
        let width = Double(gtk_widget_get_width(window))
        var found: [String] = []
        var pending = [window]
        while let widget = pending.popLast() {
            guard gtk_widget_get_mapped(widget) != 0, gtk_widget_get_opacity(widget) > 0 else { continue }
            // A window's title and a search's hint may shorten, as in every GNOME app; so may
            // libadwaita's page switcher (the preferences' pages), which Nova does not lay out.
            // GTK draws an overlay scrollbar over the edge while it shows (for a moment after
            // the content moves or the pointer does): no content of Nova's is cut off there.
            let kind = String(cString: gtk_widget_get_css_name(widget))
            if ["windowtitle", "placeholder", "viewswitcher", "scrollbar"].contains(kind)
                || gtk_widget_has_css_class(widget, "nova-may-shorten") != 0 {
                continue
            }
            var bounds = graphene_rect_t()
            if widget != window, gtk_widget_compute_bounds(widget, window, &bounds) != 0, bounds.size.width > 0,
               Double(bounds.origin.x) < -1 || Double(bounds.origin.x + bounds.size.width) > width + 1 {
                found.append(String(format: "cut off: %@ from %.0f to %.0f, the window is %.0f wide", describe(widget),
                                    bounds.origin.x, bounds.origin.x + bounds.size.width, width))
                continue  // its children are cut off with it
            }
            if nova_is_label(widget) != 0, gtk_label_get_ellipsize(cast(widget)) != PANGO_ELLIPSIZE_NONE,
               let layout = gtk_label_get_layout(cast(widget)), pango_layout_is_ellipsized(layout) != 0 {
                found.append("shortened: \(describe(widget))")
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                pending.append(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        return found
    }

    /// A widget as a person would point at it: its text if it has some, else its kind.
    private static func describe(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        let kind = String(cString: gtk_widget_get_css_name(widget))
        if let text = SurfacePlacement.firstLabelText(in: widget), !text.isEmpty { return "\(kind) \"\(text)\"" }
        if let tooltip = gtk_widget_get_tooltip_text(widget) { return "\(kind) \"\(String(cString: tooltip))\"" }
        return kind
    }
}
