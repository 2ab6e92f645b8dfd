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
}
