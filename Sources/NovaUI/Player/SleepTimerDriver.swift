// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Runs the `SleepTimer` against the player: fades the volume over the last seconds,
/// pauses, gives the volume back. Its clock is CLOCK_BOOTTIME, which keeps counting
/// while the screen is off and the machine suspended, so a timer set for 30 minutes
/// ends 30 minutes later however the phone slept.
@MainActor
final class SleepTimerDriver {
    private let player: Player
    private(set) var timer: SleepTimer?
    /// The volume before the fade began, to give back.
    private var fullVolume: Double?
    /// Time is up and playback paused: offer "+10 min".
    var onFired: Action?

    init(player: Player) { self.player = player }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_BOOTTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Starts (or, with nil, stops) the timer.
    func set(_ mode: SleepTimer.Mode?) {
        restoreVolume()
        timer = mode.map { SleepTimer($0, now: Self.now()) }
    }

    /// Ten more minutes (the action `sleep-extend` plays on too).
    func extend() {
        let base = timer ?? SleepTimer(.minutes(0), now: Self.now())
        timer = base.extended(now: Self.now())
    }

    /// Stops at the end of this video: no up-next card, no next file.
    var endsWithThisVideo: Bool { timer?.mode == .endOfVideo }

    /// The volume a person chose, even in the middle of a fade (to remember it).
    var chosenVolume: Double { fullVolume ?? player.state.volume }

    /// What the moon button says, or nil when no timer runs.
    func label() -> String? {
        guard let timer else { return nil }
        guard let left = timer.remaining(now: Self.now(), remainingInVideo: remainingInVideo()) else {
            return tr("End")
        }
        return SleepTimer.label(left)
    }

    /// Called regularly (four times a second): fades, and pauses when time is up.
    func tick() {
        guard let timer else { return }
        let state = player.state
        if timer.mode == .endOfVideo {
            // The end came between two ticks: that is the time.
            if state.isEndReached { return fire() }
            // A paused video does not bring its end nearer.
            if !state.isPlaying { return }
        }
        switch timer.action(now: Self.now(), remainingInVideo: remainingInVideo()) {
        case .play(let fraction):
            if fraction < 1 {
                if fullVolume == nil { fullVolume = state.volume }
                // The fade: Nova's mechanics, put back by `restoreVolume`, never said or remembered.
                player.setVolume((fullVolume ?? state.volume) * fraction)
            } else {
                restoreVolume()
            }
        case .pause:
            fire()
        }
    }

    private func fire() {
        // The timer's own pause at the end of its fade (the person asked for it when setting
        // it); its words are the controller's toast (`onFired`).
        player.pause()
        restoreVolume()
        timer = nil
        onFired?()
    }

    private func remainingInVideo() -> Double? {
        let state = player.state
        guard let duration = state.duration, let position = state.position else { return nil }
        return (duration - position) / max(0.01, state.speed)
    }

    private func restoreVolume() {
        // The fade's end: the volume the person chose, back as it was (no words, no action).
        if let fullVolume { player.setVolume(fullVolume) }
        fullVolume = nil
    }
}
