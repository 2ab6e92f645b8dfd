# SPDX-License-Identifier: GPL-3.0-or-later
"""The player's panels: each opens placed for the window (a sheet on a portrait phone,
docked at the right otherwise), changes the player from the keyboard alone, and closes
with Esc or a tap outside; the sleep timer's "End of this video"; screenshots."""

import os
import re
import subprocess
import time

import pytest

from novatest import consolelines
from novatest import debuglines, frames, screen
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
    before = app.log_text().count(debuglines.panel_focus(name))
    activate("panel-" + name, window=True)
    # The window's new size may reach GTK just after the panel opened (a loaded
    # machine): the panel then moves, and where it ends is what counts.
    wait_until(lambda: placement_of(app, name, before) == placement, 10,
               "the %s panel (%s)" % (name, placement))
    # The keyboard focus moves into the panel (on its current choice).
    wait_until(lambda: app.log_text().count(debuglines.panel_focus(name)) > before, 5,
               "the keyboard focus in the %s panel" % name)
    time.sleep(0.4)  # the slide-in


def placement_of(app, name, opened_before=0):
    """Where the panel opened after ``opened_before`` focus lines now is, or None."""
    text = app.log_text()
    marker = debuglines.panel_focus(name)
    start = 0
    for _ in range(opened_before):
        start = text.index(marker, start) + len(marker)
    # The last "opened"/"moved" line for this panel after that point.
    found = debuglines.panel_placed(name).findall(text[start:])
    if not found:
        return None
    opened, moved = found[-1]
    return opened or moved


def closed(app, name, count=1):
    return app.log_text().count(debuglines.panel_closed(name)) >= count


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
    wait_until(lambda: "aid=2 " in last_line(app, debuglines.PANEL_STATE), 10, "the German audio track in mpv")
    # Tab goes through every choice and button: "Even out loudness", the three subtitle
    # rows, "Load Subtitle File…", then the subtitle delay's − and +.
    time.sleep(0.3)
    for key in ["Tab"] * 7 + ["Return"]:
        app.key(key)
    wait_until(lambda: "sub-delay=0.1 " in last_line(app, debuglines.PANEL_STATE), 10, "+0.1 s subtitle delay in mpv")
    screen.save_png(SCREENSHOTS / ("panel-tracks-changed-%s.png" % size_name))


def test_a_screenshot_lands_in_pictures_named_after_the_video(nova, test_media, nova_mpris, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    app = start(nova, test_media.card, tmp_path, (960, 600), extra={"HOME": home})
    nova_mpris.wait_for_name()
    nova_mpris.pause()
    app.key("s")
    wait_until(lambda: consolelines.SCREENSHOT in app.log_text(), 10, "the screenshot written")
    path = app.log_text().split(consolelines.SCREENSHOT, 1)[1].splitlines()[0]
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
    wait_until(lambda: debuglines.SLEEP_TIMER_FIRED in app.log_text(), 5, "the timer to say it fired")
    frame = app.frame()
    assert frame is not None and frame >= 58 * CARD_FPS, "stopped on the last frames, not %r" % frame
    screen.save_png(SCREENSHOTS / "sleep-timer-fired.png")


def controls(app, name):
    """The controls the open ``name`` panel last said it has: {name: (x, y, shown)}, the
    middle of each in window coordinates."""
    text = app.log_text(limit=200000)
    text = text[text.rfind(debuglines.panel_opened(name)):]
    found = {}
    for match in debuglines.PANEL_CONTROL.finditer(text):
        label, x, y, width, height, shown = match.groups()
        found[label] = (int(x) + int(width) // 2, int(y) + int(height) // 2, shown == "shown")
    return found


def press(app, name, label):
    """Clicks (or with touch emulation, taps) the panel's control ``label``, scrolling the
    panel with the wheel first when the control is out of its view, as a person would."""
    for _ in range(30):
        x, y, shown = wait_until(lambda: controls(app, name).get(label), 5, "the control %r in the %s panel" % (label, name))
        if shown:
            app.click(x, y)
            return
        close_x, close_y, _ = controls(app, name)["Close"]
        before = app.log_text(limit=200000).count(debuglines.panel_control("Close"))
        screen.scroll(3 if y > close_y else -3, *app.to_screen(close_x - 60, (close_y + y) // 2 if y > close_y else close_y + 80))
        wait_until(lambda: app.log_text(limit=200000).count(debuglines.panel_control("Close")) > before, 5,
                   "the %s panel to say where its controls are after scrolling" % name)
    raise AssertionError("could not scroll %r into view" % label)


def panel_state(app, key):
    """The value of ``key`` (aid, sid, speed, sub-delay, audio-delay, sub-scale) in the last state line."""
    line = last_line(app, debuglines.PANEL_STATE)
    match = re.search(r"\b%s=(\S+)" % re.escape(key), line)
    return match.group(1) if match else None


def control_reports(app):
    return app.log_text(limit=200000).count(debuglines.panel_control("Close"))


def changes_to(app, key, value, what):
    """Waits for the panel's state line to show ``key`` at ``value``."""
    wait_until(lambda: panel_state(app, key) == value, 10, what)


@pytest.mark.parametrize("way", ["pointer", "touch"])
@pytest.mark.parametrize("size_name", list(SIZES))
def test_every_control_of_every_panel_answers_a_click_and_a_tap(nova, test_media, nova_mpris, tmp_path, size_name, way):
    width, height = SIZES[size_name]
    placement = "bottom" if height > width else "side"
    extra = {"NOVA_TOUCH_EMULATION": "1"} if way == "touch" else {}
    app = start(nova, test_media.card, tmp_path, (width, height), extra)
    nova_mpris.wait_for_name()
    nova_mpris.pause()
    nova_mpris.set_position(nova_mpris.trackid(), 5_000_000)

    # Audio & Subtitles: every row, the file chooser, every stepper both ways, sync, close.
    open_panel(app, "tracks", placement)
    press(app, "tracks", "German — Deutscher Ton")
    changes_to(app, "aid", "2", "the German audio track chosen by %s" % way)
    press(app, "tracks", "English — English tone")
    changes_to(app, "aid", "1", "the English audio track")
    press(app, "tracks", "Off")
    changes_to(app, "sid", "no", "subtitles off")
    press(app, "tracks", "German — Deutsch")
    changes_to(app, "sid", "2", "German subtitles")
    press(app, "tracks", "English — English")
    changes_to(app, "sid", "1", "English subtitles")
    for label, key, values in [("Subtitle delay", "sub-delay", ("0.1", "0.0")),
                               ("Subtitle size", "sub-scale", ("1.1", "1.0")),
                               ("Audio delay", "audio-delay", ("0.1", "0.0"))]:
        press(app, "tracks", label + ": More")
        changes_to(app, key, values[0], label + " up")
        press(app, "tracks", label + ": Less")
        changes_to(app, key, values[1], label + " back down")
    # Playing, mpv reads the next line ahead (about a second): then syncing it moves the
    # subtitles. (Lines start every 3 s: a press or two later, the next one is known.)
    nova_mpris.play()
    for attempt in range(4):
        states = app.log_text(limit=200000).count(debuglines.PANEL_STATE)
        press(app, "tracks", "Sync Next Line to Now")
        wait_until(lambda: app.log_text(limit=200000).count(debuglines.PANEL_STATE) > states, 5, "the sync pressed")
        if panel_state(app, "sub-delay") not in (None, "0.0", "-0.0"):
            break
        time.sleep(1)
    else:
        raise AssertionError("syncing the next line never moved the subtitles")
    nova_mpris.pause()
    before = {w[0] for w in screen.toplevel_windows(app.pid)}
    press(app, "tracks", "Load Subtitle File…")
    chooser = wait_until(lambda: [w[0] for w in screen.toplevel_windows(app.pid) if w[0] not in before], 10,
                         "the subtitle file chooser")[0]
    subprocess.run(["xdotool", "windowfocus", "--sync", str(chooser)], check=True)
    screen.key("Escape")
    wait_until(lambda: chooser not in [w[0] for w in screen.toplevel_windows(app.pid)], 10, "the chooser closed")
    if not closed(app, "tracks"):
        press(app, "tracks", "Close")
    wait_until(lambda: closed(app, "tracks"), 5, "the tracks panel's close button")

    # Speed: every row.
    open_panel(app, "speed", placement)
    for speed in [0.5, 0.75, 1.25, 1.5, 1.75, 2, 3, 1]:
        label = ("%g" % speed) + "×"
        press(app, "speed", label)
        wait_until(lambda: nova_mpris.rate == pytest.approx(speed), 10, "%s from the speed panel" % label)
    press(app, "speed", "Close")
    wait_until(lambda: closed(app, "speed"), 5, "the speed panel's close button")

    # Chapters: each row jumps there and closes the panel.
    for count, (chapter, begins) in enumerate([("Middle", 20), ("Credits", 40), ("Opening", 0)], 1):
        open_panel(app, "chapters", placement)
        press(app, "chapters", chapter)
        wait_until(lambda: closed(app, "chapters", count), 5, "the chapters panel closing on %s" % chapter)
        wait_until(lambda: abs(nova_mpris.position / 1e6 - begins) < 1, 10, "the %s chapter (%d s)" % (chapter, begins))

    # Sleep timer: every choice, then Off.
    for count, (choice, said) in enumerate([("15 minutes", "15:00"), ("30 minutes", "30:00"), ("60 minutes", "1:00:00"),
                                            ("End of this video", ":"), ("Off", "off")], 1):
        open_panel(app, "sleep", placement)
        before = app.log_text(limit=200000).count(debuglines.SLEEP_TIMER)
        press(app, "sleep", choice)
        wait_until(lambda: app.log_text(limit=200000).count(debuglines.SLEEP_TIMER) > before, 5, "the timer set to %s" % choice)
        assert said in last_line(app, debuglines.SLEEP_TIMER)
        wait_until(lambda: closed(app, "sleep", count), 5, "the sleep panel closing on %s" % choice)

    # Video Information: its close button.
    open_panel(app, "info", placement)
    press(app, "info", "Close")
    wait_until(lambda: closed(app, "info"), 5, "the information panel's close button")
    assert nova_mpris.playback_status == "Paused", "no press in a panel reached the picture"
    screen.save_png(SCREENSHOTS / ("panels-pressed-%s-%s.png" % (size_name, way)))


def test_a_swipe_down_on_the_sheet_closes_it(nova, test_media, nova_mpris, tmp_path):
    app = start(nova, test_media.card, tmp_path, (360, 720), {"NOVA_TOUCH_EMULATION": "1"})
    nova_mpris.wait_for_name()
    nova_mpris.pause()
    open_panel(app, "speed", "bottom")
    x, y, _ = controls(app, "speed")["Close"]
    app.drag(x - 120, y, x - 120, y + 200)
    wait_until(lambda: closed(app, "speed"), 5, "a swipe down on the sheet's header to close it")
    assert nova_mpris.playback_status == "Paused", "the swipe only closed the sheet"
