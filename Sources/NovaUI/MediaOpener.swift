// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine

/// Opens what Nova is handed (a drop, MPRIS, the command line, the open dialog, the
/// library): media plays, a subtitle file goes to the video (`OpenRequest`). Until a new
/// file has loaded, what played before is kept in mind: if the new one cannot be played,
/// the person is told in a toast and the old one plays on from where it was.
@MainActor
final class MediaOpener {
    private let player: Player
    private let progress: ProgressKeeper
    private let window: PlayerWindow
    /// Before anything replaces what plays (touch unlocked, the screen's brightness handed back).
    var willReplace: Action?
    /// A file could not be played and nothing plays instead: the error page.
    var onFailure: ((PlaybackError) -> Void)?
    /// A subtitle file was added (its track shows in the panels once mpv lists it).
    var onSubtitlesAdded: Action?

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
    /// Subtitle files that came with the video now loading.
    private var subtitlesToAdd: [String] = []
    /// Where the file now loading was resumed, to say so once it is on screen.
    private var resumedAt: Double?

    init(player: Player, progress: ProgressKeeper, window: PlayerWindow) {
        self.player = player
        self.progress = progress
        self.window = window
        window.video.onReady = { [unowned self] in
            let locations = waitingForPicture
            waitingForPicture = []
            if !locations.isEmpty { open(locations) }
        }
    }

    /// Plays the first media location now and queues the rest; subtitle files go to the
    /// video. What cannot be played while a video plays is said in a toast, and that video
    /// goes on.
    func open(_ locations: [String]) {
        let request = OpenRequest(locations, somethingPlays: player.state.hasMedia)
        if request.subtitlesNeedAVideo {
            window.showToast(tr("Subtitles need a video: open the video first, then its subtitles"), seconds: 8)
            return
        }
        guard !request.media.isEmpty else {
            request.subtitles.forEach(addSubtitles)
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
        var loaded = false
        for location in request.media {
            do {
                let start = loaded ? nil : progress.resumePosition(for: location)
                try player.load(location, mode: loaded ? .append : .replace, startingAt: start)
                if !loaded {
                    resumedAt = start
                    player.play()
                    subtitlesToAdd = request.subtitles
                    if before.hasMedia, let previous = before.location {
                        fallback = Fallback(location: previous, position: before.position, wasPaused: before.isPaused)
                    }
                }
                loaded = true
            } catch let error as PlaybackError {
                failures.append(error)
            } catch {
                window.showFeedback("\(error)")
            }
        }
        guard let failure = failures.first else { return }
        if loaded || before.hasMedia {
            window.showToast(failure.headline + " — " + failure.sentence, seconds: 10)
        } else {
            onFailure?(failure)
        }
    }

    /// Adds a subtitle file to the video that plays, and shows it.
    func addSubtitles(_ location: String) {
        let name = FileLocation.displayName(location)
        do {
            try player.loadSubtitles(location)
            FileHandle.standardError.write(Data("Nova: subtitles added: \(location)\n".utf8))
            window.showFeedback(tr("Subtitles: %s", name))
            onSubtitlesAdded?()
        } catch {
            window.showToast(tr("These subtitles cannot be read: %s", name), seconds: 8)
        }
    }

    /// A file has loaded: nothing to go back to any more, and the subtitles that came with
    /// it go in. Returns where it was resumed, to say so.
    func fileLoaded() -> Double? {
        fallback = nil
        let subtitles = subtitlesToAdd
        subtitlesToAdd = []
        subtitles.forEach(addSubtitles)
        defer { resumedAt = nil }
        return resumedAt
    }

    /// A file failed: returns true when what played before plays on instead (from where it
    /// was, said in a toast); false when the failure is for the error page.
    func fellBack(after error: PlaybackError) -> Bool {
        guard let previous = fallback, error.location != previous.location else { return false }
        fallback = nil
        subtitlesToAdd = []
        resumedAt = nil
        window.showToast(error.headline + " — " + error.sentence, seconds: 10)
        do {
            try player.load(previous.location, startingAt: previous.position.map { max(0, $0) })
            if previous.wasPaused { player.pause() } else { player.play() }
        } catch let error as PlaybackError {
            onFailure?(error)
        } catch {
            window.showFeedback("\(error)")
        }
        return true
    }
}
