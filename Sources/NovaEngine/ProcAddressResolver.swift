// SPDX-License-Identifier: GPL-3.0-or-later
import CEpoxy
import CMpv
import Foundation

/// Finds GL function addresses through EGL or GLX, loaded at run time so Nova links to neither.
final class ProcAddressResolver {
    private typealias Lookup = @convention(c) (UnsafePointer<CChar>) -> UnsafeMutableRawPointer?
    private let lookup: Lookup

    private init(lookup: Lookup) { self.lookup = lookup }

    static func make(_ source: GLRenderer.ProcAddressSource) -> ProcAddressResolver? {
        let (libraries, symbol) = source == .egl
            ? (["libEGL.so.1", "libEGL.so"], "eglGetProcAddress")
            : (["libGL.so.1", "libGLX.so.0", "libGL.so"], "glXGetProcAddressARB")
        for library in libraries {
            guard let lib = dlopen(library, RTLD_NOW | RTLD_GLOBAL), let function = dlsym(lib, symbol) else { continue }
            return ProcAddressResolver(lookup: unsafeBitCast(function, to: Lookup.self))
        }
        return nil
    }

    func address(of name: UnsafePointer<CChar>) -> UnsafeMutableRawPointer? { lookup(name) }
}
