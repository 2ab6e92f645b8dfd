// SPDX-License-Identifier: GPL-3.0-or-later

/// Turns finger samples into intents. It knows nothing of GTK: the adapter feeds it
/// samples and calls `tick` at `nextDeadline`, the player applies what comes back.
/// One gesture at a time; a second finger only counts as the start of a pinch.
public struct TouchRecognizer: Sendable {
    public var config: GestureConfig
    /// While locked, every gesture is ignored; a tap only offers the unlock button.
    public var isLocked = false

    private enum Gesture: Sendable {
        /// Down, not yet a swipe, a long press or a pinch.
        case pending
        case level(TouchIntent.Level)
        case seek(SwipeSeek?)
        case longPress
        case pinch(Pinch)
    }

    private struct Finger: Sendable {
        var sequence: Int
        var startX, startY, startTime: Double
        var x, y: Double
        var width, height: Double
        var movedBeyondSlop = false
    }

    private struct SwipeSeek: Sendable {
        var start: Double
        var fine: FineSeek
        var target: Double { fine.time }
    }

    private struct Pinch: Sendable {
        var second: Finger
        var startDistance: Double
        var startZoom: Double
        var zoom: Double
        var startTime: Double
        var moved = false
    }

    private var finger: Finger?
    private var gesture: Gesture = .pending
    private var context = TouchContext()
    /// Sequences ignored to their end (edge bands, extra fingers).
    private var ignored: Set<Int> = []
    /// A single tap waiting to see whether a second one follows.
    private var pendingTap: (time: Double, x: Double, y: Double, zone: TouchIntent.Zone)?
    /// Taps adding up on one side.
    private var accumulation: (forward: Bool, total: Double, last: Double)?

    public init(config: GestureConfig = GestureConfig()) { self.config = config }

    /// When `tick` should be called next (a pending single tap, a long press in the making).
    public var nextDeadline: Double? {
        var deadlines: [Double] = []
        if let pendingTap { deadlines.append(pendingTap.time + config.doubleTapTime) }
        if let finger, case .pending = gesture, !finger.movedBeyondSlop, !isLocked {
            deadlines.append(finger.startTime + config.longPressTime)
        }
        return deadlines.min()
    }

    public mutating func handle(_ sample: TouchSample, context: TouchContext = TouchContext()) -> [TouchIntent] {
        if ignored.contains(sample.sequence) {
            if sample.phase == .ended || sample.phase == .cancelled { ignored.remove(sample.sequence) }
            return []
        }
        switch sample.phase {
        case .began: return began(sample, context)
        case .moved: return moved(sample)
        case .ended: return ended(sample, cancelled: false)
        case .cancelled: return ended(sample, cancelled: true)
        }
    }

    /// Lets time-based decisions happen: a lone tap becomes "toggle the controls", a still
    /// finger becomes a long press.
    public mutating func tick(now: Double) -> [TouchIntent] {
        var intents: [TouchIntent] = []
        if let tap = pendingTap, now - tap.time >= config.doubleTapTime {
            pendingTap = nil
            intents.append(.toggleControls)
        }
        if let accumulation, now - accumulation.last > config.skipAccumulationWindow { self.accumulation = nil }
        if !isLocked, let finger, case .pending = gesture, !finger.movedBeyondSlop,
           now - finger.startTime >= config.longPressTime {
            gesture = .longPress
            pendingTap = nil
            intents.append(.speedBoost(true))
        }
        return intents
    }

    // MARK: Phases

    private mutating func began(_ s: TouchSample, _ context: TouchContext) -> [TouchIntent] {
        let band = config.edgeBand(height: s.height)
        if s.y < band || s.y > s.height - band {
            ignored.insert(s.sequence)
            return []
        }
        guard let first = finger else {
            finger = Finger(sequence: s.sequence, startX: s.x, startY: s.y, startTime: s.time, x: s.x, y: s.y,
                            width: s.width, height: s.height)
            gesture = .pending
            self.context = context
            return []
        }
        // A second finger: the start of a pinch, unless a gesture is already under way.
        guard !isLocked, case .pending = gesture else {
            ignored.insert(s.sequence)
            return []
        }
        let second = Finger(sequence: s.sequence, startX: s.x, startY: s.y, startTime: s.time, x: s.x, y: s.y,
                            width: s.width, height: s.height)
        let distance = Self.distance(first.x, first.y, s.x, s.y)
        gesture = .pinch(Pinch(second: second, startDistance: max(distance, 1), startZoom: self.context.zoom,
                               zoom: self.context.zoom, startTime: s.time))
        pendingTap = nil
        return []
    }

    private mutating func moved(_ s: TouchSample) -> [TouchIntent] {
        guard var f = finger else { return [] }
        if case .pinch(var pinch) = gesture {
            if s.sequence == f.sequence { f.x = s.x; f.y = s.y; finger = f } else if s.sequence == pinch.second.sequence {
                pinch.second.x = s.x; pinch.second.y = s.y
            } else { return [] }
            let distance = Self.distance(f.x, f.y, pinch.second.x, pinch.second.y)
            let scale = distance / pinch.startDistance
            if abs(scale - 1) > 0.05 { pinch.moved = true }
            guard pinch.moved else { gesture = .pinch(pinch); return [] }
            // Spreading the fingers by half their distance goes from fit to fill.
            var zoom = min(1, max(0, pinch.startZoom + (scale - 1) * 2))
            if zoom < 0.08 { zoom = 0 } else if zoom > 0.92 { zoom = 1 }
            let changed = zoom != pinch.zoom
            pinch.zoom = zoom
            gesture = .pinch(pinch)
            return changed ? [.zoom(zoom)] : []
        }
        guard s.sequence == f.sequence else { return [] }
        f.x = s.x
        f.y = s.y
        let dx = s.x - f.startX, dy = s.y - f.startY
        if !f.movedBeyondSlop, (dx * dx + dy * dy).squareRoot() > config.slop(width: f.width, height: f.height) {
            f.movedBeyondSlop = true
        }
        finger = f
        if isLocked { return [] }
        switch gesture {
        case .pending:
            guard f.movedBeyondSlop else { return [] }
            pendingTap = nil
            if abs(dx) > abs(dy) {
                guard let duration = context.duration, duration > 0, let position = context.position else {
                    gesture = .seek(nil)
                    return [.seekUnavailable]
                }
                let span = min(duration, config.seekSpan)
                let swipe = SwipeSeek(start: position, fine: FineSeek(time: position, x: f.startX,
                                                                      secondsPerPixel: span / max(1, f.width),
                                                                      duration: duration))
                gesture = .seek(swipe)
                return follow(swipe, f)
            }
            let level: TouchIntent.Level = f.startX < f.width / 2 ? .brightness : .volume
            gesture = .level(level)
            return [.adjustLevel(level, delta: levelDelta(f))]
        case .level(let level):
            return [.adjustLevel(level, delta: levelDelta(f))]
        case .seek(let swipe?):
            return follow(swipe, f)
        case .seek(nil), .longPress, .pinch:
            return []
        }
    }

    private mutating func ended(_ s: TouchSample, cancelled: Bool) -> [TouchIntent] {
        guard let f = finger else { return [] }
        if case .pinch(let pinch) = gesture {
            guard s.sequence == f.sequence || s.sequence == pinch.second.sequence else { return [] }
            // The first finger to lift ends the pinch; the other is ignored to its end.
            ignored.insert(s.sequence == f.sequence ? pinch.second.sequence : f.sequence)
            finger = nil
            gesture = .pending
            if !cancelled, !pinch.moved, s.time - pinch.startTime < config.doubleTapTime {
                return [.zoom(0)] // a two-finger tap returns to fit
            }
            return []
        }
        guard s.sequence == f.sequence else { return [] }
        finger = nil
        let gesture = self.gesture
        self.gesture = .pending
        switch gesture {
        case .level(let level):
            return [.endLevel(level)]
        case .seek(let swipe?):
            let back = Self.distance(s.x, s.y, f.startX, f.startY) <= config.slop(width: f.width, height: f.height)
            return cancelled || back ? [.cancelSeek] : [.commitSeek(target: swipe.target)]
        case .seek(nil):
            return [.cancelSeek]
        case .longPress:
            return [.speedBoost(false)]
        case .pinch:
            return []
        case .pending:
            guard !cancelled, !f.movedBeyondSlop,
                  Self.distance(s.x, s.y, f.startX, f.startY) <= config.slop(width: f.width, height: f.height),
                  s.time - f.startTime < config.longPressTime else { return [] }
            return tapped(at: s)
        }
    }

    // MARK: Taps

    private mutating func tapped(at s: TouchSample) -> [TouchIntent] {
        if isLocked { return [.showUnlock] }
        let zone = self.zone(x: s.x, width: s.width)
        // Taps adding up on one side, or starting afresh on the other.
        if let accumulation, s.time - accumulation.last <= config.skipAccumulationWindow, zone != .middle {
            let forward = zone == .right
            let total = forward == accumulation.forward ? accumulation.total + (forward ? 1 : -1) * config.skipSeconds
                                                        : (forward ? 1 : -1) * config.skipSeconds
            self.accumulation = (forward, total, s.time)
            pendingTap = nil
            return [.skip(forward: forward, total: total)]
        }
        accumulation = nil
        if let first = pendingTap, s.time - first.time <= config.doubleTapTime,
           Self.distance(first.x, first.y, s.x, s.y) <= config.doubleTapDistance {
            pendingTap = nil
            switch zone {
            case .middle:
                return [.toggleFullscreen]
            case .left, .right:
                let forward = zone == .right
                let total = (forward ? 1 : -1) * config.skipSeconds
                accumulation = (forward, total, s.time)
                return [.skip(forward: forward, total: total)]
            }
        }
        // A first tap, or one too far from the last: wait to see whether another follows.
        var intents: [TouchIntent] = []
        if pendingTap != nil { intents.append(.toggleControls) }
        pendingTap = (s.time, s.x, s.y, zone)
        return intents
    }

    private func zone(x: Double, width: Double) -> TouchIntent.Zone {
        if x < width * config.sideZoneFraction { return .left }
        if x > width * (1 - config.sideZoneFraction) { return .right }
        return .middle
    }

    // MARK: Swipes

    private func levelDelta(_ f: Finger) -> Double {
        -(f.y - f.startY) / (f.height * config.levelSweepFraction)
    }

    private mutating func follow(_ swipe: SwipeSeek, _ f: Finger) -> [TouchIntent] {
        var swipe = swipe
        swipe.fine.move(x: f.x, distance: f.y - f.startY, distances: config.fineSeekDistances)
        gesture = .seek(swipe)
        return [.previewSeek(target: swipe.target, offset: swipe.target - swipe.start, rate: swipe.fine.rate)]
    }

    private static func distance(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Double {
        let dx = x1 - x0, dy = y1 - y0
        return (dx * dx + dy * dy).squareRoot()
    }
}
