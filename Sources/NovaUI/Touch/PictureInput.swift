// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaGLib

/// Adapts GTK input on the picture. Touch sequences become `TouchSample`s for the
/// `TouchRecognizer`, which decides; the mouse keeps desktop behaviour (a click toggles
/// the controls, a double click fullscreen). With `NOVA_TOUCH_EMULATION=1` the primary
/// mouse button is one finger, through the same recognizer.
@MainActor
final class PictureInput {
    /// Where the recognizer's intents go, and what playback is doing when a gesture starts.
    private let gestures: GestureResponder
    /// A click toggles the controls; the pointer moving brings them.
    private let reveal: ControlsReveal

    private(set) var recognizer: TouchRecognizer

    /// The skip amount a double tap moves (a preference).
    func setSkipSeconds(_ seconds: Double) { recognizer.config.skipSeconds = seconds }
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let touchEmulation: Bool
    private var lastPointer: (x: Double, y: Double)?
    private var deadlineTimer: guint = 0
    private var emulatedDown = false
    private var sequences: [UInt: Int] = [:]
    private var nextSequence = 1

    init(widget: UnsafeMutablePointer<GtkWidget>, touchEmulation: Bool, config: GestureConfig, gestures: GestureResponder,
         reveal: ControlsReveal) {
        self.widget = widget
        self.gestures = gestures
        self.reveal = reveal
        self.touchEmulation = touchEmulation
        recognizer = TouchRecognizer(config: config)

        let legacy = gtk_event_controller_legacy_new()!
        onEvent(raw(legacy)) { [unowned self] event in handle(event) }
        gtk_widget_add_controller(widget, legacy)

        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, guint(GDK_BUTTON_PRIMARY))
        onReleased(raw(click)) { [unowned self] presses, _, _ in
            guard !touchEmulation, !isTouch(click), !recognizer.isLocked else { return }
            // A double click is fullscreen, as the window's action (no relay through the controller).
            if presses == 2 { ActionTable.fire(.toggleFullscreen, from: widget) } else if presses == 1 { reveal.toggle() }
        }
        gtk_widget_add_controller(widget, click)

        let motion = gtk_event_controller_motion_new()!
        onMotion(raw(motion)) { [unowned self] x, y in
            // GTK repeats motion for crossings and redraws; only real movement counts.
            if let last = lastPointer, abs(last.x - x) < 1, abs(last.y - y) < 1 { return }
            lastPointer = (x, y)
            // A finger does not hover: emulating one, neither does the mouse.
            if !isTouch(motion), !touchEmulation, !recognizer.isLocked { reveal.activity() }
        }
        gtk_widget_add_controller(widget, motion)
    }

    var isLocked: Bool {
        get { recognizer.isLocked }
        set { recognizer.isLocked = newValue }
    }

    func shutDown() { MainContext.remove(&deadlineTimer) }

    private func isTouch(_ controller: OpaquePointer) -> Bool {
        guard let device = gtk_event_controller_get_current_event_device(controller) else { return false }
        return gdk_device_get_source(device) == GDK_SOURCE_TOUCHSCREEN
    }

    /// Touch events (and, when emulating, the primary button) become samples.
    private func handle(_ event: OpaquePointer) -> Bool {
        let type = gdk_event_get_event_type(event)
        let phase: TouchSample.Phase
        var sequence: Int
        switch type {
        case GDK_TOUCH_BEGIN, GDK_TOUCH_UPDATE, GDK_TOUCH_END, GDK_TOUCH_CANCEL:
            let key = UInt(bitPattern: gdk_event_get_event_sequence(event))
            if type == GDK_TOUCH_BEGIN { sequences[key] = nextSequence; nextSequence += 1 }
            guard let known = sequences[key] else { return false }
            sequence = known
            phase = type == GDK_TOUCH_BEGIN ? .began : type == GDK_TOUCH_UPDATE ? .moved
                : type == GDK_TOUCH_END ? .ended : .cancelled
            if phase == .ended || phase == .cancelled { sequences[key] = nil }
        case GDK_BUTTON_PRESS where touchEmulation && gdk_button_event_get_button(event) == guint(GDK_BUTTON_PRIMARY):
            emulatedDown = true
            sequence = 0
            phase = .began
        case GDK_MOTION_NOTIFY where touchEmulation && emulatedDown:
            sequence = 0
            phase = .moved
        case GDK_BUTTON_RELEASE where touchEmulation && emulatedDown && gdk_button_event_get_button(event) == guint(GDK_BUTTON_PRIMARY):
            emulatedDown = false
            sequence = 0
            phase = .ended
        default:
            return false
        }
        guard let point = widgetPoint(event) else { return false }
        let sample = TouchSample(sequence: sequence, phase: phase, x: point.x, y: point.y, time: now(),
                                 width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
        deliver(recognizer.handle(sample, context: phase == .began ? gestures.context : TouchContext()))
        return true
    }

    private func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

    private func deliver(_ intents: [TouchIntent]) {
        for intent in intents { gestures.handle(intent) }
        scheduleDeadline()
    }

    /// Pending single taps and long presses are decided by time, not by events.
    private func scheduleDeadline() {
        MainContext.remove(&deadlineTimer)
        guard let deadline = recognizer.nextDeadline else { return }
        let delay = max(0, deadline - now())
        deadlineTimer = MainContext.after(milliseconds: (UInt32(saturating: delay * 1000) ?? 0) &+ 1) { [unowned self] in
            deadlineTimer = 0
            deliver(recognizer.tick(now: now()))
        }
    }

    /// The event's position in the picture's coordinates (events carry surface coordinates).
    private func widgetPoint(_ event: OpaquePointer) -> (x: Double, y: Double)? {
        var x = 0.0, y = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0, let native = gtk_widget_get_native(widget) else { return nil }
        var sx = 0.0, sy = 0.0
        gtk_native_get_surface_transform(native, &sx, &sy)
        let root = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var wx = 0.0, wy = 0.0
        guard gtk_widget_translate_coordinates(root, widget, x - sx, y - sy, &wx, &wy) != 0 else { return nil }
        return (wx, wy)
    }
}
