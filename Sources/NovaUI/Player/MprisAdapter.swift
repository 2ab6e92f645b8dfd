// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaDesktop
import NovaEngine
import NovaGLib

/// Nova as an MPRIS player: fed the engine's state as it changes, and turning each
/// client's request into the player action a button or key would fire.
@MainActor
final class MprisAdapter: MprisPlayerControl {
    private let server = MprisServer(identity: "Nova", desktopEntry: "io.github.novaplayer.Nova")
    private let player: Player
    private let actions: ActionTable
    private let preferences: SettingsFollower
    private let posters: PosterCache
    /// The picture clients show for the file playing (the lock screen's art), once known.
    private var art: (location: String, url: String?)?
    private var last: (state: PlaybackState, canGoNext: Bool, canGoPrevious: Bool)?

    init(player: Player, actions: ActionTable, preferences: SettingsFollower, posters: PosterCache) {
        self.player = player
        self.actions = actions
        self.preferences = preferences
        self.posters = posters
        server.control = self
        server.start()
    }

    /// Asking for the art waits this long into a file: a person flicking through files
    /// (or a test opening twenty) does not start a poster for each.
    private static let artDelay: UInt32 = 3000
    private var artRequest: guint = 0

    /// Every field: the server sends only what differs from what clients were told.
    static let follows = Set(PlaybackState.Field.allCases)

    /// Tells clients what changed, and whether next and previous can be done now (the
    /// actions' enabled state, which the controller sets first).
    func follow(_ state: PlaybackState) {
        follow(state, canGoNext: actions.isEnabled(.next), canGoPrevious: actions.isEnabled(.previous))
    }

    private func follow(_ state: PlaybackState, canGoNext: Bool, canGoPrevious: Bool) {
        last = (state, canGoNext, canGoPrevious)
        if let location = state.location, art?.location != location {
            art = (location, nil)
            MainContext.remove(&artRequest)
            artRequest = MainContext.after(milliseconds: Self.artDelay) { [weak self] in
                guard let self else { return }
                artRequest = 0
                guard art?.location == location, let file = posters.posterFile(forFile: location) else { return }
                // Made already (the library's, or an earlier start's): shown now; else when made.
                art = (location, URL(fileURLWithPath: file).absoluteString)
                if let last { follow(last.state, canGoNext: last.canGoNext, canGoPrevious: last.canGoPrevious) }
            }
        }
        server.update(state, canGoNext: canGoNext, canGoPrevious: canGoPrevious,
                      artURL: state.location == art?.location ? art?.url : nil)
    }

    /// A poster was made: the playing file's becomes its art.
    func posterReady(_ location: String) {
        guard let last, art?.location == location, art?.url == nil,
              let file = posters.posterFile(forFile: location) else { return }
        art = (location, URL(fileURLWithPath: file).absoluteString)
        follow(last.state, canGoNext: last.canGoNext, canGoPrevious: last.canGoPrevious)
    }

    /// A seek Nova made has landed: clients hear where.
    func seeked(to position: Double) { server.seeked(to: position) }

    func stop() {
        MainContext.remove(&artRequest)
        server.stop()
    }

    func mprisRaise() { actions.activate(.raiseWindow) }
    func mprisQuit() { actions.activate(.quit) }
    func mprisPlay() { actions.activate(.play) }
    func mprisPause() { actions.activate(.pause) }
    func mprisPlayPause() { actions.activate(.togglePause) }
    func mprisNext() { actions.activate(.next) }
    func mprisPrevious() { actions.activate(.previous) }
    func mprisStop() { actions.activate(.closeVideo) }
    func mprisSeek(by seconds: Double) {
        // MPRIS allows offsets of 290,000 years: as far as the action goes, which is past the end.
        let longest = PlayerAction.longestRelativeSeek
        actions.activate(.seekRelative(seconds: min(longest, max(-longest, seconds))))
    }
    func mprisSetPosition(_ seconds: Double) { actions.activate(.seekTo(seconds: seconds)) }
    func mprisOpen(uri: String) {
        // An absolute path as it is (the server refused anything else that is not a URI).
        if uri.hasPrefix("/") {
            actions.activate(.playFile(location: uri))
        } else {
            let file = g_file_new_for_uri(uri)!
            defer { g_object_unref(raw(file)) }
            actions.activate(.playFile(location: FileOpening.location(of: file) ?? uri))
        }
        mprisRaise()
    }
    func mprisSetVolume(_ volume: Double) { actions.activate(.setVolume(min(mprisMaximumVolume, max(0, volume)) * 100)) }
    var mprisMaximumVolume: Double { preferences.maximumVolume / 100 }
    func mprisSetRate(_ rate: Double) { actions.activate(.setSpeed(rate)) }
    func mprisPosition() -> Double? { player.currentPosition }
}
