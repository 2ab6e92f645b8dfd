// SPDX-License-Identifier: GPL-3.0-or-later

/// The panels over the picture (`win.panel-NAME`).
public enum PlayerPanel: String, CaseIterable, Sendable {
    case tracks, speed, chapters, sleep, info
}
