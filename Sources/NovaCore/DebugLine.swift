// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Every line Nova writes for a `NOVA_DEBUG` topic, with its words declared once here.
/// Tests and benchmarks read these lines; the suite declares what it reads once too, in
/// `Tests/EndToEnd/novatest/debuglines.py`: a change of words here goes there as well.
public enum DebugLine: Equatable, Sendable {
    // seek
    case seekRequest(target: Double, exact: Bool, source: String)
    case seekDone(position: Double, shown: Double)
    case seekBackAFrame(shown: Double, asked: Double)
    /// Where the timeline's track starts on the window, its length and height.
    case timeline(x: Int, y: Int, width: Int, height: Int)
    // panels
    case panelOpened(String, at: PanelPlacement)
    case panelMoved(String, to: PanelPlacement)
    case panelFocus(String, inside: Bool)
    case panelClosed(String)
    /// The focus back where it was before a panel opened: the control that opened it, or
    /// (that control gone) the player's controls.
    case panelFocusBack(onOpener: Bool)
    case panelControl(name: String, x: Int, y: Int, width: Int, height: Int, shown: Bool)
    case checkMark(row: Int?)
    /// What the engine reports while a panel is open (track ids: nil for none).
    case panelState(audio: Int?, subtitles: Int?, speed: Double, subtitleDelay: Double, audioDelay: Double,
                    subtitleScale: Double, loudnessEvened: Bool)
    /// The sleep timer set (its label) or off (nil).
    case sleepTimer(String?)
    case sleepTimerFired
    // library
    case libraryShowing(count: Int, of: Int, search: String, sort: String, milliseconds: Double)
    case libraryRead(videos: Int, unavailable: Int, folders: Int, milliseconds: Double)
    case libraryIndexed(folder: String, videos: Int, changed: Bool)
    case libraryProblem(String)
    case libraryMenu(location: String)
    // picture
    case drawnBy(String)
    /// What plays, shown where a picture would be; nil when the picture is back.
    case placeholder(title: String?)
    case bufferingPercent(String)
    case buffering(shown: Bool)
    // sizes
    case leastWidth(part: String, minimum: Int, natural: Int)
    case layoutReportStart
    case layoutProblem(window: String, problem: String)
    case layoutReportEnd
    // controls
    case controls(shown: Bool)
    /// Starts each report of where the bar's buttons are (one `controlPlacement` a button).
    case controlPlacementStart
    case controlPlacement(name: String, inMenu: Bool, x: Int, y: Int, width: Int, height: Int)
    /// Where one of the up-next card's buttons is, as the card shows.
    case upNextControl(name: String, x: Int, y: Int, width: Int, height: Int)
    // keys, settings
    case key(String)
    case settingChanged(String)
    // interruptions
    case picture(shown: Bool)
    case interruption(cause: String, steps: String)
    // sound
    case soundServer(present: Bool)
    case soundOutputLost(event: String)
    case soundEvent(String)

    public var topic: DebugTopic {
        switch self {
        case .seekRequest, .seekDone, .seekBackAFrame, .timeline: .seek
        case .panelOpened, .panelMoved, .panelFocus, .panelClosed, .panelFocusBack, .panelControl, .checkMark, .panelState,
             .sleepTimer, .sleepTimerFired:
            .panels
        case .libraryShowing, .libraryRead, .libraryIndexed, .libraryProblem, .libraryMenu: .library
        case .drawnBy, .placeholder, .bufferingPercent, .buffering: .picture
        case .leastWidth, .layoutReportStart, .layoutProblem, .layoutReportEnd: .sizes
        case .controls, .controlPlacementStart, .controlPlacement, .upNextControl: .controls
        case .key: .keys
        case .settingChanged: .settings
        case .picture, .interruption: .interruptions
        case .soundServer, .soundOutputLost, .soundEvent: .sound
        }
    }

    /// The whole line, without its newline.
    public var text: String {
        func side(_ placement: PanelPlacement) -> String { placement == .bottom ? "bottom" : "side" }
        func box(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> String { "\(x),\(y) \(width)x\(height)" }
        func tenths(_ value: Double) -> String { String(format: "%.1f", value) }
        func micro(_ value: Double) -> String { String(format: "%.6f", value) }
        switch self {
        case .seekRequest(let target, let exact, let source):
            return "nova-seek: request target=\(micro(target)) precision=\(exact ? "exact" : "keyframe") source=\(source)"
        case .seekDone(let position, let shown): return "nova-seek: done position=\(micro(position)) shown=\(micro(shown))"
        case .seekBackAFrame(let shown, let asked): return "nova-seek: back a frame: \(micro(shown)) shown, \(micro(asked)) asked"
        case .timeline(let x, let y, let width, let height): return "nova-timeline: x=\(x) y=\(y) width=\(width) height=\(height)"
        case .panelOpened(let name, let placement): return "nova-panel: opened \(name) (\(side(placement)))"
        case .panelMoved(let name, let placement): return "nova-panel: moved \(name) to the \(side(placement))"
        case .panelFocus(let name, let inside): return "nova-panel: focus \(inside ? "in" : "outside") the \(name) panel"
        case .panelClosed(let name): return "nova-panel: closed \(name)"
        case .panelFocusBack(let onOpener):
            return onOpener ? "nova-panel: focus back on the control that opened the panel" : "nova-panel: focus back on the player's controls"
        case .panelControl(let name, let x, let y, let width, let height, let shown):
            return "nova-panel: control \"\(name)\" at \(box(x, y, width, height)) \(shown ? "shown" : "scrolled away")"
        case .checkMark(let row): return "nova-panel: check mark on row \(row.map(String.init) ?? "none")"
        case .panelState(let audio, let subtitles, let speed, let subtitleDelay, let audioDelay, let subtitleScale, let evened):
            return "nova-panel: aid=\(audio.map(String.init) ?? "no") sid=\(subtitles.map(String.init) ?? "no") speed=\(speed)"
                + " sub-delay=\(tenths(subtitleDelay)) audio-delay=\(tenths(audioDelay)) sub-scale=\(tenths(subtitleScale))"
                + " loudness=\(evened ? "even" : "as-recorded")"
        case .sleepTimer(let label): return "nova-panel: sleep timer: \(label ?? "off")"
        case .sleepTimerFired: return "nova-panel: sleep timer fired"
        case .libraryShowing(let count, let total, let search, let sort, let milliseconds):
            return "nova-library: showing \(count) of \(total) videos (search \"\(search)\", \(sort)) in \(tenths(milliseconds)) ms"
        case .libraryRead(let videos, let unavailable, let folders, let milliseconds):
            return "nova-library: \(videos) videos, \(unavailable) unavailable, \(folders) folders, read in \(tenths(milliseconds)) ms"
        case .libraryIndexed(let folder, let videos, let changed):
            return "nova-library: indexed \(folder): \(videos) videos, \(changed ? "changed" : "unchanged")"
        case .libraryProblem(let sentence): return "nova-library: problem: \(sentence)"
        case .libraryMenu(let location): return "nova-library: menu of \(location)"
        case .drawnBy(let path): return "nova-picture: drawn by \(path)"
        case .placeholder(let title): return title.map { "nova-picture: placeholder for \($0)" } ?? "nova-picture: no placeholder"
        case .bufferingPercent(let text): return "nova-picture: buffering \(text)"
        case .buffering(let shown): return "nova-picture: buffering \(shown ? "shown" : "over")"
        case .leastWidth(let part, let minimum, let natural): return "nova-size: \(part) min \(minimum) natural \(natural)"
        case .layoutReportStart: return "nova-layout: report"
        case .layoutProblem(let window, let problem): return "nova-layout: \(window): \(problem)"
        case .layoutReportEnd: return "nova-layout: end"
        case .controls(let shown): return "nova-controls: \(shown ? "shown" : "hidden")"
        case .controlPlacementStart: return "nova-controls: where the bar's buttons are"
        case .controlPlacement(let name, let inMenu, let x, let y, let width, let height):
            return "nova-control: \(inMenu ? "menu " : "")\"\(name)\" at \(box(x, y, width, height))"
        case .upNextControl(let name, let x, let y, let width, let height):
            return "nova-up-next: control \"\(name)\" at \(box(x, y, width, height))"
        case .key(let accelerator): return "nova-key: \(accelerator)"
        case .settingChanged(let key): return "nova-setting: \(key) changed"
        case .picture(let shown): return "nova-interruption: the picture is \(shown ? "on" : "off")"
        case .interruption(let cause, let steps): return "nova-interruption: \(cause): \(steps)"
        case .soundServer(let present): return "nova-sound: the sound server \(present ? "is back" : "went away")"
        case .soundOutputLost(let event): return "nova-sound: the output went away (\(event))"
        case .soundEvent(let event): return "nova-sound: \(event)"
        }
    }
}
