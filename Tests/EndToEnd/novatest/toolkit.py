# SPDX-License-Identifier: GPL-3.0-or-later
"""The GTK this system has, for the few tests whose setting depends on its version
(Nova decides the same in StackVersions)."""

import functools
import subprocess


@functools.lru_cache(maxsize=None)
def gtk_version():
    """GTK 4's version on this system, as a tuple of ints."""
    text = subprocess.run(["pkg-config", "--modversion", "gtk4"], capture_output=True, text=True,
                          check=True).stdout.strip()
    return tuple(int(part) for part in text.split("."))


def gl_off_environment():
    """The environment that keeps GTK from opening GL: GTK 4.16 moved the switch."""
    return {"GDK_DISABLE": "gl"} if gtk_version() >= (4, 16) else {"GDK_DEBUG": "gl-disable"}
