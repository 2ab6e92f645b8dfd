# SPDX-License-Identifier: GPL-3.0-or-later
"""What the stand-in D-Bus services of the tests share: own a name on the session bus,
export one object, print "ready" once the name is owned, serve until killed."""

from gi.repository import Gio, GLib


def serve(name, path, interface_xml, call):
    """Serves ``call(method, parameters, invocation)`` for the interface in
    ``interface_xml`` at ``path`` under ``name``; returns when the name is lost."""
    node = Gio.DBusNodeInfo.new_for_xml(interface_xml)
    loop = GLib.MainLoop()

    def method_call(connection, sender, object_path, interface, method, parameters, invocation):
        call(method, parameters, invocation)

    def bus_acquired(connection, _name):
        connection.register_object(path, node.interfaces[0], method_call, None, None)

    Gio.bus_own_name(Gio.BusType.SESSION, name, Gio.BusNameOwnerFlags.NONE,
                     bus_acquired, lambda *a: print("ready", flush=True), lambda *a: loop.quit())
    loop.run()
