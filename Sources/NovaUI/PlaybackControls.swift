// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore

/// The bar over the bottom of the picture: timeline with elapsed and total time, and
/// finger-sized buttons (at least 48 px) for skip back, play/pause, skip forward and fullscreen.
@MainActor
final class PlaybackControls {
    let widget: UnsafeMutablePointer<GtkWidget>
    let revealer: UnsafeMutablePointer<GtkWidget>
    let timeline = TimelineBar()
    private let elapsed: UnsafeMutablePointer<GtkWidget>
    private let total: UnsafeMutablePointer<GtkWidget>
    private let playPause: UnsafeMutablePointer<GtkWidget>
    private let fullscreen: UnsafeMutablePointer<GtkWidget>
    private var shownDuration: Double?
    private var isPausedShown: Bool?

    var onTogglePause: Action?
    var onSkip: ((Bool) -> Void)?
    /// Previous (false) or next (true) file.
    var onStep: ((Bool) -> Void)?
    private let previous: UnsafeMutablePointer<GtkWidget>
    private let next: UnsafeMutablePointer<GtkWidget>
    var onToggleFullscreen: Action?
    /// The pointer entered (true) or left (false) the controls.
    var onHover: ((Bool) -> Void)?

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_add_css_class(widget, "nova-controls")

        let timeRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        elapsed = gtk_label_new("0:00")
        total = gtk_label_new("--:--")
        for label in [elapsed, total] {
            gtk_widget_add_css_class(label, "numeric")
            gtk_widget_add_css_class(label, "nova-time")
        }
        gtk_box_append(cast(timeRow), elapsed)
        gtk_box_append(cast(timeRow), timeline.widget)
        gtk_box_append(cast(timeRow), total)

        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_FILL)
        let back = Self.button("media-seek-backward-symbolic", tr("Back 10 seconds"))
        playPause = Self.button("media-playback-start-symbolic", tr("Play"))
        gtk_widget_add_css_class(playPause, "nova-play")
        let forward = Self.button("media-seek-forward-symbolic", tr("Forward 10 seconds"))
        previous = Self.button("media-skip-backward-symbolic", tr("Previous"))
        next = Self.button("media-skip-forward-symbolic", tr("Next"))
        fullscreen = Self.button("view-fullscreen-symbolic", tr("Fullscreen"))
        let start = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!, end = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_hexpand(start, 1)
        gtk_widget_set_hexpand(end, 1)
        gtk_widget_set_halign(end, GTK_ALIGN_END)
        let center = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        for button in [previous, back, playPause, forward, next] { gtk_box_append(cast(center), button) }
        gtk_box_append(cast(end), fullscreen)
        gtk_box_append(cast(buttons), start)
        gtk_box_append(cast(buttons), center)
        gtk_box_append(cast(buttons), end)

        gtk_box_append(cast(widget), timeRow)
        gtk_box_append(cast(widget), buttons)

        revealer = gtk_revealer_new()
        gtk_revealer_set_transition_type(cast(revealer), GTK_REVEALER_TRANSITION_TYPE_CROSSFADE)
        gtk_revealer_set_transition_duration(cast(revealer), 200)
        gtk_revealer_set_child(cast(revealer), widget)
        gtk_revealer_set_reveal_child(cast(revealer), 1)
        gtk_widget_set_valign(revealer, GTK_ALIGN_END)

        onSignal(raw(back), "clicked") { [unowned self] in onSkip?(false) }
        onSignal(raw(forward), "clicked") { [unowned self] in onSkip?(true) }
        onSignal(raw(playPause), "clicked") { [unowned self] in onTogglePause?() }
        onSignal(raw(fullscreen), "clicked") { [unowned self] in onToggleFullscreen?() }
        onSignal(raw(previous), "clicked") { [unowned self] in onStep?(false) }
        onSignal(raw(next), "clicked") { [unowned self] in onStep?(true) }
        let motion = gtk_event_controller_motion_new()
        onPoint(raw(motion), "enter") { [unowned self] _, _ in onHover?(true) }
        onSignal(raw(motion), "leave") { [unowned self] in onHover?(false) }
        gtk_widget_add_controller(widget, motion)
    }

    private static func button(_ icon: String, _ label: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_from_icon_name(icon)!
        gtk_widget_set_tooltip_text(button, label)
        gtk_accessible_update_property_value(button, label)
        gtk_widget_add_css_class(button, "circular")
        gtk_widget_add_css_class(button, "nova-button")
        // Keys belong to the player, not to whichever button was last pressed.
        gtk_widget_set_focus_on_click(button, 0)
        return button
    }

    var isRevealed: Bool {
        get { gtk_revealer_get_reveal_child(cast(revealer)) != 0 }
        set { gtk_revealer_set_reveal_child(cast(revealer), newValue ? 1 : 0) }
    }

    /// Shows the state; cheap to call often (labels change only when their text does).
    func show(_ state: PlaybackState) {
        if state.duration != shownDuration {
            shownDuration = state.duration
            gtk_label_set_text(cast(total), TimeFormat.clock(state.duration))
        }
        let position = timeline.isScrubbing ? nil : state.position
        if let position {
            let text = TimeFormat.clock(position)
            if String(cString: gtk_label_get_text(cast(elapsed))) != text { gtk_label_set_text(cast(elapsed), text) }
        }
        timeline.show(position: state.position ?? 0, duration: state.duration ?? 0, chapters: state.chapters.map(\.start))
        let paused = !state.isPlaying
        if paused != isPausedShown {
            isPausedShown = paused
            gtk_button_set_icon_name(cast(playPause), paused ? "media-playback-start-symbolic" : "media-playback-pause-symbolic")
            let label = paused ? tr("Play") : tr("Pause")
            gtk_widget_set_tooltip_text(playPause, label)
            gtk_accessible_update_property_value(playPause, label)
        }
    }

    /// Previous and next appear only when there is somewhere to go.
    func showSteps(previous hasPrevious: Bool, next hasNext: Bool) {
        gtk_widget_set_visible(previous, hasPrevious ? 1 : 0)
        gtk_widget_set_visible(next, hasNext ? 1 : 0)
    }

    /// While scrubbing, the elapsed label follows the finger.
    func showScrubTime(_ seconds: Double) {
        gtk_label_set_text(cast(elapsed), TimeFormat.clock(seconds))
    }

    func showFullscreen(_ on: Bool) {
        gtk_button_set_icon_name(cast(fullscreen), on ? "view-restore-symbolic" : "view-fullscreen-symbolic")
        gtk_widget_set_tooltip_text(fullscreen, on ? tr("Leave fullscreen") : tr("Fullscreen"))
    }
}

/// Names a widget for screen readers.
@MainActor
func gtk_accessible_update_property_value(_ widget: UnsafeMutablePointer<GtkWidget>, _ label: String) {
    nova_accessible_set_label(widget, label)
}
