// SPDX-License-Identifier: GPL-3.0-or-later

/// A chapter mark of the open file.
public struct Chapter: Equatable, Sendable {
    public var title: String?
    public var start: Double

    public init(title: String?, start: Double) {
        self.title = title; self.start = start
    }
}
