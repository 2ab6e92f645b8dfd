// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk

/// Where GTK draws with cairo (no GPU: the software picture path, and every window
/// there), it allocates a new window-sized surface for each frame it paints and frees
/// it after. glibc hands blocks that large back to the kernel on free, so every frame
/// paid for fresh zeroed pages: page faults were a quarter of Nova's CPU while playing
/// (perf, the 720p card at 960x540 under Xvfb). Kept in the heap, the memory is reused.
///
/// glibc adapts its thresholds on its own, but only one of them at a time catches up
/// with GTK's pattern (two window-sized blocks freed together); the values are set
/// once, before GTK starts, and only raise the limits.
enum FrameMemoryReuse {
    /// Blocks below this come from the heap (glibc's ceiling for it on 64-bit).
    static let largestHeapBlock: Int32 = 32 << 20
    /// Free memory at the heap's top kept for reuse: a few 1080p window surfaces.
    static let keptAtHeapTop: Int32 = 64 << 20

    static func apply() {
        nova_keep_large_blocks(largestHeapBlock, keptAtHeapTop)
    }
}
