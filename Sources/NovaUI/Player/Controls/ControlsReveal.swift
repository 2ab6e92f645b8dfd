// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaEngine
import NovaGLib

/// Shows and hides the playback controls, and the pointer with them, by NovaCore's
/// `ControlsVisibility`. The parts that see a person act (the pointer, keys, a finger, a
/// scrub, a panel closing) are handed this and tell it; the clock and the state's changes
/// ask it to apply the rule again.
@MainActor
final class ControlsReveal {
    private let controls: PlaybackControls
    /// Where the pointer hides while the controls are away and a video plays.
    private let picture: UnsafeMutablePointer<GtkWidget>
    private let player: Player
    private var rule = ControlsVisibility()
    private var pointerOverControls = false
    /// While touch is locked the controls stay away: only the unlock button answers.
    private var touchLocked = false

    init(controls: PlaybackControls, picture: UnsafeMutablePointer<GtkWidget>, player: Player) {
        self.controls = controls
        self.picture = picture
        self.player = player
        let motion = gtk_event_controller_motion_new()
        onEnter(raw(motion)) { [unowned self] _, _ in pointerMoved(overControls: true) }
        onLeave(raw(motion)) { [unowned self] in pointerMoved(overControls: false) }
        gtk_widget_add_controller(controls.widget, motion)
    }

    private func pointerMoved(overControls inside: Bool) {
        pointerOverControls = inside
        // The pointer "leaves" a bar that hides under it (a tap or a key hid it): that is
        // no activity, or the bar would come straight back.
        if inside || controls.isRevealed { activity() }
    }

    /// Someone did something that brings the controls up for a while.
    func activity() {
        rule.activity(at: MainContext.now())
        apply()
    }

    /// A tap or a click on the picture: hidden controls show, shown ones hide.
    func toggle() {
        rule.toggle(at: MainContext.now())
        apply()
    }

    /// Touch locked (nothing shows) or unlocked (the controls come back, as on activity).
    func setTouchLocked(_ locked: Bool) {
        touchLocked = locked
        if locked { apply() } else { activity() }
    }

    /// The controls and the pointer shown or hidden by the rule, now.
    func apply() {
        let state = player.state
        let shown = rule.update(now: MainContext.now(), isPlaying: state.isPlaying, pointerOverControls: pointerOverControls)
            && !touchLocked
        if controls.isRevealed != shown {
            controls.isRevealed = shown
            if shown { showTime() }
        }
        gtk_widget_set_cursor_from_name(picture, !shown && state.isPlaying ? "none" : nil)
    }

    /// The bar's times and timeline, while it is on screen (the clock moves them).
    func showTime() {
        guard controls.isRevealed else { return }
        controls.show(player.state)
        controls.logTimelineGeometry()
        controls.logPlacement()
    }
}
