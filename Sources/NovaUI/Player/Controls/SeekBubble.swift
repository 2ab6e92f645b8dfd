// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaGLib

/// The bubble above the timeline's thumb (or the hovered point) while seeking: a preview
/// frame, the time with its frame, the distance from where the drag began, the chapter,
/// and the fine-scrubbing rate.
@MainActor
final class SeekBubble {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let picture: UnsafeMutablePointer<GtkWidget>
    private let time: UnsafeMutablePointer<GtkWidget>
    private let detail: UnsafeMutablePointer<GtkWidget>
    private let rate: UnsafeMutablePointer<GtkWidget>
    static let previewWidth: Int32 = 160
    static let previewHeight: Int32 = 90

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)
        gtk_widget_add_css_class(widget, "nova-bubble")
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
        gtk_widget_set_valign(widget, GTK_ALIGN_END)
        gtk_widget_set_can_target(widget, 0)
        picture = gtk_picture_new()
        gtk_widget_set_size_request(picture, Self.previewWidth, Self.previewHeight)
        gtk_picture_set_can_shrink(cast(picture), 1)
        gtk_widget_add_css_class(picture, "nova-preview")
        time = gtk_label_new("")
        gtk_widget_add_css_class(time, "nova-bubble-time")
        gtk_widget_add_css_class(time, "numeric")
        detail = gtk_label_new("")
        gtk_widget_add_css_class(detail, "nova-bubble-detail")
        gtk_label_set_ellipsize(cast(detail), PANGO_ELLIPSIZE_END)
        gtk_label_set_max_width_chars(cast(detail), 22)
        rate = gtk_label_new("")
        gtk_widget_add_css_class(rate, "nova-bubble-rate")
        for child in [picture, time, detail, rate] { gtk_box_append(cast(widget), child) }
        gtk_widget_set_visible(widget, 0)
    }

    var width: Double { Double(max(gtk_widget_get_width(widget), Self.previewWidth + 12)) }

    /// Shows the bubble for `seconds`; `offset` is the distance from the drag's start (nil when hovering).
    func show(seconds: Double, framesPerSecond: Double?, offset: Double?, chapter: String?,
              rate scrubRate: ScrubSession.Rate?) {
        gtk_label_set_text(cast(time), TimeFormat.clockWithFrame(seconds, framesPerSecond: framesPerSecond))
        let parts = [offset.map { TimeFormat.offset($0) }, chapter].compactMap { $0 }.filter { !$0.isEmpty }
        gtk_label_set_text(cast(detail), parts.joined(separator: " · "))
        gtk_widget_set_visible(detail, parts.isEmpty ? 0 : 1)
        let rateText: String? = switch scrubRate {
        case .half?: tr("Half-speed scrubbing")
        case .quarter?: tr("Quarter-speed scrubbing")
        default: nil
        }
        gtk_label_set_text(cast(rate), rateText ?? "")
        gtk_widget_set_visible(rate, rateText == nil ? 0 : 1)
        gtk_widget_set_visible(widget, 1)
    }

    /// Places the bubble so its centre is at `x` (overlay coordinates), inside the overlay.
    func place(centreX x: Double, bottomMargin: Double, overlayWidth: Double) {
        let left = min(max(4, x - width / 2), max(4, overlayWidth - width - 4))
        gtk_widget_set_margin_start(widget, gint(left))
        gtk_widget_set_margin_bottom(widget, gint(bottomMargin))
    }

    /// A line of text instead of a time (seeking is not possible).
    func showMessage(_ text: String) {
        gtk_label_set_text(cast(time), text)
        gtk_widget_set_visible(detail, 0)
        gtk_widget_set_visible(rate, 0)
        gtk_widget_set_visible(picture, 0)
        gtk_widget_set_visible(widget, 1)
    }

    func showPreview(_ texture: OpaquePointer?) {
        gtk_picture_set_paintable(cast(picture), texture)
        gtk_widget_set_visible(picture, texture == nil ? 0 : 1)
    }

    func hide() { gtk_widget_set_visible(widget, 0) }
}
