// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Engine events to the views: each `.stateChanged` names what changed, and every view
/// that follows one of those fields shows it at once (`makeFollowers`, one table). The
/// clock moves only what time moves: the time display and the time-based rules.
extension PlayerController {
    func handle(_ event: PlayerEvent) {
        switch event {
        case .stateChanged(let changes):
            stateChanged(changes)
        case .startFile(let location):
            opening.opening(location)
            lagNotice.fileStarted()
            // A turn belongs to one file: the next starts as it was recorded (or as remembered).
            if player.state.rotation != 0 { player.setRotation(0) }
            startPage.playbackStarted()
            shownTitle = nil
            episodes.hideUpNext()
            window.show(.player)
            activity()
        case .fileLoaded(let location):
            opening.settled()
            let resumedAt = opener.fileLoaded(location)
            window.show(.player)
            seeking.fileLoaded(location)
            stateToApply = progress.stateToApply(for: location)
            if let resumedAt {
                FileHandle.standardError.write(Data("Nova: resumed \(location) at \(TimeFormat.clock(resumedAt))\n".utf8))
                window.showToast(tr("Resumed at %s", TimeFormat.clock(resumedAt)), button: tr("Start Over"),
                                 action: ActionTable.detailedName(.startOver))
            }
        case .playbackRestarted:
            lagNotice.interrupted()
            seeker.seekFinished()
            progress.save(player.state, now: MainContext.now())
            showTime()
        case .endReached:
            activity()
            let state = player.state
            progress.save(state, now: MainContext.now())
            if case .early(let reached, let duration) = PlaybackEnding(state) {
                // Not the end the file claims: say so, and stay (the next file can wait).
                let sentence = tr("This file ends early, at %s of %s — it may be incomplete.",
                                  TimeFormat.clock(reached), TimeFormat.clock(duration))
                window.showToast(sentence, seconds: 15)
            } else if episodes.shouldMoveOnAtEnd {
                // Without a card (a short file), the end itself moves on.
                actions.activate(.next)
            }
        case .failed(let error):
            // mpv's "loading failed" of a web address: its redirects may say why, soon.
            let awaited = opener.awaits(error.location)
            let rewording = redirects.reword(error) { [unowned self] reworded in
                // Unless something else was opened meanwhile.
                if awaited ? opener.awaits(reworded.location) : !player.state.hasMedia { failed(reworded) }
            }
            if !rewording { failed(error) }
        case .shutdown:
            break
        case .configurationProblem(let message):
            window.showToast(tr("Your mpv configuration: %s", message), seconds: 10)
        }
    }

    private func failed(_ error: PlaybackError) {
        opening.settled()
        if case .unhandled = opener.failed(error) { show(error) }
    }

    /// "Buffering…" while mpv waits for the network; "Waiting for …" while a file is slow to open.
    private func showBuffering(_ state: PlaybackState) {
        if opening.stage != .quiet, let location = state.location {
            window.showBuffering(true, percent: nil, words: tr("Waiting for %s…", FileLocation.displayName(location)))
        } else {
            window.showBuffering(state.isBuffering && state.hasMedia, percent: state.bufferedPercent)
        }
    }

    func openingStage(_ stage: OpeningWait.Stage, _ location: String) {
        showBuffering(player.state)
        if stage != .tooLong { window.dismiss(&openingNotice) }
        guard stage == .tooLong else { return }
        let sentence = tr("Nothing playable has come from “%s” in %s seconds. It may be very slow, or send nothing at all.",
                          FileLocation.displayName(location), String(Int(OpeningWait.limitSeconds)))
        openingNotice = window.showLastingToast(sentence, button: tr("_Close Video"),
                                                action: ActionTable.detailedName(.closeVideo))
    }

    private func stateChanged(_ changes: Set<PlaybackState.Field>) {
        let state = player.state
        // Asked and reported (or asked for what it already was): mpv's word counts again.
        if state.volume == requestedVolume { requestedVolume = nil }
        if let remembered = stateToApply, !state.tracks.isEmpty {
            stateToApply = nil
            apply(remembered, to: state)
        }
        if wasPlaying && !state.isPlaying { progress.save(state, now: MainContext.now()) }
        wasPlaying = state.isPlaying
        presence.follow(state)
        interruptions.follow(state)
        if let pending = pendingAnnouncement, changes.contains(pending.field) {
            pendingAnnouncement = nil
            window.show(pending.message(state))
        }
        if player.hasNoSoundOutput, !saidNoSound {
            saidNoSound = true
            window.showToast(tr("No sound output: playing without sound"), seconds: 8)
        }
        for follower in followers where !follower.follows.isDisjoint(with: changes) { follower.show(state, changes) }
    }

    /// Which view follows which fields, in the order they are told (what can be done now
    /// before MPRIS, which says it).
    func makeFollowers() -> [StateFollower] {
        [
            StateFollower(follows: [.tracks, .location, .idle, .title]) { [unowned self] state, _ in
                window.showPlaceholder(state.needsPicturePlaceholder ? (state.title ?? state.location.map(FileLocation.displayName)) : nil)
            },
            StateFollower(follows: [.location, .idle, .playlist, .chapters]) { [unowned self] state, _ in followAbilities(state) },
            // Every field: the server sends only what differs from what clients were told.
            StateFollower(follows: Set(PlaybackState.Field.allCases)) { [unowned self] state, _ in
                mpris.follow(state, canGoNext: actions.isEnabled(.next), canGoPrevious: actions.isEnabled(.previous))
            },
            // Every field: it compares with the title it shows (a new file may keep the last one's).
            StateFollower(follows: Set(PlaybackState.Field.allCases)) { [unowned self] state, _ in
                guard state.title != shownTitle, window.page != .error else { return }
                shownTitle = state.title
                window.setTitle(state.hasMedia ? state.title : nil)
            },
            StateFollower(follows: PlayerPanels.follows) { [unowned self] state, changes in panels.follow(changes, state) },
            StateFollower(follows: [.idle]) { [unowned self] state, _ in if state.isIdle { opening.settled() } },
            StateFollower(follows: [.buffering, .idle, .location]) { [unowned self] state, _ in showBuffering(state) },
            StateFollower(follows: PlaybackControls.follows) { [unowned self] state, _ in
                window.controls.show(state)
                applyVisibility()
            },
        ]
    }

    /// What can be done now, as the actions' enabled state (the buttons follow it).
    func followAbilities(_ state: PlaybackState) {
        actions.setEnabled(.next, episodes.neighbour(forward: true) != nil)
        actions.setEnabled(.previous, episodes.neighbour(forward: false) != nil)
        actions.setEnabled(.chapter(forward: true), !state.chapters.isEmpty)
    }

    // MARK: The clock

    /// Four times a second: the time display and the rules that go by time.
    func clockTick() {
        let state = player.state
        let now = MainContext.now()
        progress.saveIfDue(state, now: now)
        lagNotice.observe(state, now: now)
        sleep.tick()
        window.controls.showSleep(sleep.label())
        if sleep.endsWithThisVideo { episodes.hideUpNext() } else { episodes.considerUpNext(state) }
        applyVisibility()
        showTime()
    }

    /// The bar's times and timeline, while it is on screen.
    private func showTime() {
        guard window.controls.isRevealed else { return }
        window.controls.volumeCeiling = preferences.maximumVolume
        window.controls.show(player.state)
        seeking.logTimelineGeometry()
        window.controls.logPlacement()
    }

    // MARK: Controls visibility

    func activity() {
        visibility.activity(at: MainContext.now())
        applyVisibility()
    }

    func toggleControls() {
        visibility.toggle(at: MainContext.now())
        applyVisibility()
    }

    /// The controls and the pointer shown or hidden by the visibility rule.
    func applyVisibility() {
        let state = player.state
        let shown = visibility.update(now: MainContext.now(), isPlaying: state.isPlaying, pointerOverControls: pointerOverControls)
            && !input.isLocked
        if window.controls.isRevealed != shown {
            window.controls.isRevealed = shown
            if shown { showTime() }
        }
        window.setPointerHidden(!shown && state.isPlaying)
    }
}
