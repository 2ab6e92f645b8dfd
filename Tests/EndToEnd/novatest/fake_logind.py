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

from fake_service import serve

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

    def call(method, parameters, invocation):
        subsystem, name, value = parameters.unpack()
        if "/" in subsystem or "/" in name or subsystem != "backlight":
            invocation.return_dbus_error("org.freedesktop.DBus.Error.InvalidArgs", "bad device")
            return
        target = os.path.join(root, "class", subsystem, name, "brightness")
        # Whole at every moment, as sysfs is: a test reading it never sees it empty.
        with open(target + ".new", "w") as f:
            f.write("%d\n" % value)
        os.replace(target + ".new", target)
        with open(os.path.join(root, "logind-calls"), "a") as f:
            f.write("%s %s %d\n" % (subsystem, name, value))
        invocation.return_value(None)

    serve("org.freedesktop.login1", "/org/freedesktop/login1/session/auto", INTERFACE, call)


if __name__ == "__main__":
    main()
