// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore

/// A quarter turn as ffmpeg's filters make it, for turning the picture before mpv's
/// software renderer sees it (`Player.turnPictureByFilter`).
enum PictureTurn {
    /// The filter graph turning a picture `degrees` clockwise; nil for none.
    static func filterGraph(degrees: Int) -> String? {
        switch MediaNumbers.rotation(degrees) {
        case 90: "transpose=clock"
        case 180: "hflip,vflip"
        case 270: "transpose=cclock"
        default: nil
        }
    }
}
