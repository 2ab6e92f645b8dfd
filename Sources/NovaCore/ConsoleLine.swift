// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// What Nova tells a person who started it from a terminal, on standard error and always
/// (not a `NOVA_DEBUG` topic): what it said on screen, and what it did or could not do.
/// Each line's words are declared once here; the suite declares the ones it reads once
/// too, in `Tests/EndToEnd/novatest/consolelines.py`.
public enum ConsoleLine: Equatable, Sendable {
    /// A sentence Nova showed (a toast, a notice, the buffering words).
    case said(String)
    /// Something Nova cannot do, and what it does instead.
    case problem(String)
    /// A playback error as its page says it, with the whole location.
    case playbackError(headline: String, sentence: String, location: String)
    case subtitlesAdded(location: String)
    /// A file that ended early opened again where it stopped (`at`: the clock time).
    case openedAgain(at: String)
    case resumed(location: String, at: String)
    case screenshot(path: String)
    case fallingBehind
    case soundLost
    case soundNotBack(problem: String)
    case soundBack

    public var text: String {
        "Nova: " + {
            switch self {
            case .said(let sentence), .problem(let sentence): sentence
            case .playbackError(let headline, let sentence, let location): "\(headline): \(sentence) (\(location))"
            case .subtitlesAdded(let location): "subtitles added: \(location)"
            case .openedAgain(let clock): "opened again at \(clock), where it ended early"
            case .resumed(let location, let clock): "resumed \(location) at \(clock)"
            case .screenshot(let path): "screenshot \(path)"
            case .fallingBehind: "playback is falling behind"
            case .soundLost: "sound lost: the sound server stopped"
            case .soundNotBack(let problem): "the sound output could not be made again: \(problem)"
            case .soundBack: "sound is back"
            }
        }()
    }

    public func write() { FileHandle.standardError.write(Data((text + "\n").utf8)) }
}
