// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaGLib

/// What the picture shows while a finger works on it: the brightness and volume level
/// bars, the sideways-seek preview, the double-tap totals with a ripple, the "2×" badge,
/// the zoom mode, picture dimming, and the unlock button of locked touch.
@MainActor
final class TouchFeedback {
    private let overlay: UnsafeMutablePointer<GtkWidget>
    private let dimmer: UnsafeMutablePointer<GtkWidget>
    private let levels: [TouchIntent.Level: LevelBar]
    private let seekPreview = SeekBubble()
    private let skipLeft: UnsafeMutablePointer<GtkWidget>
    private let skipRight: UnsafeMutablePointer<GtkWidget>
    private let badge: UnsafeMutablePointer<GtkWidget>
    let unlock: UnlockButton
    private var timers: [String: guint] = [:]

    init(overlay: UnsafeMutablePointer<GtkWidget>) {
        self.overlay = overlay
        dimmer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_add_css_class(dimmer, "nova-dimmer")
        gtk_widget_set_can_target(dimmer, 0)
        gtk_widget_set_opacity(dimmer, 0)
        levels = [.brightness: LevelBar(side: GTK_ALIGN_START), .volume: LevelBar(side: GTK_ALIGN_END)]
        skipLeft = Self.skipBubble(GTK_ALIGN_START)
        skipRight = Self.skipBubble(GTK_ALIGN_END)
        badge = gtk_label_new("2×")
        gtk_widget_add_css_class(badge, "nova-badge")
        gtk_widget_set_halign(badge, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(badge, GTK_ALIGN_START)
        gtk_widget_set_margin_top(badge, 16)
        gtk_widget_set_can_target(badge, 0)
        gtk_widget_set_visible(badge, 0)
        gtk_widget_set_halign(seekPreview.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(seekPreview.widget, GTK_ALIGN_CENTER)
        unlock = UnlockButton()
        // The dimmer lies on the picture, under everything else.
        gtk_overlay_add_overlay(cast(overlay), dimmer)
        for child in [levels[.brightness]!.widget, levels[.volume]!.widget, skipLeft, skipRight, badge,
                      seekPreview.widget, unlock.widget] {
            gtk_overlay_add_overlay(cast(overlay), child)
        }
    }

    private static func skipBubble(_ side: GtkAlign) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new("")!
        gtk_widget_add_css_class(label, "nova-skip")
        gtk_widget_set_halign(label, side)
        gtk_widget_set_valign(label, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_start(label, 24)
        gtk_widget_set_margin_end(label, 24)
        gtk_widget_set_can_target(label, 0)
        gtk_widget_set_visible(label, 0)
        return label
    }

    /// Hides `widget` after `milliseconds`, restarting any earlier countdown for it.
    private func hide(_ widget: UnsafeMutablePointer<GtkWidget>, key: String, after milliseconds: UInt32) {
        if var timer = timers[key] { MainContext.remove(&timer) }
        timers[key] = MainContext.after(milliseconds: milliseconds) { [weak self] in
            self?.timers[key] = nil
            gtk_widget_set_visible(widget, 0)
            gtk_widget_remove_css_class(widget, "nova-ripple")
        }
    }

    func showLevel(_ level: TouchIntent.Level, value: Double, label: String) {
        // A third of the picture's height, so the bar fits a phone held sideways too.
        levels[level]?.setLength(min(140, max(60, Double(gtk_widget_get_height(overlay)) * 0.3)))
        levels[level]?.show(value: value, label: label, icon: level == .brightness ? "display-brightness-symbolic"
                                                                                 : "audio-volume-high-symbolic")
        let key = "level-\(level)"
        if var timer = timers[key] { MainContext.remove(&timer); timers[key] = nil }
    }

    /// Whether a finger's level bar for `level` is on screen: it says the level itself.
    func showsLevel(_ level: TouchIntent.Level) -> Bool {
        levels[level].map { gtk_widget_get_visible($0.widget) != 0 } ?? false
    }

    func endLevel(_ level: TouchIntent.Level) {
        guard let bar = levels[level] else { return }
        hide(bar.widget, key: "level-\(level)", after: 800)
    }

    func showSkip(forward: Bool, total: Double) {
        let label = forward ? skipRight : skipLeft
        let other = forward ? skipLeft : skipRight
        gtk_widget_set_visible(other, 0)
        gtk_label_set_text(cast(label), forward ? TimeFormat.offset(total) + "  »" : "«  " + TimeFormat.offset(total))
        gtk_widget_set_visible(label, 1)
        // Restart the ripple animation on every tap.
        gtk_widget_remove_css_class(label, "nova-ripple")
        gtk_widget_add_css_class(label, "nova-ripple")
        hide(label, key: forward ? "skip-right" : "skip-left", after: 900)
    }

    func showSeekPreview(target: Double, offset: Double, framesPerSecond: Double?, chapter: String?,
                         rate: ScrubSession.Rate) {
        seekPreview.show(seconds: target, framesPerSecond: framesPerSecond, offset: offset, chapter: chapter,
                         rate: rate == .full ? nil : rate)
        gtk_widget_set_margin_start(seekPreview.widget, 0)
        gtk_widget_set_margin_bottom(seekPreview.widget, 0)
    }

    func showSeekUnavailable() {
        seekPreview.showMessage(tr("Seeking is not available here"))
    }

    func showPreviewImage(_ texture: OpaquePointer?) { seekPreview.showPreview(texture) }

    func hideSeekPreview() { seekPreview.hide() }

    var isPreviewingSeek: Bool { gtk_widget_get_visible(seekPreview.widget) != 0 }

    func showBoost(_ on: Bool) {
        gtk_label_set_text(cast(badge), "2×")
        gtk_widget_set_visible(badge, on ? 1 : 0)
    }

    /// The pinch's result, briefly: "Fit", "Fill" or how far between.
    func showZoom(_ fill: Double) {
        let text = fill <= 0 ? tr("Fit") : fill >= 1 ? tr("Fill") : tr("Zoom %s %", String(Int((fill * 100).rounded())))
        gtk_label_set_text(cast(badge), text)
        gtk_widget_set_visible(badge, 1)
        hide(badge, key: "zoom", after: 1200)
    }

    /// Picture brightness when the screen's cannot be changed: 1 is untouched.
    func setPictureBrightness(_ level: Double) {
        gtk_widget_set_opacity(dimmer, 1 - min(1, max(0.1, level)))
    }

    var pictureBrightness: Double { 1 - gtk_widget_get_opacity(dimmer) }

    func shutDown() {
        for var timer in timers.values { MainContext.remove(&timer) }
        timers = [:]
        unlock.shutDown()
    }
}
