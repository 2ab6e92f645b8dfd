// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Audio & Subtitles: the audio tracks, the subtitles (off, each track, a file), their delays
/// and size, and evening out loudness.
extension PlayerPanels {
    func tracks() -> UnsafeMutablePointer<GtkWidget> {
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
    func stepper(_ name: String, state: PlaybackState, value: @escaping (PlaybackState) -> String,
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
    func loudnessSwitch(_ state: PlaybackState) -> UnsafeMutablePointer<GtkWidget> {
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
}
