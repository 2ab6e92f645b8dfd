# SPDX-License-Identifier: GPL-3.0-or-later
"""The GTK and libadwaita this system has, for the few tests whose setting or expectation
depends on their versions (Nova decides the same in StackVersions)."""

import functools
import subprocess


@functools.lru_cache(maxsize=None)
def _version(package):
    """A pkg-config package's version on this system, as a tuple of ints."""
    text = subprocess.run(["pkg-config", "--modversion", package], capture_output=True, text=True,
                          check=True).stdout.strip()
    return tuple(int(part) for part in text.split("."))


def gtk_version():
    return _version("gtk4")


def adwaita_version():
    return _version("libadwaita-1")


def gl_off_environment():
    """The environment that keeps GTK from opening GL: GTK 4.16 moved the switch."""
    return {"GDK_DISABLE": "gl"} if gtk_version() >= (4, 16) else {"GDK_DEBUG": "gl-disable"}


def dialogs_adapt():
    """Whether Nova's dialogs are libadwaita's adaptive ones (1.5): inside the window, an
    alert to a screen reader, rather than a window of their own (StackVersions)."""
    return adwaita_version() >= (1, 5)
