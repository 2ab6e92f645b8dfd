// SPDX-License-Identifier: GPL-3.0-or-later

/// What the player is doing when a gesture starts, for gestures that work relative to it.
public struct TouchContext: Equatable, Sendable {
    public var position: Double?
    public var duration: Double?
    /// 0 = the picture fits the area, 1 = it fills it (cropped).
    public var zoom: Double

    public init(position: Double? = nil, duration: Double? = nil, zoom: Double = 0) {
        self.position = position; self.duration = duration; self.zoom = zoom
    }
}
