// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore

/// The bar over the bottom of the picture: timeline with elapsed and total time, and
/// finger-sized buttons (at least 48 px) for skip back, play/pause, skip forward and fullscreen.
@MainActor
final class PlaybackControls {
    let widget: UnsafeMutablePointer<GtkWidget>
    let revealer: UnsafeMutablePointer<GtkWidget>
    private let timeline: UnsafeMutablePointer<GtkWidget>
    private let elapsed: UnsafeMutablePointer<GtkWidget>
    private let total: UnsafeMutablePointer<GtkWidget>
    private let playPause: UnsafeMutablePointer<GtkWidget>
    private let fullscreen: UnsafeMutablePointer<GtkWidget>
    private var shownDuration: Double?
    private var isPausedShown: Bool?

    var onTogglePause: Action?
    var onSkip: ((Bool) -> Void)?
    var onToggleFullscreen: Action?
    /// The person moved the timeline to this time.
    var onSeek: ((Double) -> Void)?
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
        timeline = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 1)
        gtk_scale_set_draw_value(cast(timeline), 0)
        gtk_widget_set_hexpand(timeline, 1)
        gtk_widget_add_css_class(timeline, "nova-timeline")
        gtk_accessible_update_property_value(timeline, tr("Position"))
        gtk_box_append(cast(timeRow), elapsed)
        gtk_box_append(cast(timeRow), timeline)
        gtk_box_append(cast(timeRow), total)

        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_FILL)
        let back = Self.button("media-seek-backward-symbolic", tr("Back 10 seconds"))
        playPause = Self.button("media-playback-start-symbolic", tr("Play"))
        gtk_widget_add_css_class(playPause, "nova-play")
        let forward = Self.button("media-seek-forward-symbolic", tr("Forward 10 seconds"))
        fullscreen = Self.button("view-fullscreen-symbolic", tr("Fullscreen"))
        let start = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!, end = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_hexpand(start, 1)
        gtk_widget_set_hexpand(end, 1)
        gtk_widget_set_halign(end, GTK_ALIGN_END)
        let center = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_box_append(cast(center), back)
        gtk_box_append(cast(center), playPause)
        gtk_box_append(cast(center), forward)
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
        onChangeValue(raw(timeline)) { [unowned self] value in
            onSeek?(value)
            return false
        }
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
            gtk_range_set_range(cast(timeline), 0, max(state.duration ?? 0, 0.001))
            gtk_label_set_text(cast(total), TimeFormat.clock(state.duration))
            gtk_widget_set_sensitive(timeline, (state.duration ?? 0) > 0 ? 1 : 0)
        }
        let position = state.position ?? 0
        let text = TimeFormat.clock(position)
        if String(cString: gtk_label_get_text(cast(elapsed))) != text { gtk_label_set_text(cast(elapsed), text) }
        gtk_range_set_value(cast(timeline), position)
        let paused = !state.isPlaying
        if paused != isPausedShown {
            isPausedShown = paused
            gtk_button_set_icon_name(cast(playPause), paused ? "media-playback-start-symbolic" : "media-playback-pause-symbolic")
            let label = paused ? tr("Play") : tr("Pause")
            gtk_widget_set_tooltip_text(playPause, label)
            gtk_accessible_update_property_value(playPause, label)
        }
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
