// SPDX-License-Identifier: GPL-3.0-or-later

/// What takes a person away from playback on a phone or a desktop, and what Nova does
/// about each: the decided table of the mobile architecture, as one state machine.
///
/// | cause | video playing | sound alone |
/// |---|---|---|
/// | window hidden, screen locked | pause (background playback on: sound only) | plays on |
/// | a call | pause; never resumes by itself | pause; never resumes by itself |
/// | the sound output goes away | pause | pause |
///
/// Only what Nova itself did is undone: a window back on screen resumes what going away
/// paused, and the picture comes back where it was turned off. After a lock or a call
/// Nova says why it paused and offers Play instead (a person may be anywhere by then).
/// What the person decides (play, pause) makes Nova forget its own pause.
public struct PlaybackInterruptions: Equatable, Sendable {
    public enum Cause: Hashable, Sendable {
        /// The window is minimised or hidden.
        case windowAway
        /// The session is locked (logind's `LockedHint`); on a phone, the screen is off.
        case screenLocked
        /// A phone call is ringing or under way.
        case call
        /// The sound output playback went to disappeared (headset off, headphones out).
        case outputLost
    }

    /// What playback is when a cause begins or ends.
    public struct Playback: Equatable, Sendable {
        public var isPlaying: Bool
        /// Has a moving picture, shown or turned off (not a song's cover).
        public var hasVideo: Bool
        /// The preference: a video may keep playing, as sound, while nobody sees it.
        public var backgroundAllowed: Bool

        public init(isPlaying: Bool, hasVideo: Bool, backgroundAllowed: Bool) {
            self.isPlaying = isPlaying; self.hasVideo = hasVideo; self.backgroundAllowed = backgroundAllowed
        }

        public init(_ state: PlaybackState, backgroundAllowed: Bool) {
            self.init(isPlaying: state.isPlaying, hasVideo: state.hasVideo, backgroundAllowed: backgroundAllowed)
        }
    }

    /// What the player is to do, in order.
    public enum Step: Equatable, Sendable {
        case pause
        case resume
        /// Stop decoding and drawing the picture; the sound plays on.
        case turnVideoOff
        /// The picture back, at the current position.
        case turnVideoOn
        /// Say why playback paused, offering Play.
        case tellPaused(Cause)
    }

    /// The causes under way now.
    public private(set) var active: Set<Cause> = []
    /// The cause Nova paused for, until the person decides or it is undone.
    public private(set) var pausedFor: Cause?
    /// Whether Nova turned the picture off.
    public private(set) var videoTurnedOff = false

    public init() {}

    /// Nobody can see the window (hidden, or the screen locked).
    private var unseen: Bool { active.contains(.windowAway) || active.contains(.screenLocked) }

    public mutating func began(_ cause: Cause, _ playback: Playback) -> [Step] {
        if cause == .outputLost {
            // An instant, not a state: nothing waits for it to end, and nothing Nova paused
            // before may resume now that the sound would come out of the speaker.
            pausedFor = nil
            return playback.isPlaying ? [.pause, .tellPaused(.outputLost)] : []
        }
        let wasUnseen = unseen
        active.insert(cause)
        if cause == .call {
            guard playback.isPlaying else {
                // Paused already by Nova (the window away, the lock): the call takes it over,
                // so nothing resumes by itself after the call either.
                if pausedFor != nil { pausedFor = .call }
                return []
            }
            pausedFor = .call
            return [.pause]
        }
        guard playback.isPlaying, playback.hasVideo, !wasUnseen else { return [] }
        if playback.backgroundAllowed {
            videoTurnedOff = true
            return [.turnVideoOff]
        }
        pausedFor = cause
        return [.pause]
    }

    public mutating func ended(_ cause: Cause) -> [Step] {
        guard active.remove(cause) != nil else { return [] }
        var steps: [Step] = []
        if videoTurnedOff, !unseen {
            videoTurnedOff = false
            steps.append(.turnVideoOn)
        }
        guard pausedFor == cause, !active.contains(.call) else { return steps }
        pausedFor = nil
        switch cause {
        case .windowAway:
            // Still locked: the window back alone does not bring the video back.
            if active.contains(.screenLocked) {
                pausedFor = .screenLocked
            } else {
                steps.append(.resume)
            }
        case .screenLocked, .call:
            steps.append(.tellPaused(cause))
        case .outputLost:
            break
        }
        return steps
    }

    /// The person played or paused: Nova's own pause is forgotten, nothing will resume it.
    public mutating func personDecided() { pausedFor = nil }

    /// A video that could not be judged when the window went away (its tracks were not
    /// listed yet) is judged now, as if nobody had seen it from this moment.
    public mutating func judgeAgain(_ playback: Playback) -> [Step] {
        guard unseen, pausedFor == nil, !videoTurnedOff else { return [] }
        let causes = active.intersection([.windowAway, .screenLocked])
        active.subtract(causes)
        let steps = began(causes.contains(.screenLocked) ? .screenLocked : .windowAway, playback)
        active.formUnion(causes)
        return steps
    }
}
