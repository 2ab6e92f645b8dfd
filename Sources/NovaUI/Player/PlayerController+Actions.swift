// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// What each player action does, and the words it says: the one place every button, menu
/// item, key, gesture, panel row, notice and MPRIS request ends (through `ActionTable`).
extension PlayerController {
    func perform(_ action: PlayerAction) {
        let state = player.state
        switch action {
        case .togglePause:
            interruptions.personDecided()
            guard state.hasMedia else { return }
            if state.isEndReached {
                playAfterEnd(state)
            } else {
                announce(when: .paused) { $0.isPaused ? .paused : .playing }
                player.togglePause()
            }
            window.reveal.activity()
        case .play:
            interruptions.personDecided()
            guard state.hasMedia, !state.isPlaying else { return }
            if state.isEndReached {
                playAfterEnd(state)
            } else {
                announce(when: .paused) { $0.isPaused ? .paused : .playing }
                player.play()
            }
            window.reveal.activity()
        case .pause:
            // A client's Pause (or a call's): never a play, whatever happened since.
            interruptions.personDecided()
            player.pause()
        case .skip(let forward):
            skip(by: forward ? preferences.skipSeconds : -preferences.skipSeconds)
        case .seekRelative(let seconds):
            skip(by: seconds)
        case .frameStep(let forward):
            guard state.hasMedia else { return }
            player.frameStep(forward: forward)
            window.show(OnScreenMessage.frameStep(forward: forward))
            window.reveal.activity()
        case .chapter(let forward):
            guard let position = state.position,
                  let target = SeekPolicy.chapterTarget(from: position, chapters: state.chapters, forward: forward) else {
                return unavailable(action)
            }
            seek(to: target, source: .key)
            let index = state.chapters.index(at: target)
            window.show(OnScreenMessage.chapter(title: index.flatMap { state.chapters[$0].title }, number: (index ?? 0) + 1))
        case .seekTo(let seconds):
            seek(to: seconds, source: .mpris)
            window.show(OnScreenMessage.position(seconds, framesPerSecond: state.framesPerSecond))
        case .seekToShown(let seconds):
            // The finger's bubbles said where; the controls stay as the gesture left them.
            guard state.hasMedia else { return }
            seeker.jump(to: seconds, source: .gesture)
        case .goToChapter(let index):
            guard state.chapters.indices.contains(index) else { return }
            seek(to: state.chapters[index].start, source: .key)
            window.show(OnScreenMessage.chapter(title: state.chapters[index].title, number: index + 1))
        case .seekToFraction(let fraction):
            guard let duration = state.duration, duration > 0 else { return }
            seek(to: duration * fraction, source: .key)
            window.show(OnScreenMessage.fraction(fraction, time: duration * fraction))
        case .changeVolume(let delta):
            // Key repeats arrive faster than mpv reports the volume: step from the last asked.
            setVolume((requestedVolume ?? state.volume) + delta)
            if state.isMuted { player.setMuted(false) }
            window.show(OnScreenMessage.volume(requestedVolume ?? state.volume))
        case .setVolume(let level):
            setVolume(level)
            if state.isMuted { player.setMuted(false) }
            // A swipe's level bar says it already, as the finger moves.
            if !touchFeedback.showsLevel(.volume) { window.show(OnScreenMessage.volume(requestedVolume ?? state.volume)) }
        case .toggleMute:
            announce(when: .muted) { $0.isMuted ? .muted : .soundOn }
            player.setMuted(!state.isMuted)
        case .toggleFullscreen:
            window.setFullscreen(!window.isFullscreen)
        case .leaveFullscreen:
            if window.isFullscreen { window.setFullscreen(false) }
        case .next, .previous:
            let forward = action == .next
            guard let target = episodes.neighbour(forward: forward) else { return unavailable(action) }
            switch target {
            case .playlist: player.playlistStep(forward: forward)
            case .file(let path): opener.open([path])
            }
        case .changeSpeed(let up):
            guard state.hasMedia else { return }
            let speed = SpeedSteps.step(from: state.speed, up: up)
            player.setSpeed(speed)
            window.show(OnScreenMessage.speed(SpeedSteps.label(speed)))
        case .resetSpeed:
            player.setSpeed(1)
            window.show(OnScreenMessage.normalSpeed)
        case .setSpeed(let speed):
            guard state.hasMedia else { return }
            player.setSpeed(speed)
            window.show(OnScreenMessage.speed(SpeedSteps.label(speed)))
        case .holdDoubleSpeed(let on):
            holdDoubleSpeed(on)
        case .cycleSubtitles(let forward):
            guard state.hasMedia else { return }
            player.cycleTrack(.subtitle, forward: forward)
            announce(when: .tracks) { .subtitleTrack(Self.selectedName(.subtitle, in: $0)) }
        case .cycleAudio:
            guard state.hasMedia else { return }
            player.cycleTrack(.audio, forward: true)
            announce(when: .tracks) { .audioTrack(Self.selectedName(.audio, in: $0)) }
        case .selectAudio(let id):
            guard let track = state.tracks(of: .audio).first(where: { $0.id == id }) else { return }
            player.selectTrack(.audio, id: id)
            window.show(OnScreenMessage.audioTrack(TrackNaming.name(of: track)))
        case .selectSubtitles(let id):
            let track = state.tracks(of: .subtitle).first { $0.id == id }
            guard id == nil || track != nil else { return }
            player.selectTrack(.subtitle, id: id)
            window.show(OnScreenMessage.subtitleTrack(track.map { TrackNaming.name(of: $0) }))
        case .syncSubtitleLine:
            // mpv knows only the lines it has read ahead: paused right after a seek, the
            // next one may not be known yet, and nothing moves. Say so rather than nothing.
            if player.syncNextSubtitleToNow() {
                announce(when: .subtitleDelay) { .subtitleDelay($0.subtitleDelay) }
            } else {
                window.show(OnScreenMessage.nextLineUnknown)
                panels.logState(state)
            }
        case .changeSubtitleSize(let step):
            announce(when: .subtitleScale) { .subtitleSize(MediaNumbers.percent($0.subtitleScale)) }
            player.setSubtitleScale(state.subtitleScale + step)
        case .changeAudioDelay(let seconds):
            announce(when: .audioDelay) { .audioDelay($0.audioDelay) }
            player.changeAudioDelay(by: seconds)
        case .loadSubtitles:
            FileOpening.chooseSubtitles(parent: cast(window.window)) { [weak self] path in self?.opener.addSubtitles(path) }
        case .setZoom(let fill):
            player.setZoom(fill)
        case .toggleSubtitles:
            announce(when: .subtitlesVisible) { $0.subtitlesVisible ? .subtitlesShown : .subtitlesHidden }
            player.setSubtitlesVisible(!state.subtitlesVisible)
        case .changeSubtitleDelay(let seconds):
            announce(when: .subtitleDelay) { .subtitleDelay($0.subtitleDelay) }
            player.changeSubtitleDelay(by: seconds)
        case .abLoop:
            // mpv's own cycle: A set, then B, then cleared; said as it reports each.
            announce(when: .loop) { $0.loopEnd != nil ? .loopFromAToB : $0.loopStart != nil ? .loopStartSet : .loopCleared }
            player.abLoop()
        case .toggleLoopFile:
            announce(when: .loopsFile) { $0.loopsFile ? .repeatingFile : .notRepeating }
            player.setLoopFile(!state.loopsFile)
        case .closeVideo:
            closeVideo()
        case .showShortcuts:
            ShortcutsWindow.present(over: window.window, skipSeconds: Int(preferences.skipSeconds))
        case .screenshot:
            screenshots.take()
        case .openScreenshot:
            screenshots.openLast()
        case .showSalvageDetails:
            storeNotice.showDetails()
        case .playFile(let location):
            opener.open([location])
        case .openFiles(let locations):
            opener.open(locations)
        case .sortLibrary(let order):
            startPage.sort(order)
        case .removeFromLibrary(let location):
            startPage.remove(location)
        case .addLibraryFolder(let path?):
            addLibraryFolder(path)
        case .addLibraryFolder(nil):
            FileOpening.chooseFolder(parent: cast(window.window)) { [weak self] path in self?.startPage.addFolder(path) }
        case .removeFromHistory(let location):
            startPage.removeFromHistory(location)
        case .clearHistory:
            startPage.clearHistory()
        case .removeLibraryFolder(let path):
            startPage.removeFolder(path)
        case .undoRemoval:
            startPage.undoRemoval()
        case .showPreferences:
            PreferencesWindow.present(over: window.window, settings: settings)
        case .showAbout:
            AboutNova.present(over: window.window)
        case .searchLibrary:
            // While a video plays the library is not on screen; Ctrl+W goes back to it.
            guard window.page != .player else { break }
            window.startPage.showLibrary()
            window.startPage.library.focusSearch()
        case .open:
            FileOpening.choose(parent: cast(window.window)) { [weak self] in self?.actions.activate(.openFiles(locations: $0)) }
        case .openLocation:
            OpenLocationDialog.present(over: window.window) { [weak self] in self?.actions.activate(.openFiles(locations: [$0])) }
        case .raiseWindow:
            gtk_window_present(cast(window.window))
        case .quit:
            close()
        case .lockTouch:
            setTouchLocked(true)
        case .unlockTouch:
            setTouchLocked(false)
        case .closePanel:
            window.panels.close()
        case .dismissUpNext:
            episodes.dismissUpNext()
        case .setBrightness(let level):
            gestures.setBrightness(level)
        case .startOver:
            seek(to: 0, source: .key)
        case .setSleepTimer(let mode):
            sleep.set(mode)
            DebugTopics.write(.sleepTimer(sleep.label()))
            if mode == .endOfVideo { episodes.hideUpNext() }
            window.show(OnScreenMessage.sleepTimer(mode == nil ? nil : sleep.label() ?? ""))
            clockTick()
        case .extendSleepTimer:
            sleep.extend()
            // The toast's "+10 min" comes after the timer paused: playback goes on.
            player.play()
            window.show(OnScreenMessage.sleepTimer(sleep.label() ?? ""))
        case .openPanel(let panel):
            window.reveal.activity()
            panels.open(panel)
        case .rotate:
            guard state.hasMedia else { return }
            announce(when: .rotation) { .rotation($0.rotation) }
            player.setRotation(state.rotation + 90)
        case .copyFailedAddress:
            guard let location = opener.failedLocation else { return }
            gdk_clipboard_set_text(gtk_widget_get_clipboard(cast(window.window)), location)
            window.show(OnScreenMessage.addressCopied)
        case .toggleEvenLoudness:
            // A preference: SettingsFollower applies it, and the panel's switch follows the engine.
            settings[Setting.evenOutLoudness] = !settings[Setting.evenOutLoudness]
            window.show(OnScreenMessage.evenLoudness(settings[Setting.evenOutLoudness]))
        }
    }

    /// An action that cannot be done now, asked for by a key or MPRIS: said, with a file open.
    func unavailable(_ action: PlayerAction) {
        guard player.state.hasMedia else { return }
        switch action {
        case .next: window.show(OnScreenMessage.lastFile)
        case .previous: window.show(OnScreenMessage.firstFile)
        case .chapter(let forward): window.show(OnScreenMessage.noChapter(forward: forward))
        default: break
        }
    }

    /// Twice the speed while a finger holds the picture; the speed it had when it lifts.
    private func holdDoubleSpeed(_ on: Bool) {
        if on {
            guard player.state.isPlaying, speedBeforeHold == nil else { return }
            speedBeforeHold = player.state.speed
            player.setSpeed(2)
        } else if let speed = speedBeforeHold {
            player.setSpeed(speed)
            speedBeforeHold = nil
        }
        touchFeedback.showBoost(on && speedBeforeHold != nil)
    }

    private static func selectedName(_ kind: MediaTrack.Kind, in state: PlaybackState) -> String? {
        state.tracks(of: kind).first { $0.isSelected }.map { TrackNaming.name(of: $0) }
    }

    /// Says `message` once the engine reports a change of `field`: what an action changes
    /// is known only then (which track a cycle chose, the delay mpv now applies).
    func announce(when field: PlaybackState.Field, _ message: @escaping (PlaybackState) -> OnScreenMessage) {
        pendingAnnouncements.await(field, at: MainContext.now(), message)
    }

    func setVolume(_ volume: Double) {
        let volume = min(preferences.maximumVolume, max(0, volume))
        requestedVolume = volume
        player.setVolume(volume)
    }

    private func skip(by seconds: Double) {
        let state = player.state
        guard state.hasMedia, let position = state.position else { return }
        let target = SeekPolicy.relativeTarget(from: position, by: seconds, duration: state.duration,
                                               framesPerSecond: player.framesPerSecond)
        seek(to: target, source: .key)
        window.show(OnScreenMessage.skipped(offset: seconds, target: target))
    }

    /// Play at the end: from the start, or (ended early) the file opened again where it stopped.
    private func playAfterEnd(_ state: PlaybackState) {
        switch PlaybackEnding.playAfterEnd(state) {
        case .fromStart:
            seek(to: 0, source: .key)
            player.play()
            window.show(OnScreenMessage.playingFromStart)
        case .reopen(let reached):
            guard let location = state.location else { return }
            ConsoleLine.openedAgain(at: TimeFormat.clock(reached)).write()
            opener.open([location], startingAt: reached)
        }
    }

    /// Every seek Nova makes lands on the intended frame (through the `SeekDriver`).
    func seek(to seconds: Double, source: SeekDriver.Source) {
        guard player.state.hasMedia else { return }
        seeker.jump(to: seconds, source: source)
        window.reveal.activity()
    }

    /// Back to the start page, keeping where playback was.
    private func closeVideo() {
        progress.save(player.state, now: MainContext.now())
        player.stop()
        if input.isLocked { setTouchLocked(false) }
        gestures.restoreBrightness()
        showStartPage()
    }

    /// Locked, the picture ignores every gesture and the controls stay hidden; keys still work.
    func setTouchLocked(_ locked: Bool) {
        input.isLocked = locked
        // While touch is locked the menu cannot lock it again, nor unlock what is not locked.
        actions.setEnabled(.lockTouch, !locked)
        actions.setEnabled(.unlockTouch, locked)
        if locked {
            touchFeedback.hideSeekPreview()
            window.show(OnScreenMessage.touchLocked)
        } else {
            touchFeedback.unlock.hide()
            window.show(OnScreenMessage.touchUnlocked)
        }
        window.reveal.setTouchLocked(locked)
    }

    /// Puts back the tracks a person chose (by language and title), the subtitle delay, the
    /// speed and the picture's turn.
    func apply(_ remembered: FileState, to state: PlaybackState) {
        if let audio = remembered.audio?.pick(from: state.tracks(of: .audio)) { player.selectTrack(.audio, id: audio.id) }
        if remembered.subtitlesOff {
            player.selectTrack(.subtitle, id: nil)
        } else if let subtitle = remembered.subtitle?.pick(from: state.tracks(of: .subtitle)) {
            player.selectTrack(.subtitle, id: subtitle.id)
        }
        if remembered.subtitleDelay != 0 { player.changeSubtitleDelay(by: remembered.subtitleDelay - state.subtitleDelay) }
        if remembered.speed != 1 { player.setSpeed(remembered.speed) }
        if remembered.rotation != state.rotation { player.setRotation(remembered.rotation) }
    }
}
