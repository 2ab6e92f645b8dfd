// SPDX-License-Identifier: GPL-3.0-or-later

/// Everything the interface and MPRIS show about playback, as one value.
/// The engine keeps it current; views and the MPRIS server only read it.
public struct PlaybackState: Equatable, Sendable {
    /// What is loaded: a local path or a URI, as given to the engine.
    public var location: String?
    public var title: String?
    public var position: Double?
    public var duration: Double?
    public var isPaused = true
    public var isIdle = true
    public var isEndReached = false
    public var isSeeking = false
    /// mpv's volume, 0…100 (more with boost).
    public var volume: Double = 100
    public var isMuted = false
    public var speed: Double = 1
    /// Seconds subtitles are shifted by.
    public var subtitleDelay: Double = 0
    public var tracks: [MediaTrack] = []
    public var chapters: [Chapter] = []
    public var chapterIndex: Int?
    public var videoWidth: Int?
    public var videoHeight: Int?
    /// Where the file is in mpv's playlist, and how many entries it has.
    public var playlistPosition: Int?
    public var playlistCount = 0
    /// Container frame rate when constant; nil for audio or unknown rate.
    public var framesPerSecond: Double?
    /// Frames the video output dropped to keep up, since the file started.
    public var droppedFrames = 0
    /// The sound output in use ("pipewire", "alsa"; "null" when there is none).
    public var audioOutput: String?

    public init() {}

    public var hasMedia: Bool { location != nil && !isIdle }

    /// Playing means media is loaded, not paused and not at its end.
    public var isPlaying: Bool { hasMedia && !isPaused && !isEndReached }

    public func tracks(of kind: MediaTrack.Kind) -> [MediaTrack] { tracks.filter { $0.kind == kind } }

    /// Sound with no moving picture (a song, perhaps with its cover): it plays on in the
    /// background and does not keep the screen awake. Unknown until the tracks are listed.
    public var isAudioOnly: Bool {
        hasMedia && !tracks.isEmpty && !tracks.contains { $0.kind == .video && !$0.isCoverArt }
    }

    /// Sound with no picture at all, not even a cover: the window shows what plays instead.
    public var needsPicturePlaceholder: Bool { isAudioOnly && !tracks.contains { $0.kind == .video } }

    /// A moving picture is on screen (what pauses when nobody can see it): known from the
    /// track list, which comes before the first frame's size does.
    public var showsVideo: Bool { hasMedia && tracks.contains { $0.kind == .video && $0.isSelected && !$0.isCoverArt } }
}
