// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore

/// Turning GIO files into locations the engine can open, and the ways a person picks them.
@MainActor
enum FileOpening {
    /// A local path when it is valid UTF-8 (what mpv and the error checks read best),
    /// otherwise the file's URI, which carries any bytes safely.
    static func location(of file: OpaquePointer) -> String? {
        if let path = g_file_get_path(file) {
            defer { g_free(path) }
            if let text = String(validatingCString: path) { return text }
        }
        guard let uri = g_file_get_uri(file) else { return nil }
        defer { g_free(uri) }
        return String(cString: uri)
    }

    /// The native file chooser, with video and audio filters.
    static func choose(parent: UnsafeMutablePointer<GtkWindow>, _ completion: @escaping ([String]) -> Void) {
        let chooser = gtk_file_chooser_native_new(tr("Open Video"), parent, GTK_FILE_CHOOSER_ACTION_OPEN,
                                                  tr("_Open"), tr("_Cancel"))!
        let asChooser = chooser
        gtk_file_chooser_set_select_multiple(asChooser, 1)
        let media = gtk_file_filter_new()!
        gtk_file_filter_set_name(media, tr("Videos and music"))
        MediaTypes.all.forEach { gtk_file_filter_add_mime_type(media, $0) }
        let video = gtk_file_filter_new()!
        gtk_file_filter_set_name(video, tr("Videos"))
        gtk_file_filter_add_mime_type(video, "video/*")
        let audio = gtk_file_filter_new()!
        gtk_file_filter_set_name(audio, tr("Music and other audio"))
        gtk_file_filter_add_mime_type(audio, "audio/*")
        let any = gtk_file_filter_new()!
        gtk_file_filter_set_name(any, tr("All files"))
        gtk_file_filter_add_pattern(any, "*")
        for filter in [media, video, audio, any] { gtk_file_chooser_add_filter(asChooser, filter) }
        gtk_file_chooser_set_filter(asChooser, media)
        onDialogResponse(raw(chooser)) { response in
            var locations: [String] = []
            if response == Int(GTK_RESPONSE_ACCEPT.rawValue), let files = gtk_file_chooser_get_files(asChooser) {
                for i in 0..<g_list_model_get_n_items(files) {
                    guard let item = g_list_model_get_item(files, i) else { continue }
                    if let location = location(of: OpaquePointer(item)) { locations.append(location) }
                    g_object_unref(item)
                }
                g_object_unref(raw(files))
            }
            gtk_native_dialog_destroy(cast(chooser))
            g_object_unref(raw(chooser))
            if !locations.isEmpty { completion(locations) }
        }
        gtk_native_dialog_show(cast(chooser))
    }

    /// The native chooser for a subtitle file.
    static func chooseSubtitles(parent: UnsafeMutablePointer<GtkWindow>, _ completion: @escaping (String) -> Void) {
        let chooser = gtk_file_chooser_native_new(tr("Load Subtitles"), parent, GTK_FILE_CHOOSER_ACTION_OPEN,
                                                  tr("_Load"), tr("_Cancel"))!
        let subtitles = gtk_file_filter_new()!
        gtk_file_filter_set_name(subtitles, tr("Subtitles"))
        for pattern in ["*.srt", "*.ass", "*.ssa", "*.vtt", "*.sub", "*.sup", "*.idx", "*.smi"] {
            gtk_file_filter_add_pattern(subtitles, pattern)
        }
        gtk_file_chooser_add_filter(chooser, subtitles)
        onDialogResponse(raw(chooser)) { response in
            var chosen: String?
            if response == Int(GTK_RESPONSE_ACCEPT.rawValue), let file = gtk_file_chooser_get_file(chooser) {
                chosen = location(of: file)
                g_object_unref(raw(file))
            }
            gtk_native_dialog_destroy(cast(chooser))
            g_object_unref(raw(chooser))
            if let chosen { completion(chosen) }
        }
        gtk_native_dialog_show(cast(chooser))
    }

    /// The native chooser for a folder (to add to the library).
    static func chooseFolder(parent: UnsafeMutablePointer<GtkWindow>, _ completion: @escaping (String) -> Void) {
        let chooser = gtk_file_chooser_native_new(tr("Add a Folder of Videos"), parent,
                                                  GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, tr("_Add"), tr("_Cancel"))!
        onDialogResponse(raw(chooser)) { response in
            var chosen: String?
            if response == Int(GTK_RESPONSE_ACCEPT.rawValue), let file = gtk_file_chooser_get_file(chooser),
               let path = g_file_get_path(file) {
                chosen = String(validatingCString: path)
                g_free(path)
                g_object_unref(raw(file))
            }
            gtk_native_dialog_destroy(cast(chooser))
            g_object_unref(raw(chooser))
            if let chosen { completion(chosen) }
        }
        gtk_native_dialog_show(cast(chooser))
    }

    /// Accepts files dropped on `widget`.
    static func acceptDrops(on widget: UnsafeMutablePointer<GtkWidget>, _ completion: @escaping ([String]) -> Void) {
        let target = gtk_drop_target_new(nova_type_file_list(), GDK_ACTION_COPY)!
        onDrop(raw(target)) { value in
            guard let value, nova_value_holds_file_list(value) != 0,
                  let list = g_value_get_boxed(value) else { return false }
            var locations: [String] = []
            var node = gdk_file_list_get_files(OpaquePointer(list))
            let head = node
            while let current = node {
                if let file = current.pointee.data, let location = location(of: OpaquePointer(file)) {
                    locations.append(location)
                }
                node = current.pointee.next
            }
            g_slist_free(head)
            completion(locations)
            return !locations.isEmpty
        }
        gtk_widget_add_controller(widget, target)
    }
}
