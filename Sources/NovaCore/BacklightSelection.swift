// SPDX-License-Identifier: GPL-3.0-or-later

/// Which of the machine's backlights is the screen's: the kernel's advice is to prefer
/// firmware interfaces, then platform drivers, then raw hardware registers.
public enum BacklightSelection {
    public static func preferred(_ devices: [(name: String, type: String)]) -> String? {
        let rank = ["firmware": 0, "platform": 1, "raw": 2]
        return devices
            .filter { rank[$0.type] != nil }
            .min { (rank[$0.type]!, $0.name) < (rank[$1.type]!, $1.name) }?
            .name
    }

    /// A level (0…1) as a raw brightness value, never fully dark: a black screen with the
    /// finger still down would leave a person stranded.
    public static func raw(for level: Double, maximum: Int) -> Int {
        let minimum = max(1, Int(saturating: Double(maximum) * 0.02, rounding: .up) ?? 1)
        let wanted = Int(saturating: level * Double(maximum), rounding: .toNearestOrAwayFromZero) ?? maximum
        return min(maximum, max(minimum, wanted))
    }
}
