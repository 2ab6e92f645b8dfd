// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Video Information: what plays and how it is drawn, kept in step while open.
extension PlayerPanels {
    func info() -> UnsafeMutablePointer<GtkWidget> {
        let box = column()
        // Each name over its value: a phone's width at any text size.
        let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
        let state = player.state
        let drawnBy = video.path == .gl ? tr("OpenGL") : tr("Software")
        let rows: [(String, (PlaybackState) -> String?)] = [
            (tr("File"), { $0.location.map { ($0 as NSString).lastPathComponent } }),
            (tr("Video"), { $0.videoCodec }),
            (tr("Resolution"), { state in state.videoWidth.flatMap { w in state.videoHeight.map { "\(w) × \($0)" } } }),
            (tr("Frame rate"), { $0.framesPerSecond.map { String(format: "%.3g fps", $0) } }),
            (tr("Hardware decoding"), { $0.hardwareDecoder ?? tr("Not in use") }),
            (tr("Drawn by"), { _ in drawnBy }),
            (tr("Dropped frames"), { String($0.droppedFrames) }),
            (tr("Audio"), { $0.audioCodec }),
            (tr("Container"), { $0.fileFormat }),
        ]
        for (name, value) in rows {
            let key = gtk_label_new(name)!
            gtk_widget_add_css_class(key, "dim-label")
            gtk_label_set_xalign(cast(key), 0)
            gtk_widget_add_css_class(key, "caption")
            Style.wrap(key)
            let text: (PlaybackState) -> String = { value($0) ?? "—" }
            let shown = gtk_label_new(nil)!
            Self.show(text(state), in: shown, named: name)
            self.shown.values.append((shown, text, name))
            gtk_label_set_xalign(cast(shown), 0)
            Style.wrap(shown)
            gtk_label_set_selectable(cast(shown), 1)
            gtk_widget_set_hexpand(shown, 1)
            let pair = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
            gtk_box_append(cast(pair), key)
            gtk_box_append(cast(pair), shown)
            gtk_box_append(cast(list), pair)
        }
        gtk_box_append(cast(box), list)
        return box
    }
}
