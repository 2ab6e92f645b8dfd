// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaGLib

/// Nova's few style rules: black behind the picture, an on-screen-display look for the
/// controls, and finger-sized targets.
@MainActor
enum Style {
    static let css = """
    .nova-video { background-color: black; }
    .nova-player { background-color: black; }
    .nova-controls {
      background-image: linear-gradient(to top, alpha(black, 0.8), alpha(black, 0.55) 70%, transparent);
      color: white;
      padding: 18px 12px 8px 12px;
    }
    .nova-controls button.nova-button {
      min-width: 48px; min-height: 48px; padding: 0;
      color: white; background-color: alpha(white, 0.08);
    }
    .nova-controls button.nova-button:hover { background-color: alpha(white, 0.18); }
    .nova-controls button.nova-play { min-width: 56px; min-height: 56px; background-color: alpha(white, 0.2); }
    .nova-controls .nova-time { font-weight: bold; min-width: 48px; }
    .nova-controls scale { padding-top: 12px; padding-bottom: 12px; }
    .nova-controls scale.nova-timeline-slider { padding: 0; margin: 0; }
    .nova-timeline-slider trough, .nova-timeline-slider highlight, .nova-timeline-slider slider {
      opacity: 0; min-height: 0;
    }
    .nova-error-heading { caret-color: transparent; }
    /* A short window (a phone held sideways): a status page's words and button in sight. */
    .nova-short statuspage > scrolledwindow > viewport > box { margin: 12px; border-spacing: 12px; }
    .nova-short statuspage > scrolledwindow > viewport > box > clamp > box > .icon {
      -gtk-icon-size: 48px; margin-bottom: 0;
    }
    /* A toast of several lines keeps rounded corners, not a pill's ends (150 px on one line). */
    toast { border-radius: 18px; }
    .nova-timeline-slider:focus-visible { outline: 2px solid alpha(white, 0.8); outline-offset: -2px; border-radius: 10px; }
    .nova-controls scale slider { min-width: 20px; min-height: 20px; }
    .nova-bubble {
      background-color: alpha(black, 0.8); color: white;
      border-radius: 12px; padding: 6px;
    }
    .nova-bubble .nova-preview { border-radius: 6px; background-color: black; }
    .nova-bubble-time { font-weight: bold; font-size: 1.15em; }
    .nova-bubble-detail { font-size: 0.9em; opacity: 0.85; }
    .nova-bubble-rate { font-size: 0.85em; color: #f8e45c; }
    .nova-dimmer { background-color: black; }
    .nova-level, .nova-badge, .nova-unlock {
      background-color: alpha(black, 0.7); color: white; border-radius: 16px; padding: 12px 10px;
    }
    .nova-level levelbar block.filled { background-color: white; }
    .nova-level levelbar block.empty { background-color: alpha(white, 0.25); }
    .nova-badge { font-size: 1.3em; font-weight: bold; padding: 6px 14px; }
    .nova-unlock { border-radius: 20px; }
    .nova-skip {
      background-color: alpha(white, 0.18); color: white; border-radius: 999px;
      font-size: 1.4em; font-weight: bold; padding: 18px 22px;
    }
    .nova-skip.nova-ripple { animation: nova-ripple 450ms ease-out; }
    @keyframes nova-ripple {
      from { background-color: alpha(white, 0.45); }
      to { background-color: alpha(white, 0.18); }
    }
    .nova-up-next { background-color: alpha(black, 0.8); color: white; border-radius: 16px; padding: 14px; }
    .nova-poster { background-color: alpha(currentColor, 0.08); border-radius: 8px; }
    .nova-poster-progress trough, .nova-poster-progress progress { min-height: 4px; border-radius: 0; }
    .nova-cell { padding: 6px; border-radius: 12px; }
    .nova-cell.nova-unavailable { opacity: 0.55; }
    .nova-cell-menu > button { min-width: 36px; min-height: 36px; background-color: alpha(black, 0.5); color: white; }
    listview.nova-library { background: none; }
    listview.nova-library > row { padding: 0; min-height: 0; }
    .nova-library-heading { padding: 18px 6px 6px 6px; min-height: 44px; }
    .nova-library-row { padding: 0 0 6px 0; }
    .nova-library-bar { padding: 6px 0; }
    .nova-panel-scrim { background-color: alpha(black, 0.35); }
    .nova-panel { background-color: @popover_bg_color; color: @popover_fg_color; }
    .nova-panel-side { border-radius: 14px 0 0 14px; }
    .nova-panel-sheet { border-radius: 14px 14px 0 0; }
    .nova-panel-header { padding: 6px 6px 6px 18px; min-height: 44px; }
    .nova-panel-body { padding: 6px 14px 18px 14px; }
    .nova-choice { padding: 8px 12px; min-height: 32px; }
    .nova-stepper { min-height: 48px; }
    .nova-controls button.nova-sleep { padding: 0 14px; }
    listview.nova-history { background: none; padding-bottom: 24px; }
    listview.nova-history > row {
      padding: 0; margin-bottom: 6px; border-radius: 12px; background-color: @card_bg_color;
      box-shadow: 0 0 0 1px alpha(black, 0.03), 0 1px 3px 1px alpha(black, 0.07);
    }
    listview.nova-history > row:hover { background-image: image(alpha(currentColor, 0.04)); }
    .nova-history-row { padding: 10px 6px 10px 14px; min-height: 44px; }
    .nova-feedback {
      background-color: alpha(black, 0.65); color: white;
      border-radius: 14px; padding: 10px 18px;
      font-size: 1.5em; font-weight: bold;
    }
    """

    /// A name that takes two lines before it is shortened: in a narrow list at large text,
    /// names that differ only at their end ("Episode 2", "Episode 10") stay apart.
    static func wrapInTwoLines(_ label: UnsafeMutablePointer<GtkWidget>) {
        gtk_label_set_wrap(cast(label), 1)
        gtk_label_set_wrap_mode(cast(label), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_lines(cast(label), 2)
        gtk_label_set_ellipsize(cast(label), PANGO_ELLIPSIZE_END)
        mayShorten(label)
    }

    /// Words that wrap onto as many lines as they need: large text never widens the window.
    static func wrap(_ label: UnsafeMutablePointer<GtkWidget>) {
        gtk_label_set_wrap(cast(label), 1)
        gtk_label_set_wrap_mode(cast(label), PANGO_WRAP_WORD_CHAR)
    }

    /// A label shortened by design when it does not fit (a file's long name or path, kept
    /// to its lines): `LayoutReport` does not count it as spoilt.
    static func mayShorten(_ label: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_add_css_class(label, "nova-may-shorten")
    }

    /// The rounded, suggested button that invites opening a video.
    static func pillButton(_ label: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = mnemonicButton(label)
        // With large text on a phone the words wrap rather than widen the window.
        if let text = gtk_button_get_child(cast(button)) {
            wrap(text)
            gtk_label_set_justify(cast(text), GTK_JUSTIFY_CENTER)
        }
        gtk_widget_add_css_class(button, "pill")
        gtk_widget_add_css_class(button, "suggested-action")
        gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
        return button
    }

    static func install() {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), cast(provider),
                                                   guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(raw(provider))
    }
}
