// SPDX-License-Identifier: GPL-3.0-or-later

/// A seek to ask of the engine.
public struct SeekCommand: Equatable, Sendable {
    public var target: Double
    public var precision: SeekPolicy.Precision
    public init(target: Double, precision: SeekPolicy.Precision) { self.target = target; self.precision = precision }
}
