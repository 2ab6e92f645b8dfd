// SPDX-License-Identifier: GPL-3.0-or-later

/// Why a location from the network could not be played, read from what mpv and ffmpeg said
/// while opening it (their warnings and errors), so the person gets a sentence rather than
/// "loading failed".
public enum StreamFailure {
    /// The failure these lines describe; nil when they say nothing Nova can word better.
    /// `ytDlpAvailable`: whether web pages could have been read (else a page is said to need it).
    public static func classify(location: String, log lines: [String], ytDlpAvailable: Bool,
                                notMedia: Bool) -> PlaybackError? {
        // The address itself is quoted in some lines ("…/Russland.mkv" holds "ssl"): left out.
        let said = lines.map { $0.replacingOccurrences(of: location, with: "").lowercased() }
        if let code = said.reversed().lazy.compactMap(httpStatus(in:)).first {
            return .httpStatus(location: location, code: code)
        }
        if said.contains(where: { line in unreachable.contains(where: line.contains) }) {
            return .unreachable(location: location)
        }
        if said.contains(where: { line in line.hasPrefix("ffmpeg: tls:") || insecure.contains(where: line.contains) }) {
            return .insecureConnection(location: location)
        }
        let recognised = !said.contains { $0.contains("failed to recognize file format") }
        guard notMedia || !recognised, isWeb(location) else { return nil }
        // A page the direct open could not read: yt-dlp reads pages; without it, say so.
        return ytDlpAvailable ? .unsupportedFormat(location: location) : .webPageNeedsYtDlp(location: location)
    }

    /// A location mpv read as a playlist, judged from what was said while it opened: when
    /// ffmpeg's reader of streams in parts (HLS) took it and gave up (its parts would not
    /// load), mpv falls back to reading the list as a playlist of the parts, each a "file"
    /// of a few seconds failing on its own. Nil when the HLS reader never spoke: a playlist.
    public static func partsFailed(location: String, log lines: [String]) -> PlaybackError? {
        guard lines.contains(where: { $0.hasPrefix("ffmpeg/demuxer: hls:") }) else { return nil }
        let said = lines.map { $0.replacingOccurrences(of: location, with: "").lowercased() }
        return .partsUnavailable(location: location, httpStatus: said.reversed().lazy.compactMap(httpStatus(in:)).first)
    }

    /// What ffmpeg says when it cannot reach a server.
    private static let unreachable = ["connection refused", "failed to resolve", "name or service not known",
                                      "no route to host", "network is unreachable", "connection timed out",
                                      "temporary failure in name resolution"]
    /// What ffmpeg's TLS layers (GnuTLS, OpenSSL) say when a secure connection fails.
    private static let insecure = ["certificate", "gnutls", "ssl routines", "tls handshake", "ssl handshake"]

    /// "HTTP error 404 Not Found", "Server returned 404 Not Found", "HTTP Error 403: Forbidden".
    static func httpStatus(in text: String) -> Int? {
        for marker in ["http error ", "server returned "] {
            var rest = Substring(text)
            while let range = rest.range(of: marker) {
                let digits = rest[range.upperBound...].prefix { $0.isNumber }
                if digits.count == 3, let code = Int(digits), (400...599).contains(code) { return code }
                rest = rest[range.upperBound...]
            }
        }
        return nil
    }

    private static func isWeb(_ location: String) -> Bool {
        let lower = location.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }
}
