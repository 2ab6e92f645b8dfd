// SPDX-License-Identifier: GPL-3.0-or-later

/// What the control bar leaves out on a narrow window, so a phone held upright keeps
/// every button at finger size: the ±10 s buttons (a double tap and the arrow keys do the
/// same), and the sleep timer's time (its moon stays).
public enum ControlsLayout {
    public static let compactWidth = 440

    public static func isCompact(width: Int) -> Bool { width < compactWidth }
}
