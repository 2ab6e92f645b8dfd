// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore

/// A location mpv has just replaced by the entries it read from it, as from a playlist,
/// until mpv's words about it have come (its log lines arrive after its events).
///
/// Why it is judged at all: when ffmpeg's reader of streams in parts (HLS) takes a list
/// and gives up, mpv reads the same list as a playlist of the parts, and each part of a
/// few seconds fails as a file of its own ("Can't play “3.ts”"). Until the words say
/// which it is, what the first entry does is held back; a stream in parts that failed is
/// then said as one failure of the address asked for, and its parts are taken out of
/// mpv's playlist; a real playlist gets its entry's events as they came.
struct PlaylistExpansion {
    /// The location that was read as a playlist.
    let location: String
    /// mpv's ids of the entries it became (contiguous, by mpv's contract).
    let entries: ClosedRange<Int64>
    /// What its first entry did meanwhile, in order.
    private(set) var held: [PlayerEvent] = []
    /// That entry's failure, if it failed meanwhile.
    private(set) var heldFailure: (location: String, error: PlaybackError)?

    /// From the `MPV_EVENT_END_FILE` of a location mpv replaced by `count` entries from `firstId` on.
    init?(location: String, firstId: Int64, count: Int32) {
        guard count > 0, firstId >= 0, firstId <= Int64.max - Int64(count) else { return nil }
        self.location = location
        entries = firstId...(firstId + Int64(count) - 1)
    }

    func holds(_ entry: Int64?) -> Bool { entry.map(entries.contains) ?? false }

    mutating func hold(_ event: PlayerEvent) { held.append(event) }
    mutating func hold(failure location: String, _ error: PlaybackError) { heldFailure = (location, error) }
}
