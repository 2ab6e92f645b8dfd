// SPDX-License-Identifier: GPL-3.0-or-later

/// Why a location from the network could not be played, read from what mpv and ffmpeg said
/// while opening it (their warnings and errors), so the person gets a sentence rather than
/// "loading failed".
public enum StreamFailure {
    /// The failure these lines describe; nil when they say nothing Nova can word better.
    /// `ytDlpAvailable`: whether web pages could have been read (else a page is said to need it).
    public static func classify(location: String, log lines: [String], ytDlpAvailable: Bool,
                                notMedia: Bool) -> PlaybackError? {
        let text = lines.joined(separator: "\n").lowercased()
        if let code = httpStatus(in: text) { return .httpStatus(location: location, code: code) }
        if ["certificate", "tls", "ssl", "gnutls", "handshake"].contains(where: text.contains) {
            return .insecureConnection(location: location)
        }
        if ["connection refused", "failed to resolve", "name or service not known", "no route to host",
            "network is unreachable", "connection timed out", "temporary failure in name resolution"]
            .contains(where: text.contains) {
            return .unreachable(location: location)
        }
        guard notMedia, isWeb(location) else { return nil }
        // A page the direct open could not read: yt-dlp reads pages; without it, say so.
        return ytDlpAvailable ? .unsupportedFormat(location: location) : .webPageNeedsYtDlp(location: location)
    }

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
