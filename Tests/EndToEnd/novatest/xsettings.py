# SPDX-License-Identifier: GPL-3.0-or-later
"""A minimal XSETTINGS manager on $DISPLAY, as a desktop's settings daemon provides: GTK
reads settings such as the text DPI from it when it starts.  Used to run Nova at 200 %
text scaling (Xft/DPI 192) under Xvfb."""

import struct

from Xlib import X, display as xdisplay


class XSettings:
    def __init__(self, integers):
        """``integers``: {"Xft/DPI": 192 * 1024, ...}."""
        self.integers = integers
        self.conn = None

    def __enter__(self):
        self.conn = xdisplay.Display()
        screen = self.conn.screen()
        self.window = screen.root.create_window(0, 0, 1, 1, 0, screen.root_depth)
        selection = self.conn.intern_atom("_XSETTINGS_S%d" % self.conn.get_default_screen())
        settings = self.conn.intern_atom("_XSETTINGS_SETTINGS")
        self.window.change_property(settings, settings, 8, self._encode())
        self.window.set_selection_owner(selection, X.CurrentTime)
        self.conn.sync()
        if self.conn.get_selection_owner(selection) != self.window:
            raise RuntimeError("another XSETTINGS manager owns the display")
        return self

    def _encode(self):
        body = b""
        for name, value in self.integers.items():
            raw = name.encode()
            padded = raw + b"\0" * (-len(raw) % 4)
            # type 0 (integer), a pad byte, the name's length, the name, its serial, the value
            body += struct.pack("<BxH", 0, len(raw)) + padded + struct.pack("<Ii", 0, value)
        # byte order 0 (LSB first), 3 pad bytes, serial, number of settings
        return struct.pack("<B3xII", 0, 0, len(self.integers)) + body

    def __exit__(self, *exc):
        self.window.destroy()
        self.conn.sync()
        self.conn.close()
