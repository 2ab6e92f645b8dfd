// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib

/// Times a file's opening (`OpeningWait` decides): `onStage` hears when a file still not
/// open is to be said waited for, and when that has lasted too long; and when it is over.
@MainActor
final class OpeningWatch {
    var onStage: ((OpeningWait.Stage, String) -> Void)?
    private var location: String?
    private var started = 0.0
    private var timer: guint = 0
    /// The stage said last (`.quiet`: nothing shown).
    private(set) var stage = OpeningWait.Stage.quiet

    /// A file began opening.
    func opening(_ location: String) {
        settled()
        self.location = location
        started = MainContext.now()
        schedule(after: OpeningWait.quietSeconds)
    }

    /// It opened, failed or was closed.
    /// What ends a wait besides a file's loading: mpv going idle.
    static let follows: Set<PlaybackState.Field> = [.idle]

    func follow(_ state: PlaybackState) { if state.isIdle { settled() } }

    func settled() {
        MainContext.remove(&timer)
        let (waitedFor, said) = (location, stage)
        location = nil
        stage = .quiet
        if said != .quiet, let waitedFor { onStage?(.quiet, waitedFor) }
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
            onStage?(now, location)
        }
        if now == .waiting { schedule(after: OpeningWait.limitSeconds) }
    }
}
