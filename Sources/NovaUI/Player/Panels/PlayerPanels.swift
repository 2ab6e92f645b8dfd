// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// The contents of the player's panels, made from the player's state each time one
/// opens and kept in step with it while open (`follow`): a change made elsewhere (a key,
/// MPRIS) moves the check mark and the values at once. Each choice is a player action,
/// fired through the table like a key's; what it does and says is decided there.
@MainActor
final class PlayerPanels {
    /// What the open panel shows, and so follows while it is open.
    static let follows: Set<PlaybackState.Field> = [.tracks, .speed, .chapters, .chapterIndex, .loudness, .subtitleDelay,
                                                    .audioDelay, .subtitleScale, .location, .videoSize, .framesPerSecond,
                                                    .decoding, .droppedFrames]
    let player: Player
    let host: PanelHost
    let window: UnsafeMutablePointer<GtkWidget>
    let actions: ActionTable
    let sleepTimer: SleepTimerDriver
    /// The picture, whose drawing path Video Information names.
    let video: VideoView

    init(player: Player, host: PanelHost, window: UnsafeMutablePointer<GtkWidget>, actions: ActionTable,
         sleepTimer: SleepTimerDriver, video: VideoView) {
        self.player = player
        self.host = host
        self.window = window
        self.actions = actions
        self.sleepTimer = sleepTimer
        self.video = video
    }

    typealias Kind = PlayerPanel

    /// What the open panel shows that can change while it is open.
    struct Shown {
        var audio: (list: ChoiceList, ids: [Int])?
        var subtitles: (list: ChoiceList, ids: [Int?])?
        var speeds: ChoiceList?
        var chapters: (list: ChoiceList, count: Int)?
        /// The "Even out loudness" switch.
        var loudness: UnsafeMutablePointer<GtkWidget>?
        /// A value label each, with what it shows and, where it is read on its own, its name.
        var values: [(label: UnsafeMutablePointer<GtkWidget>, text: (PlaybackState) -> String, name: String?)] = []
    }
    var shown = Shown()

    func open(_ kind: Kind) {
        // What a panel showed before is gone with it.
        shown = Shown()
        let (heading, content): (String, UnsafeMutablePointer<GtkWidget>) = switch kind {
        case .tracks: (tr("Audio & Subtitles"), tracks())
        case .speed: (tr("Speed"), speed())
        case .chapters: (tr("Chapters"), chapters())
        case .sleep: (tr("Sleep Timer"), sleep())
        case .info: (tr("Video Information"), info())
        }
        // Keys start at the current choice (the first, when none is current).
        let list = focusAfterOpen
        focusAfterOpen = nil
        let focus: Action = {
            if let list { list.focusCurrent(content) } else { gtk_widget_child_focus(content, GTK_DIR_TAB_FORWARD) }
        }
        host.open(kind.rawValue, heading: heading, content: content,
                  width: Int(gtk_widget_get_width(window)), height: Int(gtk_widget_get_height(window)), focus: focus)
    }

    /// The list whose current choice gets the focus once the panel is open.
    var focusAfterOpen: ChoiceList?

    /// Shows the open panel again with the player's new state.
    func refresh() {
        guard let name = host.shownName, let kind = Kind(rawValue: name) else { return }
        open(kind)
    }

    /// Keeps the open panel in step with what the engine reported: check marks move in
    /// place, values show anew; a different set of tracks or chapters makes it anew.
    func follow(_ changes: Set<PlaybackState.Field>, _ state: PlaybackState) {
        guard host.isOpen else { return }
        if changes.contains(.tracks) {
            let audio = state.tracks(of: .audio), subtitles = state.tracks(of: .subtitle)
            if let shownAudio = shown.audio, shownAudio.ids != audio.map(\.id) { return refresh() }
            if let shownSubtitles = shown.subtitles, shownSubtitles.ids != [nil] + subtitles.map(\.id) { return refresh() }
            shown.audio?.list.markCurrent(at: audio.firstIndex { $0.isSelected })
            shown.subtitles?.list.markCurrent(at: subtitles.firstIndex { $0.isSelected }.map { $0 + 1 } ?? 0)
        }
        if changes.contains(.speed) {
            shown.speeds?.markCurrent(at: SpeedSteps.all.firstIndex { abs($0 - state.speed) < 0.001 })
        }
        if changes.contains(.chapters), let chapters = shown.chapters, chapters.count != state.chapters.count {
            return refresh()
        }
        if changes.contains(.chapterIndex) { shown.chapters?.list.markCurrent(at: state.chapterIndex) }
        if changes.contains(.loudness), let loudness = shown.loudness,
           (gtk_switch_get_active(cast(loudness)) != 0) != state.loudnessEvened {
            gtk_switch_set_active(cast(loudness), state.loudnessEvened ? 1 : 0)
        }
        for value in shown.values {
            let text = value.text(state)
            if String(cString: gtk_label_get_text(cast(value.label))) != text { Self.show(text, in: value.label, named: value.name) }
        }
        if !changes.isDisjoint(with: [.tracks, .speed, .subtitleDelay, .audioDelay, .subtitleScale, .loudness]) { logState(state) }
    }

    /// A value's words, and for one read on its own its name too ("Video: H.264"): set,
    /// because GTK's own naming from the name's label changed (4.8 read "H.264 Video", 4.18
    /// only "Video").
    static func show(_ text: String, in label: UnsafeMutablePointer<GtkWidget>, named name: String?) {
        gtk_label_set_text(cast(label), text)
        // TRANSLATORS: a value read out with its name, as in "Video: H.264".
        if let name { nova_accessible_set_label(label, tr("%s: %s", name, text)) }
    }

    // MARK: What every panel is made of (each panel: PlayerPanels+NAME.swift)

    func column() -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_add_css_class(box, "nova-panel-body")
        return box
    }

    func heading(_ text: String, in box: UnsafeMutablePointer<GtkWidget>) {
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, "heading")
        gtk_label_set_xalign(cast(label), 0)
        Style.wrap(label)
        gtk_box_append(cast(box), label)
    }

    /// A dim line of explanation under a panel's choices.
    func note(_ text: String, in box: UnsafeMutablePointer<GtkWidget>) {
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, "dim-label")
        Style.wrap(label)
        gtk_label_set_xalign(cast(label), 0)
        gtk_box_append(cast(box), label)
    }


    /// With `NOVA_DEBUG=panels`: the engine's state as reported while a panel is open.
    func logState(_ state: PlaybackState) {
        guard PanelHost.logs else { return }
        DebugTopics.write(.panelState(audio: state.tracks(of: .audio).first { $0.isSelected }?.id,
                                  subtitles: state.tracks(of: .subtitle).first { $0.isSelected }?.id, speed: state.speed,
                                  subtitleDelay: state.subtitleDelay, audioDelay: state.audioDelay,
                                  subtitleScale: state.subtitleScale, loudnessEvened: state.loudnessEvened))
    }
}
