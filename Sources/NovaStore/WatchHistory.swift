// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore

/// Progress and history of every file Nova has played, in the library database.
/// Nothing is deleted except by an explicit removal.
public final class WatchHistory {
    /// What Nova remembers of one file.
    public struct Entry: Equatable, Sendable {
        public var location: String
        public var title: String?
        public var position: Double
        public var duration: Double?
        public var lastWatched: Date
        public var isWatched: Bool
    }

    public let database: Database

    public init(database: Database) { self.database = database }

    /// The usual place: `$XDG_DATA_HOME/nova-player/library.sqlite`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let data = environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return data.appendingPathComponent("nova-player/library.sqlite").path
    }

    public static func open(path: String = defaultPath()) throws -> (WatchHistory, salvage: SalvageReport?) {
        let database = try Database(path: path, migrations: LibrarySchema.migrations)
        return (WatchHistory(database: database), database.salvage)
    }

    /// Saves where playback is (in one transaction).
    public func save(location: String, title: String?, position: Double, duration: Double?, at date: Date = Date()) throws {
        let position = MediaNumbers.position(position), duration = MediaNumbers.duration(duration)
        let watched = ResumePolicy.isWatched(position: position, duration: duration)
        try database.transaction {
            try database.run("""
                INSERT INTO media (location, title, duration, position, watched, last_watched, added, in_history)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, 1)
                ON CONFLICT(location) DO UPDATE SET
                    title = coalesce(excluded.title, title), duration = coalesce(excluded.duration, duration),
                    position = excluded.position, watched = max(watched, excluded.watched),
                    last_watched = excluded.last_watched, in_history = 1
                """, [.text(location), title.map(SQLValue.text) ?? .null, duration.map(SQLValue.real) ?? .null,
                      .real(position), .integer(watched ? 1 : 0), .real(date.timeIntervalSince1970)])
        }
    }

    /// Remembers a file's tracks, subtitle delay, speed and rotation (the file must have been saved once).
    public func saveState(_ state: FileState, for location: String) throws {
        try database.run("""
            UPDATE media SET audio_language = ?, audio_title = ?, subtitle_language = ?, subtitle_title = ?,
                subtitles_off = ?, subtitle_delay = ?, speed = ?, rotation = ?, has_state = 1 WHERE location = ?
            """, [state.audio?.language.map(SQLValue.text) ?? .null, state.audio?.title.map(SQLValue.text) ?? .null,
                  state.subtitle?.language.map(SQLValue.text) ?? .null, state.subtitle?.title.map(SQLValue.text) ?? .null,
                  .integer(state.subtitlesOff ? 1 : 0), .real(state.subtitleDelay), .real(state.speed),
                  .integer(Int64(state.rotation)), .text(location)])
    }

    /// The file's own state, if it has one.
    public func state(for location: String) throws -> FileState? {
        try database.query("""
            SELECT audio_language, audio_title, subtitle_language, subtitle_title, subtitles_off, subtitle_delay, speed,
                   rotation FROM media WHERE location = ? AND has_state = 1
            """, [.text(location)], row: Self.fileState).first
    }

    /// The most recently watched state among the other files of `folder` (for the next episode).
    public func latestState(inFolder folder: String, excluding location: String) throws -> FileState? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return try database.query("""
            SELECT audio_language, audio_title, subtitle_language, subtitle_title, subtitles_off, subtitle_delay, speed,
                   rotation, location FROM media
            WHERE has_state = 1 AND location <> ? AND substr(location, 1, length(?)) = ?
                AND instr(substr(location, length(?) + 1), '/') = 0
            ORDER BY last_watched DESC LIMIT 1
            """, [.text(location), .text(prefix), .text(prefix), .text(prefix)], row: Self.fileState).first
    }

    private static func fileState(_ row: Row) -> FileState {
        let audio = row.text(0) != nil || row.text(1) != nil ? TrackPreference(language: row.text(0), title: row.text(1)) : nil
        let subtitle = row.text(2) != nil || row.text(3) != nil ? TrackPreference(language: row.text(2), title: row.text(3)) : nil
        // Checked like any outside number: a bad row must never be applied to the player.
        return FileState(audio: audio, subtitle: subtitle, subtitlesOff: (row.int(4) ?? 0) != 0,
                         subtitleDelay: MediaNumbers.delay(row.double(5)) ?? 0, speed: MediaNumbers.speed(row.double(6)) ?? 1,
                         rotation: MediaNumbers.rotation(row.int(7)))
    }

    public func entry(for location: String) throws -> Entry? {
        try database.query("""
            SELECT location, title, position, duration, last_watched, watched FROM media WHERE location = ?
            """, [.text(location)], row: Self.entry).first
    }

    /// Everything watched, newest first.
    public func history(limit: Int = 500) throws -> [Entry] {
        try database.query("""
            SELECT location, title, position, duration, last_watched, watched FROM media
            WHERE in_history = 1 AND last_watched IS NOT NULL ORDER BY last_watched DESC LIMIT ?
            """, [.integer(Int64(limit))], row: Self.entry)
    }

    public func removeFromHistory(_ location: String) throws {
        try database.run("UPDATE media SET in_history = 0 WHERE location = ?", [.text(location)])
    }

    /// Undoes a removal.
    public func restoreToHistory(_ location: String) throws {
        try database.run("UPDATE media SET in_history = 1 WHERE location = ?", [.text(location)])
    }

    public func clearHistory() throws {
        try database.run("UPDATE media SET in_history = 0")
    }

    private static func entry(_ row: Row) -> Entry {
        Entry(location: row.text(0) ?? "", title: row.text(1), position: MediaNumbers.position(row.double(2)),
              duration: MediaNumbers.duration(row.double(3)),
              lastWatched: Date(timeIntervalSince1970: MediaNumbers.date(row.double(4)) ?? 0), isWatched: (row.int(5) ?? 0) != 0)
    }
}
