// SPDX-License-Identifier: GPL-3.0-or-later

/// Which GTK renderer composes Nova's window. On a GPU, GTK's GL renderer is right. On a
/// software rasterizer (Mesa's llvmpipe, softpipe) every GL pass is CPU work: mpv already
/// draws the picture there, and GTK composing the window again with GL shaders roughly
/// triples the CPU cost of playback; its cairo renderer composes the same window with
/// far less. A person's own `GSK_RENDERER` always wins.
public enum CompositorChoice {
    public static func renderer(glImplementation: String?, userChoice: String?) -> String? {
        if let userChoice, !userChoice.isEmpty { return nil }
        return isSoftware(glImplementation) ? "cairo" : nil
    }

    /// mpv's hardware decoding: worth probing for only when a GPU draws. On a software
    /// rasterizer there is no GPU to hand frames to, and the probe (VA-API, VDPAU, CUDA,
    /// each failing in turn) only delays the first frame.
    public static func hardwareDecoding(glImplementation: String?) -> Bool {
        !isSoftware(glImplementation)
    }

    /// mpv's scaling: its cheapest filters where every GL pass is CPU work.
    public static func scalesCheaply(glImplementation: String?) -> Bool {
        isSoftware(glImplementation)
    }

    static func isSoftware(_ glImplementation: String?) -> Bool {
        guard let name = glImplementation?.lowercased() else { return false }
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { name.contains($0) }
    }
}
