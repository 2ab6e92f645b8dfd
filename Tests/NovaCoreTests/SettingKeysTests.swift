// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore
import XCTest

/// Every key Nova reads is declared once, with the default the installed schema gives it.
final class SettingKeysTests: XCTestCase {
    func testTheDeclarationsMatchTheSchema() throws {
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/io.github.novaplayer.Nova.gschema.xml")
        let text = try String(contentsOf: schema, encoding: .utf8)
        // <key name="NAME" type="T"> … <default>VALUE</default>
        var declared: [String: String] = [:]
        for block in text.components(separatedBy: "<key name=\"").dropFirst() {
            let name = String(block.prefix { $0 != "\"" })
            guard let start = block.range(of: "<default>"), let end = block.range(of: "</default>") else {
                XCTFail("no default for \(name)"); continue
            }
            declared[name] = String(block[start.upperBound..<end.lowerBound])
        }
        let ours = Dictionary(uniqueKeysWithValues: Setting.all.map { ($0.name, $0.schemaDefault) })
        XCTAssertEqual(ours, declared)
    }

    func testEveryGestureSwitchHasItsKey() {
        var switches = GestureSwitches()
        for (_, part) in Setting.gestures { switches[keyPath: part] = false }
        XCTAssertEqual([switches.brightness, switches.volume, switches.seek, switches.doubleTap, switches.longPress,
                        switches.pinch], Array(repeating: false, count: 6), "each switch has a key")
    }
}
