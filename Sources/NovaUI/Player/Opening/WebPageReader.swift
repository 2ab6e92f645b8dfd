// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation

/// The program that finds the video in a web page: yt-dlp (Nova suggests it, does not need
/// it), or youtube-dl. `NOVA_YTDL` names another, or "none" (tests play without one).
enum WebPageReader {
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let chosen = environment["NOVA_YTDL"] { return chosen == "none" ? nil : chosen }
        for name in ["yt-dlp", "youtube-dl"] {
            if let path = g_find_program_in_path(name) {
                defer { g_free(path) }
                return String(cString: path)
            }
        }
        return nil
    }
}
