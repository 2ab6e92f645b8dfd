// SPDX-License-Identifier: GPL-3.0-or-later

/// Decides from the sound server's events when the output Nova plays on went away, so
/// playback pauses before the sound comes out of the speaker: the sink removed (a
/// Bluetooth headset off), or the port in use unplugged (wired headphones out, whether or
/// not the server switched the sink to its speaker). A stream moved to another sink while
/// the first stays (a new default, the person's choice) is followed, not a loss.
public struct SoundOutputLoss: Sendable {
    private var sinks: [UInt32: SoundSink] = [:]
    private var streamSink: UInt32?
    /// The sink the stream was moved away from, and when: a server that rescues streams
    /// moves them off a sink just before it removes it, and the two can arrive either way
    /// round.
    private var movedFrom: (sink: UInt32, at: Double)?
    /// How long after a move the old sink's removal still means the move was a rescue.
    public static let rescueWindow = 2.0

    public init() {}

    /// Takes one event; true when it means the output Nova plays on went away.
    public mutating func observe(_ event: SoundServerEvent, at now: Double) -> Bool {
        switch event {
        case .sink(let sink):
            let before = sinks[sink.index]
            sinks[sink.index] = sink
            guard sink.index == streamSink, let before, let port = before.activePort else { return false }
            // Newly unplugged: the server says it again with every other change of the sink.
            return sink.unpluggedPorts.contains(port) && !before.unpluggedPorts.contains(port)
        case .sinkRemoved(let index):
            sinks[index] = nil
            if index == streamSink {
                streamSink = nil
                movedFrom = nil
                return true
            }
            if let moved = movedFrom, moved.sink == index, now - moved.at <= Self.rescueWindow {
                movedFrom = nil
                return true
            }
            return false
        case .stream(let index):
            if let old = streamSink, old != index { movedFrom = (old, now) }
            streamSink = index
            return false
        case .streamRemoved:
            streamSink = nil
            return false
        case .defaultSink:
            return false
        }
    }
}
