// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaGLib

/// A `GtkListView` whose rows show a Swift array by position: its model is a string list
/// whose strings mean nothing (only its length counts), and the factory's handlers make,
/// fill and drop each row's widgets.
@MainActor
final class PositionListView {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let model: OpaquePointer
    private let factory: OpaquePointer

    /// `name`: what a screen reader calls the list ("Library", "History").
    init(cssClass: String, name: String) {
        model = gtk_string_list_new(nil)
        factory = gtk_signal_list_item_factory_new()
        let selection = gtk_no_selection_new(OpaquePointer(g_object_ref(raw(model))))
        // The list view takes over both references.
        widget = gtk_list_view_new(selection, factory)
        gtk_widget_add_css_class(widget, cssClass)
        nova_accessible_set_label(widget, name)
    }

    /// Names a row's list item for screen readers (GTK 4.8 makes that widget itself; it is
    /// the parent of the row's own).
    static func nameRow(of child: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        if let item = gtk_widget_get_parent(child) { nova_accessible_set_label(item, name) }
    }

    /// `setUp` makes a list item's widgets, `bind` fills them for its position, `tearDown`
    /// forgets them: each is given the `GtkListItem`.
    func onRows(setUp: @escaping PointerHandler, bind: @escaping PointerHandler, tearDown: @escaping PointerHandler) {
        onFactorySetup(raw(factory)) { item in
            if StackVersions.running.listItemsTakeFocus { _ = nova_list_item_keep_focus_on_its_row(OpaquePointer(item)) }
            setUp(item)
        }
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

    /// GTK 4.8's list view moves the focus between whole rows only, and not at all among
    /// the items inside them: the arrows, Page keys, Home and End move it from item to item
    /// here (`GridNavigation`). `place` finds the focused item's row and column,
    /// `itemCounts` says how many items each row has, `focus` puts the focus on an item of
    /// a row that is on screen (false when the row is not made yet).
    func navigateByKeys(place: @escaping (UnsafeMutablePointer<GtkWidget>) -> GridNavigation.Place?,
                        itemCounts: @escaping () -> [Int], pageRows: @escaping () -> Int,
                        focus: @escaping (GridNavigation.Place) -> Bool) {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        onKey(raw(keys)) { [unowned self] keyval, state in
            let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue
            guard state.rawValue & modifiers == 0, let move = Self.move(for: keyval),
                  let root = gtk_widget_get_root(widget), let focused = gtk_root_get_focus(root),
                  let here = place(focused) else { return false }
            guard let target = GridNavigation.target(from: here, move: move, itemCounts: itemCounts(),
                                                     pageRows: pageRows()) else { return true }
            gtk_widget_activate_action_variant(widget, "list.scroll-to-item", g_variant_new_uint32(guint32(target.row)))
            // A row scrolled to from far away is made at the next frame.
            if !focus(target) { MainContext.after(milliseconds: 60) { _ = focus(target) } }
            return true
        }
        gtk_widget_add_controller(widget, keys)
    }

    private static func move(for keyval: guint) -> GridNavigation.Move? {
        switch Int32(keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: .home
        case GDK_KEY_End, GDK_KEY_KP_End: .end
        default: nil
        }
    }
}
