// SPDX-License-Identifier: GPL-3.0-or-later

/// What went wrong with Nova's database, said so a person can act on it.
public enum StoreError: Error, Equatable, CustomStringConvertible {
    /// The folder or file cannot be created or written (read-only, permissions).
    case cannotOpen(path: String, reason: String)
    /// The disk is full: nothing was written, playback carries on.
    case diskFull(path: String)
    /// A statement failed; `reason` is SQLite's message.
    case failed(statement: String, reason: String)
    /// A secondary connection found the database missing or its schema not yet brought
    /// forward: the primary one has not opened it yet.
    case notReady(path: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            return "Nova cannot open its library at \(path): \(reason). Watch history will not be saved."
        case .diskFull(let path):
            return "The disk holding \(path) is full. Watch history will not be saved until there is space."
        case .failed(_, let reason):
            // The statement is for a developer reading the value, not for the sentence.
            return "The library could not be read or saved: \(reason)."
        case .notReady(let path):
            return "The library at \(path) is not ready yet; Nova reads it again once it is."
        }
    }
}
