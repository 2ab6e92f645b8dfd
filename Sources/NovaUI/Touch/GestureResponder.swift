// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaDesktop
import NovaEngine
import NovaGLib

/// Applies what the `TouchRecognizer` decided: the volume, fullscreen, the long press's
/// 2×, the pinch's zoom, skips and swipe seeks as player actions (a run of taps and a
/// swipe are the finger's own: their words are the bubbles here, the seeks
/// `seek-to-shown`); the screen's (or the picture's) brightness; and the feedback for each.
@MainActor
final class GestureResponder {
    private let player: Player
    private let actions: ActionTable
    private let seeking: SeekInteraction
    private let controls: PlaybackControls
    private let reveal: ControlsReveal
    private let feedback: TouchFeedback
    private let brightness: ScreenBrightness?
    private var levelStart: [TouchIntent.Level: Double] = [:]
    private var skipBase: Double?

    /// The gestures turned on (preferences); an intent of one turned off is dropped.
    var switches = GestureSwitches()

    init(player: Player, actions: ActionTable, seeking: SeekInteraction, controls: PlaybackControls,
         reveal: ControlsReveal, feedback: TouchFeedback, brightness: ScreenBrightness?) {
        self.player = player
        self.actions = actions
        self.seeking = seeking
        self.controls = controls
        self.reveal = reveal
        self.feedback = feedback
        self.brightness = brightness
    }

    /// What a gesture starting now works from.
    var context: TouchContext {
        let state = player.state
        return TouchContext(position: state.hasMedia ? state.position : nil,
                            duration: state.hasMedia ? state.duration : nil, zoom: state.zoom)
    }

    /// An intent from the recognizer, if its gesture is turned on.
    func handle(_ intent: TouchIntent) {
        if switches.allows(intent) { apply(intent) }
    }

    private func apply(_ intent: TouchIntent) {
        switch intent {
        case .toggleControls:
            reveal.toggle()
        case .toggleFullscreen:
            actions.activate(.toggleFullscreen)
        case .skip(let forward, let total):
            skip(forward: forward, total: total)
        case .adjustLevel(let level, let delta):
            adjust(level, delta: delta)
        case .endLevel(let level):
            levelStart[level] = nil
            feedback.endLevel(level)
        case .previewSeek(let target, let offset, let rate):
            let state = player.state
            let chapter = state.chapters.index(at: target).flatMap { state.chapters[$0].title }
            feedback.showSeekPreview(target: target, offset: offset, framesPerSecond: state.framesPerSecond,
                                     chapter: chapter, rate: rate)
            seeking.requestSwipePreview(target)
            reveal.activity()
            // The timeline's knob goes with the finger (it stands for the position until it lifts).
            controls.swipeTarget = target
            controls.show(state)
        case .commitSeek(let target):
            controls.swipeTarget = nil
            feedback.hideSeekPreview()
            actions.activate(.seekToShown(seconds: target))
        case .cancelSeek:
            controls.swipeTarget = nil
            controls.show(player.state)
            feedback.hideSeekPreview()
        case .seekUnavailable:
            feedback.showSeekUnavailable()
        case .speedBoost(let on):
            actions.activate(.holdDoubleSpeed(on))
        case .zoom(let fill):
            actions.activate(.setZoom(fill))
            feedback.showZoom(fill)
        case .showUnlock:
            feedback.unlock.offer()
        }
    }

    /// Every tap seeks at once; a run's total counts from where its first tap was.
    private func skip(forward: Bool, total: Double) {
        let state = player.state
        guard state.hasMedia, let position = state.position else { return }
        if abs(total) <= skipSeconds + 1e-9 || skipBase == nil { skipBase = position }
        let target = SeekPolicy.relativeTarget(from: skipBase ?? position, by: total, duration: state.duration,
                                               framesPerSecond: player.framesPerSecond)
        actions.activate(.seekToShown(seconds: target))
        feedback.showSkip(forward: forward, total: total)
    }

    /// The skip amount the recognizer uses.
    var skipSeconds = 10.0
    /// The volume a full swipe reaches: 100 %, or 150 % with the boost.
    var maximumVolume = 100.0
    /// False: the brightness swipe dims the picture only, even where the screen's could be set.
    var usesScreenBrightness = true

    private func adjust(_ level: TouchIntent.Level, delta: Double) {
        switch level {
        case .volume:
            let start = levelStart[.volume] ?? player.state.volume / maximumVolume
            levelStart[.volume] = start
            let value = min(1, max(0, start + delta))
            // The level bar first: it is the words of this change (the action says none while it shows).
            feedback.showLevel(.volume, value: value, label: tr("%s %", String(MediaNumbers.percent(value * maximumVolume / 100))))
            actions.activate(.setVolume(value * maximumVolume))
        case .brightness:
            let start = levelStart[.brightness] ?? currentBrightness
            levelStart[.brightness] = start
            actions.activate(.setBrightness(min(1, max(0, start + delta))))
        }
    }

    private var setsScreen: Bool { brightness != nil && usesScreenBrightness }

    /// The screen's brightness, or the picture's where Nova does not set the screen's.
    private var currentBrightness: Double { setsScreen ? brightness?.level ?? 1 : feedback.pictureBrightness }

    /// Sets the screen's brightness (`set-brightness`), or where there is no backlight Nova
    /// may change (an external monitor, a desktop session) dims the picture, never below a
    /// tenth; the level bar says it.
    func setBrightness(_ level: Double) {
        if let brightness, setsScreen {
            brightness.set(level)
            feedback.showLevel(.brightness, value: level, label: tr("Brightness %s %", String(MediaNumbers.percent(level))))
        } else {
            let value = max(0.1, level)
            feedback.setPictureBrightness(value)
            feedback.showLevel(.brightness, value: value,
                               label: tr("Picture brightness %s %", String(MediaNumbers.percent(value))))
        }
    }

    /// Hands the screen's brightness back (the video closed, the window went to the background, quit).
    func restoreBrightness() {
        brightness?.restoreOriginal()
        levelStart[.brightness] = nil
    }
}
