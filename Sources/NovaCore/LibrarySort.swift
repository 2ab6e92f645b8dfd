// SPDX-License-Identifier: GPL-3.0-or-later

/// How the library is ordered.
public enum LibrarySort: String, CaseIterable, Sendable {
    case name
    case dateAdded = "date-added"
    case lastWatched = "last-watched"
    case duration

    /// The order a library shows until the person picks another.
    public static let initial = LibrarySort.name
}
