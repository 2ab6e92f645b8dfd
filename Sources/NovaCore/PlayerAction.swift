// SPDX-License-Identifier: GPL-3.0-or-later

/// Something a person (or a client speaking for one) asked the player to do, whatever the
/// input was: a key, a button, a menu, a gesture, a panel's row, a notice's button, MPRIS,
/// a D-Bus client. Each is one window action (`win.NAME`), carried out in one place.
public enum PlayerAction: Equatable, Hashable, Sendable {
    case togglePause
    /// Play (a notice's Play after a lock or a call: never a pause, whatever happened since).
    case play
    /// Pause (MPRIS Pause: never a play, whatever happened since).
    case pause
    /// Skip back or forward by the skip amount (sign gives the direction).
    case skip(forward: Bool)
    /// An exact jump by a small amount (Shift+arrows).
    case seekRelative(seconds: Double)
    /// To a time (MPRIS SetPosition).
    case seekTo(seconds: Double)
    /// To a time the person was shown before the seek (a run of double taps, a swipe's or a
    /// touchpad's lift): exact, and with no words of its own, the preview having said them.
    case seekToShown(seconds: Double)
    /// One frame forward or back, pausing.
    case frameStep(forward: Bool)
    /// To the next chapter, or back to this chapter's start (or the previous one).
    case chapter(forward: Bool)
    /// To the chapter at this index (a row of the chapters panel).
    case goToChapter(Int)
    /// To a fraction of the duration: Home is 0, the digit keys 1…8 are 0.1…0.8 (9 and 0 are
    /// mpv's volume keys), the keypad's 1…9 are 0.1…0.9.
    case seekToFraction(Double)
    case changeVolume(by: Double)
    /// The volume to this level (the on-screen volume slider, a swipe, MPRIS), percent.
    case setVolume(Double)
    case toggleMute
    case toggleFullscreen
    case leaveFullscreen
    /// The next or previous file (playlist entry, or episode in the folder).
    case next
    case previous
    /// One step along `SpeedSteps` (up or down), or back to normal speed.
    case changeSpeed(up: Bool)
    case resetSpeed
    /// A speed (a row of the speed panel, MPRIS SetRate).
    case setSpeed(Double)
    /// Twice the speed while a finger holds the picture, and back when it lifts.
    case holdDoubleSpeed(Bool)
    case cycleSubtitles(forward: Bool)
    case cycleAudio
    case toggleSubtitles
    /// A track by its id (a row of the tracks panel).
    case selectAudio(id: Int)
    /// Subtitles by their id, or none (nil; "Turn Subtitles Off" when they are too heavy).
    case selectSubtitles(id: Int?)
    case changeSubtitleDelay(by: Double)
    /// The next subtitle line from now on (pressed as it is spoken).
    case syncSubtitleLine
    case changeSubtitleSize(by: Double)
    case changeAudioDelay(by: Double)
    /// A subtitle file for the video playing, chosen in a file chooser.
    case loadSubtitles
    case abLoop
    case toggleLoopFile
    /// Between fitting the picture (0) and filling the area with it, cropped (1): a pinch.
    case setZoom(Double)
    /// Close the video (the window stays, on the start page).
    case closeVideo
    case showShortcuts
    case open
    /// An address typed or pasted: the web, the network, a page with a video.
    case openLocation
    /// The library's search (showing the library first).
    case searchLibrary
    /// A file played from the library or the history (its poster, its row), or named by a
    /// client (MPRIS OpenUri).
    case playFile(location: String)
    /// Files to play in turn (dropped on the window, given by the file manager's "Open with"
    /// or the command line): a playlist of them.
    case openFiles(locations: [String])
    /// The library in this order (its sort menu, a radio choice: the action's state is the order).
    case sortLibrary(LibrarySort)
    /// A file out of the library (its row's menu); its history stays.
    case removeFromLibrary(location: String)
    /// A folder into the library: this path, or (nil) one chosen in a folder chooser.
    case addLibraryFolder(path: String?)
    /// A file out of the history (its row's remove button); it still resumes.
    case removeFromHistory(location: String)
    /// The whole history emptied, once the person confirms.
    case clearHistory
    /// A folder out of the library's folders.
    case removeLibraryFolder(path: String)
    /// Back what the library's last removal took away.
    case undoRemoval
    /// The frame on screen as a PNG in the Pictures folder.
    case screenshot
    /// The last screenshot, in the person's picture viewer.
    case openScreenshot
    case showPreferences
    /// Nova's version, its makers and the licences of what it ships.
    case showAbout
    /// What a repair of the damaged database kept and lost.
    case showSalvageDetails
    case quit
    /// The picture ignores every gesture until unlocked (keys still work).
    case lockTouch
    /// Gestures back (the unlock button held for its second).
    case unlockTouch
    /// The open panel closed (Esc, its close button, a tap beside it).
    case closePanel
    /// The up-next card away, and no moving on by itself for this file ("Watch Till the End").
    case dismissUpNext
    /// The window to the front (MPRIS Raise, a second launch).
    case raiseWindow
    /// The screen's brightness (or, where Nova may not set it, the picture's), 0…1: a swipe
    /// up or down on the left half.
    case setBrightness(Double)
    /// Back to the beginning of a video that resumed.
    case startOver
    /// The sleep timer set (minutes, or the end of this video) or off (nil).
    case setSleepTimer(SleepTimer.Mode?)
    /// Ten more minutes on the sleep timer.
    case extendSleepTimer
    case openPanel(PlayerPanel)
    /// A quarter turn clockwise more for the picture (a phone video recorded sideways).
    case rotate
    /// Evening out loudness (quiet voices up, loud scenes down) on or off: a preference.
    case toggleEvenLoudness
    /// The whole address of the last video that could not be played, to the clipboard
    /// (sentences show it shortened).
    case copyFailedAddress
}

extension PlayerAction {
    /// Every action's GAction name, once. The table registers exactly these; the switches
    /// below are exhaustive both ways, so an action without a name, or a name without an
    /// action, does not compile.
    public enum Name: String, CaseIterable, Sendable {
        case playPause = "play-pause", play, pause, skip, seekBy = "seek-by", seekTo = "seek-to"
        case seekToShown = "seek-to-shown"
        case stepFrame = "step-frame", seekChapter = "seek-chapter", goToChapter = "go-to-chapter"
        case seekToFraction = "seek-to-fraction", changeVolume = "change-volume", setVolume = "set-volume"
        case toggleMute = "toggle-mute", fullscreen, leaveFullscreen = "leave-fullscreen", next, previous
        case changeSpeed = "change-speed", normalSpeed = "normal-speed", setSpeed = "set-speed"
        case holdDoubleSpeed = "hold-double-speed", cycleSubtitles = "cycle-subtitles", cycleAudio = "cycle-audio"
        case toggleSubtitles = "toggle-subtitles", selectAudio = "select-audio", selectSubtitles = "select-subtitles"
        case changeSubtitleDelay = "change-subtitle-delay", syncSubtitleLine = "sync-subtitle-line"
        case changeSubtitleSize = "change-subtitle-size", changeAudioDelay = "change-audio-delay"
        case loadSubtitles = "load-subtitles", loopAB = "loop-a-b", repeatFile = "repeat-file", setZoom = "set-zoom"
        case closeVideo = "close-video", shortcuts, open, openLocation = "open-location", searchLibrary = "search-library"
        case playFile = "play-file", removeFromLibrary = "remove-from-library", addLibraryFolder = "add-library-folder"
        case removeLibraryFolder = "remove-library-folder", removeFromHistory = "remove-from-history"
        case clearHistory = "clear-history", undo
        case screenshot, openScreenshot = "open-screenshot", preferences, about, salvageDetails = "salvage-details", quit
        case lockTouch = "lock-touch", startOver = "start-over", setSleepTimer = "set-sleep-timer"
        case sleepExtend = "sleep-extend", panelTracks = "panel-tracks", panelSpeed = "panel-speed"
        case panelChapters = "panel-chapters", panelSleep = "panel-sleep", panelInfo = "panel-info", rotate
        case evenOutLoudness = "even-out-loudness", copyFailedAddress = "copy-failed-address"
        case openFiles = "open-files", sortLibrary = "sort-library", unlockTouch = "unlock-touch"
        case closePanel = "close-panel", dismissUpNext = "dismiss-up-next", raiseWindow = "raise-window"
        case setBrightness = "set-brightness"

        /// The kind of parameter the action takes (nil: none).
        public var parameter: ActionArgument.Kind? {
            switch self {
            case .skip, .stepFrame, .seekChapter, .changeSpeed, .holdDoubleSpeed, .cycleSubtitles: .flag
            case .seekBy, .seekTo, .seekToShown, .goToChapter, .seekToFraction, .changeVolume, .setVolume, .setSpeed, .selectAudio,
                 .selectSubtitles, .changeSubtitleDelay, .changeSubtitleSize, .changeAudioDelay, .setZoom, .setSleepTimer,
                 .setBrightness:
                .number
            case .playFile, .removeFromLibrary, .addLibraryFolder, .removeLibraryFolder, .removeFromHistory, .sortLibrary: .text
            case .openFiles: .textList
            case .playPause, .play, .pause, .toggleMute, .fullscreen, .leaveFullscreen, .next, .previous, .normalSpeed,
                 .cycleAudio, .toggleSubtitles, .syncSubtitleLine, .loadSubtitles, .loopAB, .repeatFile, .closeVideo,
                 .shortcuts, .open, .openLocation, .searchLibrary, .clearHistory, .undo, .screenshot, .openScreenshot, .preferences,
                 .about, .salvageDetails, .quit, .lockTouch, .startOver, .sleepExtend, .panelTracks, .panelSpeed,
                 .panelChapters, .panelSleep, .panelInfo, .rotate, .evenOutLoudness, .copyFailedAddress, .unlockTouch,
                 .closePanel, .dismissUpNext, .raiseWindow:
                nil
            }
        }

        /// An action whose state is its last argument (a radio choice in a menu, which shows
        /// the state as the chosen item), and the state it starts with.
        public var initialState: ActionArgument? {
            switch self {
            case .sortLibrary: .text(LibrarySort.initial.rawValue)
            default: nil
            }
        }
    }

    /// The action's name and, for a family (skip back or forward), the argument that says which.
    public var name: Name { spelling.name }
    public var argument: ActionArgument? { spelling.argument }
    /// The GAction name (`name` spelled as GIO has it).
    public var actionName: String { name.rawValue }

    /// The longest relative seek an action takes (100 days): past any real file's end.
    public static let longestRelativeSeek = 8_640_000.0
    /// The slowest and fastest speeds mpv plays at.
    public static let speeds = 0.01...100.0

    /// The action a name and argument stand for; nil for an unknown name or an argument of
    /// the wrong kind or out of range (D-Bus clients can activate actions with anything).
    public init?(name: String, argument: ActionArgument?) {
        guard let name = Name(rawValue: name) else { return nil }
        self.init(name: name, argument: argument)
    }

    public init?(name: Name, argument: ActionArgument?) {
        // A number that is a whole, positive count (a track's id, a chapter's index).
        func count(_ value: Double, from lowest: Int) -> Int? {
            guard value.isFinite, value == value.rounded(), value >= Double(lowest), value <= Double(Int32.max) else { return nil }
            return Int(value)
        }
        func limited(_ value: Double, _ bound: Double) -> Double? { value.isFinite && abs(value) <= bound ? value : nil }
        switch (name, argument) {
        case (.playPause, nil): self = .togglePause
        case (.play, nil): self = .play
        case (.pause, nil): self = .pause
        case (.skip, .flag(let forward)?): self = .skip(forward: forward)
        case (.seekBy, .number(let seconds)?):
            guard let seconds = limited(seconds, Self.longestRelativeSeek) else { return nil }
            self = .seekRelative(seconds: seconds)
        case (.seekTo, .number(let seconds)?):
            guard let seconds = limited(seconds, Self.longestRelativeSeek), seconds >= 0 else { return nil }
            self = .seekTo(seconds: seconds)
        case (.seekToShown, .number(let seconds)?):
            guard let seconds = limited(seconds, Self.longestRelativeSeek), seconds >= 0 else { return nil }
            self = .seekToShown(seconds: seconds)
        case (.stepFrame, .flag(let forward)?): self = .frameStep(forward: forward)
        case (.seekChapter, .flag(let forward)?): self = .chapter(forward: forward)
        case (.goToChapter, .number(let index)?):
            guard let index = count(index, from: 0) else { return nil }
            self = .goToChapter(index)
        case (.seekToFraction, .number(let fraction)?):
            guard (0...1).contains(fraction) else { return nil }
            self = .seekToFraction(fraction)
        case (.changeVolume, .number(let delta)?):
            guard let delta = limited(delta, 150) else { return nil }
            self = .changeVolume(by: delta)
        case (.setVolume, .number(let level)?):
            guard (0...1000).contains(level) else { return nil }
            self = .setVolume(level)
        case (.toggleMute, nil): self = .toggleMute
        case (.fullscreen, nil): self = .toggleFullscreen
        case (.leaveFullscreen, nil): self = .leaveFullscreen
        case (.next, nil): self = .next
        case (.previous, nil): self = .previous
        case (.changeSpeed, .flag(let up)?): self = .changeSpeed(up: up)
        case (.normalSpeed, nil): self = .resetSpeed
        case (.setSpeed, .number(let speed)?):
            guard Self.speeds.contains(speed) else { return nil }
            self = .setSpeed(speed)
        case (.holdDoubleSpeed, .flag(let on)?): self = .holdDoubleSpeed(on)
        case (.cycleSubtitles, .flag(let forward)?): self = .cycleSubtitles(forward: forward)
        case (.cycleAudio, nil): self = .cycleAudio
        case (.toggleSubtitles, nil): self = .toggleSubtitles
        case (.selectAudio, .number(let id)?):
            guard let id = count(id, from: 1) else { return nil }
            self = .selectAudio(id: id)
        case (.selectSubtitles, .number(let id)?):
            // 0: none (mpv counts tracks from 1).
            guard let id = count(id, from: 0) else { return nil }
            self = .selectSubtitles(id: id == 0 ? nil : id)
        case (.changeSubtitleDelay, .number(let seconds)?):
            guard let seconds = limited(seconds, 60) else { return nil }
            self = .changeSubtitleDelay(by: seconds)
        case (.syncSubtitleLine, nil): self = .syncSubtitleLine
        case (.changeSubtitleSize, .number(let step)?):
            guard let step = limited(step, 10) else { return nil }
            self = .changeSubtitleSize(by: step)
        case (.changeAudioDelay, .number(let seconds)?):
            guard let seconds = limited(seconds, 60) else { return nil }
            self = .changeAudioDelay(by: seconds)
        case (.loadSubtitles, nil): self = .loadSubtitles
        case (.loopAB, nil): self = .abLoop
        case (.repeatFile, nil): self = .toggleLoopFile
        case (.setZoom, .number(let fill)?):
            guard (0...1).contains(fill) else { return nil }
            self = .setZoom(fill)
        case (.closeVideo, nil): self = .closeVideo
        case (.shortcuts, nil): self = .showShortcuts
        case (.open, nil): self = .open
        case (.openLocation, nil): self = .openLocation
        case (.searchLibrary, nil): self = .searchLibrary
        case (.playFile, .text(let location)?) where !location.isEmpty: self = .playFile(location: location)
        case (.removeFromLibrary, .text(let location)?): self = .removeFromLibrary(location: location)
        // "": none given, chosen in a folder chooser.
        case (.addLibraryFolder, .text(let path)?): self = .addLibraryFolder(path: path.isEmpty ? nil : path)
        case (.removeFromHistory, .text(let location)?): self = .removeFromHistory(location: location)
        case (.clearHistory, nil): self = .clearHistory
        case (.removeLibraryFolder, .text(let path)?): self = .removeLibraryFolder(path: path)
        case (.undo, nil): self = .undoRemoval
        case (.screenshot, nil): self = .screenshot
        case (.openScreenshot, nil): self = .openScreenshot
        case (.preferences, nil): self = .showPreferences
        case (.about, nil): self = .showAbout
        case (.salvageDetails, nil): self = .showSalvageDetails
        case (.quit, nil): self = .quit
        case (.lockTouch, nil): self = .lockTouch
        case (.unlockTouch, nil): self = .unlockTouch
        case (.closePanel, nil): self = .closePanel
        case (.dismissUpNext, nil): self = .dismissUpNext
        case (.raiseWindow, nil): self = .raiseWindow
        case (.setBrightness, .number(let level)?):
            guard (0...1).contains(level) else { return nil }
            self = .setBrightness(level)
        case (.openFiles, .texts(let locations)?):
            let locations = locations.filter { !$0.isEmpty }
            guard !locations.isEmpty else { return nil }
            self = .openFiles(locations: locations)
        case (.sortLibrary, .text(let order)?):
            guard let order = LibrarySort(rawValue: order) else { return nil }
            self = .sortLibrary(order)
        case (.startOver, nil): self = .startOver
        case (.setSleepTimer, .number(let minutes)?):
            // 0: off; −1: the end of this video; else minutes, up to a day.
            if minutes == -1 {
                self = .setSleepTimer(.endOfVideo)
            } else {
                guard let minutes = count(minutes, from: 0), minutes <= 24 * 60 else { return nil }
                self = .setSleepTimer(minutes == 0 ? nil : .minutes(minutes))
            }
        case (.sleepExtend, nil): self = .extendSleepTimer
        case (.panelTracks, nil): self = .openPanel(.tracks)
        case (.panelSpeed, nil): self = .openPanel(.speed)
        case (.panelChapters, nil): self = .openPanel(.chapters)
        case (.panelSleep, nil): self = .openPanel(.sleep)
        case (.panelInfo, nil): self = .openPanel(.info)
        case (.rotate, nil): self = .rotate
        case (.evenOutLoudness, nil): self = .toggleEvenLoudness
        case (.copyFailedAddress, nil): self = .copyFailedAddress
        default: return nil
        }
    }

    private var spelling: (name: Name, argument: ActionArgument?) {
        switch self {
        case .togglePause: (.playPause, nil)
        case .play: (.play, nil)
        case .pause: (.pause, nil)
        case .skip(let forward): (.skip, .flag(forward))
        case .seekRelative(let seconds): (.seekBy, .number(seconds))
        case .seekTo(let seconds): (.seekTo, .number(seconds))
        case .seekToShown(let seconds): (.seekToShown, .number(seconds))
        case .frameStep(let forward): (.stepFrame, .flag(forward))
        case .chapter(let forward): (.seekChapter, .flag(forward))
        case .goToChapter(let index): (.goToChapter, .number(Double(index)))
        case .seekToFraction(let fraction): (.seekToFraction, .number(fraction))
        case .changeVolume(let delta): (.changeVolume, .number(delta))
        case .setVolume(let level): (.setVolume, .number(level))
        case .toggleMute: (.toggleMute, nil)
        case .toggleFullscreen: (.fullscreen, nil)
        case .leaveFullscreen: (.leaveFullscreen, nil)
        case .next: (.next, nil)
        case .previous: (.previous, nil)
        case .changeSpeed(let up): (.changeSpeed, .flag(up))
        case .resetSpeed: (.normalSpeed, nil)
        case .setSpeed(let speed): (.setSpeed, .number(speed))
        case .holdDoubleSpeed(let on): (.holdDoubleSpeed, .flag(on))
        case .cycleSubtitles(let forward): (.cycleSubtitles, .flag(forward))
        case .cycleAudio: (.cycleAudio, nil)
        case .toggleSubtitles: (.toggleSubtitles, nil)
        case .selectAudio(let id): (.selectAudio, .number(Double(id)))
        case .selectSubtitles(let id): (.selectSubtitles, .number(Double(id ?? 0)))
        case .changeSubtitleDelay(let seconds): (.changeSubtitleDelay, .number(seconds))
        case .syncSubtitleLine: (.syncSubtitleLine, nil)
        case .changeSubtitleSize(let step): (.changeSubtitleSize, .number(step))
        case .changeAudioDelay(let seconds): (.changeAudioDelay, .number(seconds))
        case .loadSubtitles: (.loadSubtitles, nil)
        case .abLoop: (.loopAB, nil)
        case .toggleLoopFile: (.repeatFile, nil)
        case .setZoom(let fill): (.setZoom, .number(fill))
        case .closeVideo: (.closeVideo, nil)
        case .showShortcuts: (.shortcuts, nil)
        case .open: (.open, nil)
        case .openLocation: (.openLocation, nil)
        case .searchLibrary: (.searchLibrary, nil)
        case .playFile(let location): (.playFile, .text(location))
        case .removeFromLibrary(let location): (.removeFromLibrary, .text(location))
        case .addLibraryFolder(let path): (.addLibraryFolder, .text(path ?? ""))
        case .removeFromHistory(let location): (.removeFromHistory, .text(location))
        case .clearHistory: (.clearHistory, nil)
        case .removeLibraryFolder(let path): (.removeLibraryFolder, .text(path))
        case .undoRemoval: (.undo, nil)
        case .screenshot: (.screenshot, nil)
        case .openScreenshot: (.openScreenshot, nil)
        case .showPreferences: (.preferences, nil)
        case .showAbout: (.about, nil)
        case .showSalvageDetails: (.salvageDetails, nil)
        case .quit: (.quit, nil)
        case .lockTouch: (.lockTouch, nil)
        case .unlockTouch: (.unlockTouch, nil)
        case .closePanel: (.closePanel, nil)
        case .dismissUpNext: (.dismissUpNext, nil)
        case .raiseWindow: (.raiseWindow, nil)
        case .setBrightness(let level): (.setBrightness, .number(level))
        case .openFiles(let locations): (.openFiles, .texts(locations))
        case .sortLibrary(let order): (.sortLibrary, .text(order.rawValue))
        case .startOver: (.startOver, nil)
        case .setSleepTimer(let mode):
            switch mode {
            case nil: (.setSleepTimer, .number(0))
            case .endOfVideo?: (.setSleepTimer, .number(-1))
            case .minutes(let minutes)?: (.setSleepTimer, .number(Double(minutes)))
            }
        case .extendSleepTimer: (.sleepExtend, nil)
        case .openPanel(let panel):
            switch panel {
            case .tracks: (.panelTracks, nil)
            case .speed: (.panelSpeed, nil)
            case .chapters: (.panelChapters, nil)
            case .sleep: (.panelSleep, nil)
            case .info: (.panelInfo, nil)
            }
        case .rotate: (.rotate, nil)
        case .toggleEvenLoudness: (.evenOutLoudness, nil)
        case .copyFailedAddress: (.copyFailedAddress, nil)
        }
    }
}
