// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib
import NovaStore

/// Composes one window with the engine and routes between them: engine events to the
/// views that show them (PlayerController+Events.swift), actions from the action table to
/// the player (PlayerController+Actions.swift), input to the gestures
/// (PlayerController+Input.swift). The parts with state of their own are their own types:
/// MPRIS (`MprisAdapter`), the preferences (`SettingsFollower`), the window's place in
/// the session (`WindowPresence`). The rules they follow live in NovaCore.
@MainActor
final class PlayerController {
    let window: PlayerWindow
    let player: Player
    let settings: AppSettings
    /// Every player action, once: buttons, menus, keys and MPRIS fire these.
    let actions: ActionTable
    private(set) var preferences: SettingsFollower!
    private(set) var presence: WindowPresence!
    /// Locks, calls, the sound output and the window going away (`PlaybackInterruptions`).
    private(set) var interruptions: InterruptionResponder!
    private(set) var mpris: MprisAdapter!
    let wakeups: MainThreadSignal
    let input: PictureInput
    let seeker: SeekDriver
    let seeking: SeekInteraction
    let touchFeedback: TouchFeedback
    let gestures: GestureResponder
    let progress: ProgressKeeper
    let startPage: StartPageController
    /// Library posters and the up-next card's.
    let posters = PosterCache()
    let panels: PlayerPanels
    let opener: MediaOpener
    let storeNotice: StoreNotice
    let sleep: SleepTimerDriver
    let screenshots: ScreenshotTaker
    /// Says when heavy subtitles make playback fall behind.
    let lagNotice: LagNotice
    /// Says when a file is slow to open (a trickling stream, a FIFO nobody writes).
    let opening: OpeningWatch
    /// Words a web address's unworded failure from where its redirects lead.
    let redirects = RedirectFollower()
    let episodes: EpisodeNavigator
    /// The clock of the time-based rules: the time display, saving progress, the sleep
    /// timer's fade, up-next, the controls hiding.
    private var clock: guint = 0
    /// The background check of the database, waiting to start.
    private var databaseCheck: guint = 0
    private var closed = false

    // What the engine's events are compared with (PlayerController+Events.swift).
    var wasPlaying = false
    /// Whether "No sound output" was said (once a run).
    var saidNoSound = false
    /// Remembered tracks, delay and speed waiting for the track list of the file just loaded.
    var stateToApply: FileState?
    /// The volume last asked of mpv, until mpv reports it.
    var requestedVolume: Double?
    /// The speed before a finger's hold doubled it.
    var speedBeforeHold: Double?
    /// The views that show state, each with the fields it follows (PlayerController+Events.swift).
    var followers: [StateFollower] = []
    /// Words to say once the engine reports a change of their field (a track cycled).
    var pendingAnnouncements = PendingAnnouncements<OnScreenMessage>()
    /// Called once the window has gone, to let the application end.
    var onClosed: Action?

    init(application: UnsafeMutablePointer<AdwApplication>, player: Player, settings: AppSettings,
         renderPath: RenderPath, touchEmulation: Bool, hardwareDecodingAvailable: Bool, catalogAhead: CatalogLoader?) {
        self.player = player
        self.settings = settings
        window = PlayerWindow(application: application, player: player, renderPath: renderPath)
        actions = ActionTable(window: window.window)
        storeNotice = StoreNotice(window: window)
        progress = ProgressKeeper(notices: storeNotice)
        var config = GestureConfig()
        config.doubleTapTime = Double(nova_gtk_setting_int("gtk-double-click-time")) / 1000
        config.doubleTapDistance = max(Double(nova_gtk_setting_int("gtk-double-click-distance")), 32)
        config.dragThreshold = Double(nova_gtk_setting_int("gtk-dnd-drag-threshold"))
        // One skip amount for the buttons, the arrow keys and double taps.
        config.skipSeconds = Double(settings[Setting.skipSeconds])
        seeker = SeekDriver(player: player)
        let sleep = SleepTimerDriver(player: player)
        self.sleep = sleep
        // "End of this video" on the sleep timer stops there: no next file.
        episodes = EpisodeNavigator(player: player, posters: posters, overlay: window.picture,
                                    autoplay: { settings[Setting.autoplayNext] && !sleep.endsWithThisVideo })
        panels = PlayerPanels(player: player, host: window.panels, window: window.window, actions: actions, sleepTimer: sleep,
                              video: window.video)
        touchFeedback = TouchFeedback(overlay: window.picture)
        seeking = SeekInteraction(player: player, driver: seeker, window: window, actions: actions, touchFeedback: touchFeedback)
        gestures = GestureResponder(player: player, actions: actions, seeking: seeking,
                                    controls: window.controls, reveal: window.reveal, feedback: touchFeedback,
                                    brightness: ScreenBrightnessSetup.open())
        // On the video itself, not the overlay above it: a press on the controls, a panel or a
        // card belongs to that control alone and never reaches the picture's gestures.
        input = PictureInput(widget: window.video.widget, touchEmulation: touchEmulation, config: config,
                             gestures: gestures, reveal: window.reveal)
        opener = MediaOpener(player: player, progress: progress, window: window, episodes: episodes)
        lagNotice = LagNotice(player: player, window: window)
        opening = OpeningWatch(window: window, player: player)
        screenshots = ScreenshotTaker(player: player, window: window)
        startPage = StartPageController(window: window, progress: progress, posters: posters,
                                        catalogAhead: catalogAhead)
        wakeups = MainThreadSignal { [weak player] in player?.drainEvents() }
        interruptions = InterruptionResponder(player: player, window: window, settings: settings, progress: progress)
        presence = WindowPresence(window: window, settings: settings, interruptions: interruptions, gestures: gestures)
        preferences = SettingsFollower(settings: settings, player: player, gestures: gestures, controls: window.controls, input: input,
                                       progress: progress, hardwareDecodingAvailable: hardwareDecodingAvailable)

        // The volume the person last chose, as the engine starts: Nova's own start-up, not an action.
        player.setVolume(settings[Setting.volume])
        player.onEvent = { [unowned self] in handle($0) }
        let wakeups = self.wakeups
        player.setWakeupHandler { wakeups.post() }
        mpris = MprisAdapter(player: player, actions: actions, preferences: preferences, posters: posters)
        actions.perform = { [unowned self] in perform($0) }
        actions.onUnavailable = { [unowned self] in unavailable($0) }
        // Nothing to unlock until touch is locked.
        actions.setEnabled(.unlockTouch, false)
        followAbilities(player.state)
        followers = makeFollowers()
        connectInput()
        connectParts()
        clock = MainContext.every(milliseconds: 250) { [unowned self] in
            clockTick()
            return true
        }
        // Once the window is up and drawing: a large library's check takes a while.
        databaseCheck = MainContext.after(milliseconds: 2000) { [weak self] in
            self?.databaseCheck = 0
            self?.progress.checkInBackground()
        }
    }

    /// Started without a file: the library is read at once, while the window is made.
    func startWithLibrary() {
        if window.page == .welcome { startPage.openLibraryNow() } else { startPage.dropCatalogAhead() }
    }

    /// Adds a folder to the library and shows the library.
    func addLibraryFolder(_ path: String) {
        startPage.addFolder(path)
        if window.page != .player { showStartPage() }
    }

    /// The start page with the latest history.
    func showStartPage() {
        startPage.show()
        window.setTitle(nil)
        window.show(.welcome)
    }

    // MARK: Teardown

    /// Saves the window's size, then releases in DESIGN.md's order: stop observing and
    /// updates, free the render context (GL current), destroy mpv, destroy the window.
    func close() {
        guard !closed else { return }
        closed = true
        presence.close()
        interruptions.stop()
        preferences.close()
        MainContext.remove(&clock)
        MainContext.remove(&databaseCheck)
        progress.shutDown()
        progress.save(player.state, now: MainContext.now())
        gestures.restoreBrightness()
        settings[Setting.volume] = sleep.chosenVolume
        input.shutDown()
        touchFeedback.shutDown()
        seeking.shutDown()
        mpris.stop()
        startPage.shutDown()
        posters.shutDown()
        redirects.shutDown()
        player.onEvent = nil
        wakeups.close()
        window.video.shutDown()
        player.terminate()
        actions.close()
        window.close()
        onClosed?()
    }
}
