// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine

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
    private let player: Player
    private let host: PanelHost
    private let window: UnsafeMutablePointer<GtkWidget>
    private let actions: ActionTable
    private let sleepTimer: SleepTimerDriver

    init(player: Player, host: PanelHost, window: UnsafeMutablePointer<GtkWidget>, actions: ActionTable,
         sleepTimer: SleepTimerDriver) {
        self.player = player
        self.host = host
        self.window = window
        self.actions = actions
        self.sleepTimer = sleepTimer
    }

    typealias Kind = PlayerPanel

    /// What the open panel shows that can change while it is open.
    private struct Shown {
        var audio: (list: ChoiceList, ids: [Int])?
        var subtitles: (list: ChoiceList, ids: [Int?])?
        var speeds: ChoiceList?
        var chapters: (list: ChoiceList, count: Int)?
        /// The "Even out loudness" switch.
        var loudness: UnsafeMutablePointer<GtkWidget>?
        /// A value label each, with what it shows and, where it is read on its own, its name.
        var values: [(label: UnsafeMutablePointer<GtkWidget>, text: (PlaybackState) -> String, name: String?)] = []
    }
    private var shown = Shown()

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
    private var focusAfterOpen: ChoiceList?

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
    private static func show(_ text: String, in label: UnsafeMutablePointer<GtkWidget>, named name: String?) {
        gtk_label_set_text(cast(label), text)
        // TRANSLATORS: a value read out with its name, as in "Video: H.264".
        if let name { nova_accessible_set_label(label, tr("%s: %s", name, text)) }
    }

    // MARK: Panels

    private func column() -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_add_css_class(box, "nova-panel-body")
        return box
    }

    private func heading(_ text: String, in box: UnsafeMutablePointer<GtkWidget>) {
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, "heading")
        gtk_label_set_xalign(cast(label), 0)
        Style.wrap(label)
        gtk_box_append(cast(box), label)
    }

    /// A dim line of explanation under a panel's choices.
    private func note(_ text: String, in box: UnsafeMutablePointer<GtkWidget>) {
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, "dim-label")
        Style.wrap(label)
        gtk_label_set_xalign(cast(label), 0)
        gtk_box_append(cast(box), label)
    }

    private func tracks() -> UnsafeMutablePointer<GtkWidget> {
        let box = column()
        let state = player.state
        let audio = state.tracks(of: .audio)
        var audioList: ChoiceList?
        if !audio.isEmpty {
            heading(tr("Audio"), in: box)
            let list = ChoiceList(name: tr("Audio"))
            audioList = list
            shown.audio = (list, audio.map(\.id))
            for track in audio {
                list.add(TrackNaming.name(of: track), detail: track.codec, current: track.isSelected) { [unowned self] in
                    actions.activate(.selectAudio(id: track.id))
                }
            }
            gtk_box_append(cast(box), list.widget)
            // Night mode with the sound it changes, in sight without scrolling on a phone.
            gtk_box_append(cast(box), loudnessSwitch(state))
        }
        heading(tr("Subtitles"), in: box)
        let subtitles = state.tracks(of: .subtitle)
        let list = ChoiceList(name: tr("Subtitles"))
        shown.subtitles = (list, [nil] + subtitles.map(\.id))
        list.add(tr("Off"), current: !subtitles.contains { $0.isSelected }) { [unowned self] in
            actions.activate(.selectSubtitles(id: nil))
        }
        for track in subtitles {
            let detail = track.isExternal ? tr("From a file") : nil
            list.add(TrackNaming.name(of: track), detail: detail, current: track.isSelected) { [unowned self] in
                actions.activate(.selectSubtitles(id: track.id))
            }
        }
        gtk_box_append(cast(box), list.widget)
        let load = mnemonicButton(tr("_Load Subtitle File…"))
        gtk_widget_set_size_request(load, -1, 44)
        ActionTable.attach(load, to: .loadSubtitles)
        gtk_box_append(cast(box), load)

        gtk_box_append(cast(box), stepper(tr("Subtitle delay"), state: state, value: { TimeFormat.delay($0.subtitleDelay) }) {
            .changeSubtitleDelay(by: Double($0) * 0.1)
        })
        let sync = mnemonicButton(tr("_Sync Next Line to Now"))
        gtk_widget_set_tooltip_text(sync, tr("Press as the next line is spoken: its subtitle shows from now on"))
        gtk_widget_set_size_request(sync, -1, 44)
        ActionTable.attach(sync, to: .syncSubtitleLine)
        gtk_box_append(cast(box), sync)
        gtk_box_append(cast(box), stepper(tr("Subtitle size"), state: state,
                                          value: { String(MediaNumbers.percent($0.subtitleScale)) + " %" }) {
            .changeSubtitleSize(by: Double($0) * 0.1)
        })
        if !audio.isEmpty {
            gtk_box_append(cast(box), stepper(tr("Audio delay"), state: state, value: { TimeFormat.delay($0.audioDelay) }) {
                .changeAudioDelay(by: Double($0) * 0.1)
            })
        }
        // Keys start at the current audio track (the subtitles are a Tab away).
        focusAfterOpen = audioList ?? list
        logState(state)
        return box
    }

    /// A row with a name, − and + buttons (44 px), and the value between them; each button
    /// fires the action `change` gives for its step (−1 or +1). The value shows anew once
    /// the engine reports the change (`follow`).
    private func stepper(_ name: String, state: PlaybackState, value: @escaping (PlaybackState) -> String,
                         change: (Int) -> PlayerAction) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(name)!
        gtk_widget_set_hexpand(label, 1)
        gtk_label_set_xalign(cast(label), 0)
        Style.wrap(label)
        let shown = gtk_label_new(value(state))!
        gtk_widget_add_css_class(shown, "numeric")
        gtk_label_set_width_chars(cast(shown), 7)
        self.shown.values.append((shown, value, nil))
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(row, "nova-stepper")
        gtk_box_append(cast(row), label)
        for (icon, words, step) in [("list-remove-symbolic", tr("Less"), -1), ("list-add-symbolic", tr("More"), 1)] {
            let button = gtk_button_new_from_icon_name(icon)!
            gtk_widget_add_css_class(button, "circular")
            gtk_widget_set_size_request(button, 44, 44)
            gtk_widget_set_tooltip_text(button, name + ": " + words)
            nova_accessible_set_label(button, name + ": " + words)
            // Read with the value it changes ("Subtitle delay: More, +0.1 s").
            nova_accessible_set_described_by(button, shown)
            ActionTable.attach(button, to: change(step))
            if icon == "list-remove-symbolic" { gtk_box_append(cast(row), button) }
            if icon == "list-remove-symbolic" { gtk_box_append(cast(row), shown) } else { gtk_box_append(cast(row), button) }
        }
        return row
    }

    /// Night mode: a switch that fires the action (the preference); it shows what the
    /// engine reports, so a change from anywhere moves it.
    private func loudnessSwitch(_ state: PlaybackState) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(tr("Even out loudness"))!
        gtk_widget_set_hexpand(label, 1)
        gtk_label_set_xalign(cast(label), 0)
        Style.wrap(label)
        let detail = gtk_label_new(tr("Quiet voices up, loud scenes down"))!
        gtk_widget_add_css_class(detail, "dim-label")
        gtk_widget_add_css_class(detail, "caption")
        gtk_label_set_xalign(cast(detail), 0)
        Style.wrap(detail)
        let words = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(words, 1)
        gtk_box_append(cast(words), label)
        gtk_box_append(cast(words), detail)
        let toggle = gtk_switch_new()!
        gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
        gtk_switch_set_active(cast(toggle), state.loudnessEvened ? 1 : 0)
        nova_accessible_set_labelled_by(toggle, label)
        nova_accessible_set_described_by(toggle, detail)
        onNotify(raw(toggle), "active") { [unowned self] in
            // Set by the person (not by `follow`, which sets what the engine already has).
            guard (gtk_switch_get_active(cast(toggle)) != 0) != player.state.loudnessEvened else { return }
            actions.activate(.toggleEvenLoudness)
        }
        shown.loudness = toggle
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_size_request(row, -1, 44)
        gtk_box_append(cast(row), words)
        gtk_box_append(cast(row), toggle)
        return row
    }

    private func speed() -> UnsafeMutablePointer<GtkWidget> {
        let box = column()
        let list = ChoiceList(name: tr("Speed"))
        shown.speeds = list
        let current = player.state.speed
        for speed in SpeedSteps.all {
            let name = SpeedSteps.label(speed)
            list.add(name, detail: speed == 1 ? tr("Normal") : nil, current: abs(speed - current) < 0.001) { [unowned self] in
                actions.activate(.setSpeed(speed))
            }
        }
        gtk_box_append(cast(box), list.widget)
        note(tr("Voices keep their pitch at every speed."), in: box)
        focusAfterOpen = list
        return box
    }

    private func chapters() -> UnsafeMutablePointer<GtkWidget> {
        let box = column()
        let state = player.state
        guard !state.chapters.isEmpty else {
            let none = gtk_label_new(tr("This video has no chapters."))!
            gtk_widget_add_css_class(none, "dim-label")
            gtk_box_append(cast(box), none)
            return box
        }
        let list = ChoiceList(name: tr("Chapters"))
        shown.chapters = (list, state.chapters.count)
        for (index, chapter) in state.chapters.enumerated() {
            let message = OnScreenMessage.chapter(title: chapter.title, number: index + 1)
            list.add(message.text, detail: TimeFormat.clock(chapter.start), current: index == state.chapterIndex) { [unowned self] in
                actions.activate(.goToChapter(index))
                host.close()
            }
        }
        gtk_box_append(cast(box), list.widget)
        focusAfterOpen = list
        return box
    }

    private func sleep() -> UnsafeMutablePointer<GtkWidget> {
        let box = column()
        let running = sleepTimer.timer
        let list = ChoiceList(name: tr("Sleep Timer"))
        for mode in SleepTimer.choices {
            let name: String = switch mode {
            case .minutes(let minutes): tr("%s minutes", String(minutes))
            case .endOfVideo: tr("End of this video")
            }
            list.add(name, current: running?.mode == mode) { [unowned self] in
                actions.activate(.setSleepTimer(mode))
                host.close()
            }
        }
        if running != nil {
            list.add(tr("Off"), current: false) { [unowned self] in
                actions.activate(.setSleepTimer(nil))
                host.close()
            }
        }
        gtk_box_append(cast(box), list.widget)
        note(tr("The sound fades out over the last ten seconds, then the video pauses."), in: box)
        focusAfterOpen = list
        return box
    }

    /// The path the picture is drawn on, for Video Information.
    var drawnBy: () -> RenderPath = { .gl }

    private func info() -> UnsafeMutablePointer<GtkWidget> {
        let box = column()
        // Each name over its value: a phone's width at any text size.
        let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
        let state = player.state
        let drawnBy = drawnBy() == .gl ? tr("OpenGL") : tr("Software")
        let rows: [(String, (PlaybackState) -> String?)] = [
            (tr("File"), { $0.location.map { ($0 as NSString).lastPathComponent } }),
            (tr("Video"), { $0.videoCodec }),
            (tr("Resolution"), { state in state.videoWidth.flatMap { w in state.videoHeight.map { "\(w) × \($0)" } } }),
            (tr("Frame rate"), { $0.framesPerSecond.map { String(format: "%.3g fps", $0) } }),
            (tr("Hardware decoding"), { $0.hardwareDecoder ?? tr("Not in use") }),
            (tr("Drawn by"), { _ in drawnBy }),
            (tr("Dropped frames"), { String($0.droppedFrames) }),
            (tr("Audio"), { $0.audioCodec }),
            (tr("Container"), { $0.fileFormat }),
        ]
        for (name, value) in rows {
            let key = gtk_label_new(name)!
            gtk_widget_add_css_class(key, "dim-label")
            gtk_label_set_xalign(cast(key), 0)
            gtk_widget_add_css_class(key, "caption")
            Style.wrap(key)
            let text: (PlaybackState) -> String = { value($0) ?? "—" }
            let shown = gtk_label_new(nil)!
            Self.show(text(state), in: shown, named: name)
            self.shown.values.append((shown, text, name))
            gtk_label_set_xalign(cast(shown), 0)
            Style.wrap(shown)
            gtk_label_set_selectable(cast(shown), 1)
            gtk_widget_set_hexpand(shown, 1)
            let pair = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
            gtk_box_append(cast(pair), key)
            gtk_box_append(cast(pair), shown)
            gtk_box_append(cast(list), pair)
        }
        gtk_box_append(cast(box), list)
        return box
    }

    /// With `NOVA_DEBUG=panels`: the engine's state as reported while a panel is open.
    func logState(_ state: PlaybackState) {
        guard PanelHost.logs else { return }
        let aid = state.tracks(of: .audio).first { $0.isSelected }.map { String($0.id) } ?? "no"
        let sid = state.tracks(of: .subtitle).first { $0.isSelected }.map { String($0.id) } ?? "no"
        PanelHost.log("aid=\(aid) sid=\(sid) speed=\(state.speed) sub-delay=\(String(format: "%.1f", state.subtitleDelay))"
            + " audio-delay=\(String(format: "%.1f", state.audioDelay)) sub-scale=\(String(format: "%.1f", state.subtitleScale))"
            + " loudness=\(state.loudnessEvened ? "even" : "as-recorded")")
    }
}
