// SPDX-License-Identifier: GPL-3.0-or-later

/// A track as a person chose it: by language and title, which carry over from one
/// episode to the next (track numbers do not).
public struct TrackPreference: Equatable, Sendable {
    public var language: String?
    public var title: String?
    public init(language: String?, title: String?) { self.language = language; self.title = title }

    public init(_ track: MediaTrack) { self.init(language: track.language, title: track.title) }

    /// The track in `tracks` this preference means: the same language and title, else the
    /// same language, else none.
    public func pick(from tracks: [MediaTrack]) -> MediaTrack? {
        if let exact = tracks.first(where: { $0.language == language && $0.title == title }) { return exact }
        guard let language else { return nil }
        return tracks.first { $0.language == language }
    }
}
