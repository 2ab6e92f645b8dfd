// SPDX-License-Identifier: GPL-3.0-or-later

/// Words an action will say once the engine reports the change it asked for: which track a
/// cycle chose, whether the pause took, the delay mpv now applies. One waits per field (a
/// second request for the same field replaces the first's words); words the engine never
/// answers go stale and are dropped, so they cannot come out on a later, unrelated change.
public struct PendingAnnouncements<Message> {
    /// How long words wait for their change (mpv answers within a frame or two).
    public static var patience: Double { 2 }

    private var waiting: [PlaybackState.Field: (askedAt: Double, words: (PlaybackState) -> Message)] = [:]

    public init() {}

    public var isEmpty: Bool { waiting.isEmpty }

    /// `words` to say when `field` next changes.
    public mutating func await(_ field: PlaybackState.Field, at now: Double, _ words: @escaping (PlaybackState) -> Message) {
        waiting[field] = (now, words)
    }

    /// The words whose field is among `changes`, said in `state`; stale ones go unsaid.
    /// (Called on every state change, most of them with nothing waiting.)
    public mutating func take(_ changes: Set<PlaybackState.Field>, in state: PlaybackState, at now: Double) -> [Message] {
        guard !waiting.isEmpty else { return [] }
        waiting = waiting.filter { now - $0.value.askedAt <= Self.patience }
        // In the fields' declared order, so words due together come out the same way each time.
        let due = PlaybackState.Field.allCases.filter { changes.contains($0) && waiting[$0] != nil }
        return due.compactMap { waiting.removeValue(forKey: $0)?.words(state) }
    }

    /// Nothing waits any more (a new file: what was asked of the last one is moot).
    public mutating func clear() { waiting = [:] }
}
