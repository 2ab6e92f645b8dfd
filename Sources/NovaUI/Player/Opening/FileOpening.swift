// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaGLib

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

    /// What a chooser picks.
    private enum Pick: Int32 {
        case files = 0, file = 1, folder = 2
    }

    /// Videos and music (several at once), with video and audio filters.
    static func choose(parent: UnsafeMutablePointer<GtkWindow>, _ completion: @escaping ([String]) -> Void) {
        let media = filter(tr("Videos and music"), mimeTypes: MediaTypes.all)
        let filters = [media, filter(tr("Videos"), mimeTypes: ["video/*"]),
                       filter(tr("Music and other audio"), mimeTypes: ["audio/*"]),
                       filter(tr("All files"), patterns: ["*"])]
        pick(.files, title: tr("Open Video"), accept: tr("_Open"), filters: filters, parent: parent) { files in
            let locations = files.compactMap { location(of: $0) }
            if !locations.isEmpty { completion(locations) }
        }
    }

    /// A subtitle file.
    static func chooseSubtitles(parent: UnsafeMutablePointer<GtkWindow>, _ completion: @escaping (String) -> Void) {
        let subtitles = filter(tr("Subtitles"), patterns: ["*.srt", "*.ass", "*.ssa", "*.vtt", "*.sub", "*.sup", "*.idx", "*.smi"])
        pick(.file, title: tr("Load Subtitles"), accept: tr("_Load"), filters: [subtitles], parent: parent) { files in
            if let chosen = files.first.flatMap({ location(of: $0) }) { completion(chosen) }
        }
    }

    /// A folder (to add to the library): a local path only.
    static func chooseFolder(parent: UnsafeMutablePointer<GtkWindow>, _ completion: @escaping (String) -> Void) {
        pick(.folder, title: tr("Add a Folder of Videos"), accept: tr("_Add"), filters: [], parent: parent) { files in
            guard let folder = files.first, let path = g_file_get_path(folder) else { return }
            defer { g_free(path) }
            if let chosen = String(validatingCString: path) { completion(chosen) }
        }
    }

    private static func filter(_ name: String, mimeTypes: [String] = [], patterns: [String] = []) -> OpaquePointer {
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, name)
        mimeTypes.forEach { gtk_file_filter_add_mime_type(filter, $0) }
        patterns.forEach { gtk_file_filter_add_pattern(filter, $0) }
        return filter
    }

    /// Shows the chooser and hands over the GFiles picked (none when cancelled; they are
    /// valid only during `completion`). `GtkFileDialog` where GTK has it
    /// (`StackVersions.choosesFilesWithFileDialog`), `GtkFileChooserNative` before; the
    /// first filter is the one shown first. Takes the filters' references.
    private static func pick(_ kind: Pick, title: String, accept: String, filters: [OpaquePointer],
                             parent: UnsafeMutablePointer<GtkWindow>, _ completion: @escaping ([OpaquePointer]) -> Void) {
        defer { filters.forEach { g_object_unref(raw($0)) } }
        if StackVersions.running.choosesFilesWithFileDialog {
            let list = g_list_store_new(gtk_file_filter_get_type())!
            defer { g_object_unref(raw(list)) }
            filters.forEach { g_list_store_append(list, raw($0)) }
            let done: GAsyncReadyCallback = { source, result, data in
                let d = UnsafeTransfer((source, result, data))
                MainActor.assumeIsolated {
                    let (kind, completion) = ClosureBox<(Int32, ([OpaquePointer]) -> Void)>.from(d.value.2)
                    Unmanaged<AnyObject>.fromOpaque(d.value.2!).release()
                    let files = nova_file_dialog_finish(d.value.0, d.value.1, kind)
                    completion(files.map(FileOpening.files(in:)) ?? [])
                    if let files { g_object_unref(raw(files)) }
                }
            }
            let box = ClosureBox<(Int32, ([OpaquePointer]) -> Void)>.retain((kind.rawValue, completion))
            if nova_file_dialog_open(parent, title, accept, kind.rawValue, list, filters.first,
                                     done, box) != 0 {
                return
            }
            Unmanaged<AnyObject>.fromOpaque(box).release()
        }
        let chooser = gtk_file_chooser_native_new(title, parent, kind == .folder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
                                                                                 : GTK_FILE_CHOOSER_ACTION_OPEN,
                                                  accept, tr("_Cancel"))!
        gtk_file_chooser_set_select_multiple(chooser, kind == .files ? 1 : 0)
        filters.forEach { gtk_file_chooser_add_filter(chooser, $0) }
        if let first = filters.first { gtk_file_chooser_set_filter(chooser, first) }
        onDialogResponse(raw(chooser)) { response in
            let files = response == Int(GTK_RESPONSE_ACCEPT.rawValue) ? gtk_file_chooser_get_files(chooser) : nil
            gtk_native_dialog_destroy(cast(chooser))
            g_object_unref(raw(chooser))
            completion(files.map(FileOpening.files(in:)) ?? [])
            if let files { g_object_unref(raw(files)) }
        }
        gtk_native_dialog_show(cast(chooser))
    }

    /// The GFiles of a list model (its items stay referenced by the list).
    private static func files(in list: OpaquePointer) -> [OpaquePointer] {
        (0..<g_list_model_get_n_items(list)).compactMap { index in
            guard let item = g_list_model_get_item(list, index) else { return nil }
            g_object_unref(item)  // the list keeps it
            return OpaquePointer(item)
        }
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
