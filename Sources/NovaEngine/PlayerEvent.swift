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
