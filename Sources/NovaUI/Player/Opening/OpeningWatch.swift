// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Times a file's opening (`OpeningWait` decides) and shows the wait: "Waiting for …" over
/// the picture while a file still not open is slow, a lasting sentence once that has gone
/// on too long, and otherwise mpv's own "Buffering…" while it waits for the network.
@MainActor
final class OpeningWatch {
    private let window: PlayerWindow
    private let player: Player
    private var location: String?
    private var started = 0.0
    private var timer: guint = 0
    /// The stage said last (`.quiet`: nothing shown).
    private var stage = OpeningWait.Stage.quiet
    /// The sentence saying a file has sent nothing playable for too long, until it opens or goes.
    private var tooLongNotice: OpaquePointer?

    init(window: PlayerWindow, player: Player) {
        self.window = window
        self.player = player
    }

    /// A file began opening.
    func opening(_ location: String) {
        settled()
        self.location = location
        started = MainContext.now()
        schedule(after: OpeningWait.quietSeconds)
    }

    /// What ends a wait besides a file's loading: mpv going idle.
    static let follows: Set<PlaybackState.Field> = [.idle]

    func follow(_ state: PlaybackState) { if state.isIdle { settled() } }

    /// What the buffering display follows (`showBuffering`).
    static let bufferingFollows: Set<PlaybackState.Field> = [.buffering, .idle, .location]

    /// "Buffering…" while mpv waits for the network; "Waiting for …" while a file is slow to open.
    func showBuffering(_ state: PlaybackState) {
        if stage != .quiet, let location = state.location {
            window.showBuffering(true, percent: nil, words: tr("Waiting for %s…", FileLocation.displayName(location)))
        } else {
            window.showBuffering(state.isBuffering && state.hasMedia, percent: state.bufferedPercent)
        }
    }

    /// It opened, failed or was closed.
    func settled() {
        MainContext.remove(&timer)
        let (waitedFor, said) = (location, stage)
        location = nil
        stage = .quiet
        if said != .quiet, let waitedFor { show(.quiet, waitedFor) }
    }

    private func schedule(after seconds: Double) {
        let wait = max(0, seconds - (MainContext.now() - started))
        timer = MainContext.after(milliseconds: UInt32(wait * 1000) + 1) { [weak self] in
            guard let self else { return }
            timer = 0
            check()
        }
    }

    private func check() {
        guard let location else { return }
        let now = OpeningWait.stage(openingFor: MainContext.now() - started)
        if now != stage {
            stage = now
            show(now, location)
        }
        if now == .waiting { schedule(after: OpeningWait.limitSeconds) }
    }

    private func show(_ stage: OpeningWait.Stage, _ location: String) {
        showBuffering(player.state)
        guard stage == .tooLong else {
            window.dismiss(&tooLongNotice)
            return
        }
        let sentence = tr("Nothing playable has come from “%s” in %s seconds. It may be very slow, or send nothing at all.",
                          FileLocation.displayName(location), String(Int(OpeningWait.limitSeconds)))
        tooLongNotice = window.showLastingToast(sentence, button: tr("_Close Video"), action: .closeVideo)
    }
}
