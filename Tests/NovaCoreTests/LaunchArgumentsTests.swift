// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class LaunchArgumentsTests: XCTestCase {
    private let home = Array("/home/u/Videos".utf8)

    private func parse(_ arguments: [String]) -> LaunchArguments.Outcome {
        LaunchArguments.parse(arguments.map { Array($0.utf8) }, workingDirectory: home)
    }

    private func opens(_ locations: [String]) -> LaunchArguments.Outcome { .open(locations.map { Array($0.utf8) }) }

    func testFilesBecomeAbsoluteAndURIsStayAsTheyAre() {
        XCTAssertEqual(parse([]), opens([]))
        XCTAssertEqual(parse(["film.mkv", "./b.mkv", "/media/c.mkv", "https://example.org/d.m3u8", "file:///e%20f.mkv"]),
                       opens(["/home/u/Videos/film.mkv", "/home/u/Videos/b.mkv", "/media/c.mkv",
                              "https://example.org/d.m3u8", "file:///e%20f.mkv"]))
        XCTAssertEqual(parse(["../up.mkv"]), opens(["/home/u/Videos/../up.mkv"]))
        XCTAssertEqual(parse(["C: drive.mkv"]), opens(["/home/u/Videos/C: drive.mkv"]), "not a URI without //")
        XCTAssertEqual(LaunchArguments.parse([[0x62, 0xFF, 0x2E, 0x6D, 0x6B, 0x76]], workingDirectory: Array("/".utf8)),
                       .open([[0x2F, 0x62, 0xFF, 0x2E, 0x6D, 0x6B, 0x76]]), "a name that is not UTF-8 keeps its bytes")
    }

    func testDoubleDashEndsTheOptionsAndIsNoFile() {
        XCTAssertEqual(parse(["--", "-leading-dash.mkv"]), opens(["/home/u/Videos/-leading-dash.mkv"]))
        XCTAssertEqual(parse(["--", "--", "x.mkv"]), opens(["/home/u/Videos/--", "/home/u/Videos/x.mkv"]),
                       "after the first, -- is a name")
        XCTAssertEqual(parse(["--"]), opens([]))
        XCTAssertEqual(parse(["-"]), opens(["/home/u/Videos/-"]), "a lone dash is a name")
    }

    func testOptionsAreHelpOrUnknown() {
        XCTAssertEqual(parse(["--help"]), .help)
        XCTAssertEqual(parse(["-h", "film.mkv"]), .help)
        XCTAssertEqual(parse(["--version", "film.mkv"]), .version)
        XCTAssertEqual(parse(["-leading-dash.mkv"]), .unknownOption("-leading-dash.mkv"))
        XCTAssertEqual(parse(["film.mkv", "--fullscreen"]), .unknownOption("--fullscreen"))
        XCTAssertEqual(parse(["--gapplication-service"]), .unknownOption("--gapplication-service"))
    }
}
