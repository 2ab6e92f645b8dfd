// SPDX-License-Identifier: GPL-3.0-or-later

/// The library database's schema, one migration per version (`PRAGMA user_version`).
/// `media` holds every file Nova knows, played or indexed: its progress and history, its
/// per-file state, and whether it is in the library.
///
/// `media.library`: 0 = not in the library (only played), 1 = in the library,
/// 2 = removed from the library by the person (indexing does not bring it back).
/// `media.available`: 0 while an indexed file is missing from its folder.
public enum LibrarySchema {
    public static let migrations: [Database.Migration] = [
        Database.Migration(version: 1, sql: """
            CREATE TABLE media (
                id INTEGER PRIMARY KEY,
                location TEXT NOT NULL UNIQUE,
                title TEXT,
                duration REAL,
                position REAL NOT NULL DEFAULT 0,
                watched INTEGER NOT NULL DEFAULT 0,
                last_watched REAL,
                added REAL NOT NULL,
                in_history INTEGER NOT NULL DEFAULT 1
            );
            CREATE INDEX media_history ON media(in_history, last_watched);
            """),
        Database.Migration(version: 2, sql: """
            ALTER TABLE media ADD COLUMN audio_language TEXT;
            ALTER TABLE media ADD COLUMN audio_title TEXT;
            ALTER TABLE media ADD COLUMN subtitle_language TEXT;
            ALTER TABLE media ADD COLUMN subtitle_title TEXT;
            ALTER TABLE media ADD COLUMN subtitles_off INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE media ADD COLUMN subtitle_delay REAL NOT NULL DEFAULT 0;
            ALTER TABLE media ADD COLUMN speed REAL NOT NULL DEFAULT 1;
            ALTER TABLE media ADD COLUMN has_state INTEGER NOT NULL DEFAULT 0;
            """),
        Database.Migration(version: 3, sql: """
            CREATE TABLE library_folder (path TEXT PRIMARY KEY, added REAL NOT NULL);
            ALTER TABLE media ADD COLUMN library INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE media ADD COLUMN available INTEGER NOT NULL DEFAULT 1;
            ALTER TABLE media ADD COLUMN size INTEGER;
            ALTER TABLE media ADD COLUMN modified REAL;
            CREATE INDEX media_library ON media(library);
            """),
        // The turn given to a file's picture (degrees clockwise), kept with its progress.
        Database.Migration(version: 4, sql: """
            ALTER TABLE media ADD COLUMN rotation INTEGER NOT NULL DEFAULT 0;
            """),
    ]
}
