// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaGLib

/// Every player action as a window action (`win.NAME`, one for each `PlayerAction.Name`),
/// registered once: buttons fire them (`attach`), menus and notices name them, keys,
/// gestures, panels and MPRIS activate them, and D-Bus clients can too (org.gtk.Actions).
/// Whether one is possible now is its enabled state, which the buttons bound to it follow.
@MainActor
final class ActionTable {
    private let window: UnsafeMutablePointer<GtkWidget>
    private var actions: [String: OpaquePointer] = [:]
    /// Runs an activated action.
    var perform: ((PlayerAction) -> Void)?
    /// An action asked for by a key or MPRIS while it is disabled (N on the last file).
    var onUnavailable: ((PlayerAction) -> Void)?

    init(window: UnsafeMutablePointer<GtkWidget>) {
        self.window = window
        for name in PlayerAction.Name.allCases {
            let gaction: OpaquePointer = if let parameter = name.parameter {
                // A type string is its own GVariantType (nothing to free).
                parameter.rawValue.withCString { type in
                    if let state = Self.variant(name.initialState) {
                        g_simple_action_new_stateful(name.rawValue, OpaquePointer(type), state)
                    } else {
                        g_simple_action_new(name.rawValue, OpaquePointer(type))
                    }
                }
            } else {
                g_simple_action_new(name.rawValue, nil)
            }
            onActivate(raw(gaction)) { [unowned self] parameter in
                guard let action = PlayerAction(name: name, argument: parameter.flatMap { Self.argument(OpaquePointer($0)) })
                else { return }
                // A radio choice shows what was chosen (its menu's items follow the state).
                if name.initialState != nil, let parameter { g_simple_action_set_state(gaction, OpaquePointer(parameter)) }
                perform?(action)
            }
            g_action_map_add_action(OpaquePointer(window), gaction)
            actions[name.rawValue] = gaction
        }
    }

    /// Activates `action` as its button would; a disabled one is `onUnavailable`.
    func activate(_ action: PlayerAction) {
        guard let gaction = actions[action.actionName] else { return }
        guard g_action_get_enabled(gaction) != 0 else { return onUnavailable?(action) ?? () }
        g_action_activate(gaction, Self.variant(action.argument))
    }

    func setEnabled(_ action: PlayerAction, _ enabled: Bool) {
        guard let gaction = actions[action.actionName], (g_action_get_enabled(gaction) != 0) != enabled else { return }
        g_simple_action_set_enabled(gaction, enabled ? 1 : 0)
    }

    func isEnabled(_ action: PlayerAction) -> Bool {
        actions[action.actionName].map { g_action_get_enabled($0) != 0 } ?? false
    }

    /// Makes `actionable` (a button) fire `action`, with its argument; GTK makes the button
    /// insensitive while the action is disabled.
    static func attach(_ actionable: UnsafeMutablePointer<GtkWidget>, to action: PlayerAction) {
        gtk_actionable_set_action_name(OpaquePointer(actionable), "win." + action.actionName)
        if let variant = variant(action.argument) { gtk_actionable_set_action_target_value(OpaquePointer(actionable), variant) }
    }

    /// Fires `action` from `widget` (a slider moved by hand), as its window's action.
    static func fire(_ action: PlayerAction, from widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_activate_action_variant(widget, "win." + action.actionName, variant(action.argument))
    }

    /// Makes a menu item fire `action`, with its argument.
    static func set(_ item: OpaquePointer, to action: PlayerAction) {
        g_menu_item_set_action_and_target_value(item, "win." + action.actionName, variant(action.argument))
    }

    /// `win.NAME`, or `win.NAME(ARGUMENT)`, for a menu item or a notice's button.
    static func detailedName(_ action: PlayerAction) -> String {
        guard let variant = variant(action.argument) else { return "win." + action.actionName }
        g_variant_ref_sink(variant)
        defer { g_variant_unref(variant) }
        let printed = g_action_print_detailed_name("win." + action.actionName, variant)!
        defer { g_free(printed) }
        return String(cString: printed)
    }

    private static func variant(_ argument: ActionArgument?) -> OpaquePointer? {
        switch argument {
        case .flag(let on)?: g_variant_new_boolean(on ? 1 : 0)
        case .number(let value)?: g_variant_new_double(value)
        case .text(let text)?: g_variant_new_string(text)
        case .texts(let texts)?:
            withCStrings(texts) { g_variant_new_strv($0.baseAddress, gssize($0.count)) }
        case nil: nil
        }
    }

    private static func withCStrings<Result>(_ texts: [String], _ body: (UnsafeBufferPointer<UnsafePointer<gchar>?>) -> Result) -> Result {
        let copies = texts.map { g_strdup($0) }
        defer { copies.forEach { g_free($0) } }
        return copies.map { UnsafePointer($0) }.withUnsafeBufferPointer(body)
    }

    private static func argument(_ variant: OpaquePointer) -> ActionArgument? {
        switch g_variant_classify(variant) {
        case G_VARIANT_CLASS_BOOLEAN: .flag(g_variant_get_boolean(variant) != 0)
        case G_VARIANT_CLASS_DOUBLE: .number(g_variant_get_double(variant))
        case G_VARIANT_CLASS_STRING: .text(String(cString: g_variant_get_string(variant, nil)))
        case G_VARIANT_CLASS_ARRAY where String(cString: g_variant_get_type_string(variant)) == "as":
            .texts(strings(variant))
        default: nil
        }
    }

    private static func strings(_ variant: OpaquePointer) -> [String] {
        var count: gsize = 0
        // The array is ours to free; its strings stay the variant's.
        guard let array = g_variant_get_strv(variant, &count) else { return [] }
        defer { g_free(UnsafeMutableRawPointer(mutating: array)) }
        return (0..<Int(count)).compactMap { array[$0].map { String(cString: $0) } }
    }

    /// The window takes its own reference to each action; ours go with the table.
    func close() {
        for action in actions.values { g_object_unref(raw(action)) }
        actions = [:]
    }
}
