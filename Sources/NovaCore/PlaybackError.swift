// SPDX-License-Identifier: GPL-3.0-or-later

/// Why a file could not be played. The engine decides which; the interface words it.
public enum PlaybackError: Error, Equatable, Sendable {
    case notFound(location: String)
    case permissionDenied(location: String)
    /// The file is empty, not media, or in a format the decoders do not know.
    case unsupportedFormat(location: String)
    /// The file was there when playback began and is gone now (a removed card, an unmounted share).
    case vanished(location: String)
    /// Anything else libmpv reports, with its own words.
    case failed(location: String, reason: String)
    /// The server could not be reached (no network, no such host, nothing listening).
    case unreachable(location: String)
    /// The server answered with an HTTP error (404: nothing at that address).
    case httpStatus(location: String, code: Int)
    /// The server's secure connection could not be trusted (a TLS error).
    case insecureConnection(location: String)
    /// A web page, not a media file: Nova plays videos from pages through yt-dlp, which is missing.
    case webPageNeedsYtDlp(location: String)
    /// A stream in parts (HLS) whose list was read but whose parts could not be: the
    /// server's error for them (404), or nil when none was given (a local list's parts missing).
    case partsUnavailable(location: String, httpStatus: Int?)
    /// The server's redirects lead round in a circle (`RedirectChain`).
    case redirectLoop(location: String)
    /// The server's redirects go on past what is followed: `hops` of them, or more.
    case tooManyRedirects(location: String, hops: Int)

    public var location: String {
        switch self {
        case .notFound(let l), .permissionDenied(let l), .unsupportedFormat(let l), .vanished(let l),
             .failed(let l, _), .unreachable(let l), .httpStatus(let l, _), .insecureConnection(let l),
             .webPageNeedsYtDlp(let l), .partsUnavailable(let l, _), .redirectLoop(let l),
             .tooManyRedirects(let l, _): return l
        }
    }
}
