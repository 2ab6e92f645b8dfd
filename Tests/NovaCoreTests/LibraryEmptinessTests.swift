// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class LibraryEmptinessTests: XCTestCase {
    func testAnEmptyLibrarySaysWhetherItsFoldersWereLookedThrough() {
        XCTAssertEqual(LibraryEmptiness.of(folders: [], indexing: false), .noFolders)
        XCTAssertEqual(LibraryEmptiness.of(folders: [], indexing: true), .noFolders)
        XCTAssertEqual(LibraryEmptiness.of(folders: ["/home/me/Empty"], indexing: true), .looking)
        XCTAssertEqual(LibraryEmptiness.of(folders: ["/home/me/Empty"], indexing: false),
                       .nothingFound(folders: ["/home/me/Empty"]))
    }

    func testOnlyAFolderJustAddedThatIsThereAndHoldsNothingIsSaidToHoldNothing() {
        XCTAssertTrue(LibraryEmptiness.saysNothingFound(justAdded: true, folderExists: true, videos: 0))
        XCTAssertFalse(LibraryEmptiness.saysNothingFound(justAdded: true, folderExists: true, videos: 1))
        XCTAssertFalse(LibraryEmptiness.saysNothingFound(justAdded: true, folderExists: false, videos: 0))
        XCTAssertFalse(LibraryEmptiness.saysNothingFound(justAdded: false, folderExists: true, videos: 0))
    }
}
