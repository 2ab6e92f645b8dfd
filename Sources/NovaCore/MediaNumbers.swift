// SPDX-License-Identifier: GPL-3.0-or-later

/// What Nova believes of a media number, whatever a file or a stored row claims.
public enum MediaNumbers {
    /// The longest duration taken at its word: about 31 years. A file claiming more (a
    /// crafted `Duration` of 1e16 ms) has an unknown length, like a live stream.
    public static let longestDuration = 1e9
    /// Frame rates outside this range are not a rate frames can be counted by (a crafted
    /// default duration of 1 ns claims 10⁹ fps).
    public static let frameRates = 0.01...1000.0
    /// mpv's own speed range.
    public static let speeds = 0.01...100.0
    /// Subtitle and audio delays beyond a day are not a delay anyone set.
    public static let longestDelay = 86_400.0

    /// A length: finite, positive, believable; nil otherwise.
    public static func duration(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value > 0, value <= longestDuration else { return nil }
        return value
    }

    /// A moment in a file: finite, else unknown.
    public static func time(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// The furthest from the start a timestamp can be: what int64 nanoseconds count (about
    /// 292 years), the finest clock of mpv's and ffmpeg's timestamps.
    public static let furthestTimestamp = Double(Int64.max) / 1e9

    /// How far a nanosecond count jumps when it runs past either end of 64 bits and comes
    /// round at the other: 2⁶⁴ ns.
    public static let timestampWrap = 18_446_744_073.709_551_616

    /// Where playback is, as the player reports it: a moment that int64 nanoseconds can
    /// count either side of the start (mpv reports a hair before 0 at some starts, and a
    /// file whose clusters jump 31 years plays on there). A time further out is a count
    /// that ran past 64 bits: mpv reports -1.8e10 s for a file whose cluster times cross
    /// int64's end, and plays on; 2⁶⁴ ns taken back off gives the time it means. Nil for
    /// anything else, which is no news of where playback is.
    public static func playbackTime(_ value: Double?) -> Double? {
        guard let value = time(value) else { return nil }
        if abs(value) <= furthestTimestamp { return value }
        let unwrapped = value < 0 ? value + timestampWrap : value - timestampWrap
        return abs(unwrapped) <= furthestTimestamp ? unwrapped : nil
    }

    /// A saved position: finite and not negative, else the start.
    public static func position(_ value: Double?) -> Double {
        guard let value, value.isFinite, value > 0 else { return 0 }
        return min(value, longestDuration)
    }

    public static func frameRate(_ value: Double?) -> Double? {
        guard let value, value.isFinite, frameRates.contains(value) else { return nil }
        return value
    }

    public static func speed(_ value: Double?) -> Double? {
        guard let value, value.isFinite, speeds.contains(value) else { return nil }
        return value
    }

    public static func delay(_ value: Double?) -> Double? {
        guard let value, value.isFinite, abs(value) <= longestDelay else { return nil }
        return value
    }

    /// A calendar moment (seconds since 1970) read back from storage: finite, else unknown.
    public static func date(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// A file size: not negative, else unknown.
    public static func size(_ value: Int64?) -> Int64? {
        guard let value, value >= 0 else { return nil }
        return value
    }

    /// GIO's `time::modified` is unsigned: a file dated before 1970 (a negative `st_mtime`)
    /// arrives as its two's complement, 1.8e19. Read back as the signed seconds it was.
    public static func modificationTime(gioSeconds: UInt64) -> Double {
        Double(Int64(bitPattern: gioSeconds))
    }

    /// A picture's rotation in whole quarter turns, 0, 90, 180 or 270 degrees; anything
    /// else (a stored value no one set, mpv's "no") is none.
    public static func rotation(_ value: Int?) -> Int {
        guard let value, value % 90 == 0 else { return 0 }
        return (value % 360 + 360) % 360
    }

    /// A whole percentage for display ("75 %"), for any value; 0 for NaN.
    public static func percent(_ fraction: Double) -> Int {
        Int(saturating: fraction * 100, rounding: .toNearestOrAwayFromZero) ?? 0
    }
}
