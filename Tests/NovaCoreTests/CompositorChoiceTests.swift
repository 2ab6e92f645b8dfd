// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class CompositorChoiceTests: XCTestCase {
    func testSoftwareRasterizersComposeWithCairo() {
        XCTAssertEqual(CompositorChoice.renderer(glImplementation: "llvmpipe (LLVM 15.0.6, 256 bits)", userChoice: nil), "cairo")
        XCTAssertEqual(CompositorChoice.renderer(glImplementation: "softpipe", userChoice: ""), "cairo")
        XCTAssertEqual(CompositorChoice.renderer(glImplementation: "Software Rasterizer", userChoice: nil), "cairo")
    }

    func testGPUsKeepGTKsChoice() {
        XCTAssertNil(CompositorChoice.renderer(glImplementation: "Mali-T720 (Panfrost)", userChoice: nil))
        XCTAssertNil(CompositorChoice.renderer(glImplementation: "Vivante GC7000 rev 6214", userChoice: nil))
        XCTAssertNil(CompositorChoice.renderer(glImplementation: "Mesa Intel(R) UHD Graphics 620 (KBL GT2)", userChoice: nil))
        XCTAssertNil(CompositorChoice.renderer(glImplementation: nil, userChoice: nil))
    }

    func testThePersonsChoiceWins() {
        XCTAssertNil(CompositorChoice.renderer(glImplementation: "llvmpipe", userChoice: "ngl"))
    }
}
