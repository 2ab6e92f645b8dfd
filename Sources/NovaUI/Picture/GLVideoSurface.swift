// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaEngine
import NovaGLib

/// The picture on a GPU: a GtkGLArea that mpv draws into through `GLRenderer`. mpv keeps
/// the aspect and letterboxes on black itself. The render context can only be made once
/// the area is realized (it needs the area's GL context).
@MainActor
final class GLVideoSurface {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let player: Player
    private var renderer: GLRenderer?
    private var updates: MainThreadSignal?
    /// The render context exists: mpv can open video now.
    var onReady: Action?
    /// GL cannot draw here (the area has no context, or mpv's render context failed).
    var onFailure: ((String) -> Void)?

    init(player: Player) {
        self.player = player
        widget = gtk_gl_area_new()
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        // Nova decides when to draw: when mpv says a frame is due.
        gtk_gl_area_set_auto_render(cast(widget), 0)
        onRealize(raw(widget)) { [unowned self] in realize() }
        onUnrealize(raw(widget)) { [unowned self] in unrealize() }
        onRender(raw(widget)) { [unowned self] in render() }
    }

    private var area: UnsafeMutablePointer<GtkGLArea> { cast(widget) }

    private func realize() {
        gtk_gl_area_make_current(area)
        if let error = gtk_gl_area_get_error(area) {
            onFailure?(String(cString: error.pointee.message))
            return
        }
        var kind: Int32 = 0, usesEGL: Int32 = 0
        let native = nova_native_display(gtk_widget_get_display(widget), &kind, &usesEGL)
        let display: GLRenderer.NativeDisplay = switch (kind, native) {
        case (1, let d?): .x11(d)
        case (2, let d?): .wayland(d)
        default: .none
        }
        do {
            let renderer = try GLRenderer(player: player, procAddress: usesEGL != 0 ? .egl : .glx, display: display)
            let updates = MainThreadSignal { [weak self] in self?.frameMayBeDue() }
            renderer.setUpdateHandler { updates.post() }
            self.renderer = renderer
            self.updates = updates
            onReady?()
        } catch {
            onFailure?("\(error)")
        }
    }

    private func frameMayBeDue() {
        if renderer?.frameIsDue() == true { gtk_gl_area_queue_render(area) }
    }

    private func render() -> Bool {
        let scale = gtk_widget_get_scale_factor(widget)
        let width = Int(gtk_widget_get_width(widget) * scale), height = Int(gtk_widget_get_height(widget) * scale)
        if let renderer {
            renderer.render(width: width, height: height)
        } else {
            GLRenderer.clear()
        }
        return true
    }

    /// Frees mpv's render context with the GL context current (DESIGN.md teardown order).
    private func unrealize() {
        updates?.close()
        updates = nil
        guard let renderer else { return }
        gtk_gl_area_make_current(area)
        renderer.free()
        self.renderer = nil
    }

    /// Called before the player terminates, in case the widget is never unrealized.
    func shutDown() {
        if gtk_widget_get_realized(widget) != 0 { unrealize() }
    }
}
