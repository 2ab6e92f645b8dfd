// SPDX-License-Identifier: GPL-3.0-or-later

/// Which touch gestures are on (each can be turned off in the preferences); an intent of
/// a gesture that is off does nothing.
public struct GestureSwitches: Equatable, Sendable {
    public var brightness = true
    public var volume = true
    public var seek = true
    public var doubleTap = true
    public var longPress = true
    public var pinch = true

    public init() {}

    public func allows(_ intent: TouchIntent) -> Bool {
        switch intent {
        case .adjustLevel(let level, _), .endLevel(let level):
            return level == .brightness ? brightness : volume
        case .previewSeek, .commitSeek, .cancelSeek, .seekUnavailable:
            return seek
        case .skip:
            return doubleTap
        case .speedBoost(let on):
            // Letting go always ends a boost, even one started before the switch went off.
            return longPress || !on
        case .zoom:
            return pinch
        case .toggleControls, .toggleFullscreen, .showUnlock:
            return true
        }
    }
}
