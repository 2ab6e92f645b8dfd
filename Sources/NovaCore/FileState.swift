// SPDX-License-Identifier: GPL-3.0-or-later

/// What Nova remembers of a file besides its position.
public struct FileState: Equatable, Sendable {
    public var audio: TrackPreference?
    public var subtitle: TrackPreference?
    public var subtitlesOff: Bool
    public var subtitleDelay: Double
    public var speed: Double
    /// The turn given to the picture (degrees clockwise): a phone video recorded sideways.
    public var rotation: Int

    public init(audio: TrackPreference? = nil, subtitle: TrackPreference? = nil, subtitlesOff: Bool = false,
                subtitleDelay: Double = 0, speed: Double = 1, rotation: Int = 0) {
        self.audio = audio; self.subtitle = subtitle; self.subtitlesOff = subtitlesOff
        self.subtitleDelay = subtitleDelay; self.speed = speed; self.rotation = MediaNumbers.rotation(rotation)
    }

    /// The state as playback shows it now.
    public init(_ state: PlaybackState) {
        let audio = state.tracks(of: .audio).first { $0.isSelected }
        let subtitle = state.tracks(of: .subtitle).first { $0.isSelected }
        self.init(audio: audio.map(TrackPreference.init), subtitle: subtitle.map(TrackPreference.init),
                  subtitlesOff: subtitle == nil && !state.tracks(of: .subtitle).isEmpty,
                  subtitleDelay: state.subtitleDelay, speed: state.speed, rotation: state.rotation)
    }

    /// For the next episode: only the track choices carry over; delay, speed and rotation
    /// belong to a file.
    public var forAnotherFile: FileState {
        FileState(audio: audio, subtitle: subtitle, subtitlesOff: subtitlesOff)
    }
}
