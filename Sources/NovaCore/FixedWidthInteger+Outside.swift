// SPDX-License-Identifier: GPL-3.0-or-later

/// Numbers from outside Nova (a file's metadata through mpv, GIO, D-Bus, the database, the
/// clock) are checked before they become integers or reach a rule: a crafted duration of
/// `inf`, a file dated 1969 or a NaN over D-Bus must never trap or stick. Swift's
/// `Int(_: Double)` traps on all of these, so conversions go through here.
extension FixedWidthInteger {
    /// `value` rounded by `rule` and held to this type's range: infinities and values past
    /// either end become that end. Nil for NaN, which has no place on any scale.
    public init?(saturating value: Double, rounding rule: FloatingPointRoundingRule = .towardZero) {
        guard !value.isNaN else { return nil }
        let whole = value.rounded(rule)
        // Double(Self.max) rounds up to a power of two for 64-bit types: at or past it is
        // past the range; below it, every whole Double converts exactly.
        if whole >= Double(Self.max) {
            self = .max
        } else if whole <= Double(Self.min) {
            self = .min
        } else {
            self.init(whole)
        }
    }
}
