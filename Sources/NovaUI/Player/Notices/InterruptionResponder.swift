// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaDesktop
import NovaEngine
import NovaGLib

/// Living on a phone: what takes the person away from playback reaches the player here,
/// and `PlaybackInterruptions` (NovaCore) decides what happens. The window going away
/// comes from `WindowPresence`; the session's lock from logind and calls from GNOME Calls
/// or ModemManager, over D-Bus; the sound output going away from the sound server.
@MainActor
final class InterruptionResponder {
    private let player: Player
    private let window: PlayerWindow
    private let settings: AppSettings
    private let progress: ProgressKeeper
    private var machine = PlaybackInterruptions()
    private let lock: SessionLockWatcher?
    private let calls: CallWatcher
    private let sound = SoundOutputWatcher()
    /// Went away before the file had listed its tracks: whether it is a video is judged
    /// once they are known (once, so a Play while away is not undone).
    private var undecided = false
    /// The notice saying why playback paused, until playback plays again.
    private var notice: OpaquePointer?
    /// Whether mpv last reported a picture shown (for the log).
    private var pictureShown = false

    init(player: Player, window: PlayerWindow, settings: AppSettings, progress: ProgressKeeper) {
        self.player = player
        self.window = window
        self.settings = settings
        self.progress = progress
        // The system bus is where logind and ModemManager are (tests point
        // DBUS_SYSTEM_BUS_ADDRESS at their own); either bus may be missing.
        let system = g_bus_get_sync(G_BUS_TYPE_SYSTEM, nil, nil)
        let session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil)
        defer {
            if let system { g_object_unref(UnsafeMutableRawPointer(system)) }
            if let session { g_object_unref(UnsafeMutableRawPointer(session)) }
        }
        lock = system.map { SessionLockWatcher(connection: $0) }
        calls = CallWatcher(session: session, system: system)
        lock?.onChange = { [unowned self] locked in locked ? begin(.screenLocked) : end(.screenLocked) }
        calls.onChange = { [unowned self] inCall in inCall ? begin(.call) : end(.call) }
        sound.onLost = { [unowned self] in begin(.outputLost) }
        sound.onServerChange = { [unowned self] change in soundServer(change) }
    }

    /// The sound server went away (playback goes on, silent, and the person is told), or
    /// came back: the sound output is made again, on the same file.
    private func soundServer(_ change: SoundServerPresence.Change) {
        switch change {
        case .lost:
            ConsoleLine.soundLost.write()
            window.showToast(tr("Sound lost: the sound server stopped. Sound comes back when it returns"), seconds: 10)
        case .back:
            player.reloadSoundOutput { [weak self] problem in
                guard let self else { return }
                if let problem {
                    ConsoleLine.soundNotBack(problem: "\(problem)").write()
                    window.showToast(tr("The sound server is back, but the sound could not be brought back"), seconds: 10)
                } else {
                    ConsoleLine.soundBack.write()
                    window.showToast(tr("Sound is back"), seconds: 4)
                }
            }
        }
    }

    func stop() {
        lock?.stop()
        calls.stop()
        sound.stop()
        dismissNotice()
    }

    /// The window went away (minimised, hidden) or came back.
    func windowAway(_ away: Bool) { away ? begin(.windowAway) : end(.windowAway) }

    /// The person played or paused: what Nova paused for itself is forgotten.
    func personDecided() { machine.personDecided() }

    /// Follows playback: a window that went away before the tracks were known is judged
    /// once they are, and the notice goes once playback plays again.
    /// Every field: it judges anew once tracks are known and whether playback runs, and
    /// logs the picture as shown or not (`isPlaying` and `showsVideo` read several fields).
    static let follows = Set(PlaybackState.Field.allCases)

    func follow(_ state: PlaybackState) {
        if undecided, !state.tracks.isEmpty {
            undecided = false
            apply(machine.judgeAgain(playback(state)), for: nil)
        }
        if state.isPlaying { dismissNotice() }
        if Self.logs, state.hasVideo, state.showsVideo != pictureShown {
            pictureShown = state.showsVideo
            DebugTopics.write(.picture(shown: pictureShown))
        }
    }

    private func playback(_ state: PlaybackState) -> PlaybackInterruptions.Playback {
        PlaybackInterruptions.Playback(state, backgroundAllowed: settings[Setting.backgroundPlayback])
    }

    private func begin(_ cause: PlaybackInterruptions.Cause) {
        let state = player.state
        if cause == .windowAway || cause == .screenLocked, state.hasMedia, state.tracks.isEmpty { undecided = true }
        apply(machine.began(cause, playback(state)), for: cause)
    }

    private func end(_ cause: PlaybackInterruptions.Cause) {
        apply(machine.ended(cause), for: cause)
    }

    private func apply(_ steps: [PlaybackInterruptions.Step], for cause: PlaybackInterruptions.Cause?) {
        if Self.logs, let cause { DebugTopics.write(.interruption(cause: "\(cause)", steps: "\(steps)")) }
        for step in steps {
            switch step {
            // A call, the lock or a hidden window pauses and gives back by Nova's rules
            // (`PlaybackInterruptions`), said by its notice: no person's action.
            case .pause:
                // Where playback was is kept before anything else happens (nothing lost).
                player.pause()
                progress.save(player.state, now: MainContext.now())
            case .resume:
                player.play()
            case .turnVideoOff:
                player.setVideoDecoding(false)
            case .turnVideoOn:
                player.setVideoDecoding(true)
            case .tellPaused(let cause):
                tellPaused(cause)
            }
        }
    }

    private func tellPaused(_ cause: PlaybackInterruptions.Cause) {
        let sentence = switch cause {
        case .screenLocked: tr("Paused when the screen locked")
        case .call: tr("Paused for a call")
        case .outputLost: tr("Paused: the sound output was disconnected")
        case .windowAway: tr("Paused")
        }
        dismissNotice()
        // It stays until playback plays again: the person may come back any time later.
        notice = window.showLastingToast(sentence, button: tr("Play"), action: .play)
    }

    private func dismissNotice() { window.dismiss(&notice) }

    /// With `NOVA_DEBUG=interruptions`: each cause and what Nova did about it.
    private static let logs = DebugTopics.isOn(.interruptions)
}
