#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A stand-in for logind's view of the user's session, for tests: owns
org.freedesktop.login1 on the system bus given by DBUS_SYSTEM_BUS_ADDRESS (see
system_bus.PrivateSystemBus) with one session, c1, whose LockedHint a test changes
through SetLockedHint (phone_services.set_locked), as a phone's lock screen does.

The Manager finds the session (GetSession, GetSessionByPID); the session is at
/org/freedesktop/login1/session/c1 and, as real logind resolves it to the caller's
session, at .../session/auto.  Changes are announced from the c1 path only, as logind
does: a client that watches "auto" hears nothing.

Usage: fake_logind_session.py   (prints "ready" once it owns the name)
"""

from gi.repository import Gio, GLib

from fake_service import Exported, interfaces, run

SESSION_PATH = "/org/freedesktop/login1/session/c1"
ALIAS_PATH = "/org/freedesktop/login1/session/auto"

INTERFACES = interfaces("""
<node>
  <interface name="org.freedesktop.login1.Manager">
    <method name="GetSession">
      <arg direction="in" type="s" name="session_id"/>
      <arg direction="out" type="o" name="object_path"/>
    </method>
    <method name="GetSessionByPID">
      <arg direction="in" type="u" name="pid"/>
      <arg direction="out" type="o" name="object_path"/>
    </method>
  </interface>
  <interface name="org.freedesktop.login1.Session">
    <property name="Id" type="s" access="read"/>
    <property name="LockedHint" type="b" access="read"/>
    <property name="Active" type="b" access="read"/>
    <method name="SetLockedHint">
      <arg direction="in" type="b" name="locked"/>
    </method>
    <method name="Lock"/>
    <method name="Unlock"/>
    <signal name="Lock"/>
    <signal name="Unlock"/>
  </interface>
</node>
""")


def main():
    def export(connection):
        def manager_call(method, parameters, invocation):
            if method == "GetSession" and parameters.unpack()[0] not in ("auto", "self", "c1"):
                invocation.return_dbus_error("org.freedesktop.login1.NoSuchSession",
                                             "No session '%s' known" % parameters.unpack()[0])
                return
            invocation.return_value(GLib.Variant("(o)", (SESSION_PATH,)))

        def session_call(method, parameters, invocation):
            if method == "SetLockedHint":
                session.set(LockedHint=parameters.unpack()[0])
            else:  # Lock, Unlock: logind asks the session's screen locker by a signal
                session.emit(method)
            invocation.return_value(None)

        info = INTERFACES["org.freedesktop.login1.Session"]
        Exported(connection, "/org/freedesktop/login1", INTERFACES["org.freedesktop.login1.Manager"],
                 call=manager_call)
        session = Exported(connection, SESSION_PATH, info, {"Id": "c1", "LockedHint": False, "Active": True},
                           call=session_call)
        # The alias reads the same values (the same dict) and takes the same calls, but
        # session_call announces from the c1 path.
        alias = Exported(connection, ALIAS_PATH, info, call=session_call)
        alias.values = session.values

    run("org.freedesktop.login1", export, Gio.BusType.SYSTEM)


if __name__ == "__main__":
    main()
