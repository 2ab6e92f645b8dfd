// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
@testable import NovaDesktop
import XCTest

/// The real brightness code against a fake sysfs tree and a fake logind (the end-to-end
/// suite's `fake_logind.py`) on a private dbus-daemon.
final class ScreenBrightnessTests: XCTestCase {
    func testFindsTheFirmwareBacklightWritesThroughLogindAndHandsTheOriginalBack() throws {
        try MainActor.assumeIsolated {
            let bench = try BacklightBench()
            defer { bench.close() }
            let brightness = try XCTUnwrap(ScreenBrightness(sysfsRoot: bench.sysfs, connection: bench.connection,
                                                            restoreFile: bench.restoreFile))
            XCTAssertEqual(brightness.device, "acpi_video0", "firmware before raw")
            XCTAssertEqual(brightness.level ?? -1, 0.7, accuracy: 1e-9)
            brightness.set(0.25)
            bench.wait { bench.value("acpi_video0") == 25 }
            XCTAssertEqual(bench.value("acpi_video0"), 25)
            XCTAssertEqual(try String(contentsOf: bench.restoreFile, encoding: .utf8), "acpi_video0 70\n",
                           "the original is written down before the first change")
            brightness.set(0.9)
            bench.wait { bench.value("acpi_video0") == 90 }
            brightness.restoreOriginal()
            XCTAssertEqual(bench.value("acpi_video0"), 70)
            XCTAssertFalse(FileManager.default.fileExists(atPath: bench.restoreFile.path))
            XCTAssertEqual(bench.value("intel_backlight"), 4000, "the other device is left alone")
        }
    }

    func testAStartAfterACrashHandsTheWrittenDownLevelBack() throws {
        try MainActor.assumeIsolated {
            let bench = try BacklightBench()
            defer { bench.close() }
            try "acpi_video0 55\n".write(to: bench.restoreFile, atomically: true, encoding: .utf8)
            let brightness = try XCTUnwrap(ScreenBrightness(sysfsRoot: bench.sysfs, connection: bench.connection,
                                                            restoreFile: bench.restoreFile))
            brightness.restoreAfterCrash()
            XCTAssertEqual(bench.value("acpi_video0"), 55)
            XCTAssertFalse(FileManager.default.fileExists(atPath: bench.restoreFile.path))
        }
    }

    func testNoBacklightOrNoLogindMeansNone() throws {
        try MainActor.assumeIsolated {
            let bench = try BacklightBench(startLogind: false)
            defer { bench.close() }
            XCTAssertNil(ScreenBrightness(sysfsRoot: bench.sysfs, connection: bench.connection, restoreFile: bench.restoreFile),
                         "no logind on the bus")
            let empty = bench.sysfs.appendingPathComponent("empty")
            XCTAssertNil(ScreenBrightness(sysfsRoot: empty, connection: bench.connection, restoreFile: bench.restoreFile),
                         "no backlight")
        }
    }
}

/// A fake sysfs with two backlights, a private bus, and (optionally) the fake logind on it.
@MainActor
final class BacklightBench {
    let sysfs: URL
    let restoreFile: URL
    let connection: OpaquePointer
    private let daemon: Process
    private var logind: Process?

    init(startLogind: Bool = true) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nova-sysfs-\(UUID().uuidString)")
        sysfs = root.appendingPathComponent("sys")
        restoreFile = root.appendingPathComponent("state/brightness-restore")
        try FileManager.default.createDirectory(at: restoreFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        for (name, type, max, value) in [("acpi_video0", "firmware", 100, 70), ("intel_backlight", "raw", 10000, 4000)] {
            let dir = sysfs.appendingPathComponent("class/backlight/\(name)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try "\(type)\n".write(to: dir.appendingPathComponent("type"), atomically: true, encoding: .utf8)
            try "\(max)\n".write(to: dir.appendingPathComponent("max_brightness"), atomically: true, encoding: .utf8)
            try "\(value)\n".write(to: dir.appendingPathComponent("brightness"), atomically: true, encoding: .utf8)
        }
        let (process, address) = try MprisFixture.startBus()
        daemon = process
        connection = try MprisFixture.connect(address)
        guard startLogind else { return }
        let fake = Process()
        fake.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("EndToEnd/novatest/fake_logind.py")
        fake.arguments = [script.path, sysfs.path]
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        fake.environment = environment
        let pipe = Pipe()
        fake.standardOutput = pipe
        try fake.run()
        logind = fake
        let ready = pipe.fileHandleForReading.availableData
        guard String(decoding: ready, as: UTF8.self).contains("ready") else {
            throw BackendError(message: "the fake logind did not start")
        }
    }

    func value(_ device: String) -> Int? {
        let url = sysfs.appendingPathComponent("class/backlight/\(device)/brightness")
        return (try? String(contentsOf: url, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Runs the main loop (asynchronous calls complete there) until `condition` holds.
    func wait(timeout: Double = 5, until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline {
            while g_main_context_iteration(nil, 0) != 0 {}
            usleep(2000)
        }
    }

    func close() {
        logind?.terminate()
        logind?.waitUntilExit()
        g_object_unref(UnsafeMutableRawPointer(connection))
        daemon.terminate()
        daemon.waitUntilExit()
        try? FileManager.default.removeItem(at: sysfs.deletingLastPathComponent())
    }
}

struct BackendError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
