// SPDX-License-Identifier: GPL-3.0-or-later

/// Which frame stands for a video in the library, and what its cached picture is called.
public enum PosterPolicy {
    /// A tenth of the way in, past openings and black leaders, at most two minutes in;
    /// a third of the way into a short clip; the start when the length is unknown.
    public static func time(duration: Double?) -> Double {
        guard let duration, duration > 0 else { return 0 }
        if duration < 30 { return duration / 3 }
        return min(duration / 10, 120)
    }

    /// The cache file name for a file as it is now: a changed file (size or modification
    /// time) gets a new poster. FNV-1a, so the name is the same in every run.
    public static func cacheName(location: String, size: Int64?, modified: Double?) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let text = location + "\u{0}" + String(size ?? -1) + "\u{0}" + String(Int64(saturating: (modified ?? -1) * 1000) ?? -1)
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ".png"
    }
}
