// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk

/// Walks a widget and everything inside it: for parts that libraries build themselves
/// (libadwaita's search button, a combo row's inner list) and Nova has to name or hide.
@MainActor
enum WidgetTree {
    static func forEach(under root: UnsafeMutablePointer<GtkWidget>, _ body: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        var pending = [root]
        while let widget = pending.popLast() {
            body(widget)
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                pending.append(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
    }

    /// The popover (an open menu) that holds `widget`, if any.
    static func enclosingPopover(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var ancestor: UnsafeMutablePointer<GtkWidget>? = widget
        while let current = ancestor {
            if nova_is_popover(current) != 0 { return current }
            ancestor = gtk_widget_get_parent(current)
        }
        return nil
    }
}
