// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore
import NovaDesktop
import NovaEngine
import NovaGLib
import NovaStore

/// Indexes library folders on a thread of its own with its own database connection, one
/// folder at a time, and reports to the main thread: how many videos it has found so far,
/// and when a folder is done (with the directories walked, to be watched for changes).
@MainActor
final class LibraryIndexer {
    struct Report: Sendable {
        let folder: String
        let directories: [String]
        let videos: Int
        /// Whether the pass wrote anything (new, changed or missing videos).
        let changed: Bool
        let error: String?
        /// The error was damage to the file (the window's connection replaces it).
        var damaged = false
    }

    /// Videos found so far in the folder being indexed; nil when indexing is idle.
    var onProgress: ((String, Int?) -> Void)?
    var onIndexed: ((Report) -> Void)?

    private let worker: IndexWorker

    init(databasePath: String) {
        worker = IndexWorker(databasePath: databasePath)
        worker.onResults { [weak self] in self?.deliver() }
    }

    /// Indexes `directory` (a library folder, or a folder inside one) and everything under it.
    func index(_ directory: String) { worker.enqueue(directory) }

    func shutDown() { worker.stop() }

    private func deliver() {
        let news = worker.takeNews()
        if let progress = news.progress { onProgress?(progress.folder, progress.count) }
        for report in news.reports { onIndexed?(report) }
        if news.idle { onProgress?("", nil) }
    }
}

private final class IndexWorker: BackgroundWorker, @unchecked Sendable {
    struct News {
        var progress: (folder: String, count: Int)?
        var reports: [LibraryIndexer.Report] = []
        var idle = false
    }

    private let databasePath: String
    private var queue: [String] = []
    private var news = News()

    init(databasePath: String) {
        self.databasePath = databasePath
        super.init(threadName: "nova-indexer")
    }

    func enqueue(_ directory: String) {
        wake { if !queue.contains(directory) { queue.append(directory) } }
    }

    func stop() { stop { queue = [] } }

    func takeNews() -> News {
        locked {
            let taken = news
            news = News()
            return taken
        }
    }

    private func nextDirectory() -> String? {
        next(when: { !queue.isEmpty }) { queue.removeFirst() }
    }

    private func tell(_ change: (inout News) -> Void) {
        locked { change(&news) }
        announce()
    }

    override func run() {
        ThreadPriority.lowerCurrentThread()
        var library: MediaLibrary?
        while let directory = nextDirectory() {
            let result = LibraryScanner().scan(directory) { [self] count in
                tell { $0.progress = (directory, count) }
            }
            var failure: String?
            var damaged = false
            var changed = false
            do {
                library = try MediaLibrary.secondary(keeping: library, path: databasePath)
                let changes = LibraryReconciliation(known: try library!.known(under: directory), found: result.videos)
                try library!.record(changes)
                changed = !changes.isEmpty
            } catch StoreError.notReady {
                // The window's connection reports why the database is not there.
            } catch {
                failure = "\(error)"
                damaged = Database.isDamage(error)
                // Opened anew next time: the file may have been replaced (it was damaged).
                library?.database.close()
                library = nil
            }
            let report = LibraryIndexer.Report(folder: directory, directories: result.directories,
                                               videos: result.videos.count, changed: changed, error: failure, damaged: damaged)
            let idle = locked { queue.isEmpty }
            tell {
                $0.reports.append(report)
                $0.idle = idle
            }
        }
        library?.database.close()
    }
}
