// SPDX-License-Identifier: GPL-3.0-or-later

/// How the engine's mpv is set up before it starts.
public struct PlayerOptions: Sendable {
    /// `libmpv` when a renderer draws into Nova's window; `null` for headless use.
    public var videoOutput = "libmpv"
    /// nil keeps mpv's choice; `null` for silent tests.
    public var audioOutput: String?
    /// Read the person's `~/.config/mpv` (off unless they ask for it).
    public var loadUserConfig = false
    /// Whether mpv may decode on the GPU (its safe choice of decoders), or never.
    public var hardwareDecoding = true
    /// The program that reads web pages for their video (yt-dlp); nil when there is none,
    /// and mpv then opens only media addresses.
    public var webPageReader: String?
    /// No hardware decoder: from pages, formats cheap to decode on the processor are preferred.
    public var prefersSoftwareFriendlyFormats = false
    /// GL is drawn by a software rasterizer: mpv scales with its cheapest filters. mpv 0.37
    /// made its high-quality scalers the default, which there cost three times the CPU of
    /// 0.35's defaults and fall behind; set explicitly, every mpv draws the same way.
    public var scalesCheaply = false
    /// Anything else, applied last, in order.
    public var extra: [(name: String, value: String)] = []

    public init() {}

    public static var headless: PlayerOptions {
        var o = PlayerOptions()
        o.videoOutput = "null"
        o.audioOutput = "null"
        o.hardwareDecoding = false
        return o
    }

    /// The option list handed to mpv before `mpv_initialize` (DESIGN.md, "Embedding mpv").
    var mpvOptions: [(name: String, value: String)] {
        var list: [(name: String, value: String)] = [
            ("vo", videoOutput),
            ("video-timing-offset", "0"),
            ("hwdec", hardwareDecoding ? "auto-safe" : "no"),
            ("keep-open", "yes"),
            ("idle", "yes"),
            ("osc", "no"),
            ("input-default-bindings", "no"),
            ("input-vo-keyboard", "no"),
            ("config", loadUserConfig ? "yes" : "no"),
            // Never the user's scripts: an mpris script deadlocks our shutdown, and Nova speaks MPRIS itself.
            ("load-scripts", "no"),
            // mpv's own overlays need its key bindings, which Nova turns off: no need for their scripts.
            ("load-stats-overlay", "no"),
            ("load-osd-console", "no"),
            ("load-auto-profiles", "no"),
            // No sound device (none plugged in, no sound server): play on in silence,
            // and say so (`Player.hasNoSoundOutput`), rather than fail a song outright.
            ("audio-fallback-to-null", "yes"),
            ("terminal", "yes"),
            ("msg-level", "all=warn"),
        ]
        if let audioOutput { list.append(("ao", audioOutput)) }
        if let webPageReader {
            // A page is tried as media first, and read by yt-dlp only when that fails.
            list += [("ytdl", "yes"), ("script-opts", "ytdl_hook-ytdl_path=" + webPageReader),
                     // Up to 1080p: more costs a phone's battery and bandwidth for nothing on its screen.
                     ("ytdl-format", "bestvideo[height<=?1080]+bestaudio/best[height<=?1080]/best")]
            if prefersSoftwareFriendlyFormats { list.append(("ytdl-raw-options", "format-sort=vcodec:h264")) }
        } else {
            list.append(("ytdl", "no"))
        }
        if scalesCheaply {
            list += [("scale", "bilinear"), ("dscale", "bilinear"), ("cscale", "bilinear"),
                     ("correct-downscaling", "no"), ("linear-downscaling", "no"), ("sigmoid-upscaling", "no"),
                     ("dither-depth", "no"), ("deband", "no")]
        }
        list += extra
        return list
    }
}
