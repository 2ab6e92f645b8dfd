// SPDX-License-Identifier: GPL-3.0-or-later

/// A section of the library page: "Continue Watching" or one folder, with its items
/// (indices into the catalog's items) in display order.
public struct LibraryGroup: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case continueWatching
        case folder(String)
    }

    public let kind: Kind
    public let items: [Int]

    public init(kind: Kind, items: [Int]) {
        self.kind = kind
        self.items = items
    }
}
