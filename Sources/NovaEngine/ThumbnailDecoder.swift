// SPDX-License-Identifier: GPL-3.0-or-later
import CMpv
import Foundation
import NovaCore

/// Small preview frames for the seek bubble, from a second, headless mpv: one request
/// at a time, the newest waiting request replacing older ones, one decoding thread and a
/// tiny picture, so the main playback keeps every frame.
///
/// Like `Player`, use it from one thread and call `drainEvents()` after each wakeup.
public final class ThumbnailDecoder {
    /// A decoded preview: BGRA, 8 bits a channel, opaque.
    public struct Image: Sendable {
        public let width: Int
        public let height: Int
        public let stride: Int
        public let pixels: [UInt8]

        /// The picture turned `degrees` clockwise (90, 180 or 270), packed.
        func turned(clockwise degrees: Int) -> Image {
            let quarter = degrees % 180 != 0
            let (outWidth, outHeight) = quarter ? (height, width) : (width, height)
            var out = [UInt8](repeating: 255, count: outWidth * outHeight * 4)
            for y in 0..<height {
                for x in 0..<width {
                    let (u, v) = switch degrees {
                    case 90: (height - 1 - y, x)
                    case 180: (width - 1 - x, height - 1 - y)
                    default: (y, width - 1 - x)
                    }
                    let from = y * stride + x * 4, to = (v * outWidth + u) * 4
                    out[to] = pixels[from]; out[to + 1] = pixels[from + 1]; out[to + 2] = pixels[from + 2]
                }
            }
            return Image(width: outWidth, height: outHeight, stride: outWidth * 4, pixels: out)
        }
    }

    /// A preview is ready for `time`.
    public var onImage: ((Double, Image) -> Void)?
    /// The file is open (with its duration, when it has one); requests are answered from now on.
    public var onLoaded: ((Double?) -> Void)?
    /// The file could not be opened or decoded.
    public var onFailure: (() -> Void)?

    private let player: Player
    private var renderContext: OpaquePointer?
    private let width: Int
    private var height: Int
    private var location: String?
    private var loaded = false
    private var loading = false
    private var inFlight: Double?
    private var waiting: Double?

    /// Previews are `width` pixels wide, 16:9 (other shapes are letterboxed).
    public init(width: Int = 160) throws {
        self.width = width
        height = width * 9 / 16
        var options = PlayerOptions.headless
        // mpv's software renderer draws the newest frame into memory, already scaled.
        options.videoOutput = "libmpv"
        options.extra = [
            ("aid", "no"), ("sid", "no"), ("ytdl", "no"),
            ("pause", "yes"),
            ("hr-seek", "yes"),
            ("vd-lavc-threads", "1"),
            ("vd-lavc-skiploopfilter", "all"),
            ("vd-lavc-fast", "yes"),
            ("demuxer-readahead-secs", "0"),
            ("cache", "no"),
        ]
        player = try Self.lowPriority { try Player(options: options) }
        let created: OpaquePointer
        do {
            created = try makeSoftwareRenderContext(for: player)
        } catch {
            player.terminate()
            throw error
        }
        renderContext = created
        // An HDR film's previews as its picture shows (software draws them too).
        player.mapRangeByFilter()
        player.onEvent = { [unowned self] in handle($0) }
    }

    deinit {
        if let renderContext { mpv_render_context_free(renderContext) }
        player.terminate()
    }

    /// The open file's duration, once mpv knows it.
    public var duration: Double? { player.currentDuration }

    public func setWakeupHandler(_ handler: @escaping @Sendable () -> Void) { player.setWakeupHandler(handler) }
    public func drainEvents() { player.drainEvents() }
    public func waitForEvents(timeout: Double) { player.waitForEvents(timeout: timeout) }

    /// The file previews come from; nil stops. It is opened at the first request, so
    /// nobody pays for previews they never ask for.
    public func open(_ location: String?) {
        guard location != self.location else { return }
        self.location = location
        loaded = false
        loading = false
        inFlight = nil
        waiting = nil
        player.stop()
    }

    /// Starts opening the file without asking for a frame yet (`onLoaded` says when it is open).
    public func load() {
        guard let location, !loading else { return }
        loading = true
        do {
            try player.load(location)
        } catch {
            onFailure?()
        }
    }

    /// Asks for the frame at `time`; an older request still waiting is dropped.
    public func request(_ time: Double) {
        guard location != nil else { return }
        load()
        if inFlight != nil || !loaded {
            waiting = time
        } else {
            start(time)
        }
    }

    private func start(_ time: Double) {
        inFlight = time
        player.seek(to: SeekPolicy.frameAlignedTarget(time, framesPerSecond: player.framesPerSecond), precision: .exact)
    }

    private func handle(_ event: PlayerEvent) {
        switch event {
        case .playbackRestarted where !loaded:
            // The first restart ends the loading itself; only then do seeks answer requests.
            loaded = true
            // Asked, not observed: the observed length may come after this first frame (on a
            // loaded machine the poster was taken at the start for want of it).
            onLoaded?(player.currentDuration)
            if let next = waiting {
                waiting = nil
                start(next)
            }
        case .playbackRestarted:
            guard let time = inFlight else { return }
            inFlight = nil
            if let image = grab() { onImage?(time, image) }
            if let next = waiting {
                waiting = nil
                start(next)
            }
        case .failed:
            loaded = false
            inFlight = nil
            onFailure?()
        default:
            break
        }
    }

    /// Runs `body` on a thread niced to 10 and returns its result. Linux threads inherit
    /// their creator's nice value, so every thread mpv starts for the previews (its core,
    /// demuxer and decoder) runs below the main playback's.
    static func lowPriority<T>(_ body: @escaping () throws -> T) throws -> T {
        let job = LowPriorityJob(body)
        let thread = Thread {
            ThreadPriority.lowerCurrentThread()
            job.run()
        }
        thread.start()
        job.done.wait()
        return try job.result!.get()
    }

    /// The newest frame, drawn by mpv's software renderer into an opaque BGRA buffer and
    /// turned as the file asks (mpv turns nothing on this path: a filter changed as the file
    /// loads would make mpv redraw from the start, over the seek the preview asked for).
    private func grab() -> Image? {
        guard let renderContext else { return nil }
        let turn = player.state.fileRotation
        // Drawn on its side for a quarter turn, then turned into the preview's shape.
        let (drawnWidth, drawnHeight) = turn % 180 == 0 ? (width, height) : (height, width)
        let rowLength = drawnWidth * 4
        var pixels = [UInt8](repeating: 0, count: rowLength * drawnHeight)
        let status = pixels.withUnsafeMutableBytes { buffer in
            renderInMemory(renderContext, format: "bgr0", width: drawnWidth, height: drawnHeight, stride: rowLength,
                           into: buffer.baseAddress!)
        }
        guard status >= 0 else { return nil }
        // "bgr0": the fourth byte is padding; make it an opaque alpha.
        for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
        let drawn = Image(width: drawnWidth, height: drawnHeight, stride: rowLength, pixels: pixels)
        return turn == 0 ? drawn : drawn.turned(clockwise: turn)
    }
}

/// Work handed to the low-priority thread; its caller waits for the result.
private final class LowPriorityJob<T>: @unchecked Sendable {
    let body: () throws -> T
    let done = DispatchSemaphore(value: 0)
    var result: Result<T, Error>?

    init(_ body: @escaping () throws -> T) { self.body = body }

    func run() {
        result = Result { try body() }
        done.signal()
    }
}

extension Array where Element == String {
    /// Calls `body` with a NULL-terminated C string array of the elements.
    public func withCStringArray<R>(_ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { body($0) }
        }
    }
}
