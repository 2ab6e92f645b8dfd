// SPDX-License-Identifier: GPL-3.0-or-later

/// What a person typed or pasted into Open Location, as a location the engine can open.
public enum LocationInput {
    public enum Outcome: Equatable, Sendable {
        case location(String)
        case empty
        /// Not an address Nova can open (words, an unknown scheme such as `javascript:`).
        case notAnAddress
    }

    /// The schemes mpv opens from the network or the disk.
    public static let schemes: Set<String> = ["http", "https", "file", "ftp", "rtsp", "rtsps", "rtmp", "rtmps", "rtp",
                                              "srt", "udp", "mms", "mmsh", "sftp", "smb", "dav", "davs"]

    /// About the most characters a text entry holds: GTK cuts a longer paste at 65,534
    /// (its buffer's 16-bit size, less one). An entry holding this many may have been cut.
    public static let longestEntry = 65_000

    /// What was entered, or the clipboard's address it was cut from: an entry full to its
    /// limit with the start of the clipboard's text had a longer address pasted into it
    /// (a signed download link can run past 100,000 characters).
    public static func whole(entered: String, clipboard: String?) -> String {
        let trimmed = clipboard?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard entered.count >= longestEntry, let trimmed, trimmed.count > entered.count, trimmed.hasPrefix(entered) else {
            return entered
        }
        return trimmed
    }

    public static func read(_ text: String) -> Outcome {
        let trimmed = unwrapped(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !trimmed.isEmpty else { return .empty }
        guard !trimmed.contains(where: \.isNewline) else { return .notAnAddress }
        // A path may hold spaces; an address may not.
        if trimmed.hasPrefix("/") { return .location(trimmed) }
        guard !trimmed.contains(where: \.isWhitespace) else { return .notAnAddress }
        if let scheme = scheme(of: trimmed) {
            return schemes.contains(scheme.lowercased()) ? .location(trimmed) : .notAnAddress
        }
        // An address bar's shorthand, "example.org/film.mp4": a host, then a path.
        guard let slash = trimmed.firstIndex(of: "/") else { return .notAnAddress }
        let host = trimmed[..<slash]
        let name = host.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        if name == "localhost" || isIPv4(name) { return .location("http://" + trimmed) }
        guard name.contains("."), !name.hasPrefix("."), !name.hasSuffix(".") else { return .notAnAddress }
        return .location("https://" + trimmed)
    }

    /// A location read from the network (not a local path nor a `file:` URI).
    public static func isNetwork(_ location: String) -> Bool {
        guard location.contains("://"), let scheme = scheme(of: location)?.lowercased() else { return false }
        return scheme != "file"
    }

    /// A web address (`http:` or `https:`), which a server answers with statuses and redirects.
    public static func isWeb(_ location: String) -> Bool {
        let lower = location.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// Quotes or angle brackets around a pasted address, and a sentence's full stop or
    /// comma after it, are not part of it.
    private static func unwrapped(_ text: String) -> String {
        var text = Substring(text)
        for (open, close) in [("\"", "\""), ("'", "'"), ("<", ">"), ("“", "”"), ("«", "»")]
        where text.count >= 2 && text.hasPrefix(open) && text.hasSuffix(close) {
            text = text.dropFirst().dropLast()
        }
        while let last = text.last, ".,;".contains(last), !text.hasPrefix("/") { text = text.dropLast() }
        return String(text)
    }

    /// The scheme of "scheme:…" (letters first, then letters, digits, + . -), when there is
    /// one; "host:8080/…" is a host and its port, not a scheme.
    private static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }) else { return nil }
        let after = text[text.index(after: colon)...]
        if let next = after.first, next.isASCII, next.isNumber { return nil }
        return String(scheme)
    }

    private static func isIPv4(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber } && Int(part)! <= 255
        }
    }
}
