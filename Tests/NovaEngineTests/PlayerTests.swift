// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore
@testable import NovaEngine
import XCTest

/// The engine against real libmpv, headless (vo=null, ao=null), on the real test card.
final class PlayerTests: XCTestCase {
    private var player: Player!
    private var events: [PlayerEvent] = []

    override func setUpWithError() throws {
        player = try Player(options: .headless)
        events = []
        player.onEvent = { [unowned self] in events.append($0) }
    }

    override func tearDown() {
        player.terminate()
        player = nil
    }

    /// Pumps mpv's events until `condition` holds, failing with the last state after `timeout`.
    private func wait(_ what: String, timeout: Double = 20, file: StaticString = #filePath, line: UInt = #line,
                      until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline {
                XCTFail("timed out waiting for \(what); last state: \(player.state); events: \(events)", file: file, line: line)
                return
            }
            player.waitForEvents(timeout: 0.1)
        }
    }

    private func loadCard(paused: Bool = false) throws -> String {
        let card = try TestMedia.card()
        if paused { player.pause() }
        try player.load(card)
        wait("file-loaded") { events.contains(.fileLoaded(location: card)) }
        return card
    }

    func testAnOptionMpvRefusesIsAnErrorNotACrash() {
        var options = PlayerOptions.headless
        options.extra = [("no-such-option", "yes")]
        XCTAssertThrowsError(try Player(options: options)) { error in
            guard case EngineError.optionRejected(let name, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "no-such-option")
        }
        // mpv was destroyed once: a player made after it works.
        XCTAssertNoThrow(try Player(options: .headless).terminate())
    }

    func testCheapScalingIsTakenByThisMpvAsSet() throws {
        var options = PlayerOptions.headless
        options.scalesCheaply = true
        let cheap = try Player(options: options)
        defer { cheap.terminate() }
        for name in ["scale", "dscale", "cscale"] { XCTAssertEqual(cheap.getString(name), "bilinear", name) }
        XCTAssertEqual(cheap.getString("dither-depth"), "no")
    }

    func testAFileOpenedAtAPositionStartsThere() throws {
        let card = try TestMedia.card()
        try player.load(card, startingAt: 42)
        wait("the card to load at 42 s") { events.contains(.fileLoaded(location: card)) && player.state.position != nil }
        XCTAssertEqual(player.state.position ?? 0, 42, accuracy: 0.5)
        XCTAssertFalse(events.contains { if case .failed = $0 { return true }; return false }, "\(events)")
    }

    func testPlaybackStartsAndAdvances() throws {
        _ = try loadCard()
        wait("playback to pass 0.5 s") { (player.state.position ?? 0) > 0.5 }
        XCTAssertFalse(player.state.isPaused)
        XCTAssertEqual(player.state.duration ?? 0, 60, accuracy: 0.1)
        XCTAssertEqual(player.state.framesPerSecond ?? 0, 30, accuracy: 0.01)
        XCTAssertEqual(player.state.videoWidth, 1280)
        XCTAssertEqual(player.state.videoHeight, 720)
        XCTAssertTrue(player.state.isPlaying)
    }

    func testExactSeekReadsBackTheFrameAlignedTime() throws {
        _ = try loadCard(paused: true)
        for requested in [12.345, 31.0, 47.99, 0.02] {
            // As Nova asks it: mpv is asked directly when its observation has not arrived yet.
            let target = SeekPolicy.frameAlignedTarget(requested, framesPerSecond: player.framesPerSecond)
            events.removeAll()
            player.seek(to: target, precision: .exact)
            wait("seek to \(target) to finish") {
                events.contains(.playbackRestarted) && !player.state.isSeeking
                    && abs((player.state.position ?? -1) - target) < 0.002
            }
            XCTAssertEqual(player.state.position ?? -1, target, accuracy: 0.002, "seek to \(requested)")
        }
    }

    func testListsTracksAndChaptersWithLanguageAndTitle() throws {
        _ = try loadCard(paused: true)
        wait("track list") { player.state.tracks(of: .subtitle).count == 2 && player.state.chapters.count == 3 }
        let audio = player.state.tracks(of: .audio)
        XCTAssertEqual(audio.map(\.language), ["eng", "deu"])
        XCTAssertEqual(audio.map(\.title), ["English tone", "Deutscher Ton"])
        let subtitles = player.state.tracks(of: .subtitle)
        XCTAssertEqual(subtitles.map(\.language), ["eng", "deu"])
        XCTAssertEqual(subtitles.map(\.title), ["English", "Deutsch"])
        XCTAssertEqual(player.state.chapters.map(\.title), ["Opening", "Middle", "Credits"])
        XCTAssertEqual(player.state.chapters.map(\.start), [0, 20, 40])
    }

    func testSwitchingAudioAndSubtitleTracks() throws {
        _ = try loadCard(paused: true)
        wait("two audio tracks") { player.state.tracks(of: .audio).count == 2 }
        let german = try XCTUnwrap(player.state.tracks(of: .audio).first { $0.language == "deu" })
        player.selectTrack(.audio, id: german.id)
        wait("German audio selected") { player.state.tracks(of: .audio).first { $0.isSelected }?.id == german.id }

        let germanSubtitles = try XCTUnwrap(player.state.tracks(of: .subtitle).first { $0.language == "deu" })
        player.selectTrack(.subtitle, id: germanSubtitles.id)
        wait("German subtitles selected") {
            player.state.tracks(of: .subtitle).first { $0.isSelected }?.id == germanSubtitles.id
        }
        player.selectTrack(.subtitle, id: nil)
        wait("subtitles off") { !player.state.tracks(of: .subtitle).contains { $0.isSelected } }
    }

    func testSubtitlesAreReadInTheBackgroundAndTheirOutcomeComesAsAReply() throws {
        _ = try loadCard(paused: true)
        wait("two subtitle tracks") { player.state.tracks(of: .subtitle).count == 2 }
        // 8 MB of SubRip: reading it takes mpv a second or more; asking for it must not.
        var lines = ""
        for n in 0..<120_000 {
            lines += "\(n + 1)\n00:00:\(String(format: "%02d", n % 60)),000 --> 00:00:\(String(format: "%02d", n % 60)),500\n"
            lines += "A line of subtitles long enough to weigh, number \(n)\n\n"
        }
        let large = try TestMedia.file(named: "large-subtitles.srt", contents: lines)
        var outcome: EngineError?? = .none
        let asked = Date()
        player.loadSubtitles(large) { outcome = .some($0) }
        XCTAssertLessThan(Date().timeIntervalSince(asked), 0.05, "the call waited for the file")
        XCTAssertTrue(outcome == .none, "done before mpv read the file")
        wait("the subtitles read") { outcome != nil }
        XCTAssertEqual(outcome, .some(nil))
        wait("the added track selected") {
            player.state.tracks(of: .subtitle).count == 3 && player.state.tracks(of: .subtitle).last?.isSelected == true
        }

        var refused: EngineError?? = .none
        player.loadSubtitles("/nonexistent/none.srt") { refused = .some($0) }
        wait("the missing file refused") { refused != nil }
        guard case .some(.some(.commandFailed(let command, _))) = refused else { return XCTFail("\(String(describing: refused))") }
        XCTAssertTrue(command.contains("/nonexistent/none.srt"), command)
        XCTAssertEqual(player.state.tracks(of: .subtitle).count, 3)
    }

    func testAPhoneRecordingsTurnIsKnownAndNovasTurnIsAddedAndReported() throws {
        let recording = try TestMedia.phoneRecording()
        player.pause()
        try player.load(recording)
        wait("the recording's own turn (its display matrix)") { player.state.fileRotation == 270 }
        player.setRotation(90)
        wait("a quarter turn reported by mpv") { player.state.rotation == 90 }
        // Turned by a filter (the software renderer's way): the turn is still reported.
        player.turnPictureByFilter()
        events.removeAll()
        player.setRotation(180)
        XCTAssertEqual(player.state.rotation, 180)
        XCTAssertTrue(events.contains(.stateChanged([.rotation])), "\(events)")
        player.setRotation(450)
        XCTAssertEqual(player.state.rotation, 90, "whole turns fall away")
    }

    func testThePictureTurnedOffKeepsItAVideoAndComesBack() throws {
        _ = try loadCard()
        wait("a video on show") { player.state.showsVideo }
        player.setVideoDecoding(false)
        wait("the picture off") { !player.state.showsVideo }
        XCTAssertTrue(player.state.hasVideo, "still a video, not a song")
        XCTAssertTrue(player.state.isPlaying, "the sound plays on")
        player.setVideoDecoding(true)
        wait("the picture back") { player.state.showsVideo }
    }

    func testLoudnessIsEvenedOutAndBackAsMpvReportsIt() throws {
        _ = try loadCard()
        player.setLoudnessEvened(true)
        wait("the loudness filter in the chain") { player.state.loudnessEvened }
        player.setLoudnessEvened(false)
        wait("the filter gone") { !player.state.loudnessEvened }
    }

    func testReportsTheEndOfTheFile() throws {
        _ = try loadCard(paused: true)
        player.seek(to: 59, precision: .exact)
        player.play()
        wait("end of file", timeout: 30) { events.contains(.endReached) }
        XCTAssertTrue(player.state.isEndReached)
        XCTAssertFalse(player.state.isPlaying)
    }

    func testAnAddressNobodyAnswersIsSaidSo() throws {
        // Port 9 (discard) on this machine: nothing listens, the connection is refused at once.
        let location = "http://127.0.0.1:9/film.mkv"
        try player.load(location)
        wait("the failure") { events.contains { if case .failed = $0 { return true }; return false } }
        XCTAssertTrue(events.contains(.failed(.unreachable(location: location))), "\(events)")
    }

    func testATextFileIsNotMedia() throws {
        let path = try TestMedia.file(named: "notes.txt", contents: "This is not a video.\nJust words.\n")
        try player.load(path)
        wait("a typed error") { events.contains { if case .failed = $0 { true } else { false } } }
        XCTAssertTrue(events.contains(.failed(.unsupportedFormat(location: path))), "\(events)")
    }

    func testAnEmptyFileIsNotMedia() throws {
        // Found before mpv is asked, so a video that plays is never replaced by nothing.
        let path = try TestMedia.file(named: "empty.mkv", contents: "")
        XCTAssertThrowsError(try player.load(path)) { error in
            XCTAssertEqual(error as? PlaybackError, .unsupportedFormat(location: path))
        }
    }

    func testAMissingFileIsNotFound() throws {
        let path = "/nonexistent/nova/\(UUID().uuidString).mkv"
        XCTAssertThrowsError(try player.load(path)) { error in
            XCTAssertEqual(error as? PlaybackError, .notFound(location: path))
        }
        XCTAssertThrowsError(try player.load("file://" + path)) { error in
            XCTAssertEqual(error as? PlaybackError, .notFound(location: "file://" + path))
        }
    }

    func testAFileThatVanishesBeforeMpvOpensItIsReported() throws {
        // Found by mpv, not by the pre-check: the path is removed after load() was accepted.
        let card = try TestMedia.card()
        let copy = try TestMedia.file(named: "gone.mkv", contents: "")
        try FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: card, toPath: copy)
        // Queued behind a file that plays, mpv opens it only when asked to move on: it is
        // gone by then, whatever the machine's speed (removed right after load(), mpv
        // sometimes had it open already).
        try player.load(card)
        try player.load(copy, mode: .append)
        wait("the card playing") { player.state.location == card && player.state.isPlaying }
        try FileManager.default.removeItem(atPath: copy)
        player.playlistStep(forward: true)
        wait("a typed error") { events.contains { if case .failed = $0 { true } else { false } } }
        XCTAssertTrue(events.contains(.failed(.notFound(location: copy))), "\(events)")
    }

    func testAFileNameThatIsNotUTF8PlaysThroughItsURI() throws {
        let card = try TestMedia.card()
        let directory = try TestMedia.file(named: "placeholder", contents: "")
        let folder = (directory as NSString).deletingLastPathComponent
        // "\u{FF}\u{FE} x.mkv" as raw bytes 0xFF 0xFE: no String can hold this name.
        let bytes: [CChar] = Array(folder.utf8CString.dropLast()) + [0x2F, -1, -2, 0x20, 0x78, 0x2E, 0x6D, 0x6B, 0x76, 0]
        XCTAssertEqual(symlink(card, bytes), 0, "could not make the test file")
        let uri = URL(fileURLWithPath: folder).absoluteString + "%FF%FE%20x.mkv"
        try player.load(uri)
        wait("the file to load") { events.contains(.fileLoaded(location: uri)) }
        XCTAssertEqual(player.state.location, uri)

        let missing = URL(fileURLWithPath: folder).absoluteString + "%FF%FD.mkv"
        XCTAssertThrowsError(try player.load(missing)) { error in
            XCTAssertEqual(error as? PlaybackError, .notFound(location: missing))
        }
    }

    func testAStreamInPartsWhosePartsAreMissingIsOneFailureOfItsList() throws {
        // mpv once read such a list as a playlist of its parts: each a failing "file".
        let parts = (0..<4).map { "#EXTINF:2.0,\npart\($0).ts\n" }.joined()
        let list = try TestMedia.file(named: "broken-stream.m3u8",
                                      contents: "#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n\(parts)#EXT-X-ENDLIST\n")
        try player.load(list)
        wait("the failure") { events.contains { if case .failed = $0 { true } else { false } } }
        wait("mpv idle") { player.state.isIdle }
        player.waitForEvents(timeout: 0.5)
        XCTAssertEqual(events.filter { if case .failed = $0 { true } else { false } },
                       [.failed(.partsUnavailable(location: list, httpStatus: nil))], "\(events)")
        XCTAssertFalse(events.contains { if case .startFile(let location) = $0 { location.hasSuffix(".ts") } else { false } },
                       "no part started as a file of its own: \(events)")
        XCTAssertEqual(player.getInt("playlist-count"), 0, "the parts left mpv's playlist (the list itself left it when read)")
    }

    func testAPlaylistInAPlaylistPlaysItsFileUnderItsOwnName() throws {
        let card = try TestMedia.card()
        let inner = try TestMedia.file(named: "inner.m3u", contents: "#EXTM3U\n\(card)\n")
        let outer = try TestMedia.file(named: "outer.m3u", contents: "#EXTM3U\n\(inner)\n")
        try player.load(outer)
        // Everything waits for one drain, as on a busy main loop: the playlists read (mpv
        // reads the inner one itself, in one redirect) and the card opened before Nova hears
        // of any of it; the held events then go out in order.
        Thread.sleep(forTimeInterval: 1)
        wait("the card from the inner playlist") { events.contains(.fileLoaded(location: card)) }
        player.waitForEvents(timeout: 0.3)
        let starts = events.compactMap { if case .startFile(let location) = $0 { location } else { nil } }
        XCTAssertEqual(starts.last, card, "in the order they came: \(starts)")
        XCTAssertEqual(player.state.location, card)
        XCTAssertFalse(events.contains { if case .failed = $0 { true } else { false } }, "\(events)")
    }

    func testAPlaylistOfFilesStillPlaysItsFiles() throws {
        let card = try TestMedia.card()
        let list = try TestMedia.file(named: "films.m3u", contents: "#EXTM3U\n#EXTINF:60,Card\n\(card)\n")
        try player.load(list)
        wait("the card from the playlist") { events.contains(.fileLoaded(location: card)) }
        XCTAssertTrue(events.contains(.startFile(location: card)), "\(events)")
        XCTAssertFalse(events.contains { if case .failed = $0 { true } else { false } }, "\(events)")
        XCTAssertEqual(player.state.location, card)
    }

    func testAFileThatVanishesDuringPlaybackIsReported() throws {
        // As when a card is pulled: the rest of the file is gone and so is its name.
        let card = try TestMedia.card()
        let copy = try TestMedia.file(named: "pulled.mkv", contents: "")
        try FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: card, toPath: copy)
        try player.load(copy)
        wait("playback past 1 s") { (player.state.position ?? 0) > 1 }
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: copy)[.size] as? NSNumber).intValue
        XCTAssertEqual(truncate(copy, off_t(size / 10)), 0)
        try FileManager.default.removeItem(atPath: copy)
        player.setSpeed(4)
        wait("a typed error", timeout: 30) { events.contains { if case .failed = $0 { true } else { false } } }
        XCTAssertTrue(events.contains(.failed(.vanished(location: copy))), "\(events)")
        XCTAssertFalse(events.contains(.endReached), "a file cut short is not an ending")
    }
}
