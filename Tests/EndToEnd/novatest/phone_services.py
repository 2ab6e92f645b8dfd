# SPDX-License-Identifier: GPL-3.0-or-later
"""What a test does to the phone's stand-in services: lock the session (fake logind on
the private system bus), and make calls come and go in GNOME Calls (fake_gnome_calls on
the session bus) or in ModemManager (fake_modem_manager on the private system bus).

Each function makes its own connection and closes it, so a test needs no main loop.

GNOME Calls states (43):  0 unknown, 1 active, 2 held, 3 dialing, 4 alerting,
                          5 incoming, 6 waiting, 7 disconnected.
ModemManager call states: 0 unknown, 1 dialing, 2 ringing-out, 3 ringing-in, 4 active,
                          5 held, 6 waiting, 7 terminated; directions 1 incoming, 2 outgoing.
"""

import os
import selectors
import subprocess
from pathlib import Path

from gi.repository import Gio, GLib

from .session import terminate

FAKES = Path(__file__).resolve().parent
FAKE_LOGIND_SESSION = FAKES / "fake_logind_session.py"
FAKE_GNOME_CALLS = FAKES / "fake_gnome_calls.py"
FAKE_MODEM_MANAGER = FAKES / "fake_modem_manager.py"

CONTROL_PATH = "/org/novatest/Control"


def _call(address, name, path, interface, method, signature=None, args=(), reply=None):
    connection = Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
        None, None)
    try:
        params = GLib.Variant("(%s)" % signature, tuple(args)) if signature else None
        result = connection.call_sync(name, path, interface, method, params,
                                      GLib.VariantType(reply) if reply else None,
                                      Gio.DBusCallFlags.NONE, 5000, None)
        return result.unpack() if result is not None else None
    finally:
        connection.close_sync(None)


def _session_address():
    address = os.environ.get("DBUS_SESSION_BUS_ADDRESS")
    if not address:
        raise RuntimeError("no D-Bus session bus: run the tests under `dbus-run-session --`")
    return address


# ------------------------------------------------------------------ logind

def set_locked(system_bus_address, locked):
    """Sets the session's LockedHint, as a lock screen does when it shows or goes."""
    _call(system_bus_address, "org.freedesktop.login1", "/org/freedesktop/login1/session/c1",
          "org.freedesktop.login1.Session", "SetLockedHint", "b", (bool(locked),))


# ------------------------------------------------------------------ GNOME Calls

def calls_add(state, inbound=True):
    """A new call in GNOME Calls; returns its object path."""
    return _call(_session_address(), "org.gnome.Calls", CONTROL_PATH, "org.novatest.CallsControl",
                 "AddCall", "ub", (state, bool(inbound)), "(o)")[0]


def calls_set_state(path, state):
    _call(_session_address(), "org.gnome.Calls", CONTROL_PATH, "org.novatest.CallsControl",
          "SetState", "ou", (path, state))


def calls_remove(path):
    _call(_session_address(), "org.gnome.Calls", CONTROL_PATH, "org.novatest.CallsControl",
          "RemoveCall", "o", (path,))


# ------------------------------------------------------------------ ModemManager

def modem_add(system_bus_address, state, direction=1):
    """A new call on the modem; returns its object path."""
    return _call(system_bus_address, "org.freedesktop.ModemManager1", CONTROL_PATH, "org.novatest.ModemControl",
                 "AddCall", "ii", (state, direction), "(o)")[0]


def modem_set_state(system_bus_address, path, state):
    _call(system_bus_address, "org.freedesktop.ModemManager1", CONTROL_PATH, "org.novatest.ModemControl",
          "SetState", "oi", (path, state))


def modem_remove(system_bus_address, path):
    _call(system_bus_address, "org.freedesktop.ModemManager1", CONTROL_PATH, "org.novatest.ModemControl",
          "RemoveCall", "o", (path,))


# ------------------------------------------------------------------ the fakes

def start_fake(script, env=None, timeout=10.0):
    """Starts one of the fake services (FAKE_LOGIND_SESSION, FAKE_GNOME_CALLS,
    FAKE_MODEM_MANAGER) with ``env`` added to the environment (the system fakes need
    DBUS_SYSTEM_BUS_ADDRESS); returns its Popen once it owns its name.  End it with
    session.terminate."""
    proc = subprocess.Popen(["/usr/bin/python3", str(script)], env=dict(os.environ, **(env or {})),
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, text=True)
    with selectors.DefaultSelector() as selector:
        selector.register(proc.stdout, selectors.EVENT_READ)
        line = proc.stdout.readline() if selector.select(timeout) else ""
    proc.stdout.close()  # the fakes print nothing more
    if line.strip() != "ready":
        terminate(proc)
        raise RuntimeError("%s did not start (exit code %s)" % (script.name, proc.returncode))
    return proc
