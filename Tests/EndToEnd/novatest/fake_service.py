# SPDX-License-Identifier: GPL-3.0-or-later
"""What the stand-in D-Bus services of the tests share: own a name on the session bus
(or on the system bus that DBUS_SYSTEM_BUS_ADDRESS names), export objects, print "ready"
once the name is owned, serve until killed.

``serve`` exports one object whose methods a callback answers.  ``run`` lets a service
export several through ``Exported`` (an interface whose properties live in a dict and
whose changes are announced) and ``ObjectManager`` (org.freedesktop.DBus.ObjectManager,
written out here because GDBusObjectManagerServer needs C interface skeletons)."""

from gi.repository import Gio, GLib

PROPERTIES = "org.freedesktop.DBus.Properties"
OBJECT_MANAGER = "org.freedesktop.DBus.ObjectManager"


def run(name, export, bus_type=Gio.BusType.SESSION):
    """Owns ``name`` on the bus of ``bus_type``; ``export(connection)`` registers the
    objects before the name is owned, so that "ready" means they are all there.
    Returns when the name is lost."""
    loop = GLib.MainLoop()
    Gio.bus_own_name(bus_type, name, Gio.BusNameOwnerFlags.NONE,
                     lambda connection, _name: export(connection),
                     lambda *a: print("ready", flush=True), lambda *a: loop.quit())
    loop.run()


def serve(name, path, interface_xml, call, bus_type=Gio.BusType.SESSION):
    """Serves ``call(method, parameters, invocation)`` for the interface in
    ``interface_xml`` at ``path`` under ``name``; returns when the name is lost."""
    node = Gio.DBusNodeInfo.new_for_xml(interface_xml)

    def method_call(connection, sender, object_path, interface, method, parameters, invocation):
        call(method, parameters, invocation)

    run(name, lambda connection: connection.register_object(path, node.interfaces[0], method_call, None, None),
        bus_type)


def interfaces(xml):
    """The interfaces of introspection ``xml``, by name."""
    return {info.name: info for info in Gio.DBusNodeInfo.new_for_xml(xml).interfaces}


class Exported:
    """Interface ``info`` at ``path``: its properties are ``values`` (plain Python values,
    typed by the introspection data), read through org.freedesktop.DBus.Properties;
    its methods go to ``call(method, parameters, invocation)``."""

    def __init__(self, connection, path, info, values=None, call=None):
        self.connection = connection
        self.path = path
        self.info = info
        self.values = dict(values or {})
        self._call = call
        self._id = connection.register_object(path, info, self._method, self._get, None)

    def _method(self, connection, sender, path, interface, method, parameters, invocation):
        if self._call is None:
            invocation.return_dbus_error("org.freedesktop.DBus.Error.UnknownMethod", method)
        else:
            self._call(method, parameters, invocation)

    def _get(self, connection, sender, path, interface, name):
        return self.variant(name)

    def variant(self, name):
        return GLib.Variant(self.info.lookup_property(name).signature, self.values[name])

    def properties(self):
        """All properties as a{sv}, as GetManagedObjects and InterfacesAdded carry them."""
        return {name: self.variant(name) for name in self.values}

    def set(self, **values):
        """Changes properties and announces them with PropertiesChanged, as GDBus
        skeletons do (one signal for the lot)."""
        self.values.update(values)
        changed = {name: self.variant(name) for name in values}
        self.connection.emit_signal(None, self.path, PROPERTIES, "PropertiesChanged",
                                    GLib.Variant("(sa{sv}as)", (self.info.name, changed, [])))

    def emit(self, signal, signature=None, args=()):
        """Emits ``signal`` of this interface from this path."""
        params = GLib.Variant("(%s)" % signature, tuple(args)) if signature else None
        self.connection.emit_signal(None, self.path, self.info.name, signal, params)

    def unexport(self):
        if self._id:
            self.connection.unregister_object(self._id)
            self._id = 0


OBJECT_MANAGER_XML = """
<node>
  <interface name="org.freedesktop.DBus.ObjectManager">
    <method name="GetManagedObjects">
      <arg direction="out" type="a{oa{sa{sv}}}" name="objects"/>
    </method>
    <signal name="InterfacesAdded">
      <arg type="o" name="object_path"/>
      <arg type="a{sa{sv}}" name="interfaces_and_properties"/>
    </signal>
    <signal name="InterfacesRemoved">
      <arg type="o" name="object_path"/>
      <arg type="as" name="interfaces"/>
    </signal>
  </interface>
</node>
"""


class ObjectManager:
    """org.freedesktop.DBus.ObjectManager at ``path``, managing objects that are lists of
    ``Exported`` (one per interface, all at one path)."""

    def __init__(self, connection, path):
        self.connection = connection
        self.path = path
        self.objects = {}
        self._id = connection.register_object(path, interfaces(OBJECT_MANAGER_XML)[OBJECT_MANAGER],
                                              self._method, None, None)

    def _method(self, connection, sender, path, interface, method, parameters, invocation):
        managed = {object_path: self._describe(parts) for object_path, parts in self.objects.items()}
        invocation.return_value(GLib.Variant("(a{oa{sa{sv}}})", (managed,)))

    @staticmethod
    def _describe(parts):
        return {part.info.name: part.properties() for part in parts}

    def add(self, parts):
        """Manages the object made of ``parts``; announces it with InterfacesAdded."""
        object_path = parts[0].path
        self.objects[object_path] = parts
        self.connection.emit_signal(None, self.path, OBJECT_MANAGER, "InterfacesAdded",
                                    GLib.Variant("(oa{sa{sv}})", (object_path, self._describe(parts))))

    def remove(self, object_path):
        """Announces the object's end with InterfacesRemoved, then unexports it."""
        parts = self.objects.pop(object_path)
        self.connection.emit_signal(None, self.path, OBJECT_MANAGER, "InterfacesRemoved",
                                    GLib.Variant("(oas)", (object_path, [part.info.name for part in parts])))
        for part in parts:
            part.unexport()


def call_control(calls, add, set_state, remove):
    """The tests' control of a stand-in phone service, for its control interface's method
    calls: ``AddCall(…) -> o`` (``add(*args)`` returns the new call's path), then
    ``SetState(o, state)`` and ``RemoveCall(o)`` on a path in ``calls`` (any other is an
    UnknownObject error)."""
    def control(method, parameters, invocation):
        args = parameters.unpack()
        if method == "AddCall":
            invocation.return_value(GLib.Variant("(o)", (add(*args),)))
            return
        if args[0] not in calls:
            invocation.return_dbus_error("org.freedesktop.DBus.Error.UnknownObject", args[0])
            return
        if method == "SetState":
            set_state(*args)
        else:
            remove(args[0])
        invocation.return_value(None)
    return control
