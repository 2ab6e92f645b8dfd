// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk

/// The one cast helper: GTK's class hierarchy is C structs, so a `GtkButton *` is passed
/// where a `GtkWidget *` is expected by reinterpreting the pointer.
@inline(__always)
public func cast<T>(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<T>! {
    pointer?.assumingMemoryBound(to: T.self)
}
@inline(__always)
public func cast<T, U>(_ pointer: UnsafeMutablePointer<U>?) -> UnsafeMutablePointer<T>! {
    pointer.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: T.self) }
}
@inline(__always)
public func cast<T>(_ pointer: OpaquePointer?) -> UnsafeMutablePointer<T>! {
    pointer.map { UnsafeMutablePointer<T>($0) }
}
/// For GTK types that C keeps opaque (GtkRevealer, GtkGestureClick, …).
@inline(__always)
public func cast<U>(_ pointer: UnsafeMutablePointer<U>?) -> OpaquePointer! {
    pointer.map { OpaquePointer($0) }
}
@inline(__always)
public func raw<U>(_ pointer: UnsafeMutablePointer<U>?) -> gpointer? { pointer.map { UnsafeMutableRawPointer($0) } }
@inline(__always)
public func raw(_ pointer: OpaquePointer?) -> gpointer? { pointer.map { UnsafeMutableRawPointer($0) } }
