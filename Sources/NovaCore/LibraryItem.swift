// SPDX-License-Identifier: GPL-3.0-or-later

/// One video of the library, with what the watch history knows of it.
public struct LibraryItem: Equatable, Sendable {
    /// The file's absolute path (or its file:// URI when its name is not UTF-8: `FileLocation`).
    public var location: String
    /// When Nova first found it (seconds since 1970).
    public var added: Double
    public var duration: Double?
    public var position: Double
    /// When it was last played (seconds since 1970), if ever.
    public var lastWatched: Double?
    public var isWatched: Bool
    /// False while the file is gone (a removed card, an unmounted share); progress is kept.
    public var isAvailable: Bool
    /// False for a file played from elsewhere, listed only under "Continue Watching".
    public var isInLibrary: Bool
    /// Size and modification time as last indexed: they name the cached poster.
    public var size: Int64?
    public var modified: Double?

    public init(location: String, added: Double, duration: Double? = nil, position: Double = 0,
                lastWatched: Double? = nil, isWatched: Bool = false, isAvailable: Bool = true, isInLibrary: Bool = true) {
        self.isInLibrary = isInLibrary
        self.location = location
        self.added = added
        self.duration = duration
        self.position = position
        self.lastWatched = lastWatched
        self.isWatched = isWatched
        self.isAvailable = isAvailable
    }

    /// The directory holding the file: the library groups by it.
    public var folder: String { Self.folder(of: shownPath) }

    /// The path as a person reads it (a name that is not UTF-8 with "�" for its odd bytes).
    public var shownPath: String { FileLocation.displayPath(location) }

    /// The file name without its extension: "Episode 2" for ".../Episode 2.mkv".
    public var title: String {
        let location = shownPath
        let name = location.lastIndex(of: "/").map { location[location.index(after: $0)...] } ?? location[...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return String(name) }
        let ext = name[name.index(after: dot)...]
        // Only a short run of letters and digits is an extension ("Vol. 2 of 3" keeps its dot).
        guard (1...5).contains(ext.count), ext.allSatisfy({ $0.isLetter || $0.isNumber }) else { return String(name) }
        return String(name[..<dot])
    }

    /// Started and not finished: it belongs under "Continue Watching".
    public var isInProgress: Bool {
        !isWatched && ResumePolicy.resumePosition(saved: position, duration: duration) != nil
    }

    public static func folder(of location: String) -> String {
        guard let slash = location.lastIndex(of: "/") else { return "" }
        return slash == location.startIndex ? "/" : String(location[..<slash])
    }
}
