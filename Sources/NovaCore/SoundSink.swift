// SPDX-License-Identifier: GPL-3.0-or-later

/// A sound server's sink (PulseAudio's word for an output, which PipeWire serves too), as
/// much of it as tells whether it can still be heard.
public struct SoundSink: Equatable, Sendable {
    public var index: UInt32
    public var name: String
    /// The port in use (headphones, speaker); nil for a sink without ports.
    public var activePort: String?
    /// The ports that say nothing is plugged into them.
    public var unpluggedPorts: Set<String>

    public init(index: UInt32, name: String, activePort: String? = nil, unpluggedPorts: Set<String> = []) {
        self.index = index; self.name = name; self.activePort = activePort; self.unpluggedPorts = unpluggedPorts
    }
}
