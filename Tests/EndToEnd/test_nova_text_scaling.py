# SPDX-License-Identifier: GPL-3.0-or-later
"""At 200 % text scaling (Xft/DPI 192, from an XSETTINGS manager as a desktop has one), in
English and in German, a phone-sized window stays 360 x 720 and 720 x 360 and nothing in
it is cut off or shortened: the controls, each panel, the library, the history and the
preferences. Nova itself reports what reaches past its window or shortens its words
(`NOVA_DEBUG=sizes`, `win.report-layout`); the test fails on any of it."""

import time

import pytest

from novatest import debuglines, mpris as mpris_mod
from novatest import screen
from novatest.session import REPO_ROOT, language_env, wait_until
from novatest.xsettings import XSettings
from test_nova_library import activate, make_folder

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"
PANELS = ["tracks", "speed", "chapters", "sleep", "info"]


def layout_faults(app):
    """What Nova reports cut off or shortened in its open windows, now."""
    done = app.log_text(limit=2_000_000).count(debuglines.LAYOUT_END)
    activate("report-layout", window=True)
    wait_until(lambda: app.log_text(limit=2_000_000).count(debuglines.LAYOUT_END) > done, 10, "the layout report")
    text = app.log_text(limit=2_000_000)
    report = text[text.rindex(debuglines.LAYOUT_REPORT):text.rindex(debuglines.LAYOUT_END)]
    return [line[len(debuglines.LAYOUT_PREFIX):] for line in report.splitlines()[1:]]


class Faults:
    def __init__(self, app, language):
        self.app, self.language, self.found = app, language, []

    def check(self, state, shot):
        screen.save_png(SCREENSHOTS / ("text-200-%s%s.png" % (shot, "" if self.language == "en" else "-" + self.language)))
        self.found += ["%s, %s: %s" % (self.language, state, fault) for fault in layout_faults(self.app)]


def open_panel(app, name):
    activate("panel-" + name, window=True)
    wait_until(lambda: debuglines.panel_focus(name) in app.log_text(limit=2_000_000), 10, "the %s panel" % name)
    time.sleep(0.5)


def close_panel(app, name):
    app.key("Escape")
    wait_until(lambda: app.log_text(limit=2_000_000).count(debuglines.panel_closed(name)) >= 1, 10, "the panel closed")
    time.sleep(0.2)


@pytest.mark.parametrize("language", ["en", "de"])
def test_large_text_fits_a_phone(nova, test_media, nova_mpris, tmp_path, language):
    folder = make_folder(tmp_path, test_media.card)
    env = {"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "library,panels,sizes", "XDG_DATA_HOME": tmp_path / "data",
           "XDG_CACHE_HOME": tmp_path / "cache"}
    if language != "en":
        env.update(language_env(language))
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    with XSettings({"Xft/DPI": 192 * 1024}):
        # A video with a next episode: the control bar at its fullest.
        app = nova(folder / "Series" / "Episode 2.mkv", env=env)
        faults = Faults(app, language)
        app.resize(360, 720)  # waits for exactly 360 x 720: nothing asks for more
        app.wait_for_frame(timeout=30)
        nova_mpris.wait_for_name()
        app.move_pointer(180, 420)
        time.sleep(0.6)
        faults.check("the player at 360x720", "player")
        for name in PANELS:
            open_panel(app, name)
            faults.check("the %s panel at 360x720" % name, "panel-" + name)
            close_panel(app, name)
        app.key("ctrl+comma")
        time.sleep(1.5)
        faults.check("the preferences at 360x720", "preferences")
        app.key("Escape")
        time.sleep(0.5)
        activate("add-library-folder", str(folder))
        nova_mpris.stop()
        wait_until(lambda: "indexed %s: 3 videos" % folder in app.log_text(limit=2_000_000), 20, "the library")
        screen.move(1000, 700)  # off the window: no tooltip over the screenshot
        time.sleep(1.5)
        faults.check("the library at 360x720", "library")
        app.click(229, 690)  # "History", in the switcher at the bottom
        time.sleep(0.8)
        screen.move(1000, 700)
        faults.check("the history at 360x720", "history")
        geometry = app.geometry()
        assert (geometry.width, geometry.height) == (360, 720), "the window grew to %dx%d" % (geometry.width, geometry.height)
        # The phone held sideways: the library, docked panels, the preferences.
        app.resize(720, 360)
        time.sleep(1)
        faults.check("the history at 720x360", "history-landscape")
        nova_mpris._call(mpris_mod.PLAYER_IFACE, "OpenUri", (folder / "Series" / "Episode 2.mkv").as_uri())
        app.wait_for_frame(timeout=15)
        for name in ["tracks", "speed", "info"]:
            open_panel(app, name)
            faults.check("the %s panel at 720x360" % name, "panel-%s-landscape" % name)
            close_panel(app, name)
        app.key("ctrl+comma")
        time.sleep(1.5)
        faults.check("the preferences at 720x360", "preferences-landscape")
        app.key("Escape")
        geometry = app.geometry()
        assert (geometry.width, geometry.height) == (720, 360), "the window grew to %dx%d" % (geometry.width, geometry.height)
    assert not faults.found, "\n".join(faults.found)
