// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Applies the preferences to the parts they govern, once at start and again whenever a
/// key changes (from the preferences window or from outside, such as `gsettings set`).
/// What reaches the engine here is a preference's effect, set for every file to come, not
/// a player action: the actions' words and the panels follow the engine's report of it.
@MainActor
final class SettingsFollower {
    private let settings: AppSettings
    private let player: Player
    private let gestures: GestureResponder
    private let controls: PlaybackControls
    private let input: PictureInput
    private let progress: ProgressKeeper
    /// False on a software rasterizer: no GPU to decode on, whatever the preference says.
    private let hardwareDecodingAvailable: Bool
    private var connection: SignalConnection?

    /// Seconds a skip moves: the buttons, the arrow keys and double taps.
    private(set) var skipSeconds = Double(Setting.skipSeconds.defaultValue)
    /// The volume's ceiling (100, or 150 with the boost).
    private(set) var maximumVolume = 100.0

    init(settings: AppSettings, player: Player, gestures: GestureResponder, controls: PlaybackControls, input: PictureInput,
         progress: ProgressKeeper, hardwareDecodingAvailable: Bool) {
        self.settings = settings
        self.player = player
        self.gestures = gestures
        self.controls = controls
        self.input = input
        self.progress = progress
        self.hardwareDecodingAvailable = hardwareDecodingAvailable
        for key in [Setting.theme.name, Setting.skipSeconds.name, Setting.resume.name, Setting.volumeBoost.name,
                    Setting.brightnessMode.name, Setting.hardwareDecoding.name, Setting.audioLanguages.name,
                    Setting.subtitleLanguages.name, Setting.evenOutLoudness.name] + Setting.gestures.map(\.key.name) {
            apply(key)
        }
        connection = settings.onChange { [weak self] key in
            DebugTopics.write(.settingChanged(key))
            self?.apply(key)
        }
    }

    /// The settings outlive the window: stop following them when it goes.
    func close() {
        connection?.disconnect()
        connection = nil
    }

    private func apply(_ key: String) {
        switch key {
        case Setting.theme.name:
            let scheme = switch Preferences.Theme(rawValue: settings[Setting.theme]) ?? .system {
            // Pictures look best on dark surroundings: "system" still prefers dark, and a light system wins.
            case .system: ADW_COLOR_SCHEME_PREFER_DARK
            case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
            case .dark: ADW_COLOR_SCHEME_FORCE_DARK
            }
            adw_style_manager_set_color_scheme(adw_style_manager_get_default(), scheme)
        case Setting.skipSeconds.name:
            skipSeconds = Double(settings[Setting.skipSeconds])
            gestures.skipSeconds = skipSeconds
            input.setSkipSeconds(skipSeconds)
        case Setting.resume.name:
            progress.resumes = settings[Setting.resume]
        case Setting.volumeBoost.name:
            maximumVolume = Preferences.maximumVolume(boost: settings[Setting.volumeBoost])
            gestures.maximumVolume = maximumVolume
            // The slider's scale goes with the ceiling at once, not on the next tick.
            controls.volumeCeiling = maximumVolume
            controls.show(player.state)
            // A lower ceiling holds the engine's volume under it: the preference's effect, not a volume action.
            if player.state.volume > maximumVolume { player.setVolume(maximumVolume) }
        case Setting.brightnessMode.name:
            gestures.usesScreenBrightness = settings[Setting.brightnessMode] == Preferences.BrightnessMode.screen.rawValue
        case Setting.hardwareDecoding.name:
            // A software rasterizer has no GPU to decode on: it stays off there (CompositorChoice).
            let wanted = settings[Setting.hardwareDecoding] == Preferences.HardwareDecoding.auto.rawValue
            player.setHardwareDecoding(wanted && hardwareDecodingAvailable)
        case Setting.audioLanguages.name:
            player.setPreferredLanguages(audio: Preferences.languageList(settings[Setting.audioLanguages]) ?? "")
        case Setting.subtitleLanguages.name:
            player.setPreferredLanguages(subtitles: Preferences.languageList(settings[Setting.subtitleLanguages]) ?? "")
        case Setting.evenOutLoudness.name:
            player.setLoudnessEvened(settings[Setting.evenOutLoudness])
        default:
            guard let gesture = Setting.gestures.first(where: { $0.key.name == key }) else { return }
            gestures.switches[keyPath: gesture.switch] = settings[gesture.key]
        }
    }
}
