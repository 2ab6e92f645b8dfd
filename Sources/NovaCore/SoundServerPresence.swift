// SPDX-License-Identifier: GPL-3.0-or-later

/// Whether the sound server Nova played through is there: a server that goes away
/// (PipeWire or PulseAudio updated, or crashed) and comes back is said once each way, and
/// its return is when the sound output is made again (mpv does not make it by itself: it
/// played on in silence, for that file and every later one).
public struct SoundServerPresence: Equatable, Sendable {
    public enum Change: Equatable, Sendable {
        /// The server Nova was connected to went away.
        case lost
        /// It is back after a loss: the sound output is to be made again.
        case back
    }

    /// Whether a server was ever reached (none at the start: nothing is lost).
    private var everConnected = false
    public private(set) var isLost = false

    public init() {}

    /// A connection to the server became ready.
    public mutating func connected() -> Change? {
        everConnected = true
        guard isLost else { return nil }
        isLost = false
        return .back
    }

    /// The connection failed or ended (or a try to connect again did).
    public mutating func disconnected() -> Change? {
        guard everConnected, !isLost else { return nil }
        isLost = true
        return .lost
    }

    /// Whether to keep trying to reach it: only once it was reached.
    public var waitsForReturn: Bool { everConnected }
}
