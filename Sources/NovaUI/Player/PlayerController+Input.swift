// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib

/// Input to actions: the picture's gestures, the pointer, the keys, drops; and the parts'
/// callbacks wired to where they go.
extension PlayerController {
    func connectInput() {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        onKey(raw(keys)) { [unowned self] keyval, state in
            // A modifier the keyboard used to produce the key (Shift for "?" or "#") is not part of the chord.
            let consumed = gtk_event_controller_get_current_event(keys).map { gdk_key_event_get_consumed_modifiers($0).rawValue } ?? 0
            return key(keyval, GdkModifierType(rawValue: state.rawValue & ~consumed))
        }
        gtk_widget_add_controller(window.window, keys)

        FileOpening.acceptDrops(on: window.window) { [unowned self] in actions.activate(.openFiles(locations: $0)) }
        onNotify(raw(window.window), "fullscreened") { [unowned self] in
            window.fullscreenChanged()
            window.reveal.activity()
        }
        onCloseRequest(raw(window.window)) { [unowned self] in
            close()
            return true
        }
    }


    /// A key, by the key map, to the action it fires.
    private func key(_ keyval: guint, _ state: GdkModifierType) -> Bool {
        guard let name = gdk_keyval_name(keyval) else { return false }
        let mods = state.rawValue
        let chord = KeyChord(String(cString: name),
                             control: mods & GDK_CONTROL_MASK.rawValue != 0,
                             shift: mods & GDK_SHIFT_MASK.rawValue != 0,
                             alt: mods & GDK_ALT_MASK.rawValue != 0)
        DebugTopics.write(.key(chord.accelerator))
        let videoShown = window.page == .player
        if videoShown, window.panels.isOpen {
            if chord == KeyChord("Escape") {
                actions.activate(.closePanel)
                return true
            }
            // Tab goes round the panel's controls until it closes.
            if chord.key == "Tab" || chord.key == "ISO_Left_Tab", !chord.control, !chord.alt {
                return window.panels.moveFocus(backward: chord.shift || chord.key == "ISO_Left_Tab")
            }
            if chord.isPanelNavigation { return false }
        }
        if videoShown, !window.panels.isOpen {
            // A key is activity, as the pointer's moves are: it wakes the controls and keeps
            // them up. From hidden controls, Tab starts at a control that is on screen.
            let wasHidden = !window.controls.isRevealed
            window.reveal.activity()
            if wasHidden, window.controls.restoreFocus(), chord.key == "Tab" || chord.key == "ISO_Left_Tab" {
                return true
            }
        }
        guard KeyRouting.destination(of: chord, focus: focusedControl(), videoShown: videoShown) == .player,
              let action = KeyBindings.standard.action(for: chord) else { return false }
        actions.activate(action)
        return true
    }

    /// What kind of control has the focus, for `KeyRouting`.
    private func focusedControl() -> FocusedControl {
        guard let focus = gtk_root_get_focus(OpaquePointer(window.window)) else { return .none }
        if nova_is_editable(focus) != 0 { return .text }
        if WidgetTree.enclosingPopover(of: focus) != nil { return .menu }
        if nova_is_range(focus) != 0 { return .slider }
        if nova_is_list_row(focus) != 0 { return .listRow }
        if nova_is_pressable(focus) != 0 { return .button }
        return .none
    }

    /// What the parts report, to where it goes.
    func connectParts() {
        opener.willReplace = { [unowned self] in
            if input.isLocked { setTouchLocked(false) }
            gestures.restoreBrightness()
        }
        posters.onPoster = { [unowned self] location, duration in
            startPage.posterMade(location, duration: duration)
            episodes.posterReady(location)
            mpris.posterReady(location)
        }
        showStartPage()
        progress.onReplaced = { [unowned self] in
            progress.save(player.state, now: MainContext.now())
            startPage.databaseReplaced()
        }

        sleep.onFired = { @MainActor [unowned self] in
            // Asleep, nothing moves on by itself, not even when the window comes back.
            episodes.dismissUpNext()
            interruptions.personDecided()
            DebugTopics.write(.sleepTimerFired)
            window.showToast(tr("Sleep timer: paused"), button: tr("+10 min"),
                             action: .extendSleepTimer, seconds: 30)
        }
    }
}
