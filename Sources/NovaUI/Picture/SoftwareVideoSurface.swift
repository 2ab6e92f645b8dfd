// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaEngine
import NovaGLib

/// The picture where GL is no use (a GLES 2 phone, a VM, a software rasterizer): mpv's
/// software renderer draws each frame into memory on its own thread, at the picture's
/// size in device pixels, letterboxed; here the newest frame is painted 1:1 with cairo.
/// The render context needs no window, so mpv can open the file while GTK starts.
///
/// Why cairo and not a `GdkMemoryTexture`: GTK 4.8 has no memory format that ignores a
/// padding byte (mpv's "bgr0" leaves it as garbage), and showing a memory texture with
/// its cairo renderer converts every pixel through floats, twice (a third of the
/// player's CPU, measured with perf). A cairo RGB24 surface over the frame's own memory
/// ignores the padding byte and is painted by pixman as a plain copy.
///
/// The frame is painted as a cairo raster source, not a surface: GTK records what a
/// widget draws, and cairo records a surface by a snapshot that it copies whole when the
/// surface goes (a tenth of the player's CPU, measured with perf). A raster source is
/// recorded by reference: the recording keeps the frame, and with it its buffer, until
/// GTK drops the recording, and reads its pixels in place when the recording is played.
@MainActor
final class SoftwareVideoSurface {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let renderer: SoftwareRenderer
    private let arrivals = FrameSlot()
    private var signal: MainThreadSignal?
    /// On screen now (kept for redraws: the controls fading over it, a panel sliding in).
    private var shown: SoftwareRenderer.Frame?

    init(player: Player) throws {
        renderer = try SoftwareRenderer(player: player)
        widget = gtk_drawing_area_new()
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        setDrawFunction(widget) { [unowned self] cr, width, height in draw(cr, width, height) }
        onResize(raw(widget)) { [unowned self] _, _ in sizeChanged() }
        onNotify(raw(widget), "scale-factor") { [unowned self] in sizeChanged() }

        let signal = MainThreadSignal { [weak self] in self?.takeNewest() }
        let arrivals = arrivals
        renderer.onFrame = { frame in
            arrivals.put(frame)
            signal.post()
        }
        self.signal = signal
        renderer.start()
    }

    private func sizeChanged() {
        let scale = Int(gtk_widget_get_scale_factor(widget))
        renderer.resize(width: Int(gtk_widget_get_width(widget)) * scale, height: Int(gtk_widget_get_height(widget)) * scale)
    }

    /// The newest frame drawn becomes the picture; the one it replaces goes back to the pool
    /// once GTK drops its recording of the last paint (see `FramePattern`).
    private func takeNewest() {
        guard let frame = arrivals.take() else { return }
        shown = frame
        gtk_widget_queue_draw(widget)
    }

    private func draw(_ cr: OpaquePointer?, _ width: Double, _ height: Double) {
        guard let cr else { return }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        guard let frame = shown, width > 0, height > 0,
              let pattern = FramePattern.make(frame) else {
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_paint(cr)
            return
        }
        // Drawn at the widget's size in device pixels, this is 1:1; in the moment between
        // a resize and the frame drawn for it, the last frame is stretched to fit.
        cairo_scale(cr, width / Double(frame.width), height / Double(frame.height))
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_paint(cr)
    }

    /// Stops drawing (joins the render thread) and frees mpv's render context, before the
    /// player terminates.
    func shutDown() {
        signal?.close()
        signal = nil
        renderer.shutDown()
        _ = arrivals.take()
    }
}

/// A frame as a cairo raster source pattern. Each copy of the pattern (cairo copies it
/// into its recordings) holds the frame; cairo asks for its pixels only when it plays
/// the pattern, and gets a surface over the frame's memory for the length of that call.
private enum FramePattern {
    static func make(_ frame: SoftwareRenderer.Frame) -> OpaquePointer? {
        let holder = Unmanaged.passRetained(frame).toOpaque()
        // Never NULL: cairo returns a pattern in an error state instead, which keeps no callbacks.
        let pattern = cairo_pattern_create_raster_source(holder, CAIRO_CONTENT_COLOR,
                                                         Int32(frame.width), Int32(frame.height))!
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(pattern)
            Unmanaged<SoftwareRenderer.Frame>.fromOpaque(holder).release()
            return nil
        }
        cairo_raster_source_pattern_set_acquire(pattern, { _, holder, _, _ in
            guard let holder else { return nil }
            let frame = Unmanaged<SoftwareRenderer.Frame>.fromOpaque(holder).takeUnretainedValue()
            return cairo_image_surface_create_for_data(frame.pixels.assumingMemoryBound(to: UInt8.self),
                                                       CAIRO_FORMAT_RGB24, Int32(frame.width),
                                                       Int32(frame.height), Int32(frame.stride))
        }, { _, _, surface in cairo_surface_destroy(surface) })
        cairo_raster_source_pattern_set_copy(pattern) { _, holder, _ in
            holder.map { _ = Unmanaged<SoftwareRenderer.Frame>.fromOpaque($0).retain() }
            return CAIRO_STATUS_SUCCESS
        }
        cairo_raster_source_pattern_set_finish(pattern) { _, holder in
            holder.map { Unmanaged<SoftwareRenderer.Frame>.fromOpaque($0).release() }
        }
        return pattern
    }
}

/// The newest frame from the render thread, waiting for the main thread (an older one
/// not yet shown is dropped, its buffer going back to the pool).
private final class FrameSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var frame: SoftwareRenderer.Frame?

    func put(_ frame: SoftwareRenderer.Frame) { lock.withLock { self.frame = frame } }

    func take() -> SoftwareRenderer.Frame? {
        lock.withLock {
            defer { frame = nil }
            return frame
        }
    }
}
