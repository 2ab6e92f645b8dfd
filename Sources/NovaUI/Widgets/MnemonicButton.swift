// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaGLib

/// A button labelled with a mnemonic ("_Play Now": Alt+P presses it). GTK 4.8 names a
/// button for screen readers from its label property and its label's text both ("_Play Now
/// Play Now"), so the label is a child of its own and the button has no label property:
/// its name is the words alone.
@MainActor
func mnemonicButton(_ label: String) -> UnsafeMutablePointer<GtkWidget> {
    let button = gtk_button_new()!
    let text = gtk_label_new_with_mnemonic(label)!
    gtk_label_set_mnemonic_widget(cast(text), button)
    // Large text wraps the words rather than widening the window.
    gtk_label_set_wrap(cast(text), 1)
    gtk_label_set_wrap_mode(cast(text), PANGO_WRAP_WORD_CHAR)
    gtk_label_set_justify(cast(text), GTK_JUSTIFY_CENTER)
    gtk_button_set_child(cast(button), text)
    return button
}
