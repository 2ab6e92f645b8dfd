// SPDX-License-Identifier: GPL-3.0-or-later

/// Keeps seeking responsive while a finger or key drives it: at most one seek is in
/// flight, a newer target replaces a waiting one (the newest always wins), fast keyframe
/// seeks follow a moving finger, an exact seek follows once it rests, and a release
/// always ends with an exact seek to where it was released.
public struct SeekCoalescer: Sendable {
    /// How long the finger must rest (s) before an exact seek to where it rests.
    public var restDelay: Double

    public private(set) var inFlight: SeekCommand?
    public private(set) var waiting: SeekCommand?
    /// The last target asked for while moving, and when; nil once it got its exact seek.
    private var resting: (target: Double, since: Double)?

    public init(restDelay: Double = 0.15) { self.restDelay = restDelay }

    /// A new target while dragging (keyframe) or a one-off jump (exact).
    /// Returns a command to send now, if the engine is free.
    public mutating func request(_ target: Double, precision: SeekPolicy.Precision, at now: Double) -> SeekCommand? {
        let command = SeekCommand(target: target, precision: precision)
        // A finger held past the end of the bar repeats its target: one seek is enough.
        if precision == .keyframe, command == (waiting ?? inFlight) {
            if resting?.target != target { resting = (target, now) }
            return nil
        }
        resting = precision == .keyframe ? (target, now) : nil
        return enqueue(command)
    }

    /// The finger lifted at `target`: the last word is an exact seek there.
    public mutating func release(at target: Double) -> SeekCommand? {
        resting = nil
        return enqueue(SeekCommand(target: target, precision: .exact))
    }

    /// The engine finished the seek in flight; returns the next one to send, if any.
    public mutating func seekFinished() -> SeekCommand? {
        inFlight = nil
        guard let next = waiting else { return nil }
        waiting = nil
        inFlight = next
        return next
    }

    /// Called regularly while dragging: once the finger has rested, the picture gets an exact seek.
    public mutating func tick(at now: Double) -> SeekCommand? {
        guard let rest = resting, now - rest.since >= restDelay else { return nil }
        resting = nil
        return enqueue(SeekCommand(target: rest.target, precision: .exact))
    }

    /// Forgets everything (a new file).
    public mutating func reset() { self = SeekCoalescer(restDelay: restDelay) }

    private mutating func enqueue(_ command: SeekCommand) -> SeekCommand? {
        if inFlight == nil {
            inFlight = command
            return command
        }
        waiting = command
        return nil
    }
}
