# SPDX-License-Identifier: GPL-3.0-or-later
"""Shared constants, logging, the Failed exception and the optional D-Bus imports."""

import os
import sys

try:  # only the seek section needs D-Bus (Nova's MPRIS)
    import dbus
    from novatest.mpris import Mpris
    DBusError = dbus.DBusException
except ImportError:
    Mpris = None

    class DBusError(Exception):
        pass

CARD = "test-card-720p30.mkv"
CARD_SECONDS = 60
FPS = 30
VIDEO_W, VIDEO_H = 960, 540
CLK_TCK = os.sysconf("SC_CLK_TCK")
PYTHON = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable


def log(message):
    print(message, file=sys.stderr, flush=True)


class Failed(Exception):
    pass
