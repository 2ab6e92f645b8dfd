// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib

/// Wires the start page (library and history) to the store: playing, adding and removing
/// folders, removing videos and history entries with Undo, clearing the history after
/// asking. The library is opened the first time the start page shows, so opening a file
/// straight from the file manager pays nothing for it.
@MainActor
final class StartPageController {
    private let window: PlayerWindow
    private let progress: ProgressKeeper
    private let posters: PosterCache
    private var library: Library?
    private var undo: Action?

    /// A read of the library started with the process, taken over when the library opens.
    private var catalogAhead: CatalogLoader?

    init(window: PlayerWindow, progress: ProgressKeeper, posters: PosterCache, catalogAhead: CatalogLoader?) {
        self.catalogAhead = catalogAhead
        self.window = window
        self.progress = progress
        self.posters = posters
        let start = window.startPage
        start.library.poster = { [unowned self] item in library?.poster(for: item) }
    }

    /// A file out of the history (it still resumes), with an undo.
    /// The library in `order`, and what it reads next (a folder's new files) in that order too.
    func sort(_ order: LibrarySort) {
        window.startPage.library.setSort(order)
        library?.sort = order
    }

    func removeFromHistory(_ location: String) {
        progress.removeFromHistory(location)
        offerUndo(tr("Removed from history")) { [unowned self] in progress.restoreToHistory(location) }
    }

    /// The whole history emptied, once the person confirms.
    func clearHistory() {
        window.confirm(tr("Clear the Whole History?"),
                       body: tr("The list of what you watched is emptied; files still resume where you left them."),
                       action: tr("_Clear History")) { [unowned self] in
            progress.clearHistory()
            refresh()
        }
    }

    /// Puts back what the last removal took (the toast's "Undo").
    func undoRemoval() {
        let action = undo
        undo = nil
        action?()
        refresh()
    }

    /// A file out of the library (its history stays), with an undo.
    func remove(_ location: String) {
        openLibrary().remove(location)
        offerUndo(tr("Removed from the library")) { [unowned self] in library?.restore(location) }
    }

    /// A folder out of the library's folders, with an undo.
    func removeFolder(_ path: String) {
        openLibrary().removeFolder(path)
        offerUndo(tr("Folder removed from the library")) { [unowned self] in library?.addFolder(path) }
    }

    /// Shows the start page with what is current. The library opens here the first time,
    /// once the main loop is idle, and only if the start page is still showing then: a
    /// file opened from the command line replaces it at once, and should not wait for it.
    func show() {
        posters.setPaused(false)
        if let library {
            library.shownAgain()
            library.reload()
            return
        }
        refreshHistory()
        guard opening == 0 else { return }
        opening = g_idle_add_full(G_PRIORITY_LOW, { data in
            let d = UnsafeTransfer(data)
            MainActor.assumeIsolated {
                let controller = Unmanaged<StartPageController>.fromOpaque(d.value!).takeUnretainedValue()
                controller.opening = 0
                guard controller.window.page == .welcome else { return }
                _ = controller.openLibrary()
                controller.refresh()
            }
            return 0
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    private var opening: guint = 0

    /// Before the library is open: the history page, and the welcome page if there is nothing at all.
    private func refreshHistory() {
        window.startPage.show(history: progress.entries, library: LibraryCatalog(items: []), folders: [])
    }

    /// Opens the library now (its reading goes on in the background): Nova was started
    /// without a file, so the start page is what the person will see first.
    func openLibraryNow() {
        MainContext.remove(&opening)
        _ = openLibrary()
    }

    /// The library is not opening now: the read started with the process would be stale
    /// by the time it does.
    func dropCatalogAhead() {
        catalogAhead?.shutDown()
        catalogAhead = nil
    }

    /// The window's connection replaced a damaged database: the library reads the new one,
    /// and looks through its folders again (a pass under way wrote to the damaged copy).
    func databaseReplaced() {
        library?.reload()
        library?.indexAgain()
    }

    func posterMade(_ location: String, duration: Double?) { library?.posterMade(location, duration: duration) }

    /// A video started: posters wait so playback keeps every frame.
    func playbackStarted() { posters.setPaused(true) }

    /// Adds a folder (from the chooser or the `app.add-library-folder` action).
    func addFolder(_ path: String) {
        openLibrary().addFolder(path)
        window.startPage.showLibrary()
    }

    func shutDown() {
        dropCatalogAhead()
        MainContext.remove(&opening)
        library?.shutDown()
    }

    private func openLibrary() -> Library {
        if let library { return library }
        let library = Library(observer: self, posters: posters, database: progress.database, reading: catalogAhead)
        catalogAhead = nil
        self.library = library
        library.sort = window.startPage.library.sort
        return library
    }

    private func refresh() {
        guard let library else { return }
        window.startPage.show(history: progress.entries, library: library.catalog, folders: library.folders)
    }

    private func offerUndo(_ message: String, _ action: @escaping Action) {
        undo = action
        refresh()
        window.showToast(message, button: tr("_Undo"), action: .undoRemoval)
    }
}

extension StartPageController: LibraryObserver {
    func libraryChanged() { refresh() }

    func indexing(_ folder: String, found: Int?) { window.startPage.library.setIndexing(folder, found: found) }

    func posterReady(_ location: String) { window.startPage.library.posterReady(location) }

    func libraryProblem(_ sentence: String) { window.showToast(sentence, seconds: 10) }

    func nothingFound(in folder: String) {
        window.showToast(tr("No videos found in “%s”", FileLocation.displayName(folder)), seconds: 10)
    }

    func damageMet(_ failure: String) { progress.checkInBackground(after: failure) }
}
