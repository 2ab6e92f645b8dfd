// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Where a video is, as Nova stores it: an absolute path; for a file whose name is not
/// UTF-8 (bytes from an old file system), its `file://` URI, whose percent escapes carry
/// any bytes; or a stream's URI.
public enum FileLocation {
    /// The path of a local `file://` URI as bytes, its escapes decoded; nil for anything else.
    public static func pathBytes(ofFileURI location: String) -> [UInt8]? {
        let rest: Substring
        if location.hasPrefix("file:///") {
            rest = location.dropFirst("file://".count)
        } else if location.hasPrefix("file://localhost/") {
            rest = location.dropFirst("file://localhost".count)
        } else {
            return nil
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rest.utf8.count)
        var utf8 = rest.utf8[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let high = hexValue(utf8[utf8.startIndex]), let low = hexValue(utf8[utf8.index(after: utf8.startIndex)]) {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return bytes
    }

    /// The bytes of the local file behind a location: a path's own, a file URI's decoded;
    /// nil for a stream.
    public static func localPathBytes(_ location: String) -> [UInt8]? {
        pathBytes(ofFileURI: location) ?? (location.contains("://") ? nil : Array(location.utf8))
    }

    /// `body` with `bytes` as a NUL-terminated C path (for opendir, stat, GLib).
    public static func withCPath<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// What a person is shown of a location: a path as it is; a file URI as its path, each
    /// byte that is not UTF-8 shown as "�"; any other URI as it is.
    public static func displayPath(_ location: String) -> String {
        guard let bytes = pathBytes(ofFileURI: location) else { return location }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A file's name as a person would recognise it in a sentence: the last part of a local
    /// path or `file:` URI (percent-decoded), the whole of any other URI, control characters
    /// shown as "�" so a hostile name cannot break the line, and held to `longestName`
    /// characters, shortened in the middle (`shortened`): a signed download link runs to
    /// thousands, and a sentence quoting it whole once made the window wider than X allows.
    public static func displayName(_ location: String) -> String {
        var name = location
        if location.hasPrefix("file://") {
            name = String(location.split(separator: "/").last ?? Substring(location))
            name = name.removingPercentEncoding ?? name
        } else if !location.contains("://") {
            name = (location as NSString).lastPathComponent
        }
        if name.isEmpty { name = location }
        return shortened(String(String.UnicodeScalarView(name.unicodeScalars.map {
            CharacterSet.controlCharacters.contains($0) ? "\u{FFFD}" : $0
        })))
    }

    /// The most characters of a name a sentence quotes.
    public static let longestName = 60

    /// `text` whole when it has at most `limit` characters; else its start and its end
    /// (an address's host, a file's name and extension) around "…".
    public static func shortened(_ text: String, to limit: Int = longestName) -> String {
        let limit = max(limit, 3)
        guard text.count > limit else { return text }
        let tail = (limit - 1) / 2
        return String(text.prefix(limit - 1 - tail)) + "…" + String(text.suffix(tail))
    }

    /// Whether `location` is `folder` itself or inside it at any depth (whole path
    /// components: "/v/Show 2" is not inside "/v/Show"); a file URI by its path's bytes.
    public static func isInside(_ location: String, folder: String) -> Bool {
        let root = folder.utf8.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let prefix = root == "/" ? "/" : root + "/"
        if let bytes = pathBytes(ofFileURI: location) {
            return bytes.starts(with: prefix.utf8)
        }
        return location == root || location.utf8.starts(with: prefix.utf8)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
