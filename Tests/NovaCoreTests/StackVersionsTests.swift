// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class StackVersionsTests: XCTestCase {
    typealias Version = StackVersions.Version

    /// Debian 12's stack and Debian 13's.
    let bookworm = StackVersions(gtkBuilt: Version(4, 8, 3), gtkRunning: Version(4, 8, 3),
                                   adwaitaBuilt: Version(1, 2, 2), adwaitaRunning: Version(1, 2, 2))
    let trixie = StackVersions(gtkBuilt: Version(4, 18, 6), gtkRunning: Version(4, 18, 6),
                                 adwaitaBuilt: Version(1, 7, 6), adwaitaRunning: Version(1, 7, 6))

    func testPackedVersionsFromTheShim() {
        XCTAssertEqual(Version(packed: 40_803), Version(4, 8, 3))
        XCTAssertEqual(Version(packed: 41_806), Version(4, 18, 6))
        XCTAssertEqual(Version(packed: 10_700).description, "1.7.0")
    }

    func testWhatCanBeCalledIsTheOlderOfBuiltAndRunning() {
        // Built on 4.18 headers but run with a 4.12 library: 4.14's calls are not there.
        let mixed = StackVersions(gtkBuilt: Version(4, 18), gtkRunning: Version(4, 12, 4),
                                    adwaitaBuilt: Version(1, 4), adwaitaRunning: Version(1, 7))
        XCTAssertEqual(mixed.gtk, Version(4, 12, 4))
        XCTAssertEqual(mixed.adwaita, Version(1, 4))
        XCTAssertFalse(mixed.announcesThroughGTK)
        XCTAssertTrue(mixed.choosesFilesWithFileDialog)
        XCTAssertFalse(mixed.dialogsAdaptToPhones)
    }

    func testGTKIsKeptOffGLByTheSwitchItReads() {
        XCTAssertEqual(bookworm.glOffSwitch.variable, "GDK_DEBUG")
        XCTAssertEqual(bookworm.glOffSwitch.value, "gl-disable")
        XCTAssertEqual(trixie.glOffSwitch.variable, "GDK_DISABLE")
        XCTAssertEqual(trixie.glOffSwitch.value, "gl")
        let lastWithDebug = StackVersions(gtkBuilt: Version(4, 14, 5), gtkRunning: Version(4, 14, 5),
                                            adwaitaBuilt: Version(1, 5), adwaitaRunning: Version(1, 5))
        XCTAssertEqual(lastWithDebug.glOffSwitch.variable, "GDK_DEBUG")
    }

    func testNewerCallsOnlyOnTheNewerStack() {
        XCTAssertFalse(bookworm.entryRowsNameTheirTitleTwice)
        XCTAssertTrue(trixie.entryRowsNameTheirTitleTwice)
        XCTAssertFalse(bookworm.listItemsTakeFocus)
        XCTAssertTrue(trixie.listItemsTakeFocus)
        XCTAssertFalse(bookworm.announcesThroughGTK)
        XCTAssertFalse(bookworm.choosesFilesWithFileDialog)
        XCTAssertFalse(bookworm.dialogsAdaptToPhones)
        XCTAssertTrue(trixie.announcesThroughGTK)
        XCTAssertTrue(trixie.choosesFilesWithFileDialog)
        XCTAssertTrue(trixie.dialogsAdaptToPhones)
    }
}

final class RunningGlibcTests: XCTestCase {
    func testThisProcesssGlibcIsRead() {
        // Debian 12 has 2.36, Debian 13 2.41: either way a real version, not the fallback.
        XCTAssertEqual(StackVersions.runningGlibc.major, 2)
        XCTAssertGreaterThanOrEqual(StackVersions.runningGlibc.minor, 36)
    }

    func testGettextsTreatmentOfCUTF8ChangedIn239() {
        XCTAssertFalse(StackVersions.gettextIgnoresLanguageUnderCUTF8(glibc: .init(2, 36)))
        XCTAssertFalse(StackVersions.gettextIgnoresLanguageUnderCUTF8(glibc: .init(2, 38, 9)))
        XCTAssertTrue(StackVersions.gettextIgnoresLanguageUnderCUTF8(glibc: .init(2, 39)))
        XCTAssertTrue(StackVersions.gettextIgnoresLanguageUnderCUTF8(glibc: .init(2, 41)))
    }
}

final class ToastSpeechTests: XCTestCase {
    func testToastsSpeakThemselvesFromLibadwaita15() {
        let v = StackVersions.Version.self
        XCTAssertFalse(StackVersions(gtkBuilt: v.init(4, 8), gtkRunning: v.init(4, 8), adwaitaBuilt: v.init(1, 2),
                                     adwaitaRunning: v.init(1, 2)).toastsSpeakThemselves)
        XCTAssertTrue(StackVersions(gtkBuilt: v.init(4, 18), gtkRunning: v.init(4, 18), adwaitaBuilt: v.init(1, 7),
                                    adwaitaRunning: v.init(1, 7)).toastsSpeakThemselves)
    }
}
