// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib

/// Where the player's panels open, over the picture: a sheet rising from the bottom on
/// a portrait window, docked at the right otherwise (`PanelPlacement`). A tap outside
/// the panel, Esc, the close button or (for the sheet) a swipe down closes it.
@MainActor
final class PanelHost {
    /// The overlay child: a scrim over the picture that holds the panel.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let panel: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private let scroller: UnsafeMutablePointer<GtkWidget>
    private let revealer: UnsafeMutablePointer<GtkWidget>
    private(set) var shownName: String?
    /// Brings the controls back (for their while) as a panel closes.
    private let reveal: ControlsReveal

    init(focusBack fallbackFocus: PlaybackControls, reveal: ControlsReveal) {
        self.fallbackFocus = fallbackFocus
        self.reveal = reveal
        title = gtk_label_new(nil)
        gtk_widget_add_css_class(title, "heading")
        gtk_widget_set_hexpand(title, 1)
        gtk_label_set_xalign(cast(title), 0)
        // Large text wraps the heading rather than pushing the close button off screen.
        gtk_label_set_wrap(cast(title), 1)
        gtk_label_set_wrap_mode(cast(title), PANGO_WRAP_WORD_CHAR)
        let close = gtk_button_new_from_icon_name("window-close-symbolic")!
        gtk_widget_add_css_class(close, "flat")
        gtk_widget_add_css_class(close, "circular")
        gtk_widget_set_size_request(close, 44, 44)
        gtk_widget_set_tooltip_text(close, tr("Close"))
        nova_accessible_set_label(close, tr("Close"))
        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(header, "nova-panel-header")
        gtk_box_append(cast(header), title)
        gtk_box_append(cast(header), close)
        scroller = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scroller, 1)
        panel = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_add_css_class(panel, "nova-panel")
        gtk_box_append(cast(panel), header)
        gtk_box_append(cast(panel), scroller)

        revealer = gtk_revealer_new()
        gtk_revealer_set_transition_duration(cast(revealer), 180)
        gtk_revealer_set_child(cast(revealer), panel)
        // The scrim and the panel are siblings: a press in the panel belongs to its controls
        // alone (it never reaches the scrim, nor the picture's gestures below), and a press
        // on the scrim around it closes. (Claiming the panel's presses instead, as Nova once
        // did, cancelled every button's own click.)
        let scrim = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(scrim, "nova-panel-scrim")
        // A strip filling the scrim: its "resize" says the window changed size.
        let ruler = gtk_drawing_area_new()!
        gtk_widget_set_vexpand(ruler, 1)
        gtk_box_append(cast(scrim), ruler)
        widget = gtk_overlay_new()
        gtk_overlay_set_child(cast(widget), scrim)
        gtk_overlay_add_overlay(cast(widget), revealer)
        gtk_widget_set_visible(widget, 0)

        ActionTable.attach(close, to: .closePanel)
        // Placing the panel changes sizes: not while GTK is allocating them.
        onResize(raw(ruler)) { [unowned self] _, _ in
            MainContext.after(milliseconds: 0) { [weak self] in self?.windowResized() }
        }
        onNotify(raw(revealer), "child-revealed") { [unowned self] in
            guard gtk_revealer_get_child_revealed(cast(revealer)) != 0 else { return }
            takeFocus()
            if Self.logs { logControls() }
        }
        if Self.logs {
            // Scrolled, the controls move: say where they are once the scrolling has settled.
            onValueChanged(raw(gtk_scrolled_window_get_vadjustment(cast(scroller)))) { [weak self] in
                guard let self else { return }
                MainContext.remove(&settleTimer)
                settleTimer = MainContext.after(milliseconds: 200) { [weak self] in
                    self?.settleTimer = 0
                    self?.logControls()
                }
            }
        }
        let outside = gtk_gesture_click_new()!
        onReleased(raw(outside)) { [unowned self] _, _, _ in ActionTable.fire(.closePanel, from: widget) }
        gtk_widget_add_controller(scrim, outside)
        // A sheet follows a swipe down: far enough, it closes.
        let swipe = gtk_gesture_drag_new()!
        onDragEnd(raw(swipe)) { [unowned self] _, dy in
            if placement == .bottom, dy > 80 { ActionTable.fire(.closePanel, from: widget) }
        }
        gtk_widget_add_controller(header, swipe)
    }

    private var placement: PanelPlacement = .side
    /// With `NOVA_DEBUG=panels`: the pending report of where the controls are after scrolling.
    private var settleTimer: guint = 0
    /// With `NOVA_DEBUG=panels`, panels say when they open and close, and where.
    static let logs = DebugTopics.isOn(.panels)


    var isOpen: Bool { shownName != nil }

    /// Shows `content` under `heading`, placed for a window of `width` × `height`.
    /// `focus` puts the keyboard focus in the panel once it is on screen (its first choice by default).
    func open(_ name: String, heading: String, content: UnsafeMutablePointer<GtkWidget>, width: Int, height: Int,
              focus: Action? = nil) {
        // The open panel shown again with new state (a choice made in it) is not an opening.
        let refreshing = shownName == name
        if shownName == nil { rememberOpener() }
        shownName = name
        gtk_label_set_text(cast(title), heading)
        gtk_scrolled_window_set_child(cast(scroller), content)
        place(width: width, height: height)
        gtk_widget_set_visible(widget, 1)
        gtk_revealer_set_reveal_child(cast(revealer), 1)
        if !refreshing { DebugTopics.write(.panelOpened(name, at: placement)) }
        // Keys go to the panel once it is on screen and can take the focus: when the
        // slide-in has ended (the child is revealed, so mapped).
        pendingFocus = { [weak self] in
            guard let self else { return }
            if let focus { focus() } else { gtk_widget_child_focus(content, GTK_DIR_TAB_FORWARD) }
            // A selectable label (Video Information's values) takes the focus with its text
            // selected: the focus, not a selection.
            if let focused = gtk_root_get_focus(gtk_widget_get_root(panel)), nova_is_label(focused) != 0 {
                gtk_label_select_region(cast(focused), 0, 0)
            }
            DebugTopics.write(.panelFocus(name, inside: focusIsInside))
        }
        if gtk_revealer_get_child_revealed(cast(revealer)) != 0 {
            takeFocus()
            if Self.logs { MainContext.after(milliseconds: 100) { [weak self] in self?.logControls() } }
        }
    }

    /// Places the panel for a window of `width` × `height`: a sheet or docked at the side.
    private func place(width: Int, height: Int) {
        placement = PanelPlacement.forWindow(width: width, height: height)
        switch placement {
        case .bottom:
            gtk_revealer_set_transition_type(cast(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
            gtk_widget_set_halign(revealer, GTK_ALIGN_FILL)
            gtk_widget_set_valign(revealer, GTK_ALIGN_END)
            gtk_widget_set_size_request(panel, -1, gint(PanelPlacement.sheetHeight(windowHeight: height)))
            gtk_widget_remove_css_class(panel, "nova-panel-side")
            gtk_widget_add_css_class(panel, "nova-panel-sheet")
        case .side:
            gtk_revealer_set_transition_type(cast(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT)
            gtk_widget_set_halign(revealer, GTK_ALIGN_END)
            gtk_widget_set_valign(revealer, GTK_ALIGN_FILL)
            gtk_widget_set_size_request(panel, gint(PanelPlacement.sideWidth(windowWidth: width)), -1)
            gtk_widget_remove_css_class(panel, "nova-panel-sheet")
            gtk_widget_add_css_class(panel, "nova-panel-side")
        }
    }

    /// The window changed size (a phone rotated, a window resized): the open panel moves
    /// between the sheet and the side as opening it now would place it, keeping its content.
    private func windowResized() {
        guard let name = shownName, let root = gtk_widget_get_root(widget) else { return }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        let before = placement
        place(width: Int(gtk_widget_get_width(window)), height: Int(gtk_widget_get_height(window)))
        guard placement != before else { return }
        DebugTopics.write(.panelMoved(name, to: placement))
        if Self.logs { MainContext.after(milliseconds: 400) { [weak self] in self?.logControls() } }
    }

    private var pendingFocus: Action?

    private func takeFocus() {
        let focus = pendingFocus
        pendingFocus = nil
        focus?()
    }

    private var focusIsInside: Bool {
        gtk_root_get_focus(gtk_widget_get_root(panel)).map { gtk_widget_is_ancestor(cast($0), panel) != 0 } ?? false
    }

    /// With `NOVA_DEBUG=panels`: each button and choice on screen in the panel, by name,
    /// with where it is on the window's surface, for tests to press it as a person would.
    private func logControls() {
        guard isOpen, let view = SurfacePlacement.bounds(of: scroller) else { return }
        var pending = [panel]
        while let widget = pending.popLast() {
            guard gtk_widget_get_mapped(widget) != 0 else { continue }
            if nova_is_button(widget) != 0 || nova_is_list_box_row(widget) != 0 || nova_is_switch(widget) != 0 {
                if let name = Self.name(of: widget), let bounds = SurfacePlacement.bounds(of: widget) {
                    // Shown: its middle is in the scrolled part's view (or it is outside that part).
                    let inScroller = gtk_widget_is_ancestor(widget, scroller) != 0
                    let middle = bounds.y + bounds.height / 2
                    let shown = !inScroller || (middle > view.y && middle < view.y + view.height)
                    DebugTopics.write(.panelControl(name: name, x: Int(bounds.x), y: Int(bounds.y), width: Int(bounds.width),
                                           height: Int(bounds.height), shown: shown))
                }
                continue
            }
            var child = gtk_widget_get_last_child(widget)
            while let current = child {
                pending.append(current)
                child = gtk_widget_get_prev_sibling(current)
            }
        }
    }

    /// A control's name as a person reads it: a button's words or tooltip, a row's first text.
    private static func name(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        if nova_is_button(widget) != 0 {
            if let label = gtk_button_get_label(cast(widget)) { return String(cString: label).replacingOccurrences(of: "_", with: "") }
            // A mnemonic button's words are its label child's (`mnemonicButton`); an icon's, its tooltip.
            if let text = SurfacePlacement.firstLabelText(in: widget) { return text }
            if let tooltip = gtk_widget_get_tooltip_text(widget) { return String(cString: tooltip) }
        }
        // A switch is named by the words beside it.
        if nova_is_switch(widget) != 0, let row = gtk_widget_get_parent(widget) { return SurfacePlacement.firstLabelText(in: row) }
        return SurfacePlacement.firstLabelText(in: widget)
    }

    func close() {
        guard let name = shownName else { return }
        DebugTopics.write(.panelClosed(name))
        shownName = nil
        pendingFocus = nil
        let focusWasInside = focusIsInside
        gtk_revealer_set_reveal_child(cast(revealer), 0)
        gtk_widget_set_visible(widget, 0)
        gtk_scrolled_window_set_child(cast(scroller), nil)
        reveal.activity()
        if focusWasInside || gtk_root_get_focus(gtk_widget_get_root(panel)) == nil { returnFocus() }
        forgetOpener()
    }

    /// The control that had the focus when the panel opened (a button, a menu's button),
    /// held so that it still exists when the panel closes.
    private var opener: UnsafeMutablePointer<GtkWidget>?
    /// Where focus goes when the opener is gone or hidden: the play button.
    private let fallbackFocus: PlaybackControls

    private func rememberOpener() {
        forgetOpener()
        guard let root = gtk_widget_get_root(widget), var focus = gtk_root_get_focus(root) else { return }
        // A menu's row closes with its menu: the menu's button opened the panel.
        if let menu = WidgetTree.enclosingPopover(of: focus), let button = gtk_widget_get_parent(menu) { focus = button }
        g_object_ref(raw(focus))
        opener = focus
    }

    private func forgetOpener() {
        if let opener { g_object_unref(raw(opener)) }
        opener = nil
    }

    private func returnFocus() {
        if let opener, gtk_widget_get_root(opener) != nil, gtk_widget_is_drawable(opener) != 0,
           gtk_widget_grab_focus(opener) != 0 {
            DebugTopics.write(.panelFocusBack(onOpener: true))
            return
        }
        fallbackFocus.focusFirstControl()
        DebugTopics.write(.panelFocusBack(onOpener: false))
    }

    /// Tab and Shift+Tab go round the panel's controls, never out of it; false when no panel is open.
    func moveFocus(backward: Bool) -> Bool {
        guard isOpen, let root = gtk_widget_get_root(panel) else { return false }
        let direction = backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD
        if focusIsInside, gtk_widget_child_focus(panel, direction) != 0 { return true }
        // Past the last control (or from outside): round to the first, or the last.
        gtk_root_set_focus(root, nil)
        gtk_widget_child_focus(panel, direction)
        return true
    }
}
