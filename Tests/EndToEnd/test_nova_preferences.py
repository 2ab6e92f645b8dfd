# SPDX-License-Identifier: GPL-3.0-or-later
"""The preferences window (Ctrl+,): shown at the three sizes, and a change in it
reaches the player at once (volume boost: the volume goes past 100 %)."""

import time

import pytest

from novatest import consolelines
from novatest import screen
from novatest.session import REPO_ROOT, _xdotool, wait_until, window_geometry

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"
SIZES = {"phone-portrait": (360, 720), "phone-landscape": (720, 360), "desktop": (1280, 800)}


def preferences_window():
    result = _xdotool("search", "--onlyvisible", "--name", "^Preferences$")
    ids = [int(line) for line in result.stdout.split()]
    return ids[-1] if ids else None


def open_preferences(app):
    app.key("ctrl+comma")
    window = wait_until(preferences_window, 10, "the preferences window")
    time.sleep(0.8)
    return window


@pytest.mark.parametrize("size_name", list(SIZES))
def test_the_preferences_fit_the_window(nova, test_media, nova_mpris, tmp_path, size_name):
    width, height = SIZES[size_name]
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    app.resize(width, height)
    app.wait_for_frame(timeout=30)
    nova_mpris.wait_for_name()
    nova_mpris.pause()
    window = open_preferences(app)
    geometry = window_geometry(window)
    # (Up to 16 px more: the shadow of the window's own decoration.)
    assert geometry.width <= max(width, 360) + 16 and geometry.height <= max(height, 360) + 16, \
        "the preferences (%dx%d) are not larger than the player" % (geometry.width, geometry.height)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    screen.save_png(SCREENSHOTS / ("preferences-%s.png" % size_name))


def test_volume_boost_lets_the_volume_pass_100(nova, test_media, nova_mpris, tmp_path):
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    app.resize(1280, 800)
    app.wait_for_frame(timeout=30)
    nova_mpris.wait_for_name()
    for _ in range(3):
        app.key("Up")
    time.sleep(0.5)
    assert nova_mpris.volume == pytest.approx(1.0), "without the boost the volume stops at 100 %"
    window = open_preferences(app)
    geometry = window_geometry(window)
    # The "Volume boost" switch: the last row of "Playback" on the first page (560 x 640 window).
    screen.click(geometry.x + 487, geometry.y + 480)
    time.sleep(0.5)
    screen.save_png(SCREENSHOTS / "preferences-volume-boost.png")
    _xdotool("windowfocus", "--sync", str(window))
    screen.key("Escape")
    wait_until(lambda: preferences_window() is None, 5, "the preferences closed")
    for _ in range(3):
        app.key("Up")
    wait_until(lambda: nova_mpris.volume >= 1.1, 5, "the volume past 100 % with the boost")


def test_what_mpv_refuses_in_my_own_configuration_is_said(nova, test_media, nova_mpris, tmp_path):
    config = tmp_path / "config"
    (config / "mpv").mkdir(parents=True)
    (config / "mpv" / "mpv.conf").write_text("volume-max=150\nno-such-option=yes\n")
    (config / "glib-2.0" / "settings").mkdir(parents=True)
    (config / "glib-2.0" / "settings" / "keyfile").write_text("[io/github/novaplayer/Nova]\nuse-mpv-config=true\n")
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null", "GSETTINGS_BACKEND": "keyfile",
                                     "XDG_CONFIG_HOME": config, "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    wait_until(lambda: consolelines.said("Your mpv configuration: ") in app.log_text(), 10, "the refused option said")
    assert "no-such-option" in app.log_text().split(consolelines.said("Your mpv configuration: "), 1)[1]
