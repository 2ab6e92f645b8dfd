// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore

/// The files around a local file in its folder, as episodes: media files only (by content
/// type, as GIO guesses it from the name), in natural order. Locations are paths, or the
/// file:// URIs of names that are not UTF-8 (`FileLocation`), in and out alike: the folder
/// is read as bytes, so such a neighbour is found and opens.
public enum FolderNeighbours {
    public static func next(after location: String) -> String? { neighbour(of: location, forward: true) }
    public static func previous(before location: String) -> String? { neighbour(of: location, forward: false) }

    static func neighbour(of location: String, forward: Bool) -> String? {
        let slashByte = UInt8(ascii: "/")
        guard let path = FileLocation.localPathBytes(location), let slash = path.lastIndex(of: slashByte) else { return nil }
        let folder = Array(path[..<slash])
        let own = Array(path[(slash + 1)...])
        let media = names(in: folder.isEmpty ? [slashByte] : folder)
            .filter { $0 != own && $0.first != UInt8(ascii: ".") && isMedia($0) }
        let found = forward
            ? media.filter { order($0, own) > 0 }.min { order($0, $1) < 0 }
            : media.filter { order($0, own) < 0 }.max { order($0, $1) < 0 }
        return found.flatMap { storedLocation(of: folder + [slashByte] + $0) }
    }

    /// Natural order of the names as read, "\u{FFFD}" for bytes that are not UTF-8; two
    /// names that read alike (different such bytes) by their bytes, so neither is skipped.
    private static func order(_ a: [UInt8], _ b: [UInt8]) -> Int {
        let natural = NaturalOrder.compare(String(decoding: a, as: UTF8.self), String(decoding: b, as: UTF8.self))
        if natural != 0 { return natural }
        return a.lexicographicallyPrecedes(b) ? -1 : a == b ? 0 : 1
    }

    /// A video or audio file, by the content type its name suggests.
    public static func isMedia(_ name: String) -> Bool { isMedia(Array(name.utf8)) }

    static func isMedia(_ name: [UInt8]) -> Bool {
        var uncertain: gboolean = 0
        guard let type = FileLocation.withCPath(name, { g_content_type_guess($0, nil, 0, &uncertain) }) else { return false }
        defer { g_free(type) }
        guard let mime = g_content_type_get_mime_type(type) else { return false }
        defer { g_free(mime) }
        let text = String(cString: mime)
        return text.hasPrefix("video/") || text.hasPrefix("audio/") || text == "application/x-matroska"
    }

    /// The names in `folder`, as the bytes they are.
    private static func names(in folder: [UInt8]) -> [[UInt8]] {
        guard let directory = FileLocation.withCPath(folder, { opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            // The name where it lies: the kernel fills only its length, not all of `d_name`.
            let start = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
            let name = Array(UnsafeRawBufferPointer(start: start, count: strlen(start.assumingMemoryBound(to: CChar.self))))
            if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
        }
        return names
    }

    /// A path as Nova keeps it: itself when it is UTF-8, else its file:// URI.
    private static func storedLocation(of path: [UInt8]) -> String? {
        let text = String(decoding: path, as: UTF8.self)
        if Array(text.utf8) == path { return text }
        guard let uri = FileLocation.withCPath(path, { g_filename_to_uri($0, nil, nil) }) else { return nil }
        defer { g_free(uri) }
        return String(cString: uri)
    }
}
