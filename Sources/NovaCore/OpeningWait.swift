// SPDX-License-Identifier: GPL-3.0-or-later

/// How long a file may take to open before Nova says it waits, and before it says so
/// as a problem with a way out. A server sending a byte a second, or a FIFO nobody
/// writes, once left a black picture and `0:00 / --:--` with nothing said at all.
public enum OpeningWait {
    /// Quiet until then: most streams open within it.
    public static let quietSeconds = 3.0
    /// Then "Waiting for …" shows; after this it is said to be a problem, with a way out.
    public static let limitSeconds = 30.0

    public enum Stage: Equatable, Sendable {
        case quiet
        case waiting
        case tooLong
    }

    /// The stage of a file opening for `seconds` and not yet open.
    public static func stage(openingFor seconds: Double) -> Stage {
        guard seconds.isFinite, seconds >= quietSeconds else { return .quiet }
        return seconds >= limitSeconds ? .tooLong : .waiting
    }
}
