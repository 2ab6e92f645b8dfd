# SPDX-License-Identifier: GPL-3.0-or-later
"""A window to drag files from, as a file manager is (or addresses, as a browser): run as
``python3 -m novatest.drag_source FILE|URI...``; pressing anywhere in it and moving starts a
drag of those files (a GdkFileList, offered as text/uri-list too), which the test then
drops on Nova with the pointer through XTest."""

import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, Gio, GLib, Gtk  # noqa: E402


def main(paths):
    app = Gtk.Application(application_id="io.github.novaplayer.NovaTestDragSource",
                          flags=Gio.ApplicationFlags.NON_UNIQUE)

    def activate(application):
        window = Gtk.ApplicationWindow(application=application, title="Nova test drag source")
        window.set_default_size(200, 150)
        label = Gtk.Label(label="Drag me")
        label.set_hexpand(True)
        label.set_vexpand(True)
        # Addresses as a browser drags them; paths as a file manager does.
        files = [Gio.File.new_for_uri(p) if "://" in p else Gio.File.new_for_path(p) for p in paths]
        source = Gtk.DragSource()
        source.set_actions(Gdk.DragAction.COPY)
        source.connect("prepare", lambda *_: Gdk.ContentProvider.new_for_value(Gdk.FileList.new_from_list(files)))
        source.connect("drag-end", lambda *_: print("drag ended", flush=True))
        label.add_controller(source)
        window.set_child(label)
        window.present()
        print("ready", flush=True)

    app.connect("activate", activate)
    GLib.set_prgname("nova-test-drag-source")
    return app.run([sys.argv[0]])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
