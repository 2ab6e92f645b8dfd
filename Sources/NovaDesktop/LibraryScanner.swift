// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore

/// Walks a folder for video files, by content type: GIO names a file's type from its
/// name and, when the name says nothing certain (no extension, an unknown one), from its
/// first bytes, so a video called "clip" is found and "notes.txt" is not.
///
/// Blocking: run it off the main thread. Hidden files and folders are skipped; each
/// folder is walked once, by device and inode (the folder itself too: a link `again → .`
/// listed every video twice), and a link to a folder is followed only when it leads to a
/// place inside the library folder, never out of it.
public struct LibraryScanner: Sendable {
    /// What one pass found.
    public struct Result: Sendable {
        /// False when the folder itself is gone (an unmounted card or share).
        public var folderExists: Bool
        public var videos: [FoundVideo]
        /// Every folder walked, the first one included, for watching changes.
        public var directories: [String]
    }

    public init() {}

    /// Walks `folder` and everything under it; `progress` hears the number of videos found so far.
    public func scan(_ folder: String, progress: ((Int) -> Void)? = nil) -> Result {
        var result = Result(folderExists: false, videos: [], directories: [])
        var visited = Set<String>()
        if let identity = Self.identity(ofFolder: folder) { visited.insert(identity) }
        // Where the folder really is, for telling a link that leads inside from one that leads out.
        let realFolder = Self.realPath(folder)
        var pending = [folder]
        while let directory = pending.popLast() {
            let file = g_file_new_for_path(directory)
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            guard let enumerator = g_file_enumerate_children(
                file, "standard::name,standard::type,standard::content-type,standard::size,standard::is-hidden,"
                    + "time::modified,unix::device,unix::inode,standard::is-symlink", G_FILE_QUERY_INFO_NONE, nil, nil)
            else { continue }
            defer { g_object_unref(UnsafeMutableRawPointer(enumerator)) }
            if directory == folder { result.folderExists = true }
            result.directories.append(directory)
            while let info = g_file_enumerator_next_file(enumerator, nil, nil) {
                defer { g_object_unref(UnsafeMutableRawPointer(info)) }
                if g_file_info_get_is_hidden(info) != 0 { continue }
                let rawName = g_file_info_get_name(info)!
                // A name that is not UTF-8 cannot be a path in a Swift string: such a file is
                // kept as its file:// URI (which carries any bytes, and which mpv opens).
                let name = String(validatingCString: rawName)
                let path = name.map { directory == "/" ? "/" + $0 : directory + "/" + $0 }
                switch g_file_info_get_file_type(info) {
                case G_FILE_TYPE_DIRECTORY:
                    // (A folder whose name is not UTF-8 is not walked.)
                    guard let path else { continue }
                    if g_file_info_get_is_symlink(info) != 0 {
                        guard let realFolder, let target = Self.realPath(path),
                              FileLocation.isInside(target, folder: realFolder) else { continue }
                    }
                    if visited.insert(Self.identity(info)).inserted { pending.append(path) }
                case G_FILE_TYPE_REGULAR:
                    guard let type = g_file_info_get_content_type(info),
                          let mime = g_content_type_get_mime_type(type) else { continue }
                    defer { g_free(mime) }
                    guard MediaTypes.isLibraryVideo(mimeType: String(cString: mime)) else { continue }
                    let modified = MediaNumbers.modificationTime(
                        gioSeconds: UInt64(g_file_info_get_attribute_uint64(info, "time::modified")))
                    guard let location = path ?? Self.uri(of: rawName, in: file) else { continue }
                    result.videos.append(FoundVideo(location: location, size: max(0, Int64(g_file_info_get_size(info))),
                                                    modified: modified))
                    if result.videos.count % 200 == 0 { progress?(result.videos.count) }
                default:
                    continue
                }
            }
        }
        progress?(result.videos.count)
        return result
    }

    /// A folder's device and inode (what the info of a link reports is its target's).
    private static func identity(_ info: OpaquePointer?) -> String {
        "\(g_file_info_get_attribute_uint32(info, "unix::device")):\(g_file_info_get_attribute_uint64(info, "unix::inode"))"
    }

    private static func identity(ofFolder path: String) -> String? {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let info = g_file_query_info(file, "unix::device,unix::inode", G_FILE_QUERY_INFO_NONE, nil, nil) else {
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(info)) }
        return identity(info)
    }

    /// The path with every link resolved, or nil when it leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func uri(of name: UnsafePointer<CChar>, in directory: OpaquePointer?) -> String? {
        guard let child = g_file_get_child(directory, name) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(child)) }
        guard let uri = g_file_get_uri(child) else { return nil }
        defer { g_free(uri) }
        return String(cString: uri)
    }
}
