// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Seeking by hand: dragging the timeline (the picture follows the finger), hovering it
/// with a mouse (a preview without seeking), and scrolling over the picture (wheel:
/// volume and seek; touchpad: an accumulated seek once scrolling ends). It shows the
/// bubble with its preview thumbnail and hands every seek to the `SeekDriver`.
@MainActor
final class SeekInteraction {
    private let player: Player
    private let driver: SeekDriver
    private let window: PlayerWindow
    private let actions: ActionTable
    /// Shows the preview frames a sideways swipe asks for.
    private let touchFeedback: TouchFeedback
    private let bubble = SeekBubble()
    private var thumbnails: ThumbnailDecoder?
    private var thumbnailWakeups: MainThreadSignal?
    private var previewsFailed = false
    /// The file playing, for the preview decoder.
    private var location: String?
    private var resumeAfterScrub = false
    private var scrollSeek: ScrollSeek?
    private var swipePreviewing = false

    init(player: Player, driver: SeekDriver, window: PlayerWindow, actions: ActionTable, touchFeedback: TouchFeedback) {
        self.player = player
        self.driver = driver
        self.window = window
        self.actions = actions
        self.touchFeedback = touchFeedback
        gtk_overlay_add_overlay(cast(window.picture), bubble.widget)
        let timeline = window.controls.timeline
        timeline.onScrubBegin = { [unowned self] in scrubBegan($0) }
        timeline.onScrubMove = { [unowned self] in scrubMoved($0) }
        timeline.onScrubEnd = { [unowned self] in scrubEnded($0) }
        timeline.onScrubCancel = { [unowned self] in scrubCancelled() }
        timeline.onHover = { [unowned self] in hover($0) }
        attachScrolling(to: window.picture)
    }

    /// The preview decoder, started at the first preview: nobody pays for what they never ask for.
    private func previews() -> ThumbnailDecoder? {
        if let thumbnails { return thumbnails }
        // A stream would be fetched a second time for them (and a page read again by yt-dlp).
        guard !previewsFailed, let location, !LocationInput.isNetwork(location) else { return nil }
        do {
            let decoder = try ThumbnailDecoder(width: Int(SeekBubble.previewWidth))
            let wakeups = MainThreadSignal { [weak decoder] in decoder?.drainEvents() }
            decoder.setWakeupHandler { wakeups.post() }
            decoder.onImage = { [unowned self] _, image in showPreview(image) }
            decoder.open(location)
            thumbnails = decoder
            thumbnailWakeups = wakeups
            return decoder
        } catch {
            previewsFailed = true
            ConsoleLine.problem("seek previews are unavailable: \(error)").write()
            return nil
        }
    }

    /// A file is open: previews come from it.
    func fileLoaded(_ location: String?) {
        driver.reset()
        self.location = location
        thumbnails?.open(location.flatMap { LocationInput.isNetwork($0) ? nil : $0 })
    }

    func shutDown() {
        thumbnailWakeups?.close()
        thumbnails = nil
        driver.reset()
    }

    // MARK: Timeline

    private func scrubBegan(_ scrub: ScrubSession) {
        resumeAfterScrub = player.state.isPlaying
        // Nova's own mechanics, not a person's pause: the picture holds still under the
        // finger and plays on when it lifts (no words, nothing said to MPRIS clients as a choice).
        if resumeAfterScrub { player.pause() }
        scrubMoved(scrub)
    }

    private func scrubMoved(_ scrub: ScrubSession) {
        driver.follow(scrub.target, source: .timeline)
        window.controls.showScrubTime(scrub.target)
        showBubble(at: scrub.target, offset: scrub.offset, rate: scrub.rate)
        window.reveal.activity()
    }

    private func scrubEnded(_ scrub: ScrubSession) {
        driver.release(at: scrub.target, source: .timeline)
        bubble.hide()
        if resumeAfterScrub { player.play() }
        resumeAfterScrub = false
        window.reveal.activity()
    }

    private func scrubCancelled() {
        bubble.hide()
        if resumeAfterScrub { player.play() }
        resumeAfterScrub = false
    }

    private func hover(_ time: Double?) {
        guard let time else {
            if !window.controls.timeline.isScrubbing { bubble.hide() }
            return
        }
        showBubble(at: time, offset: nil, rate: nil)
    }

    /// The bubble over the bar at `time`, with the preview asked for.
    private func showBubble(at time: Double, offset: Double?, rate: ScrubSession.Rate?) {
        let state = player.state
        let chapter = state.chapters.index(at: time).flatMap { state.chapters[$0].title }
        bubble.show(seconds: time, framesPerSecond: state.framesPerSecond, offset: offset, chapter: chapter,
                    rate: rate == .full ? nil : rate)
        let timeline = window.controls.timeline
        var x = 0.0, y = 0.0
        _ = gtk_widget_translate_coordinates(timeline.widget, window.picture, timeline.geometry.x(forTime: time), 0, &x, &y)
        let overlayHeight = Double(gtk_widget_get_height(window.picture))
        bubble.place(centreX: x, bottomMargin: max(8, overlayHeight - y + 6),
                     overlayWidth: Double(gtk_widget_get_width(window.picture)))
        previews()?.request(time)
    }

    /// A preview frame for a sideways swipe's target.
    func requestSwipePreview(_ time: Double) {
        swipePreviewing = true
        previews()?.request(time)
    }

    private func showPreview(_ image: ThumbnailDecoder.Image) {
        let bytes = image.pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        let texture = gdk_memory_texture_new(gint(image.width), gint(image.height), GDK_MEMORY_B8G8R8A8, bytes, gsize(image.stride))
        g_bytes_unref(bytes)
        if gtk_widget_get_visible(bubble.widget) == 0, swipePreviewing {
            touchFeedback.showPreviewImage(texture)
        } else {
            swipePreviewing = false
            bubble.showPreview(texture)
        }
        if let texture { g_object_unref(raw(texture)) }
    }

    // MARK: Scrolling over the picture

    private func attachScrolling(to widget: UnsafeMutablePointer<GtkWidget>) {
        let flags = GtkEventControllerScrollFlags(rawValue: GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue)
        let scroll = gtk_event_controller_scroll_new(flags)!
        onScroll(raw(scroll)) { [unowned self] dx, dy in
            let wheel = gtk_event_controller_scroll_get_unit(scroll) == GDK_SCROLL_UNIT_WHEEL
            return scrolled(dx: dx, dy: dy, wheel: wheel)
        }
        onScrollEnd(raw(scroll)) { [unowned self] in scrollEnded() }
        gtk_widget_add_controller(widget, scroll)
    }

    private func scrolled(dx: Double, dy: Double, wheel: Bool) -> Bool {
        let state = player.state
        guard state.hasMedia else { return false }
        if wheel {
            // A mouse wheel: each notch up is louder, each sideways notch 5 s.
            if dy != 0 { actions.activate(.changeVolume(by: -dy * 5)) }
            if dx != 0 { actions.activate(.seekRelative(seconds: dx * 5)) }
            return true
        }
        // A touchpad: sideways movement accumulates into one seek; mostly vertical is volume.
        if abs(dx) > abs(dy) || scrollSeek != nil {
            if scrollSeek == nil {
                scrollSeek = ScrollSeek(start: state.position ?? 0, duration: state.duration)
            }
            scrollSeek?.scroll(by: dx)
            if let seek = scrollSeek {
                window.controls.isRevealed = true
                showBubble(at: seek.target, offset: seek.offset, rate: nil)
                window.reveal.activity()
            }
        } else if dy != 0 {
            actions.activate(.changeVolume(by: -dy / 4))
        }
        return true
    }

    private func scrollEnded() {
        guard let seek = scrollSeek else { return }
        scrollSeek = nil
        bubble.hide()
        actions.activate(.seekToShown(seconds: seek.target))
    }
}
