# SPDX-License-Identifier: GPL-3.0-or-later
"""MPRIS (org.mpris.MediaPlayer2) access on the session bus with dbus-python.

The session is expected to be a private one (``dbus-run-session --``).
Values come back as plain Python types; Position/Seek/SetPosition use
microseconds, as MPRIS does.
"""

import os
import time

import dbus

BUS_NAME = "org.mpris.MediaPlayer2.nova"
OBJECT_PATH = "/org/mpris/MediaPlayer2"
ROOT_IFACE = "org.mpris.MediaPlayer2"
PLAYER_IFACE = "org.mpris.MediaPlayer2.Player"
PROPS_IFACE = "org.freedesktop.DBus.Properties"
NAME_PREFIX = "org.mpris.MediaPlayer2."


def session_bus():
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        raise RuntimeError("no D-Bus session bus: run the tests under "
                           "`dbus-run-session -- ...`")
    return dbus.SessionBus(private=True)


def to_python(value):
    """dbus-python values to plain Python ones (recursively)."""
    if isinstance(value, dbus.Boolean):
        return bool(value)
    if isinstance(value, (dbus.Byte, dbus.Int16, dbus.Int32, dbus.Int64,
                          dbus.UInt16, dbus.UInt32, dbus.UInt64)):
        return int(value)
    if isinstance(value, dbus.Double):
        return float(value)
    if isinstance(value, (dbus.String, dbus.ObjectPath, dbus.Signature)):
        return str(value)
    if isinstance(value, dbus.Dictionary):
        return {to_python(k): to_python(v) for k, v in value.items()}
    if isinstance(value, (dbus.Array, dbus.Struct, list, tuple)):
        return [to_python(v) for v in value]
    return value


def player_names(bus):
    """Bus names of all MPRIS players on ``bus``."""
    return sorted(str(n) for n in bus.list_names() if str(n).startswith(NAME_PREFIX))


class Mpris:
    """One player's MPRIS interfaces.  ``name`` is the well-known bus name;
    with ``prefix=True`` the first name starting with it is used (players
    that add an instance suffix)."""

    def __init__(self, name=BUS_NAME, bus=None, timeout=5.0, prefix=False):
        self.bus = bus or session_bus()
        self.name = name
        self.prefix = prefix
        self.timeout = timeout
        self._object = None

    # -- the name
    def resolved_name(self):
        if not self.prefix:
            return self.name if self.bus.name_has_owner(self.name) else None
        for name in player_names(self.bus):
            if name == self.name or name.startswith(self.name + "."):
                return name
        return None

    def has_name(self):
        return self.resolved_name() is not None

    def wait_for_name(self, timeout=20.0):
        """Wait until the player owns its bus name; return the name."""
        deadline = time.monotonic() + timeout
        while True:
            name = self.resolved_name()
            if name:
                self.name = name
                self.prefix = False
                self._object = None
                return name
            if time.monotonic() >= deadline:
                raise AssertionError("timed out after %.1f s waiting for bus name %s; "
                                     "MPRIS names on the bus: %r"
                                     % (timeout, self.name, player_names(self.bus)))
            time.sleep(0.05)

    def wait_for_name_gone(self, timeout=10.0):
        deadline = time.monotonic() + timeout
        while self.bus.name_has_owner(self.name):
            if time.monotonic() >= deadline:
                raise AssertionError("bus name %s still owned after %.1f s"
                                     % (self.name, timeout))
            time.sleep(0.05)

    def _obj(self):
        if self._object is None:
            self._object = self.bus.get_object(self.name, OBJECT_PATH, introspect=False)
        return self._object

    def _call(self, iface, method, *args):
        func = self._obj().get_dbus_method(method, iface)
        return to_python(func(*args, timeout=self.timeout))

    # -- properties
    def get(self, prop, iface=PLAYER_IFACE):
        return self._call(PROPS_IFACE, "Get", iface, prop)

    def get_all(self, iface=PLAYER_IFACE):
        return self._call(PROPS_IFACE, "GetAll", iface)

    def set(self, prop, value, iface=PLAYER_IFACE):
        # Properties.Set takes a variant ("ssv"); without introspection python-dbus would
        # send the bare type ("ssd"), which a GDBus service rejects.
        self._call(PROPS_IFACE, "Set", iface, prop, type(value)(value, variant_level=1))

    @property
    def playback_status(self):
        return self.get("PlaybackStatus")

    @property
    def position(self):
        """Playback position in microseconds."""
        return self.get("Position")

    @property
    def metadata(self):
        return self.get("Metadata")

    @property
    def volume(self):
        return self.get("Volume")

    @volume.setter
    def volume(self, value):
        self.set("Volume", dbus.Double(value))

    @property
    def rate(self):
        return self.get("Rate")

    @property
    def identity(self):
        return self.get("Identity", ROOT_IFACE)

    def trackid(self):
        return self.metadata.get("mpris:trackid")

    # -- methods
    def play(self):
        self._call(PLAYER_IFACE, "Play")

    def pause(self):
        self._call(PLAYER_IFACE, "Pause")

    def play_pause(self):
        self._call(PLAYER_IFACE, "PlayPause")

    def stop(self):
        self._call(PLAYER_IFACE, "Stop")

    def next(self):
        self._call(PLAYER_IFACE, "Next")

    def previous(self):
        self._call(PLAYER_IFACE, "Previous")

    def seek(self, offset_us):
        """Seek relative to the current position, in microseconds."""
        self._call(PLAYER_IFACE, "Seek", dbus.Int64(int(offset_us)))

    def set_position(self, trackid, position_us):
        self._call(PLAYER_IFACE, "SetPosition", dbus.ObjectPath(trackid),
                   dbus.Int64(int(position_us)))

    def open_uri(self, uri):
        self._call(PLAYER_IFACE, "OpenUri", dbus.String(uri))

    def raise_window(self):
        self._call(ROOT_IFACE, "Raise")

    def quit(self):
        self._call(ROOT_IFACE, "Quit")
