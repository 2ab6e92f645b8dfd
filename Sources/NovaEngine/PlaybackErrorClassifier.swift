// SPDX-License-Identifier: GPL-3.0-or-later
import CMpv
import Foundation
import NovaCore

/// Decides which `PlaybackError` a failure is, from the file system and mpv's error code.
enum PlaybackErrorClassifier {
    /// A local file's path as the bytes the kernel wants (NUL-terminated), or nil for
    /// URIs that are not `file:` (`FileLocation.localPathBytes`: names that are not UTF-8 survive).
    static func localPath(of location: String) -> [CChar]? {
        FileLocation.localPathBytes(location).map { $0.map { CChar(bitPattern: $0) } + [0] }
    }

    private enum FileState { case missing, unreadable, empty, present }

    private static func fileState(_ path: [CChar]) -> FileState {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == EACCES ? .unreadable : .missing }
        if access(path, R_OK) != 0 { return .unreadable }
        return info.st_size == 0 && (info.st_mode & S_IFMT) == S_IFREG ? .empty : .present
    }

    /// Problems found before mpv is asked: mpv would only say "loading failed".
    static func checkBeforeLoading(_ location: String) -> PlaybackError? {
        guard let path = localPath(of: location) else { return nil }
        switch fileState(path) {
        case .missing: return .notFound(location: location)
        case .unreadable: return .permissionDenied(location: location)
        // An empty file is nothing to play, and says so before anything playing is replaced.
        case .empty: return .unsupportedFormat(location: location)
        case .present: return nil
        }
    }

    static func classify(location: String, mpvError: Int32, hadLoaded: Bool, reason: String) -> PlaybackError {
        if let path = localPath(of: location) {
            switch fileState(path) {
            case .missing: return hadLoaded ? .vanished(location: location) : .notFound(location: location)
            case .unreadable: return .permissionDenied(location: location)
            case .empty: return .unsupportedFormat(location: location)
            case .present: break
            }
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
        guard let path = localPath(of: location), fileState(path) == .missing else { return nil }
        return .vanished(location: location)
    }
}
