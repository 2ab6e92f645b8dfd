// SPDX-License-Identifier: GPL-3.0-or-later

/// What the library tells the start page that shows it.
@MainActor
protocol LibraryObserver: AnyObject {
    /// Something changed: `Library.catalog` is current.
    func libraryChanged()
    /// Indexing progress: the folder and the videos found so far; nil when idle.
    func indexing(_ folder: String, found: Int?)
    func posterReady(_ location: String)
    /// A sentence for the person when the library cannot be read or written.
    func libraryProblem(_ sentence: String)
    /// A folder just added was looked through and nothing in it plays (its path).
    func nothingFound(in folder: String)
    /// Reading or writing met damage to the file (what the query said): the window's
    /// connection has it checked, replaced and salvaged, and says so itself (a raw
    /// "malformed" is no news to anyone), or says this if the file turns out whole.
    func damageMet(_ failure: String)
}
