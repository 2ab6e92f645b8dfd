// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaDesktop
import NovaEngine
import NovaStore

/// Wires one window to the engine and MPRIS: turns input into `PlayerAction`s, applies
/// them to the `Player`, and shows the engine's state. Rules it follows live in NovaCore.
@MainActor
final class PlayerController {
    let window: PlayerWindow
    private let player: Player
    private let mpris: MprisServer
    private let settings: AppSettings
    private let wakeups: MainThreadSignal
    private let input: PictureInput
    private let seeker: SeekDriver
    private let seeking: SeekInteraction
    private let touchFeedback: TouchFeedback
    private let gestures: GestureResponder
    private let progress = ProgressKeeper()
    private let startPage: StartPageController
    /// Library posters and the up-next card's.
    private let posters = PosterCache()
    private let panels: PlayerPanels
    private let opener: MediaOpener
    private let storeNotice: StoreNotice
    private let sleep: SleepTimerDriver
    /// The last screenshot written, for the toast's "Open".
    private var lastScreenshot: String?
    private var wasPlaying = false
    /// Says when heavy subtitles make playback fall behind.
    private let lagNotice: LagNotice
    /// The background check of the database, waiting to start.
    private var databaseCheck: guint = 0
    /// Whether "No sound output" was said (once a run).
    private var saidNoSound = false
    /// Remembered tracks, delay and speed waiting for the track list of the file just loaded.
    private var stateToApply: FileState?
    /// The session's idle inhibition while a video plays (0 when none).
    private var idleCookie: guint = 0
    private let episodes: EpisodeNavigator
    private var visibility = ControlsVisibility()
    private var pointerOverControls = false
    private var tick: guint = 0
    private var shownTitle: String?
    private var closed = false
    /// The volume last asked of mpv, until mpv reports it.
    private var requestedVolume: Double?
    /// Seconds a skip moves (the `skip-seconds` setting).
    private var skipSeconds = 10.0
    /// The gestures turned on in the preferences.
    private var gestureSwitches = GestureSwitches()
    private var maximumVolume = 100.0
    /// Called once the window has gone, to let the application end.
    var onClosed: Action?

    /// False on a software rasterizer: no GPU to decode on, whatever the preference says.
    private let hardwareDecodingAvailable: Bool

    init(application: UnsafeMutablePointer<AdwApplication>, player: Player, settings: AppSettings,
         renderPath: RenderPath, touchEmulation: Bool, hardwareDecodingAvailable: Bool, catalogAhead: CatalogLoader?) {
        self.hardwareDecodingAvailable = hardwareDecodingAvailable
        self.player = player
        self.settings = settings
        window = PlayerWindow(application: application, player: player, renderPath: renderPath)
        var config = GestureConfig()
        config.doubleTapTime = Double(nova_gtk_setting_int("gtk-double-click-time")) / 1000
        config.doubleTapDistance = max(Double(nova_gtk_setting_int("gtk-double-click-distance")), 32)
        config.dragThreshold = Double(nova_gtk_setting_int("gtk-dnd-drag-threshold"))
        // One skip amount for the buttons, the arrow keys and double taps.
        skipSeconds = Double(settings.int("skip-seconds", default: 10))
        config.skipSeconds = skipSeconds
        // On the video itself, not the overlay above it: a press on the controls, a panel or a
        // card belongs to that control alone and never reaches the picture's gestures.
        input = PictureInput(widget: window.video.widget, touchEmulation: touchEmulation, config: config)
        seeker = SeekDriver(player: player)
        let sleep = SleepTimerDriver(player: player)
        self.sleep = sleep
        // "End of this video" on the sleep timer stops there: no next file.
        episodes = EpisodeNavigator(player: player, overlay: window.picture,
                                    autoplay: { settings.bool("autoplay-next", default: true) && !sleep.endsWithThisVideo })
        panels = PlayerPanels(player: player, host: window.panels, window: window.window)
        touchFeedback = TouchFeedback(overlay: window.picture)
        seeking = SeekInteraction(player: player, driver: seeker, window: window)
        gestures = GestureResponder(player: player, seeker: seeker, feedback: touchFeedback,
                                    brightness: ScreenBrightnessSetup.open())
        gestures.skipSeconds = skipSeconds
        opener = MediaOpener(player: player, progress: progress, window: window)
        lagNotice = LagNotice(player: player, window: window)
        storeNotice = StoreNotice(window: window)
        startPage = StartPageController(window: window, progress: progress, posters: posters,
                                        catalogAhead: catalogAhead)
        mpris = MprisServer(identity: "Nova", desktopEntry: "io.github.novaplayer.Nova")
        wakeups = MainThreadSignal { [weak player] in player?.drainEvents() }

        let size = WindowSize.restored(width: settings.int("window-width", default: 960),
                                       height: settings.int("window-height", default: 600))
        gtk_window_set_default_size(cast(window.window), gint(size.width), gint(size.height))
        if settings.bool("window-maximized", default: false) { gtk_window_maximize(cast(window.window)) }

        player.setVolume(settings.double("volume", default: 100))
        player.onEvent = { [unowned self] in handle($0) }
        let wakeups = self.wakeups
        player.setWakeupHandler { wakeups.post() }
        mpris.control = self
        mpris.start()
        seeker.onSeekFinished = { [unowned self] position in mpris.seeked(to: position) }
        seeking.onVolumeStep = { [unowned self] step in perform(.changeVolume(by: step)) }
        seeking.onActivity = { [unowned self] in activity() }
        connectInput()
        for key in ["theme", "skip-seconds", "resume", "volume-boost", "brightness-mode", "hardware-decoding",
                    "audio-languages", "subtitle-languages"] + Self.gestureKeys {
            settingChanged(key)
        }
        settings.onChange { [weak self] key in self?.settingChanged(key) }
        tick = MainContext.every(milliseconds: 250) { [unowned self] in
            refresh()
            return true
        }
        // Once the window is up and drawing: a large library's check takes a while.
        databaseCheck = MainContext.after(milliseconds: 2000) { [weak self] in
            self?.databaseCheck = 0
            self?.progress.checkInBackground()
        }
    }

    private func connectInput() {
        window.onOpen = { [unowned self] in perform(.open) }
        opener.willReplace = { [unowned self] in
            if input.isLocked { setTouchLocked(false) }
            gestures.restoreBrightness()
        }
        opener.onFailure = { [unowned self] error in show(error) }
        // Back at the file whose next one failed: not to the next one again and again.
        opener.onFellBack = { [unowned self] location in episodes.dismissUpNext(for: location) }
        // The track list arrives from mpv a moment later.
        opener.onSubtitlesAdded = { [unowned self] in MainContext.after(milliseconds: 200) { [weak self] in self?.panels.refresh() } }
        window.video.onRendererError = { [unowned self] message in
            window.showFeedback(tr("The picture cannot be shown: %s", message))
        }
        let controls = window.controls
        controls.onTogglePause = { [unowned self] in perform(.togglePause) }
        controls.onSkip = { [unowned self] forward in perform(.skip(forward: forward)) }
        controls.onToggleFullscreen = { [unowned self] in perform(.toggleFullscreen) }
        controls.onStep = { [unowned self] forward in perform(forward ? .next : .previous) }
        episodes.onNext = { [unowned self] in perform(.next) }
        connectPanels()
        episodes.poster = { [unowned self] location in posters.texture(forFile: location) }
        posters.onPoster = { [unowned self] location, duration in
            startPage.posterMade(location, duration: duration)
            episodes.posterReady(location)
        }
        controls.onHover = { [unowned self] inside in
            pointerOverControls = inside
            activity()
        }
        input.context = { [unowned self] in gestures.context }
        input.onTouchIntent = { [unowned self] intent in
            if gestureSwitches.allows(intent) { gestures.apply(intent) }
        }
        gestures.onToggleControls = { [unowned self] in toggleControls() }
        gestures.onToggleFullscreen = { [unowned self] in perform(.toggleFullscreen) }
        gestures.onShowControls = { [unowned self] in activity() }
        gestures.requestPreview = { [unowned self] time in seeking.requestSwipePreview(time) }
        gestures.setVolume = { [unowned self] volume in
            requestedVolume = volume
            player.setVolume(volume)
        }
        seeking.onSwipePreview = { [unowned self] texture in touchFeedback.showPreviewImage(texture) }
        touchFeedback.unlock.onUnlock = { [unowned self] in setTouchLocked(false) }
        window.onLockTouch = { [unowned self] in setTouchLocked(true) }
        window.addAction("start-over") { [unowned self] in seek(to: 0, source: .key) }
        startPage.onPlay = { [unowned self] location in open([location]) }
        showStartPage()
        progress.onProblem = { [unowned self] message in window.showToast(message, seconds: 10) }
        progress.onSalvaged = { [unowned self] report in
            progress.save(player.state, now: now())
            startPage.databaseReplaced()
            storeNotice.tell(.salvaged(report))
        }
        if let notice = progress.takeNotice() { storeNotice.tell(notice) }
        onSignalWithPointer(raw(window.window), "notify::is-active") { [unowned self] _ in
            // In the background the screen is the person's again.
            if gtk_window_is_active(cast(window.window)) == 0 { gestures.restoreBrightness() }
        }
        input.onClick = { [unowned self] in toggleControls() }
        input.onDoubleClick = { [unowned self] in perform(.toggleFullscreen) }
        input.onPointerMoved = { [unowned self] in activity() }

        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        onKey(raw(keys)) { [unowned self] keyval, state in
            // A modifier the keyboard used to produce the key (Shift for "?" or "#") is not part of the chord.
            let consumed = gtk_event_controller_get_current_event(keys).map { gdk_key_event_get_consumed_modifiers($0).rawValue } ?? 0
            return key(keyval, GdkModifierType(rawValue: state.rawValue & ~consumed))
        }
        gtk_widget_add_controller(window.window, keys)

        FileOpening.acceptDrops(on: window.window) { [unowned self] in open($0) }
        onSignalWithPointer(raw(window.window), "notify::fullscreened") { [unowned self] _ in
            window.fullscreenChanged()
            activity()
        }
        // Minimised or hidden (unmapped, as window managers without EWMH do), a video pauses
        // (BackgroundPolicy); back on screen, it plays on if it was playing.
        onSignal(raw(window.window), "realize") { [unowned self] in
            guard let surface = gtk_native_get_surface(OpaquePointer(window.window)) else { return }
            let check: Action = { [unowned self] in
                let minimised = gdk_toplevel_get_state(surface).rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0
                backgroundChanged(away: minimised || gdk_surface_get_mapped(surface) == 0)
            }
            for property in ["notify::state", "notify::mapped"] {
                onSignalWithPointer(UnsafeMutableRawPointer(surface), property) { _ in check() }
            }
        }
        onSignalReturning(raw(window.window), "close-request") { [unowned self] in
            close()
            return true
        }
    }

    func present() { gtk_window_present(cast(window.window)) }

    /// Started without a file: the library is read at once, while the window is made.
    func startWithLibrary() {
        if window.page == .welcome { startPage.openLibraryNow() } else { startPage.dropCatalogAhead() }
    }

    /// Adds a folder to the library and shows the library.
    func addLibraryFolder(_ path: String) {
        startPage.addFolder(path)
        if window.page != .player { showStartPage() }
    }

    // MARK: Opening

    /// Plays `locations` (`MediaOpener`).
    func open(_ locations: [String]) { opener.open(locations) }

    private func show(_ error: PlaybackError) {
        // A file that went away keeps the progress it had (`PlaybackEnding`).
        if case .vanished = error { progress.save(player.state, now: now()) }
        FileHandle.standardError.write(Data("Nova: \(error.headline): \(error.sentence) (\(error.location))\n".utf8))
        player.stop()
        window.show(error)
        // The title names the problem too, so the window list and task switchers say it.
        window.setTitle(error.headline)
    }

    // MARK: Actions

    func perform(_ action: PlayerAction) {
        let state = player.state
        switch action {
        case .togglePause:
            // The person decides now: coming back will not undo it.
            pausedForBackground = false
            guard state.hasMedia else { return }
            if state.isEndReached {
                seek(to: 0, source: .key)
                player.play()
                window.showFeedback(tr("Playing from the start"))
            } else {
                player.togglePause()
                window.showFeedback(state.isPaused ? tr("Playing") : tr("Paused"))
            }
            activity()
        case .skip(let forward):
            skip(by: forward ? skipSeconds : -skipSeconds)
        case .seekRelative(let seconds):
            skip(by: seconds)
        case .frameStep(let forward):
            guard state.hasMedia else { return }
            player.frameStep(forward: forward)
            window.showFeedback(forward ? tr("Next frame") : tr("Previous frame"))
            activity()
        case .chapter(let forward):
            guard let position = state.position,
                  let target = SeekPolicy.chapterTarget(from: position, chapters: state.chapters, forward: forward) else {
                if state.hasMedia { window.showFeedback(forward ? tr("No next chapter") : tr("No earlier chapter")) }
                return
            }
            seek(to: target, source: .key)
            let index = state.chapters.index(at: target)
            let title = index.flatMap { state.chapters[$0].title } ?? ""
            window.showFeedback(title.isEmpty ? tr("Chapter %s", String((index ?? 0) + 1)) : title)
        case .seekToFraction(let fraction):
            guard let duration = state.duration, duration > 0 else { return }
            seek(to: duration * fraction, source: .key)
            window.showFeedback(fraction == 0 ? tr("Start") : "\(Int((fraction * 100).rounded())) %  ·  " + TimeFormat.clock(duration * fraction))
        case .changeVolume(let delta):
            // Key repeats arrive faster than mpv reports the volume: step from the last asked.
            let volume = min(maximumVolume, max(0, (requestedVolume ?? state.volume) + delta))
            requestedVolume = volume
            player.setVolume(volume)
            if state.isMuted { player.setMuted(false) }
            window.showFeedback(tr("Volume %s %", String(Int(volume.rounded()))))
        case .toggleMute:
            player.setMuted(!state.isMuted)
            window.showFeedback(state.isMuted ? tr("Sound on") : tr("Muted"))
        case .toggleFullscreen:
            window.setFullscreen(!window.isFullscreen)
        case .leaveFullscreen:
            if window.isFullscreen { window.setFullscreen(false) }
        case .next, .previous:
            let forward = action == .next
            guard let target = episodes.neighbour(forward: forward) else {
                if state.hasMedia { window.showFeedback(forward ? tr("This is the last file") : tr("This is the first file")) }
                return
            }
            switch target {
            case .playlist: player.playlistStep(forward: forward)
            case .file(let path): open([path])
            }
        case .changeSpeed(let up):
            guard state.hasMedia else { return }
            let speed = SpeedSteps.step(from: state.speed, up: up)
            player.setSpeed(speed)
            window.showFeedback(tr("Speed %s", SpeedSteps.label(speed)))
        case .resetSpeed:
            player.setSpeed(1)
            window.showFeedback(tr("Normal speed"))
        case .cycleSubtitles(let forward):
            guard state.hasMedia else { return }
            player.cycleTrack(.subtitle, forward: forward)
            announceTrackLater(.subtitle)
        case .cycleAudio:
            guard state.hasMedia else { return }
            player.cycleTrack(.audio, forward: true)
            announceTrackLater(.audio)
        case .toggleSubtitles:
            let visible = !player.subtitlesVisible
            player.setSubtitlesVisible(visible)
            window.showFeedback(visible ? tr("Subtitles shown") : tr("Subtitles hidden"))
        case .changeSubtitleDelay(let seconds):
            player.changeSubtitleDelay(by: seconds)
            // mpv reports the new delay a moment later.
            MainContext.after(milliseconds: 60) { [weak self] in
                guard let self else { return }
                window.showFeedback(tr("Subtitle delay %s", TimeFormat.delay(player.subtitleDelay)))
            }
        case .abLoop:
            player.abLoop()
            let loop = player.abLoopState
            window.showFeedback(loop.b != nil ? tr("Looping from A to B")
                                : loop.a != nil ? tr("Loop start set (press l again for its end)") : tr("Loop cleared"))
        case .toggleLoopFile:
            let on = !player.loopsFile
            player.setLoopFile(on)
            window.showFeedback(on ? tr("Repeating this file") : tr("Not repeating"))
        case .closeVideo:
            mprisStop()
        case .showShortcuts:
            ShortcutsWindow.present(over: window.window, skipSeconds: Int(skipSeconds))
        case .screenshot:
            takeScreenshot()
        case .showPreferences:
            PreferencesWindow.present(over: window.window, settings: settings)
        case .searchLibrary:
            // While a video plays the library is not on screen; Ctrl+W goes back to it.
            guard window.page != .player else { break }
            window.startPage.showLibrary()
            window.startPage.library.focusSearch()
        case .open:
            FileOpening.choose(parent: cast(window.window)) { [weak self] in self?.open($0) }
        case .quit:
            close()
        }
    }

    /// With `NOVA_DEBUG=keys`, each key chord is logged as Nova reads it.
    static let logsKeys = DebugTopics.isOn("keys")

    /// Says which track a cycle chose, once mpv has reported it.
    private func announceTrackLater(_ kind: MediaTrack.Kind) {
        MainContext.after(milliseconds: 150) { [weak self] in
            guard let self else { return }
            let selected = player.state.tracks(of: kind).first { $0.isSelected }
            let name = selected.map { TrackNaming.name(of: $0) } ?? tr("Off")
            window.showFeedback((kind == .audio ? tr("Audio: %s", name) : tr("Subtitles: %s", name)))
        }
    }

    private func skip(by seconds: Double) {
        let state = player.state
        guard state.hasMedia, let position = state.position else { return }
        let target = SeekPolicy.relativeTarget(from: position, by: seconds, duration: state.duration,
                                               framesPerSecond: player.framesPerSecond)
        seek(to: target, source: .key)
        window.showFeedback((seconds < 0 ? "«  " : "»  ") + TimeFormat.offset(seconds) + "  ·  " + TimeFormat.clock(target))
    }

    /// Every seek Nova makes lands on the intended frame (through the `SeekDriver`).
    private func seek(to seconds: Double, source: SeekDriver.Source) {
        guard player.state.hasMedia else { return }
        seeker.jump(to: seconds, source: source)
        activity()
    }

    private func key(_ keyval: guint, _ state: GdkModifierType) -> Bool {
        guard let name = gdk_keyval_name(keyval) else { return false }
        let mods = state.rawValue
        let chord = KeyChord(String(cString: name),
                             control: mods & GDK_CONTROL_MASK.rawValue != 0,
                             shift: mods & GDK_SHIFT_MASK.rawValue != 0,
                             alt: mods & GDK_ALT_MASK.rawValue != 0)
        if Self.logsKeys { FileHandle.standardError.write(Data("nova-key: \(chord.accelerator)\n".utf8)) }
        if window.panels.isOpen {
            if chord == KeyChord("Escape") {
                window.panels.close()
                return true
            }
            if chord.isPanelNavigation { return false }
        }
        if let focus = gtk_root_get_focus(OpaquePointer(window.window)), nova_is_editable(focus) != 0,
           !chord.isForPlayerWhileTyping { return false }
        guard let action = KeyBindings.standard.action(for: chord) else { return false }
        perform(action)
        return true
    }

    /// Keeps the screen from blanking while a video plays (not while paused, not for audio).
    private func inhibitIdle(_ on: Bool) {
        if on, idleCookie == 0 {
            idleCookie = gtk_application_inhibit(gtk_window_get_application(cast(window.window)), cast(window.window),
                                                 GTK_APPLICATION_INHIBIT_IDLE, tr("Playing a video"))
        } else if !on, idleCookie != 0 {
            gtk_application_uninhibit(gtk_window_get_application(cast(window.window)), idleCookie)
            idleCookie = 0
        }
    }

    /// Paused because the window went away, so coming back resumes it.
    private var pausedForBackground = false

    /// Went away before the file had listed its tracks: whether it is a video to pause is
    /// decided once they are known (once, so a Play while away is not undone).
    private var awayUndecided = false

    private func backgroundChanged(away: Bool) {
        guard !closed else { return }
        let state = player.state
        awayUndecided = away && state.hasMedia && state.tracks.isEmpty
        if away {
            guard !awayUndecided else { return }
            if BackgroundPolicy.shouldPause(isPlaying: state.isPlaying, hasVideo: state.showsVideo,
                                            backgroundVideoAllowed: settings.bool("background-playback", default: false)) {
                player.pause()
                pausedForBackground = true
                progress.save(state, now: now())
            }
        } else if pausedForBackground {
            pausedForBackground = false
            player.play()
        }
    }

    private static let gestureKeys = ["gesture-brightness", "gesture-volume", "gesture-seek", "gesture-double-tap",
                                      "gesture-long-press", "gesture-pinch"]

    /// Follows a preference as it changes (and once at start for each).
    private func settingChanged(_ key: String) {
        switch key {
        case "theme":
            let scheme = switch Preferences.Theme(rawValue: settings.string(key, default: "system")) ?? .system {
            // Pictures look best on dark surroundings: "system" still prefers dark, and a light system wins.
            case .system: ADW_COLOR_SCHEME_PREFER_DARK
            case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
            case .dark: ADW_COLOR_SCHEME_FORCE_DARK
            }
            adw_style_manager_set_color_scheme(adw_style_manager_get_default(), scheme)
        case "skip-seconds":
            skipSeconds = Double(settings.int(key, default: 10))
            gestures.skipSeconds = skipSeconds
            input.setSkipSeconds(skipSeconds)
        case "resume":
            progress.resumes = settings.bool(key, default: true)
        case "volume-boost":
            maximumVolume = Preferences.maximumVolume(boost: settings.bool(key, default: false))
            gestures.maximumVolume = maximumVolume
            if player.state.volume > maximumVolume { player.setVolume(maximumVolume) }
        case "brightness-mode":
            gestures.usesScreenBrightness = settings.string(key, default: "screen") == Preferences.BrightnessMode.screen.rawValue
        case "hardware-decoding":
            // A software rasterizer has no GPU to decode on: it stays off there (CompositorChoice).
            let wanted = settings.string(key, default: "auto") == Preferences.HardwareDecoding.auto.rawValue
            player.setHardwareDecoding(wanted && hardwareDecodingAvailable ? "auto-safe" : "no")
        case "audio-languages":
            player.setPreferredLanguages(audio: Preferences.languageList(settings.string(key, default: "")) ?? "")
        case "subtitle-languages":
            player.setPreferredLanguages(subtitles: Preferences.languageList(settings.string(key, default: "")) ?? "")
        case _ where Self.gestureKeys.contains(key):
            let on = settings.bool(key, default: true)
            switch key {
            case "gesture-brightness": gestureSwitches.brightness = on
            case "gesture-volume": gestureSwitches.volume = on
            case "gesture-seek": gestureSwitches.seek = on
            case "gesture-double-tap": gestureSwitches.doubleTap = on
            case "gesture-long-press": gestureSwitches.longPress = on
            default: gestureSwitches.pinch = on
            }
        default:
            break
        }
    }

    private func connectPanels() {
        for kind in PlayerPanels.Kind.allCases {
            window.addAction("panel-" + kind.rawValue) { [unowned self] in
                activity()
                panels.open(kind)
            }
        }
        panels.onFeedback = { [unowned self] text in window.showFeedback(text) }
        panels.drawnBy = { [unowned self] in window.video.path }
        panels.onChapter = { [unowned self] start in seek(to: start, source: .key) }
        panels.onLoadSubtitles = { [unowned self] in
            FileOpening.chooseSubtitles(parent: cast(window.window)) { [weak self] path in self?.opener.addSubtitles(path) }
        }
        panels.sleepTimer = { [unowned self] in sleep.timer }
        panels.onSleepTimer = { [unowned self] mode in
            sleep.set(mode)
            PanelHost.log("sleep timer: \(sleep.label() ?? "off")")
            if mode == .endOfVideo { episodes.hideUpNext() }
            window.showFeedback(mode == nil ? tr("Sleep timer off") : tr("Sleep timer: %s", sleep.label() ?? ""))
            refresh()
        }
        window.controls.onSleep = { [unowned self] in panels.open(.sleep) }
        sleep.onFired = { [unowned self] in
            // Asleep, nothing moves on by itself, not even when the window comes back.
            episodes.dismissUpNext()
            pausedForBackground = false
            PanelHost.log("sleep timer fired")
            window.showToast(tr("Sleep timer: paused"), button: tr("+10 min"), action: "win.sleep-extend", seconds: 30)
        }
        window.addAction("sleep-extend") { [unowned self] in
            sleep.extend()
            window.showFeedback(tr("Sleep timer: %s", sleep.label() ?? ""))
        }
        window.addAction("screenshot") { [unowned self] in perform(.screenshot) }
        window.addAction("preferences") { [unowned self] in perform(.showPreferences) }
        window.addAction("shortcuts") { [unowned self] in perform(.showShortcuts) }
        window.addAction("open-screenshot") { [unowned self] in
            guard let path = lastScreenshot else { return }
            let file = g_file_new_for_path(path)!
            defer { g_object_unref(raw(file)) }
            if let uri = g_file_get_uri(file) {
                g_app_info_launch_default_for_uri(uri, nil, nil)
                g_free(uri)
            }
        }
    }

    /// Writes the frame on screen to the Pictures folder, named after the video and the time.
    private func takeScreenshot() {
        let state = player.state
        guard state.hasMedia, let position = state.position else { return }
        let pictures = g_get_user_special_dir(G_USER_DIRECTORY_PICTURES).map { String(cString: $0) }
            ?? String(cString: g_get_home_dir()) + "/Pictures"
        let name = ScreenshotName.fileName(title: state.title ?? state.location.map { ($0 as NSString).lastPathComponent },
                                           position: position)
        do {
            try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
            let path = ScreenshotName.unusedPath(in: pictures, name: name) { FileManager.default.fileExists(atPath: $0) }
            try player.saveScreenshot(to: path)
            lastScreenshot = path
            FileHandle.standardError.write(Data("Nova: screenshot \(path)\n".utf8))
            window.showToast(tr("Screenshot saved to Pictures"), button: tr("_Open"), action: "win.open-screenshot")
        } catch {
            window.showToast(tr("The screenshot could not be saved in %s", pictures), seconds: 8)
        }
    }

    /// Puts back the tracks a person chose (by language and title), the subtitle delay and the speed.
    private func apply(_ remembered: FileState, to state: PlaybackState) {
        if let audio = remembered.audio?.pick(from: state.tracks(of: .audio)) { player.selectTrack(.audio, id: audio.id) }
        if remembered.subtitlesOff {
            player.selectTrack(.subtitle, id: nil)
        } else if let subtitle = remembered.subtitle?.pick(from: state.tracks(of: .subtitle)) {
            player.selectTrack(.subtitle, id: subtitle.id)
        }
        if remembered.subtitleDelay != 0 { player.changeSubtitleDelay(by: remembered.subtitleDelay - state.subtitleDelay) }
        if remembered.speed != 1 { player.setSpeed(remembered.speed) }
    }

    /// The start page with the latest history.
    private func showStartPage() {
        startPage.show()
        window.setTitle(nil)
        window.show(.welcome)
    }

    // MARK: Locked touch

    /// Locked, the picture ignores every gesture and the controls stay hidden; keys still work.
    func setTouchLocked(_ locked: Bool) {
        input.isLocked = locked
        window.setTouchLocked(locked)
        if locked {
            touchFeedback.hideSeekPreview()
            window.showFeedback(tr("Touch locked"))
        } else {
            touchFeedback.unlock.hide()
            window.showFeedback(tr("Touch unlocked"))
            activity()
        }
        refresh()
    }

    // MARK: Controls visibility

    private func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

    private func activity() {
        visibility.activity(at: now())
        refresh()
    }

    private func toggleControls() {
        visibility.toggle(at: now())
        refresh()
    }

    /// Applies the visibility rule and shows the position; runs four times a second.
    private func refresh() {
        let state = player.state
        let shown = visibility.update(now: now(), isPlaying: state.isPlaying, pointerOverControls: pointerOverControls)
            && !input.isLocked
        if window.controls.isRevealed != shown { window.controls.isRevealed = shown }
        progress.saveIfDue(state, now: now())
        lagNotice.observe(state, now: now())
        sleep.tick()
        window.controls.showSleep(sleep.label())
        if sleep.endsWithThisVideo { episodes.hideUpNext() } else { episodes.considerUpNext(state) }
        window.setPointerHidden(!shown && state.isPlaying)
        if shown {
            window.controls.showSteps(previous: episodes.neighbour(forward: false) != nil, next: episodes.neighbour(forward: true) != nil)
            var shownState = state
            if let target = gestures.swipeTarget { shownState.position = target }
            window.controls.show(shownState)
            seeking.logTimelineGeometry()
            window.controls.logPlacement()
        }
    }

    // MARK: Engine events

    private func handle(_ event: PlayerEvent) {
        switch event {
        case .stateChanged:
            let state = player.state
            if state.volume == requestedVolume { requestedVolume = nil }
            if let remembered = stateToApply, !state.tracks.isEmpty {
                stateToApply = nil
                apply(remembered, to: state)
            }
            if wasPlaying && !state.isPlaying { progress.save(state, now: now()) }
            if awayUndecided, !state.tracks.isEmpty { backgroundChanged(away: true) }
            inhibitIdle(state.isPlaying && state.showsVideo)
            window.showPlaceholder(state.needsPicturePlaceholder ? (state.title ?? state.location.map(FileLocation.displayName)) : nil)
            if player.hasNoSoundOutput, !saidNoSound {
                saidNoSound = true
                window.showToast(tr("No sound output: playing without sound"), seconds: 8)
            }
            wasPlaying = state.isPlaying
            mpris.update(state, canGoNext: episodes.neighbour(forward: true) != nil, canGoPrevious: episodes.neighbour(forward: false) != nil)
            if state.title != shownTitle, window.page != .error {
                shownTitle = state.title
                window.setTitle(state.hasMedia ? state.title : nil)
            }
        case .startFile:
            lagNotice.fileStarted()
            startPage.playbackStarted()
            shownTitle = nil
            episodes.hideUpNext()
            window.show(.player)
            activity()
        case .fileLoaded(let location):
            let resumedAt = opener.fileLoaded(location)
            window.show(.player)
            seeking.fileLoaded(location)
            stateToApply = progress.stateToApply(for: location)
            if let resumedAt {
                FileHandle.standardError.write(Data("Nova: resumed \(location) at \(TimeFormat.clock(resumedAt))\n".utf8))
                window.showToast(tr("Resumed at %s", TimeFormat.clock(resumedAt)), button: tr("Start Over"),
                                 action: "win.start-over")
            }
        case .playbackRestarted:
            lagNotice.interrupted()
            seeker.seekFinished()
            progress.save(player.state, now: now())
            refresh()
        case .endReached:
            activity()
            let state = player.state
            progress.save(state, now: now())
            if case .early(let reached, let duration) = PlaybackEnding(state) {
                // Not the end the file claims: say so, and stay (the next file can wait).
                let sentence = tr("This file ends early, at %s of %s — it may be incomplete.",
                                  TimeFormat.clock(reached), TimeFormat.clock(duration))
                window.showToast(sentence, seconds: 15)
            } else if episodes.shouldMoveOnAtEnd {
                // Without a card (a short file), the end itself moves on.
                perform(.next)
            }
        case .failed(let error):
            if case .unhandled = opener.failed(error) { show(error) }
        case .shutdown:
            break
        case .configurationProblem(let message):
            window.showToast(tr("Your mpv configuration: %s", message), seconds: 10)
        }
    }

    // MARK: Teardown

    /// Saves the window's size, then releases in DESIGN.md's order: stop observing and
    /// updates, free the render context (GL current), destroy mpv, destroy the window.
    func close() {
        guard !closed else { return }
        closed = true
        if !window.isFullscreen {
            let maximized = gtk_window_is_maximized(cast(window.window)) != 0
            settings.set("window-maximized", maximized)
            if !maximized {
                // The default size, which GTK keeps equal to the size the window was given
                // (the widget's own size leaves out what client-side decorations take, and
                // so shrank the window a little at every start).
                var width: gint = 0, height: gint = 0
                gtk_window_get_default_size(cast(window.window), &width, &height)
                settings.set("window-width", Int(width))
                settings.set("window-height", Int(height))
            }
        }
        MainContext.remove(&tick)
        MainContext.remove(&databaseCheck)
        progress.shutDown()
        inhibitIdle(false)
        progress.save(player.state, now: now())
        gestures.restoreBrightness()
        settings.set("volume", sleep.chosenVolume)
        input.shutDown()
        touchFeedback.shutDown()
        seeking.shutDown()
        mpris.stop()
        startPage.shutDown()
        posters.shutDown()
        player.onEvent = nil
        wakeups.close()
        window.video.shutDown()
        player.terminate()
        window.close()
        onClosed?()
    }
}

extension PlayerController: MprisPlayerControl {
    func mprisRaise() { present() }
    func mprisQuit() { close() }
    func mprisPlay() {
        pausedForBackground = false
        player.play()
    }
    func mprisPause() {
        pausedForBackground = false
        player.pause()
    }
    func mprisPlayPause() { perform(.togglePause) }
    func mprisNext() { perform(.next) }
    func mprisPrevious() { perform(.previous) }
    func mprisStop() {
        progress.save(player.state, now: now())
        player.stop()
        if input.isLocked { setTouchLocked(false) }
        gestures.restoreBrightness()
        showStartPage()
    }
    func mprisSeek(by seconds: Double) { skip(by: seconds) }
    func mprisSetPosition(_ seconds: Double) {
        seek(to: seconds, source: .mpris)
        window.showFeedback(TimeFormat.clockWithFrame(seconds, framesPerSecond: player.framesPerSecond))
    }
    func mprisOpen(uri: String) {
        // An absolute path as it is (the server refused anything else that is not a URI).
        if uri.hasPrefix("/") {
            open([uri])
        } else {
            let file = g_file_new_for_uri(uri)!
            defer { g_object_unref(raw(file)) }
            open([FileOpening.location(of: file) ?? uri])
        }
        present()
    }
    func mprisSetVolume(_ volume: Double) {
        requestedVolume = nil
        player.setVolume(min(maximumVolume / 100, volume) * 100)
    }
    var mprisMaximumVolume: Double { maximumVolume / 100 }
    func mprisSetRate(_ rate: Double) { player.setSpeed(rate) }
    func mprisPosition() -> Double? { player.getDouble("time-pos") }
}
