// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaGLib

/// A thread for slow work (reading the library, indexing, posters: DESIGN.md's "slow work
/// off the main thread"). The first `wake` starts it running `run()`, which takes its
/// work with `next` until `stop`. A subclass keeps its queue and results and touches them
/// only inside `locked`, `wake`, `stop` or `next`: the one lock both threads share. It
/// tells the main thread that results wait with `announce`, which runs `onResults` there.
class BackgroundWorker: @unchecked Sendable {
    private let condition = NSCondition()
    private let threadName: String
    private var thread: Thread?
    private var stopped = false
    private var resultsSignal: MainThreadSignal?

    init(threadName: String) { self.threadName = threadName }

    /// The worker's loop, on its own thread.
    func run() {}

    /// On the main thread, before the first `wake`: what runs on the main loop after
    /// `announce` (several announcements close together may make one run).
    @MainActor
    func onResults(_ action: @escaping @MainActor () -> Void) {
        locked { resultsSignal = MainThreadSignal(action) }
    }

    /// From any thread: results wait for the main thread.
    func announce() { locked { resultsSignal }?.post() }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }

    /// Changes what the thread waits on and wakes it; with `start`, the first call starts it.
    func wake(start: Bool = true, _ change: () -> Void = {}) {
        condition.lock()
        defer { condition.unlock() }
        change()
        if start, thread == nil, !stopped {
            let thread = Thread { [self] in run() }
            thread.name = threadName
            self.thread = thread
            thread.start()
        }
        condition.signal()
    }

    /// Ends the thread after the work in hand; `change` drops what still waits. On the
    /// main thread: nothing more reaches `onResults`.
    func stop(_ change: () -> Void = {}) {
        wake(start: false) {
            stopped = true
            change()
        }
        locked { resultsSignal }?.close()
    }

    var isStopped: Bool { locked { stopped } }

    /// On the worker's thread: waits until `ready()` (asked under the lock), then returns
    /// `take()`; nil once stopped.
    func next<T>(when ready: () -> Bool, _ take: () -> T) -> T? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped && !ready() { condition.wait() }
        return stopped ? nil : take()
    }
}
