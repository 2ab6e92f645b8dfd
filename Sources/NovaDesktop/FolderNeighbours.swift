// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore

/// The files around a local file in its folder, as episodes: media files only (by content
/// type, as GIO guesses it from the name), in natural order.
public enum FolderNeighbours {
    public static func next(after path: String) -> String? { neighbour(of: path, forward: true) }
    public static func previous(before path: String) -> String? { neighbour(of: path, forward: false) }

    static func neighbour(of path: String, forward: Bool) -> String? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let name = url.lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        let media = names.filter { $0 != name && isMedia($0) && !$0.hasPrefix(".") }
        let found = forward
            ? NaturalOrder.next(after: name, in: media)
            : media.filter { NaturalOrder.compare($0, name) < 0 }.max { NaturalOrder.compare($0, $1) < 0 }
        return found.map { folder.appendingPathComponent($0).path }
    }

    /// A video or audio file, by the content type its name suggests.
    public static func isMedia(_ name: String) -> Bool {
        var uncertain: gboolean = 0
        guard let type = g_content_type_guess(name, nil, 0, &uncertain) else { return false }
        defer { g_free(type) }
        guard let mime = g_content_type_get_mime_type(type) else { return false }
        defer { g_free(mime) }
        let text = String(cString: mime)
        return text.hasPrefix("video/") || text.hasPrefix("audio/") || text == "application/x-matroska"
    }
}
