// SPDX-License-Identifier: GPL-3.0-or-later

/// What a picture needs before it is shown, decided from what the decoder says of it.
public enum PictureProcessing {
    /// The dynamic range a picture's transfer function (mpv's `gamma` names) puts it in.
    public enum Range: Equatable, Sendable { case standard, high }

    public static func range(ofTransfer transfer: String?) -> Range {
        // PQ (HDR10, Dolby Vision's base) and HLG (broadcast); everything else is SDR.
        switch transfer { case "pq", "hlg": .high; default: .standard }
    }

    /// Interlaced frames are deinterlaced: mpv leaves them combed unless told, and tells
    /// nothing of a file's interlacing before its frames are decoded.
    public static func deinterlaces(framesInterlaced: Bool) -> Bool { framesInterlaced }

    /// Whether Nova maps a high dynamic range to the standard one by a filter: only where
    /// the software renderer draws. mpv's GL renderer tone-maps itself; its software
    /// renderer (zimg) converts PQ without mapping, and a dim grey comes out white.
    public static func mapsRangeByFilter(transfer: String?, drawnBySoftware: Bool) -> Bool {
        drawnBySoftware && range(ofTransfer: transfer) == .high
    }
}
