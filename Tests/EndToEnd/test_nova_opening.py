# SPDX-License-Identifier: GPL-3.0-or-later
"""What Nova is handed, by a drop, MPRIS OpenUri, the command line or the open dialog:
media plays; a subtitle file goes to the video that plays; what cannot be played (or a
client's junk) is said and leaves the video playing."""

import os
import subprocess
import sys
import time

import dbus
import pytest

from novatest import consolelines
from novatest import screen
from novatest.session import CARD_FPS, REPO_ROOT, wait_until

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"
MAGENTA = (255, 0, 255)


def magenta_subtitle(path):
    """An SRT whose one line, shown for the whole card, is a run of magenta blocks: its
    pixels on screen say the file's subtitles show."""
    path.write_text('1\n00:00:00,000 --> 01:00:00,000\n<font color="#ff00ff">██████████</font>\n', encoding="utf-8")
    return path


def magenta_pixels(app):
    image = app.capture()
    count = 0
    for y in range(image.height // 2, image.height, 3):
        row = image.row(y)
        for x in range(0, image.width, 3):
            r, g, b = row[x]
            # Magenta, even under the controls' shade: red and blue high, green far below.
            if r > 60 and b > 60 and g * 3 < min(r, b):
                count += 1
    return count


def playing_card(nova, test_media, nova_mpris, tmp_path, extra=None):
    env = {"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"}
    env.update(extra or {})
    app = nova(test_media.card, env=env)
    app.resize(960, 600)
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    return app


def still_playing(app, nova_mpris, what):
    """The card keeps playing: its frames advance and MPRIS still names it."""
    first = app.wait_for_frame()
    app.wait_for_frame(lambda n: n > first + CARD_FPS // 2, timeout=10, what="the card still playing after " + what)
    assert nova_mpris.playback_status == "Playing", what
    assert str(nova_mpris.metadata.get("xesam:url", "")).endswith("/test-card-720p30.mkv"), what


def subtitles_show(app, path, how):
    wait_until(lambda: consolelines.subtitles_added(path) in app.log_text(), 10, "the subtitles added by " + how)
    try:
        wait_until(lambda: magenta_pixels(app) > 20, 20, "the file's subtitle line on screen after " + how)
    except AssertionError as error:
        raise AssertionError("%s; the screen then: %s" % (error, app.save_failure_screenshot())) from None


def test_a_subtitle_file_given_by_openuri_goes_to_the_video(nova, test_media, nova_mpris, tmp_path):
    app = playing_card(nova, test_media, nova_mpris, tmp_path)
    subtitles = magenta_subtitle(tmp_path / "film.srt")
    nova_mpris.open_uri(subtitles.as_uri())
    subtitles_show(app, subtitles, "OpenUri")
    still_playing(app, nova_mpris, "a subtitle file from OpenUri")
    screen.save_png(SCREENSHOTS / "subtitles-added.png")


def test_a_subtitle_file_on_the_command_line_goes_to_the_video(nova, launch, nova_path, test_media, nova_mpris, tmp_path):
    subtitles = magenta_subtitle(tmp_path / "film.srt")
    # Beside the video, on one command line.
    app = nova(test_media.card, subtitles, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    subtitles_show(app, subtitles, "the command line")
    # Alone, from a second launch, to the window that plays.
    other = magenta_subtitle(tmp_path / "other.srt")
    second = launch([nova_path, other], window=False)
    assert second.exited(timeout=20) == 0, second.log_text()
    subtitles_show(app, other, "a second launch")
    still_playing(app, nova_mpris, "subtitles from a second launch")


def test_a_subtitle_file_chosen_in_the_open_dialog_goes_to_the_video(nova, test_media, nova_mpris, tmp_path):
    app = playing_card(nova, test_media, nova_mpris, tmp_path)
    subtitles = magenta_subtitle(tmp_path / "film.srt")
    before = {w[0] for w in screen.toplevel_windows(app.pid)}
    app.key("ctrl+o")
    chooser = wait_until(lambda: [w[0] for w in screen.toplevel_windows(app.pid) if w[0] not in before], 10,
                         "the open dialog")[0]
    subprocess.run(["xdotool", "windowfocus", "--sync", str(chooser)], check=True)
    screen.type_path(subtitles)
    screen.key("Return")
    wait_until(lambda: chooser not in [w[0] for w in screen.toplevel_windows(app.pid)], 10, "the open dialog closed")
    subtitles_show(app, subtitles, "the open dialog")
    still_playing(app, nova_mpris, "subtitles from the open dialog")


def drag_files(app, tmp_path, launch, *paths):
    """Drags ``paths`` from a test window (as from a file manager) onto the middle of Nova's."""
    source = launch([sys.executable, "-m", "novatest.drag_source"] + [str(p) for p in paths],
                    env={"PYTHONPATH": str(REPO_ROOT / "Tests" / "EndToEnd")}, name="drag-source")
    source.move(1000, 600)
    x0, y0 = source.to_screen(100, 75)
    geometry = app.geometry()
    x1, y1 = geometry.x + geometry.width // 2, geometry.y + geometry.height // 2
    screen.drag(x0, y0, x1, y1, steps=40, step_delay=0.03, hold=0.3)
    wait_until(lambda: "drag ended" in source.log_text(), 10, "the drag to end")


def test_a_subtitle_file_dropped_goes_to_the_video_and_a_bad_file_dropped_leaves_it_playing(
        nova, launch, test_media, nova_mpris, tmp_path):
    app = playing_card(nova, test_media, nova_mpris, tmp_path)
    subtitles = magenta_subtitle(tmp_path / "film.srt")
    drag_files(app, tmp_path, launch, subtitles)
    subtitles_show(app, subtitles, "a drop")
    still_playing(app, nova_mpris, "a subtitle file dropped")
    drag_files(app, tmp_path, launch, test_media.text_file)
    wait_until(lambda: "Can't play “not-media.txt”" in app.log_text(), 15, "Nova to say the dropped file cannot play")
    still_playing(app, nova_mpris, "a text file dropped")
    screen.save_png(SCREENSHOTS / "drop-not-media-toast.png")


def test_subtitles_with_nothing_playing_ask_for_a_video_first(nova, nova_mpris, tmp_path):
    app = nova(env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    subtitles = magenta_subtitle(tmp_path / "film.srt")
    nova_mpris.open_uri(subtitles.as_uri())
    wait_until(lambda: consolelines.said("Subtitles need a video") in app.log_text(), 10, "Nova to ask for a video first")
    assert nova_mpris.playback_status == "Stopped"
    assert "Can't play" not in app.log_text()


def test_a_failed_openuri_leaves_the_video_playing(nova, test_media, nova_mpris, tmp_path):
    app = playing_card(nova, test_media, nova_mpris, tmp_path)
    # Refused at once, with an error for the client.
    for junk in ["", "../../etc/passwd", "relative.mkv", "javascript:alert(1)"]:
        with pytest.raises(dbus.exceptions.DBusException) as refused:
            nova_mpris.open_uri(junk)
        assert refused.value.get_dbus_name() == "org.freedesktop.DBus.Error.InvalidArgs", junk
    still_playing(app, nova_mpris, "refused OpenUri calls")
    # Accepted, then found not to play: said, and the card plays on from where it was.
    for bad, name in [((tmp_path / "missing.mkv").as_uri(), "missing.mkv"), (test_media.empty_file.as_uri(), "empty.mkv"),
                      (test_media.text_file.as_uri(), "not-media.txt")]:
        before = app.log_text().count("Can't play “%s”" % name)
        was_at = app.wait_for_frame()
        nova_mpris.open_uri(bad)
        wait_until(lambda: app.log_text().count("Can't play “%s”" % name) > before, 15, "Nova to say %s cannot play" % name)
        still_playing(app, nova_mpris, "OpenUri(%s)" % name)
        assert app.wait_for_frame() >= was_at - CARD_FPS // 2, "the card goes on from where it was, not from the start"
    screen.save_png(SCREENSHOTS / "openuri-failed-toast.png")


def test_hostile_volume_and_rate_change_nothing_they_should_not(nova, test_media, nova_mpris, tmp_path):
    app = playing_card(nova, test_media, nova_mpris, tmp_path)
    nova_mpris.volume = 0.5
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.5), 10, "volume 0.5")
    nova_mpris.volume = float("nan")
    held = time.monotonic() + 1
    while time.monotonic() < held:
        assert nova_mpris.volume == pytest.approx(0.5), "NaN is no volume: not muted"
        time.sleep(0.05)
    nova_mpris.volume = float("inf")
    wait_until(lambda: nova_mpris.volume == pytest.approx(1.0), 10, "∞ held to the most")
    nova_mpris.volume = -4.0
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.0), 10, "a negative volume held to 0")
    nova_mpris.set("Rate", dbus.Double(float("nan")))
    held = time.monotonic() + 1
    while time.monotonic() < held:
        assert nova_mpris.rate == pytest.approx(1.0) and nova_mpris.playback_status == "Playing", "NaN is no rate"
        time.sleep(0.05)
    nova_mpris.set("Rate", dbus.Double(0.0))
    wait_until(lambda: nova_mpris.playback_status == "Paused", 10, "Rate 0 to pause, as the specification says")
    assert nova_mpris.rate == pytest.approx(1.0), "the rate itself is left as it was"
    assert app.alive()
