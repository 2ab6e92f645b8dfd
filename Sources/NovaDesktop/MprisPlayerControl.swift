// SPDX-License-Identifier: GPL-3.0-or-later

/// What MPRIS clients (playerctl, GNOME Shell, Phosh's lock screen) may ask the player.
/// Called on the GLib main thread.
@MainActor
public protocol MprisPlayerControl: AnyObject {
    func mprisRaise()
    func mprisQuit()
    func mprisPlay()
    func mprisPause()
    func mprisPlayPause()
    func mprisNext()
    func mprisPrevious()
    func mprisStop()
    /// Relative seek, in seconds.
    func mprisSeek(by seconds: Double)
    /// Absolute seek, in seconds, already checked against the current track.
    func mprisSetPosition(_ seconds: Double)
    func mprisOpen(uri: String)
    /// 0…`mprisMaximumVolume`.
    func mprisSetVolume(_ volume: Double)
    /// 1, or more with the volume boost (1.5).
    var mprisMaximumVolume: Double { get }
    func mprisSetRate(_ rate: Double)
    /// The current position, read when a client asks (it is not announced).
    func mprisPosition() -> Double?
}
