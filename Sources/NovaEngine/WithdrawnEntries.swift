// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore

/// Entries taken out of mpv's playlist: what mpv still says of them (it may have started
/// one before it was taken out) is not news for Nova.
struct WithdrawnEntries {
    private var ranges: [ClosedRange<Int64>] = []

    func contains(_ entry: Int64?) -> Bool {
        guard let entry else { return false }
        return ranges.contains { $0.contains(entry) }
    }

    mutating func add(_ entries: ClosedRange<Int64>) {
        ranges.append(entries)
        // mpv's ids only grow: the oldest ranges can no longer be spoken of.
        if ranges.count > 16 { ranges.removeFirst(ranges.count - 16) }
    }
}
