// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaDesktop
import NovaEngine
import NovaGLib

/// What comes before and after the file playing (mpv's playlist, or the neighbouring
/// episodes of its folder), and the up-next card near its end.
@MainActor
final class EpisodeNavigator {
    enum Neighbour { case playlist, file(String) }

    private let player: Player
    /// The next file's poster, made on request; `posterReady` when it was not ready yet.
    private let posters: PosterCache
    private let card = UpNextCard()
    private let autoplay: () -> Bool
    /// The file the card was dismissed for ("Watch Till the End").
    private var dismissedFor: String?
    private var folder: (location: String, next: String?, previous: String?)?

    private let overlay: UnsafeMutablePointer<GtkWidget>

    init(player: Player, posters: PosterCache, overlay: UnsafeMutablePointer<GtkWidget>, autoplay: @escaping () -> Bool) {
        self.overlay = overlay
        self.player = player
        self.posters = posters
        self.autoplay = autoplay
        gtk_overlay_add_overlay(cast(overlay), card.widget)
        card.onPlayNow = { [unowned self] in
            card.hide()
            ActionTable.fire(.next, from: overlay)
        }
    }

    /// Where next and previous go: mpv's playlist when it has more, otherwise the
    /// neighbouring episode in the file's folder.
    func neighbour(forward: Bool) -> Neighbour? {
        let state = player.state
        guard state.hasMedia else { return nil }
        if let index = state.playlistPosition, state.playlistCount > 1 {
            if forward ? index + 1 < state.playlistCount : index > 0 { return .playlist }
        }
        guard state.playlistCount <= 1 || state.playlistPosition == (forward ? state.playlistCount - 1 : 0),
              let location = state.location else { return nil }
        // (A stream has no folder: FolderNeighbours finds nothing for it.)
        // The folder is read once per file, not on every state change.
        if folder?.location != location {
            folder = (location, FolderNeighbours.next(after: location), FolderNeighbours.previous(before: location))
        }
        return (forward ? folder?.next : folder?.previous).map { .file($0) }
    }

    /// Shows the up-next card when the end nears (and hides it when it no longer applies).
    func considerUpNext(_ state: PlaybackState) {
        // The next file's poster is made well before the card needs it (one frame, niced).
        if let position = state.position, let duration = state.duration, state.location != prefetchedFor,
           position >= UpNextPolicy.cardTime(duration: duration, chapters: state.chapters) - 30,
           case .file(let next)? = neighbour(forward: true) {
            prefetchedFor = state.location
            _ = posters.texture(forFile: next)
        }
        guard state.hasMedia, let position = state.position, state.location != dismissedFor,
              UpNextPolicy.shouldShow(position: position, duration: state.duration, chapters: state.chapters),
              let next = neighbour(forward: true) else {
            if card.isShown { card.hide() }
            return
        }
        let title: String = switch next {
        case .file(let location): (FileLocation.displayPath(location) as NSString).lastPathComponent
        case .playlist: tr("The next file in the playlist")
        }
        let location: String? = if case .file(let path) = next { path } else { nil }
        let roomy = UpNextPolicy.showsPoster(pictureHeight: Int(gtk_widget_get_height(overlay)))
        card.show(next: title, location: roomy ? location : nil, poster: roomy ? location.flatMap { posters.texture(forFile: $0) } : nil,
                  autoplay: autoplay())
    }

    private var prefetchedFor: String?

    func posterReady(_ location: String) {
        if card.isShown, card.location == location { card.setPoster(posters.texture(forFile: location)) }
    }

    /// At the end of a file with no card showing (a short file): move on by itself?
    var shouldMoveOnAtEnd: Bool {
        player.state.location != dismissedFor && !card.isShown && autoplay() && neighbour(forward: true) != nil
    }

    func hideUpNext() { card.hide() }

    /// No card and no next file for the file playing ("Watch Till the End", or a sleep timer
    /// that stopped here), or for `location` (the file playing again after the next one
    /// could not be played: it must not be tried again and again).
    func dismissUpNext(for location: String? = nil) {
        dismissedFor = location ?? player.state.location
        card.hide()
    }
}
