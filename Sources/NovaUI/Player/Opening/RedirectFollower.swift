// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaDesktop
import NovaGLib

/// Rewords a web address's failure that mpv could only call "loading failed", from where
/// the address's redirects lead (`RedirectChain`): ffmpeg gives up on a redirect loop
/// without a word. The servers are asked on a thread of its own (`AddressProbe`); the
/// answer comes back on the main thread, or the failure as it was once they have kept
/// Nova waiting too long.
@MainActor
final class RedirectFollower {
    private let worker = FollowWorker()
    private var waiting: [(address: String, error: PlaybackError, done: (PlaybackError) -> Void, patience: guint)] = []
    private static let patienceMilliseconds = UInt32(AddressProbe.secondsInAll * 1000) + 2000

    init() {
        worker.onResults { [weak self] in
            guard let self else { return }
            for (address, verdict) in worker.takeAnswers() { answer(address, verdict) }
        }
    }

    /// Whether `error` is worth following; if so, `done` gets it, reworded or not, later.
    func reword(_ error: PlaybackError, then done: @escaping (PlaybackError) -> Void) -> Bool {
        guard let address = RedirectChain.addressToFollow(for: error) else { return false }
        let patience = MainContext.after(milliseconds: Self.patienceMilliseconds) { [weak self] in
            self?.answer(address, .unknown, patienceOver: true)
        }
        waiting.append((address, error, done, patience))
        worker.follow(address)
        return true
    }

    private func answer(_ address: String, _ verdict: RedirectChain.Verdict, patienceOver: Bool = false) {
        guard let index = waiting.firstIndex(where: { $0.address == address }) else { return }
        var asked = waiting.remove(at: index)
        // A timer that has fired is gone already.
        if !patienceOver { MainContext.remove(&asked.patience) }
        asked.done(RedirectChain.failure(verdict, rewording: asked.error))
    }

    func shutDown() {
        for index in waiting.indices { MainContext.remove(&waiting[index].patience) }
        waiting = []
        worker.stop()
    }
}

private final class FollowWorker: BackgroundWorker, @unchecked Sendable {
    private var addresses: [String] = []
    private var answers: [(String, RedirectChain.Verdict)] = []

    init() { super.init(threadName: "nova-redirects") }

    func follow(_ address: String) { wake { addresses.append(address) } }

    func takeAnswers() -> [(String, RedirectChain.Verdict)] {
        locked {
            defer { answers = [] }
            return answers
        }
    }

    override func run() {
        while let address = next(when: { !addresses.isEmpty }, { addresses.removeFirst() }) {
            let verdict = AddressProbe.follow(address)
            locked { answers.append((address, verdict)) }
            announce()
        }
    }
}
