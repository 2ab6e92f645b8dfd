// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib

/// Open Location (Ctrl+L): an address typed or pasted, a media file on the web or the
/// network, an HLS playlist, or a page with a video (read by yt-dlp). An address on the
/// clipboard is offered already; Open is possible only for what `LocationInput` takes.
@MainActor
enum OpenLocationDialog {
    static func present(over parent: UnsafeMutablePointer<GtkWidget>, _ completion: @escaping (String) -> Void) {
        let dialog = AlertDialog(heading: tr("Open Location"),
                                 body: tr("The address of a video or a song on the web or your network, or of a web page with a video."),
                                 over: parent)
        dialog.addResponse("cancel", tr("_Cancel"))
        dialog.addResponse("open", tr("_Open"), appearance: ADW_RESPONSE_SUGGESTED)
        dialog.setResponses(default: "open", close: "cancel")
        let entry = gtk_entry_new()!
        gtk_entry_set_activates_default(cast(entry), 1)
        gtk_entry_set_input_purpose(cast(entry), GTK_INPUT_PURPOSE_URL)
        gtk_entry_set_placeholder_text(cast(entry), "https://")
        nova_accessible_set_label(entry, tr("Address"))
        dialog.setExtraChild(entry)
        // The clipboard's text as the dialog opened: an address longer than an entry holds
        // is taken whole from it (`LocationInput.whole`).
        let clipboard = ClipboardText()
        let location: () -> String? = {
            let entered = LocationInput.whole(entered: text(of: entry), clipboard: clipboard.text)
            if case .location(let location) = LocationInput.read(entered) { return location }
            return nil
        }
        let follow: Action = { dialog.setResponse("open", enabled: location() != nil) }
        follow()
        onChanged(raw(entry), follow)
        // The clipboard's answer may come after the dialog is gone: then it is not read.
        let cancellable = g_cancellable_new()!
        dialog.onAnswer { response in
            g_cancellable_cancel(cancellable)
            g_object_unref(raw(cancellable))
            guard response == "open", let location = location() else { return }
            completion(location)
        }
        offerClipboard(to: entry, keeping: clipboard, cancellable: cancellable)
        dialog.present()
        gtk_widget_grab_focus(entry)
    }

    private static func text(of entry: UnsafeMutablePointer<GtkWidget>) -> String {
        gtk_editable_get_text(OpaquePointer(entry)).map { String(cString: $0) } ?? ""
    }

    /// An address on the clipboard fills the empty entry, selected (typing replaces it).
    private static func offerClipboard(to entry: UnsafeMutablePointer<GtkWidget>, keeping kept: ClipboardText,
                                       cancellable: UnsafeMutablePointer<GCancellable>) {
        let clipboard = gtk_widget_get_clipboard(entry)
        g_object_ref(raw(entry))
        gdk_clipboard_read_text_async(clipboard, cancellable, { source, result, data in
            let d = UnsafeTransfer((source, result, data))
            MainActor.assumeIsolated {
                let (entry, kept) = OfferedClipboard.take(d.value.2!)
                defer { g_object_unref(raw(entry)) }
                // Cancelled (the dialog answered) or the entry out of any window: nothing to fill.
                guard let text = gdk_clipboard_read_text_finish(OpaquePointer(d.value.0), d.value.1, nil) else { return }
                defer { g_free(text) }
                let words = String(cString: text)
                kept.text = words
                guard gtk_widget_get_root(entry) != nil, case .location = LocationInput.read(words), words.contains("://"),
                      Self.text(of: entry).isEmpty else { return }
                gtk_editable_set_text(OpaquePointer(entry), words.trimmingCharacters(in: .whitespacesAndNewlines))
                gtk_editable_select_region(OpaquePointer(entry), 0, -1)
            }
        }, OfferedClipboard.pack(entry: entry, kept: kept))
    }
}

/// The clipboard's text, once read (nil before, or when it holds none).
@MainActor
private final class ClipboardText {
    var text: String?
}

/// The entry and the kept text, carried through the clipboard's callback as one pointer.
@MainActor
private final class OfferedClipboard {
    let entry: UnsafeMutablePointer<GtkWidget>
    let kept: ClipboardText

    private init(entry: UnsafeMutablePointer<GtkWidget>, kept: ClipboardText) {
        self.entry = entry
        self.kept = kept
    }

    static func pack(entry: UnsafeMutablePointer<GtkWidget>, kept: ClipboardText) -> gpointer {
        Unmanaged.passRetained(OfferedClipboard(entry: entry, kept: kept)).toOpaque()
    }

    static func take(_ data: gpointer) -> (UnsafeMutablePointer<GtkWidget>, ClipboardText) {
        let offered = Unmanaged<OfferedClipboard>.fromOpaque(data).takeRetainedValue()
        return (offered.entry, offered.kept)
    }
}
