// SPDX-License-Identifier: GPL-3.0-or-later
import CEpoxy
import CMpv
import Foundation

/// Draws the player's video with OpenGL through `mpv_render_context`. It knows nothing of
/// GTK: the owner makes its GL context current, passes the native display for
/// hardware-decoding interop, and calls `render` into whatever framebuffer is bound.
public final class GLRenderer {
    /// Where GL function addresses come from: the same API the toolkit's context uses.
    public enum ProcAddressSource: Sendable { case egl, glx }
    /// The windowing system's display, for hardware decoding interop.
    public enum NativeDisplay { case x11(UnsafeMutableRawPointer), wayland(UnsafeMutableRawPointer), none }

    private var context: OpaquePointer?
    private let updates = RenderContextUpdates()

    /// Create with the GL context current.
    public init(player: Player, procAddress: ProcAddressSource, display: NativeDisplay) throws {
        guard let resolver = ProcAddressResolver.make(procAddress) else {
            throw EngineError.renderContextFailed("no \(procAddress == .egl ? "EGL" : "GLX") library to resolve GL functions")
        }
        var initParams = mpv_opengl_init_params(
            get_proc_address: { ctx, name in
                guard let ctx, let name else { return nil }
                return Unmanaged<ProcAddressResolver>.fromOpaque(ctx).takeUnretainedValue().address(of: name)
            },
            get_proc_address_ctx: Unmanaged.passUnretained(resolver).toOpaque())
        var advanced: Int32 = 0
        var created: OpaquePointer?
        let status: Int32 = MPV_RENDER_API_TYPE_OPENGL.withCString { apiType in
            withUnsafeMutablePointer(to: &initParams) { initPointer in
                withUnsafeMutablePointer(to: &advanced) { advancedPointer in
                    var params = [
                        mpv_render_param(type: MPV_RENDER_PARAM_API_TYPE, data: UnsafeMutableRawPointer(mutating: apiType)),
                        mpv_render_param(type: MPV_RENDER_PARAM_OPENGL_INIT_PARAMS, data: UnsafeMutableRawPointer(initPointer)),
                        mpv_render_param(type: MPV_RENDER_PARAM_ADVANCED_CONTROL, data: UnsafeMutableRawPointer(advancedPointer)),
                    ]
                    switch display {
                    case .x11(let d): params.append(mpv_render_param(type: MPV_RENDER_PARAM_X11_DISPLAY, data: d))
                    case .wayland(let d): params.append(mpv_render_param(type: MPV_RENDER_PARAM_WL_DISPLAY, data: d))
                    case .none: break
                    }
                    params.append(mpv_render_param(type: MPV_RENDER_PARAM_INVALID, data: nil))
                    return mpv_render_context_create(&created, player.handle, &params)
                }
            }
        }
        guard status >= 0, let created else { throw EngineError.renderContextFailed(Player.describe(status)) }
        context = created
        // The resolver is only used during creation.
        withExtendedLifetime(resolver) {}
    }

    deinit { free() }

    /// Called on an mpv thread when a new frame may be due; only hop threads in it.
    public func setUpdateHandler(_ handler: @escaping @Sendable () -> Void) {
        guard let context else { return }
        updates.set(on: context, handler)
    }

    /// Asks mpv whether a new frame should be drawn (call on the owner's thread after an update).
    public func frameIsDue() -> Bool {
        guard let context else { return false }
        return mpv_render_context_update(context) & UInt64(MPV_RENDER_UPDATE_FRAME.rawValue) != 0
    }

    /// Draws the current frame into the framebuffer bound now, `width`×`height` pixels.
    /// Afterwards that framebuffer is bound again (mpv leaves 0 bound).
    public func render(width: Int, height: Int) {
        let fbo = nova_gl_framebuffer_binding()
        guard let context else {
            nova_gl_clear_black()
            return
        }
        var target = mpv_opengl_fbo(fbo: fbo, w: Int32(width), h: Int32(height), internal_format: 0)
        var flip: Int32 = 1
        withUnsafeMutablePointer(to: &target) { targetPointer in
            withUnsafeMutablePointer(to: &flip) { flipPointer in
                var params = [
                    mpv_render_param(type: MPV_RENDER_PARAM_OPENGL_FBO, data: UnsafeMutableRawPointer(targetPointer)),
                    mpv_render_param(type: MPV_RENDER_PARAM_FLIP_Y, data: UnsafeMutableRawPointer(flipPointer)),
                    mpv_render_param(type: MPV_RENDER_PARAM_INVALID, data: nil),
                ]
                _ = mpv_render_context_render(context, &params)
            }
        }
        nova_gl_bind_framebuffer(fbo)
    }

    /// The name of the GL implementation behind the current context ("llvmpipe (LLVM 15.0.6, 256 bits)").
    public static func currentImplementationName() -> String? {
        nova_gl_renderer_name().map { String(cString: $0) }
    }

    /// Paints the bound framebuffer black, for when there is no renderer.
    public static func clear() { nova_gl_clear_black() }

    /// Frees the render context. Call with the GL context current, before the player terminates.
    public func free() {
        guard let context else { return }
        updates.free(context)
        self.context = nil
    }
}
