// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore

/// Adapts GTK input on the picture: touch sequences become `TouchSample`s for the
/// `TouchRecognizer` (which decides), mouse clicks keep desktop behaviour. With
/// `NOVA_TOUCH_EMULATION=1` the primary mouse button is one finger, through the same path.
@MainActor
final class PictureInput {
    var onTouchIntent: ((TouchIntent) -> Void)?
    var onClick: Action?
    var onDoubleClick: Action?
    var onPointerMoved: Action?

    private var recognizer = TouchRecognizer()
    private var dragStart = (x: 0.0, y: 0.0)
    private var lastPointer: (x: Double, y: Double)?
    private let touchEmulation: Bool

    init(widget: UnsafeMutablePointer<GtkWidget>, touchEmulation: Bool) {
        self.touchEmulation = touchEmulation

        let drag = gtk_gesture_drag_new()!
        gtk_gesture_single_set_touch_only(drag, touchEmulation ? 0 : 1)
        onPoint(raw(drag), "drag-begin") { [unowned self] x, y in
            dragStart = (x, y)
            feed(.began, x, y)
        }
        onPoint(raw(drag), "drag-update") { [unowned self] dx, dy in feed(.moved, dragStart.x + dx, dragStart.y + dy) }
        onPoint(raw(drag), "drag-end") { [unowned self] dx, dy in feed(.ended, dragStart.x + dx, dragStart.y + dy) }
        onSignalWithPointer(raw(drag), "cancel") { [unowned self] _ in feed(.cancelled, dragStart.x, dragStart.y) }
        gtk_widget_add_controller(widget, drag)

        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, guint(GDK_BUTTON_PRIMARY))
        onPress(raw(click), "released") { [unowned self] presses, _, _ in
            guard !touchEmulation, !isTouch(click) else { return }
            if presses == 2 { onDoubleClick?() } else if presses == 1 { onClick?() }
        }
        gtk_widget_add_controller(widget, click)

        let motion = gtk_event_controller_motion_new()!
        onPoint(raw(motion), "motion") { [unowned self] x, y in
            // GTK repeats motion for crossings and redraws; only real movement counts.
            if let last = lastPointer, abs(last.x - x) < 1, abs(last.y - y) < 1 { return }
            lastPointer = (x, y)
            onPointerMoved?()
        }
        gtk_widget_add_controller(widget, motion)
    }

    private func isTouch(_ controller: OpaquePointer) -> Bool {
        guard let device = gtk_event_controller_get_current_event_device(controller) else { return false }
        return gdk_device_get_source(device) == GDK_SOURCE_TOUCHSCREEN
    }

    private func feed(_ phase: TouchSample.Phase, _ x: Double, _ y: Double) {
        let sample = TouchSample(sequence: 1, phase: phase, x: x, y: y, time: Double(g_get_monotonic_time()) / 1_000_000)
        for intent in recognizer.handle(sample) { onTouchIntent?(intent) }
    }
}
