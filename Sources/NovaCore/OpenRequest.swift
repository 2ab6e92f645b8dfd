// SPDX-License-Identifier: GPL-3.0-or-later

/// What Nova does with the locations it is handed (a drop, MPRIS OpenUri, the command line,
/// the open dialog, the file manager): media is played, and a subtitle file goes to the
/// video that plays, never in its place.
public struct OpenRequest: Equatable, Sendable {
    /// Media to play: the first now, the rest queued after it.
    public var media: [String] = []
    /// Subtitle files to add: to the first of `media`, or else to what plays now.
    public var subtitles: [String] = []
    /// Subtitle files came with nothing to add them to (no video given, none playing).
    public var subtitlesNeedAVideo: Bool { !subtitles.isEmpty && media.isEmpty && !somethingPlays }
    private let somethingPlays: Bool

    public init(_ locations: [String], somethingPlays: Bool) {
        self.somethingPlays = somethingPlays
        for location in locations {
            if Self.isSubtitleFile(location) { subtitles.append(location) } else { media.append(location) }
        }
    }

    /// The file name endings of subtitle files mpv reads beside a video (text and bitmap;
    /// `.sub` with `.idx` is VobSub).
    public static let subtitleExtensions: Set<String> = ["srt", "ass", "ssa", "vtt", "sub", "idx", "sup", "smi", "lrc"]

    /// Whether a location names a subtitle file, by its ending (any case; a URI's query and
    /// fragment aside).
    public static func isSubtitleFile(_ location: String) -> Bool {
        var name = Substring(location)
        if location.contains("://"), let end = name.firstIndex(where: { $0 == "?" || $0 == "#" }) { name = name[..<end] }
        guard let slash = name.lastIndex(of: "/") else { return hasSubtitleEnding(name) }
        return hasSubtitleEnding(name[name.index(after: slash)...])
    }

    private static func hasSubtitleEnding(_ name: Substring) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return subtitleExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// Why an MPRIS client's `OpenUri` argument is refused.
    public enum Refusal: Equatable, Sendable {
        case empty
        /// A path that depends on Nova's own working directory ("../../etc/passwd").
        case relativePath
        case unsupportedScheme(String)
    }

    /// Checks what an MPRIS client asks to open: a URI of a scheme Nova plays, or an
    /// absolute path (which the specification does not allow, but clients send). A relative
    /// path would be resolved against Nova's working directory, which the client knows
    /// nothing of. Returns nil when it may be opened.
    public static func refusal(ofURI uri: String) -> Refusal? {
        if uri.allSatisfy(\.isWhitespace) { return .empty }
        if uri.hasPrefix("/") { return nil }
        guard let scheme = scheme(of: uri) else { return .relativePath }
        return MediaTypes.uriSchemes.contains(scheme.lowercased()) ? nil : .unsupportedScheme(scheme)
    }

    /// RFC 3986's scheme: a letter, then letters, digits, "+", "-" or ".", then ":".
    static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCIILetter,
              scheme.unicodeScalars.allSatisfy({ $0.isASCIILetter || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) })
        else { return nil }
        return String(scheme)
    }
}

private extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
