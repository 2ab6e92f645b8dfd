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

    func testHardwareDecodingIsProbedOnlyWithAGPU() {
        XCTAssertEqual(CompositorChoice.hardwareDecoding(glImplementation: "llvmpipe (LLVM 15.0.6, 256 bits)"), false)
        XCTAssertEqual(CompositorChoice.hardwareDecoding(glImplementation: "Mali-G52 (Panfrost)"), true)
        XCTAssertEqual(CompositorChoice.hardwareDecoding(glImplementation: nil), true)
    }

    func testMpvScalesCheaplyOnlyWithoutAGPU() {
        XCTAssertTrue(CompositorChoice.scalesCheaply(glImplementation: "llvmpipe (LLVM 19.1.7, 256 bits)"))
        XCTAssertFalse(CompositorChoice.scalesCheaply(glImplementation: "Mali-G52 (Panfrost)"))
        XCTAssertFalse(CompositorChoice.scalesCheaply(glImplementation: nil))
    }

    func testThePersonsChoiceWins() {
        XCTAssertNil(CompositorChoice.renderer(glImplementation: "llvmpipe", userChoice: "ngl"))
    }
}

final class BacklightSelectionTests: XCTestCase {
    func testFirmwareThenPlatformThenRaw() {
        XCTAssertEqual(BacklightSelection.preferred([("intel_backlight", "raw"), ("acpi_video0", "firmware")]), "acpi_video0")
        XCTAssertEqual(BacklightSelection.preferred([("backlight", "raw"), ("dsi-backlight", "platform")]), "dsi-backlight")
        XCTAssertEqual(BacklightSelection.preferred([("b", "raw"), ("a", "raw")]), "a")
        XCTAssertNil(BacklightSelection.preferred([("odd", "unknown")]))
        XCTAssertNil(BacklightSelection.preferred([]))
    }

    func testLevelsNeverGoFullyDark() {
        XCTAssertEqual(BacklightSelection.raw(for: 0, maximum: 1000), 20)
        XCTAssertEqual(BacklightSelection.raw(for: 0.5, maximum: 1000), 500)
        XCTAssertEqual(BacklightSelection.raw(for: 2, maximum: 1000), 1000)
        XCTAssertEqual(BacklightSelection.raw(for: 0, maximum: 7), 1)
    }

    func testTheFirstValueIsTheOneRestored() {
        var restore = BrightnessRestore()
        restore.willChange(from: 700)
        restore.willChange(from: 300)
        XCTAssertEqual(restore.takeOriginal(), 700)
        XCTAssertNil(restore.takeOriginal())
    }
}
