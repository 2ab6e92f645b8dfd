// SPDX-License-Identifier: GPL-3.0-or-later

/// What the sound server says, in the order it says it.
public enum SoundServerEvent: Equatable, Sendable {
    /// A sink appeared or changed (its ports, their availability).
    case sink(SoundSink)
    case sinkRemoved(index: UInt32)
    /// Nova's own stream plays on this sink: first seen, or moved there.
    case stream(sinkIndex: UInt32)
    /// Nova's stream is gone (nothing plays).
    case streamRemoved
    /// Where new streams go changed; by itself it takes nothing away.
    case defaultSink(name: String)
}
