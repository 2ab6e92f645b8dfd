// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine

/// Says when playback falls behind (`PlaybackLag`) with subtitles on screen: they are the
/// likely cause (libass draws every line of a heavy file, on the thread that draws the
/// window), so the person is offered to turn them off (`win.subtitles-off`). Once a file.
@MainActor
final class LagNotice {
    private let player: Player
    private let window: PlayerWindow
    private var lag = PlaybackLag()

    init(player: Player, window: PlayerWindow) {
        self.player = player
        self.window = window
    }

    /// A new file: judged afresh.
    func fileStarted() { lag.reset() }

    /// A seek: the stretch being judged ends there.
    func interrupted() { lag.interrupt() }

    /// Called regularly with the state and the monotonic clock (seconds).
    func observe(_ state: PlaybackState, now: Double) {
        guard state.isPlaying, let position = state.position else { return lag.interrupt() }
        let sample = PlaybackLag.Sample(now: now, position: position, droppedFrames: state.droppedFrames)
        guard lag.sample(sample, speed: state.speed) else { return }
        let subtitlesShown = state.tracks(of: .subtitle).contains { $0.isSelected } && state.subtitlesVisible
        guard subtitlesShown else {
            ConsoleLine.fallingBehind.write()
            return
        }
        window.showToast(tr("Playback is falling behind: the subtitles take too long to draw"),
                         button: tr("Turn Subtitles _Off"), action: .selectSubtitles(id: nil), seconds: 20)
    }
}
