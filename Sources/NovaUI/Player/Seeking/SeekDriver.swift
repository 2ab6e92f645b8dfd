// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Every seek Nova makes goes through here: targets are coalesced (`SeekCoalescer`),
/// exact ones aligned to the intended frame (`SeekPolicy`), and the engine gets at most
/// one seek at a time. With `NOVA_DEBUG=seek` each request is logged to stderr.
@MainActor
final class SeekDriver {
    enum Source: String { case timeline, key, mpris, gesture }

    private let player: Player
    private var coalescer = SeekCoalescer()
    private var restTimer: guint = 0
    private var sentAt = 0.0
    private var lastSource = Source.key
    /// The time the exact seek in flight asked for, before aligning it to a frame.
    private var askedExact: Double?
    private let log = DebugTopics.isOn(.seek)

    init(player: Player) { self.player = player }

    private func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// A one-off jump (keys, MPRIS, release of a swipe): exact, to the intended frame.
    func jump(to seconds: Double, source: Source) {
        lastSource = source
        send(coalescer.request(seconds, precision: .exact, at: now()))
    }

    /// The finger moved while scrubbing: a fast seek now or soon, an exact one once it rests.
    func follow(_ seconds: Double, source: Source) {
        lastSource = source
        send(coalescer.request(seconds, precision: .keyframe, at: now()))
        if restTimer == 0 {
            restTimer = MainContext.every(milliseconds: 40) { [unowned self] in
                send(coalescer.tick(at: now()))
                return true
            }
        }
    }

    /// The finger lifted at `seconds`.
    func release(at seconds: Double, source: Source) {
        lastSource = source
        MainContext.remove(&restTimer)
        send(coalescer.release(at: seconds))
    }

    /// The engine finished a seek (mpv's playback-restart). Returns where one of Nova's
    /// seeks landed (for MPRIS's Seeked), nil while it still steps to the frame or when
    /// the restart was not a seek of Nova's.
    @discardableResult
    func seekFinished() -> Double? {
        let position = player.state.position ?? 0
        if log {
            DebugTopics.write(.seekDone(position: position, shown: player.shownFrameTime ?? -1))
        }
        // Paused and nothing else asked: the frame shown must be the one covering the time
        // asked. The step back is part of this seek (what comes meanwhile waits for it).
        if let asked = askedExact, coalescer.inFlight != nil, coalescer.waiting == nil, player.state.isPaused,
           let shown = player.shownFrameTime, SeekPolicy.stepsBackAfterExactSeek(asked: asked, frameStart: shown) {
            askedExact = nil
            sentAt = now()
            if log {
                DebugTopics.write(.seekBackAFrame(shown: shown, asked: asked))
            }
            player.frameStep(forward: false)
            return nil
        }
        askedExact = nil
        let landed = coalescer.inFlight != nil ? position : nil
        send(coalescer.seekFinished())
        return landed
    }

    /// A new file: nothing in flight any more.
    func reset() {
        MainContext.remove(&restTimer)
        askedExact = nil
        coalescer.reset()
    }

    private func send(_ command: SeekCommand?) {
        // A seek mpv never confirms (the file went away) must not block the next forever.
        if command == nil, coalescer.inFlight != nil, now() - sentAt > 2 {
            send(coalescer.seekFinished())
            return
        }
        guard let command, player.state.hasMedia else { return }
        let target = command.precision == .exact
            ? SeekPolicy.frameAlignedTarget(command.target, framesPerSecond: player.framesPerSecond)
            : command.target
        sentAt = now()
        askedExact = command.precision == .exact ? command.target : nil
        if log {
            DebugTopics.write(.seekRequest(target: target, exact: command.precision == .exact, source: lastSource.rawValue))
        }
        // Every seek Nova makes goes out here, one at a time (the actions' `seek(to:)`, a
        // scrub's previews): the coalescer decides when, this sends.
        player.seek(to: target, precision: command.precision)
    }

    var isLogging: Bool { log }
}
