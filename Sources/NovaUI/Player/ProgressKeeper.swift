// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib
import NovaStore

/// Keeps each file's progress in the watch history: every few seconds while playing, on
/// pause, after a seek, and on close, so a crash loses at most `ResumePolicy.saveInterval`.
/// A database that cannot be written is said once (`StoreNotice`); playback carries on regardless.
@MainActor
final class ProgressKeeper {
    private let history: WatchHistory?
    private var lastSave = 0.0
    private var reportedProblem = false
    /// Whether files open where they were left (a preference); progress is kept either way.
    var resumes = true
    /// Tells the person about a storage problem, or what was saved of a damaged database.
    private let notices: StoreNotice

    init(notices: StoreNotice) {
        self.notices = notices
        do {
            let (history, salvage) = try WatchHistory.open()
            self.history = history
            if let salvage { notices.tell(.salvaged(salvage)) }
        } catch {
            history = nil
            notices.tell(.problem("\(error)"))
        }
        check = history.map { DatabaseCheck(path: $0.database.path, migrations: LibrarySchema.migrations) }
        check?.onOutcome = { [unowned self] outcome in checked(outcome) }
    }

    /// The database was found damaged and replaced after start (what was saved is said
    /// next). What was written since the check read it is only in the damaged copy: the
    /// window saves where playback is again, and the library reads the new file.
    var onReplaced: Action?
    private let check: DatabaseCheck?

    /// Checks the database for damage in the background: at start, once the window is up,
    /// or (`failure`) because a query met damage.
    func checkInBackground(after failure: String? = nil) { check?.check(after: failure) }

    func shutDown() { check?.shutDown() }

    private func checked(_ outcome: DatabaseCheck.Outcome) {
        switch outcome {
        case .salvaged(let report, let building):
            guard let history else { return }
            do {
                let saved = try history.database.replace(withSalvaged: building, report: report)
                onReplaced?()
                notices.tell(.salvaged(saved))
            } catch {
                notices.tell(.problem("\(error)"))
            }
        case .wholeAfterFailure(let failure), .unsalvageable(let failure):
            notices.tell(.problem(failure))
        }
    }

    /// Where `location` should start, from its saved progress.
    func resumePosition(for location: String) -> Double? {
        guard resumes, let entry = try? history?.entry(for: location) else { return nil }
        return ResumePolicy.resumePosition(saved: entry.position, duration: entry.duration)
    }

    /// The window's connection to the database (the primary one: `Database.Opening`), for
    /// the library to share; nil when it could not be opened (said already).
    var database: Database? { history?.database }

    /// The watch history, newest first (empty when the store is unavailable).
    var entries: [WatchHistory.Entry] { (try? history?.history()) ?? [] }

    func removeFromHistory(_ location: String) { try? history?.removeFromHistory(location) }
    func restoreToHistory(_ location: String) { try? history?.restoreToHistory(location) }
    func clearHistory() { try? history?.clearHistory() }

    /// The tracks, delay and speed to apply to `location`: its own, or for a file never
    /// played, the track choices of the last file watched in its folder.
    func stateToApply(for location: String) -> FileState? {
        guard let history else { return nil }
        if let own = try? history.state(for: location) { return own }
        guard !location.contains("://") else { return nil }
        let folder = (location as NSString).deletingLastPathComponent
        return (try? history.latestState(inFolder: folder, excluding: location))?.forAnotherFile
    }

    /// Saves now if it has been a while (called regularly while playing).
    func saveIfDue(_ state: PlaybackState, now: Double) {
        guard state.isPlaying, now - lastSave >= ResumePolicy.saveInterval else { return }
        save(state, now: now)
    }

    /// Saves where playback is; at the end of a file, its end, unless the file ended early
    /// (`PlaybackEnding`): then the position it actually reached.
    func save(_ state: PlaybackState, now: Double) {
        guard let history, let location = state.location, let position = PlaybackEnding.positionToSave(state),
              state.duration != nil || position > 0 else { return }
        lastSave = now
        do {
            try history.save(location: location, title: state.title, position: position, duration: state.duration)
            if !state.tracks.isEmpty { try history.saveState(FileState(state), for: location) }
        } catch {
            // A write that meets damage has the file checked now, and replaced if it must be.
            if Database.isDamage(error) { check?.check(after: "\(error)") }
            guard !reportedProblem else { return }
            reportedProblem = true
            notices.tell(.problem("\(error)"))
        }
    }
}
