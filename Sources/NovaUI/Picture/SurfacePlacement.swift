// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaGLib

/// Where a widget is on its window's surface (the X11 window or Wayland surface a test
/// clicks into), for the `NOVA_DEBUG` lines that tell end-to-end tests where to press. A
/// widget in a popover is on the popover's own surface: that surface's place on its
/// parent is added, up to the window's.
@MainActor
enum SurfacePlacement {
    struct Bounds {
        var x, y, width, height: Double
    }

    static func bounds(of widget: UnsafeMutablePointer<GtkWidget>) -> Bounds? {
        guard let native = gtk_widget_get_native(widget) else { return nil }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        let root = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var x = 0.0, y = 0.0
        guard gtk_widget_translate_coordinates(widget, root, 0, 0, &x, &y) != 0 else { return nil }
        var popupX: Int32 = 0, popupY: Int32 = 0
        var surface = gtk_native_get_surface(native)
        while let current = surface, let parent = nova_popup_parent(current, &popupX, &popupY) {
            x += Double(popupX)
            y += Double(popupY)
            surface = parent
        }
        return Bounds(x: surfaceX + x, y: surfaceY + y, width: Double(gtk_widget_get_width(widget)),
                      height: Double(gtk_widget_get_height(widget)))
    }

    /// The text of the first label in `widget` (itself included), breadth first: how the
    /// `NOVA_DEBUG` lines name a control that has no label or tooltip of its own.
    static func firstLabelText(in widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        var pending = [widget]
        while !pending.isEmpty {
            let current = pending.removeFirst()
            if nova_is_label(current) != 0, let text = gtk_label_get_text(cast(current)) { return String(cString: text) }
            var child = gtk_widget_get_first_child(current)
            while let next = child {
                pending.append(next)
                child = gtk_widget_get_next_sibling(next)
            }
        }
        return nil
    }
}
