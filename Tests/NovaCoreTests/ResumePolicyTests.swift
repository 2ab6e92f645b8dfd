// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class ResumePolicyTests: XCTestCase {
    func testResumesWhereItStopped() {
        XCTAssertEqual(ResumePolicy.resumePosition(saved: 754, duration: 2400), 754)
    }

    func testWatchedFilesStartFromTheBeginning() {
        XCTAssertNil(ResumePolicy.resumePosition(saved: 2371, duration: 2400), "within 30 s of the end")
        XCTAssertNil(ResumePolicy.resumePosition(saved: 3500, duration: 3600), "within 30 s")
        XCTAssertNil(ResumePolicy.resumePosition(saved: 96, duration: 100), "past 95 %")
        XCTAssertEqual(ResumePolicy.resumePosition(saved: 60, duration: 100), 60)
        XCTAssertTrue(ResumePolicy.isWatched(position: 9580, duration: 9599))
        XCTAssertFalse(ResumePolicy.isWatched(position: 9000, duration: 9599))
    }

    func testBarelyStartedIsNotWorthResuming() {
        XCTAssertNil(ResumePolicy.resumePosition(saved: 3, duration: 2400))
        XCTAssertNil(ResumePolicy.resumePosition(saved: nil, duration: 2400))
    }

    func testUnknownDurationsStillResume() {
        XCTAssertEqual(ResumePolicy.resumePosition(saved: 120, duration: nil), 120)
    }
}

final class NaturalOrderTests: XCTestCase {
    func testNumbersCountAsNumbers() {
        let names = ["Episode 10.mkv", "Episode 2.mkv", "episode 1.mkv", "Episode 02b.mkv", "Extras.mkv", "Episode 9.mkv"]
        XCTAssertEqual(names.sorted(by: NaturalOrder.precedes),
                       ["episode 1.mkv", "Episode 2.mkv", "Episode 02b.mkv", "Episode 9.mkv", "Episode 10.mkv", "Extras.mkv"])
    }

    func testNextEpisode() {
        let folder = ["S01E01.mkv", "S01E02.mkv", "S01E10.mkv", "S01E03.mkv"]
        XCTAssertEqual(NaturalOrder.next(after: "S01E02.mkv", in: folder), "S01E03.mkv")
        XCTAssertEqual(NaturalOrder.next(after: "S01E03.mkv", in: folder), "S01E10.mkv")
        XCTAssertNil(NaturalOrder.next(after: "S01E10.mkv", in: folder))
    }
}

final class UpNextPolicyTests: XCTestCase {
    func testCreditsChapterStartsTheCard() {
        let chapters = [Chapter(title: "Opening", start: 0), Chapter(title: "Middle", start: 20), Chapter(title: "Credits", start: 40)]
        XCTAssertEqual(UpNextPolicy.cardTime(duration: 60, chapters: chapters), 40)
        XCTAssertFalse(UpNextPolicy.shouldShow(position: 39.9, duration: 60, chapters: chapters))
        XCTAssertTrue(UpNextPolicy.shouldShow(position: 40, duration: 60, chapters: chapters))
    }

    func testOtherwiseTheLastTenSeconds() {
        let chapters = [Chapter(title: "Part 1", start: 0), Chapter(title: "Part 2", start: 30)]
        XCTAssertEqual(UpNextPolicy.cardTime(duration: 60, chapters: chapters), 50)
        XCTAssertEqual(UpNextPolicy.cardTime(duration: 1500, chapters: []), 1490)
        XCTAssertFalse(UpNextPolicy.shouldShow(position: 5, duration: 8, chapters: []), "too short for a card")
        XCTAssertFalse(UpNextPolicy.shouldShow(position: 55, duration: nil, chapters: []))
    }

    func testThePosterShowsOnlyWhereTheCardHasRoom() {
        XCTAssertFalse(UpNextPolicy.showsPoster(pictureHeight: 313), "a phone held sideways")
        XCTAssertTrue(UpNextPolicy.showsPoster(pictureHeight: 673), "a phone held upright")
    }
}

final class HistoryPresentationTests: XCTestCase {
    func testContinueWatchingIsStartedUnfinishedAndNewestFirst() {
        let entries: [(location: String, position: Double, duration: Double?, lastWatched: Date, watched: Bool)] = [
            ("old", 100, 1000, Date(timeIntervalSince1970: 1), false),
            ("done", 990, 1000, Date(timeIntervalSince1970: 5), true),
            ("new", 200, 1000, Date(timeIntervalSince1970: 9), false),
            ("barely", 2, 1000, Date(timeIntervalSince1970: 10), false),
        ]
        XCTAssertEqual(HistoryPresentation.continueWatching(entries), ["new", "old"])
    }

    func testProgress() {
        XCTAssertEqual(HistoryPresentation.fraction(position: 250, duration: 1000, watched: false), 0.25)
        XCTAssertEqual(HistoryPresentation.fraction(position: 250, duration: nil, watched: false), 0)
        XCTAssertEqual(HistoryPresentation.fraction(position: 250, duration: 1000, watched: true), 1)
        XCTAssertEqual(HistoryPresentation.progressText(position: 754, duration: 2700, watched: false, watchedWord: "Watched", ofWord: "of"),
                       "12:34 of 45:00")
        let calendar = Calendar(identifier: .gregorian)
        let now = Date(timeIntervalSince1970: 86_400 * 10 + 3600)
        XCTAssertEqual(HistoryPresentation.daysAgo(Date(timeIntervalSince1970: 86_400 * 10), now: now, calendar: calendar), 0)
        XCTAssertEqual(HistoryPresentation.daysAgo(Date(timeIntervalSince1970: 86_400 * 8), now: now, calendar: calendar), 2)
    }
}
