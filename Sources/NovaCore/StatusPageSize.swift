// SPDX-License-Identifier: GPL-3.0-or-later

/// A status page (no videos found, nothing watched yet, a file that cannot play) on a
/// window this short keeps its words and its button in sight: a small icon and narrow
/// margins. libadwaita's 128 px icon and 36 px margins leave a phone held sideways (360 px)
/// its title at the bottom edge and the rest below it, to be scrolled to.
public enum StatusPageSize {
    public static let shortBelow = 480

    public static func isShort(windowContentHeight height: Int) -> Bool { height > 0 && height < shortBelow }
}
