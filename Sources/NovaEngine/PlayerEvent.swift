// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore

/// What the engine reports, in the order mpv reported it, after its state has been updated.
public enum PlayerEvent: Equatable, Sendable {
    /// These parts of `Player.state` changed (one or more observed properties).
    case stateChanged(Set<PlaybackState.Field>)
    /// A file began loading.
    case startFile(location: String)
    /// A file is open and its tracks are known.
    case fileLoaded(location: String)
    /// Playback reached the end of the file (the last frame stays on screen).
    case endReached
    /// A seek finished and playback runs again from the new position.
    case playbackRestarted
    /// A file could not be played.
    case failed(PlaybackError)
    /// mpv is shutting down.
    case shutdown
    /// mpv refused something in the person's own configuration (`loadUserConfig`): its words.
    case configurationProblem(String)
}

/// Errors of the engine itself, as opposed to errors of a file.
public enum EngineError: Error, Equatable, CustomStringConvertible {
    case creationFailed
    case initializationFailed(String)
    case optionRejected(name: String, value: String, reason: String)
    case commandFailed(command: String, reason: String)
    case renderContextFailed(String)

    public var description: String {
        switch self {
        case .creationFailed: return "libmpv could not be created"
        case .initializationFailed(let r): return "libmpv could not start: \(r)"
        case .optionRejected(let n, let v, let r): return "mpv option \(n)=\(v) was rejected: \(r)"
        case .commandFailed(let c, let r): return "mpv command \(c) failed: \(r)"
        case .renderContextFailed(let r): return "the mpv OpenGL renderer could not start: \(r)"
        }
    }
}
