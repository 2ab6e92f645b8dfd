// SPDX-License-Identifier: GPL-3.0-or-later

/// What the library knew of a file before an indexing pass.
public struct KnownVideo: Equatable, Sendable {
    public let location: String
    public let size: Int64?
    public let modified: Double?
    public let isAvailable: Bool

    public init(location: String, size: Int64?, modified: Double?, isAvailable: Bool) {
        self.location = location
        self.size = size
        self.modified = modified
        self.isAvailable = isAvailable
    }
}
