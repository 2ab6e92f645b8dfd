// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk

// One connector per C signal signature: a wrong arity would read garbage. The signals
// Nova uses are named in NovaUI's Widgets/Signals.swift on top of these. GTK emits all of them on the main
// thread.

public typealias Action = @MainActor () -> Void

@MainActor @discardableResult
public func onSignal(_ instance: gpointer?, _ name: String, _ handler: @escaping Action) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        let d = UnsafeTransfer(data)
        MainActor.assumeIsolated { ClosureBox<Action>.from(d.value)() }
    }
    return SignalConnection(instance, nova_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<Action>.retain(handler), ClosureBox<Action>.release))
}

public typealias PointerHandler = @MainActor (gpointer?) -> Void

/// (instance, gpointer argument): for example a gesture's cancel with its sequence.
@MainActor @discardableResult
public func onSignalWithPointer(_ instance: gpointer?, _ name: String, _ handler: @escaping PointerHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
        let d = UnsafeTransfer((data, argument))
        MainActor.assumeIsolated { ClosureBox<PointerHandler>.from(d.value.0)(d.value.1) }
    }
    return SignalConnection(instance, nova_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<PointerHandler>.retain(handler), ClosureBox<PointerHandler>.release))
}

public typealias Predicate = @MainActor () -> Bool

/// Signals returning gboolean with no arguments (close-request).
@MainActor @discardableResult
public func onSignalReturning(_ instance: gpointer?, _ name: String, _ handler: @escaping Predicate) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
        let d = UnsafeTransfer(data)
        return MainActor.assumeIsolated { ClosureBox<Predicate>.from(d.value)() ? 1 : 0 }
    }
    return SignalConnection(instance, nova_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<Predicate>.retain(handler), ClosureBox<Predicate>.release))
}

public typealias PointHandler = @MainActor (Double, Double) -> Void

/// (instance, gdouble x, gdouble y): drag-begin/update/end, motion, enter.
@MainActor @discardableResult
public func onPoint(_ instance: gpointer?, _ name: String, _ handler: @escaping PointHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, x, y, data in
        let d = UnsafeTransfer(data)
        MainActor.assumeIsolated { ClosureBox<PointHandler>.from(d.value)(x, y) }
    }
    return SignalConnection(instance, nova_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<PointHandler>.retain(handler), ClosureBox<PointHandler>.release))
}

public typealias PressHandler = @MainActor (Int, Double, Double) -> Void

/// (gesture, gint n_press, gdouble x, gdouble y): GtkGestureClick pressed/released.
@MainActor @discardableResult
public func onPress(_ instance: gpointer?, _ name: String, _ handler: @escaping PressHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, n, x, y, data in
        let d = UnsafeTransfer(data)
        MainActor.assumeIsolated { ClosureBox<PressHandler>.from(d.value)(Int(n), x, y) }
    }
    return SignalConnection(instance, nova_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<PressHandler>.retain(handler), ClosureBox<PressHandler>.release))
}

public typealias KeyHandler = @MainActor (guint, GdkModifierType) -> Bool

/// (controller, guint keyval, guint keycode, GdkModifierType state) -> gboolean: key-pressed.
@MainActor @discardableResult
public func onKey(_ instance: gpointer?, _ handler: @escaping KeyHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, state, data in
        let d = UnsafeTransfer(data)
        return MainActor.assumeIsolated { ClosureBox<KeyHandler>.from(d.value)(keyval, state) ? 1 : 0 }
    }
    return SignalConnection(instance, nova_signal_connect(instance, "key-pressed", unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<KeyHandler>.retain(handler), ClosureBox<KeyHandler>.release))
}

public typealias ValueHandler = @MainActor (UnsafePointer<GValue>?) -> Bool

/// (GtkDropTarget, const GValue *, gdouble, gdouble) -> gboolean: drop.
@MainActor @discardableResult
public func onDrop(_ instance: gpointer?, _ handler: @escaping ValueHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, UnsafePointer<GValue>?, gdouble, gdouble, gpointer?) -> gboolean = { _, value, _, _, data in
        let d = UnsafeTransfer((data, value))
        return MainActor.assumeIsolated { ClosureBox<ValueHandler>.from(d.value.0)(d.value.1) ? 1 : 0 }
    }
    return SignalConnection(instance, nova_signal_connect(instance, "drop", unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<ValueHandler>.retain(handler), ClosureBox<ValueHandler>.release))
}

public typealias FilesHandler = @MainActor ([OpaquePointer]) -> Void

/// (GApplication, GFile **files, gint n, gchar *hint): open.
@MainActor @discardableResult
public func onOpen(_ instance: gpointer?, _ handler: @escaping FilesHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<gchar>?, gpointer?) -> Void = { _, files, count, _, data in
        let list = (0..<Int(count)).compactMap { files?[$0] }
        let d = UnsafeTransfer((data, list))
        MainActor.assumeIsolated { ClosureBox<FilesHandler>.from(d.value.0)(d.value.1) }
    }
    return SignalConnection(instance, nova_signal_connect(instance, "open", unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<FilesHandler>.retain(handler), ClosureBox<FilesHandler>.release))
}

public typealias IntHandler = @MainActor (Int) -> Void

/// (instance, gint): GtkNativeDialog response.
@MainActor @discardableResult
public func onInt(_ instance: gpointer?, _ name: String, _ handler: @escaping IntHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
        let d = UnsafeTransfer(data)
        MainActor.assumeIsolated { ClosureBox<IntHandler>.from(d.value)(Int(value)) }
    }
    return SignalConnection(instance, nova_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<IntHandler>.retain(handler), ClosureBox<IntHandler>.release))
}

public typealias SizeHandler = @MainActor (Int, Int) -> Void

/// (instance, gint width, gint height): GtkDrawingArea resize.
@MainActor @discardableResult
public func onSize(_ instance: gpointer?, _ name: String, _ handler: @escaping SizeHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = { _, width, height, data in
        let d = UnsafeTransfer(data)
        MainActor.assumeIsolated { ClosureBox<SizeHandler>.from(d.value)(Int(width), Int(height)) }
    }
    return SignalConnection(instance, nova_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<SizeHandler>.retain(handler), ClosureBox<SizeHandler>.release))
}

/// A GtkMenuButton's create-popup function: runs each time its menu is about to open.
@MainActor
public func onMenuPopup(_ button: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping Action) {
    let trampoline: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
        let d = UnsafeTransfer(data)
        MainActor.assumeIsolated { ClosureBox<Action>.from(d.value)() }
    }
    gtk_menu_button_set_create_popup_func(OpaquePointer(button), trampoline, ClosureBox<Action>.retain(handler),
                                          ClosureBox<Action>.destroy)
}

/// GLib's G_VARIANT_TYPE_STRING: a type string is its own GVariantType (nothing to free).
public func withStringVariantType<R>(_ body: (OpaquePointer) -> R) -> R {
    "s".withCString { body(OpaquePointer($0)) }
}

public typealias MonitorHandler = @MainActor (GFileMonitorEvent) -> Void

/// (GFileMonitor, GFile *file, GFile *other, GFileMonitorEvent): changed.
@MainActor @discardableResult
public func onFileMonitorChanged(_ instance: gpointer?, _ handler: @escaping MonitorHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void = {
        _, _, _, event, data in
        let d = UnsafeTransfer(data)
        MainActor.assumeIsolated { ClosureBox<MonitorHandler>.from(d.value)(event) }
    }
    return SignalConnection(instance, nova_signal_connect(instance, "changed", unsafeBitCast(trampoline, to: GCallback.self),
                                                          ClosureBox<MonitorHandler>.retain(handler), ClosureBox<MonitorHandler>.release))
}

public typealias RenderHandler = @MainActor () -> Bool

/// (GtkGLArea, GdkGLContext) -> gboolean: render.
@MainActor @discardableResult
public func onRender(_ instance: gpointer?, _ handler: @escaping RenderHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, _, data in
        let d = UnsafeTransfer(data)
        return MainActor.assumeIsolated { ClosureBox<RenderHandler>.from(d.value)() ? 1 : 0 }
    }
    return SignalConnection(instance, nova_signal_connect(instance, "render", unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<RenderHandler>.retain(handler), ClosureBox<RenderHandler>.release))
}

public typealias ScrollHandler = @MainActor (Double, Double) -> Bool

/// (GtkEventControllerScroll, gdouble dx, gdouble dy) -> gboolean: scroll.
@MainActor @discardableResult
public func onScroll(_ instance: gpointer?, _ handler: @escaping ScrollHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = { _, dx, dy, data in
        let d = UnsafeTransfer(data)
        return MainActor.assumeIsolated { ClosureBox<ScrollHandler>.from(d.value)(dx, dy) ? 1 : 0 }
    }
    return SignalConnection(instance, nova_signal_connect(instance, "scroll", unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<ScrollHandler>.retain(handler), ClosureBox<ScrollHandler>.release))
}

public typealias EventHandler = @MainActor (OpaquePointer) -> Bool

/// (GtkEventControllerLegacy, GdkEvent *) -> gboolean: event.
@MainActor @discardableResult
public func onEvent(_ instance: gpointer?, _ handler: @escaping EventHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, data in
        guard let event else { return 0 }
        let d = UnsafeTransfer((data, event))
        return MainActor.assumeIsolated { ClosureBox<EventHandler>.from(d.value.0)(d.value.1) ? 1 : 0 }
    }
    return SignalConnection(instance, nova_signal_connect(instance, "event", unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<EventHandler>.retain(handler), ClosureBox<EventHandler>.release))
}

public typealias DrawHandler = @MainActor (OpaquePointer?, Double, Double) -> Void

/// Draws a GtkDrawingArea with `handler` (cairo context, width, height).
@MainActor
public func setDrawFunction(_ area: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping DrawHandler) {
    gtk_drawing_area_set_draw_func(cast(area), { _, cr, width, height, data in
        let d = UnsafeTransfer((data, cr))
        MainActor.assumeIsolated { ClosureBox<DrawHandler>.from(d.value.0)(d.value.1, Double(width), Double(height)) }
    }, ClosureBox<DrawHandler>.retain(handler), ClosureBox<DrawHandler>.destroy)
}

public typealias ResponseHandler = @MainActor (String) -> Void

/// (AdwMessageDialog or AdwAlertDialog, const char *response): response.
@MainActor @discardableResult
public func onResponse(_ instance: gpointer?, _ handler: @escaping ResponseHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, response, data in
        let text = response.map { String(cString: $0) } ?? ""
        let d = UnsafeTransfer(data)
        MainActor.assumeIsolated { ClosureBox<ResponseHandler>.from(d.value)(text) }
    }
    return SignalConnection(instance, nova_signal_connect(instance, "response", unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<ResponseHandler>.retain(handler), ClosureBox<ResponseHandler>.release))
}

/// `text` for a place that reads Pango markup (or GtkBuilder XML): a file name with "&" or
/// "<" in it shows as it is.
public func markupEscaped(_ text: String) -> String {
    guard let escaped = g_markup_escape_text(text, -1) else { return text }
    defer { g_free(escaped) }
    return String(cString: escaped)
}

public typealias RangeChangeHandler = @MainActor (GtkScrollType, Double) -> Bool

/// (GtkRange, GtkScrollType, gdouble value) -> gboolean: change-value.
@MainActor @discardableResult
public func onRangeChange(_ instance: gpointer?, _ name: String, _ handler: @escaping RangeChangeHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, GtkScrollType, gdouble, gpointer?) -> gboolean = { _, scroll, value, data in
        let d = UnsafeTransfer(data)
        return MainActor.assumeIsolated { ClosureBox<RangeChangeHandler>.from(d.value)(scroll, value) ? 1 : 0 }
    }
    return SignalConnection(instance, nova_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<RangeChangeHandler>.retain(handler), ClosureBox<RangeChangeHandler>.release))
}

public typealias NumberHandler = @MainActor (Double) -> Void

/// (instance, gdouble value): GtkScaleButton's value-changed.
@MainActor @discardableResult
public func onNumber(_ instance: gpointer?, _ name: String, _ handler: @escaping NumberHandler) -> SignalConnection {
    let trampoline: @convention(c) (gpointer?, gdouble, gpointer?) -> Void = { _, value, data in
        let d = UnsafeTransfer(data)
        MainActor.assumeIsolated { ClosureBox<NumberHandler>.from(d.value)(value) }
    }
    return SignalConnection(instance, nova_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self),
                               ClosureBox<NumberHandler>.retain(handler), ClosureBox<NumberHandler>.release))
}
