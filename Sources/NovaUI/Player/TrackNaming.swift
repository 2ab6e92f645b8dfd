// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore

/// A track's name for people (`TrackLabel`), or its number when the file gives none.
enum TrackNaming {
    static func name(of track: MediaTrack) -> String {
        let parts = TrackLabel.parts(of: track)
        return parts.isEmpty ? tr("Track %s", String(track.id)) : parts.joined(separator: " — ")
    }
}
