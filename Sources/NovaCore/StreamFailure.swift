// SPDX-License-Identifier: GPL-3.0-or-later

/// Why a location from the network could not be played, read from what mpv and ffmpeg said
/// while opening it (their warnings and errors), so the person gets a sentence rather than
/// "loading failed".
public enum StreamFailure {
    /// The failure these lines describe; nil when they say nothing Nova can word better.
    /// `ytDlpAvailable`: whether web pages could have been read (else a page is said to need it).
    public static func classify(location: String, log lines: [String], ytDlpAvailable: Bool,
                                notMedia: Bool) -> PlaybackError? {
        let said = said(lines, about: location)
        if let code = lastHTTPStatus(said) {
            return .httpStatus(location: location, code: code)
        }
        if said.contains(where: { line in unreachable.contains(where: line.contains) }) {
            return .unreachable(location: location)
        }
        if said.contains(where: { line in line.hasPrefix("ffmpeg: tls:") || insecure.contains(where: line.contains) }) {
            return .insecureConnection(location: location)
        }
        let recognised = !said.contains { $0.contains("failed to recognize file format") }
        guard notMedia || !recognised, LocationInput.isWeb(location) else { return nil }
        // A page the direct open could not read: yt-dlp reads pages; without it, say so.
        return ytDlpAvailable ? .unsupportedFormat(location: location) : .webPageNeedsYtDlp(location: location)
    }

    /// A location mpv read as a playlist, judged from what was said while it opened: when
    /// ffmpeg's reader of streams in parts (HLS) took it and gave up (its parts would not
    /// load), mpv falls back to reading the list as a playlist of the parts, each a "file"
    /// of a few seconds failing on its own. Nil when the HLS reader never spoke: a playlist.
    public static func partsFailed(location: String, log lines: [String]) -> PlaybackError? {
        guard lines.contains(where: { $0.hasPrefix("ffmpeg/demuxer: hls:") }) else { return nil }
        return .partsUnavailable(location: location, httpStatus: lastHTTPStatus(said(lines, about: location)))
    }

    /// The lines as they are matched: lower case, and without the address itself, which
    /// some of them quote ("…/Russland.mkv" holds "ssl").
    private static func said(_ lines: [String], about location: String) -> [String] {
        lines.map { $0.replacingOccurrences(of: location, with: "").lowercased() }
    }

    /// The last HTTP error status said (an earlier one may have been retried past).
    private static func lastHTTPStatus(_ said: [String]) -> Int? {
        said.reversed().lazy.compactMap(httpStatus(in:)).first
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
}
