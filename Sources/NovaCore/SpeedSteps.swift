// SPDX-License-Identifier: GPL-3.0-or-later

/// The playback speeds Nova offers, and stepping between them.
public enum SpeedSteps {
    public static let all: [Double] = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 3]

    /// The next speed up or down from `current` (which need not be one of the steps).
    public static func step(from current: Double, up: Bool) -> Double {
        if up { return all.first { $0 > current + 1e-9 } ?? all.last! }
        return all.last { $0 < current - 1e-9 } ?? all.first!
    }

    /// "1×", "1.25×", "0.5×".
    public static func label(_ speed: Double) -> String {
        let rounded = (speed * 100).rounded() / 100
        var text = String(rounded)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text + "×"
    }
}
