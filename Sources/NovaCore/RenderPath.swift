// SPDX-License-Identifier: GPL-3.0-or-later

/// How the picture reaches the screen: through mpv's OpenGL render API in a GL area, or
/// through its software render API into memory that GTK shows as a texture.
public enum RenderPath: String, Equatable, Sendable {
    case gl
    case software

    /// The path for this machine. `override` is `NOVA_RENDERER` (tests, bug reports) and
    /// wins when it names a path; a person's preference for software comes next. Then the
    /// GL the display gives: none at all (a GLES 2 phone under GTK 4.14+, a broken driver)
    /// or a software rasterizer (llvmpipe, softpipe, swrast: every GL pass is CPU work, and
    /// GTK reads the picture back) means software; a GPU means GL.
    public static func choose(override: String?, prefersSoftware: Bool, glContextCreated: Bool,
                              glImplementation: String?) -> RenderPath {
        if let override, let named = RenderPath(rawValue: override.lowercased().trimmed) { return named }
        if prefersSoftware || !glContextCreated { return .software }
        return CompositorChoice.isSoftware(glImplementation) ? .software : .gl
    }

    /// Whether to make a GL context at start to ask which GL this is: only where a GPU
    /// could answer (a DRM render node exists) or GL is asked for by name. Without a render
    /// node Mesa's GL is a software rasterizer, and making a context would load it (with
    /// LLVM: about 50 MB of memory) for nothing.
    public static func probesGL(renderNodeExists: Bool, override: String?) -> Bool {
        renderNodeExists || override.flatMap { RenderPath(rawValue: $0.lowercased().trimmed) } == .gl
    }

    /// The GL implementation to assume when there is no render node to probe.
    public static let implementationWithoutGPU = "software rasterizer (no GPU render node)"
}

private extension String {
    var trimmed: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
