// SPDX-License-Identifier: GPL-3.0-or-later

/// Rules for where a seek lands.
public enum SeekPolicy {
    /// How exact a seek must be: keyframe seeks are fast, exact seeks land on the intended frame.
    public enum Precision: Sendable { case keyframe, exact }

    /// The intended frame for time t is the one on screen at t: the frame whose display
    /// interval contains t, frame ⌊t × fps⌋ at a constant rate. mpv's exact seek shows the
    /// first frame at or after its target, so Nova asks for that frame's start time.
    /// With no known rate (variable, audio) the target is left as it is.
    /// A rate the container states only as an average (a variable-rate phone recording's
    /// 29.87, 21.0 for seven frames of ten) is not a grid: only the rates video is made at
    /// are aligned to (the time asked is then sought as it is, and a paused seek that lands
    /// on the next frame steps back: `stepsBackAfterExactSeek`).
    public static func frameAlignedTarget(_ seconds: Double, framesPerSecond fps: Double?) -> Double {
        guard let fps, isProductionRate(fps), seconds.isFinite else { return max(0, seconds) }
        // The small epsilon keeps t = n/fps (computed in floating point) on frame n.
        let frame = (max(0, seconds) * fps + 1e-6).rounded(.down)
        return frame / fps
    }

    /// The frame rates video is made at (film, PAL, NTSC and their doubles, 120), within
    /// what containers round them to.
    public static func isProductionRate(_ fps: Double) -> Bool {
        guard fps.isFinite, fps > 0 else { return false }
        let rates: [Double] = [24000.0 / 1001, 24, 25, 30000.0 / 1001, 30, 48, 50, 60000.0 / 1001, 60, 100, 120]
        return rates.contains { abs($0 - fps) < 0.002 * $0 }
    }

    /// Whether an exact seek that landed on a frame starting at `frameStart` must step one
    /// frame back to show the frame covering `asked`. mpv shows the first frame starting at
    /// or after its target; where frames are not where the rate says (a variable rate, a
    /// first frame after 0) that can be the next one, and then the one before covers the
    /// time asked. A millisecond is allowed for containers that round timestamps.
    public static func stepsBackAfterExactSeek(asked: Double, frameStart: Double) -> Bool {
        asked.isFinite && frameStart.isFinite && frameStart > max(0, asked) + 0.001
    }

    /// How far before an exact seek's target the demuxer is asked to land, for the file's
    /// container as mpv names it. An MPEG transport or program stream has no index: its
    /// seek searches by timestamps and can land on a keyframe after the target, from which
    /// no exact seek can come back (measured: a seek 1.7 s before the end of a TS card
    /// showed the frame 0.1 s late). A second before covers broadcast and DVD GOPs.
    public static func demuxerLead(forFormat format: String?) -> Double {
        switch format { case "mpegts", "mpeg", "mpegvideo": 1; default: 0 }
    }

    /// A relative jump, kept inside the file: never before 0 and, with a known duration,
    /// not past the last moment. With a known frame rate it counts in frames from the frame
    /// on screen, so a 10 s skip at 30 fps moves exactly 300 frames even when the container
    /// rounds timestamps (Matroska keeps milliseconds: frame 10 of 30 fps is at 0.333 s).
    public static func relativeTarget(from position: Double, by offset: Double, duration: Double?,
                                      framesPerSecond fps: Double? = nil) -> Double {
        var target = max(0, position + offset)
        if let fps, fps.isFinite, fps > 0 {
            let frame = (position * fps).rounded() + (offset * fps).rounded()
            target = max(0, frame / fps)
        }
        if let duration, duration.isFinite, duration > 0 { target = min(target, duration) }
        return target
    }

    /// Where PgUp/PgDn go. Forward: the next chapter's start. Back: this chapter's start,
    /// or the previous chapter's when the current one began less than `grace` seconds ago
    /// (as music players do with tracks). nil when there is nowhere to go.
    public static func chapterTarget(from position: Double, chapters: [Chapter], forward: Bool,
                                     grace: Double = 2) -> Double? {
        let starts = chapters.map(\.start).sorted()
        if forward { return starts.first { $0 > position + 1e-3 } }
        guard let current = starts.lastIndex(where: { $0 <= position + 1e-3 }) else { return nil }
        if position - starts[current] >= grace { return starts[current] }
        return current > 0 ? starts[current - 1] : starts[current]
    }
}
