// SPDX-License-Identifier: GPL-3.0-or-later

/// Where an address leads, followed redirect by redirect. ffmpeg gives up on a redirect
/// loop (or a long chain) without a word, and mpv says only "loading failed": Nova asks
/// the server itself (`AddressProbe`) and words the failure from the chain it finds.
public struct RedirectChain: Sendable {
    /// As many redirects as a browser follows.
    public static let limit = 20
    /// As many as ffmpeg follows; at the next it gives up without a word (5.1 and 7.1
    /// alike: a loop is asked for nine times).
    public static let followedByFfmpeg = 8

    public enum Verdict: Equatable, Sendable {
        /// The chain came back to an address it had passed: it never ends.
        case loop
        /// More than `limit` redirects, each to a new address.
        case tooMany
        /// The last address answered with this status, after `hops` redirects.
        case ended(status: Int, hops: Int)
        /// No answer could be had (no network, a timeout, something that is not HTTP).
        case unknown
    }

    public enum Step: Equatable, Sendable {
        case follow(String)
        case done(Verdict)
    }

    /// The addresses passed, the first one included.
    public private(set) var addresses: [String]

    public init(from address: String) { addresses = [address] }

    /// The last address answered `status` (nil: no answer); `location` is its Location
    /// header made absolute. What to do next.
    public mutating func answered(status: Int?, location: String?) -> Step {
        guard let status, (100...599).contains(status) else { return .done(.unknown) }
        guard (300...399).contains(status), let location, !location.isEmpty else {
            return .done(.ended(status: status, hops: addresses.count - 1))
        }
        if addresses.contains(location) { return .done(.loop) }
        if addresses.count > Self.limit { return .done(.tooMany) }
        addresses.append(location)
        return .follow(location)
    }

    /// The address worth following for this failure: only a web address whose failure
    /// mpv could not word (a redirect loop looks exactly like that).
    public static func addressToFollow(for error: PlaybackError) -> String? {
        guard case .failed(let location, _) = error, LocationInput.isWeb(location) else { return nil }
        return location
    }

    /// The failure as the chain shows it; `error` when the chain tells nothing more.
    public static func failure(_ verdict: Verdict, rewording error: PlaybackError) -> PlaybackError {
        switch verdict {
        case .loop: return .redirectLoop(location: error.location)
        case .tooMany: return .tooManyRedirects(location: error.location, hops: limit)
        case .ended(let status, _) where status >= 400: return .httpStatus(location: error.location, code: status)
        // A video at the end of a chain longer than ffmpeg follows.
        case .ended(let status, let hops) where (200...299).contains(status) && hops > followedByFfmpeg:
            return .tooManyRedirects(location: error.location, hops: hops)
        case .ended, .unknown: return error
        }
    }
}
