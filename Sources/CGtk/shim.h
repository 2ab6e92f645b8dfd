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
