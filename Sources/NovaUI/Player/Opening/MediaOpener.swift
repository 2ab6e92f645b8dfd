// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Opens what Nova is handed (a drop, MPRIS, the command line, the open dialog, the
/// library): media plays, a subtitle file goes to the video (`OpenRequest`). Until a new
/// file has loaded, what played before is kept in mind: if the new one cannot be played,
/// the person is told in a toast and the old one plays on from where it was.
@MainActor
final class MediaOpener {
    private let player: Player
    private let progress: ProgressKeeper
    private let window: PlayerWindow
    /// Told when Nova falls back to a file, so its up-next card does not lead on again.
    private let episodes: EpisodeNavigator
    /// Before anything replaces what plays (touch unlocked, the screen's brightness handed back).
    var willReplace: Action?

    /// Files asked for before the picture could be drawn: mpv's video output needs the
    /// render context, which exists only once the GL area is realized.
    private var waitingForPicture: [String] = []
    /// What played when another file was asked for, to go back to if that one fails.
    private struct Fallback {
        let location: String
        let position: Double?
        let wasPaused: Bool
    }
    private var fallback: Fallback?
    /// The files of the last request still to load, in order (the first is loading now):
    /// events of files asked for earlier are not theirs.
    private var requested: [String] = []
    /// Subtitle files that came with the video now loading.
    private var subtitlesToAdd: [String] = []
    /// Where the file now loading was resumed, to say so once it is on screen.
    private var resumedAt: Double?

    init(player: Player, progress: ProgressKeeper, window: PlayerWindow, episodes: EpisodeNavigator) {
        self.player = player
        self.progress = progress
        self.window = window
        self.episodes = episodes
        window.video.onReady = { [unowned self] in
            let locations = waitingForPicture
            waitingForPicture = []
            if !locations.isEmpty { open(locations) }
        }
    }

    /// Plays the first media location now and queues the rest; subtitle files go to the
    /// video. What cannot be played while a video plays is said in a toast, and that video
    /// goes on.
    /// `startingAt`: where the first file starts, in place of its saved progress.
    func open(_ locations: [String], startingAt: Double? = nil) {
        let request = OpenRequest(locations, somethingPlays: player.state.hasMedia)
        if request.subtitlesNeedAVideo {
            window.showToast(tr("Subtitles need a video: open the video first, then its subtitles"), seconds: 8)
            return
        }
        guard !request.media.isEmpty else {
            for path in request.subtitles { addSubtitles(path) }
            return
        }
        willReplace?()
        guard window.video.isReady else {
            waitingForPicture = locations
            window.show(.player)
            return
        }
        let before = player.state
        progress.save(before, now: Double(g_get_monotonic_time()) / 1_000_000)
        var failures: [PlaybackError] = []
        var loaded: [String] = []
        for location in request.media {
            do {
                let start = loaded.isEmpty ? (startingAt ?? progress.resumePosition(for: location)) : nil
                // Opening itself, for `play-file`, `open-files` and what falls back or reopens.
                try player.load(location, mode: loaded.isEmpty ? .replace : .append, startingAt: start)
                if loaded.isEmpty {
                    resumedAt = start
                    // The player's page at once: not the start page's posters until mpv starts.
                    window.show(.player)
                    // Opening plays (the resume point is the load's start): part of opening, not a Play action.
                    player.play()
                    subtitlesToAdd = request.subtitles
                }
                loaded.append(location)
            } catch let error as PlaybackError {
                failures.append(error)
            } catch {
                window.show(OnScreenMessage.engineProblem("\(error)"))
            }
        }
        if !loaded.isEmpty { requested = loaded }
        // One file asked for, in place of one that played: that one is what to go back to.
        fallback = nil
        if loaded.count == 1, before.hasMedia, let previous = before.location {
            fallback = Fallback(location: previous, position: before.position, wasPaused: before.isPaused)
        }
        guard let failure = failures.first else { return }
        if !loaded.isEmpty || before.hasMedia {
            say(failure)
        } else {
            showErrorPage(failure)
        }
    }

    /// Adds a subtitle file to the video that plays, and shows it.
    func addSubtitles(_ location: String) {
        let name = FileLocation.displayName(location)
        // Read by mpv off the main thread: the window answers while a large file loads.
        player.loadSubtitles(location) { [weak self] problem in
            guard let self else { return }
            if problem == nil {
                ConsoleLine.subtitlesAdded(location: location).write()
                window.show(OnScreenMessage.subtitleTrack(name))
            } else {
                window.showToast(tr("These subtitles cannot be read: %s", name), seconds: 8)
            }
        }
    }

    /// A file has loaded. The first of the last request: nothing to go back to any more,
    /// and the subtitles that came with it go in; returns where it was resumed, to say so.
    /// (A file of an earlier request, still loading when this one was asked for, takes
    /// nothing of it.)
    func fileLoaded(_ location: String) -> Double? {
        guard location == requested.first else { return nil }
        requested.removeFirst()
        fallback = nil
        let subtitles = subtitlesToAdd
        subtitlesToAdd = []
        for path in subtitles { addSubtitles(path) }
        defer { resumedAt = nil }
        return resumedAt
    }

    /// Whether this location is of the last request and has not loaded or failed yet.
    func awaits(_ location: String) -> Bool { requested.contains(location) }

    /// A file failed: the request's next file plays, or what played before plays on from
    /// where it was (both said in a toast); or nothing plays instead: the error page.
    func failed(_ error: PlaybackError) {
        guard let index = requested.firstIndex(of: error.location) else {
            showErrorPage(error)
            return
        }
        requested.remove(at: index)
        subtitlesToAdd = []
        resumedAt = nil
        if !requested.isEmpty {
            // mpv goes on to the next file of its playlist by itself.
            say(error)
            return
        }
        guard let previous = fallback else {
            showErrorPage(error)
            return
        }
        fallback = nil
        say(error)
        do {
            try player.load(previous.location, startingAt: previous.position.map { max(0, $0) })
            // Back to the file that played, as it was (playing or paused): opening's own fallback.
            if previous.wasPaused { player.pause() } else { player.play() }
            // Back at the file whose next one failed: not to the next one again and again.
            episodes.dismissUpNext(for: previous.location)
        } catch let error as PlaybackError {
            showErrorPage(error)
        } catch {
            window.show(OnScreenMessage.engineProblem("\(error)"))
        }
    }

    /// Nothing plays instead of a file that cannot be played: the error page, and the
    /// window's title names the problem too, so the window list and task switchers say it.
    private func showErrorPage(_ error: PlaybackError) {
        // A file that went away keeps the progress it had (`PlaybackEnding`).
        if case .vanished = error { progress.save(player.state, now: MainContext.now()) }
        ConsoleLine.playbackError(headline: error.headline, sentence: error.sentence, location: error.location).write()
        remember(error)
        // Nothing plays on behind the error page.
        player.stop()
        window.show(error)
        window.setTitle(error.headline)
    }

    /// The address of the last video that could not be played, whole (sentences shorten it).
    private(set) var failedLocation: String?

    /// A failure is being said (here in a toast, or on the error page): its address is the
    /// one to copy.
    private func remember(_ error: PlaybackError) { failedLocation = error.location }

    /// A file that cannot be played, said while something else plays on; an address from
    /// the network can be copied whole from the toast.
    private func say(_ error: PlaybackError) {
        remember(error)
        let copies = FileLocation.localPathBytes(error.location) == nil
        window.showToast(error.headline + " — " + error.sentence, button: copies ? tr("Copy Address") : nil,
                         action: copies ? .copyFailedAddress : nil, seconds: 10)
    }
}
