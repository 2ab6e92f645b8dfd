// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore
import NovaDesktop
import NovaGLib
import NovaStore

/// Reads the library into a `LibraryCatalog` on a thread of its own (with its own
/// database connection), sorted ahead for the page, so that a large library never holds
/// up the window: reading and preparing 50,000 videos takes a few hundred milliseconds.
/// Loads asked for while one runs become one more load after it.
@MainActor
final class CatalogLoader {
    struct Loaded: @unchecked Sendable {
        let catalog: LibraryCatalog
        let folders: [String]
        let error: String?
        /// False when the window's connection has not made or brought forward the
        /// database yet (`StoreError.notReady`): read again later; it reports its own problems.
        var ready = true
        /// The read failed on damage to the file (the window's connection replaces it).
        var damaged = false
        let milliseconds: Double
    }

    /// Set late (a read started before the window), a result already there is delivered.
    var onLoaded: ((Loaded) -> Void)? {
        didSet { worker.announce() }
    }
    private let worker: LoadWorker

    init(databasePath: String) {
        worker = LoadWorker(databasePath: databasePath)
        worker.onResults { [weak self] in
            guard let self, let onLoaded, let loaded = worker.take() else { return }
            onLoaded(loaded)
        }
    }

    /// Reads the library again, preparing the `sort` order.
    func load(sortedBy sort: LibrarySort) { worker.request(sort) }

    func shutDown() { worker.stop() }
}

private final class LoadWorker: BackgroundWorker, @unchecked Sendable {
    private let databasePath: String
    private var wanted: LibrarySort?
    private var result: CatalogLoader.Loaded?

    init(databasePath: String) {
        self.databasePath = databasePath
        super.init(threadName: "nova-library")
    }

    func request(_ sort: LibrarySort) { wake { wanted = sort } }

    func take() -> CatalogLoader.Loaded? {
        locked {
            defer { result = nil }
            return result
        }
    }

    private func nextSort() -> LibrarySort? {
        next(when: { wanted != nil }) {
            defer { wanted = nil }
            return wanted
        } ?? nil
    }

    override func run() {
        var store: MediaLibrary?
        while let sort = nextSort() {
            let started = Date()
            var loaded: CatalogLoader.Loaded
            do {
                store = try MediaLibrary.secondary(keeping: store, path: databasePath)
                // Files outside the library (only played) are few: see whether each is still there.
                let items = try store!.items().map { item -> LibraryItem in
                    guard !item.isInLibrary else { return item }
                    var checked = item
                    checked.isAvailable = FilePresence.isThere(item.location)
                    return checked
                }
                let catalog = LibraryCatalog(items: items)
                _ = catalog.order(sort)
                loaded = CatalogLoader.Loaded(catalog: catalog, folders: try store!.folders(), error: nil,
                                              milliseconds: Date().timeIntervalSince(started) * 1000)
            } catch {
                // Opened anew next time: the file may have been replaced (it was damaged).
                store?.database.close()
                store = nil
                loaded = CatalogLoader.Loaded(catalog: LibraryCatalog(items: []), folders: [], error: "\(error)",
                                              milliseconds: 0)
                if case StoreError.notReady = error { loaded.ready = false }
                loaded.damaged = Database.isDamage(error)
            }
            locked { result = loaded }
            announce()
        }
        store?.database.close()
    }
}
