// SPDX-License-Identifier: GPL-3.0-or-later

/// How playback of a file ended: at its end, or before it, because the file stops short of
/// the length it claims (cut short, still being copied, its card pulled). Only a complete
/// ending may save the duration as the position and mark the file watched; an early one
/// keeps the position actually reached.
public enum PlaybackEnding: Equatable, Sendable {
    case complete
    case early(reached: Double, duration: Double)

    /// How far before its claimed duration a file may end and still count as complete: the
    /// last frame starts a frame before the end, and containers round their durations.
    public static let tolerance = 2.0

    /// The ending for playback that stopped at `position` of a file claiming `duration`.
    /// Without a known duration or position, nothing says it ended early.
    public init(position: Double?, duration: Double?) {
        guard let duration = MediaNumbers.duration(duration), let position = MediaNumbers.time(position),
              position < duration - Self.tolerance else {
            self = .complete
            return
        }
        self = .early(reached: max(0, position), duration: duration)
    }

    /// The position to keep for the file: the end for a complete ending, else where it stopped.
    public static func positionToSave(_ state: PlaybackState) -> Double? {
        guard let position = MediaNumbers.time(state.position) else { return nil }
        guard state.isEndReached, case .complete = PlaybackEnding(position: position, duration: state.duration),
              let duration = MediaNumbers.duration(state.duration) else { return max(0, position) }
        return duration
    }
}
