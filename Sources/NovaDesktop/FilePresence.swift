// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore

/// Whether the file behind a location is there: a path, or a file:// URI (a name that is
/// not UTF-8), looked up by its bytes. A stream's URI counts as there: only playing it tells.
public enum FilePresence {
    public static func isThere(_ location: String) -> Bool {
        if var bytes = FileLocation.pathBytes(ofFileURI: location) {
            bytes.append(0)
            return bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { access($0.baseAddress!, F_OK) == 0 }
            }
        }
        return location.contains("://") || FileManager.default.fileExists(atPath: location)
    }
}
