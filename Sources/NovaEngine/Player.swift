// SPDX-License-Identifier: GPL-3.0-or-later
import CMpv
import Foundation
import NovaCore

/// The one owner of Nova's mpv handle: options, observation, commands and events.
///
/// Not thread-safe: use it from one thread (the GLib main thread in the app). mpv calls
/// `wakeupHandler` from its own thread; the handler must only hop to the owner's thread
/// and call `drainEvents()` there.
public final class Player {
    public enum LoadMode: Sendable { case replace, append }

    /// What Nova currently knows of playback.
    public private(set) var state = PlaybackState()
    /// Receives every event after `state` has been updated.
    public var onEvent: ((PlayerEvent) -> Void)?

    let handle: OpaquePointer
    private var wakeupBox: Unmanaged<WakeupBox>?
    private var terminated = false
    /// The file being played, as it was asked for, and whether it had loaded.
    private var current: (location: String, loaded: Bool)?
    /// What was asked for, by mpv playlist entry id.
    private var requestedLocations: [Int64: String] = [:]
    /// What mpv refused in the person's configuration, to report at the first drain.
    private var configurationProblems: [String] = []
    /// The sound output asked for (nil: mpv's choice).
    private let requestedAudioOutput: String?
    /// Whether web pages can be read (yt-dlp is there), for wording a page that failed.
    private var pagesReadable = false
    /// What mpv warned of while the file opened (from its start to its loading; a few lines).
    private var openingLog: [String] = []
    private var collectsLog = false
    /// A stream that failed while opening, told once mpv's words about it have arrived:
    /// mpv hands out its log lines only when no other event waits, so they come after the
    /// failure (and after the next file's start, when a playlist moves on).
    private var pendingFailure: (location: String, error: PlaybackError)?
    /// The playing entry's mpv id.
    private var currentEntry: Int64?
    /// A location just read as a playlist, judged once mpv's words about it have come.
    private var expansion: PlaylistExpansion?
    private var withdrawn = WithdrawnEntries()

    public init(options: PlayerOptions = PlayerOptions()) throws {
        requestedAudioOutput = options.audioOutput
        // mpv refuses to start unless numbers are formatted the C way.
        setlocale(LC_NUMERIC, "C")
        guard let handle = mpv_create() else { throw EngineError.creationFailed }
        self.handle = handle
        for option in options.mpvOptions {
            let status = mpv_set_option_string(handle, option.name, option.value)
            // Failing here, the object is whole: deinit's terminate() destroys mpv, once.
            if status < 0 {
                throw EngineError.optionRejected(name: option.name, value: option.value, reason: Self.describe(status))
            }
        }
        // Warnings and errors, asked for once (asking again at another level drops what
        // waits): what mpv refuses in the person's mpv.conf, read during initialization,
        // and what ffmpeg says while a stream opens (404, no network, TLS), which mpv's
        // end reason does not carry.
        mpv_request_log_messages(handle, "warn")
        pagesReadable = options.webPageReader != nil
        let status = mpv_initialize(handle)
        if status < 0 {
            throw EngineError.initializationFailed(Self.describe(status))
        }
        // mpv.conf was read in there: its errors are waiting now, and are said at the first drain.
        while let event = mpv_wait_event(handle, 0)?.pointee, event.event_id != MPV_EVENT_NONE {
            guard options.loadUserConfig, event.event_id == MPV_EVENT_LOG_MESSAGE,
                  let message = event.data?.assumingMemoryBound(to: mpv_event_log_message.self).pointee,
                  message.log_level.rawValue <= MPV_LOG_LEVEL_ERROR.rawValue, let text = message.text else { continue }
            let line = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
            if !line.isEmpty { configurationProblems.append(line) }
        }
        for property in ObservedProperty.allCases {
            mpv_observe_property(handle, property.rawValue, property.name, property.format)
        }
    }

    deinit { terminate() }

    /// Stops observing and destroys mpv. Free any `GLRenderer` first.
    public func terminate() {
        guard !terminated else { return }
        terminated = true
        mpv_unobserve_property(handle, 0)
        for property in ObservedProperty.allCases { mpv_unobserve_property(handle, property.rawValue) }
        mpv_set_wakeup_callback(handle, nil, nil)
        wakeupBox?.release()
        wakeupBox = nil
        mpv_terminate_destroy(handle)
    }

    // MARK: Events

    /// Called on mpv's thread whenever events wait; only hop threads in it.
    public func setWakeupHandler(_ handler: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(WakeupBox(handler))
        mpv_set_wakeup_callback(handle, { context in
            guard let context else { return }
            Unmanaged<WakeupBox>.fromOpaque(context).takeUnretainedValue().handler()
        }, box.toOpaque())
        wakeupBox?.release()
        wakeupBox = box
    }

    /// Handles every waiting event without blocking.
    public func drainEvents() { waitForEvents(timeout: 0) }

    /// Waits up to `timeout` seconds for the first event, then handles all that wait.
    /// For headless use (tests, thumbnailers) where no main loop drives the wakeups.
    public func waitForEvents(timeout: Double) {
        guard !terminated else { return }
        var wait = timeout
        // The state as last reported: what changed since is said in one `.stateChanged`.
        var reported = state
        for line in configurationProblems { onEvent?(.configurationProblem(line)) }
        configurationProblems = []
        while true {
            guard let event = mpv_wait_event(handle, wait)?.pointee, event.event_id != MPV_EVENT_NONE else { break }
            wait = 0
            if event.event_id == MPV_EVENT_SHUTDOWN { reportWhatAwaitedWords(flushing: &reported) }
            if handle(event, reported: &reported) { break }
        }
        reportWhatAwaitedWords(flushing: &reported)
        flush(&reported)
    }

    /// What waited for mpv's words (they come after the events of a drain): a location
    /// read as a playlist, and a stream's failure.
    private func reportWhatAwaitedWords(flushing reported: inout PlaybackState) {
        judgeExpansion(flushing: &reported)
        reportPendingFailure(flushing: &reported)
    }

    /// A stream in parts whose parts failed is one failure of its address, and its parts
    /// leave the playlist; a playlist's entry gets what it did (`PlaylistExpansion`).
    private func judgeExpansion(flushing reported: inout PlaybackState) {
        guard let judged = expansion else { return }
        expansion = nil
        if let failure = StreamFailure.partsFailed(location: judged.location, log: openingLog) {
            withdraw(judged.entries)
            openingLog = []
            emit(.failed(failure), flushing: &reported)
            return
        }
        for event in judged.held { deliver(event, flushing: &reported) }
        if let failure = judged.heldFailure { pendingFailure = failure }
    }

    /// Takes mpv's playlist entries with these ids out (mpv stops the one it may have started).
    private func withdraw(_ entries: ClosedRange<Int64>) {
        withdrawn.add(entries)
        let count = getInt("playlist-count") ?? 0
        // They are contiguous: found once, each removal brings the next to the same index.
        guard let index = (0..<count).first(where: { getInt("playlist/\($0)/id").map { entries.contains(Int64($0)) } ?? false })
        else { return }
        while let id = getInt("playlist/\(index)/id"), entries.contains(Int64(id)) {
            guard (try? command(["playlist-remove", String(index)])) != nil else { return }
        }
    }

    /// Words a stream's failure from what mpv said while opening it (`StreamFailure`).
    private func reportPendingFailure(flushing reported: inout PlaybackState) {
        guard let pending = pendingFailure else { return }
        pendingFailure = nil
        let worded = StreamFailure.classify(location: pending.location, log: openingLog, ytDlpAvailable: pagesReadable,
                                            notMedia: pending.error == .unsupportedFormat(location: pending.location))
        // What came in with it may be the next file's opening: that one starts its own.
        openingLog = []
        emit(.failed(worded ?? pending.error), flushing: &reported)
    }

    /// Reports what changed of the state since `reported`, if anything did.
    private func flush(_ reported: inout PlaybackState) {
        let changes = state.changes(from: reported)
        reported = state
        if !changes.isEmpty { onEvent?(.stateChanged(changes)) }
    }

    /// Returns true when no more events can come (shutdown).
    private func handle(_ event: mpv_event, reported changed: inout PlaybackState) -> Bool {
        switch event.event_id {
        case MPV_EVENT_PROPERTY_CHANGE:
            guard let property = ObservedProperty(rawValue: event.reply_userdata),
                  let data = event.data?.assumingMemoryBound(to: mpv_event_property.self).pointee else { return false }
            let before = state
            property.apply(data, to: &state)
            if property == .trackList, state.fileRotation != before.fileRotation { applyTurn() }
            if property == .framesInterlaced, PictureProcessing.deinterlaces(framesInterlaced: state.framesInterlaced) {
                deinterlaceFromNowOn()
            }
            if property == .decoderParams, state.pictureTransfer != before.pictureTransfer { applyRangeMapping() }
            if property == .eofReached, state.isEndReached, !before.isEndReached {
                emitEnd(flushing: &changed)
            }
        case MPV_EVENT_LOG_MESSAGE:
            guard let message = event.data?.assumingMemoryBound(to: mpv_event_log_message.self).pointee,
                  let text = message.text else { return false }
            // Kept only while a file opens (or its failure waits for them): a stream's
            // warnings later on cost nothing but this check.
            guard collectsLog || pendingFailure != nil || expansion != nil else { return false }
            let line = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !line.isEmpty else { return false }
            openingLog.append((message.prefix.map { String(cString: $0) + ": " } ?? "") + line)
            if openingLog.count > 40 { openingLog.removeFirst(openingLog.count - 40) }
        case MPV_EVENT_START_FILE:
            let entry = event.data?.assumingMemoryBound(to: mpv_event_start_file.self).pointee.playlist_entry_id
            currentEntry = entry
            if withdrawn.contains(entry) { return false }
            // The words of a failure or a playlist still waiting are theirs: kept for them.
            if pendingFailure == nil, expansion == nil { openingLog = [] }
            collectsLog = true
            stopDeinterlacing()
            // The location as it was asked for: mpv's own `path` is decoded text, which
            // cannot carry a file name that is not UTF-8. An entry read from a playlist
            // has the name the playlist gave it (`path` may not be set yet).
            let location = entry.flatMap { requestedLocations[$0] ?? entryName(id: $0) } ?? getString("path") ?? ""
            current = (location, false)
            deliver(.startFile(location: location), flushing: &changed)
        case MPV_EVENT_FILE_LOADED:
            if withdrawn.contains(currentEntry) { return false }
            collectsLog = false
            if let location = current?.location { current = (location, true) }
            // The file's own turn, asked now: the observed track list comes only after the
            // events already waiting, and a frame decoded before the filter would show (or,
            // for a preview, be kept) sideways.
            if turnsByFilter { applyTurn(fileRotation: MediaNumbers.rotation(getInt("current-tracks/video/demux-rotation"))) }
            setString("hr-seek-demuxer-offset", String(SeekPolicy.demuxerLead(forFormat: getString("file-format"))))
            deliver(.fileLoaded(location: current?.location ?? state.location ?? ""), flushing: &changed)
        case MPV_EVENT_PLAYBACK_RESTART:
            // After a seek, playback goes on from where it landed.
            state.positionReached = state.position
            if !withdrawn.contains(currentEntry) { deliver(.playbackRestarted, flushing: &changed) }
        case MPV_EVENT_END_FILE:
            guard let end = event.data?.assumingMemoryBound(to: mpv_event_end_file.self).pointee,
                  !withdrawn.contains(end.playlist_entry_id) else { return false }
            if end.reason == MPV_END_FILE_REASON_REDIRECT, expansion == nil, let location = current?.location {
                expansion = PlaylistExpansion(location: location, firstId: end.playlist_insert_id,
                                              count: end.playlist_insert_num_entries)
            }
            if end.reason == MPV_END_FILE_REASON_ERROR {
                let location = current?.location ?? state.location ?? ""
                let error = PlaybackErrorClassifier.classify(location: location, mpvError: end.error,
                                                             hadLoaded: current?.loaded ?? false,
                                                             reason: Self.describe(end.error))
                // From the network, while opening, what ffmpeg said tells more than mpv's end reason.
                if expansion?.holds(end.playlist_entry_id) == true {
                    expansion?.hold(failure: location, error)
                } else if LocationInput.isNetwork(location), !(current?.loaded ?? false) {
                    pendingFailure = (location, error)
                } else {
                    emit(.failed(error), flushing: &changed)
                }
            }
        case MPV_EVENT_COMMAND_REPLY:
            flush(&changed)
            commandReplied(event)
        case MPV_EVENT_SHUTDOWN:
            emit(.shutdown, flushing: &changed)
            return true
        default:
            break
        }
        return false
    }

    private func emit(_ event: PlayerEvent, flushing reported: inout PlaybackState) {
        // State changes seen before this event are reported before it, so order holds.
        flush(&reported)
        onEvent?(event)
    }

    /// Emits what the playing entry did, or holds it while that entry's playlist awaits
    /// judgement (`PlaylistExpansion`). A start is where the state takes the new location.
    private func deliver(_ event: PlayerEvent, flushing reported: inout PlaybackState) {
        if expansion?.holds(currentEntry) == true {
            expansion?.hold(event)
            return
        }
        if case .startFile(let location) = event {
            state.location = location
            state.positionReached = nil
        }
        emit(event, flushing: &reported)
    }

    /// The name mpv's playlist gives the entry with this id. Looked for where mpv plays
    /// and just around it: by the time its start is handled, mpv may have moved on.
    private func entryName(id: Int64) -> String? {
        guard let playing = getInt("playlist-playing-pos") ?? getInt("playlist-pos"), playing >= 0 else { return nil }
        for index in [playing] + (1...8).flatMap({ [playing - $0, playing + $0] }) where index >= 0 {
            if getInt("playlist/\(index)/id").map(Int64.init) == id { return getString("playlist/\(index)/filename") }
        }
        return nil
    }

    private func emitEnd(flushing reported: inout PlaybackState) {
        guard !withdrawn.contains(currentEntry) else { return }
        // A file cut short because it disappeared is an error, not an ending.
        if let location = current?.location, case .early = PlaybackEnding(state),
           let error = PlaybackErrorClassifier.vanishedAtEnd(location: location) {
            deliver(.failed(error), flushing: &reported)
        } else {
            deliver(.endReached, flushing: &reported)
        }
    }

    // MARK: Commands

    /// Opens a local path or a URI. Problems mpv cannot word well (a missing or unreadable
    /// local file) are found before loading and thrown; the rest arrive as `.failed` events.
    public func load(_ location: String, mode: LoadMode = .replace, startingAt start: Double? = nil) throws {
        if let problem = PlaybackErrorClassifier.checkBeforeLoading(location) { throw problem }
        // Starting there directly shows no frame from the beginning first.
        try command(named: [("name", "loadfile"), ("url", location),
                            ("flags", mode == .replace ? "replace" : "append-play")],
                    options: start.map { [("start", Self.number($0))] } ?? [])
        if mode == .replace { requestedLocations.removeAll() }
        // Remember which playlist entry is which request, to name it exactly later.
        if let count = getInt("playlist-count"), count > 0, let id = getInt("playlist/\(count - 1)/id") {
            requestedLocations[Int64(id)] = location
        }
    }

    public func play() { setFlag("pause", false) }
    public func pause() { setFlag("pause", true) }
    public func togglePause() { state.isPaused ? play() : pause() }

    /// The next or previous playlist entry.
    public func playlistStep(forward: Bool) { try? command([forward ? "playlist-next" : "playlist-prev"]) }

    /// Steps a track property (`sid`, `aid`) to the next or previous track, "no" included.
    public func cycleTrack(_ kind: MediaTrack.Kind, forward: Bool) {
        let property = kind == .audio ? "aid" : kind == .subtitle ? "sid" : "vid"
        try? command(forward ? ["cycle", property] : ["cycle", property, "down"])
    }

    // The values these change arrive observed, in `state`, with a `.stateChanged` naming them.
    public func setSubtitlesVisible(_ visible: Bool) { setFlag("sub-visibility", visible) }
    public func changeSubtitleDelay(by seconds: Double) { try? command(["add", "sub-delay", Self.number(seconds)]) }
    /// Moves the subtitle delay so that the next subtitle line shows now ("sync to now").
    /// Returns false when mpv knows no next line yet (paused right after a seek, it has
    /// read none ahead) and nothing moved: the command's own outcome, read at once.
    public func syncNextSubtitleToNow() -> Bool {
        let before = getDouble("sub-delay")
        try? command(["sub-step", "1"])
        return getDouble("sub-delay") != before
    }
    public func changeAudioDelay(by seconds: Double) { try? command(["add", "audio-delay", Self.number(seconds)]) }
    /// Subtitle text size, 1 being the file's own.
    public func setSubtitleScale(_ scale: Double) { setDouble("sub-scale", min(4, max(0.3, scale))) }
    /// Adds an external subtitle file and shows it. Reading it can take seconds (30 MB of
    /// SubRip: 5.6 s), so mpv does it on a thread of its own; `done` is called on the
    /// owner's thread when it is in, or with why not.
    public func loadSubtitles(_ path: String, done: @escaping (EngineError?) -> Void) {
        commandInBackground(["sub-add", path, "select"], done: done)
    }
    /// Writes the frame on screen (without subtitles or the interface) to `path`; the
    /// file name's extension picks the format. Encoding and writing happen off the owner's
    /// thread; `done` is called on it.
    public func saveScreenshot(to path: String, done: @escaping (EngineError?) -> Void) {
        commandInBackground(["screenshot-to-file", path, "video"], done: done)
    }

    /// mpv's safe choice of hardware decoders, or none; mpv applies it from the next file
    /// (or the next decoder reset).
    public func setHardwareDecoding(_ on: Bool) { setString("hwdec", on ? "auto-safe" : "no") }
    /// Language lists in order of preference ("de,en"), as mpv's `alang` and `slang` take them.
    public func setPreferredLanguages(audio: String? = nil, subtitles: String? = nil) {
        if let audio { setString("alang", audio) }
        if let subtitles { setString("slang", subtitles) }
    }

    /// Sets, then clears, the A and B points of a loop (mpv's own cycle).
    public func abLoop() { try? command(["ab-loop"]) }
    public func setLoopFile(_ on: Bool) { setString("loop-file", on ? "inf" : "no") }

    /// mpv found no sound device and plays in silence (unless silence was asked for).
    public var hasNoSoundOutput: Bool { state.audioOutput == "null" && requestedAudioOutput != "null" }

    /// Makes the sound output anew (the sound server came back after going away: mpv's
    /// old output plays into nothing). `done` hears whether mpv could.
    public func reloadSoundOutput(done: @escaping (EngineError?) -> Void) {
        commandInBackground(["ao-reload"], done: done)
    }

    /// Stops playback and unloads the file.
    public func stop() { try? command(["stop"]) }

    /// Seeks to an absolute time (seconds) or by an offset.
    public func seek(to seconds: Double, precision: SeekPolicy.Precision = .exact) {
        try? command(["seek", Self.number(seconds), precision == .exact ? "absolute+exact" : "absolute+keyframes"])
    }

    public func seek(by seconds: Double, precision: SeekPolicy.Precision = .keyframe) {
        try? command(["seek", Self.number(seconds), precision == .exact ? "relative+exact" : "relative+keyframes"])
    }

    /// Shows the next (or previous) frame and pauses.
    public func frameStep(forward: Bool = true) { try? command([forward ? "frame-step" : "frame-back-step"]) }

    /// Picks a track by its id; nil turns the kind off (subtitles) or picks none.
    public func selectTrack(_ kind: MediaTrack.Kind, id: Int?) {
        let property = switch kind { case .audio: "aid"; case .subtitle: "sid"; case .video: "vid" }
        setString(property, id.map(String.init) ?? "no")
    }

    /// Turns the picture a number of degrees clockwise (0, 90, 180, 270), on top of the
    /// turn the file asks for itself.
    /// The turn is in `state` at once (mpv's report of `video-rotate` only confirms it), so
    /// what is asked next (a remembered turn) compares with what was asked last.
    public func setRotation(_ degrees: Int) {
        let degrees = MediaNumbers.rotation(degrees)
        guard degrees != state.rotation else { return }
        state.rotation = degrees
        if turnsByFilter { applyTurn() } else { setString("video-rotate", String(degrees)) }
        onEvent?(.stateChanged([.rotation]))
    }

    /// mpv 0.35's software renderer aborts on a picture turned a quarter (it is told the
    /// renderer turns it, and it cannot: fixed in mpv in 2026, not in Debian 12's). Where it
    /// draws, mpv turns nothing itself (`video-rotate=no`); the turn is made elsewhere.
    public func keepPictureUnturned() { setString("video-rotate", "no") }

    /// The picture turned by a filter before it reaches the software renderer: the file's
    /// own turn and Nova's in one (the player's picture; previews turn their own pixels).
    public func turnPictureByFilter() {
        guard !turnsByFilter else { return }
        turnsByFilter = true
        keepPictureUnturned()
        applyTurn()
    }

    private var turnsByFilter = false
    /// The filter graph in mpv's chain now (nil: none).
    private var appliedTurn: String?
    private static let turnLabel = "nova-turn"

    /// Puts the filter for the file's turn and Nova's in the chain (called again when the
    /// tracks change: another file, another video track).
    private func applyTurn(fileRotation: Int? = nil) {
        guard turnsByFilter else { return }
        let graph = PictureTurn.filterGraph(degrees: (fileRotation ?? state.fileRotation) + state.rotation)
        replaceVideoFilter(Self.turnLabel, with: graph, applied: &appliedTurn)
    }

    /// Puts Nova's filter `label` in mpv's video chain as `graph` (nil: none), unless it
    /// is there already as `applied`, which then holds what the chain has.
    private func replaceVideoFilter(_ label: String, with graph: String?, applied: inout String?) {
        guard graph != applied else { return }
        if applied != nil { try? command(["vf", "remove", "@\(label)"]) }
        if let graph { try? command(["vf", "add", "@\(label):lavfi=[\(graph)]"]) }
        applied = graph
    }

    /// Whether Nova turned deinterlacing on for the file playing (a person's own
    /// `deinterlace=yes` in mpv.conf is left alone).
    private var deinterlacing = false

    /// The decoder has given interlaced frames: deinterlaced until the file changes (the
    /// frames mpv reports are the ones shown, which are not interlaced once deinterlaced).
    private func deinterlaceFromNowOn() {
        guard !deinterlacing, getString("deinterlace") != "yes" else { return }
        deinterlacing = true
        setString("deinterlace", "yes")
    }

    private func stopDeinterlacing() {
        guard deinterlacing else { return }
        deinterlacing = false
        setString("deinterlace", "no")
    }

    /// Where the software renderer draws: a high dynamic range is mapped to the standard
    /// one by a filter before it (`PictureProcessing.mapsRangeByFilter`).
    public func mapRangeByFilter() {
        guard !mapsRangeByFilter else { return }
        mapsRangeByFilter = true
        applyRangeMapping()
    }

    private var mapsRangeByFilter = false
    /// The range-mapping graph in mpv's chain now (nil: none).
    private var appliedRangeMapping: String?
    private static let rangeLabel = "nova-range"
    /// Linear light with SDR white at 203 cd/m² (BT.2408's reference white), highlights
    /// rolled off by Möbius (linear up to 0.3 of white, so greys keep their value), then
    /// BT.709 as an SDR picture is.
    static let rangeMappingGraph = "zscale=t=linear:npl=203,format=gbrpf32le,tonemap=tonemap=mobius:desat=0,"
        + "zscale=t=bt709:m=bt709:p=bt709:r=tv,format=yuv420p"

    private func applyRangeMapping() {
        let wanted = PictureProcessing.mapsRangeByFilter(transfer: state.pictureTransfer,
                                                         drawnBySoftware: mapsRangeByFilter)
        replaceVideoFilter(Self.rangeLabel, with: wanted ? Self.rangeMappingGraph : nil, applied: &appliedRangeMapping)
    }

    /// Decoding and drawing the picture off (sound alone plays on), or back on: mpv then
    /// brings the picture back at the current position.
    public func setVideoDecoding(_ on: Bool) { setString("vid", on ? "auto" : "no") }

    /// The label of Nova's loudness filter in mpv's audio chain (a person's own filters stay).
    static let loudnessLabel = "nova-loudness"

    /// Evens out loudness, or plays it as recorded: ffmpeg's dynamic normaliser, which
    /// lifts quiet passages and holds loud ones without the lag of a whole-file measure.
    /// Asked twice before mpv reports the first, it still ends as last asked: what was
    /// asked last counts before mpv's report (the chain outlives files, and so does this).
    public func setLoudnessEvened(_ on: Bool) {
        if loudnessAsked ?? state.loudnessEvened { try? command(["af", "remove", "@\(Self.loudnessLabel)"]) }
        if on { try? command(["af", "add", "@\(Self.loudnessLabel):lavfi=[dynaudnorm=f=250:g=15]"]) }
        loudnessAsked = on
    }

    private var loudnessAsked: Bool?

    public func setVolume(_ volume: Double) { setDouble("volume", max(0, volume)) }
    public func setMuted(_ muted: Bool) { setFlag("mute", muted) }
    public func setSpeed(_ speed: Double) { setDouble("speed", speed) }
    /// Between fitting the picture in the area (0) and filling it, cropped (1).
    public func setZoom(_ fill: Double) { setDouble("panscan", min(1, max(0, fill))) }

    /// Where playback is this moment, asked of mpv (for MPRIS clients, which ask for the
    /// position rather than being told it); the observed `state.position` otherwise.
    public var currentPosition: Double? { MediaNumbers.playbackTime(getDouble("time-pos")) ?? state.position }

    /// The file's length asked of mpv this moment (it knows it once the file is loaded: the
    /// observed `state.duration` may arrive after the first frame); the observed one otherwise.
    public var currentDuration: Double? { MediaNumbers.duration(getDouble("duration")) ?? state.duration }

    /// Commands running in the background, by the reply id mpv hands back with their outcome.
    private var runningCommands: [UInt64: (words: [String], done: (EngineError?) -> Void)] = [:]
    private var nextCommandID: UInt64 = 1

    /// Runs an mpv command that reads or writes files without waiting for it: mpv gives
    /// such commands a thread of their own. `done` is called from `drainEvents` with the
    /// outcome. Only for commands nothing after them depends on: mpv runs waiting calls
    /// at once, ahead of queued ones, so order between the two kinds is not kept.
    func commandInBackground(_ words: [String], done: @escaping (EngineError?) -> Void) {
        let id = nextCommandID
        nextCommandID += 1
        let status = words.withCStringArray { mpv_command_async(handle, id, $0) }
        if status < 0 {
            done(.commandFailed(command: words.joined(separator: " "), reason: Self.describe(status)))
        } else {
            runningCommands[id] = (words, done)
        }
    }

    private func commandReplied(_ event: mpv_event) {
        guard let running = runningCommands.removeValue(forKey: event.reply_userdata) else { return }
        running.done(event.error < 0 ? .commandFailed(command: running.words.joined(separator: " "),
                                                     reason: Self.describe(event.error)) : nil)
    }

    /// Runs an mpv command given as words.
    func command(_ words: [String]) throws {
        let status = words.withCStringArray { mpv_command(handle, $0) }
        if status < 0 {
            throw EngineError.commandFailed(command: words.joined(separator: " "), reason: Self.describe(status))
        }
    }

    /// Runs an mpv command by its arguments' names (`name` is the command), with
    /// `options` as its map of per-file options: never by position, which changes between
    /// mpv versions (0.38 put `index` before `loadfile`'s options).
    func command(named arguments: [(String, String)], options: [(String, String)] = []) throws {
        let status = arguments.map(\.0).withCStringArray { keys in
            arguments.map(\.1).withCStringArray { values in
                options.map(\.0).withCStringArray { optionKeys in
                    options.map(\.1).withCStringArray { optionValues in
                        nova_mpv_command_named(handle, keys, values, Int32(arguments.count), "options",
                                               optionKeys, optionValues, Int32(options.count))
                    }
                }
            }
        }
        if status < 0 {
            let words = arguments.map { "\($0.0)=\($0.1)" } + options.map { "\($0.0)=\($0.1)" }
            throw EngineError.commandFailed(command: words.joined(separator: " "), reason: Self.describe(status))
        }
    }

    // MARK: Properties

    func getString(_ name: String) -> String? {
        guard let raw = mpv_get_property_string(handle, name) else { return nil }
        defer { mpv_free(raw) }
        return String(cString: raw)
    }

    /// The frame rate for aligning exact seeks (never for showing: that is
    /// `state.framesPerSecond`); asked of mpv directly when its observation has not
    /// arrived yet (right after loading), so the first seek lands on its frame too.
    public var framesPerSecond: Double? {
        state.framesPerSecond ?? MediaNumbers.frameRate(getDouble("container-fps"))
    }

    /// The time of the frame on show, asked of mpv now: right after a seek the observed
    /// position may still be the time asked for, not the frame's own.
    public var shownFrameTime: Double? { MediaNumbers.playbackTime(getDouble("time-pos")) }

    func getInt(_ name: String) -> Int? {
        var value: Int64 = 0
        return mpv_get_property(handle, name, MPV_FORMAT_INT64, &value) >= 0 ? Int(value) : nil
    }

    func getDouble(_ name: String) -> Double? {
        var value = 0.0
        return mpv_get_property(handle, name, MPV_FORMAT_DOUBLE, &value) >= 0 ? value : nil
    }

    func setFlag(_ name: String, _ value: Bool) {
        var flag: Int32 = value ? 1 : 0
        mpv_set_property(handle, name, MPV_FORMAT_FLAG, &flag)
    }

    func setDouble(_ name: String, _ value: Double) {
        var v = value
        mpv_set_property(handle, name, MPV_FORMAT_DOUBLE, &v)
    }

    func setString(_ name: String, _ value: String) {
        mpv_set_property_string(handle, name, value)
    }

    static func describe(_ status: Int32) -> String { String(cString: mpv_error_string(status)) }

    /// Numbers in mpv commands are always written the C way, with enough digits for a frame.
    static func number(_ value: Double) -> String { String(format: "%.6f", locale: nil, value) }
}

private final class WakeupBox {
    let handler: @Sendable () -> Void
    init(_ handler: @escaping @Sendable () -> Void) { self.handler = handler }
}
