# SPDX-License-Identifier: GPL-3.0-or-later
"""The window keeps its size: what it was at the last close is what it is at the next
start, launch after launch, with no window manager and with one."""

import shutil
import subprocess
import time

import pytest

from novatest import screen
from novatest.session import wait_until


def managed():
    """Whether a window manager runs on the test display (EWMH's _NET_SUPPORTING_WM_CHECK)."""
    from Xlib import X
    conn = screen.display()
    check = conn.intern_atom("_NET_SUPPORTING_WM_CHECK")
    return conn.screen().root.get_full_property(check, X.AnyPropertyType) is not None


@pytest.fixture
def window_manager(x_display):
    """Openbox on the test display for one test (other tests run with none)."""
    if shutil.which("openbox") is None:
        pytest.fail("openbox is missing: meson-helpers/dev test installs it")
    process = subprocess.Popen(["openbox", "--sm-disable"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    wait_until(managed, 10, "openbox to manage the display")
    yield process
    process.terminate()
    process.wait(10)
    # Gone, its property may linger: deleted so later tests see no window manager.
    from Xlib import X
    conn = screen.display()
    conn.screen().root.delete_property(conn.intern_atom("_NET_SUPPORTING_WM_CHECK"))
    conn.sync()


def settled_size(app):
    """The window's size once it stays the same for half a second (a window manager may
    still be placing the window)."""
    def steady():
        first = app.geometry()
        time.sleep(0.5)
        second = app.geometry()
        return (second.width, second.height) if (first.width, first.height) == (second.width, second.height) else None
    return wait_until(steady, 10, "the window's size to settle")


def launches_keep_the_size(nova, tmp_path):
    # Settings that last from one run to the next, as a desktop's do.
    env = {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": tmp_path / "config", "NOVA_AUDIO_OUTPUT": "null"}
    first = nova(env=env)
    first.resize(700, 500)
    time.sleep(1)  # GTK takes the new size from the X server's notification
    first.stop()
    sizes = []
    for _ in range(5):
        app = nova(env=env)
        sizes.append(settled_size(app))
        app.stop()
    assert sizes == [(700, 500)] * 5, "sizes at five starts: %r" % sizes


def test_the_window_keeps_its_size_without_a_window_manager(nova, tmp_path):
    launches_keep_the_size(nova, tmp_path)


def test_the_window_keeps_its_size_with_a_window_manager(nova, tmp_path, window_manager):
    launches_keep_the_size(nova, tmp_path)
    assert managed(), "openbox managed the windows throughout"
