// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// The picture, drawn on the path `RenderPath` chose: mpv's OpenGL render API in a GL
/// area, or its software render API into memory painted with cairo. If GL fails once the window is up,
/// the picture moves to the software path by itself: a person sees a picture, not a
/// black area with an error. The widget stays the same through that (input is attached
/// to it).
@MainActor
final class VideoView {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let player: Player
    private(set) var path: RenderPath
    private var gl: GLVideoSurface?
    private var software: SoftwareVideoSurface?
    /// Set when no path can draw, so the window can say why instead of staying black.
    var onRendererError: ((String) -> Void)?
    /// Called once a renderer exists (or none can): mpv can only open video after that.
    var onReady: Action?
    private(set) var isReady = false

    init(player: Player, path: RenderPath) {
        self.player = player
        self.path = path
        widget = gtk_overlay_new()
        gtk_widget_add_css_class(widget, "nova-video")
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        switch path {
        case .gl: useGL()
        case .software: useSoftware(after: nil)
        }
    }

    private func useGL() {
        let surface = GLVideoSurface(player: player)
        surface.onReady = { [unowned self] in ready() }
        surface.onFailure = { [unowned self] message in
            // Not in the middle of GTK realizing the area.
            MainContext.after(milliseconds: 0) { [weak self] in self?.useSoftware(after: message) }
        }
        gtk_overlay_set_child(cast(widget), surface.widget)
        gl = surface
    }

    private func useSoftware(after glFailure: String?) {
        if let gl {
            gl.shutDown()
            self.gl = nil
            gtk_overlay_set_child(cast(widget), nil)
        }
        if let glFailure {
            ConsoleLine.problem("OpenGL cannot draw the picture (\(glFailure)): drawing in software").write()
        }
        path = .software
        do {
            let surface = try SoftwareVideoSurface(player: player)
            gtk_overlay_set_child(cast(widget), surface.widget)
            software = surface
        } catch {
            onRendererError?(glFailure.map { "\($0); \(error)" } ?? "\(error)")
        }
        ready()
    }

    private func ready() {
        DebugTopics.write(.drawnBy(path.rawValue))
        guard !isReady else { return }
        isReady = true
        onReady?()
    }

    /// Frees the render context (and on the software path joins its thread) before the
    /// player terminates (DESIGN.md teardown order).
    func shutDown() {
        gl?.shutDown()
        software?.shutDown()
    }
}
