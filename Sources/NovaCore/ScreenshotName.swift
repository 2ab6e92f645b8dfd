// SPDX-License-Identifier: GPL-3.0-or-later

/// What a screenshot file is called: the video's name and the time in it,
/// "Holiday 2019 at 1.23.45.png", safe for any file system.
public enum ScreenshotName {
    public static func fileName(title: String?, position: Double) -> String {
        var base = title ?? "Nova"
        // Without the video's own extension, and without characters file systems refuse.
        if let dot = base.lastIndex(of: "."), base.distance(from: dot, to: base.endIndex) <= 6, dot != base.startIndex {
            base = String(base[..<dot])
        }
        let unsafe: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|", "\u{0}"]
        base = String(base.map { unsafe.contains($0) || $0.isNewline ? "_" : $0 })
        // File names are limited in bytes (255), not characters: 120 CJK characters are 360.
        while base.utf8.count > 180 { base.removeLast() }
        base = base.trimmingSpaces()
        if base.isEmpty || base.hasPrefix(".") { base = "Nova" + base }
        let time = TimeFormat.clock(position).replacingColons()
        return base + " at " + time + ".png"
    }

    /// `name` in `directory`, or "name (2).png" and so on when that is taken.
    public static func unusedPath(in directory: String, name: String, exists: (String) -> Bool) -> String {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        var path = directory + "/" + name
        var number = 2
        while exists(path) {
            path = directory + "/" + stem + " (\(number)).png"
            number += 1
        }
        return path
    }
}

private extension String {
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }

    func replacingColons() -> String { String(map { $0 == ":" ? "." : $0 }) }
}
