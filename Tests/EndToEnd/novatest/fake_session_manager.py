#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A stand-in for GNOME's session manager, for tests: owns org.gnome.SessionManager on
the session bus, answers GTK's RegisterClient, and records Inhibit/Uninhibit calls in
LOG_FILE, one line each ("inhibit COOKIE FLAGS REASON" / "uninhibit COOKIE").

Usage: fake_session_manager.py LOG_FILE   (prints "ready" once it owns the name)
"""

import sys

from gi.repository import GLib

from fake_service import serve

INTERFACE = """
<node>
  <interface name="org.gnome.SessionManager">
    <method name="RegisterClient">
      <arg direction="in" type="s" name="app_id"/>
      <arg direction="in" type="s" name="client_startup_id"/>
      <arg direction="out" type="o" name="client_id"/>
    </method>
    <method name="Inhibit">
      <arg direction="in" type="s" name="app_id"/>
      <arg direction="in" type="u" name="toplevel_xid"/>
      <arg direction="in" type="s" name="reason"/>
      <arg direction="in" type="u" name="flags"/>
      <arg direction="out" type="u" name="inhibit_cookie"/>
    </method>
    <method name="Uninhibit">
      <arg direction="in" type="u" name="inhibit_cookie"/>
    </method>
    <method name="IsInhibited">
      <arg direction="in" type="u" name="flags"/>
      <arg direction="out" type="b" name="is_inhibited"/>
    </method>
  </interface>
</node>
"""


def main():
    log_path = sys.argv[1]
    state = {"next": 1, "active": set()}

    def record(line):
        with open(log_path, "a") as f:
            f.write(line + "\n")

    def call(method, parameters, invocation):
        if method == "RegisterClient":
            invocation.return_value(GLib.Variant("(o)", ("/org/gnome/SessionManager/Client1",)))
        elif method == "Inhibit":
            app_id, xid, reason, flags = parameters.unpack()
            cookie = state["next"]
            state["next"] += 1
            state["active"].add(cookie)
            record("inhibit %d %d %s" % (cookie, flags, reason))
            invocation.return_value(GLib.Variant("(u)", (cookie,)))
        elif method == "Uninhibit":
            (cookie,) = parameters.unpack()
            state["active"].discard(cookie)
            record("uninhibit %d" % cookie)
            invocation.return_value(None)
        elif method == "IsInhibited":
            invocation.return_value(GLib.Variant("(b)", (bool(state["active"]),)))

    serve("org.gnome.SessionManager", "/org/gnome/SessionManager", INTERFACE, call)


if __name__ == "__main__":
    main()
