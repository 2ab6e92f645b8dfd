// SPDX-License-Identifier: GPL-3.0-or-later

/// The panels over the picture (`win.panel-NAME`).
public enum PlayerPanel: String, CaseIterable, Sendable {
    case tracks, speed, chapters, sleep, info
}

/// The value an action takes, as its GAction's parameter: a boolean (`b`, a direction)
/// or a number (`d`, seconds or a fraction).
public enum ActionArgument: Equatable, Sendable {
    case flag(Bool)
    case number(Double)

    /// The GVariant type string of a parameter of this kind.
    public enum Kind: String, Sendable {
        case flag = "b"
        case number = "d"
    }

    public var kind: Kind {
        switch self {
        case .flag: .flag
        case .number: .number
        }
    }
}

/// Every player action as one table of GAction names (`win.NAME`): buttons, menus and
/// keys activate these, and only these.
extension PlayerAction {
    /// The action's name and, for a family (skip back or forward), the argument that says which.
    public var actionName: String { Self.spelling(of: self).name }
    public var argument: ActionArgument? { Self.spelling(of: self).argument }

    /// Every name with the kind of parameter it takes (nil: none).
    public static let names: [(name: String, parameter: ActionArgument.Kind?)] = {
        var seen: [String] = []
        var table: [(name: String, parameter: ActionArgument.Kind?)] = []
        for action in allExamples {
            let (name, argument) = spelling(of: action)
            guard !seen.contains(name) else { continue }
            seen.append(name)
            table.append((name, argument?.kind))
        }
        return table
    }()

    /// The action a name and argument stand for; nil for an unknown name or an argument
    /// of the wrong kind (D-Bus clients can activate actions with anything).
    public init?(name: String, argument: ActionArgument?) {
        switch (name, argument) {
        case ("play-pause", nil): self = .togglePause
        case ("play", nil): self = .play
        case ("skip", .flag(let forward)?): self = .skip(forward: forward)
        case ("seek-by", .number(let seconds)?) where seconds.isFinite && abs(seconds) <= PlayerAction.longestRelativeSeek:
            self = .seekRelative(seconds: seconds)
        case ("step-frame", .flag(let forward)?): self = .frameStep(forward: forward)
        case ("seek-chapter", .flag(let forward)?): self = .chapter(forward: forward)
        case ("seek-to-fraction", .number(let fraction)?) where (0...1).contains(fraction):
            self = .seekToFraction(fraction)
        case ("change-volume", .number(let delta)?) where delta.isFinite && abs(delta) <= 150:
            self = .changeVolume(by: delta)
        case ("set-volume", .number(let level)?) where (0...1000).contains(level):
            self = .setVolume(level)
        case ("toggle-mute", nil): self = .toggleMute
        case ("fullscreen", nil): self = .toggleFullscreen
        case ("leave-fullscreen", nil): self = .leaveFullscreen
        case ("next", nil): self = .next
        case ("previous", nil): self = .previous
        case ("change-speed", .flag(let up)?): self = .changeSpeed(up: up)
        case ("normal-speed", nil): self = .resetSpeed
        case ("cycle-subtitles", .flag(let forward)?): self = .cycleSubtitles(forward: forward)
        case ("cycle-audio", nil): self = .cycleAudio
        case ("toggle-subtitles", nil): self = .toggleSubtitles
        case ("change-subtitle-delay", .number(let seconds)?) where seconds.isFinite && abs(seconds) <= 60:
            self = .changeSubtitleDelay(by: seconds)
        case ("loop-a-b", nil): self = .abLoop
        case ("repeat-file", nil): self = .toggleLoopFile
        case ("close-video", nil): self = .closeVideo
        case ("shortcuts", nil): self = .showShortcuts
        case ("open", nil): self = .open
        case ("open-location", nil): self = .openLocation
        case ("search-library", nil): self = .searchLibrary
        case ("screenshot", nil): self = .screenshot
        case ("preferences", nil): self = .showPreferences
        case ("about", nil): self = .showAbout
        case ("quit", nil): self = .quit
        case ("lock-touch", nil): self = .lockTouch
        case ("start-over", nil): self = .startOver
        case ("sleep-extend", nil): self = .extendSleepTimer
        case ("rotate", nil): self = .rotate
        case ("even-out-loudness", nil): self = .toggleEvenLoudness
        case ("copy-failed-address", nil): self = .copyFailedAddress
        case (let name, nil) where name.hasPrefix("panel-"):
            guard let panel = PlayerPanel(rawValue: String(name.dropFirst(6))) else { return nil }
            self = .openPanel(panel)
        default: return nil
        }
    }

    private static func spelling(of action: PlayerAction) -> (name: String, argument: ActionArgument?) {
        switch action {
        case .togglePause: ("play-pause", nil)
        case .play: ("play", nil)
        case .skip(let forward): ("skip", .flag(forward))
        case .seekRelative(let seconds): ("seek-by", .number(seconds))
        case .frameStep(let forward): ("step-frame", .flag(forward))
        case .chapter(let forward): ("seek-chapter", .flag(forward))
        case .seekToFraction(let fraction): ("seek-to-fraction", .number(fraction))
        case .changeVolume(let delta): ("change-volume", .number(delta))
        case .setVolume(let level): ("set-volume", .number(level))
        case .toggleMute: ("toggle-mute", nil)
        case .toggleFullscreen: ("fullscreen", nil)
        case .leaveFullscreen: ("leave-fullscreen", nil)
        case .next: ("next", nil)
        case .previous: ("previous", nil)
        case .changeSpeed(let up): ("change-speed", .flag(up))
        case .resetSpeed: ("normal-speed", nil)
        case .cycleSubtitles(let forward): ("cycle-subtitles", .flag(forward))
        case .cycleAudio: ("cycle-audio", nil)
        case .toggleSubtitles: ("toggle-subtitles", nil)
        case .changeSubtitleDelay(let seconds): ("change-subtitle-delay", .number(seconds))
        case .abLoop: ("loop-a-b", nil)
        case .toggleLoopFile: ("repeat-file", nil)
        case .closeVideo: ("close-video", nil)
        case .showShortcuts: ("shortcuts", nil)
        case .open: ("open", nil)
        case .openLocation: ("open-location", nil)
        case .searchLibrary: ("search-library", nil)
        case .screenshot: ("screenshot", nil)
        case .showPreferences: ("preferences", nil)
        case .showAbout: ("about", nil)
        case .quit: ("quit", nil)
        case .lockTouch: ("lock-touch", nil)
        case .startOver: ("start-over", nil)
        case .extendSleepTimer: ("sleep-extend", nil)
        case .openPanel(let panel): ("panel-" + panel.rawValue, nil)
        case .rotate: ("rotate", nil)
        case .toggleEvenLoudness: ("even-out-loudness", nil)
        case .copyFailedAddress: ("copy-failed-address", nil)
        }
    }

    /// The longest relative seek an action takes (100 days): past any real file's end.
    public static let longestRelativeSeek = 8_640_000.0

    /// One of each kind of action (a family once), in the order the table lists them.
    public static let allExamples: [PlayerAction] = [
        .togglePause, .play, .skip(forward: true), .seekRelative(seconds: 1), .frameStep(forward: true), .chapter(forward: true),
        .seekToFraction(0), .changeVolume(by: 5), .setVolume(100), .toggleMute, .toggleFullscreen, .leaveFullscreen, .next, .previous,
        .changeSpeed(up: true), .resetSpeed, .cycleSubtitles(forward: true), .cycleAudio, .toggleSubtitles,
        .changeSubtitleDelay(by: 0.1), .abLoop, .toggleLoopFile, .closeVideo, .showShortcuts, .open, .openLocation, .searchLibrary,
        .screenshot, .showPreferences, .showAbout, .quit, .lockTouch, .startOver, .extendSleepTimer, .rotate, .toggleEvenLoudness,
        .copyFailedAddress,
    ] + PlayerPanel.allCases.map { .openPanel($0) }
}
