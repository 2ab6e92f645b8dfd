// SPDX-License-Identifier: GPL-3.0-or-later
import CMpv

/// An mpv render context's update callback, with the handler kept alive while it is set,
/// and the context's freeing (the callback cleared first), for both renderers.
final class RenderContextUpdates {
    private var box: Unmanaged<Handler>?

    private final class Handler {
        let call: @Sendable () -> Void
        init(_ call: @escaping @Sendable () -> Void) { self.call = call }
    }

    /// `handler` runs on an mpv thread when a new frame may be due; only hop threads in it.
    func set(on context: OpaquePointer, _ handler: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Handler(handler))
        mpv_render_context_set_update_callback(context, { data in
            guard let data else { return }
            Unmanaged<Handler>.fromOpaque(data).takeUnretainedValue().call()
        }, box.toOpaque())
        self.box?.release()
        self.box = box
    }

    /// Clears the callback and frees `context`.
    func free(_ context: OpaquePointer) {
        mpv_render_context_set_update_callback(context, nil, nil)
        mpv_render_context_free(context)
        box?.release()
        box = nil
    }
}

/// mpv's software render context for `player` (whose video output is "libmpv").
func makeSoftwareRenderContext(for player: Player) throws -> OpaquePointer {
    // This renderer must never be handed a picture to turn (`Player.keepPictureUnturned`).
    player.keepPictureUnturned()
    var created: OpaquePointer?
    let status: Int32 = MPV_RENDER_API_TYPE_SW.withCString { apiType in
        var params = [
            mpv_render_param(type: MPV_RENDER_PARAM_API_TYPE, data: UnsafeMutableRawPointer(mutating: apiType)),
            mpv_render_param(type: MPV_RENDER_PARAM_INVALID, data: nil),
        ]
        return mpv_render_context_create(&created, player.handle, &params)
    }
    guard status >= 0, let created else { throw EngineError.renderContextFailed(Player.describe(status)) }
    return created
}

/// mpv's software render call: the context's current frame, scaled and letterboxed to
/// `width`×`height`, into `pixels` (`stride` bytes a row) in `format` ("bgr0", ...).
func renderInMemory(_ context: OpaquePointer, format: String, width: Int, height: Int, stride: Int,
                    into pixels: UnsafeMutableRawPointer) -> Int32 {
    var size: [Int32] = [Int32(clamping: width), Int32(clamping: height)]
    var rowBytes = stride
    return format.withCString { name in
        size.withUnsafeMutableBufferPointer { sizePointer in
            withUnsafeMutablePointer(to: &rowBytes) { stridePointer in
                var params = [
                    mpv_render_param(type: MPV_RENDER_PARAM_SW_SIZE, data: UnsafeMutableRawPointer(sizePointer.baseAddress)),
                    mpv_render_param(type: MPV_RENDER_PARAM_SW_FORMAT, data: UnsafeMutableRawPointer(mutating: name)),
                    mpv_render_param(type: MPV_RENDER_PARAM_SW_STRIDE, data: UnsafeMutableRawPointer(stridePointer)),
                    mpv_render_param(type: MPV_RENDER_PARAM_SW_POINTER, data: pixels),
                    mpv_render_param(type: MPV_RENDER_PARAM_INVALID, data: nil),
                ]
                return mpv_render_context_render(context, &params)
            }
        }
    }
}
