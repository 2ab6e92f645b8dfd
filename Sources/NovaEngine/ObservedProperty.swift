// SPDX-License-Identifier: GPL-3.0-or-later
import CMpv
import NovaCore

/// The mpv properties Nova watches; the raw value is the observation's reply id.
enum ObservedProperty: UInt64, CaseIterable {
    case timePos = 1, duration, pause, eofReached, seeking, volume, mute, speed
    case trackList, chapterList, chapter, videoParams, mediaTitle, idleActive, containerFps
    case playlistPosition, playlistCount, subtitleDelay, audioOutput, droppedFrames
    case subtitleVisibility, audioDelay, subtitleScale, loopStart, loopEnd, loopFile, panscan
    case hardwareDecoder, videoCodec, audioCodec, fileFormat, videoRotate, audioFilters, pausedForCache, cacheBuffering
    case decoderParams, framesInterlaced

    var name: String {
        switch self {
        case .timePos: "time-pos"
        case .duration: "duration"
        case .pause: "pause"
        case .eofReached: "eof-reached"
        case .seeking: "seeking"
        case .volume: "volume"
        case .mute: "mute"
        case .speed: "speed"
        case .trackList: "track-list"
        case .chapterList: "chapter-list"
        case .chapter: "chapter"
        case .videoParams: "video-params"
        case .mediaTitle: "media-title"
        case .idleActive: "idle-active"
        case .containerFps: "container-fps"
        case .playlistPosition: "playlist-pos"
        case .playlistCount: "playlist-count"
        case .subtitleDelay: "sub-delay"
        case .audioOutput: "current-ao"
        case .droppedFrames: "frame-drop-count"
        case .subtitleVisibility: "sub-visibility"
        case .audioDelay: "audio-delay"
        case .subtitleScale: "sub-scale"
        case .loopStart: "ab-loop-a"
        case .loopEnd: "ab-loop-b"
        case .loopFile: "loop-file"
        case .panscan: "panscan"
        case .hardwareDecoder: "hwdec-current"
        case .videoCodec: "video-codec"
        case .audioCodec: "audio-codec"
        case .fileFormat: "file-format"
        case .videoRotate: "video-rotate"
        case .audioFilters: "af"
        case .pausedForCache: "paused-for-cache"
        case .cacheBuffering: "cache-buffering-state"
        // The decoder's, before Nova's filters (video-params is after them).
        case .decoderParams: "video-dec-params"
        // Sent when it changes only, not with every frame.
        case .framesInterlaced: "video-frame-info/interlaced"
        }
    }

    var format: mpv_format {
        switch self {
        case .timePos, .duration, .volume, .speed, .containerFps, .subtitleDelay, .audioDelay, .subtitleScale,
             .panscan: MPV_FORMAT_DOUBLE
        case .pause, .eofReached, .seeking, .mute, .idleActive, .subtitleVisibility, .pausedForCache,
             .framesInterlaced: MPV_FORMAT_FLAG
        case .chapter, .playlistPosition, .playlistCount, .droppedFrames, .cacheBuffering: MPV_FORMAT_INT64
        // The loop points are "no" until set, loop-file is "inf", "no" or a count, and
        // video-rotate a number or "no": as text.
        case .mediaTitle, .audioOutput, .loopStart, .loopEnd, .loopFile, .hardwareDecoder, .videoCodec, .audioCodec,
             .fileFormat, .videoRotate: MPV_FORMAT_STRING
        case .trackList, .chapterList, .videoParams, .audioFilters, .decoderParams: MPV_FORMAT_NODE
        }
    }

    /// Copies a property change into the state; an unavailable property reads as nil/default.
    /// Numbers a file controls (its duration, rate, chapter times) are checked here, at the
    /// edge, so a crafted `inf` or 1e300 is an unknown value to the rest of Nova.
    func apply(_ change: mpv_event_property, to state: inout PlaybackState) {
        let data = change.format == MPV_FORMAT_NONE ? nil : change.data
        func double() -> Double? { data?.load(as: Double.self) }
        func flag() -> Bool? { data.map { $0.load(as: Int32.self) != 0 } }
        func string() -> String? { data.flatMap { $0.load(as: UnsafePointer<CChar>?.self) }.map { String(cString: $0) } }
        func node() -> MpvNode { data.map { MpvNode($0.load(as: mpv_node.self)) } ?? .none }
        switch self {
        // Unavailable: no position. An unbelievable one (a wrapped timestamp) keeps the last.
        case .timePos:
            state.position = data == nil ? nil : MediaNumbers.playbackTime(double()) ?? state.position
            if let position = state.position { state.positionReached = max(state.positionReached ?? position, position) }
        case .duration: state.duration = MediaNumbers.duration(double())
        case .pause: state.isPaused = flag() ?? true
        case .eofReached: state.isEndReached = flag() ?? false
        case .seeking: state.isSeeking = flag() ?? false
        case .volume: state.volume = double().flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? state.volume
        case .mute: state.isMuted = flag() ?? false
        case .speed: state.speed = MediaNumbers.speed(double()) ?? 1
        case .trackList: state.tracks = MediaTrackParsing.tracks(from: node())
        case .chapterList: state.chapters = MediaTrackParsing.chapters(from: node())
        case .chapter:
            let index = data.map { Int($0.load(as: Int64.self)) }
            state.chapterIndex = index.flatMap { $0 >= 0 ? $0 : nil }
        case .videoParams:
            let params = node()
            state.videoWidth = params["dw"]?.int ?? params["w"]?.int
            state.videoHeight = params["dh"]?.int ?? params["h"]?.int
        case .mediaTitle:
            state.title = string()
        case .idleActive:
            state.isIdle = flag() ?? false
            if state.isIdle { state.location = nil }
        case .containerFps: state.framesPerSecond = MediaNumbers.frameRate(double())
        case .playlistPosition:
            state.playlistPosition = data.map { Int($0.load(as: Int64.self)) }.flatMap { $0 >= 0 ? $0 : nil }
        case .playlistCount: state.playlistCount = data.map { Int($0.load(as: Int64.self)) } ?? 0
        case .subtitleDelay: state.subtitleDelay = MediaNumbers.delay(double()) ?? 0
        case .droppedFrames: state.droppedFrames = data.map { max(0, Int($0.load(as: Int64.self))) } ?? 0
        case .audioOutput: state.audioOutput = string()
        case .subtitleVisibility: state.subtitlesVisible = flag() ?? true
        case .audioDelay: state.audioDelay = MediaNumbers.delay(double()) ?? 0
        case .subtitleScale: state.subtitleScale = double().flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1
        case .loopStart: state.loopStart = MediaNumbers.time(string().flatMap(Double.init))
        case .loopEnd: state.loopEnd = MediaNumbers.time(string().flatMap(Double.init))
        case .loopFile: state.loopsFile = string() == "inf"
        case .panscan: state.zoom = double().flatMap { $0.isFinite ? min(1, max(0, $0)) : nil } ?? 0
        // "no" and "" mean no hardware decoder is in use.
        case .hardwareDecoder: state.hardwareDecoder = string().flatMap { $0.isEmpty || $0 == "no" ? nil : $0 }
        case .videoCodec: state.videoCodec = string()
        case .audioCodec: state.audioCodec = string()
        case .fileFormat: state.fileFormat = string()
        // "no" when the player turns the picture with a filter (`Player.turnPictureByFilter`),
        // which then says the turn itself.
        case .videoRotate:
            if let degrees = string().flatMap({ Int($0) }) { state.rotation = MediaNumbers.rotation(degrees) }
        case .pausedForCache: state.isBuffering = flag() ?? false
        // A percentage from mpv: held to 0…100 whatever it says.
        case .cacheBuffering: state.bufferedPercent = data.map { Int(min(100, max(0, $0.load(as: Int64.self)))) }
        case .decoderParams: state.pictureTransfer = node()["gamma"]?.string
        case .framesInterlaced: state.framesInterlaced = flag() ?? false
        case .audioFilters:
            // The chain as a list of filters; Nova's own is known by its label.
            if case .array(let filters) = node() {
                state.loudnessEvened = filters.contains { $0["label"]?.string == Player.loudnessLabel }
            } else {
                state.loudnessEvened = false
            }
        }
    }
}
