// SPDX-License-Identifier: GPL-3.0-or-later

/// When saved progress counts, and where a file opens.
public enum ResumePolicy {
    /// Within this many seconds of the end, or past this fraction, a file counts as watched.
    public static let endMargin = 30.0
    public static let watchedFraction = 0.95
    /// Progress this close to the start is not worth resuming.
    public static let minimumProgress = 5.0
    /// How often progress is written while playing (a crash loses at most this much).
    public static let saveInterval = 5.0

    public static func isWatched(position: Double, duration: Double?) -> Bool {
        guard let duration, duration > 0 else { return false }
        return position >= duration - endMargin || position >= duration * watchedFraction
    }

    /// Where to start a file with this saved progress: nil means from the beginning.
    public static func resumePosition(saved: Double?, duration: Double?) -> Double? {
        guard let saved, saved >= minimumProgress else { return nil }
        if isWatched(position: saved, duration: duration) { return nil }
        return saved
    }
}
