// SPDX-License-Identifier: GPL-3.0-or-later

/// A video file found on disk by an indexing pass.
public struct FoundVideo: Equatable, Sendable {
    public let location: String
    public let size: Int64
    /// Modification time, seconds since 1970.
    public let modified: Double

    public init(location: String, size: Int64, modified: Double) {
        self.location = location
        self.size = size
        self.modified = modified
    }
}
