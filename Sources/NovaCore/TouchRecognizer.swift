// SPDX-License-Identifier: GPL-3.0-or-later

/// One finger's report, in video-area coordinates (pixels) with a time in seconds.
public struct TouchSample: Equatable, Sendable {
    public enum Phase: Sendable { case began, moved, ended, cancelled }

    public var sequence: Int
    public var phase: Phase
    public var x: Double
    public var y: Double
    public var time: Double

    public init(sequence: Int, phase: Phase, x: Double, y: Double, time: Double) {
        self.sequence = sequence; self.phase = phase; self.x = x; self.y = y; self.time = time
    }
}

/// Tunable thresholds of touch recognition.
public struct GestureConfig: Equatable, Sendable {
    /// Movement (px) beyond which a touch is no longer a tap.
    public var slop: Double
    /// A touch held longer than this (s) is not a tap.
    public var tapTimeout: Double

    public init(slop: Double = 16, tapTimeout: Double = 0.5) {
        self.slop = slop; self.tapTimeout = tapTimeout
    }
}

/// What a recognized gesture asks the player to do.
public enum TouchIntent: Equatable, Sendable {
    case toggleControls
}

/// Turns finger samples into intents. It knows nothing of GTK: the adapter feeds it
/// samples, the player applies what it returns. Only one finger is followed at a time;
/// other sequences are ignored while it is down.
public struct TouchRecognizer: Sendable {
    public var config: GestureConfig

    private struct Contact: Sendable {
        var sequence: Int
        var startX, startY, startTime: Double
        var movedBeyondSlop = false
    }
    private var contact: Contact?

    public init(config: GestureConfig = GestureConfig()) { self.config = config }

    public var isTracking: Bool { contact != nil }

    public mutating func handle(_ sample: TouchSample) -> [TouchIntent] {
        switch sample.phase {
        case .began:
            guard contact == nil else { return [] }
            contact = Contact(sequence: sample.sequence, startX: sample.x, startY: sample.y, startTime: sample.time)
            return []
        case .moved:
            guard var c = contact, c.sequence == sample.sequence else { return [] }
            if distance(c, sample) > config.slop { c.movedBeyondSlop = true }
            contact = c
            return []
        case .ended:
            guard let c = contact, c.sequence == sample.sequence else { return [] }
            contact = nil
            let isTap = !c.movedBeyondSlop && distance(c, sample) <= config.slop
                && sample.time - c.startTime <= config.tapTimeout
            return isTap ? [.toggleControls] : []
        case .cancelled:
            if contact?.sequence == sample.sequence { contact = nil }
            return []
        }
    }

    private func distance(_ c: Contact, _ s: TouchSample) -> Double {
        let dx = s.x - c.startX, dy = s.y - c.startY
        return (dx * dx + dy * dy).squareRoot()
    }
}
