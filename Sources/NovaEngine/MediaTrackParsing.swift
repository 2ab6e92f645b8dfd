// SPDX-License-Identifier: GPL-3.0-or-later
import CMpv
import NovaCore

/// Turns mpv's list nodes into NovaCore values.
enum MediaTrackParsing {
    /// Reads mpv's `track-list` node.
    static func tracks(from node: MpvNode) -> [MediaTrack] {
        node.array.compactMap { entry in
            guard let id = entry["id"]?.int, let type = entry["type"]?.string else { return nil }
            let kind: MediaTrack.Kind
            switch type {
            case "video": kind = .video
            case "audio": kind = .audio
            case "sub": kind = .subtitle
            default: return nil
            }
            return MediaTrack(id: id, kind: kind, language: entry["lang"]?.string, title: entry["title"]?.string,
                              codec: entry["codec"]?.string, isSelected: entry["selected"]?.bool ?? false,
                              isExternal: entry["external"]?.bool ?? false, isCoverArt: entry["albumart"]?.bool ?? false,
                              rotation: MediaNumbers.rotation(entry["demux-rotation"]?.int))
        }
    }

    /// Reads mpv's `chapter-list` node.
    static func chapters(from node: MpvNode) -> [Chapter] {
        node.array.compactMap { entry in
            // A chapter at a time that is no time (NaN, infinite) is left out.
            guard let time = MediaNumbers.time(entry["time"]?.double) else { return nil }
            return Chapter(title: entry["title"]?.string, start: time)
        }
    }
}
