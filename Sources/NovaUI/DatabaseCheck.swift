// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaEngine
import NovaStore

/// Checks the library database once for damage (`PRAGMA quick_check`) on a low-priority
/// thread of its own, so a large library never delays the first frame; the window's
/// connection replaces and salvages a damaged file when told (`onDamaged`).
@MainActor
final class DatabaseCheck {
    private let worker: CheckWorker
    /// The file failed its check.
    var onDamaged: Action?

    init(path: String) {
        worker = CheckWorker(path: path)
        worker.onResults { [weak self] in
            guard let self, worker.takeDamaged() else { return }
            onDamaged?()
        }
    }

    /// Checks now (again, if asked again: after a query failed on damage, say).
    func check() { worker.request() }

    func shutDown() { worker.stop() }
}

private final class CheckWorker: BackgroundWorker, @unchecked Sendable {
    private let path: String
    private var wanted = false
    private var damaged = false

    init(path: String) {
        self.path = path
        super.init(threadName: "nova-db-check")
    }

    func request() { wake { wanted = true } }

    func takeDamaged() -> Bool {
        locked {
            defer { damaged = false }
            return damaged
        }
    }

    override func run() {
        ThreadPriority.lowerCurrentThread()
        while next(when: { wanted }, { wanted = false }) != nil {
            guard Database.isDamaged(path: path) else { continue }
            locked { damaged = true }
            announce()
        }
    }
}
