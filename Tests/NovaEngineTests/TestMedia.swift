// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import XCTest

/// Real media for engine tests: the test card made by `meson-helpers/make-test-card`
/// (once, into the build tree), and small bad files.
enum TestMedia {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var mediaDirectory: URL {
        if let dir = ProcessInfo.processInfo.environment["NOVA_TEST_MEDIA_DIR"] { return URL(fileURLWithPath: dir) }
        return packageRoot.appendingPathComponent(".build/nova-test-media")
    }

    /// The 720p 30 fps, 60 s test card (two audio, two subtitle tracks, three chapters).
    static func card() throws -> String {
        let out = mediaDirectory.appendingPathComponent("test-card-720p30.mkv")
        let script = packageRoot.appendingPathComponent("meson-helpers/make-test-card").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["--height", "720", "--fps", "30", "--duration", "60", out.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: out.path) else {
            throw TestMediaError(message: "make-test-card failed (status \(process.terminationStatus)) for \(out.path)")
        }
        return out.path
    }

    /// A phone's recording: ten seconds of the card stored turned a quarter clockwise in
    /// MP4, with the display matrix that says to turn it back (mpv reads it as 270°).
    static func phoneRecording() throws -> String {
        let out = mediaDirectory.appendingPathComponent("phone-recording-rotated.mp4")
        if FileManager.default.fileExists(atPath: out.path) { return out.path }
        let sideways = mediaDirectory.appendingPathComponent("phone-recording-sideways.mp4")
        try run("ffmpeg", ["-loglevel", "error", "-y", "-i", try card(), "-t", "10", "-vf", "transpose=1",
                           "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", sideways.path])
        // Written whole under another name first: a test killed midway leaves no half file.
        let partial = mediaDirectory.appendingPathComponent("phone-recording-partial.mp4")
        try run(packageRoot.appendingPathComponent("meson-helpers/tag-rotation").path, [sideways.path, partial.path, "90"])
        try FileManager.default.moveItem(at: partial, to: out)
        return out.path
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestMediaError(message: "\(tool) \(arguments.joined(separator: " ")) failed (status \(process.terminationStatus))")
        }
    }

    /// A file with the given contents in a fresh temporary directory.
    static func file(named name: String, contents: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nova-engine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

struct TestMediaError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
