// SPDX-License-Identifier: GPL-3.0-or-later
import CMpv
import Foundation

/// Draws the player's video into memory with mpv's software render API, for machines
/// with no useful GL (a GLES 2 phone, a virtual machine, a software rasterizer). It
/// knows nothing of GTK.
///
/// Rendering runs on a thread of its own, so scaling and colour conversion never hold up
/// the owner's main loop: mpv's update callback only wakes that thread, which renders
/// the newest frame at the size last asked for into a free buffer of a small pool and
/// hands it to `onFrame`. The owner keeps the `Frame` while the picture is shown; once
/// the last reference goes, its buffer is drawn into again.
///
/// Life: `init` (any thread, before any window exists if need be), `start`, `resize` as
/// the picture's size changes, `shutDown` (joins the thread and frees mpv's render
/// context) before the player terminates.
public final class SoftwareRenderer: @unchecked Sendable {
    /// One drawn picture: `width`×`height` pixels, `stride` bytes a row, each pixel's
    /// bytes B, G, R and a padding byte of no meaning (see `pixelFormat`).
    public final class Frame: @unchecked Sendable {
        public let width: Int
        public let height: Int
        public let stride: Int
        public let pixels: UnsafeMutableRawPointer
        public var byteCount: Int { stride * height }
        fileprivate let buffer: Buffer
        fileprivate weak var renderer: SoftwareRenderer?

        fileprivate init(buffer: Buffer, width: Int, height: Int, renderer: SoftwareRenderer) {
            self.buffer = buffer
            self.width = width
            self.height = height
            stride = buffer.stride
            pixels = buffer.pixels
            self.renderer = renderer
        }

        /// Dropped, the picture is done with: its buffer goes back to the pool.
        deinit { renderer?.giveBack(buffer) }
    }

    /// What mpv is asked for: "bgr0", whose fourth byte it leaves as garbage (0 with the
    /// zimg scaler seen here, but not promised). In memory that is cairo's RGB24, which
    /// ignores the byte, so the frame is shown without another pass over its pixels.
    public static let pixelFormat = "bgr0"
    /// Frames in flight at most: one on screen (GTK's recording of the last paint holds it
    /// until the next paint), one drawn and waiting, one being drawn.
    public static let poolSize = 3

    /// Called on the render thread with each new picture; hop to the owner's thread in it.
    public var onFrame: (@Sendable (Frame) -> Void)?

    private var context: OpaquePointer?
    private let updates = RenderContextUpdates()
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var wanted = (width: 0, height: 0)
    private var drawnSize = (width: 0, height: 0)
    private var updatePending = false
    private var stopping = false
    private var free: [Buffer] = []
    private var lent = 0
    private var thread: Thread?
    /// Render thread only: mpv has said a frame is due at least once.
    private var hasShownFrame = false
    private let done = DispatchSemaphore(value: 0)

    /// What mpv's zimg scaler uses on this path, where it draws every pixel on the CPU:
    /// bicubic rather than lanczos (measured on the 720p card drawn at 960x540). Set by
    /// the renderer, so a picture that moves here after GL failed gets it too.
    static let scaler = "bicubic"

    /// Makes mpv's software render context for `player` (whose video output must be "libmpv").
    public init(player: Player) throws {
        try player.command(["set", "zimg-scaler", Self.scaler])
        let created = try makeSoftwareRenderContext(for: player)
        player.turnPictureByFilter()
        player.mapRangeByFilter()
        context = created
        updates.set(on: created) { [weak self] in self?.wake() }
    }

    deinit { shutDown() }

    /// Starts the render thread.
    public func start() {
        condition.lock()
        defer { condition.unlock() }
        guard thread == nil, !stopping else { return }
        let thread = Thread { [unowned self] in run() }
        thread.name = "nova-render"
        self.thread = thread
        thread.start()
    }

    /// The picture's size in device pixels: the next frame is drawn at it, and the current
    /// one again at once when it changed (a resize while paused shows at the new size).
    public func resize(width: Int, height: Int) {
        condition.lock()
        wanted = (max(0, width), max(0, height))
        condition.signal()
        condition.unlock()
    }

    /// Stops and joins the render thread, then frees mpv's render context. Frames still
    /// lent out stay readable until dropped (their memory is freed then).
    public func shutDown() {
        condition.lock()
        let running = thread != nil && !stopping
        stopping = true
        condition.signal()
        condition.unlock()
        if running { done.wait() }
        guard let context else { return }
        updates.free(context)
        self.context = nil
        condition.lock()
        free.removeAll()
        condition.unlock()
    }

    private func wake() {
        condition.lock()
        updatePending = true
        condition.signal()
        condition.unlock()
    }

    fileprivate func giveBack(_ buffer: Buffer) {
        condition.lock()
        lent -= 1
        if !stopping, free.count + lent < Self.poolSize { free.append(buffer) }
        condition.signal()
        condition.unlock()
    }

    // MARK: The render thread

    private func run() {
        while true {
            condition.lock()
            // Wait for something to draw and somewhere to draw it (a buffer comes back
            // when the owner releases a frame). A new size counts only once a frame has
            // been shown: before that it is not redrawn (below), and waking for it spun
            // the thread at a whole core for as long as no frame came (sound alone).
            while !stopping && !((updatePending || (sizeChanged && hasShownFrame)) && bufferAvailable) {
                condition.wait()
            }
            if stopping {
                condition.unlock()
                break
            }
            let update = updatePending
            updatePending = false
            let size = wanted
            let resized = sizeChanged
            condition.unlock()

            guard let context else { break }
            // mpv wants its update call after each callback, on the rendering thread.
            let flags = update ? mpv_render_context_update(context) : 0
            let frameDue = flags & UInt64(MPV_RENDER_UPDATE_FRAME.rawValue) != 0
            if frameDue { hasShownFrame = true }
            // Redrawn for a new size only once mpv has shown a frame: before that its
            // current picture may be a frame decoded on the way to the start position
            // (a resize then showed frame 0 of a file opened at 20 s: the unit test).
            guard frameDue || (resized && hasShownFrame) else { continue }
            condition.lock()
            drawnSize = size
            condition.unlock()
            guard size.width > 0, size.height > 0 else { continue }
            let buffer = takeBuffer(width: size.width, height: size.height)
            _ = renderInMemory(context, format: Self.pixelFormat, width: size.width, height: size.height,
                               stride: buffer.stride, into: buffer.pixels)
            onFrame?(Frame(buffer: buffer, width: size.width, height: size.height, renderer: self))
        }
        done.signal()
    }

    // Guarded by `condition`.
    private var sizeChanged: Bool { wanted != drawnSize }
    private var bufferAvailable: Bool { !free.isEmpty || lent < Self.poolSize }

    /// A buffer for `width`×`height`: a free one that is big enough, else a new one.
    private func takeBuffer(width: Int, height: Int) -> Buffer {
        condition.lock()
        defer { condition.unlock() }
        lent += 1
        let stride = Buffer.stride(width: width)
        if let index = free.firstIndex(where: { $0.capacity >= stride * height }) {
            let buffer = free.remove(at: index)
            buffer.stride = stride
            return buffer
        }
        // Too small for the new size: let it go.
        if !free.isEmpty { free.removeLast() }
        return Buffer(width: width, height: height)
    }
}

/// Pixel memory, 64-byte aligned rows as mpv's scalers like them.
final class Buffer: @unchecked Sendable {
    let pixels: UnsafeMutableRawPointer
    let capacity: Int
    var stride: Int

    init(width: Int, height: Int) {
        stride = Self.stride(width: width)
        capacity = stride * max(1, height)
        pixels = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 64)
    }

    deinit { pixels.deallocate() }

    static func stride(width: Int) -> Int { (max(1, width) * 4 + 63) / 64 * 64 }
}
