// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaGLib

/// The timeline: a finger-sized bar drawn with cairo, with the played part, chapter
/// marks and a thumb. It turns drags into `ScrubSession`s and pointer hovers into times;
/// what to do with them is the controller's business.
/// Over it lies a see-through GtkScale that the pointer passes through: the bar's face for
/// the keyboard and for screen readers (a focusable slider with a value, which GTK 4.8
/// gives only to its own range widgets). Its keys become `TimelineStep`s.
@MainActor
final class TimelineBar {
    /// The bar with its slider over it.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Where the bar is drawn and takes drags and hovers.
    private let area: UnsafeMutablePointer<GtkWidget>
    private let slider: UnsafeMutablePointer<GtkWidget>
    private var settingSlider = false
    private var valueText = ""
    static let thumbRadius = 10.0

    private(set) var duration = 0.0
    private var position = 0.0
    private var chapters: [Double] = []
    private var scrub: ScrubSession?
    private var hoverX: Double?
    private var dragStart = (x: 0.0, y: 0.0)

    var onScrubBegin: ((ScrubSession) -> Void)?
    var onScrubMove: ((ScrubSession) -> Void)?
    var onScrubEnd: ((ScrubSession) -> Void)?
    var onScrubCancel: Action?
    /// The pointer (not a finger) rests over the bar at this time; nil when it leaves.
    var onHover: ((Double?) -> Void)?
    /// A key on the focused timeline (or assistive technology setting its value) fires
    /// the step's action, as a button would.
    private func fire(_ step: TimelineStep) {
        if let action = step.action(duration: duration) { ActionTable.fire(action, from: slider) }
    }

    init() {
        area = gtk_drawing_area_new()
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_size_request(area, 120, 44)
        gtk_widget_add_css_class(area, "nova-timeline")

        slider = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, gtk_adjustment_new(0, 0, 1, 1, 10, 0))
        gtk_scale_set_draw_value(cast(slider), 0)
        gtk_widget_add_css_class(slider, "nova-timeline-slider")
        gtk_widget_set_can_target(slider, 0)
        gtk_widget_set_focus_on_click(slider, 0)
        nova_accessible_set_label(slider, tr("Position"))
        widget = gtk_overlay_new()
        gtk_overlay_set_child(cast(widget), area)
        gtk_overlay_add_overlay(cast(widget), slider)
        setDrawFunction(area) { [unowned self] cr, width, height in draw(cr, width, height) }
        onChangeValue(raw(slider)) { [unowned self] scroll, value in
            if let step = Self.step(for: scroll, value: value) { fire(step) }
            return true
        }
        // Assistive technology sets the value itself; the state sets it too (`settingSlider`).
        onValueChanged(raw(gtk_range_get_adjustment(cast(slider)))) { [unowned self] in
            guard !settingSlider else { return }
            fire(.to(seconds: gtk_range_get_value(cast(slider))))
            showSlider()
        }
        gtk_widget_set_hexpand(widget, 1)
        // Time runs left to right in every language (a right-to-left one too).
        gtk_widget_set_direction(widget, GTK_TEXT_DIR_LTR)
        gtk_widget_set_direction(slider, GTK_TEXT_DIR_LTR)

        let drag = gtk_gesture_drag_new()!
        onDragBegin(raw(drag)) { [unowned self] x, y in
            guard duration > 0 else { return }
            gtk_gesture_set_state(drag, GTK_EVENT_SEQUENCE_CLAIMED)
            dragStart = (x, y)
            let session = ScrubSession(pressX: x, barY: barY, pressY: y, position: position,
                                       geometry: geometry, chapterStarts: chapters)
            scrub = session
            onScrubBegin?(session)
            queueDraw()
        }
        onDragUpdate(raw(drag)) { [unowned self] dx, dy in
            guard let session = moveScrub(dx, dy) else { return }
            onScrubMove?(session)
            queueDraw()
        }
        onDragEnd(raw(drag)) { [unowned self] dx, dy in
            // The release point counts even if no motion event reported it.
            guard let session = moveScrub(dx, dy) else { return }
            scrub = nil
            position = session.target
            onScrubEnd?(session)
            queueDraw()
        }
        onCancel(raw(drag)) { [unowned self] _ in
            guard scrub != nil else { return }
            scrub = nil
            onScrubCancel?()
            queueDraw()
        }
        gtk_widget_add_controller(area, drag)

        let motion = gtk_event_controller_motion_new()!
        onMotion(raw(motion)) { [unowned self] x, _ in
            guard duration > 0, scrub == nil, !isTouch(motion) else { return }
            hoverX = x
            onHover?(geometry.time(atX: x))
            queueDraw()
        }
        onLeave(raw(motion)) { [unowned self] in
            hoverX = nil
            onHover?(nil)
            queueDraw()
        }
        gtk_widget_add_controller(area, motion)
    }

    var isScrubbing: Bool { scrub != nil }

    /// The drag's offset since it began, applied to the scrub session.
    private func moveScrub(_ dx: Double, _ dy: Double) -> ScrubSession? {
        scrub?.move(x: dragStart.x + dx, y: dragStart.y + dy, barY: barY)
        return scrub
    }

    var geometry: TimelineGeometry {
        TimelineGeometry(width: Double(gtk_widget_get_width(area)), thumbRadius: Self.thumbRadius, duration: duration)
    }

    private var barY: Double { Double(gtk_widget_get_height(area)) / 2 }

    /// Shows playback; ignored while a finger holds the thumb.
    func show(position: Double, duration: Double, chapters: [Double]) {
        let changed = duration != self.duration || chapters != self.chapters
            || (scrub == nil && abs(geometry.x(forTime: position) - geometry.x(forTime: self.position)) >= 0.5)
        self.duration = duration
        self.chapters = chapters
        if scrub == nil { self.position = position }
        if changed { queueDraw() }
        showSlider()
    }

    /// The slider shows the state: its range, where playback is, and that in words.
    private func showSlider() {
        let shown = scrub?.target ?? position
        let text = duration > 0 ? tr("%s of %s", TimeFormat.clock(shown), TimeFormat.clock(duration)) : tr("No video")
        settingSlider = true
        let adjustment = gtk_range_get_adjustment(cast(slider))
        if gtk_adjustment_get_upper(adjustment) != max(duration, 1) {
            gtk_adjustment_configure(adjustment, shown, 0, max(duration, 1), 1, 10, 0)
        } else if abs(gtk_adjustment_get_value(adjustment) - shown) >= 0.5 {
            gtk_adjustment_set_value(adjustment, shown)
        }
        settingSlider = false
        guard text != valueText else { return }
        valueText = text
        nova_accessible_set_value(slider, 0, max(duration, 1), shown, text)
        // GTK 4.8 does not hand the value text to AT-SPI: the description carries it too.
        nova_accessible_set_description(slider, text)
    }

    /// Keys in the slider, as steps; nil for what the timeline leaves alone.
    private static func step(for scroll: GtkScrollType, value: Double) -> TimelineStep? {
        switch scroll {
        case GTK_SCROLL_STEP_BACKWARD, GTK_SCROLL_STEP_LEFT, GTK_SCROLL_STEP_DOWN: .back
        case GTK_SCROLL_STEP_FORWARD, GTK_SCROLL_STEP_RIGHT, GTK_SCROLL_STEP_UP: .forward
        case GTK_SCROLL_PAGE_BACKWARD, GTK_SCROLL_PAGE_LEFT, GTK_SCROLL_PAGE_DOWN: .pageBack
        case GTK_SCROLL_PAGE_FORWARD, GTK_SCROLL_PAGE_RIGHT, GTK_SCROLL_PAGE_UP: .pageForward
        case GTK_SCROLL_START: .start
        case GTK_SCROLL_END: .end
        case GTK_SCROLL_JUMP: .to(seconds: value)
        default: nil
        }
    }

    /// Puts the keyboard focus on the timeline.
    func focus() { gtk_widget_grab_focus(slider) }

    private func queueDraw() { gtk_widget_queue_draw(area) }

    private func isTouch(_ controller: OpaquePointer) -> Bool {
        guard let device = gtk_event_controller_get_current_event_device(controller) else { return false }
        return gdk_device_get_source(device) == GDK_SOURCE_TOUCHSCREEN
    }

    private func draw(_ cr: OpaquePointer?, _ width: Double, _ height: Double) {
        guard let cr else { return }
        let geometry = TimelineGeometry(width: width, thumbRadius: Self.thumbRadius, duration: duration)
        let y = height / 2, track = 4.0
        let shown = scrub?.target ?? position
        let thumbX = geometry.x(forTime: shown)
        // Track, then the played part.
        roundedBar(cr, from: Self.thumbRadius, to: width - Self.thumbRadius, y: y, height: track)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.28)
        cairo_fill(cr)
        if duration > 0 {
            roundedBar(cr, from: Self.thumbRadius, to: thumbX, y: y, height: track)
            cairo_set_source_rgba(cr, 0.47, 0.68, 0.93, 1)
            cairo_fill(cr)
        }
        // Chapter marks: small gaps in the bar, and a tick above it.
        for start in chapters where start > 0 && start < duration {
            let x = geometry.x(forTime: start)
            cairo_rectangle(cr, x - 1, y - track / 2 - 5, 2, track + 10)
            cairo_set_source_rgba(cr, 1, 1, 1, 0.85)
            cairo_fill(cr)
        }
        if let hoverX, scrub == nil {
            cairo_rectangle(cr, min(max(hoverX, Self.thumbRadius), width - Self.thumbRadius) - 1, y - 8, 2, 16)
            cairo_set_source_rgba(cr, 1, 1, 1, 0.5)
            cairo_fill(cr)
        }
        guard duration > 0 else { return }
        let radius = scrub == nil ? Self.thumbRadius - 2 : Self.thumbRadius
        cairo_arc(cr, thumbX, y, radius, 0, 2 * .pi)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_fill(cr)
    }

    private func roundedBar(_ cr: OpaquePointer, from x0: Double, to x1: Double, y: Double, height: Double) {
        let r = height / 2
        guard x1 > x0 else { return }
        cairo_new_sub_path(cr)
        cairo_arc(cr, x0 + r, y, r, .pi / 2, 3 * .pi / 2)
        cairo_arc(cr, max(x0 + r, x1 - r), y, r, -.pi / 2, .pi / 2)
        cairo_close_path(cr)
    }
}
