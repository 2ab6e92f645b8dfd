// SPDX-License-Identifier: GPL-3.0-or-later
import CMpv
import Foundation
import NovaCore

/// Decides which `PlaybackError` a failure is, from the file system and mpv's error code.
enum PlaybackErrorClassifier {
    /// A local path, or nil for URIs that are not `file:`.
    static func localPath(of location: String) -> String? {
        if location.hasPrefix("file://") { return URL(string: location)?.path }
        if location.contains("://") { return nil }
        return location
    }

    /// Problems found before mpv is asked: mpv would only say "loading failed".
    static func checkBeforeLoading(_ location: String) -> PlaybackError? {
        guard let path = localPath(of: location) else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .notFound(location: location)
        }
        if access(path, R_OK) != 0 { return .permissionDenied(location: location) }
        return nil
    }

    static func classify(location: String, mpvError: Int32, hadLoaded: Bool, reason: String) -> PlaybackError {
        if let path = localPath(of: location) {
            if !FileManager.default.fileExists(atPath: path) {
                return hadLoaded ? .vanished(location: location) : .notFound(location: location)
            }
            if access(path, R_OK) != 0 { return .permissionDenied(location: location) }
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
            if size == 0 { return .unsupportedFormat(location: location) }
        }
        switch mpv_error(mpvError) {
        case MPV_ERROR_UNKNOWN_FORMAT, MPV_ERROR_NOTHING_TO_PLAY:
            return .unsupportedFormat(location: location)
        case MPV_ERROR_LOADING_FAILED where !hadLoaded && localPath(of: location) != nil:
            // A readable local file that mpv could not open is not media it understands.
            return .unsupportedFormat(location: location)
        default:
            return .failed(location: location, reason: reason)
        }
    }

    /// At the end of a file cut short: was it because the file went away?
    static func vanishedAtEnd(location: String) -> PlaybackError? {
        guard let path = localPath(of: location), !FileManager.default.fileExists(atPath: path) else { return nil }
        return .vanished(location: location)
    }
}
