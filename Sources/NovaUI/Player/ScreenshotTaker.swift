// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Writes the frame on screen to the Pictures folder, named after the video and the time,
/// and offers to open the last one written.
@MainActor
final class ScreenshotTaker {
    private let player: Player
    private let window: PlayerWindow
    /// The last screenshot written, for the toast's "Open".
    private var lastScreenshot: String?

    init(player: Player, window: PlayerWindow) {
        self.player = player
        self.window = window
    }

    /// The last screenshot in the person's picture viewer (the toast's "Open").
    func openLast() {
        guard let path = lastScreenshot else { return }
        let file = g_file_new_for_path(path)!
        defer { g_object_unref(raw(file)) }
        if let uri = g_file_get_uri(file) {
            g_app_info_launch_default_for_uri(uri, nil, nil)
            g_free(uri)
        }
    }

    func take() {
        let state = player.state
        guard state.hasMedia, let position = state.position else { return }
        let pictures = g_get_user_special_dir(G_USER_DIRECTORY_PICTURES).map { String(cString: $0) }
            ?? String(cString: g_get_home_dir()) + "/Pictures"
        let name = ScreenshotName.fileName(title: state.title ?? state.location.map { ($0 as NSString).lastPathComponent },
                                           position: position)
        let path: String
        do {
            try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
            path = ScreenshotName.unusedPath(in: pictures, name: name) { FileManager.default.fileExists(atPath: $0) }
        } catch {
            cannotSave(in: pictures)
            return
        }
        // Encoded and written by mpv off the main thread (a 4K PNG takes a while).
        player.saveScreenshot(to: path) { [weak self] problem in
            guard let self else { return }
            guard problem == nil else { return cannotSave(in: pictures) }
            lastScreenshot = path
            ConsoleLine.screenshot(path: path).write()
            window.showToast(tr("Screenshot saved to Pictures"), button: tr("_Open"), action: .openScreenshot)
        }
    }

    private func cannotSave(in pictures: String) {
        window.showToast(tr("The screenshot could not be saved in %s", pictures), seconds: 8)
    }
}
