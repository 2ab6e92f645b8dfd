# SPDX-License-Identifier: GPL-3.0-or-later
"""The window keeps its size: what it was at the last close is what it is at the next
start, launch after launch, with no window manager and with one."""

import shutil
import subprocess
import time

import pytest

from novatest.session import wait_until


@pytest.fixture
def window_manager(x_display):
    """Openbox on the test display for one test (other tests run with none)."""
    if shutil.which("openbox") is None:
        pytest.fail("openbox is missing: meson-helpers/dev test installs it")
    process = subprocess.Popen(["openbox", "--sm-disable"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    time.sleep(0.5)
    yield process
    process.terminate()
    process.wait(10)


def launches_keep_the_size(nova, tmp_path):
    # Settings that last from one run to the next, as a desktop's do.
    env = {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": tmp_path / "config", "NOVA_AUDIO_OUTPUT": "null"}
    first = nova(env=env)
    first.resize(700, 500)
    time.sleep(0.3)
    first.stop()
    sizes = []
    for _ in range(5):
        app = nova(env=env)
        sizes.append(wait_until(lambda: (lambda g: (g.width, g.height))(app.geometry()), 10, "the window's size"))
        time.sleep(0.5)  # settled: a window manager may still be placing it
        sizes[-1] = (app.geometry().width, app.geometry().height)
        app.stop()
    assert sizes == [(700, 500)] * 5, "sizes at five starts: %r" % sizes


def test_the_window_keeps_its_size_without_a_window_manager(nova, tmp_path):
    launches_keep_the_size(nova, tmp_path)


def test_the_window_keeps_its_size_with_a_window_manager(nova, tmp_path, window_manager):
    launches_keep_the_size(nova, tmp_path)
