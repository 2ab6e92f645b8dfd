// SPDX-License-Identifier: GPL-3.0-or-later
import CMpv
import NovaCore
@testable import NovaEngine
import XCTest

/// mpv's numbers enter Nova's state checked: what a crafted file makes mpv report (an
/// infinite duration, a frame rate of 10⁹, a chapter at NaN) is an unknown value, never a trap.
final class ObservedPropertyTests: XCTestCase {
    private let hostile: [Double] = [.infinity, -.infinity, .nan, 1e300, -1e300, 1e16, 0, -5]

    private func apply(_ property: ObservedProperty, double value: Double, to state: inout PlaybackState) {
        var value = value
        property.name.withCString { name in
            withUnsafeMutablePointer(to: &value) { pointer in
                let change = mpv_event_property(name: name, format: MPV_FORMAT_DOUBLE, data: UnsafeMutableRawPointer(pointer))
                property.apply(change, to: &state)
            }
        }
    }

    func testDurationsFrameRatesSpeedsAndDelaysAreBelievedOnlyInRange() {
        var state = PlaybackState()
        for value in hostile {
            apply(.duration, double: value, to: &state)
            XCTAssertNil(state.duration, "duration \(value)")
            apply(.containerFps, double: value, to: &state)
            XCTAssertNil(state.framesPerSecond, "fps \(value)")
            apply(.speed, double: value, to: &state)
            XCTAssertEqual(state.speed, 1, "speed \(value)")
            apply(.subtitleDelay, double: value.isFinite && abs(value) < 1e5 ? 86_401 : value, to: &state)
            XCTAssertEqual(state.subtitleDelay, 0, "sub-delay \(value)")
        }
        apply(.duration, double: 7200, to: &state)
        XCTAssertEqual(state.duration, 7200)
        apply(.containerFps, double: 1e9, to: &state)
        XCTAssertNil(state.framesPerSecond)
        apply(.containerFps, double: 23.976, to: &state)
        XCTAssertEqual(state.framesPerSecond, 23.976)
    }

    func testPositionsAndVolumesKeepOnlyNumbers() {
        var state = PlaybackState()
        apply(.timePos, double: .nan, to: &state)
        XCTAssertNil(state.position)
        apply(.timePos, double: 12.5, to: &state)
        XCTAssertEqual(state.position, 12.5)
        // A number that is none is no news of where playback is: the position reached stays.
        for value in [Double.infinity, .nan, 1e16, -3e10] {
            apply(.timePos, double: value, to: &state)
            XCTAssertEqual(state.position, 12.5, "time-pos \(value)")
        }
        // A time that ran past int64 nanoseconds' end is the time it means.
        apply(.timePos, double: -18_446_744_060.209551, to: &state)
        XCTAssertEqual(state.position!, 13.5, accuracy: 0.001)
        apply(.timePos, double: -0.02, to: &state)
        XCTAssertEqual(state.position, -0.02, "a hair before the start is a position")
        ObservedProperty.timePos.name.withCString { name in
            ObservedProperty.timePos.apply(mpv_event_property(name: name, format: MPV_FORMAT_NONE, data: nil), to: &state)
        }
        XCTAssertNil(state.position, "no file, no position")
        apply(.volume, double: 80, to: &state)
        apply(.volume, double: .nan, to: &state)
        XCTAssertEqual(state.volume, 80, "a NaN volume is no news")
        apply(.volume, double: -1, to: &state)
        XCTAssertEqual(state.volume, 80)
    }

    func testChapterTimesAndIntegersFromNodes() {
        let list = MpvNode.array([
            .map(["time": .double(0), "title": .string("Opening")]),
            .map(["time": .double(.nan), "title": .string("Nowhere")]),
            .map(["time": .double(.infinity), "title": .string("Forever")]),
            .map(["time": .double(1.8e10), "title": .string("Far")]),
        ])
        XCTAssertEqual(MediaTrackParsing.chapters(from: list).map(\.title), ["Opening", "Far"])
        XCTAssertEqual(MpvNode.double(1e300).int, Int.max)
        XCTAssertEqual(MpvNode.double(-.infinity).int, Int.min)
        XCTAssertNil(MpvNode.double(.nan).int)
        XCTAssertEqual(MpvNode.double(1920).int, 1920)
    }
}
