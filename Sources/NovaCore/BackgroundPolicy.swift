// SPDX-License-Identifier: GPL-3.0-or-later

/// What happens to playback when the window is minimised or hidden: a video pauses
/// (nobody is watching it) unless the person allowed background video; sound alone goes
/// on. Coming back resumes only what was paused for going away.
public enum BackgroundPolicy {
    public static func shouldPause(isPlaying: Bool, hasVideo: Bool, backgroundVideoAllowed: Bool) -> Bool {
        isPlaying && hasVideo && !backgroundVideoAllowed
    }
}
