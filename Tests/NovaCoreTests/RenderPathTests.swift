// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class RenderPathTests: XCTestCase {
    private func choose(_ override: String? = nil, prefers: Bool = false, created: Bool = true,
                        _ implementation: String? = "AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6, DRM 3.49)") -> RenderPath {
        RenderPath.choose(override: override, prefersSoftware: prefers, glContextCreated: created,
                          glImplementation: implementation)
    }

    func testAGPUDrawsWithGL() {
        XCTAssertEqual(choose(), .gl)
        XCTAssertEqual(choose("Mali-G52 (Panfrost)"), .gl, "an unknown override word is no override")
    }

    func testSoftwareRasterizersDrawInSoftware() {
        for name in ["llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Software Rasterizer", "Mesa swrast"] {
            XCTAssertEqual(choose(nil, name), .software, name)
        }
    }

    func testNoGLContextAtAllDrawsInSoftware() {
        // A GLES 2 phone under a GTK that needs GLES 3: no context, no implementation name.
        XCTAssertEqual(choose(created: false, nil), .software)
        XCTAssertEqual(choose(created: false), .software)
    }

    func testThePersonsPreferenceAndTheOverride() {
        XCTAssertEqual(choose(prefers: true), .software)
        XCTAssertEqual(choose("software"), .software)
        XCTAssertEqual(choose(" GL\n", nil), .gl, "NOVA_RENDERER=gl wins over a software rasterizer")
        XCTAssertEqual(choose("gl", prefers: true, created: false, nil), .gl, "the override wins over everything")
        XCTAssertEqual(choose("", "llvmpipe"), .software, "an empty override is none")
    }

    func testGLIsProbedOnlyWhereAGPUCouldAnswer() {
        XCTAssertTrue(RenderPath.probesGL(renderNodeExists: true, override: nil))
        XCTAssertFalse(RenderPath.probesGL(renderNodeExists: false, override: nil))
        XCTAssertFalse(RenderPath.probesGL(renderNodeExists: false, override: "software"))
        XCTAssertTrue(RenderPath.probesGL(renderNodeExists: false, override: "GL"))
        // Not probed, the machine is taken for what it is: software, composed with cairo.
        XCTAssertEqual(RenderPath.choose(override: nil, prefersSoftware: false, glContextCreated: false,
                                         glImplementation: RenderPath.implementationWithoutGPU), .software)
        XCTAssertEqual(CompositorChoice.renderer(glImplementation: RenderPath.implementationWithoutGPU, userChoice: nil),
                       "cairo")
        XCTAssertEqual(CompositorChoice.hardwareDecoding(glImplementation: RenderPath.implementationWithoutGPU), false)
    }
}
