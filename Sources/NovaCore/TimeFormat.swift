// SPDX-License-Identifier: GPL-3.0-or-later

/// How Nova writes times on screen: `0:07`, `12:34`, `1:02:03`.
public enum TimeFormat {
    /// Clock form of a duration; unknown or invalid times show as `--:--`.
    public static func clock(_ seconds: Double?) -> String {
        guard let seconds, seconds.isFinite else { return "--:--" }
        let negative = seconds < 0
        let total = Int(saturating: abs(seconds), rounding: .down) ?? 0
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        let body = h > 0 ? "\(h):\(pad(m)):\(pad(s))" : "\(m):\(pad(s))"
        return negative ? "−" + body : body
    }

    /// Signed offset, as shown for seeks: `+0:10`, `−1:05`.
    public static func offset(_ seconds: Double) -> String {
        (seconds < 0 ? "−" : "+") + clock(abs(seconds))
    }

    /// A time with the frame within its second, as the timeline's bubble shows it:
    /// `1:23.14` is 1 min 23 s, frame 14. Without a frame rate, just the clock.
    public static func clockWithFrame(_ seconds: Double, framesPerSecond fps: Double?) -> String {
        guard let fps, fps > 0, fps.isFinite, seconds.isFinite else { return clock(seconds) }
        let frame = (max(0, seconds) * fps + 1e-6).rounded(.down)
        let second = (frame / fps + 1e-9).rounded(.down)
        let within = Int(saturating: frame - (second * fps - 1e-9).rounded(.up)) ?? 0
        return clock(second) + "." + pad(max(0, within))
    }

    /// A delay in tenths of a second, signed: `+0.3 s`, `−1.2 s`, `0.0 s`.
    public static func delay(_ seconds: Double) -> String {
        let tenths = Int(saturating: abs(seconds) * 10, rounding: .toNearestOrAwayFromZero) ?? 0
        let sign = tenths == 0 ? "" : seconds > 0 ? "+" : "−"
        return sign + "\(tenths / 10).\(tenths % 10) s"
    }

    private static func pad(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
}
