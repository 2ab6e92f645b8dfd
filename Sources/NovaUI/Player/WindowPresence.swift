// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaGLib

/// The window's place in the session: the screen kept awake while a video plays, whether
/// the window can be seen (minimised or hidden, it cannot: it tells the
/// `InterruptionResponder`), the screen's brightness handed back when the window stops being
/// the active one, and the window's size kept from one run to the next.
@MainActor
final class WindowPresence {
    private let window: PlayerWindow
    private let settings: AppSettings
    private let interruptions: InterruptionResponder
    private let gestures: GestureResponder
    /// The session's idle inhibition while a video plays (0 when none).
    private var idleCookie: guint = 0
    private var away = false
    private var closed = false
    init(window: PlayerWindow, settings: AppSettings, interruptions: InterruptionResponder, gestures: GestureResponder) {
        self.window = window
        self.settings = settings
        self.interruptions = interruptions
        self.gestures = gestures
        let size = WindowSize.restored(width: settings[Setting.windowWidth], height: settings[Setting.windowHeight])
        gtk_window_set_default_size(cast(window.window), gint(size.width), gint(size.height))
        if settings[Setting.windowMaximized] { gtk_window_maximize(cast(window.window)) }
        onNotify(raw(window.window), "is-active") { [unowned self] in
            // No longer the active window: the screen's brightness is the person's again.
            if gtk_window_is_active(cast(self.window.window)) == 0 { self.gestures.restoreBrightness() }
        }
        // Minimised or hidden (unmapped, as window managers without EWMH do), nobody sees it.
        onRealize(raw(window.window)) { [unowned self] in
            guard let surface = gtk_native_get_surface(OpaquePointer(window.window)) else { return }
            let check: Action = { [unowned self] in
                let minimised = gdk_toplevel_get_state(surface).rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0
                backgroundChanged(away: minimised || gdk_surface_get_mapped(surface) == 0)
            }
            for property in ["state", "mapped"] { onNotify(UnsafeMutableRawPointer(surface), property, check) }
        }
    }

    /// Keeps the screen awake for a video playing (not while paused, not for sound alone).
    /// What keeping the screen awake follows: whether it plays (`isPlaying`) a picture (`showsVideo`).
    static let follows: Set<PlaybackState.Field> = [.paused, .idle, .location, .endReached, .tracks]

    func follow(_ state: PlaybackState) { inhibitIdle(state.isPlaying && state.showsVideo) }

    private func backgroundChanged(away: Bool) {
        guard !closed, away != self.away else { return }
        self.away = away
        interruptions.windowAway(away)
    }

    /// Keeps the screen from blanking while a video plays (not while paused, not for audio).
    private func inhibitIdle(_ on: Bool) {
        if on, idleCookie == 0 {
            idleCookie = gtk_application_inhibit(gtk_window_get_application(cast(window.window)), cast(window.window),
                                                 GTK_APPLICATION_INHIBIT_IDLE, tr("Playing a video"))
        } else if !on, idleCookie != 0 {
            gtk_application_uninhibit(gtk_window_get_application(cast(window.window)), idleCookie)
            idleCookie = 0
        }
    }

    /// Before the window goes: the screen may blank again, and the size is kept.
    func close() {
        closed = true
        inhibitIdle(false)
        guard !window.isFullscreen else { return }
        let maximized = gtk_window_is_maximized(cast(window.window)) != 0
        settings[Setting.windowMaximized] = maximized
        guard !maximized else { return }
        // The default size, which GTK keeps equal to the size the window was given (the
        // widget's own size leaves out what client-side decorations take, and so shrank
        // the window a little at every start).
        var width: gint = 0, height: gint = 0
        gtk_window_get_default_size(cast(window.window), &width, &height)
        settings[Setting.windowWidth] = Int(width)
        settings[Setting.windowHeight] = Int(height)
    }
}
