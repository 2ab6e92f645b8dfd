// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaGLib

/// Locked touch's way out: press and hold for a second while a ring fills.
@MainActor
final class UnlockButton {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let ring: UnsafeMutablePointer<GtkWidget>
    private var progress = 0.0
    private var holdTimer: guint = 0
    private var hideTimer: guint = 0
    private var pressedAt: Double?
    /// Unlocked while the finger is still on the button: it goes when the finger lifts.
    /// (Hidden under a finger, GTK 4.8 hands the rest of the touch to the picture below
    /// and then warns "Broken accounting of active state" for it.)
    private var heldPastUnlock = false
    static let holdSeconds = 1.0

    init() {
        widget = gtk_overlay_new()
        gtk_widget_add_css_class(widget, "nova-unlock")
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_END)
        gtk_widget_set_margin_bottom(widget, 48)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        let icon = gtk_image_new_from_icon_name("changes-prevent-symbolic")!
        gtk_image_set_pixel_size(cast(icon), 28)
        let label = gtk_label_new(tr("Hold to unlock"))!
        gtk_box_append(cast(content), icon)
        gtk_box_append(cast(content), label)
        gtk_widget_set_size_request(widget, 132, 132)
        gtk_widget_set_valign(content, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(content, GTK_ALIGN_CENTER)
        ring = gtk_drawing_area_new()
        gtk_widget_set_can_target(ring, 0)
        gtk_overlay_set_child(cast(widget), content)
        gtk_overlay_add_overlay(cast(widget), ring)
        nova_accessible_set_label(widget, tr("Unlock touch (press and hold)"))
        setDrawFunction(ring) { [unowned self] cr, width, height in draw(cr, width, height) }

        let press = gtk_gesture_click_new()!
        gtk_gesture_single_set_touch_only(press, 0)
        onPressed(raw(press)) { [unowned self] _, _, _ in
            gtk_gesture_set_state(press, GTK_EVENT_SEQUENCE_CLAIMED)
            begin()
        }
        onReleased(raw(press)) { [unowned self] _, _, _ in lifted() }
        onCancel(raw(press)) { [unowned self] _ in lifted() }
        gtk_widget_add_controller(widget, press)
        gtk_widget_set_visible(widget, 0)
    }

    private func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Shown for three seconds after a tap on locked touch.
    func offer() {
        gtk_widget_set_visible(widget, 1)
        scheduleHide()
    }

    private func scheduleHide() {
        MainContext.remove(&hideTimer)
        hideTimer = MainContext.after(milliseconds: 3000) { [unowned self] in
            hideTimer = 0
            if pressedAt == nil { gtk_widget_set_visible(widget, 0) }
        }
    }

    private func begin() {
        pressedAt = now()
        MainContext.remove(&holdTimer)
        holdTimer = MainContext.every(milliseconds: 16) { [unowned self] in
            guard let start = pressedAt else { return false }
            progress = min(1, (now() - start) / Self.holdSeconds)
            gtk_widget_queue_draw(ring)
            if progress >= 1 {
                holdTimer = 0
                pressedAt = nil
                heldPastUnlock = true
                ActionTable.fire(.unlockTouch, from: widget)
                return false
            }
            return true
        }
    }

    private func cancel() {
        guard pressedAt != nil else { return }
        pressedAt = nil
        progress = 0
        MainContext.remove(&holdTimer)
        gtk_widget_queue_draw(ring)
        scheduleHide()
    }

    private func lifted() {
        if heldPastUnlock {
            heldPastUnlock = false
            progress = 0
            gtk_widget_set_visible(widget, 0)
        } else {
            cancel()
        }
    }

    func hide() {
        cancel()
        MainContext.remove(&hideTimer)
        if !heldPastUnlock { gtk_widget_set_visible(widget, 0) }
    }

    func shutDown() {
        MainContext.remove(&holdTimer)
        MainContext.remove(&hideTimer)
    }

    private func draw(_ cr: OpaquePointer?, _ width: Double, _ height: Double) {
        guard let cr, progress > 0 else { return }
        let radius = min(width, height) / 2 - 4
        cairo_set_line_width(cr, 5)
        cairo_arc(cr, width / 2, height / 2, radius, -.pi / 2, -.pi / 2 + 2 * .pi * progress)
        cairo_set_source_rgba(cr, 0.47, 0.68, 0.93, 1)
        cairo_stroke(cr)
    }
}
