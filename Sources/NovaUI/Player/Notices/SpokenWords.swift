// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore

/// Words a screen reader must say as they show (the on-screen messages, a toast, the
/// buffering notice): handed to GTK's announcement where GTK has one (4.14,
/// `StackVersions.announcesThroughGTK`), said by a label with the alert role before.
@MainActor
enum SpokenWords {
    /// A label for words that are said when they show.
    static func label() -> UnsafeMutablePointer<GtkWidget> {
        let label: UnsafeMutablePointer<GtkWidget>? = StackVersions.running.announcesThroughGTK
            ? gtk_label_new(nil) : nova_label_new_with_role(GTK_ACCESSIBLE_ROLE_ALERT)
        return label!
    }

    /// Has `text` said, from the window of `widget`, where GTK announces. The window: GTK
    /// says nothing from a part whose accessible a screen reader has not yet looked at (a
    /// label that was hidden until now). Before 4.14 the alert label says its own words as
    /// it shows: nothing to do here.
    static func say(_ text: String, from widget: UnsafeMutablePointer<GtkWidget>) {
        guard StackVersions.running.announcesThroughGTK else { return }
        let window = gtk_widget_get_root(widget).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }
        _ = nova_accessible_announce(window ?? widget, text)
    }
}
