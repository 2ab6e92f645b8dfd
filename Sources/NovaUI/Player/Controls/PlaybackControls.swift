// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib

/// The bar over the bottom of the picture: timeline with elapsed and total time, and
/// finger-sized buttons (at least 48 px) for skip back, play/pause, skip forward and
/// fullscreen. Each button fires its window action (`ActionTable`); previous and next show
/// while their actions are enabled.
@MainActor
final class PlaybackControls {
    /// What the bar shows at once when it changes: the play button, the times' length, the
    /// chapters' marks, the volume. The position moves with the clock (and after a seek).
    static let follows: Set<PlaybackState.Field> = [.paused, .endReached, .idle, .location, .duration, .chapters,
                                                    .volume, .muted]
    let widget: UnsafeMutablePointer<GtkWidget>
    let revealer: UnsafeMutablePointer<GtkWidget>
    let timeline = TimelineBar()
    private let elapsed: UnsafeMutablePointer<GtkWidget>
    private let total: UnsafeMutablePointer<GtkWidget>
    private let playPause: UnsafeMutablePointer<GtkWidget>
    private let fullscreen: UnsafeMutablePointer<GtkWidget>
    private var shownDuration: Double?
    private var isPausedShown: Bool?

    private let previous: UnsafeMutablePointer<GtkWidget>
    private let next: UnsafeMutablePointer<GtkWidget>

    /// The sleep timer's moon, with what is left ("23:10"); shown while the timer runs.
    private let sleep: UnsafeMutablePointer<GtkWidget>
    private let sleepLabel: UnsafeMutablePointer<GtkWidget>
    private var skipButtons: [UnsafeMutablePointer<GtkWidget>] = []
    private var compact = false
    /// Every button of the bar, for `logPlacement`.
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    private var lastPlacement: [DebugLine] = []
    private var lastTimelineGeometry: DebugLine?
    private let menuButton: UnsafeMutablePointer<GtkWidget>
    /// The volume: a button with a slider, on wide bars (a phone has its volume keys and the swipe).
    private let volume: UnsafeMutablePointer<GtkWidget>
    private var shownVolume: Double?
    private var settingVolume = false
    /// The volume's ceiling (100, or 150 with the boost).
    var volumeCeiling = 100.0 {
        didSet { if volumeCeiling != oldValue { shownVolume = nil } }
    }

    /// A narrow bar leaves out what has another way (`ControlsLayout`).
    private func fit(width: Int) {
        let wanted = ControlsLayout.isCompact(width: width)
        guard wanted != compact else { return }
        compact = wanted
        // Not during the allocation that reported the width: GTK would lay the bar out
        // again only at some later frame, leaving it too wide meanwhile.
        MainContext.idle(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
            guard let self else { return false }
            skipButtons.forEach { gtk_widget_set_visible($0, compact ? 0 : 1) }
            gtk_widget_set_visible(volume, compact ? 0 : 1)
            gtk_widget_set_visible(sleepLabel, compact ? 0 : 1)
            return false
        }
    }

    init(menu: OpaquePointer) {
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
        // The timeline runs left to right in every language: the elapsed time at its start.
        gtk_widget_set_direction(timeRow, GTK_TEXT_DIR_LTR)

        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_FILL)
        let back = Self.button("media-seek-backward-symbolic", tr("Back 10 seconds"))
        playPause = Self.button("media-playback-start-symbolic", tr("Play"))
        gtk_widget_add_css_class(playPause, "nova-play")
        let forward = Self.button("media-seek-forward-symbolic", tr("Forward 10 seconds"))
        previous = Self.button("media-skip-backward-symbolic", tr("Previous"))
        next = Self.button("media-skip-forward-symbolic", tr("Next"))
        fullscreen = Self.button("view-fullscreen-symbolic", tr("Fullscreen"))
        // The player menu again, for fullscreen (where the header bar is hidden).
        let more = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(cast(more), "view-more-symbolic")
        gtk_menu_button_set_menu_model(cast(more), cast(menu))
        // Up from the bar at the bottom: phoc (Phosh's compositor, 0.24) does not flip a
        // popup that would leave the screen, so the default (down) opened off screen.
        gtk_menu_button_set_direction(cast(more), GTK_ARROW_UP)
        gtk_widget_add_css_class(more, "nova-button")
        gtk_widget_set_tooltip_text(more, tr("Player menu"))
        nova_accessible_set_label(more, tr("Player menu"))
        gtk_widget_set_focus_on_click(more, 0)
        sleepLabel = gtk_label_new("")
        gtk_widget_add_css_class(sleepLabel, "numeric")
        let sleepContent = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_append(cast(sleepContent), gtk_image_new_from_icon_name("weather-clear-night-symbolic"))
        gtk_box_append(cast(sleepContent), sleepLabel)
        sleep = gtk_button_new()
        gtk_button_set_child(cast(sleep), sleepContent)
        gtk_widget_add_css_class(sleep, "nova-button")
        gtk_widget_add_css_class(sleep, "nova-sleep")
        gtk_widget_set_focus_on_click(sleep, 0)
        gtk_widget_set_tooltip_text(sleep, tr("Sleep timer"))
        gtk_widget_set_visible(sleep, 0)
        let start = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!, end = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_widget_set_hexpand(start, 1)
        gtk_widget_set_hexpand(end, 1)
        gtk_widget_set_halign(end, GTK_ALIGN_END)
        let center = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        for button in [previous, back, playPause, forward, next] { gtk_box_append(cast(center), button) }
        // Back and forward point and sit the way the timeline runs, mirrored or not.
        gtk_widget_set_direction(center, GTK_TEXT_DIR_LTR)
        // (The icon inside too: GTK picks an icon's mirrored "-rtl" form by the image's own direction.)
        for button in [previous, back, playPause, forward, next] {
            gtk_widget_set_direction(button, GTK_TEXT_DIR_LTR)
            if let icon = gtk_button_get_child(cast(button)) { gtk_widget_set_direction(icon, GTK_TEXT_DIR_LTR) }
        }
        volume = nova_volume_button_new(100)
        gtk_widget_add_css_class(volume, "nova-volume")
        gtk_widget_set_valign(volume, GTK_ALIGN_CENTER)
        gtk_widget_set_focus_on_click(volume, 0)
        nova_accessible_set_label(volume, tr("Volume"))
        // Its button would be named after its image.
        if let inner = gtk_widget_get_first_child(volume) {
            nova_accessible_set_label(inner, tr("Volume"))
            gtk_widget_set_focus_on_click(inner, 0)
        }
        gtk_box_append(cast(start), sleep)
        gtk_box_append(cast(end), volume)
        gtk_box_append(cast(end), more)
        gtk_box_append(cast(end), fullscreen)
        gtk_box_append(cast(buttons), start)
        gtk_box_append(cast(buttons), center)
        gtk_box_append(cast(buttons), end)

        // A zero-height strip as wide as the bar: its "resize" says when to go compact.
        let ruler = gtk_drawing_area_new()!
        gtk_widget_set_hexpand(ruler, 1)
        gtk_box_append(cast(widget), ruler)
        gtk_box_append(cast(widget), timeRow)
        gtk_box_append(cast(widget), buttons)
        skipButtons = [back, forward]
        self.buttons = [previous, back, playPause, forward, next, sleep, volume, more, fullscreen]
        menuButton = more

        revealer = gtk_revealer_new()
        gtk_revealer_set_transition_type(cast(revealer), GTK_REVEALER_TRANSITION_TYPE_CROSSFADE)
        gtk_revealer_set_transition_duration(cast(revealer), 200)
        gtk_revealer_set_child(cast(revealer), widget)
        gtk_revealer_set_reveal_child(cast(revealer), 1)
        gtk_widget_set_valign(revealer, GTK_ALIGN_END)

        for (button, action) in [(back, PlayerAction.skip(forward: false)), (forward, .skip(forward: true)),
                                 (playPause, .togglePause), (fullscreen, .toggleFullscreen), (sleep, .openPanel(.sleep)),
                                 (previous, .previous), (next, .next)] {
            ActionTable.attach(button, to: action)
        }
        // Previous and next appear only when there is somewhere to go: while their actions are enabled.
        for button in [previous, next] {
            gtk_widget_set_visible(button, gtk_widget_get_sensitive(button))
            onNotify(raw(button), "sensitive") { gtk_widget_set_visible(button, gtk_widget_get_sensitive(button)) }
        }
        onScaleButtonValue(raw(volume)) { [unowned self] level in
            guard !settingVolume else { return }
            ActionTable.fire(.setVolume(level), from: volume)
        }
        onResize(raw(ruler)) { [unowned self] width, _ in
            fit(width: width)
            // The buttons moved: said once they are laid out (paused, no tick says it).
            if Self.logsPlacement { MainContext.after(milliseconds: 100) { [weak self] in self?.logPlacement() } }
        }
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
        set {
            let changes = newValue != isRevealed
            if !newValue { keepFocusWhileHidden() }
            gtk_revealer_set_reveal_child(cast(revealer), newValue ? 1 : 0)
            // Hidden, the bar still lies over the bottom of the picture: presses there
            // belong to the picture's gestures below it.
            gtk_widget_set_can_target(revealer, newValue ? 1 : 0)
            if changes { DebugTopics.write(.controls(shown: newValue)) }
        }
    }

    /// A sideways swipe's target while the finger is down: it stands for the position.
    var swipeTarget: Double?

    /// Shows the state; cheap to call often (labels change only when their text does).
    func show(_ state: PlaybackState) {
        var state = state
        if let swipeTarget { state.position = swipeTarget }
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
        showVolume(state)
        let paused = !state.isPlaying
        if paused != isPausedShown {
            isPausedShown = paused
            gtk_button_set_icon_name(cast(playPause), paused ? "media-playback-start-symbolic" : "media-playback-pause-symbolic")
            if let icon = gtk_button_get_child(cast(playPause)) { gtk_widget_set_direction(icon, GTK_TEXT_DIR_LTR) }
            let label = paused ? tr("Play") : tr("Pause")
            gtk_widget_set_tooltip_text(playPause, label)
            gtk_accessible_update_property_value(playPause, label)
        }
    }

    /// The volume slider follows the volume, however it changed (a key, a swipe, MPRIS).
    private func showVolume(_ state: PlaybackState) {
        let level = state.isMuted ? 0 : state.volume
        guard level != shownVolume else { return }
        shownVolume = level
        let maximum = max(volumeCeiling, level)
        let adjustment = gtk_scale_button_get_adjustment(cast(volume))
        settingVolume = true
        if gtk_adjustment_get_upper(adjustment) != maximum { gtk_adjustment_set_upper(adjustment, maximum) }
        gtk_scale_button_set_value(cast(volume), level)
        settingVolume = false
        let text = state.isMuted ? tr("Muted") : OnScreenMessage.volume(state.volume).text
        gtk_widget_set_tooltip_text(volume, text)
        nova_accessible_set_description(volume, text)
    }

    /// Puts the keyboard focus on the play button (the controls just came back).
    func focusFirstControl() { gtk_widget_grab_focus(playPause) }

    /// The control that had the focus when the controls hid: GTK would move the focus to
    /// whatever comes first in the window (the header's Open), so Nova holds it here and
    /// the window has none until a key brings the controls back.
    private var focusWhileHidden: UnsafeMutablePointer<GtkWidget>?

    private func keepFocusWhileHidden() {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
              gtk_widget_is_ancestor(focus, widget) != 0 else { return }
        if let old = focusWhileHidden { g_object_unref(raw(old)) }
        g_object_ref(raw(focus))
        focusWhileHidden = focus
        gtk_root_set_focus(root, nil)
    }

    /// The controls are back for a key: the focus returns to the control it was on (or the
    /// play button, if the window has none). False when the focus is elsewhere, and stays.
    @discardableResult
    func restoreFocus() -> Bool {
        defer {
            if let held = focusWhileHidden { g_object_unref(raw(held)) }
            focusWhileHidden = nil
        }
        guard let root = gtk_widget_get_root(widget) else { return false }
        if let held = focusWhileHidden, gtk_widget_get_visible(held) != 0, gtk_widget_grab_focus(held) != 0 { return true }
        guard gtk_root_get_focus(root) == nil else { return false }
        focusFirstControl()
        return true
    }

    /// The sleep timer's time left ("23:10"), or nil to hide the moon.
    func showSleep(_ left: String?) {
        gtk_widget_set_visible(sleep, left == nil ? 0 : 1)
        guard let left, String(cString: gtk_label_get_text(cast(sleepLabel))) != left else { return }
        gtk_label_set_text(cast(sleepLabel), left)
        nova_accessible_set_label(sleep, tr("Sleep timer: %s left", left))
    }

    /// While scrubbing, the elapsed label follows the finger.
    func showScrubTime(_ seconds: Double) {
        gtk_label_set_text(cast(elapsed), TimeFormat.clock(seconds))
    }

    /// With `NOVA_DEBUG=controls`: where each button on show is on the window's surface,
    /// by its tooltip (what a screen reader says too), when that changes, for tests to
    /// press them as a person would.
    func logPlacement() {
        guard Self.logsPlacement, isRevealed else { return }
        var lines: [DebugLine] = []
        for button in buttons where gtk_widget_get_mapped(button) != 0 {
            guard let tooltip = gtk_widget_get_tooltip_text(button),
                  let bounds = SurfacePlacement.bounds(of: button) else { continue }
            lines.append(.controlPlacement(name: String(cString: tooltip), inMenu: false, x: Int(bounds.x), y: Int(bounds.y),
                                           width: Int(bounds.width), height: Int(bounds.height)))
        }
        // The player menu's rows, while it is open.
        if let popover = gtk_menu_button_get_popover(cast(menuButton)), gtk_widget_get_mapped(cast(popover)) != 0 {
            var pending: [UnsafeMutablePointer<GtkWidget>] = [cast(popover)]
            while let widget = pending.popLast() {
                if String(cString: gtk_widget_get_css_name(widget)) == "modelbutton" {
                    if let text = SurfacePlacement.firstLabelText(in: widget), let bounds = SurfacePlacement.bounds(of: widget) {
                        lines.append(.controlPlacement(name: text, inMenu: true, x: Int(bounds.x), y: Int(bounds.y),
                                                       width: Int(bounds.width), height: Int(bounds.height)))
                    }
                    continue
                }
                var child = gtk_widget_get_first_child(widget)
                while let current = child {
                    if gtk_widget_get_mapped(current) != 0 { pending.insert(current, at: 0) }
                    child = gtk_widget_get_next_sibling(current)
                }
            }
        }
        guard lines != lastPlacement else { return }
        lastPlacement = lines
        // A line of its own starts each report: a reader never mixes two.
        DebugTopics.write([.controlPlacementStart] + lines)
    }

    private static let logsPlacement = DebugTopics.isOn(.controls)

    /// With `NOVA_DEBUG=seek`: where the timeline's track is in window coordinates, when
    /// that changes, so end-to-end tests and benchmarks can drag it precisely.
    func logTimelineGeometry() {
        guard Self.logsTimeline, isRevealed, let bounds = SurfacePlacement.bounds(of: timeline.widget) else { return }
        let geometry = timeline.geometry
        let line = DebugLine.timeline(x: Int((bounds.x + geometry.thumbRadius).rounded()),
                                      y: Int((bounds.y + bounds.height / 2).rounded()),
                                      width: Int(geometry.trackLength.rounded()), height: Int(bounds.height))
        if line != lastTimelineGeometry, geometry.duration > 0 {
            lastTimelineGeometry = line
            DebugTopics.write(line)
        }
    }

    private static let logsTimeline = DebugTopics.isOn(.seek)

    func showFullscreen(_ on: Bool) {
        gtk_button_set_icon_name(cast(fullscreen), on ? "view-restore-symbolic" : "view-fullscreen-symbolic")
        let label = on ? tr("Leave fullscreen") : tr("Fullscreen")
        gtk_widget_set_tooltip_text(fullscreen, label)
        nova_accessible_set_label(fullscreen, label)
    }
}

/// Names a widget for screen readers.
@MainActor
func gtk_accessible_update_property_value(_ widget: UnsafeMutablePointer<GtkWidget>, _ label: String) {
    nova_accessible_set_label(widget, label)
}
