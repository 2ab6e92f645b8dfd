// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

/// Every place a number from outside becomes an integer or reaches a rule, at the values
/// that trap an unchecked conversion: ±inf, NaN, ±1e300 and the target type's edges.
final class OutsideNumbersTests: XCTestCase {
    private let hostile: [Double] = [.infinity, -.infinity, .nan, 1e300, -1e300, 9.223372036854775807e18,
                                     -9.223372036854775808e18, 1.8446744073709552e19, .greatestFiniteMagnitude,
                                     -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -0.0]

    func testSaturatingConversionHoldsEveryValueToTheTypesRange() {
        XCTAssertEqual(Int64(saturating: .infinity), .max)
        XCTAssertEqual(Int64(saturating: -.infinity), .min)
        XCTAssertNil(Int64(saturating: .nan))
        XCTAssertEqual(Int64(saturating: 1e300), .max)
        XCTAssertEqual(Int64(saturating: -1e300), .min)
        XCTAssertEqual(Int64(saturating: 9.223372036854775807e18), .max, "2^63 is just past Int64")
        XCTAssertEqual(Int64(saturating: -9.223372036854775808e18), .min, "-2^63 is Int64's own minimum")
        XCTAssertEqual(Int64(saturating: 9.2233720368547748e18), 9_223_372_036_854_774_784, "the last Double below 2^63")
        XCTAssertEqual(Int(saturating: 2.5, rounding: .toNearestOrAwayFromZero), 3)
        XCTAssertEqual(Int(saturating: -2.5), -2, "toward zero by default")
        XCTAssertEqual(UInt32(saturating: -1), 0)
        XCTAssertEqual(UInt32(saturating: 4_294_967_295.0), .max)
        XCTAssertEqual(UInt32(saturating: 4_294_967_296.0), .max)
        XCTAssertEqual(UInt32(saturating: 4_294_967_294.4), 4_294_967_294)
        XCTAssertEqual(Int32(saturating: 3e9), .max)
        XCTAssertEqual(Int32(saturating: -3e9), .min)
        XCTAssertEqual(UInt64(saturating: 1.8446744073709552e19), .max)
        for value in hostile {
            _ = Int(saturating: value)
            _ = Int32(saturating: value, rounding: .up)
            _ = UInt8(saturating: value, rounding: .down)
        }
    }

    func testMediaNumbersTakeOnlyBelievableValues() {
        for value in [Double.infinity, -.infinity, .nan, 1e300, -1e300, 1e13, 0, -5] {
            XCTAssertNil(MediaNumbers.duration(value), "duration \(value)")
        }
        XCTAssertEqual(MediaNumbers.duration(7200), 7200)
        XCTAssertEqual(MediaNumbers.duration(MediaNumbers.longestDuration), MediaNumbers.longestDuration)
        XCTAssertNil(MediaNumbers.time(.nan))
        XCTAssertNil(MediaNumbers.time(-.infinity))
        XCTAssertEqual(MediaNumbers.time(-0.02), -0.02, "mpv reports a hair before 0 at some starts")
        XCTAssertEqual(MediaNumbers.playbackTime(-0.02), -0.02)
        XCTAssertEqual(MediaNumbers.playbackTime(1e9 + 0.5), 1e9 + 0.5, "clusters that jumped 31 years play on")
        // mpv's time 1.5 s into a file whose cluster times cross int64's end there.
        XCTAssertEqual(MediaNumbers.playbackTime(-18_446_744_072.186554)!, 1.523, accuracy: 0.001)
        XCTAssertEqual(MediaNumbers.playbackTime(-9.3e9)!, 9.1467e9, accuracy: 1e5, "below int64's end is always round")
        for value in [Double.nan, .infinity, 1e16, -1e300, -3e10, 3e10] {
            XCTAssertNil(MediaNumbers.playbackTime(value), "\(value) is no place in a file")
        }
        XCTAssertEqual(MediaNumbers.position(.nan), 0)
        XCTAssertEqual(MediaNumbers.position(-1e300), 0)
        XCTAssertEqual(MediaNumbers.position(1e300), MediaNumbers.longestDuration)
        XCTAssertEqual(MediaNumbers.position(.infinity), 0)
        XCTAssertEqual(MediaNumbers.position(38.5), 38.5)
        XCTAssertNil(MediaNumbers.frameRate(1e9))
        XCTAssertNil(MediaNumbers.frameRate(0))
        XCTAssertNil(MediaNumbers.frameRate(.nan))
        XCTAssertEqual(MediaNumbers.frameRate(29.97), 29.97)
        XCTAssertNil(MediaNumbers.speed(0))
        XCTAssertNil(MediaNumbers.speed(.infinity))
        XCTAssertEqual(MediaNumbers.speed(1.25), 1.25)
        XCTAssertNil(MediaNumbers.delay(.infinity))
        XCTAssertNil(MediaNumbers.delay(1e300))
        XCTAssertEqual(MediaNumbers.delay(-0.3), -0.3)
        XCTAssertNil(MediaNumbers.date(.nan))
        XCTAssertEqual(MediaNumbers.date(-86_400), -86_400, "before 1970 is a date too")
        XCTAssertNil(MediaNumbers.size(-1))
        XCTAssertEqual(MediaNumbers.percent(.nan), 0)
        XCTAssertEqual(MediaNumbers.percent(.infinity), .max)
        XCTAssertEqual(MediaNumbers.percent(0.755), 76)
    }

    func testAFileDatedBefore1970IsReadAsTheNegativeTimeItIs() {
        // GIO hands st_mtime through an unsigned attribute: 1969-07-20 arrives as 2^64 - 14,182,940.
        XCTAssertEqual(MediaNumbers.modificationTime(gioSeconds: UInt64(bitPattern: -14_182_940)), -14_182_940)
        XCTAssertEqual(MediaNumbers.modificationTime(gioSeconds: UInt64.max), -1)
        XCTAssertEqual(MediaNumbers.modificationTime(gioSeconds: 7_258_118_400), 7_258_118_400, "2200-01-01")
        XCTAssertEqual(MediaNumbers.modificationTime(gioSeconds: 0), 0)
    }

    func testTimeFormatWritesAnyNumber() {
        XCTAssertEqual(TimeFormat.clock(.nan), "--:--")
        XCTAssertEqual(TimeFormat.clock(-.infinity), "--:--")
        XCTAssertEqual(TimeFormat.clock(1e300), TimeFormat.clock(Double(Int.max)), "held at the largest clock")
        XCTAssertTrue(TimeFormat.clock(-1e300).hasPrefix("−"))
        XCTAssertEqual(TimeFormat.clock(-0.0), "0:00")
        for value in hostile {
            _ = TimeFormat.clock(value)
            _ = TimeFormat.offset(value)
            _ = TimeFormat.clockWithFrame(value, framesPerSecond: 30)
            _ = TimeFormat.clockWithFrame(12, framesPerSecond: value)
            _ = TimeFormat.clockWithFrame(value, framesPerSecond: value)
            _ = TimeFormat.delay(value)
        }
        XCTAssertEqual(TimeFormat.delay(.nan), "0.0 s")
        XCTAssertEqual(TimeFormat.delay(-0.04), "0.0 s")
        XCTAssertEqual(TimeFormat.delay(-1.25), "−1.3 s")
        XCTAssertTrue(TimeFormat.delay(-.infinity).hasPrefix("−"))
        XCTAssertTrue(TimeFormat.delay(1e300).hasPrefix("+"))
    }

    func testSleepTimerLabelAndActionsForAnyRemainingTime() {
        for value in hostile {
            _ = SleepTimer.label(value)
            _ = SleepTimer(.endOfVideo, now: 0).action(now: 0, remainingInVideo: value)
        }
        XCTAssertEqual(SleepTimer.label(-5), "0:00")
        XCTAssertEqual(SleepTimer.label(.nan), "0:00")
        XCTAssertEqual(SleepTimer.label(65), "1:05")
    }

    func testPosterNamesForAnyStoredSizeAndDate() {
        for value in hostile {
            XCTAssertTrue(PosterPolicy.cacheName(location: "/v/a.mkv", size: 1, modified: value).hasSuffix(".png"))
            _ = PosterPolicy.time(duration: value)
        }
        XCTAssertNotEqual(PosterPolicy.cacheName(location: "/v/a.mkv", size: 1, modified: -14_182_940),
                          PosterPolicy.cacheName(location: "/v/a.mkv", size: 1, modified: 7_258_118_400))
        XCTAssertEqual(PosterPolicy.time(duration: .infinity), 120)
        XCTAssertEqual(PosterPolicy.time(duration: .nan), 0)
    }

    func testBacklightLevelsForAnyLevel() {
        XCTAssertEqual(BacklightSelection.raw(for: .nan, maximum: 100), 100, "an unreadable level leaves the screen bright")
        XCTAssertEqual(BacklightSelection.raw(for: .infinity, maximum: 100), 100)
        XCTAssertEqual(BacklightSelection.raw(for: -.infinity, maximum: 100), 2)
        XCTAssertEqual(BacklightSelection.raw(for: 1e300, maximum: Int.max), Int.max)
        XCTAssertEqual(BacklightSelection.raw(for: 0.5, maximum: 1000), 500)
    }

    func testProgressFractionsForAnyStoredNumbers() {
        for value in hostile {
            let fraction = HistoryPresentation.fraction(position: value, duration: 100, watched: false)
            XCTAssertTrue((0...1).contains(fraction), "\(value) → \(fraction)")
            let other = HistoryPresentation.fraction(position: 10, duration: value, watched: false)
            XCTAssertTrue((0...1).contains(other), "duration \(value) → \(other)")
        }
    }
}
