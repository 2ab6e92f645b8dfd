// SPDX-License-Identifier: GPL-3.0-or-later

/// Everything the interface and MPRIS show about playback, as one value.
/// The engine keeps it current; views and the MPRIS server only read it.
public struct PlaybackState: Equatable, Sendable {
    /// What is loaded: a local path or a URI, as given to the engine.
    public var location: String?
    public var title: String?
    public var position: Double?
    /// The furthest position playback reached since the file started or was last sought
    /// in: what an early end keeps when the player's clock jumped back by itself (mpv 0.40
    /// reports 0 where a file's timestamps run past int64). Shown nowhere: no field.
    public var positionReached: Double?
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
    /// Whether the selected subtitles are drawn (they can be hidden without turning them off).
    public var subtitlesVisible = true
    /// Seconds the sound is shifted by.
    public var audioDelay: Double = 0
    /// Subtitle text size, 1 being the file's own.
    public var subtitleScale: Double = 1
    /// The A and B points of a loop, each set in turn.
    public var loopStart: Double?
    public var loopEnd: Double?
    /// Whether the file starts again at its end.
    public var loopsFile = false
    /// Between fitting the picture in the area (0) and filling it, cropped (1).
    public var zoom: Double = 0
    /// What Video Information shows: the decoders and the container, as mpv names them.
    public var hardwareDecoder: String?
    public var videoCodec: String?
    public var audioCodec: String?
    public var fileFormat: String?
    /// The turn Nova gives the picture, in degrees clockwise (0, 90, 180, 270), on top of
    /// any the file itself asks for.
    public var rotation = 0
    /// Loudness is evened out (quiet voices up, loud scenes down).
    public var loudnessEvened = false
    /// Playback waits for the network to fill the cache, and how full it is (0…100).
    public var isBuffering = false
    public var bufferedPercent: Int?
    /// What the decoder says of the picture: its transfer function as mpv names it ("pq",
    /// "bt.1886", …) and whether its frames are interlaced.
    public var pictureTransfer: String?
    public var framesInterlaced = false

    public init() {}

    /// The parts of the state, as `changes(from:)` names them to whoever shows them.
    public enum Field: CaseIterable, Hashable, Sendable {
        case location, title, position, duration, paused, idle, endReached, seeking, volume, muted, speed
        case subtitleDelay, tracks, chapters, chapterIndex, videoSize, playlist, framesPerSecond, droppedFrames
        case audioOutput, subtitlesVisible, audioDelay, subtitleScale, loop, loopsFile, zoom, decoding, rotation, loudness, buffering
        case pictureProcessing

        /// Whether this part differs between two states: the one list of which members make
        /// up each part (the switch is exhaustive, so a new field says what it covers).
        public func differs(_ a: PlaybackState, _ b: PlaybackState) -> Bool {
            switch self {
            case .location: a.location != b.location
            case .title: a.title != b.title
            case .position: a.position != b.position
            case .duration: a.duration != b.duration
            case .paused: a.isPaused != b.isPaused
            case .idle: a.isIdle != b.isIdle
            case .endReached: a.isEndReached != b.isEndReached
            case .seeking: a.isSeeking != b.isSeeking
            case .volume: a.volume != b.volume
            case .muted: a.isMuted != b.isMuted
            case .speed: a.speed != b.speed
            case .subtitleDelay: a.subtitleDelay != b.subtitleDelay
            case .tracks: a.tracks != b.tracks
            case .chapters: a.chapters != b.chapters
            case .chapterIndex: a.chapterIndex != b.chapterIndex
            case .videoSize: a.videoWidth != b.videoWidth || a.videoHeight != b.videoHeight
            case .playlist: a.playlistPosition != b.playlistPosition || a.playlistCount != b.playlistCount
            case .framesPerSecond: a.framesPerSecond != b.framesPerSecond
            case .droppedFrames: a.droppedFrames != b.droppedFrames
            case .audioOutput: a.audioOutput != b.audioOutput
            case .subtitlesVisible: a.subtitlesVisible != b.subtitlesVisible
            case .audioDelay: a.audioDelay != b.audioDelay
            case .subtitleScale: a.subtitleScale != b.subtitleScale
            case .loop: a.loopStart != b.loopStart || a.loopEnd != b.loopEnd
            case .loopsFile: a.loopsFile != b.loopsFile
            case .zoom: a.zoom != b.zoom
            case .decoding: a.hardwareDecoder != b.hardwareDecoder || a.videoCodec != b.videoCodec
                || a.audioCodec != b.audioCodec || a.fileFormat != b.fileFormat
            case .rotation: a.rotation != b.rotation
            case .loudness: a.loudnessEvened != b.loudnessEvened
            case .buffering: a.isBuffering != b.isBuffering || a.bufferedPercent != b.bufferedPercent
            case .pictureProcessing: a.pictureTransfer != b.pictureTransfer || a.framesInterlaced != b.framesInterlaced
            }
        }
    }

    /// Which parts differ from `before`: what a view showing them has to show anew.
    public func changes(from before: PlaybackState) -> Set<Field> {
        Set(Field.allCases.lazy.filter { $0.differs(self, before) })
    }

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

    /// The turn the playing video's file asks for itself (degrees clockwise).
    public var fileRotation: Int { tracks(of: .video).first { $0.isSelected }?.rotation ?? 0 }

    /// A moving picture, on screen or turned off while nobody can see it (not a song's
    /// cover): what a locked screen or a hidden window pauses.
    public var hasVideo: Bool { hasMedia && tracks.contains { $0.kind == .video && !$0.isCoverArt } }

    /// A moving picture is on screen (what pauses when nobody can see it): known from the
    /// track list, which comes before the first frame's size does.
    public var showsVideo: Bool { hasMedia && tracks.contains { $0.kind == .video && $0.isSelected && !$0.isCoverArt } }
}
