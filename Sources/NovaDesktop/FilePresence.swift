// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import NovaCore

/// Whether the file behind a location is there: a path, or a file:// URI (a name that is
/// not UTF-8), looked up by its bytes. A stream's URI counts as there: only playing it tells.
public enum FilePresence {
    public static func isThere(_ location: String) -> Bool {
        guard let path = FileLocation.localPathBytes(location) else { return true }
        return FileLocation.withCPath(path) { access($0, F_OK) == 0 }
    }
}
