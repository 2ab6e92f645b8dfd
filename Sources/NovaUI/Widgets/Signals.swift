// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaGLib

// The GTK and GIO signals Nova connects to, by name, each on the connector for its C
// signature (NovaGLib's SignalConnectors.swift). Each returns its connection.

/// GtkButton, GtkMenuButton: pressed and released by pointer, finger or keyboard.
@MainActor @discardableResult
func onClicked(_ button: gpointer?, _ handler: @escaping Action) -> SignalConnection {
    onSignal(button, "clicked", handler)
}

/// GObject's `notify::PROPERTY`: a property of `object` changed.
@MainActor @discardableResult
func onNotify(_ object: gpointer?, _ property: String, _ handler: @escaping Action) -> SignalConnection {
    onSignalWithPointer(object, "notify::" + property) { _ in handler() }
}

/// GSimpleAction's `activate`, with its parameter (a GVariant, or nil).
@MainActor @discardableResult
func onActivate(_ action: gpointer?, _ handler: @escaping PointerHandler) -> SignalConnection {
    onSignalWithPointer(action, "activate", handler)
}

/// GtkWidget's `realize`, `unrealize` and `map`.
@MainActor @discardableResult
func onRealize(_ widget: gpointer?, _ handler: @escaping Action) -> SignalConnection { onSignal(widget, "realize", handler) }
@MainActor @discardableResult
func onUnrealize(_ widget: gpointer?, _ handler: @escaping Action) -> SignalConnection { onSignal(widget, "unrealize", handler) }
@MainActor @discardableResult
func onMap(_ widget: gpointer?, _ handler: @escaping Action) -> SignalConnection { onSignal(widget, "map", handler) }

/// GtkEditable's `changed`: the text changed.
@MainActor @discardableResult
func onChanged(_ editable: gpointer?, _ handler: @escaping Action) -> SignalConnection { onSignal(editable, "changed", handler) }

/// AdwToast's `dismissed`.
@MainActor @discardableResult
func onDismissed(_ toast: gpointer?, _ handler: @escaping Action) -> SignalConnection { onSignal(toast, "dismissed", handler) }

/// GtkWindow's `close-request`: true keeps the window (Nova closes it itself).
@MainActor @discardableResult
func onCloseRequest(_ window: gpointer?, _ handler: @escaping Predicate) -> SignalConnection {
    onSignalReturning(window, "close-request", handler)
}

/// GtkDrawingArea's `resize` (width, height).
@MainActor @discardableResult
func onResize(_ area: gpointer?, _ handler: @escaping SizeHandler) -> SignalConnection { onSize(area, "resize", handler) }

/// GtkGestureDrag's `drag-begin`, `drag-update` (offsets) and `drag-end` (offsets).
@MainActor @discardableResult
func onDragBegin(_ gesture: gpointer?, _ handler: @escaping PointHandler) -> SignalConnection {
    onPoint(gesture, "drag-begin", handler)
}
@MainActor @discardableResult
func onDragUpdate(_ gesture: gpointer?, _ handler: @escaping PointHandler) -> SignalConnection {
    onPoint(gesture, "drag-update", handler)
}
@MainActor @discardableResult
func onDragEnd(_ gesture: gpointer?, _ handler: @escaping PointHandler) -> SignalConnection {
    onPoint(gesture, "drag-end", handler)
}

/// GtkGestureClick's `pressed` and `released` (presses in a row, x, y).
@MainActor @discardableResult
func onPressed(_ gesture: gpointer?, _ handler: @escaping PressHandler) -> SignalConnection {
    onPress(gesture, "pressed", handler)
}
@MainActor @discardableResult
func onReleased(_ gesture: gpointer?, _ handler: @escaping PressHandler) -> SignalConnection {
    onPress(gesture, "released", handler)
}

/// GtkEventControllerMotion's `enter` and `motion` (x, y) and `leave`.
@MainActor @discardableResult
func onEnter(_ controller: gpointer?, _ handler: @escaping PointHandler) -> SignalConnection { onPoint(controller, "enter", handler) }
@MainActor @discardableResult
func onMotion(_ controller: gpointer?, _ handler: @escaping PointHandler) -> SignalConnection { onPoint(controller, "motion", handler) }
@MainActor @discardableResult
func onLeave(_ controller: gpointer?, _ handler: @escaping Action) -> SignalConnection { onSignal(controller, "leave", handler) }

/// A gesture's `cancel` (the sequence the compositor took over).
@MainActor @discardableResult
func onCancel(_ gesture: gpointer?, _ handler: @escaping PointerHandler) -> SignalConnection {
    onSignalWithPointer(gesture, "cancel", handler)
}

/// GtkNativeDialog's `response` (a GtkResponseType).
@MainActor @discardableResult
func onDialogResponse(_ dialog: gpointer?, _ handler: @escaping IntHandler) -> SignalConnection {
    onInt(dialog, "response", handler)
}

/// GtkEventControllerScroll's `scroll-end`.
@MainActor @discardableResult
func onScrollEnd(_ controller: gpointer?, _ handler: @escaping Action) -> SignalConnection {
    onSignal(controller, "scroll-end", handler)
}

/// GtkGestureLongPress's `pressed` (x, y).
@MainActor @discardableResult
func onLongPress(_ gesture: gpointer?, _ handler: @escaping PointHandler) -> SignalConnection {
    onPoint(gesture, "pressed", handler)
}

/// GSettings' `changed` (the key's name, a C string).
@MainActor @discardableResult
func onSettingsChanged(_ settings: gpointer?, _ handler: @escaping PointerHandler) -> SignalConnection {
    onSignalWithPointer(settings, "changed", handler)
}

/// GtkListView's `activate` (the item's position).
@MainActor @discardableResult
func onItemActivated(_ list: gpointer?, _ handler: @escaping IntHandler) -> SignalConnection {
    onInt(list, "activate", handler)
}

/// GtkListBox's `row-activated` (the row).
@MainActor @discardableResult
func onRowActivated(_ list: gpointer?, _ handler: @escaping PointerHandler) -> SignalConnection {
    onSignalWithPointer(list, "row-activated", handler)
}

/// GtkSearchEntry's `search-changed`.
@MainActor @discardableResult
func onSearchChanged(_ entry: gpointer?, _ handler: @escaping Action) -> SignalConnection {
    onSignal(entry, "search-changed", handler)
}

/// GtkSignalListItemFactory's `setup`, `bind` and `teardown` (the list item).
@MainActor @discardableResult
func onFactorySetup(_ factory: gpointer?, _ handler: @escaping PointerHandler) -> SignalConnection {
    onSignalWithPointer(factory, "setup", handler)
}
@MainActor @discardableResult
func onFactoryBind(_ factory: gpointer?, _ handler: @escaping PointerHandler) -> SignalConnection {
    onSignalWithPointer(factory, "bind", handler)
}
@MainActor @discardableResult
func onFactoryTeardown(_ factory: gpointer?, _ handler: @escaping PointerHandler) -> SignalConnection {
    onSignalWithPointer(factory, "teardown", handler)
}

/// GtkAdjustment's `value-changed`.
@MainActor @discardableResult
func onValueChanged(_ adjustment: gpointer?, _ handler: @escaping Action) -> SignalConnection {
    onSignal(adjustment, "value-changed", handler)
}

/// AdwEntryRow's `apply`.
@MainActor @discardableResult
func onApply(_ row: gpointer?, _ handler: @escaping Action) -> SignalConnection { onSignal(row, "apply", handler) }

/// GApplication's `startup` and `activate`.
@MainActor @discardableResult
func onStartup(_ application: gpointer?, _ handler: @escaping Action) -> SignalConnection {
    onSignal(application, "startup", handler)
}
@MainActor @discardableResult
func onApplicationActivate(_ application: gpointer?, _ handler: @escaping Action) -> SignalConnection {
    onSignal(application, "activate", handler)
}

/// GtkRange's `change-value`: a key or a scroll asks the slider to move (true: handled,
/// the slider stays where the state puts it).
@MainActor @discardableResult
func onChangeValue(_ range: gpointer?, _ handler: @escaping RangeChangeHandler) -> SignalConnection {
    onRangeChange(range, "change-value", handler)
}

/// GtkScaleButton's `value-changed`, with the new value.
@MainActor @discardableResult
func onScaleButtonValue(_ button: gpointer?, _ handler: @escaping NumberHandler) -> SignalConnection {
    onNumber(button, "value-changed", handler)
}
