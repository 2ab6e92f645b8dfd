// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// How a watched file is described on the start page.
public enum HistoryPresentation {
    /// "Continue watching": started, not finished, most recent first.
    public static func continueWatching(_ entries: [(location: String, position: Double, duration: Double?,
                                                     lastWatched: Date, watched: Bool)]) -> [String] {
        entries
            .filter { !$0.watched && ResumePolicy.resumePosition(saved: $0.position, duration: $0.duration) != nil }
            .sorted { $0.lastWatched > $1.lastWatched }
            .map(\.location)
    }

    /// Progress as a fraction for the bar (watched files are full).
    public static func fraction(position: Double, duration: Double?, watched: Bool) -> Double {
        if watched { return 1 }
        guard let duration, duration > 0 else { return 0 }
        return min(1, max(0, position / duration))
    }

    /// "12:34 of 45:00" or "Watched"; the caller translates the pieces.
    public static func progressText(position: Double, duration: Double?, watched: Bool,
                                    watchedWord: String, ofWord: String) -> String {
        if watched { return watchedWord }
        guard let duration else { return TimeFormat.clock(position) }
        return TimeFormat.clock(position) + " " + ofWord + " " + TimeFormat.clock(duration)
    }

    /// Whole days between `date` and `now`, counted by calendar days.
    public static func daysAgo(_ date: Date, now: Date, calendar: Calendar = .current) -> Int {
        max(0, calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)).day ?? 0)
    }
}
