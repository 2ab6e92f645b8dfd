// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk

/// Where GTK draws with cairo (no GPU, or a GPU whose GL it cannot use: the software
/// picture path), it allocates a new window-sized surface for each frame it paints and
/// frees it after. glibc hands blocks that large back to the kernel on free, so every frame
/// paid for fresh zeroed pages: page faults were a quarter of Nova's CPU while playing
/// (perf, the 720p card at 960x540 under Xvfb). Kept in the heap, the memory is reused.
///
/// glibc adapts its thresholds on its own, but only one of them at a time catches up
/// with GTK's pattern (two window-sized blocks freed together); the values are set
/// once, before GTK starts, and only raise the limits. They are set on every machine:
/// whether GTK falls back to cairo (a GLES 2 phone) is known only after it starts, and
/// where it draws with GL they only keep freed large blocks in the heap for reuse.
enum FrameMemoryReuse {
    /// Blocks below this come from the heap (glibc's ceiling for it on 64-bit).
    static let largestHeapBlock: Int32 = 32 << 20
    /// Free memory at the heap's top kept for reuse: a few 1080p window surfaces.
    static let keptAtHeapTop: Int32 = 64 << 20

    static func apply() {
        nova_keep_large_blocks(largestHeapBlock, keptAtHeapTop)
    }
}
