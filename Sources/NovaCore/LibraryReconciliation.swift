// SPDX-License-Identifier: GPL-3.0-or-later

/// Compares one indexing pass over a folder with what the library knew of that folder.
/// Nothing is ever deleted: a file no longer found is only marked unavailable, and keeps
/// its progress for when it comes back.
public struct LibraryReconciliation: Equatable, Sendable {
    /// New to the library.
    public var added: [FoundVideo] = []
    /// Known, and now different on disk (its poster is out of date), or back after being gone.
    public var changed: [FoundVideo] = []
    /// Known and available, and not found this time.
    public var vanished: [String] = []

    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && vanished.isEmpty }

    public init(known: [KnownVideo], found: [FoundVideo]) {
        var byLocation: [String: KnownVideo] = [:]
        for video in known { byLocation[video.location] = video }
        var seen = Set<String>()
        for video in found {
            seen.insert(video.location)
            guard let before = byLocation[video.location] else {
                added.append(video)
                continue
            }
            if !before.isAvailable || before.size != video.size || before.modified != video.modified {
                changed.append(video)
            }
        }
        vanished = known.filter { $0.isAvailable && !seen.contains($0.location) }.map(\.location)
    }
}
