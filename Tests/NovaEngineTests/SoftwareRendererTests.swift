// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore
@testable import NovaEngine
import XCTest

/// The software render path against real libmpv playing the test card: frames drawn at
/// the size asked for on the render thread, read back like the screen is (the card's
/// frame number from the cells across its top), letterboxed, and the pool's
/// buffers coming back when frames are dropped.
final class SoftwareRendererTests: XCTestCase {
    /// What the render thread handed over, for the test's thread to look at.
    private final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var frames: [SoftwareRenderer.Frame] = []
        private var seen: [Int?] = []
        var keep = true
        /// Keep the newest frame only (as a picture on screen does), noting each one's number.
        var latestOnly = false
        var number: ((SoftwareRenderer.Frame) -> Int?)?

        func add(_ frame: SoftwareRenderer.Frame) {
            lock.lock()
            defer { lock.unlock() }
            if latestOnly {
                seen.append(number?(frame))
                frames = [frame]
            } else if keep {
                frames.append(frame)
            }
        }

        var numbers: [Int?] {
            lock.lock()
            defer { lock.unlock() }
            return seen
        }

        var all: [SoftwareRenderer.Frame] {
            lock.lock()
            defer { lock.unlock() }
            return frames
        }

        func clear() {
            lock.lock()
            frames.removeAll()
            lock.unlock()
        }
    }

    private func pixel(_ frame: SoftwareRenderer.Frame, _ x: Int, _ y: Int) -> (b: Int, g: Int, r: Int, a: Int) {
        let bytes = frame.pixels.advanced(by: y * frame.stride + x * 4).assumingMemoryBound(to: UInt8.self)
        return (Int(bytes[0]), Int(bytes[1]), Int(bytes[2]), Int(bytes[3]))
    }

    /// The card's frame number, its picture spanning rows `top..<top + height`.
    private func frameNumber(in frame: SoftwareRenderer.Frame, top: Int = 0, height: Int? = nil) -> Int? {
        let y = top + Int(Double(height ?? frame.height) * 0.05)
        var value = 0
        for cell in 0..<16 {
            let x = Int((Double(cell) + 0.5) * Double(frame.width) / 16)
            let p = pixel(frame, x, y)
            let luminance = (p.r + p.g + p.b) / 3
            guard luminance < 60 || luminance > 190 else { return nil }
            value = value << 1 | (luminance > 190 ? 1 : 0)
        }
        return value
    }

    private func playing() throws -> (Player, SoftwareRenderer, Received) {
        var options = PlayerOptions()
        options.audioOutput = "null"
        let player = try Player(options: options)
        let renderer = try SoftwareRenderer(player: player)
        let received = Received()
        renderer.onFrame = { received.add($0) }
        renderer.start()
        try player.load(try TestMedia.card())
        return (player, renderer, received)
    }

    private func wait(_ player: Player, timeout: Double = 20, until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline { player.waitForEvents(timeout: 0.05) }
    }

    func testFramesAreDrawnAtTheAskedSizeAndAdvance() throws {
        let (player, renderer, received) = try playing()
        defer { renderer.shutDown(); player.terminate() }
        XCTAssertEqual(player.getString("zimg-scaler"), SoftwareRenderer.scaler, "the renderer sets its scaler")
        received.number = { [unowned self] in frameNumber(in: $0) }
        received.latestOnly = true
        renderer.resize(width: 640, height: 360)
        wait(player) { received.numbers.contains { ($0 ?? 0) >= 30 } }
        let numbers = received.numbers.compactMap { $0 }
        XCTAssertTrue(numbers.contains { $0 >= 30 }, "frames drawn: \(numbers)")
        XCTAssertEqual(numbers, numbers.sorted(), "frames come in order")
        XCTAssertGreaterThanOrEqual(Set(numbers).count, 20, "a new picture for most frames: \(numbers)")
        let last = try XCTUnwrap(received.all.last)
        XCTAssertEqual(last.width, 640)
        XCTAssertEqual(last.height, 360)
        XCTAssertEqual(last.stride % 64, 0, "rows aligned as mpv's scalers want")
        let body = pixel(last, 20, 300)
        XCTAssertTrue(body.b > body.r + 25 && body.b > body.g + 20, "the card's blue body: \(body)")
    }

    func testAFileOpenedAtAPositionShowsNoFrameFromBeforeIt() throws {
        var options = PlayerOptions()
        options.audioOutput = "null"
        let player = try Player(options: options)
        let renderer = try SoftwareRenderer(player: player)
        let received = Received()
        received.number = { [unowned self] in frameNumber(in: $0) }
        received.latestOnly = true
        renderer.onFrame = { received.add($0) }
        renderer.resize(width: 320, height: 180)
        renderer.start()
        defer { renderer.shutDown(); player.terminate() }
        try player.load(try TestMedia.card(), startingAt: 20)
        wait(player) { received.numbers.contains { ($0 ?? 0) >= 610 } }
        let numbers = received.numbers.compactMap { $0 }
        XCTAssertFalse(numbers.isEmpty)
        XCTAssertTrue(numbers.allSatisfy { $0 >= 600 }, "frames drawn: \(numbers.prefix(10))")
    }

    func testAResizeWhilePausedDrawsTheSameFrameAgainAtTheNewSizeLetterboxed() throws {
        let (player, renderer, received) = try playing()
        defer { renderer.shutDown(); player.terminate() }
        renderer.resize(width: 320, height: 180)
        wait(player) { received.all.contains { frameNumber(in: $0) != nil } }
        player.pause()
        wait(player) { player.state.isPaused }
        Thread.sleep(forTimeInterval: 0.3)
        received.clear()
        // Square: the 16:9 picture letterboxed, black above and below.
        renderer.resize(width: 400, height: 400)
        wait(player, timeout: 5) { received.all.contains { $0.width == 400 } }
        let frame = try XCTUnwrap(received.all.last { $0.width == 400 }, "no frame at the new size while paused")
        XCTAssertEqual(frame.height, 400)
        let top = (400 - 225) / 2
        let edge = pixel(frame, 200, 10)
        XCTAssertLessThan(edge.r + edge.g + edge.b, 30, "black bar above the picture: \(edge)")
        XCTAssertNotNil(frameNumber(in: frame, top: top, height: 225), "the card inside the letterbox")
    }

    func testDroppedFramesGiveTheirBuffersBackAndShutDownJoinsTheThread() throws {
        let (player, renderer, received) = try playing()
        renderer.resize(width: 320, height: 180)
        // Keep everything: the pool (3) runs dry and drawing waits.
        wait(player, timeout: 5) { received.all.count >= SoftwareRenderer.poolSize }
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(received.all.count, SoftwareRenderer.poolSize, "no more frames than buffers while none is given back")
        // Drop them: drawing goes on.
        received.keep = false
        received.clear()
        received.keep = true
        let before = Date()
        wait(player, timeout: 5) { received.all.count >= 3 }
        XCTAssertGreaterThanOrEqual(received.all.count, 3, "frames again once the buffers came back")
        XCTAssertLessThan(Date().timeIntervalSince(before), 5)
        let lentOut = received.all
        renderer.shutDown()
        player.terminate()
        // Frames still held stay readable after shut-down.
        XCTAssertNotNil(frameNumber(in: try XCTUnwrap(lentOut.last)))
    }
}
