// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaGLib

/// A dialog that asks or tells, with buttons for its answers ("responses"): libadwaita's
/// adaptive `AdwAlertDialog` where there is one (1.5; inside the window, fitted to a phone's
/// width), `AdwMessageDialog` before, a window of its own (`StackVersions.dialogsAdaptToPhones`).
@MainActor
struct AlertDialog {
    let widget: UnsafeMutablePointer<GtkWidget>

    /// `parent` is any widget of the window the dialog belongs to.
    init(heading: String, body: String, over parent: UnsafeMutablePointer<GtkWidget>) {
        let window = gtk_widget_get_root(parent).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) }
        widget = nova_alert_dialog_new(StackVersions.running.dialogsAdaptToPhones ? 1 : 0, window, heading, body)
        self.parent = parent
    }

    private let parent: UnsafeMutablePointer<GtkWidget>

    func addResponse(_ id: String, _ label: String, appearance: AdwResponseAppearance = ADW_RESPONSE_DEFAULT) {
        nova_alert_dialog_add_response(widget, id, label)
        if appearance != ADW_RESPONSE_DEFAULT { nova_alert_dialog_set_response_appearance(widget, id, appearance) }
    }

    /// What Enter answers, and what Escape (or closing) answers.
    func setResponses(default defaultID: String, close closeID: String) {
        nova_alert_dialog_set_default_response(widget, defaultID)
        nova_alert_dialog_set_close_response(widget, closeID)
    }

    func setResponse(_ id: String, enabled: Bool) { nova_alert_dialog_set_response_enabled(widget, id, enabled ? 1 : 0) }

    func setExtraChild(_ child: UnsafeMutablePointer<GtkWidget>) { nova_alert_dialog_set_extra_child(widget, child) }

    /// `handler` gets the response's id once the dialog is answered (it then closes).
    func onAnswer(_ handler: @escaping ResponseHandler) { onResponse(raw(widget), handler) }

    /// Shows it, its buttons named for screen readers. libadwaita 1.7's dialog sheet is a
    /// plain box that takes the focus, which GTK 4.18 lets no one name (the generic role):
    /// a screen reader landing there would say nothing, so the focus goes only to the
    /// dialog's controls.
    func present() {
        ButtonNaming.nameResponses(in: widget)
        nova_alert_dialog_present(widget, parent)
        // The sheet is made as the dialog is presented.
        WidgetTree.forEach(under: widget) { part in
            if gtk_widget_get_focusable(part) != 0, nova_is_scrolled_window(part) == 0,
               gtk_accessible_get_accessible_role(OpaquePointer(part)) == GTK_ACCESSIBLE_ROLE_GENERIC {
                gtk_widget_set_focusable(part, 0)
            }
        }
    }
}
