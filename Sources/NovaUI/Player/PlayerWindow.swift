// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// The window's widgets: a header bar, and a stack of the welcome page, the player
/// (picture, controls and on-screen feedback) and the error page. It shows what it is
/// told; `PlayerController` decides.
@MainActor
final class PlayerWindow {
    enum Page: String { case welcome, player, error }

    let window: UnsafeMutablePointer<GtkWidget>
    let video: VideoView
    let controls: PlaybackControls
    let picture: UnsafeMutablePointer<GtkWidget>
    /// The controls, and the pointer with them, shown and hidden by the visibility rule.
    let reveal: ControlsReveal
    let startPage: StartPage
    /// Where the player's panels open, over the picture.
    let panels: PanelHost
    private let header: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private let stack: UnsafeMutablePointer<GtkWidget>
    private let errorPage: UnsafeMutablePointer<GtkWidget>
    /// The error page's heading and sentence: a heading of Nova's own, which a screen reader
    /// reads as one and the focus goes to (AdwStatusPage's title is a plain label).
    private let errorHeading: UnsafeMutablePointer<GtkWidget>
    private let errorSentence: UnsafeMutablePointer<GtkWidget>
    /// The failed address, whole, to the clipboard (the heading shortens it).
    private let errorCopy: UnsafeMutablePointer<GtkWidget>
    private let feedback: UnsafeMutablePointer<GtkWidget>
    /// "Buffering… 45 %", with a spinner, while playback waits for the network.
    private let buffering: UnsafeMutablePointer<GtkWidget>
    private let bufferedPercent: UnsafeMutablePointer<GtkWidget>
    private let bufferingWords: UnsafeMutablePointer<GtkWidget>
    /// Over the picture of sound with no picture of its own: what plays, instead of black.
    private let placeholder: UnsafeMutablePointer<GtkWidget>
    private let placeholderTitle: UnsafeMutablePointer<GtkWidget>
    private let toasts: UnsafeMutablePointer<GtkWidget>
    private var feedbackTimer: guint = 0

    init(application: UnsafeMutablePointer<AdwApplication>, player: Player, renderPath: RenderPath) {
        window = adw_application_window_new(cast(application))
        gtk_window_set_title(cast(window), "Nova")
        gtk_window_set_icon_name(cast(window), "io.github.novaplayer.Nova")
        // A phone's portrait width is the smallest Nova is made for.
        gtk_widget_set_size_request(window, gint(WindowSize.minimum.width), gint(WindowSize.minimum.height))

        header = adw_header_bar_new()
        title = adw_window_title_new("Nova", "")
        // Swapped in and out of the header bar: kept alive while out.
        g_object_ref_sink(raw(title))
        adw_header_bar_set_title_widget(cast(header), title)
        // Open a file, and beside it the other ways to open (an address).
        let open = adw_split_button_new()!
        adw_split_button_set_icon_name(cast(open), "document-open-symbolic")
        gtk_widget_set_tooltip_text(open, tr("Open a video (Ctrl+O)"))
        nova_accessible_set_label(open, tr("Open"))
        adw_split_button_set_dropdown_tooltip(cast(open), tr("More ways to open"))
        let openMenu = g_menu_new()!
        g_menu_append(openMenu, tr("Open _Location…"), ActionTable.detailedName(.openLocation))
        adw_split_button_set_menu_model(cast(open), cast(openMenu))
        g_object_unref(raw(openMenu))
        // libadwaita 1.2 names the two halves by their classes ("GtkImage", "GtkMenuButton").
        // The arrow's inner button takes its name from the arrow, as the player menu's does.
        WidgetTree.forEach(under: open) { part in
            if nova_is_menu_button(part) != 0 {
                nova_accessible_set_label(part, tr("More ways to open"))
            } else if nova_is_button(part) != 0, gtk_widget_get_parent(part).map({ nova_is_menu_button($0) == 0 }) == true {
                nova_accessible_set_label(part, tr("Open"))
            }
        }
        adw_header_bar_pack_start(cast(header), open)
        let menu = Self.playerMenu()
        let menuButton = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(cast(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_menu_model(cast(menuButton), cast(menu))
        gtk_widget_set_tooltip_text(menuButton, tr("Player menu"))
        nova_accessible_set_label(menuButton, tr("Player menu"))
        adw_header_bar_pack_end(cast(header), menuButton)

        video = VideoView(player: player, path: renderPath)
        let videoMenu = Self.playerMenu(withAppItems: false)
        controls = PlaybackControls(menu: videoMenu)
        g_object_unref(raw(menu))
        g_object_unref(raw(videoMenu))
        picture = gtk_overlay_new()
        reveal = ControlsReveal(controls: controls, picture: picture, player: player)
        // Back from a panel, the controls are there, with the focus on them when what opened
        // the panel has gone.
        panels = PanelHost(focusBack: controls, reveal: reveal)
        // A screen reader says each message as it appears.
        feedback = SpokenWords.label()
        gtk_widget_add_css_class(feedback, "nova-feedback")
        gtk_widget_set_halign(feedback, GTK_ALIGN_CENTER)
        // At the top, clear of the gesture overlays in the middle and the controls below.
        gtk_widget_set_valign(feedback, GTK_ALIGN_START)
        gtk_widget_set_margin_top(feedback, 64)
        gtk_widget_set_can_target(feedback, 0)
        gtk_widget_set_visible(feedback, 0)

        // In the middle of the picture, where a person looks when it stops. The words are
        // said once as they show; the percentage beside them is not, or a screen reader
        // would say every step of it.
        bufferingWords = SpokenWords.label()
        // An address waited for can be long: shortened in the middle, never widening the window.
        gtk_label_set_ellipsize(cast(bufferingWords), PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_text(cast(bufferingWords), tr("Buffering…"))
        bufferedPercent = gtk_label_new(nil)
        let spinner = gtk_spinner_new()!
        gtk_spinner_start(cast(spinner))
        buffering = Self.middleOfThePicture(GTK_ORIENTATION_HORIZONTAL, spacing: 10, style: "nova-feedback",
                                            [spinner, bufferingWords, bufferedPercent])

        placeholderTitle = gtk_label_new(nil)
        gtk_widget_add_css_class(placeholderTitle, "title-2")
        Style.wrap(placeholderTitle)
        gtk_label_set_justify(cast(placeholderTitle), GTK_JUSTIFY_CENTER)
        gtk_label_set_max_width_chars(cast(placeholderTitle), 30)
        let note = gtk_image_new_from_icon_name("audio-x-generic-symbolic")!
        gtk_image_set_pixel_size(cast(note), 96)
        gtk_widget_add_css_class(note, "dim-label")
        placeholder = Self.middleOfThePicture(GTK_ORIENTATION_VERTICAL, spacing: 18, style: "nova-audio-only",
                                              [note, placeholderTitle])
        gtk_widget_set_margin_start(placeholder, 24)
        gtk_widget_set_margin_end(placeholder, 24)

        gtk_widget_add_css_class(picture, "nova-player")
        gtk_overlay_set_child(cast(picture), video.widget)
        gtk_overlay_add_overlay(cast(picture), placeholder)
        gtk_overlay_add_overlay(cast(picture), feedback)
        gtk_overlay_add_overlay(cast(picture), buffering)
        gtk_overlay_add_overlay(cast(picture), controls.revealer)
        gtk_overlay_add_overlay(cast(picture), panels.widget)

        startPage = StartPage()
        errorPage = adw_status_page_new()
        adw_status_page_set_icon_name(cast(errorPage), "dialog-error-symbolic")
        errorHeading = nova_label_new_with_role(GTK_ACCESSIBLE_ROLE_HEADING)
        gtk_widget_add_css_class(errorHeading, "title-1")
        errorSentence = gtk_label_new(nil)
        gtk_widget_add_css_class(errorSentence, "body")
        for label in [errorHeading, errorSentence] {
            gtk_label_set_wrap(cast(label), 1)
            gtk_label_set_wrap_mode(cast(label), PANGO_WRAP_WORD_CHAR)
            gtk_label_set_justify(cast(label), GTK_JUSTIFY_CENTER)
        }
        // Selectable, so it can hold the focus (without a text caret: `nova-error-heading`).
        gtk_label_set_selectable(cast(errorHeading), 1)
        gtk_widget_add_css_class(errorHeading, "nova-error-heading")
        nova_accessible_set_described_by(errorHeading, errorSentence)
        let errorOpen = Style.pillButton(tr("Open _Another Video…"))
        gtk_widget_set_margin_top(errorOpen, 24)
        errorCopy = mnemonicButton(tr("_Copy Address"))
        gtk_widget_add_css_class(errorCopy, "pill")
        gtk_widget_set_halign(errorCopy, GTK_ALIGN_CENTER)
        let errorContent = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for part in [errorHeading, errorSentence, errorOpen, errorCopy] { gtk_box_append(cast(errorContent), part) }
        adw_status_page_set_child(cast(errorPage), errorContent)

        stack = gtk_stack_new()
        gtk_stack_set_transition_type(cast(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_stack_add_named(cast(stack), startPage.widget, Page.welcome.rawValue)
        gtk_stack_add_named(cast(stack), picture, Page.player.rawValue)
        gtk_stack_add_named(cast(stack), errorPage, Page.error.rawValue)
        gtk_widget_set_vexpand(stack, 1)

        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(cast(content), header)
        toasts = adw_toast_overlay_new()
        // Over the pages, a ruler that draws nothing and takes no input: its "resize" says
        // how tall the pages are (`StatusPageSize`), maximized on a phone too.
        let pages = gtk_overlay_new()!
        gtk_overlay_set_child(cast(pages), stack)
        let ruler = gtk_drawing_area_new()!
        gtk_widget_set_can_target(ruler, 0)
        gtk_widget_set_can_focus(ruler, 0)
        gtk_overlay_add_overlay(cast(pages), ruler)
        adw_toast_overlay_set_child(cast(toasts), pages)
        gtk_widget_set_vexpand(toasts, 1)
        gtk_box_append(cast(content), toasts)
        adw_application_window_set_content(cast(window), content)
        onResize(raw(ruler)) { [unowned self] _, height in
            let short = StatusPageSize.isShort(windowContentHeight: Int(height))
            if short { gtk_widget_add_css_class(window, "nova-short") } else { gtk_widget_remove_css_class(window, "nova-short") }
        }

        for button in [open, errorOpen] { ActionTable.attach(button, to: .open) }
        ActionTable.attach(errorCopy, to: .copyFailedAddress)
        // The picture that cannot be drawn says so over itself.
        video.onRendererError = { [unowned self] message in show(OnScreenMessage.pictureUnavailable(message)) }
        show(.welcome)
        if DebugTopics.isOn(.sizes) {
            MainContext.after(milliseconds: 1500) { [unowned self] in logMinimumWidths() }
            addAction("report-layout") { LayoutReport.log() }
        }
    }

    /// With `NOVA_DEBUG=sizes`: how narrow each part of the window can be (the widest
    /// decides the window's least width; a phone needs 360 px at any text size).
    private func logMinimumWidths() {
        for (name, part) in [("header", header), ("start", startPage.widget), ("library", startPage.library.widget),
                             ("history", startPage.history.widget), ("error", errorPage), ("controls", controls.revealer)] {
            var minimum: gint = 0, natural: gint = 0
            gtk_widget_measure(part, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            DebugTopics.write(.leastWidth(part: name, minimum: Int(minimum), natural: Int(natural)))
        }
    }

    /// The player's menu, in the header bar and behind the controls' ⋮ (which fullscreen
    /// keeps). The ⋮ holds the video's items only: opening up from the bar, the whole menu
    /// is taller than a phone held sideways (360 px), and phoc does not fit a popup to the
    /// screen, so its first rows were off screen.
    private static func playerMenu(withAppItems: Bool = true) -> OpaquePointer {
        let menu = g_menu_new()!
        let panels = g_menu_new()!
        g_menu_append(panels, tr("_Audio & Subtitles"), ActionTable.detailedName(.openPanel(.tracks)))
        g_menu_append(panels, tr("_Speed"), ActionTable.detailedName(.openPanel(.speed)))
        g_menu_append(panels, tr("_Chapters"), ActionTable.detailedName(.openPanel(.chapters)))
        g_menu_append(panels, tr("Sleep _Timer"), ActionTable.detailedName(.openPanel(.sleep)))
        g_menu_append_section(menu, nil, cast(panels))
        let tools = g_menu_new()!
        g_menu_append(tools, tr("Take a Screens_hot"), ActionTable.detailedName(.screenshot))
        g_menu_append(tools, tr("Video _Information"), ActionTable.detailedName(.openPanel(.info)))
        g_menu_append(tools, tr("_Rotate"), ActionTable.detailedName(.rotate))
        g_menu_append(tools, tr("_Lock Touch"), ActionTable.detailedName(.lockTouch))
        g_menu_append_section(menu, nil, cast(tools))
        g_object_unref(raw(panels))
        g_object_unref(raw(tools))
        guard withAppItems else { return menu }
        let app = g_menu_new()!
        g_menu_append(app, tr("_Preferences"), ActionTable.detailedName(.showPreferences))
        g_menu_append(app, tr("_Keyboard Shortcuts"), ActionTable.detailedName(.showShortcuts))
        g_menu_append(app, tr("_About Nova"), ActionTable.detailedName(.showAbout))
        g_menu_append_section(menu, nil, cast(app))
        g_object_unref(raw(app))
        return menu
    }

    /// Asks before something that cannot be undone; `onConfirm` runs on "yes".
    func confirm(_ heading: String, body: String, action: String, onConfirm: @escaping Action) {
        let dialog = AlertDialog(heading: heading, body: body, over: window)
        dialog.addResponse("cancel", tr("_Cancel"))
        dialog.addResponse("confirm", action, appearance: ADW_RESPONSE_DESTRUCTIVE)
        dialog.setResponses(default: "cancel", close: "cancel")
        dialog.onAnswer { response in
            if response == "confirm" { onConfirm() }
        }
        dialog.present()
    }

    var page: Page {
        Page(rawValue: String(cString: gtk_stack_get_visible_child_name(cast(stack)))) ?? .welcome
    }

    func show(_ page: Page) {
        let before = self.page
        gtk_stack_set_visible_child_name(cast(stack), page.rawValue)
        // The focus never stays on a page that went away: on the player, the play button.
        if page == .player, before != .player { controls.focusFirstControl() }
        // On the start page the header switches between the library and the history.
        adw_header_bar_set_title_widget(cast(header), page == .welcome ? startPage.switcherTitle : title)
    }

    func show(_ error: PlaybackError) {
        gtk_label_set_text(cast(errorHeading), error.headline)
        gtk_label_set_text(cast(errorSentence), error.sentence)
        gtk_widget_set_visible(errorCopy, FileLocation.localPathBytes(error.location) == nil ? 1 : 0)
        show(.error)
        // Said first, and where Tab starts: the heading, not a text selection in it.
        gtk_widget_grab_focus(errorHeading)
        gtk_label_select_region(cast(errorHeading), 0, 0)
    }

    /// What the title (`showTitle(of:)`) follows: every field, for it compares with the
    /// title it shows (a new file may keep the last one's).
    static let titleFollows = Set(PlaybackState.Field.allCases)
    /// The media title the window shows, to say a new one once.
    private var shownTitle: String?

    /// The title of what plays, when it changes; an error page keeps naming the problem.
    func showTitle(of state: PlaybackState) {
        guard state.title != shownTitle, page != .error else { return }
        shownTitle = state.title
        setTitle(state.hasMedia ? state.title : nil)
    }

    /// A new file: its title is said even if it is the last one's.
    func forgetShownTitle() { shownTitle = nil }

    func setTitle(_ text: String?) {
        adw_window_title_set_title(cast(title), text ?? "Nova")
        gtk_window_set_title(cast(window), text.map { "\($0) — Nova" } ?? "Nova")
    }

    var isFullscreen: Bool { gtk_window_is_fullscreen(cast(window)) != 0 }

    func setFullscreen(_ on: Bool) {
        if on { gtk_window_fullscreen(cast(window)) } else { gtk_window_unfullscreen(cast(window)) }
    }

    /// The header bar makes room for the picture in fullscreen.
    func fullscreenChanged() {
        gtk_widget_set_visible(header, isFullscreen ? 0 : 1)
        controls.showFullscreen(isFullscreen)
    }

    /// Hides the pointer over the picture together with the controls.
    /// A toast at the bottom of the window, with an optional button bound to a window action.
    /// Its words also go to standard error, for a person starting Nova from a terminal.
    /// Returns the toast (owned by the window), to dismiss it early; 0 seconds: it stays
    /// until dismissed.
    @discardableResult
    func showToast(_ title: String, button: String? = nil, action: PlayerAction? = nil, seconds: UInt32 = 5) -> OpaquePointer {
        ConsoleLine.said(title).write()
        // libadwaita 1.2 reads a toast's title as markup, always.
        let toast = adw_toast_new(markupEscaped(title))!
        let width = Int(gtk_widget_get_width(toasts))
        // Its button under the words on a narrow window, where beside them it would leave
        // the words a dozen letters a line.
        let stacked = button != nil && ToastWidth.stacksButton(windowWidth: width)
        // The words wrap, as wide as the window lets the whole toast be (`ToastWidth`).
        // Where toasts do not speak themselves, they are an alert of their own, so a
        // screen reader says them.
        let words = StackVersions.running.toastsSpeakThemselves ? gtk_label_new(nil)!
            : nova_label_new_with_role(GTK_ACCESSIBLE_ROLE_ALERT)!
        gtk_label_set_text(cast(words), title)
        Style.wrap(words)
        gtk_label_set_xalign(cast(words), 0)
        gtk_label_set_max_width_chars(cast(words), Int32(ToastWidth.characters(
            windowWidth: width, withButton: button != nil && !stacked)))
        gtk_widget_add_css_class(words, "heading")
        if stacked, let button, let action {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            gtk_box_append(cast(box), words)
            let under = gtk_button_new_with_mnemonic(button)!
            gtk_widget_set_halign(under, GTK_ALIGN_END)
            ActionTable.attach(under, to: action)
            // As the toast's own button does: pressed, the toast goes.
            onClicked(raw(under)) { adw_toast_dismiss(toast) }
            gtk_box_append(cast(box), under)
            adw_toast_set_custom_title(toast, box)
        } else {
            adw_toast_set_custom_title(toast, words)
            if let button, let action {
                adw_toast_set_button_label(toast, button)
                adw_toast_set_detailed_action_name(toast, ActionTable.detailedName(action))
            }
        }
        adw_toast_set_timeout(toast, seconds)
        adw_toast_overlay_add_toast(cast(toasts), toast)
        // The toast on show now, and the next one when this one goes (they queue).
        nameToastButtons()
        onDismissed(raw(toast)) { [weak self] in self?.nameToastButtons() }
        return toast
    }

    /// A toast that stays until taken away (`seconds: 0`), kept by the caller for `dismiss`.
    func showLastingToast(_ title: String, button: String, action: PlayerAction) -> OpaquePointer {
        let toast = showToast(title, button: button, action: action, seconds: 0)
        // The overlay holds its own reference while the toast shows; this one is the caller's.
        g_object_ref(UnsafeMutableRawPointer(toast))
        return toast
    }

    /// Takes away a toast from `showLastingToast` (if still there) and lets it go.
    func dismiss(_ toast: inout OpaquePointer?) {
        guard let shown = toast else { return }
        toast = nil
        adw_toast_dismiss(shown)
        g_object_unref(UnsafeMutableRawPointer(shown))
    }

    private static func isInToast(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor {
            if String(cString: nova_type_name(current)) == "AdwToastWidget" { return true }
            ancestor = gtk_widget_get_parent(current)
        }
        return false
    }

    /// libadwaita 1.2 names a toast's button by its words twice ("Play Play") and its
    /// close button by its class ("GtkImage"): a screen reader says them as they read
    /// (`ButtonNaming`).
    /// The overlay is held for the idle's sake: a toast shown as the window closes (the
    /// resume toast, then MPRIS Quit) would otherwise leave it walking a freed widget.
    private func nameToastButtons() {
        let overlay = toasts
        g_object_ref(raw(overlay))
        MainContext.idle {
            defer { g_object_unref(raw(overlay)) }
            WidgetTree.forEach(under: overlay) { widget in
                guard nova_is_button(widget) != 0, Self.isInToast(widget) else { return }
                if gtk_button_get_label(cast(widget)) != nil {
                    ButtonNaming.nameByWords(widget)
                } else {
                    nova_accessible_set_label(widget, tr("Dismiss"))
                }
            }
            return false
        }
    }

    /// Adds a window action (`win.NAME`) that runs `handler`: only the suite's hook for the
    /// layout report (NOVA_DEBUG=sizes), which no person asks for; every action a person
    /// can take is `ActionTable`'s.
    func addAction(_ name: String, _ handler: @escaping Action) {
        let action = g_simple_action_new(name, nil)!
        onActivate(raw(action)) { _ in handler() }
        g_action_map_add_action(OpaquePointer(window), action)
        g_object_unref(raw(action))
    }

    /// What the placeholder (`showPlaceholder(for:)`) follows.
    static let placeholderFollows: Set<PlaybackState.Field> = [.tracks, .location, .idle, .title]

    /// The name of what plays where a picture would be (music, a picture that has not come).
    func showPlaceholder(for state: PlaybackState) {
        showPlaceholder(state.needsPicturePlaceholder ? (state.title ?? state.location.map(FileLocation.displayName)) : nil)
    }

    /// Shows what plays (`title`) where a picture would be; nil when there is a picture.
    func showPlaceholder(_ title: String?) {
        if let title { gtk_label_set_text(cast(placeholderTitle), title) }
        let shown = title != nil
        if (gtk_widget_get_visible(placeholder) != 0) != shown {
            gtk_widget_set_visible(placeholder, shown ? 1 : 0)
            DebugTopics.write(.placeholder(title: shown ? title : nil))
        }
    }


    /// A box in the middle of the picture that takes no presses, hidden until shown.
    private static func middleOfThePicture(_ orientation: GtkOrientation, spacing: Int32, style: String,
                                           _ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(orientation, spacing)!
        gtk_widget_add_css_class(box, style)
        children.forEach { gtk_box_append(cast(box), $0) }
        gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        gtk_widget_set_can_target(box, 0)
        gtk_widget_set_visible(box, 0)
        return box
    }

    /// While playback waits for the network: how full the cache is (nil: not known); gone
    /// when `waiting` is false. `words`: what is waited for, said in place of "Buffering…".
    func showBuffering(_ waiting: Bool, percent: Int?, words: String? = nil) {
        let shown = gtk_widget_get_visible(buffering) != 0
        let sentence = words ?? tr("Buffering…")
        if waiting, String(cString: gtk_label_get_text(cast(bufferingWords))) != sentence {
            gtk_label_set_text(cast(bufferingWords), sentence)
            if shown { SpokenWords.say(sentence, from: buffering) }
            ConsoleLine.said(sentence).write()
        }
        let text = percent.map { String($0) + " %" } ?? ""
        if waiting, String(cString: gtk_label_get_text(cast(bufferedPercent))) != text {
            gtk_label_set_text(cast(bufferedPercent), text)
            DebugTopics.write(.bufferingPercent(text))
        }
        guard shown != waiting else { return }
        gtk_widget_set_visible(buffering, waiting ? 1 : 0)
        if waiting { SpokenWords.say(sentence, from: buffering) }
        DebugTopics.write(.buffering(shown: waiting))
    }

    /// A brief message at the top of the picture (a seek, the volume).
    func show(_ message: OnScreenMessage) { showFeedback(message.text) }

    private func showFeedback(_ text: String) {
        // Hidden and shown again, so the alert is said again even with the same words.
        gtk_widget_set_visible(feedback, 0)
        gtk_label_set_text(cast(feedback), text)
        gtk_widget_set_visible(feedback, 1)
        SpokenWords.say(text, from: feedback)
        MainContext.remove(&feedbackTimer)
        feedbackTimer = MainContext.after(milliseconds: 1000) { [weak self] in
            guard let self else { return }
            feedbackTimer = 0
            gtk_widget_set_visible(feedback, 0)
        }
    }

    func close() {
        MainContext.remove(&feedbackTimer)
        video.shutDown()
        gtk_window_destroy(cast(window))
        g_object_unref(raw(title))
        g_object_unref(raw(startPage.switcherTitle))
    }
}
