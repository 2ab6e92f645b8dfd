#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A stand-in for logind's brightness call, for tests: owns org.freedesktop.login1 on
the session bus given by DBUS_SESSION_BUS_ADDRESS and serves
/org/freedesktop/login1/session/auto's Session.SetBrightness(subsystem, name, value) by
writing the value into SYSFS_ROOT/class/<subsystem>/<name>/brightness, as the kernel
would show it.  Each call is also appended to SYSFS_ROOT/logind-calls.

Usage: fake_logind.py SYSFS_ROOT   (prints "ready" once it owns the name)
"""

import os
import sys

from gi.repository import Gio, GLib

INTERFACE = """
<node>
  <interface name="org.freedesktop.login1.Session">
    <method name="SetBrightness">
      <arg direction="in" type="s" name="subsystem"/>
      <arg direction="in" type="s" name="name"/>
      <arg direction="in" type="u" name="brightness"/>
    </method>
  </interface>
</node>
"""


def main():
    root = sys.argv[1]
    node = Gio.DBusNodeInfo.new_for_xml(INTERFACE)
    loop = GLib.MainLoop()

    def call(connection, sender, path, interface, method, parameters, invocation):
        subsystem, name, value = parameters.unpack()
        if "/" in subsystem or "/" in name or subsystem != "backlight":
            invocation.return_dbus_error("org.freedesktop.DBus.Error.InvalidArgs", "bad device")
            return
        target = os.path.join(root, "class", subsystem, name, "brightness")
        with open(target, "w") as f:
            f.write("%d\n" % value)
        with open(os.path.join(root, "logind-calls"), "a") as f:
            f.write("%s %s %d\n" % (subsystem, name, value))
        invocation.return_value(None)

    def acquired(connection, name):
        print("ready", flush=True)

    def bus_acquired(connection, name):
        connection.register_object("/org/freedesktop/login1/session/auto", node.interfaces[0], call, None, None)

    Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.login1", Gio.BusNameOwnerFlags.NONE,
                     bus_acquired, acquired, lambda *a: loop.quit())
    loop.run()


if __name__ == "__main__":
    main()
