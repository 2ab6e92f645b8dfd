// SPDX-License-Identifier: GPL-3.0-or-later

/// What a person typed or pasted into Open Location, as a location the engine can open.
public enum LocationInput {
    public enum Outcome: Equatable, Sendable {
        case location(String)
        case empty
        /// Not an address Nova can open (words with spaces, an unknown scheme).
        case notAnAddress
    }

    /// The schemes mpv opens from the network or the disk.
    public static let schemes: Set<String> = ["http", "https", "file", "ftp", "rtsp", "rtsps", "rtmp", "rtmps", "rtp",
                                              "srt", "udp", "mms", "mmsh"]

    public static func read(_ text: String) -> Outcome {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .empty }
        guard !trimmed.contains(where: { $0.isWhitespace || $0.isNewline }) else { return .notAnAddress }
        if trimmed.hasPrefix("/") { return .location(trimmed) }
        if let scheme = scheme(of: trimmed) {
            return schemes.contains(scheme.lowercased()) ? .location(trimmed) : .notAnAddress
        }
        // "example.org/film.mp4", as address bars take it: the web, securely.
        let host = trimmed.prefix { $0 != "/" }
        if host.contains("."), !host.hasPrefix("."), !host.hasSuffix(".") { return .location("https://" + trimmed) }
        return .notAnAddress
    }

    /// A location read from the network (not a local path nor a `file:` URI).
    public static func isNetwork(_ location: String) -> Bool {
        guard let scheme = scheme(of: location)?.lowercased() else { return false }
        return scheme != "file"
    }

    /// The scheme of "scheme://…", when there is one.
    private static func scheme(of text: String) -> String? {
        guard let range = text.range(of: "://") else { return nil }
        let scheme = text[..<range.lowerBound]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }) else { return nil }
        return String(scheme)
    }
}
