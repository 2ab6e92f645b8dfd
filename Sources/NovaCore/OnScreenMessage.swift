// SPDX-License-Identifier: GPL-3.0-or-later

/// The brief words over the picture after an action or a change ("Paused", "Volume 80 %").
/// Plain values here; NovaUI renders each to its translated sentence in one place
/// (OnScreenMessageText.swift).
public enum OnScreenMessage: Equatable, Sendable {
    case playing
    case paused
    case playingFromStart
    case frameStep(forward: Bool)
    case noChapter(forward: Bool)
    /// A chapter reached: its title, or its number (from 1) when it has none.
    case chapter(title: String?, number: Int)
    /// A jump to a fraction of the duration, landing at `time`.
    case fraction(Double, time: Double)
    /// A relative seek by `offset` seconds, landing at `target`.
    case skipped(offset: Double, target: Double)
    /// An exact place asked from outside (MPRIS), with its frame.
    case position(Double, framesPerSecond: Double?)
    case volume(Double)
    case muted
    case soundOn
    case lastFile
    case firstFile
    /// A speed, as `SpeedSteps.label` writes it.
    case speed(String)
    case normalSpeed
    /// The track now playing of a kind, by its name; nil: that kind is off.
    case audioTrack(String?)
    case subtitleTrack(String?)
    case subtitlesShown
    case subtitlesHidden
    case subtitleDelay(Double)
    case audioDelay(Double)
    /// Subtitle size, in percent of the file's own.
    case subtitleSize(Int)
    case nextLineUnknown
    case loopFromAToB
    case loopStartSet
    case loopCleared
    case repeatingFile
    case notRepeating
    case touchLocked
    case touchUnlocked
    /// The sleep timer set, with what is left as `SleepTimerDriver.label` writes it; nil: off.
    case sleepTimer(String?)
    case pictureUnavailable(String)
    /// The picture's turn now, in degrees clockwise (0: as the file shows it).
    case rotation(Int)
    /// Loudness evened out, or as recorded.
    case evenLoudness(Bool)
    /// What the engine said went wrong with a command, in its own words.
    case engineProblem(String)
    /// The whole address of a video that could not be played is on the clipboard.
    case addressCopied
}
