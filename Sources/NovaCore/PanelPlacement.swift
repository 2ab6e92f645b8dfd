// SPDX-License-Identifier: GPL-3.0-or-later

/// Where the player's panels (tracks, speed, chapters, sleep timer) open: a sheet rising
/// from the bottom on a portrait window, docked at the right of the picture otherwise.
public enum PanelPlacement: Equatable, Sendable {
    case bottom
    case side

    public static func forWindow(width: Int, height: Int) -> PanelPlacement {
        height > width ? .bottom : .side
    }

    /// The docked panel's width: a phone's width at most, a third of the window at least.
    public static func sideWidth(windowWidth: Int) -> Int {
        min(360, max(280, windowWidth / 3))
    }

    /// The sheet's height: up to 60 % of a portrait window.
    public static func sheetHeight(windowHeight: Int) -> Int {
        windowHeight * 6 / 10
    }
}
