// SPDX-License-Identifier: GPL-3.0-or-later

/// The content types Nova offers to open, for the file chooser and MPRIS.
/// (The desktop file carries the same list for the file manager.)
public enum MediaTypes {
    public static let video = [
        "video/mp4", "video/x-matroska", "video/webm", "video/quicktime", "video/x-msvideo",
        "video/mpeg", "video/ogg", "video/3gpp", "video/3gpp2", "video/x-flv", "video/x-ms-wmv",
        "video/mp2t", "video/x-m4v", "video/x-ogm+ogg", "video/x-theora+ogg", "video/dv",
        "video/vnd.avi", "video/x-mpeg2", "application/x-matroska",
    ]
    public static let audio = [
        "audio/mpeg", "audio/mp4", "audio/flac", "audio/x-flac", "audio/ogg", "audio/x-vorbis+ogg",
        "audio/opus", "audio/x-opus+ogg", "audio/x-wav", "audio/wav", "audio/aac", "audio/x-m4a",
        "audio/webm", "audio/x-matroska", "audio/x-ms-wma",
    ]
    public static let all = video + audio

    /// URI schemes libmpv opens.
    public static let uriSchemes = ["file", "http", "https", "rtsp", "rtmp", "mms", "smb", "sftp", "ftp"]
}

extension MediaTypes {
    /// Whether a file of this MIME type belongs in the video library: any `video/…`, and the
    /// containers that are registered under `application/` but hold video.
    public static func isLibraryVideo(mimeType: String) -> Bool {
        if mimeType.hasPrefix("video/") { return true }
        return ["application/x-matroska", "application/vnd.rn-realmedia", "application/mxf"].contains(mimeType)
    }
}
