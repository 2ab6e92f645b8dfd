// SPDX-License-Identifier: GPL-3.0-or-later

/// The window's size kept between runs: what it was at the last close is what it is at
/// the next start, never drifting, and a stored size nobody could have had (edited by
/// hand, from a much larger screen) is held to what a window can be.
public enum WindowSize {
    /// A phone's portrait width, and the least height the player's layout needs.
    public static let minimum = (width: 360, height: 294)
    public static let maximumSide = 16_384

    public static func restored(width: Int, height: Int) -> (width: Int, height: Int) {
        (min(maximumSide, max(minimum.width, width)), min(maximumSide, max(minimum.height, height)))
    }
}
