// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib
import NovaStore

/// The library as the window uses it: the folders and videos in the database, indexing
/// in the background, file monitors that keep it current, and posters. Every change
/// ends in the observer's `libraryChanged`, after which `catalog` is current.
@MainActor
final class Library {
    private unowned let observer: LibraryObserver
    private(set) var catalog = LibraryCatalog(items: [])
    private(set) var folders: [String] = []
    private let store: MediaLibrary?
    private let indexer: LibraryIndexer
    private let loader: CatalogLoader
    /// The order the page shows, prepared by the loader ahead.
    var sort: LibrarySort = .name
    private var loadedOnce = false
    private var retriedFirstRead = false
    private let watcher = FolderWatcher()
    private let posters: PosterCache
    private var missingFolders = Set<String>()
    private var reloadTimer: guint = 0
    private static let logs = DebugTopics.isOn(.library)

    /// `database`: the window's connection (shared, so the library never opens and checks
    /// the file a second time on the main thread); `reading`: a loader already reading it
    /// (started with the process).
    init(observer: LibraryObserver, posters: PosterCache, database: Database?, reading: CatalogLoader? = nil) {
        self.observer = observer
        self.posters = posters
        let path = database?.path ?? WatchHistory.defaultPath()
        store = database.map(MediaLibrary.init(database:))
        indexer = LibraryIndexer(databasePath: path)
        loader = reading ?? CatalogLoader(databasePath: path)
        loader.onLoaded = { [unowned self] loaded in self.loaded(loaded) }
        indexer.onProgress = { folder, count in observer.indexing(folder, found: count) }
        indexer.onIndexed = { [unowned self] report in indexed(report) }
        watcher.onChange = { [unowned self] directory in indexer.index(directory) }
        if reading == nil { reload() }
    }

    func shutDown() {
        MainContext.remove(&reloadTimer)
        loader.shutDown()
        watcher.stop()
        indexer.shutDown()
    }

    func addFolder(_ path: String) {
        let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        report { try store?.addFolder(folder) }
        reload()
        justAdded.insert(folder)
        indexer.index(folder)
    }

    func removeFolder(_ path: String) {
        watcher.unwatch(under: path)
        report { try store?.removeFolder(path) }
        reload()
    }

    func remove(_ location: String) {
        report { try store?.remove(location) }
        reload()
    }

    func restore(_ location: String) {
        report { try store?.restore(location) }
        reload()
    }

    /// A poster was made (the duration learnt with it is kept for sorting).
    func posterMade(_ location: String, duration: Double?) {
        if let duration, catalog.items.contains(where: { $0.location == location && $0.duration == nil }) {
            try? store?.setDuration(duration, for: location)
            reloadSoon()
        }
        observer.posterReady(location)
    }

    /// Every folder looked through again (the database was replaced under a pass).
    func indexAgain() { folders.forEach { indexer.index($0) } }

    /// The library is on screen again: a folder that was missing (an unplugged card) is looked for again.
    func shownAgain() {
        missingFolders.forEach { indexer.index($0) }
    }

    func poster(for item: LibraryItem) -> OpaquePointer? {
        guard item.isAvailable else { return nil }
        return posters.texture(for: item.location, size: item.size, modified: item.modified)
    }

    /// Reads the library again (after indexing, a removal, a played file), in the
    /// background; `libraryChanged` follows.
    func reload() { loader.load(sortedBy: sort) }

    private func loaded(_ loaded: CatalogLoader.Loaded) {
        // The first read starts with the process, before the window's connection has made
        // the database, brought it forward or replaced a damaged one: it is tried once
        // more, now that it has. A database still not there is that connection's problem
        // to report (it cannot be made), not the library's.
        if loaded.error != nil, !loadedOnce, !retriedFirstRead {
            retriedFirstRead = true
            return reload()
        }
        if loaded.damaged, let error = loaded.error { observer.damageMet(error) } else if let error = loaded.error, loaded.ready { problem(error) }
        catalog = loaded.catalog
        folders = loaded.folders
        if Self.logs {
            let unavailable = catalog.items.filter { !$0.isAvailable }.count
            DebugTopics.write(.libraryRead(videos: catalog.items.count, unavailable: unavailable, folders: folders.count,
                                           milliseconds: loaded.milliseconds))
        }
        observer.libraryChanged()
        if !loadedOnce {
            loadedOnce = true
            // Files may have come and gone while Nova was closed.
            folders.forEach { indexer.index($0) }
        }
    }

    /// Durations learnt by the poster maker arrive one by one: one reload for a batch.
    private func reloadSoon() {
        guard reloadTimer == 0 else { return }
        reloadTimer = MainContext.after(milliseconds: 2000) { [weak self] in
            self?.reloadTimer = 0
            self?.reload()
        }
    }

    /// Folders added and not yet looked through: their first look says what it found.
    private var justAdded = Set<String>()

    private func indexed(_ report: LibraryIndexer.Report) {
        if LibraryEmptiness.saysNothingFound(justAdded: justAdded.remove(report.folder) != nil,
                                             folderExists: !report.directories.isEmpty, videos: report.videos) {
            observer.nothingFound(in: report.folder)
        }
        if report.damaged, let error = report.error { observer.damageMet(error) } else if let error = report.error { problem(error) }
        if folders.contains(report.folder) {
            if report.directories.isEmpty { missingFolders.insert(report.folder) } else { missingFolders.remove(report.folder) }
        }
        // A folder inside a library folder watches only its own part.
        watcher.watch(report.directories, under: report.folder)
        if Self.logs {
            DebugTopics.write(.libraryIndexed(folder: report.folder, videos: report.videos, changed: report.changed))
        }
        if report.changed { reload() }
    }

    private func problem(_ sentence: String) {
        DebugTopics.write(.libraryProblem(sentence))
        observer.libraryProblem(sentence)
    }

    private func report(_ body: () throws -> Void) {
        do { try body() } catch { Database.isDamage(error) ? observer.damageMet("\(error)") : problem("\(error)") }
    }
}
