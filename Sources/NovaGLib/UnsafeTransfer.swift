// SPDX-License-Identifier: GPL-3.0-or-later

/// Carries C pointers from a GLib callback into `MainActor.assumeIsolated`. GLib calls
/// Nova's callbacks on the main thread, so nothing actually crosses threads; Swift's
/// checker cannot know that about raw pointers.
public struct UnsafeTransfer<Value>: @unchecked Sendable {
    public let value: Value
    public init(_ value: Value) { self.value = value }
}
