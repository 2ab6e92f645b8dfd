// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaEngine
import NovaGLib
import NovaStore

/// Checks the library database for damage on a low-priority thread of its own, so a
/// large library never delays the first frame: once after start (`PRAGMA quick_check`),
/// and whenever a query met damage (`integrity_check`, which also compares the indexes
/// with their tables). A damaged file's salvage is built there too, beside it
/// (`Database.salvage`); the window's connection then puts it in place (`ProgressKeeper`).
@MainActor
final class DatabaseCheck {
    enum Outcome: Sendable {
        /// The salvage built at `building`, to replace the damaged file with.
        case salvaged(SalvageReport, building: String)
        /// The file is whole, yet a query failed on it with `failure`: said as it is.
        case wholeAfterFailure(String)
        /// The file is damaged and no salvage could be built.
        case unsalvageable(String)
    }

    private let worker: CheckWorker
    var onOutcome: ((Outcome) -> Void)?

    init(path: String, migrations: [Database.Migration]) {
        worker = CheckWorker(path: path, migrations: migrations)
        worker.onResults { [weak self] in
            guard let self else { return }
            for outcome in worker.takeOutcomes() { onOutcome?(outcome) }
        }
    }

    /// Checks now; `failure`: what a query said when it met damage (the check is then thorough).
    func check(after failure: String? = nil) { worker.request(failure) }

    func shutDown() { worker.stop() }
}

private final class CheckWorker: BackgroundWorker, @unchecked Sendable {
    private let path: String
    private let migrations: [Database.Migration]
    /// A check asked for: nil for the one after start, else what a failed query said.
    private var wanted: String??
    private var outcomes: [DatabaseCheck.Outcome] = []

    init(path: String, migrations: [Database.Migration]) {
        self.path = path
        self.migrations = migrations
        super.init(threadName: "nova-db-check")
    }

    func request(_ failure: String?) {
        // A failure outranks a plain check waiting.
        wake { if wanted == nil || failure != nil { wanted = .some(failure) } }
    }

    func takeOutcomes() -> [DatabaseCheck.Outcome] {
        locked {
            defer { outcomes = [] }
            return outcomes
        }
    }

    override func run() {
        ThreadPriority.lowerCurrentThread()
        while let failure = next(when: { wanted != nil }, { () -> String? in
            defer { wanted = nil }
            return wanted ?? nil
        }) {
            let outcome: DatabaseCheck.Outcome?
            if Database.isDamaged(path: path, thorough: failure != nil) {
                let building = Database.salvagePath(of: path)
                do {
                    outcome = .salvaged(try Database.salvage(path, into: building, migrations: migrations), building: building)
                } catch {
                    outcome = .unsalvageable("\(error)")
                }
            } else {
                outcome = failure.map { .wholeAfterFailure($0) }
            }
            guard let outcome else { continue }
            locked { outcomes.append(outcome) }
            announce()
        }
    }
}
