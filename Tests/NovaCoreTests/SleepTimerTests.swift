// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class SleepTimerTests: XCTestCase {
    func testAMinutesTimerFadesOverTheLastTenSecondsThenPauses() {
        let timer = SleepTimer(.minutes(15), now: 1000)
        XCTAssertEqual(timer.remaining(now: 1000, remainingInVideo: 5), 900, "the video's end does not matter")
        XCTAssertEqual(timer.action(now: 1000, remainingInVideo: nil), .play(volume: 1))
        XCTAssertEqual(timer.action(now: 1889.9, remainingInVideo: nil), .play(volume: 1))
        XCTAssertEqual(timer.action(now: 1895, remainingInVideo: nil), .play(volume: 0.5))
        XCTAssertEqual(timer.action(now: 1900, remainingInVideo: nil), .pause)
        XCTAssertEqual(timer.action(now: 5000, remainingInVideo: nil), .pause, "a screen that was off for hours still pauses")
    }

    func testEndOfVideoFollowsTheVideo() {
        let timer = SleepTimer(.endOfVideo, now: 0)
        XCTAssertNil(timer.remaining(now: 50, remainingInVideo: nil))
        XCTAssertEqual(timer.action(now: 50, remainingInVideo: nil), .play(volume: 1), "no length known: nothing to do")
        XCTAssertEqual(timer.remaining(now: 50, remainingInVideo: 120), 120)
        XCTAssertEqual(timer.action(now: 50, remainingInVideo: 4), .play(volume: 0.4))
        XCTAssertEqual(timer.action(now: 50, remainingInVideo: 0.2), .pause, "pauses on the last frame, before the next file")
    }

    func testPlusTenMinutes() {
        let timer = SleepTimer(.minutes(15), now: 0)
        XCTAssertEqual(timer.extended(now: 900).remaining(now: 900, remainingInVideo: nil), 600)
        XCTAssertEqual(timer.extended(now: 300).remaining(now: 300, remainingInVideo: nil), 1200, "adds to what is left")
        XCTAssertEqual(SleepTimer(.endOfVideo, now: 0).extended(now: 70).remaining(now: 70, remainingInVideo: 3), 600)
    }

    func testLabels() {
        XCTAssertEqual(SleepTimer.label(23 * 60 + 10), "23:10")
        XCTAssertEqual(SleepTimer.label(4.2), "0:05")
        XCTAssertEqual(SleepTimer.label(3600), "1:00:00")
    }

    func testPanelPlacement() {
        XCTAssertEqual(PanelPlacement.forWindow(width: 360, height: 720), .bottom)
        XCTAssertEqual(PanelPlacement.forWindow(width: 720, height: 360), .side)
        XCTAssertEqual(PanelPlacement.forWindow(width: 1280, height: 800), .side)
        XCTAssertEqual(PanelPlacement.sideWidth(windowWidth: 720), 280)
        XCTAssertEqual(PanelPlacement.sideWidth(windowWidth: 1280), 360)
        XCTAssertEqual(PanelPlacement.sheetHeight(windowHeight: 720), 432)
        XCTAssertTrue(ControlsLayout.isCompact(width: 360))
        XCTAssertFalse(ControlsLayout.isCompact(width: 720))
    }

    func testSpeedAndDelayLabels() {
        XCTAssertEqual(SpeedSteps.all.map(SpeedSteps.label), ["0.5×", "0.75×", "1×", "1.25×", "1.5×", "1.75×", "2×", "3×"])
        XCTAssertEqual(TimeFormat.delay(0.3), "+0.3 s")
        XCTAssertEqual(TimeFormat.delay(-1.2), "−1.2 s")
        XCTAssertEqual(TimeFormat.delay(0.0001), "0.0 s")
    }

    func testScreenshotNames() {
        XCTAssertEqual(ScreenshotName.fileName(title: "Holiday 2019.mkv", position: 5025), "Holiday 2019 at 1.23.45.png")
        XCTAssertEqual(ScreenshotName.fileName(title: "a/b:c?", position: 7), "a_b_c_ at 0.07.png")
        XCTAssertEqual(ScreenshotName.fileName(title: ".hidden", position: 0), "Nova.hidden at 0.00.png")
        XCTAssertEqual(ScreenshotName.fileName(title: nil, position: 0), "Nova at 0.00.png")
        XCTAssertLessThanOrEqual(ScreenshotName.fileName(title: String(repeating: "映画", count: 200), position: 0).utf8.count, 255,
                                 "long titles in other scripts stay within a file name's 255 bytes")
        let taken: Set<String> = ["/p/x at 0.00.png", "/p/x at 0.00 (2).png"]
        XCTAssertEqual(ScreenshotName.unusedPath(in: "/p", name: "x at 0.00.png") { taken.contains($0) }, "/p/x at 0.00 (3).png")
    }
}
