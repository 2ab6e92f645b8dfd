// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk

/// A `GtkListView` whose rows show a Swift array by position: its model is a string list
/// whose strings mean nothing (only its length counts), and the factory's handlers make,
/// fill and drop each row's widgets.
@MainActor
final class PositionListView {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let model: OpaquePointer
    private let factory: OpaquePointer

    init(cssClass: String) {
        model = gtk_string_list_new(nil)
        factory = gtk_signal_list_item_factory_new()
        let selection = gtk_no_selection_new(OpaquePointer(g_object_ref(raw(model))))
        // The list view takes over both references.
        widget = gtk_list_view_new(selection, factory)
        gtk_widget_add_css_class(widget, cssClass)
    }

    /// `setUp` makes a list item's widgets, `bind` fills them for its position, `tearDown`
    /// forgets them: each is given the `GtkListItem`.
    func onRows(setUp: @escaping PointerHandler, bind: @escaping PointerHandler, tearDown: @escaping PointerHandler) {
        onFactorySetup(raw(factory), setUp)
        onFactoryBind(raw(factory), bind)
        onFactoryTeardown(raw(factory), tearDown)
    }

    var count: Int { Int(g_list_model_get_n_items(model)) }

    /// Rows added or taken away at the end: the others keep their widgets and content.
    func resize(to wanted: Int) {
        let old = count
        if wanted < old {
            gtk_string_list_splice(model, guint(wanted), guint(old - wanted), nil)
        } else if wanted > old {
            Array(repeating: "", count: wanted - old).withCStringArray {
                gtk_string_list_splice(model, guint(old), 0, $0)
            }
        }
    }

    /// Rows for `new` where rows for `old` were: only the part that differs is replaced,
    /// so the rows before and after it keep their widgets, and the list its scroll
    /// position and focus (an entry removed from deep down a long list).
    func replace<T: Equatable>(_ old: [T], with new: [T]) {
        guard old.count == count else { return splice(at: 0, removing: count, adding: new.count) }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        splice(at: prefix, removing: old.count - prefix - suffix, adding: new.count - prefix - suffix)
    }

    private func splice(at position: Int, removing: Int, adding: Int) {
        guard removing > 0 || adding > 0 else { return }
        Array(repeating: "", count: adding).withCStringArray {
            gtk_string_list_splice(model, guint(position), guint(removing), $0)
        }
    }

    static func position(of item: gpointer?) -> Int { Int(gtk_list_item_get_position(OpaquePointer(item))) }
}
