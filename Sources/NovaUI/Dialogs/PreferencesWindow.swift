// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaEngine
import NovaGLib

/// The preferences (Ctrl+,): every row writes its GSettings key at once; the player
/// follows the keys as they change (`SettingsFollower`).
@MainActor
enum PreferencesWindow {
    static func present(over parent: UnsafeMutablePointer<GtkWidget>, settings: AppSettings) {
        let window = adw_preferences_window_new()!
        gtk_window_set_transient_for(cast(window), cast(parent))
        gtk_window_set_modal(cast(window), 1)
        // No larger than the player's window: on a phone it covers it.
        gtk_window_set_default_size(cast(window), min(560, gtk_widget_get_width(parent)), min(640, gtk_widget_get_height(parent)))

        let general = page(tr("General"), icon: "emblem-system-symbolic")
        let look = group(tr("Appearance"), in: general)
        addChoice(tr("Theme"), key: Setting.theme, values: Preferences.Theme.allCases.map(\.rawValue),
                  names: [tr("Follow the system"), tr("Light"), tr("Dark")], settings: settings, to: look)
        let playback = group(tr("Playback"), in: general)
        let skips = Preferences.skipChoices
        let currentSkip = Preferences.skipChoice(nearest: settings[Setting.skipSeconds])
        addCombo(tr("Skip amount"), detail: tr("The skip buttons, the arrow keys and a double tap"),
                 names: skips.map { tr("%s seconds", String($0)) }, selected: skips.firstIndex(of: currentSkip) ?? 1,
                 to: playback) { settings[Setting.skipSeconds] = skips[$0] }
        addSwitch(tr("Resume where I left off"), detail: nil, key: Setting.resume, settings: settings, to: playback)
        addSwitch(tr("Play the next episode"), detail: tr("After the up-next countdown"), key: Setting.autoplayNext,
                  settings: settings, to: playback)
        addSwitch(tr("Keep playing video in the background"), detail: tr("Audio-only files always keep playing"),
                  key: Setting.backgroundPlayback, settings: settings, to: playback)
        addSwitch(tr("Volume boost"), detail: tr("Up to 150 %, amplified"), key: Setting.volumeBoost, settings: settings,
                  to: playback)
        let languages = group(tr("Languages"), in: general)
        // Short titles under the group's: an entry row's title does not wrap.
        addLanguages(tr("Audio"), description: tr("Preferred audio languages"), key: Setting.audioLanguages,
                     settings: settings, to: languages)
        addLanguages(tr("Subtitles"), description: tr("Preferred subtitle languages"), key: Setting.subtitleLanguages,
                     settings: settings, to: languages)

        let touch = page(tr("Touch"), icon: "input-touchscreen-symbolic")
        let gestures = group(tr("Gestures"), in: touch)
        for (key, title, detail) in [
            (Setting.gestureBrightness, tr("Brightness swipe"), tr("Up or down on the left half")),
            (Setting.gestureVolume, tr("Volume swipe"), tr("Up or down on the right half")),
            (Setting.gestureSeek, tr("Seek swipe"), tr("Sideways")),
            (Setting.gestureDoubleTap, tr("Double tap to skip"), tr("On the left or right side")),
            (Setting.gestureLongPress, tr("Hold for double speed"), nil),
            (Setting.gesturePinch, tr("Pinch to zoom"), nil),
        ] {
            addSwitch(title, detail: detail, key: key, settings: settings, to: gestures)
        }
        let brightness = group(tr("Brightness"), in: touch)
        addChoice(tr("The brightness swipe changes"), key: Setting.brightnessMode,
                  values: Preferences.BrightnessMode.allCases.map(\.rawValue),
                  names: [tr("The screen"), tr("Only the picture")], settings: settings, to: brightness)

        let advanced = page(tr("Advanced"), icon: "preferences-other-symbolic")
        let engine = group(tr("Video Engine"), in: advanced)
        addChoice(tr("Hardware decoding"), key: Setting.hardwareDecoding,
                  values: Preferences.HardwareDecoding.allCases.map(\.rawValue),
                  names: [tr("When available"), tr("Off")], settings: settings, to: engine)
        addSwitch(tr("Load my mpv configuration"), detail: tr("~/.config/mpv/mpv.conf, from the next start"),
                  key: Setting.useMpvConfig, settings: settings, to: engine)
        addSwitch(tr("Draw video in software"), detail: tr("For a graphics driver that shows no picture; from the next start"),
                  key: Setting.softwareRendering, settings: settings, to: engine)

        for page in [general, touch, advanced] { adw_preferences_window_add(cast(window), cast(page)) }
        nameSearchButton(in: window)
        // Esc closes it, like the player's panels (after the search, which takes Esc first).
        let keys = gtk_event_controller_key_new()!
        onKey(raw(keys)) { keyval, _ in
            guard keyval == guint(GDK_KEY_Escape) else { return false }
            gtk_window_close(cast(window))
            return true
        }
        gtk_widget_add_controller(window, keys)
        gtk_window_present(cast(window))
    }

    /// libadwaita 1.2's search button names itself after its image: it gets a name.
    private static func nameSearchButton(in window: UnsafeMutablePointer<GtkWidget>) {
        WidgetTree.forEach(under: window) { widget in
            guard nova_is_toggle_button(widget) != 0, let image = gtk_widget_get_first_child(widget),
                  nova_is_image(image) != 0, let icon = gtk_image_get_icon_name(cast(image)),
                  ["search", "find"].contains(where: String(cString: icon).contains) else { return }
            nova_accessible_set_label(widget, tr("Search"))
            gtk_widget_set_tooltip_text(widget, tr("Search"))
        }
    }

    private static func hideListViews(in row: UnsafeMutablePointer<GtkWidget>) {
        WidgetTree.forEach(under: row) { widget in
            if nova_is_list_view(widget) != 0 { nova_accessible_set_hidden(widget, 1) }
        }
    }

    private static func page(_ title: String, icon: String) -> UnsafeMutablePointer<GtkWidget> {
        let page = adw_preferences_page_new()!
        adw_preferences_page_set_title(cast(page), title)
        adw_preferences_page_set_icon_name(cast(page), icon)
        return page
    }

    private static func group(_ title: String, in page: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let group = adw_preferences_group_new()!
        adw_preferences_group_set_title(cast(group), title)
        adw_preferences_page_add(cast(page), cast(group))
        return group
    }

    private static func addSwitch(_ title: String, detail: String?, key: SettingKey<Bool>, settings: AppSettings,
                                  to group: UnsafeMutablePointer<GtkWidget>) {
        let row = adw_action_row_new()!
        adw_preferences_row_set_title(cast(row), title)
        if let detail { adw_action_row_set_subtitle(cast(row), detail) }
        let toggle = gtk_switch_new()!
        gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
        settings.bind(key, to: raw(toggle), property: "active")
        adw_action_row_add_suffix(cast(row), toggle)
        adw_action_row_set_activatable_widget(cast(row), toggle)
        adw_preferences_group_add(cast(group), row)
    }

    /// A row choosing among a string key's values.
    private static func addChoice(_ title: String, key: SettingKey<String>, values: [String], names: [String],
                                  settings: AppSettings, to group: UnsafeMutablePointer<GtkWidget>) {
        let current = settings[key]
        addCombo(title, detail: nil, names: names, selected: values.firstIndex(of: current) ?? 0, to: group) {
            settings[key] = values[$0]
        }
    }

    private static func addCombo(_ title: String, detail: String?, names: [String], selected: Int,
                                 to group: UnsafeMutablePointer<GtkWidget>, _ chosen: @escaping (Int) -> Void) {
        let row = adw_combo_row_new()!
        adw_preferences_row_set_title(cast(row), title)
        // The choice under the title, where it wraps (beside it, large text cut it short);
        // the explanation, if any, is the row's tooltip.
        adw_combo_row_set_use_subtitle(cast(row), 1)
        if let detail { gtk_widget_set_tooltip_text(row, detail) }
        let model = names.withCStringArray { gtk_string_list_new($0) }
        adw_combo_row_set_model(cast(row), model)
        g_object_unref(raw(model))
        adw_combo_row_set_selected(cast(row), guint(selected))
        // The row says its choice; the list inside that only shows it is not a second control.
        hideListViews(in: row)
        nova_accessible_set_description(row, names[selected])
        onNotify(raw(row), "selected") {
            let index = Int(adw_combo_row_get_selected(cast(row)))
            if index < names.count { nova_accessible_set_description(row, names[index]) }
            chosen(index)
        }
        adw_preferences_group_add(cast(group), row)
    }

    /// An entry for a language list; what is not a list of language codes is said, not saved.
    private static func addLanguages(_ title: String, description: String, key: SettingKey<String>, settings: AppSettings,
                                     to group: UnsafeMutablePointer<GtkWidget>) {
        let row = adw_entry_row_new()!
        adw_preferences_row_set_title(cast(row), title)
        if StackVersions.running.entryRowsNameTheirTitleTwice {
            // Named once, as libadwaita 1.2 does: 1.7 names it by a relation to two labels.
            nova_accessible_set_label_only(row, title)
        }
        gtk_widget_set_tooltip_text(row, description)
        nova_accessible_set_description(row, description)
        gtk_editable_set_text(cast(row), settings[key])
        adw_entry_row_set_show_apply_button(cast(row), 1)
        onApply(raw(row)) {
            let text = String(cString: gtk_editable_get_text(cast(row)))
            if let list = Preferences.languageList(text) {
                settings[key] = list
                gtk_editable_set_text(cast(row), list)
                gtk_widget_remove_css_class(row, "error")
            } else {
                gtk_widget_add_css_class(row, "error")
                gtk_widget_set_tooltip_text(row, tr("Language codes such as “de, en”, separated by commas"))
            }
        }
        adw_preferences_group_add(cast(group), row)
    }
}
