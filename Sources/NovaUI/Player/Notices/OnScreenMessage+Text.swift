// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore

/// Every on-screen message as the sentence a person reads, translated: the one place
/// these words are written.
extension OnScreenMessage {
    var text: String {
        switch self {
        case .playing: tr("Playing")
        case .paused: tr("Paused")
        case .playingFromStart: tr("Playing from the start")
        case .frameStep(let forward): forward ? tr("Next frame") : tr("Previous frame")
        case .noChapter(let forward): forward ? tr("No next chapter") : tr("No earlier chapter")
        case .chapter(let title, let number):
            (title?.isEmpty == false ? title : nil) ?? tr("Chapter %s", String(number))
        case .fraction(let fraction, let time):
            fraction == 0 ? tr("Start") : "\(Int((fraction * 100).rounded())) %  ·  " + TimeFormat.clock(time)
        case .skipped(let offset, let target):
            (offset < 0 ? "«  " : "»  ") + TimeFormat.offset(offset) + "  ·  " + TimeFormat.clock(target)
        case .position(let seconds, let framesPerSecond): TimeFormat.clockWithFrame(seconds, framesPerSecond: framesPerSecond)
        case .volume(let volume): tr("Volume %s %", String(Int(volume.rounded())))
        case .muted: tr("Muted")
        case .soundOn: tr("Sound on")
        case .lastFile: tr("This is the last file")
        case .firstFile: tr("This is the first file")
        case .speed(let label): tr("Speed %s", label)
        case .normalSpeed: tr("Normal speed")
        case .audioTrack(let name): tr("Audio: %s", name ?? tr("Off"))
        case .subtitleTrack(let name): name.map { tr("Subtitles: %s", $0) } ?? tr("Subtitles off")
        case .subtitlesShown: tr("Subtitles shown")
        case .subtitlesHidden: tr("Subtitles hidden")
        case .subtitleDelay(let seconds): tr("Subtitle delay %s", TimeFormat.delay(seconds))
        case .audioDelay(let seconds): tr("Audio delay") + " " + TimeFormat.delay(seconds)
        case .subtitleSize(let percent): tr("Subtitle size") + " " + String(percent) + " %"
        case .nextLineUnknown: tr("The next line is not known yet: try again while the video plays")
        case .loopFromAToB: tr("Looping from A to B")
        case .loopStartSet: tr("Loop start set (press l again for its end)")
        case .loopCleared: tr("Loop cleared")
        case .repeatingFile: tr("Repeating this file")
        case .notRepeating: tr("Not repeating")
        case .touchLocked: tr("Touch locked")
        case .touchUnlocked: tr("Touch unlocked")
        case .sleepTimer(let left): left.map { tr("Sleep timer: %s", $0) } ?? tr("Sleep timer off")
        case .pictureUnavailable(let reason): tr("The picture cannot be shown: %s", reason)
        case .rotation(let degrees): degrees == 0 ? tr("Not rotated") : tr("Rotated %s°", String(degrees))
        case .evenLoudness(let on): on ? tr("Loudness evened out") : tr("Loudness as recorded")
        case .engineProblem(let words): words
        case .addressCopied: tr("Address copied")
        }
    }
}
