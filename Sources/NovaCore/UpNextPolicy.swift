// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// When the up-next card appears: at the start of the last chapter when it is named like
/// credits, otherwise in the last ten seconds.
public enum UpNextPolicy {
    public static let countdown = 10.0
    static let creditWords = ["credits", "credit", "end titles", "abspann", "générique", "generique", "títulos de crédito", "outro", "ending"]

    public static func cardTime(duration: Double, chapters: [Chapter]) -> Double {
        if let last = chapters.max(by: { $0.start < $1.start }), last.start > 0, last.start < duration,
           let title = last.title?.lowercased(), creditWords.contains(where: { title.contains($0) }) {
            return last.start
        }
        return max(0, duration - countdown)
    }

    public static func shouldShow(position: Double, duration: Double?, chapters: [Chapter]) -> Bool {
        guard let duration, duration > countdown else { return false }
        return position >= cardTime(duration: duration, chapters: chapters) && position < duration
    }

    /// The card's poster needs room: on a short picture (a phone held sideways) the card
    /// goes without it rather than reach over the top of the picture.
    public static func showsPoster(pictureHeight: Int) -> Bool { pictureHeight >= 480 }
}
