// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine

/// The contents of the player's panels, made from the player's state each time one
/// opens. Each choice acts on the player at once and says so (`onFeedback`).
@MainActor
final class PlayerPanels {
    private let player: Player
    private let host: PanelHost
    private let window: UnsafeMutablePointer<GtkWidget>
    /// Brief on-screen words for a change ("Speed 1.25×").
    var onFeedback: ((String) -> Void)?
    /// The sleep timer's choices and its state (the controller owns the timer).
    var sleepTimer: (() -> SleepTimer?)?
    var onSleepTimer: ((SleepTimer.Mode?) -> Void)?
    /// Chapter jumps go through the seek driver, like every other seek.
    var onChapter: ((Double) -> Void)?
    /// Opening a subtitle file needs the window's file chooser.
    var onLoadSubtitles: Action?

    init(player: Player, host: PanelHost, window: UnsafeMutablePointer<GtkWidget>) {
        self.player = player
        self.host = host
        self.window = window
    }

    enum Kind: String, CaseIterable {
        case tracks, speed, chapters, sleep, info
    }

    func open(_ kind: Kind) {
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
        gtk_box_append(cast(box), label)
    }

    /// A dim line of explanation under a panel's choices.
    private func note(_ text: String, in box: UnsafeMutablePointer<GtkWidget>) {
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, "dim-label")
        gtk_label_set_wrap(cast(label), 1)
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
            let list = ChoiceList()
            audioList = list
            for track in audio {
                list.add(TrackNaming.name(of: track), detail: track.codec, current: track.isSelected) { [unowned self] in
                    player.selectTrack(.audio, id: track.id)
                    onFeedback?(tr("Audio: %s", TrackNaming.name(of: track)))
                    logStateSoon()
                }
            }
            gtk_box_append(cast(box), list.widget)
        }
        heading(tr("Subtitles"), in: box)
        let subtitles = state.tracks(of: .subtitle)
        let list = ChoiceList()
        list.add(tr("Off"), current: !subtitles.contains { $0.isSelected }) { [unowned self] in
            player.selectTrack(.subtitle, id: nil)
            onFeedback?(tr("Subtitles off"))
            logStateSoon()
        }
        for track in subtitles {
            let detail = track.isExternal ? tr("From a file") : nil
            list.add(TrackNaming.name(of: track), detail: detail, current: track.isSelected) { [unowned self] in
                player.selectTrack(.subtitle, id: track.id)
                onFeedback?(tr("Subtitles: %s", TrackNaming.name(of: track)))
                logStateSoon()
            }
        }
        gtk_box_append(cast(box), list.widget)
        let load = gtk_button_new_with_mnemonic(tr("_Load Subtitle File…"))!
        gtk_widget_set_size_request(load, -1, 44)
        onSignal(raw(load), "clicked") { [unowned self] in onLoadSubtitles?() }
        gtk_box_append(cast(box), load)

        let delay = stepper(tr("Subtitle delay"), value: { [unowned self] in
            TimeFormat.delay(player.subtitleDelay)
        }, minus: { [unowned self] in player.changeSubtitleDelay(by: -0.1) },
           plus: { [unowned self] in player.changeSubtitleDelay(by: 0.1) })
        gtk_box_append(cast(box), delay.widget)
        let sync = gtk_button_new_with_mnemonic(tr("_Sync Next Line to Now"))!
        gtk_widget_set_tooltip_text(sync, tr("Press as the next line is spoken: its subtitle shows from now on"))
        gtk_widget_set_size_request(sync, -1, 44)
        onSignal(raw(sync), "clicked") { [unowned self] in
            // mpv knows only the lines it has read ahead: paused right after a seek, the
            // next one may not be known yet, and nothing moves. Say so rather than nothing.
            let before = player.subtitleDelay
            player.syncNextSubtitleToNow()
            let after = player.subtitleDelay
            onFeedback?(after == before ? tr("The next line is not known yet: try again while the video plays")
                                        : tr("Subtitle delay %s", TimeFormat.delay(after)))
            delay.showValue()
            logStateSoon()
        }
        gtk_box_append(cast(box), sync)
        gtk_box_append(cast(box), stepper(tr("Subtitle size"), value: { [unowned self] in
            String(MediaNumbers.percent(player.subtitleScale)) + " %"
        }, minus: { [unowned self] in player.setSubtitleScale(player.subtitleScale - 0.1) },
           plus: { [unowned self] in player.setSubtitleScale(player.subtitleScale + 0.1) }).widget)
        if !audio.isEmpty {
            gtk_box_append(cast(box), stepper(tr("Audio delay"), value: { [unowned self] in
                TimeFormat.delay(player.audioDelay)
            }, minus: { [unowned self] in player.changeAudioDelay(by: -0.1) },
               plus: { [unowned self] in player.changeAudioDelay(by: 0.1) }).widget)
        }
        // Keys start at the current audio track (the subtitles are a Tab away).
        focusAfterOpen = audioList ?? list
        return box
    }

    /// A row with a name, − and + buttons (44 px), and the value between them; `showValue`
    /// shows the value anew after a change made elsewhere.
    private func stepper(_ name: String, value: @escaping () -> String, minus: @escaping Action,
                         plus: @escaping Action) -> (widget: UnsafeMutablePointer<GtkWidget>, showValue: Action) {
        let label = gtk_label_new(name)!
        gtk_widget_set_hexpand(label, 1)
        gtk_label_set_xalign(cast(label), 0)
        let shown = gtk_label_new(value())!
        gtk_widget_add_css_class(shown, "numeric")
        gtk_label_set_width_chars(cast(shown), 7)
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(row, "nova-stepper")
        gtk_box_append(cast(row), label)
        for (icon, words, change) in [("list-remove-symbolic", tr("Less"), minus), ("list-add-symbolic", tr("More"), plus)] {
            let button = gtk_button_new_from_icon_name(icon)!
            gtk_widget_add_css_class(button, "circular")
            gtk_widget_set_size_request(button, 44, 44)
            gtk_widget_set_tooltip_text(button, name + ": " + words)
            nova_accessible_set_label(button, name + ": " + words)
            onSignal(raw(button), "clicked") { [unowned self] in
                change()
                // mpv applies property changes asynchronously: read them back a moment later.
                // Held until then: the panel may close (and free the label) in between.
                g_object_ref(raw(shown))
                MainContext.after(milliseconds: 60) {
                    gtk_label_set_text(cast(shown), value())
                    g_object_unref(raw(shown))
                    self.onFeedback?(name + " " + value())
                    self.logState()
                }
            }
            if icon == "list-remove-symbolic" { gtk_box_append(cast(row), button) }
            if icon == "list-remove-symbolic" { gtk_box_append(cast(row), shown) } else { gtk_box_append(cast(row), button) }
        }
        return (row, { gtk_label_set_text(cast(shown), value()) })
    }

    private func speed() -> UnsafeMutablePointer<GtkWidget> {
        let box = column()
        let list = ChoiceList()
        let current = player.state.speed
        for speed in SpeedSteps.all {
            let name = SpeedSteps.label(speed)
            list.add(name, detail: speed == 1 ? tr("Normal") : nil, current: abs(speed - current) < 0.001) { [unowned self] in
                player.setSpeed(speed)
                onFeedback?(tr("Speed %s", name))
                logStateSoon()
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
        let list = ChoiceList()
        for (index, chapter) in state.chapters.enumerated() {
            let name = chapter.title ?? tr("Chapter %s", String(index + 1))
            list.add(name, detail: TimeFormat.clock(chapter.start), current: index == state.chapterIndex) { [unowned self] in
                onChapter?(chapter.start)
                onFeedback?(name)
                host.close()
            }
        }
        gtk_box_append(cast(box), list.widget)
        focusAfterOpen = list
        return box
    }

    private func sleep() -> UnsafeMutablePointer<GtkWidget> {
        let box = column()
        let running = sleepTimer?()
        let list = ChoiceList()
        for mode in SleepTimer.choices {
            let name: String = switch mode {
            case .minutes(let minutes): tr("%s minutes", String(minutes))
            case .endOfVideo: tr("End of this video")
            }
            list.add(name, current: running?.mode == mode) { [unowned self] in
                onSleepTimer?(mode)
                host.close()
            }
        }
        if running != nil {
            list.add(tr("Off"), current: false) { [unowned self] in
                onSleepTimer?(nil)
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
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(cast(grid), 8)
        gtk_grid_set_column_spacing(cast(grid), 12)
        let state = player.state
        let hardware = player.getString("hwdec-current").flatMap { $0.isEmpty || $0 == "no" ? nil : $0 }
        let rows: [(String, String?)] = [
            (tr("File"), state.location.map { ($0 as NSString).lastPathComponent }),
            (tr("Video"), player.getString("video-codec")),
            (tr("Resolution"), state.videoWidth.flatMap { w in state.videoHeight.map { "\(w) × \($0)" } }),
            (tr("Frame rate"), player.framesPerSecond.map { String(format: "%.3g fps", $0) }),
            (tr("Hardware decoding"), hardware ?? tr("Not in use")),
            (tr("Drawn by"), drawnBy() == .gl ? tr("OpenGL") : tr("Software")),
            (tr("Dropped frames"), String(state.droppedFrames)),
            (tr("Audio"), player.getString("audio-codec")),
            (tr("Container"), player.getString("file-format")),
        ]
        for (index, (name, value)) in rows.enumerated() {
            let key = gtk_label_new(name)!
            gtk_widget_add_css_class(key, "dim-label")
            gtk_label_set_xalign(cast(key), 0)
            let shown = gtk_label_new(value ?? "—")!
            gtk_label_set_xalign(cast(shown), 0)
            gtk_label_set_wrap(cast(shown), 1)
            gtk_label_set_selectable(cast(shown), 1)
            gtk_widget_set_hexpand(shown, 1)
            gtk_grid_attach(cast(grid), key, 0, gint(index), 1, 1)
            gtk_grid_attach(cast(grid), shown, 1, gint(index), 1, 1)
        }
        gtk_box_append(cast(box), grid)
        return box
    }

    /// A choice marks itself in its list at once (`ChoiceList`); with `NOVA_DEBUG=panels`,
    /// mpv's state after it is said a moment later.
    private func logStateSoon() {
        guard PanelHost.logs else { return }
        MainContext.after(milliseconds: 150) { [weak self] in self?.logState() }
    }

    /// With `NOVA_DEBUG=panels`: mpv's state after a change made in a panel, read back.
    private func logState() {
        guard PanelHost.logs else { return }
        let state = player.state
        let aid = state.tracks(of: .audio).first { $0.isSelected }.map { String($0.id) } ?? "no"
        let sid = state.tracks(of: .subtitle).first { $0.isSelected }.map { String($0.id) } ?? "no"
        PanelHost.log("aid=\(aid) sid=\(sid) speed=\(state.speed) sub-delay=\(String(format: "%.1f", player.subtitleDelay))"
            + " audio-delay=\(String(format: "%.1f", player.audioDelay)) sub-scale=\(String(format: "%.1f", player.subtitleScale))")
    }
}
