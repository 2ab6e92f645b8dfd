// SPDX-License-Identifier: GPL-3.0-or-later

/// Which GTK renderer composes Nova's window. On a GPU, GTK's GL renderer is right. On a
/// software rasterizer (Mesa's llvmpipe, softpipe) every GL pass is CPU work: mpv already
/// draws the picture there, and GTK composing the window again with GL shaders roughly
/// triples the CPU cost of playback; its cairo renderer composes the same window with
/// far less. A person's own `GSK_RENDERER` always wins.
public enum CompositorChoice {
    public static func renderer(glImplementation: String?, userChoice: String?) -> String? {
        if let userChoice, !userChoice.isEmpty { return nil }
        guard let name = glImplementation?.lowercased() else { return nil }
        let software = ["llvmpipe", "softpipe", "swrast", "software rasterizer"]
        return software.contains { name.contains($0) } ? "cairo" : nil
    }
}
