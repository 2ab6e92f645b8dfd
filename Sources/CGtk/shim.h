// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What Swift cannot import from GLib/GTK/libadwaita: macros, variadic calls and casts.

// Nova is written for Debian 12's stack (GLib 2.74, GTK 4.8, libadwaita 1.2): anything newer
// used by accident warns, and nothing deprecated since then does. What a newer stack adds is
// used only through the `nova_has_…` functions below and `StackVersions` (NovaCore),
// which decide by version.
#define GLIB_VERSION_MIN_REQUIRED GLIB_VERSION_2_74
#define GLIB_VERSION_MAX_ALLOWED GLIB_VERSION_2_74
#define GDK_VERSION_MIN_REQUIRED GDK_VERSION_4_8
#define GDK_VERSION_MAX_ALLOWED GDK_VERSION_4_8
#define ADW_VERSION_MIN_REQUIRED ADW_VERSION_1_2
#define ADW_VERSION_MAX_ALLOWED ADW_VERSION_1_2

#include <adwaita.h>
#include <gtk/gtk.h>
#include <gio/gio.h>
#include <dlfcn.h>

static inline gulong nova_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                         gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

static inline GType nova_type_file_list(void) { return GDK_TYPE_FILE_LIST; }
static inline gboolean nova_value_holds_file_list(const GValue *value) { return G_VALUE_HOLDS(value, GDK_TYPE_FILE_LIST); }

// The native display mpv needs for hardware-decoding interop, found without the
// X11/Wayland headers (they would flood the Swift namespace): 1 = X11, 2 = Wayland.
static inline void *nova_native_display(GdkDisplay *display, int *kind, int *uses_egl) {
    *kind = 0;
    *uses_egl = 0;
    GType x11 = g_type_from_name("GdkX11Display");
    GType wayland = g_type_from_name("GdkWaylandDisplay");
    if (x11 && G_TYPE_CHECK_INSTANCE_TYPE(display, x11)) {
        void *(*xdisplay)(GdkDisplay *) = (void *(*)(GdkDisplay *))dlsym(RTLD_DEFAULT, "gdk_x11_display_get_xdisplay");
        void *(*egl)(GdkDisplay *) = (void *(*)(GdkDisplay *))dlsym(RTLD_DEFAULT, "gdk_x11_display_get_egl_display");
        *kind = 1;
        *uses_egl = egl && egl(display) != NULL;
        return xdisplay ? xdisplay(display) : NULL;
    }
    if (wayland && G_TYPE_CHECK_INSTANCE_TYPE(display, wayland)) {
        void *(*wl)(GdkDisplay *) = (void *(*)(GdkDisplay *))dlsym(RTLD_DEFAULT, "gdk_wayland_display_get_wl_display");
        *kind = 2;
        *uses_egl = 1;
        return wl ? wl(display) : NULL;
    }
    return NULL;
}

static inline GVariant *nova_variant_new_string_dict_entry(const char *key, GVariant *value) {
    return g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value));
}

// gtk_accessible_update_property is variadic.
static inline void nova_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

#include <glib-unix.h>

static inline int nova_gtk_setting_int(const char *name) {
    int value = 0;
    g_object_get(gtk_settings_get_default(), name, &value, NULL);
    return value;
}

// g_object_set is variadic.
static inline void nova_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

static inline gboolean nova_is_editable(GtkWidget *widget) { return GTK_IS_EDITABLE(widget); }

// gtk_accessible_update_state is variadic: a choice that is the current one.
static inline void nova_accessible_set_checked(GtkWidget *widget, gboolean checked) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_CHECKED,
                                checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

// GTK's type-check macros, for walking a widget tree.
static inline gboolean nova_is_button(GtkWidget *widget) { return GTK_IS_BUTTON(widget); }
static inline gboolean nova_is_switch(GtkWidget *widget) { return GTK_IS_SWITCH(widget); }
static inline gboolean nova_is_menu_button(GtkWidget *widget) { return GTK_IS_MENU_BUTTON(widget); }
static inline gboolean nova_is_label(GtkWidget *widget) { return GTK_IS_LABEL(widget); }
static inline gboolean nova_is_list_box_row(GtkWidget *widget) { return GTK_IS_LIST_BOX_ROW(widget); }
static inline gboolean nova_is_range(GtkWidget *widget) { return GTK_IS_RANGE(widget); }
static inline gboolean nova_is_popover(GtkWidget *widget) { return GTK_IS_POPOVER(widget); }
static inline const char *nova_type_name(gpointer object) { return G_OBJECT_TYPE_NAME(object); }
static inline gboolean nova_is_toggle_button(GtkWidget *widget) { return GTK_IS_TOGGLE_BUTTON(widget); }
static inline gboolean nova_is_image(GtkWidget *widget) { return GTK_IS_IMAGE(widget); }
static inline gboolean nova_is_list_view(GtkWidget *widget) { return GTK_IS_LIST_VIEW(widget); }
static inline gboolean nova_is_scrolled_window(GtkWidget *widget) { return GTK_IS_SCROLLED_WINDOW(widget); }
static inline gboolean nova_is_pressable(GtkWidget *widget) {
    return GTK_IS_BUTTON(widget) || GTK_IS_CHECK_BUTTON(widget) || GTK_IS_SWITCH(widget);
}
static inline gboolean nova_is_list_row(GtkWidget *widget) {
    return GTK_IS_LIST_BOX_ROW(widget) || GTK_IS_FLOW_BOX_CHILD(widget);
}

// The volume button: a scale button from 0 to `max` percent with the volume icons
// (gtk_scale_button_new takes them as a NULL-terminated array).
static inline GtkWidget *nova_volume_button_new(double max) {
    static const char *icons[] = { "audio-volume-muted-symbolic", "audio-volume-high-symbolic",
                                   "audio-volume-low-symbolic", "audio-volume-medium-symbolic", NULL };
    return gtk_scale_button_new(0, max, 5, icons);
}

// The accessible role is a construct-only property, set through variadic g_object_new.
static inline GtkWidget *nova_label_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "accessible-role", role, NULL));
}

static inline void nova_accessible_set_description(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

// A slider's value for assistive technology: its range, where it is, and that in words.
static inline void nova_accessible_set_value(GtkWidget *widget, double min, double max, double now, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, min,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, max, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

// Left out of the accessibility tree (a placeholder that only keeps a place).
static inline void nova_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

// `widget` is named by `label` (a row's title, a stepper's value).
static inline void nova_accessible_set_labelled_by(GtkWidget *widget, GtkWidget *label) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}
// Named by its label property alone: the labelled-by relation, which comes first, is dropped.
static inline void nova_accessible_set_label_only(GtkWidget *widget, const char *label) {
    gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    nova_accessible_set_label(widget, label);
}
static inline void nova_accessible_set_described_by(GtkWidget *widget, GtkWidget *label) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL, -1);
}
// A popup surface (a popover's) and where it is on its parent surface.
static inline GdkSurface *nova_popup_parent(GdkSurface *surface, int *x, int *y) {
    if (!GDK_IS_POPUP(surface)) return NULL;
    *x = gdk_popup_get_position_x(GDK_POPUP(surface));
    *y = gdk_popup_get_position_y(GDK_POPUP(surface));
    return gdk_popup_get_parent(GDK_POPUP(surface));
}

#include <malloc.h>

// glibc's allocator: large blocks (at least `mmap_threshold` bytes) stay in the heap
// when freed, unless more than `trim_threshold` bytes lie free at its top.
static inline void nova_keep_large_blocks(int mmap_threshold, int trim_threshold) {
    mallopt(M_MMAP_THRESHOLD, mmap_threshold);
    mallopt(M_TRIM_THRESHOLD, trim_threshold);
}

// The versions Nova was built against (the headers'): a newer call exists in this build only
// where its version is reached. Run-time versions come from gtk_get_*_version and
// adw_get_*_version.
static inline unsigned nova_built_gtk_version(void) {
    return GTK_MAJOR_VERSION * 10000 + GTK_MINOR_VERSION * 100 + GTK_MICRO_VERSION;
}
static inline unsigned nova_built_adw_version(void) {
    return ADW_MAJOR_VERSION * 10000 + ADW_MINOR_VERSION * 100 + ADW_MICRO_VERSION;
}
static inline unsigned nova_running_gtk_version(void) {
    return gtk_get_major_version() * 10000 + gtk_get_minor_version() * 100 + gtk_get_micro_version();
}
static inline unsigned nova_running_adw_version(void) {
    return adw_get_major_version() * 10000 + adw_get_minor_version() * 100 + adw_get_micro_version();
}

// Nova's dialogs: libadwaita's adaptive AdwAlertDialog (1.5: inside the window, fitted to a
// narrow one) where `adaptive` says so, AdwMessageDialog (a window of its own) before. The same calls serve both; the built headers decide whether the first exists.
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
#if ADW_CHECK_VERSION(1, 5, 0)
#define NOVA_ALERT_DIALOG(widget, call, ...) \
    if (ADW_IS_ALERT_DIALOG(widget)) { adw_alert_dialog_##call(ADW_ALERT_DIALOG(widget), __VA_ARGS__); return; }
#else
#define NOVA_ALERT_DIALOG(widget, call, ...)
#endif
static inline GtkWidget *nova_alert_dialog_new(gboolean adaptive, GtkWindow *parent, const char *heading,
                                               const char *body) {
#if ADW_CHECK_VERSION(1, 5, 0)
    if (adaptive) return adw_alert_dialog_new(heading, body);
#endif
    (void)adaptive;
    return adw_message_dialog_new(parent, heading, body);
}
static inline void nova_alert_dialog_add_response(GtkWidget *dialog, const char *id, const char *label) {
    NOVA_ALERT_DIALOG(dialog, add_response, id, label)
    adw_message_dialog_add_response(ADW_MESSAGE_DIALOG(dialog), id, label);
}
static inline void nova_alert_dialog_set_response_appearance(GtkWidget *dialog, const char *id,
                                                             AdwResponseAppearance appearance) {
    NOVA_ALERT_DIALOG(dialog, set_response_appearance, id, appearance)
    adw_message_dialog_set_response_appearance(ADW_MESSAGE_DIALOG(dialog), id, appearance);
}
static inline void nova_alert_dialog_set_response_enabled(GtkWidget *dialog, const char *id, gboolean enabled) {
    NOVA_ALERT_DIALOG(dialog, set_response_enabled, id, enabled)
    adw_message_dialog_set_response_enabled(ADW_MESSAGE_DIALOG(dialog), id, enabled);
}
static inline void nova_alert_dialog_set_default_response(GtkWidget *dialog, const char *id) {
    NOVA_ALERT_DIALOG(dialog, set_default_response, id)
    adw_message_dialog_set_default_response(ADW_MESSAGE_DIALOG(dialog), id);
}
static inline void nova_alert_dialog_set_close_response(GtkWidget *dialog, const char *id) {
    NOVA_ALERT_DIALOG(dialog, set_close_response, id)
    adw_message_dialog_set_close_response(ADW_MESSAGE_DIALOG(dialog), id);
}
static inline void nova_alert_dialog_set_extra_child(GtkWidget *dialog, GtkWidget *child) {
    NOVA_ALERT_DIALOG(dialog, set_extra_child, child)
    adw_message_dialog_set_extra_child(ADW_MESSAGE_DIALOG(dialog), child);
}
// `parent`: any widget in the window the dialog belongs to.
static inline void nova_alert_dialog_present(GtkWidget *dialog, GtkWidget *parent) {
#if ADW_CHECK_VERSION(1, 5, 0)
    if (ADW_IS_ALERT_DIALOG(dialog)) { adw_dialog_present(ADW_DIALOG(dialog), parent); return; }
#endif
    (void)parent;
    gtk_window_present(GTK_WINDOW(dialog));
}
#undef NOVA_ALERT_DIALOG
G_GNUC_END_IGNORE_DEPRECATIONS

// GtkFileDialog (4.10: the desktop portal's chooser where there is one). `kind`: 0 several
// files, 1 one file, 2 a folder. `done` gets the dialog and the result, for
// nova_file_dialog_finish. Returns FALSE where this build has no GtkFileDialog.
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
static inline gboolean nova_file_dialog_open(GtkWindow *parent, const char *title, const char *accept, int kind,
                                             GListModel *filters, GtkFileFilter *default_filter,
                                             GAsyncReadyCallback done, gpointer data) {
#if GTK_CHECK_VERSION(4, 10, 0)
    GtkFileDialog *dialog = gtk_file_dialog_new();
    gtk_file_dialog_set_title(dialog, title);
    gtk_file_dialog_set_accept_label(dialog, accept);
    gtk_file_dialog_set_modal(dialog, TRUE);
    if (filters) gtk_file_dialog_set_filters(dialog, filters);
    if (default_filter) gtk_file_dialog_set_default_filter(dialog, default_filter);
    if (kind == 0) gtk_file_dialog_open_multiple(dialog, parent, NULL, done, data);
    else if (kind == 1) gtk_file_dialog_open(dialog, parent, NULL, done, data);
    else gtk_file_dialog_select_folder(dialog, parent, NULL, done, data);
    g_object_unref(dialog); // the operation holds it until `done`
    return TRUE;
#else
    (void)parent; (void)title; (void)accept; (void)kind; (void)filters; (void)default_filter; (void)done; (void)data;
    return FALSE;
#endif
}
// The chosen files as a new list of GFiles (unref it), or NULL when cancelled.
static inline GListModel *nova_file_dialog_finish(GObject *dialog, GAsyncResult *result, int kind) {
#if GTK_CHECK_VERSION(4, 10, 0)
    if (kind == 0) return gtk_file_dialog_open_multiple_finish(GTK_FILE_DIALOG(dialog), result, NULL);
    GFile *file = kind == 1 ? gtk_file_dialog_open_finish(GTK_FILE_DIALOG(dialog), result, NULL)
                            : gtk_file_dialog_select_folder_finish(GTK_FILE_DIALOG(dialog), result, NULL);
    if (!file) return NULL;
    GListStore *list = g_list_store_new(G_TYPE_FILE);
    g_list_store_append(list, file);
    g_object_unref(file);
    return G_LIST_MODEL(list);
#else
    (void)dialog; (void)result; (void)kind;
    return NULL;
#endif
}
G_GNUC_END_IGNORE_DEPRECATIONS

// Has a screen reader say `message` (gtk_accessible_announce, GTK 4.14). Returns FALSE where
// this build has no such call: words are then said by a label with the alert role.
static inline gboolean nova_accessible_announce(GtkWidget *widget, const char *message) {
#if GTK_CHECK_VERSION(4, 14, 0)
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_accessible_announce(GTK_ACCESSIBLE(widget), message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return TRUE;
#else
    (void)widget; (void)message;
    return FALSE;
#endif
}

// A list item that does not take the focus itself, only its row's controls do (GTK 4.12
// made list items focusable by default; 4.8's were not). FALSE where this build cannot.
static inline gboolean nova_list_item_keep_focus_on_its_row(GtkListItem *item) {
#if GTK_CHECK_VERSION(4, 12, 0)
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_list_item_set_focusable(item, FALSE);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return TRUE;
#else
    (void)item;
    return FALSE;
#endif
}
