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
            window.forgetShownTitle()
            pendingAnnouncements.clear()
            episodes.hideUpNext()
            window.show(.player)
            window.reveal.activity()
        case .fileLoaded(let location):
            opening.settled()
            let resumedAt = opener.fileLoaded(location)
            window.show(.player)
            seeking.fileLoaded(location)
            stateToApply = progress.stateToApply(for: location)
            if let resumedAt {
                ConsoleLine.resumed(location: location, at: TimeFormat.clock(resumedAt)).write()
                window.showToast(tr("Resumed at %s", TimeFormat.clock(resumedAt)), button: tr("Start Over"),
                                 action: .startOver)
            }
        case .playbackRestarted:
            lagNotice.interrupted()
            if let landed = seeker.seekFinished() { mpris.seeked(to: landed) }
            progress.save(player.state, now: MainContext.now())
            window.reveal.showTime()
        case .endReached:
            window.reveal.activity()
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
        opener.failed(error)
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
        for words in pendingAnnouncements.take(changes, in: state, at: MainContext.now()) { window.show(words) }
        if player.hasNoSoundOutput, !saidNoSound {
            saidNoSound = true
            window.showToast(tr("No sound output: playing without sound"), seconds: 8)
        }
        for follower in followers where !follower.follows.isDisjoint(with: changes) { follower.show(state, changes) }
    }

    /// Which part follows which fields (each declares them beside what it shows), in the
    /// order they are told: what can be done now before MPRIS, which says it.
    func makeFollowers() -> [StateFollower] {
        [
            StateFollower(follows: WindowPresence.follows) { [unowned self] state, _ in presence.follow(state) },
            StateFollower(follows: InterruptionResponder.follows) { [unowned self] state, _ in interruptions.follow(state) },
            StateFollower(follows: PlayerWindow.placeholderFollows) { [unowned self] state, _ in window.showPlaceholder(for: state) },
            StateFollower(follows: Self.abilitiesFollow) { [unowned self] state, _ in followAbilities(state) },
            StateFollower(follows: MprisAdapter.follows) { [unowned self] state, _ in mpris.follow(state) },
            StateFollower(follows: PlayerWindow.titleFollows) { [unowned self] state, _ in window.showTitle(of: state) },
            StateFollower(follows: PlayerPanels.follows) { [unowned self] state, changes in panels.follow(changes, state) },
            StateFollower(follows: OpeningWatch.follows) { [unowned self] state, _ in opening.follow(state) },
            StateFollower(follows: OpeningWatch.bufferingFollows) { [unowned self] state, _ in opening.showBuffering(state) },
            StateFollower(follows: PlaybackControls.follows) { [unowned self] state, _ in
                window.controls.show(state)
                window.reveal.apply()
            },
        ]
    }

    /// What `followAbilities` follows: where next and previous lead, and whether there are chapters.
    static let abilitiesFollow: Set<PlaybackState.Field> = [.location, .idle, .playlist, .chapters]

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
        window.reveal.apply()
        window.reveal.showTime()
    }
}
