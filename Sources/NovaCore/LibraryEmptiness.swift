// SPDX-License-Identifier: GPL-3.0-or-later

/// What the library says when it has no video to show: nothing added yet, folders still
/// being looked through, or folders looked through with nothing playable in them (which
/// once read "No Videos Here Yet – Add a folder", as if the folder had not been added).
public enum LibraryEmptiness: Equatable, Sendable {
    /// No folder yet: the invitation to add one.
    case noFolders
    /// Folders are being looked through.
    case looking
    /// Every folder was looked through and nothing playable is in them.
    case nothingFound(folders: [String])

    public static func of(folders: [String], indexing: Bool) -> LibraryEmptiness {
        if folders.isEmpty { return .noFolders }
        return indexing ? .looking : .nothingFound(folders: folders)
    }

    /// Whether a folder's first look is said to have found nothing: it was just added, it
    /// is there (a missing one is said otherwise), and nothing in it plays.
    public static func saysNothingFound(justAdded: Bool, folderExists: Bool, videos: Int) -> Bool {
        justAdded && folderExists && videos == 0
    }
}
