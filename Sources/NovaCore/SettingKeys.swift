// SPDX-License-Identifier: GPL-3.0-or-later

/// Every key of `io.github.novaplayer.Nova`.
public enum Setting {
    public static let windowWidth = SettingKey("window-width", default: 960)
    public static let windowHeight = SettingKey("window-height", default: 600)
    public static let windowMaximized = SettingKey("window-maximized", default: false)
    public static let volume = SettingKey("volume", default: 100.0)
    public static let skipSeconds = SettingKey("skip-seconds", default: 10)
    public static let autoplayNext = SettingKey("autoplay-next", default: true)
    /// A `Preferences.Theme`.
    public static let theme = SettingKey("theme", default: Preferences.Theme.system.rawValue)
    public static let resume = SettingKey("resume", default: true)
    public static let volumeBoost = SettingKey("volume-boost", default: false)
    /// A `Preferences.HardwareDecoding`.
    public static let hardwareDecoding = SettingKey("hardware-decoding", default: Preferences.HardwareDecoding.auto.rawValue)
    /// A `Preferences.BrightnessMode`.
    public static let brightnessMode = SettingKey("brightness-mode", default: Preferences.BrightnessMode.screen.rawValue)
    /// Language codes, comma-separated (`Preferences.languageList`).
    public static let audioLanguages = SettingKey("audio-languages", default: "")
    public static let subtitleLanguages = SettingKey("subtitle-languages", default: "")
    public static let useMpvConfig = SettingKey("use-mpv-config", default: false)
    public static let softwareRendering = SettingKey("software-rendering", default: false)
    public static let backgroundPlayback = SettingKey("background-playback", default: false)
    /// Night mode: quiet voices up and loud scenes down (for phone speakers, late evenings).
    public static let evenOutLoudness = SettingKey("even-out-loudness", default: false)
    public static let gestureBrightness = SettingKey("gesture-brightness", default: true)
    public static let gestureVolume = SettingKey("gesture-volume", default: true)
    public static let gestureSeek = SettingKey("gesture-seek", default: true)
    public static let gestureDoubleTap = SettingKey("gesture-double-tap", default: true)
    public static let gestureLongPress = SettingKey("gesture-long-press", default: true)
    public static let gesturePinch = SettingKey("gesture-pinch", default: true)

    /// The gesture switches, each with the part of `GestureSwitches` it turns on or off.
    public static var gestures: [(key: SettingKey<Bool>, switch: WritableKeyPath<GestureSwitches, Bool>)] { [
        (gestureBrightness, \.brightness), (gestureVolume, \.volume), (gestureSeek, \.seek),
        (gestureDoubleTap, \.doubleTap), (gestureLongPress, \.longPress), (gesturePinch, \.pinch),
    ] }

    /// Every key with its default written as the schema writes it (`10`, `true`, `"system"`).
    public static var all: [(name: String, schemaDefault: String)] {
        func text(_ key: SettingKey<String>) -> (String, String) { (key.name, "\"\(key.defaultValue)\"") }
        func flag(_ key: SettingKey<Bool>) -> (String, String) { (key.name, key.defaultValue ? "true" : "false") }
        func int(_ key: SettingKey<Int>) -> (String, String) { (key.name, String(key.defaultValue)) }
        return [int(windowWidth), int(windowHeight), flag(windowMaximized), (volume.name, String(Int(volume.defaultValue))),
                int(skipSeconds), flag(autoplayNext), text(theme), flag(resume), flag(volumeBoost), text(hardwareDecoding),
                text(brightnessMode), text(audioLanguages), text(subtitleLanguages), flag(useMpvConfig),
                flag(softwareRendering), flag(backgroundPlayback), flag(evenOutLoudness)] + gestures.map { flag($0.key) }
    }
}
