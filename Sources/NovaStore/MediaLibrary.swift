// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore

/// The folders the person added and the videos indexed in them, in the library database
/// (the same `media` rows the watch history uses, so progress is shared). Indexing never
/// deletes: a file gone from its folder is marked unavailable and keeps its progress;
/// only the person removes things, and every removal can be undone.
public final class MediaLibrary {
    public let database: Database

    public init(database: Database) { self.database = database }

    /// A connection of its own to the library at `path`; a thread of its own opens it as
    /// `.secondary` (`Database.Opening`).
    public static func open(path: String = WatchHistory.defaultPath(), opening: Database.Opening = .primary) throws -> MediaLibrary {
        MediaLibrary(database: try Database(path: path, migrations: LibrarySchema.migrations, opening: opening))
    }

    /// A worker thread's connection to the library at `path`: `current` while it is still on
    /// that file, else a new `.secondary` one (the window's connection replaced a damaged
    /// file, and `current` is closed).
    public static func secondary(keeping current: MediaLibrary?, path: String) throws -> MediaLibrary {
        if let current, !current.database.fileWasReplaced { return current }
        current?.database.close()
        return try open(path: path, opening: .secondary)
    }

    // MARK: Folders

    public func folders() throws -> [String] {
        try database.query("SELECT path FROM library_folder ORDER BY added") { $0.text(0) ?? "" }
    }

    public func addFolder(_ path: String, at date: Date = Date()) throws {
        try database.run("INSERT OR IGNORE INTO library_folder (path, added) VALUES (?, ?)",
                         [.text(path), .real(date.timeIntervalSince1970)])
    }

    /// Takes a folder out of the library; its videos leave the library too, but their
    /// progress and history stay. `addFolder` and indexing again undo it.
    public func removeFolder(_ path: String) throws {
        try database.transaction {
            try database.run("DELETE FROM library_folder WHERE path = ?", [.text(path)])
            try database.run("UPDATE media SET library = 0 WHERE library = 1 AND \(Self.under)",
                             Self.underBindings(path))
            for location in try fileURIs(under: path) {
                try database.run("UPDATE media SET library = 0 WHERE library = 1 AND location = ?", [.text(location)])
            }
        }
    }

    // MARK: Videos

    /// Every video in the library (removed ones excepted), with its progress, and the files
    /// outside it that are in progress (for "Continue Watching").
    public func items() throws -> [LibraryItem] {
        try database.query("""
            SELECT location, added, duration, position, last_watched, watched, available, library, size, modified
            FROM media
            WHERE library = 1 OR (library = 0 AND in_history = 1 AND watched = 0 AND position > 0)
            """) { row in
            // Checked like any outside number: one bad row (a date GIO gave as 1.8e19, an
            // infinite duration) must never stop the library from opening.
            var item = LibraryItem(location: row.text(0) ?? "", added: MediaNumbers.date(row.double(1)) ?? 0,
                                   duration: MediaNumbers.duration(row.double(2)), position: MediaNumbers.position(row.double(3)),
                                   lastWatched: MediaNumbers.date(row.double(4)), isWatched: (row.int(5) ?? 0) != 0,
                                   isAvailable: (row.int(6) ?? 1) != 0, isInLibrary: row.int(7) == 1)
            item.size = MediaNumbers.size(row.int(8).map(Int64.init))
            item.modified = MediaNumbers.date(row.double(9))
            return item
        }
    }

    /// What the library knows of the files under `directory` (at any depth), for comparing
    /// with an indexing pass. Files the person removed are left out: they stay removed.
    public func known(under directory: String) throws -> [KnownVideo] {
        let select = "SELECT location, size, modified, available FROM media WHERE library IN (1, 2) AND "
        let video = { (row: Row) in
            KnownVideo(location: row.text(0) ?? "", size: MediaNumbers.size(row.int(1).map(Int64.init)),
                       modified: MediaNumbers.date(row.double(2)), isAvailable: (row.int(3) ?? 1) != 0)
        }
        let paths = try database.query(select + Self.under, Self.underBindings(directory), row: video)
        let uris = try database.query(select + Self.isFileURI, row: video)
            .filter { FileLocation.isInside($0.location, folder: directory) }
        return paths + uris
    }

    /// Writes one indexing pass, a few hundred rows per transaction (so the window's own
    /// writes, such as saving progress, never wait long behind a large first pass). New
    /// videos outside every library folder are left out: their folder was removed while
    /// the pass was under way.
    public func record(_ changes: LibraryReconciliation, at date: Date = Date()) throws {
        guard !changes.isEmpty else { return }
        let roots = try folders()
        let added = changes.added.filter { video in
            roots.contains { root in FileLocation.isInside(video.location, folder: root) }
        }
        for batch in Self.batches(added) {
            try database.transaction {
                for video in batch {
                    // A file already played (in the history) joins the library with its progress.
                    try database.run("""
                        INSERT INTO media (location, added, in_history, library, available, size, modified)
                        VALUES (?1, ?2, 0, 1, 1, ?3, ?4)
                        ON CONFLICT(location) DO UPDATE SET
                            library = CASE library WHEN 2 THEN 2 ELSE 1 END, available = 1, size = ?3, modified = ?4
                        """, [.text(video.location), .real(date.timeIntervalSince1970), .integer(video.size),
                              .real(video.modified)])
                }
            }
        }
        for batch in Self.batches(changes.changed) {
            try database.transaction {
                for video in batch {
                    try database.run("UPDATE media SET available = 1, size = ?, modified = ? WHERE location = ?",
                                     [.integer(video.size), .real(video.modified), .text(video.location)])
                }
            }
        }
        for batch in Self.batches(changes.vanished) {
            try database.transaction {
                for location in batch {
                    try database.run("UPDATE media SET available = 0 WHERE location = ?", [.text(location)])
                }
            }
        }
    }

    private static func batches<T>(_ items: [T], size: Int = 500) -> [ArraySlice<T>] {
        stride(from: 0, to: items.count, by: size).map { items[$0..<min($0 + size, items.count)] }
    }

    /// The person's "Remove from library"; indexing leaves it out from now on.
    public func remove(_ location: String) throws {
        try database.run("UPDATE media SET library = 2 WHERE location = ? AND library = 1", [.text(location)])
    }

    /// Undoes `remove`.
    public func restore(_ location: String) throws {
        try database.run("UPDATE media SET library = 1 WHERE location = ? AND library = 2", [.text(location)])
    }

    /// Learnt when the poster was made, so the library can sort by length before playing.
    public func setDuration(_ duration: Double, for location: String) throws {
        guard let duration = MediaNumbers.duration(duration) else { return }
        try database.run("UPDATE media SET duration = ? WHERE location = ? AND duration IS NULL",
                         [.real(duration), .text(location)])
    }

    /// `location` is `directory` itself or inside it: a prefix test on whole path components.
    /// (The same as `FileLocation.isInside` for paths; file URIs are tested by it, in Swift.)
    private static let under = "(location = ?1 OR substr(location, 1, length(?2)) = ?2)"

    /// A file whose name is not UTF-8 is kept as its file:// URI (few ever are): a range
    /// of the location index.
    private static let isFileURI = "location >= 'file://' AND location < 'file:/0'"

    private func fileURIs(under directory: String) throws -> [String] {
        try database.query("SELECT location FROM media WHERE " + Self.isFileURI) { $0.text(0) ?? "" }
            .filter { FileLocation.isInside($0, folder: directory) }
    }

    private static func underBindings(_ directory: String) -> [SQLValue] {
        let trimmed = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return [.text(trimmed), .text(trimmed == "/" ? "/" : trimmed + "/")]
    }
}
