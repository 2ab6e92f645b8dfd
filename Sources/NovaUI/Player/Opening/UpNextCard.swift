// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib

/// Near the end of a file: the next title, a ring counting down ten seconds, "Play Now"
/// and "Watch Till the End" (which dismisses the card for this file).
@MainActor
final class UpNextCard {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private let poster: UnsafeMutablePointer<GtkWidget>
    private let picture: UnsafeMutablePointer<GtkWidget>
    /// The file the card is about, when it is a file (its poster may arrive later).
    private(set) var location: String?
    private let ring: UnsafeMutablePointer<GtkWidget>
    private var shownAt: Double?
    private var timer: guint = 0
    private var fraction = 0.0
    /// "Play Now" and "Watch Till the End", for `logPlacement`.
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    var onPlayNow: Action?

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
        gtk_widget_add_css_class(widget, "nova-up-next")
        gtk_widget_set_halign(widget, GTK_ALIGN_END)
        // Bottom right, above the controls: the top of the picture stays clear.
        gtk_widget_set_valign(widget, GTK_ALIGN_END)
        gtk_widget_set_margin_bottom(widget, 132)
        gtk_widget_set_margin_end(widget, 16)
        let heading = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10)!
        ring = gtk_drawing_area_new()
        gtk_widget_set_size_request(ring, 28, 28)
        let caption = gtk_label_new(tr("Up Next"))!
        gtk_widget_add_css_class(caption, "caption-heading")
        gtk_box_append(cast(heading), ring)
        gtk_box_append(cast(heading), caption)
        title = gtk_label_new("")
        gtk_widget_add_css_class(title, "heading")
        gtk_label_set_ellipsize(cast(title), PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_max_width_chars(cast(title), 28)
        gtk_label_set_xalign(cast(title), 0)
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let playNow = mnemonicButton(tr("_Play Now"))
        gtk_widget_add_css_class(playNow, "suggested-action")
        let dismiss = mnemonicButton(tr("_Watch Till the End"))
        for button in [playNow, dismiss] {
            gtk_widget_set_size_request(button, -1, 44)
            gtk_box_append(cast(buttons), button)
        }
        self.buttons = [playNow, dismiss]
        picture = gtk_picture_new()
        gtk_picture_set_can_shrink(cast(picture), 1)
        gtk_picture_set_content_fit(cast(picture), GTK_CONTENT_FIT_COVER)
        // The picture lies over a box of the poster's size, so its own size never widens the card.
        let frameSize = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_size_request(frameSize, 192, 108)
        poster = gtk_overlay_new()
        gtk_overlay_set_child(cast(poster), frameSize)
        gtk_overlay_add_overlay(cast(poster), picture)
        gtk_widget_set_halign(poster, GTK_ALIGN_START)
        gtk_widget_add_css_class(poster, "nova-poster")
        gtk_widget_set_overflow(poster, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_visible(poster, 0)
        for child in [heading, poster, title, buttons] { gtk_box_append(cast(widget), child) }
        onClicked(raw(playNow)) { [unowned self] in onPlayNow?() }
        ActionTable.attach(dismiss, to: .dismissUpNext)
        setDrawFunction(ring) { [unowned self] cr, width, height in draw(cr, width, height) }
        gtk_widget_set_visible(widget, 0)
    }

    var isShown: Bool { shownAt != nil }

    private func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Shows the card for `next`; `onPlayNow` runs by itself when the countdown ends, if `autoplay`.
    func show(next: String, location: String?, poster texture: OpaquePointer?, autoplay: Bool) {
        guard shownAt == nil else { return }
        gtk_label_set_text(cast(title), next)
        self.location = location
        setPoster(texture)
        gtk_widget_set_visible(widget, 1)
        shownAt = now()
        if Self.logsPlacement { MainContext.after(milliseconds: 100) { [weak self] in self?.logPlacement() } }
        timer = MainContext.every(milliseconds: 50) { [unowned self] in
            guard let shownAt else { return false }
            fraction = min(1, (now() - shownAt) / UpNextPolicy.countdown)
            gtk_widget_queue_draw(ring)
            if fraction >= 1 {
                timer = 0
                hide()
                if autoplay { onPlayNow?() }
                return false
            }
            return true
        }
    }

    /// The next file's poster (nil: none yet, the card is smaller without it).
    func setPoster(_ texture: OpaquePointer?) {
        gtk_picture_set_paintable(cast(picture), texture)
        gtk_widget_set_visible(poster, texture == nil ? 0 : 1)
    }

    func hide() {
        MainContext.remove(&timer)
        shownAt = nil
        fraction = 0
        gtk_widget_set_visible(widget, 0)
    }

    private func draw(_ cr: OpaquePointer?, _ width: Double, _ height: Double) {
        guard let cr else { return }
        let radius = min(width, height) / 2 - 3
        cairo_set_line_width(cr, 4)
        cairo_arc(cr, width / 2, height / 2, radius, 0, 2 * .pi)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.25)
        cairo_stroke(cr)
        cairo_arc(cr, width / 2, height / 2, radius, -.pi / 2, -.pi / 2 + 2 * .pi * fraction)
        cairo_set_source_rgba(cr, 0.47, 0.68, 0.93, 1)
        cairo_stroke(cr)
    }

    private static let logsPlacement = DebugTopics.isOn(.controls)

    /// With `NOVA_DEBUG=controls`: where the card's buttons are on the window's surface,
    /// for tests to press them as a person would.
    private func logPlacement() {
        guard isShown else { return }
        for button in buttons {
            guard let name = SurfacePlacement.firstLabelText(in: button), let bounds = SurfacePlacement.bounds(of: button) else { continue }
            DebugTopics.write(.upNextControl(name: name, x: Int(bounds.x), y: Int(bounds.y),
                                             width: Int(bounds.width), height: Int(bounds.height)))
        }
    }
}
