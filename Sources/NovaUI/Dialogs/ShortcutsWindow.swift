// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib

/// The shortcuts window (Ctrl+?), written from the key map itself so it never disagrees
/// with what the keys do.
@MainActor
enum ShortcutsWindow {
    /// What each action is called there, grouped (`chord` tells the keypad's keys apart:
    /// GTK draws them as the digits they are).
    /// `skipSeconds`: the skip amount the arrows use now (a preference).
    /// Nil for an action no key fires (a panel's row, a gesture's, a client's).
    static func describe(_ action: PlayerAction, chord: KeyChord, skipSeconds: Int) -> (group: String, title: String)? {
        let playback = tr("Playback"), seeking = tr("Seeking"), sound = tr("Sound and Subtitles"), window = tr("Window")
        switch action {
        case .togglePause: return (playback, tr("Play or pause"))
        case .play: return (playback, tr("Play"))
        case .changeSpeed(let up): return (playback, up ? tr("Faster") : tr("Slower"))
        case .resetSpeed: return (playback, tr("Normal speed"))
        case .next: return (playback, tr("Next file"))
        case .previous: return (playback, tr("Previous file"))
        case .abLoop: return (playback, tr("Set or clear an A-B loop"))
        case .toggleLoopFile: return (playback, tr("Repeat this file"))
        case .skip(let forward):
            let amount = String(skipSeconds)
            return (seeking, forward ? tr("Forward %s seconds", amount) : tr("Back %s seconds", amount))
        case .seekRelative(let seconds): return (seeking, seconds > 0 ? tr("Forward 1 second") : tr("Back 1 second"))
        case .frameStep(let forward): return (seeking, forward ? tr("Next frame") : tr("Previous frame"))
        case .chapter(let forward): return (seeking, forward ? tr("Next chapter") : tr("Previous chapter"))
        case .seekToFraction(let fraction):
            if fraction == 0 { return (seeking, tr("To the start")) }
            return (seeking, chord.key.hasPrefix("KP_") ? tr("To 10 % … 90 %, on the keypad") : tr("To 10 % … 80 %"))
        case .changeVolume(let delta): return (sound, delta > 0 ? tr("Louder") : tr("Quieter"))
        case .setVolume: return (sound, tr("Volume"))
        case .toggleMute: return (sound, tr("Mute"))
        case .cycleSubtitles(let forward): return (sound, forward ? tr("Next subtitles") : tr("Previous subtitles"))
        case .cycleAudio: return (sound, tr("Next audio track"))
        case .toggleSubtitles: return (sound, tr("Show or hide subtitles"))
        case .changeSubtitleDelay(let seconds): return (sound, seconds < 0 ? tr("Subtitles earlier") : tr("Subtitles later"))
        case .toggleFullscreen: return (window, tr("Fullscreen"))
        case .leaveFullscreen: return (window, tr("Leave fullscreen"))
        case .open: return (window, tr("Open a video"))
        case .openLocation: return (window, tr("Open a location"))
        case .searchLibrary: return (window, tr("Search the library"))
        case .screenshot: return (window, tr("Take a screenshot"))
        case .showPreferences: return (window, tr("Preferences"))
        case .closeVideo: return (window, tr("Close the video"))
        case .showShortcuts: return (window, tr("Keyboard shortcuts"))
        case .quit: return (window, tr("Quit"))
        // Not on a key: from the menus, toasts and panels only.
        case .lockTouch: return (window, tr("Lock touch"))
        case .showAbout: return (window, tr("About Nova"))
        case .startOver: return (playback, tr("Start over"))
        case .extendSleepTimer: return (playback, tr("Ten more minutes"))
        case .openPanel: return (window, tr("Player menu"))
        case .rotate: return (window, tr("Rotate the picture"))
        case .toggleEvenLoudness: return (sound, tr("Even out loudness"))
        case .copyFailedAddress: return (window, tr("Copy the address"))
        case .pause, .seekTo, .seekToShown, .goToChapter, .setSpeed, .holdDoubleSpeed, .selectAudio, .selectSubtitles, .syncSubtitleLine,
             .changeSubtitleSize, .changeAudioDelay, .loadSubtitles, .setZoom, .playFile, .removeFromLibrary, .addLibraryFolder,
             .removeLibraryFolder, .removeFromHistory, .clearHistory,
             .undoRemoval, .openScreenshot, .showSalvageDetails, .setSleepTimer, .openFiles, .sortLibrary, .unlockTouch,
             .closePanel, .dismissUpNext, .raiseWindow, .setBrightness:
            return nil
        }
    }

    /// GtkBuilder XML for the key map: one section, a group per kind of action.
    static func builderXML(_ pairs: [(KeyChord, PlayerAction)], skipSeconds: Int) -> String {
        var groups: [(String, [(String, [String])])] = []
        for (chord, action) in pairs {
            guard let (group, title) = describe(action, chord: chord, skipSeconds: skipSeconds) else { continue }
            if let g = groups.firstIndex(where: { $0.0 == group }) {
                if let t = groups[g].1.firstIndex(where: { $0.0 == title }) {
                    groups[g].1[t].1.append(chord.accelerator)
                } else {
                    groups[g].1.append((title, [chord.accelerator]))
                }
            } else {
                groups.append((group, [(title, [chord.accelerator])]))
            }
        }
        var xml = "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
        xml += "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">player</property>"
        for (group, shortcuts) in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(markupEscaped(group))</property>"
            for (title, accelerators) in shortcuts {
                xml += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"title\">\(markupEscaped(title))</property>"
                let shown = KeyBindings.collapsingDigitRuns(accelerators).joined(separator: " ")
                xml += "<property name=\"accelerator\">\(markupEscaped(shown))</property></object></child>"
            }
            xml += "</object></child>"
        }
        return xml + "</object></child></object></interface>"
    }

    static func present(over parent: UnsafeMutablePointer<GtkWidget>, skipSeconds: Int) {
        let builder = gtk_builder_new_from_string(builderXML(KeyBindings.standardPairs, skipSeconds: skipSeconds), -1)!
        defer { g_object_unref(raw(builder)) }
        guard let window = gtk_builder_get_object(builder, "shortcuts") else { return }
        gtk_window_set_transient_for(cast(window), cast(parent))
        gtk_window_present(cast(window))
    }
}
