// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaDesktop

/// The timeline: a finger-sized bar drawn with cairo, with the played part, chapter
/// marks and a thumb. It turns drags into `ScrubSession`s and pointer hovers into times;
/// what to do with them is the controller's business.
@MainActor
final class TimelineBar {
    let widget: UnsafeMutablePointer<GtkWidget>
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

    init() {
        widget = gtk_drawing_area_new()
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_size_request(widget, 120, 44)
        gtk_widget_add_css_class(widget, "nova-timeline")
        nova_accessible_set_label(widget, tr("Position"))
        setDrawFunction(widget) { [unowned self] cr, width, height in draw(cr, width, height) }

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
        gtk_widget_add_controller(widget, drag)

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
        gtk_widget_add_controller(widget, motion)
    }

    var isScrubbing: Bool { scrub != nil }

    /// The drag's offset since it began, applied to the scrub session.
    private func moveScrub(_ dx: Double, _ dy: Double) -> ScrubSession? {
        scrub?.move(x: dragStart.x + dx, y: dragStart.y + dy, barY: barY)
        return scrub
    }

    var geometry: TimelineGeometry {
        TimelineGeometry(width: Double(gtk_widget_get_width(widget)), thumbRadius: Self.thumbRadius, duration: duration)
    }

    private var barY: Double { Double(gtk_widget_get_height(widget)) / 2 }

    /// Shows playback; ignored while a finger holds the thumb.
    func show(position: Double, duration: Double, chapters: [Double]) {
        let changed = duration != self.duration || chapters != self.chapters
            || (scrub == nil && abs(geometry.x(forTime: position) - geometry.x(forTime: self.position)) >= 0.5)
        self.duration = duration
        self.chapters = chapters
        if scrub == nil { self.position = position }
        if changed { queueDraw() }
    }

    private func queueDraw() { gtk_widget_queue_draw(widget) }

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
