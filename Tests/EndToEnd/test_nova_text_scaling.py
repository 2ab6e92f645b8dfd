# SPDX-License-Identifier: GPL-3.0-or-later
"""At 200 % text scaling (Xft/DPI 192, from an XSETTINGS manager as a desktop has one),
a phone-sized window stays 360 x 720: the controls, a panel and the library fit."""

import time

from novatest import mpris as mpris_mod
from novatest import screen
from novatest.session import REPO_ROOT, wait_until
from novatest.xsettings import XSettings
from test_nova_library import activate, make_folder

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"


def test_large_text_fits_a_phone(nova, test_media, nova_mpris, tmp_path):
    folder = make_folder(tmp_path, test_media.card)
    env = {"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "library,panels,sizes", "XDG_DATA_HOME": tmp_path / "data",
           "XDG_CACHE_HOME": tmp_path / "cache"}
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    with XSettings({"Xft/DPI": 192 * 1024}):
        # A video with a next episode: the control bar at its fullest.
        app = nova(folder / "Series" / "Episode 2.mkv", env=env)
        app.resize(360, 720)  # waits for exactly 360 x 720: nothing asks for more
        app.wait_for_frame(timeout=30)
        nova_mpris.wait_for_name()
        app.move_pointer(180, 420)
        time.sleep(0.6)
        screen.save_png(SCREENSHOTS / "text-200-player.png")
        activate("panel-tracks", window=True)
        wait_until(lambda: "nova-panel: opened tracks (bottom)" in app.log_text(), 10, "the tracks panel")
        time.sleep(0.5)
        screen.save_png(SCREENSHOTS / "text-200-panel.png")
        app.key("Escape")
        activate("add-library-folder", str(folder))
        nova_mpris.stop()
        wait_until(lambda: "indexed %s: 3 videos" % folder in app.log_text(), 20, "the library")
        screen.move(1000, 700)  # off the window: no tooltip over the screenshot
        time.sleep(1.5)
        screen.save_png(SCREENSHOTS / "text-200-library.png")
        app.click(229, 690)  # "History", in the switcher at the bottom
        time.sleep(0.8)
        screen.move(1000, 700)
        screen.save_png(SCREENSHOTS / "text-200-history.png")
        geometry = app.geometry()
        assert (geometry.width, geometry.height) == (360, 720), "the window grew to %dx%d" % (geometry.width, geometry.height)
        # The phone held sideways: the library and a docked panel.
        app.resize(720, 360)
        time.sleep(1)
        screen.save_png(SCREENSHOTS / "text-200-library-landscape.png")
        nova_mpris._call(mpris_mod.PLAYER_IFACE, "OpenUri", (folder / "Series" / "Episode 2.mkv").as_uri())
        app.wait_for_frame(timeout=15)
        activate("panel-speed", window=True)
        wait_until(lambda: "nova-panel: opened speed (side)" in app.log_text(), 10, "the speed panel")
        time.sleep(0.5)
        screen.save_png(SCREENSHOTS / "text-200-panel-landscape.png")
        geometry = app.geometry()
        assert (geometry.width, geometry.height) == (720, 360), "the window grew to %dx%d" % (geometry.width, geometry.height)
