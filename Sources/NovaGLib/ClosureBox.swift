// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk

/// A Swift closure kept alive by GLib: retained when connected, released by GLib's destroy notify.
public final class ClosureBox<F> {
    public let call: F
    public init(_ call: F) { self.call = call }

    public static func retain(_ call: F) -> gpointer { Unmanaged.passRetained(ClosureBox(call)).toOpaque() }
    public static func from(_ data: gpointer?) -> F { Unmanaged<ClosureBox<F>>.fromOpaque(data!).takeUnretainedValue().call }
    public static var release: GClosureNotify { releaseClosureBox }
    public static var destroy: GDestroyNotify { destroyClosureBox }
}

private func releaseClosureBox(_ data: gpointer?, _ closure: UnsafeMutablePointer<GClosure>?) {
    if let data { Unmanaged<AnyObject>.fromOpaque(data).release() }
}

private func destroyClosureBox(_ data: gpointer?) {
    if let data { Unmanaged<AnyObject>.fromOpaque(data).release() }
}
