// SPDX-License-Identifier: GPL-3.0-or-later

/// What was saved of a damaged database: how much of the history and of the library's
/// folders could still be read, of how much there was (when the file still says), and
/// where the damaged copy is kept.
public struct SalvageReport: Equatable, Sendable {
    /// Where the damaged file was moved (never deleted).
    public var damagedCopy: String
    /// History entries copied into the new database, and how many the damaged one held
    /// (nil when that count could not be read either).
    public var historyRecovered = 0
    public var historyTotal: Int?
    public var foldersRecovered = 0
    public var foldersTotal: Int?
    /// Every row copied, of every table.
    public var rowsRecovered = 0

    public init(damagedCopy: String) { self.damagedCopy = damagedCopy }
}
