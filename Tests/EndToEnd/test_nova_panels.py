# SPDX-License-Identifier: GPL-3.0-or-later
"""The player's panels: each opens placed for the window (a sheet on a portrait phone,
docked at the right otherwise), changes the player from the keyboard alone, and closes
with Esc or a tap outside; the sleep timer's "End of this video"; screenshots."""

import os
import time

import pytest

from novatest import frames, screen
from novatest.session import CARD_FPS, REPO_ROOT, wait_until
from test_nova_library import activate, last_line

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"
PANELS = ["tracks", "speed", "chapters", "sleep", "info"]
SIZES = {"phone-portrait": (360, 720), "phone-landscape": (720, 360), "desktop": (1280, 800)}


def start(nova, card, tmp_path, size, extra=None):
    env = {"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "panels", "XDG_DATA_HOME": tmp_path / "data"}
    env.update(extra or {})
    app = nova(card, env=env)
    app.resize(*size)
    app.wait_for_frame(timeout=30)
    return app


def open_panel(app, name, placement):
    before = app.log_text().count("nova-panel: focus in the %s panel" % name)
    activate("panel-" + name, window=True)
    wait_until(lambda: "nova-panel: opened %s (%s)" % (name, placement) in app.log_text(), 10,
               "the %s panel (%s)" % (name, placement))
    # The keyboard focus moves into the panel (on its current choice).
    wait_until(lambda: app.log_text().count("nova-panel: focus in the %s panel" % name) > before, 5,
               "the keyboard focus in the %s panel" % name)
    time.sleep(0.4)  # the slide-in


def closed(app, name, count=1):
    return app.log_text().count("nova-panel: closed %s" % name) >= count


@pytest.mark.parametrize("size_name", list(SIZES))
def test_each_panel_opens_placed_for_the_window_and_closes(nova, test_media, nova_mpris, tmp_path, size_name):
    width, height = SIZES[size_name]
    app = start(nova, test_media.card, tmp_path, (width, height))
    nova_mpris.wait_for_name()
    nova_mpris.pause()
    placement = "bottom" if height > width else "side"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for name in PANELS:
        open_panel(app, name, placement)
        screen.save_png(SCREENSHOTS / ("panel-%s-%s.png" % (name, size_name)))
        app.key("Escape")
        wait_until(lambda: closed(app, name), 5, "Esc to close the %s panel" % name)
    # A tap outside the panel closes it too: above a sheet, left of a docked panel.
    open_panel(app, "speed", placement)
    outside = (width // 2, 80) if placement == "bottom" else (40, height // 2)
    app.click(*outside)
    wait_until(lambda: closed(app, "speed", 2), 5, "a tap outside to close the panel")
    assert nova_mpris.playback_status == "Paused", "the tap outside only closed the panel"


@pytest.mark.parametrize("size_name", list(SIZES))
def test_speed_and_tracks_change_from_the_panels_by_keyboard(nova, test_media, nova_mpris, tmp_path, size_name):
    width, height = SIZES[size_name]
    placement = "bottom" if height > width else "side"
    app = start(nova, test_media.card, tmp_path, (width, height))
    nova_mpris.wait_for_name()
    # The current speed has the focus: one down is 1.25x.
    open_panel(app, "speed", placement)
    app.key("Down")
    app.key("Return")
    wait_until(lambda: nova_mpris.rate == pytest.approx(1.25), 10, "1.25x from the speed panel")
    app.key("Escape")
    # Audio: the current (English, 1) has the focus; down is German (2).
    open_panel(app, "tracks", placement)
    app.key("Down")
    app.key("Return")
    wait_until(lambda: "aid=2 " in last_line(app, "nova-panel: aid="), 10, "the German audio track in mpv")
    # Tab goes through every choice and button: the three subtitle rows, "Load Subtitle
    # File…", then the subtitle delay's − and +.
    time.sleep(0.3)
    for key in ["Tab"] * 6 + ["Return"]:
        app.key(key)
    wait_until(lambda: "sub-delay=0.1 " in last_line(app, "nova-panel: aid="), 10, "+0.1 s subtitle delay in mpv")
    screen.save_png(SCREENSHOTS / ("panel-tracks-changed-%s.png" % size_name))


def test_a_screenshot_lands_in_pictures_named_after_the_video(nova, test_media, nova_mpris, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    app = start(nova, test_media.card, tmp_path, (960, 600), extra={"HOME": home})
    nova_mpris.wait_for_name()
    nova_mpris.pause()
    app.key("s")
    wait_until(lambda: "Nova: screenshot " in app.log_text(), 10, "the screenshot written")
    path = app.log_text().split("Nova: screenshot ", 1)[1].splitlines()[0]
    assert path.startswith(str(home / "Pictures") + "/"), path
    assert os.path.basename(path).startswith("Nova test card 720p30 at ") and path.endswith(".png"), path
    wait_until(lambda: os.path.getsize(path) > 10000, 10, "a whole PNG")
    with open(path, "rb") as f:
        header = f.read(24)
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert int.from_bytes(header[16:20], "big") == 1280 and int.from_bytes(header[20:24], "big") == 720, \
        "the video's own frame, not the window"


def test_sleep_timer_end_of_video_stops_there_instead_of_the_next_episode(nova, test_media, nova_mpris, tmp_path):
    folder = tmp_path / "Show"
    folder.mkdir()
    for name in ("Episode 1.mkv", "Episode 2.mkv"):
        os.symlink(test_media.card, folder / name)
    # A phone held upright: with a next episode and the sleep timer's moon, the control bar
    # still fits 360 px (the resize waits for exactly 360 x 720).
    app = start(nova, folder / "Episode 1.mkv", tmp_path, (360, 720))
    nova_mpris.wait_for_name()
    # Choices: 15, 30, 60 minutes, End of this video.
    open_panel(app, "sleep", "bottom")
    app.key("Down")
    app.key("Down")
    app.key("Down")
    app.key("Return")
    wait_until(lambda: closed(app, "sleep"), 5, "the panel closing on a choice")
    app.move_pointer(180, 420)  # the controls show
    time.sleep(0.5)
    screen.save_png(SCREENSHOTS / "controls-phone-sleep-timer.png")
    assert (app.geometry().width, app.geometry().height) == (360, 720)
    nova_mpris.set_position(nova_mpris.trackid(), 55_000_000)
    wait_until(lambda: nova_mpris.playback_status == "Paused", 15, "paused at the end of Episode 1")
    # Longer than the up-next countdown: nothing moves on.
    time.sleep(11)
    assert str(nova_mpris.metadata.get("xesam:url", "")).endswith("/Episode%201.mkv"), "no next episode"
    assert nova_mpris.playback_status == "Paused"
    wait_until(lambda: "nova-panel: sleep timer fired" in app.log_text(), 5, "the timer to say it fired")
    frame = app.frame()
    assert frame is not None and frame >= 58 * CARD_FPS, "stopped on the last frames, not %r" % frame
    screen.save_png(SCREENSHOTS / "sleep-timer-fired.png")
