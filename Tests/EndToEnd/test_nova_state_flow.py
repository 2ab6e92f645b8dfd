# SPDX-License-Identifier: GPL-3.0-or-later
"""State flows one way: what the engine reports reaches the widgets at once, with no
timer reading back what Nova set. A pause from MPRIS turns the play button on screen
within 100 ms; a key that changes the audio track moves the open panel's check mark."""

import os
import statistics
import time

from novatest import accessibility as a11y, debuglines
from novatest import mpris as mpris_mod
from novatest import screen
from novatest.session import wait_until
from test_nova_panels import open_panel
from test_nova_wayland import control, control_block


def start(nova, test_media, nova_mpris, tmp_path, debug, env=None):
    app = nova(test_media.card, env=dict(env or {}, NOVA_AUDIO_OUTPUT="null", NOVA_DEBUG=debug,
                                         XDG_DATA_HOME=tmp_path / "data"))
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    return app


def pixels(rect):
    x, y, width, height = rect
    return bytes(screen.grab(x, y, width, height).data)


def still(rect, seconds=0.3):
    """Whether the screen in ``rect`` stays the same for ``seconds``."""
    before, started = pixels(rect), time.monotonic()
    while time.monotonic() - started < seconds:
        if pixels(rect) != before:
            return False
        time.sleep(0.01)
    return True


def seconds_until_changed(rect, request, timeout=2.0):
    """Seconds from just before ``request()`` until the screen in ``rect`` changes."""
    before = pixels(rect)
    started = time.monotonic()
    request()
    while time.monotonic() - started < timeout:
        if pixels(rect) != before:
            return time.monotonic() - started
        time.sleep(0.001)
    return None


def test_an_mpris_pause_turns_the_play_button_within_100_ms(nova, test_media, nova_mpris, tmp_path):
    app = start(nova, test_media, nova_mpris, tmp_path, "controls")
    app.resize(1280, 800)
    # The pointer rests on the bar, left of its buttons (no tooltip over the play button):
    # the bar stays up while the video plays.
    x, y, width, height = control(app, "Pause", timeout=10)
    x, y = app.to_screen(x, y)
    screen.move(x - 320, y)
    rect = (x - width // 2 + 2, y - height // 2 + 2, width - 4, height - 4)
    measured = {"Paused": [], "Playing": []}
    shown = {"Paused": set(), "Playing": set()}
    for _ in range(3):
        for request, status in ((nova_mpris.pause, "Paused"), (nova_mpris.play, "Playing")):
            wait_until(lambda: still(rect), 5, "the play button to stay as it is")
            measured[status].append(seconds_until_changed(rect, request))
            wait_until(lambda: nova_mpris.playback_status == status, 5, "MPRIS to say %s" % status)
            wait_until(lambda: still(rect), 5, "the play button to settle")
            shown[status].add(pixels(rect))
    print("the play button turned after MPRIS Pause: %r s, after Play: %r s" % (measured["Paused"], measured["Playing"]))
    # What changed is the button: one picture for each state, each time.
    assert len(shown["Paused"]) == 1 and len(shown["Playing"]) == 1 and shown["Paused"] != shown["Playing"]
    for status, times in measured.items():
        assert None not in times, "the button did not follow %s within 2 s: %r" % (status, times)
        assert statistics.median(times) < 0.1, "the button followed %s after %r s" % (status, times)


def test_an_mpris_volume_moves_the_volume_control_within_100_ms(nova, test_media, nova_mpris, tmp_path):
    """The volume control follows the engine's volume at once, not on the 250 ms clock."""
    app = start(nova, test_media, nova_mpris, tmp_path, "controls", env=a11y.ENV)
    app.resize(1280, 800)
    app.move_pointer(640, 700)
    node = a11y.application(app.pid)
    found = wait_until(lambda: a11y.find(node, name_is="Volume"), 10, "the volume control on a wide window")
    volume = found[0]
    measured = []
    for level in (0.3, 0.7, 0.45, 0.9, 0.2):
        words = "Volume %d %%" % round(level * 100)
        started = time.monotonic()
        nova_mpris.volume = level
        wait_until(lambda: words in a11y.value_text(volume), 2, "the volume control to say %r" % words, interval=0.002)
        measured.append(time.monotonic() - started)
    print("the volume control followed MPRIS SetVolume after %r s" % measured)
    assert statistics.median(measured) < 0.1, "the volume control followed after %r s" % measured


def row(app, label):
    """(x, y, width, height) of a row of the open tracks panel, in window coordinates."""
    text = app.log_text(limit=200000)
    text = text[text.rfind(debuglines.panel_opened("tracks")):]
    match = debuglines.panel_control(label, shown=True).search(text)
    assert match, "the tracks panel shows %r" % label
    return tuple(int(v) for v in match.groups())


def test_a_key_that_changes_the_audio_track_moves_the_open_panels_check_mark(nova, test_media, nova_mpris, tmp_path):
    app = start(nova, test_media, nova_mpris, tmp_path, "panels")
    app.resize(1280, 800)
    nova_mpris.pause()
    open_panel(app, "tracks", "side")
    english, german = row(app, "English — English tone"), row(app, "German — Deutscher Ton")

    def mark(bounds):
        """The right end of a row, where its check mark is."""
        x, y, width, height = bounds
        sx, sy = app.to_screen(x + width - 56, y + 4)
        return pixels((sx, sy, 48, height - 8))
    before_english, before_german = mark(english), mark(german)
    before = app.log_text().count(debuglines.check_mark(1))
    app.key("numbersign")  # # cycles the audio track: German now
    wait_until(lambda: app.log_text().count(debuglines.check_mark(1)) > before, 5,
               "the panel to mark the German track")
    wait_until(lambda: mark(german) != before_german and mark(english) != before_english, 5,
               "the check mark to move from English to German on screen")
    assert "aid=2 " in [line for line in app.log_text().splitlines() if line.startswith(debuglines.PANEL_STATE)][-1]
    assert debuglines.panel_closed("tracks") not in app.log_text(), "the panel stayed open"


def described(action):
    """(enabled, parameter type) of the first window's ``action``, as D-Bus clients see it."""
    proxy = mpris_mod.session_bus().get_object("io.github.novaplayer.Nova", "/io/github/novaplayer/Nova/window/1")
    enabled, parameter, _state = proxy.Describe(action, dbus_interface="org.gtk.Actions")
    return bool(enabled), str(parameter)


def test_whether_next_and_previous_are_possible_is_their_actions_state_and_the_bar_follows(nova, nova_mpris, test_media,
                                                                                              tmp_path):
    folder = tmp_path / "Show"
    folder.mkdir()
    for name in ("Episode 1.mkv", "Episode 2.mkv"):
        os.symlink(test_media.card, folder / name)
    app = nova(folder / "Episode 1.mkv", env={"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "controls",
                                            "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    app.resize(1280, 800)
    wait_until(lambda: described("next") == (True, ""), 10, "next possible on Episode 1")
    assert described("previous") == (False, ""), "nothing before Episode 1"
    assert described("skip") == (True, "b") and described("seek-by") == (True, "d"), "parameters typed"
    nova_mpris.pause()
    wait_until(lambda: "Next" in control_block(app) and "Previous" not in control_block(app), 10,
               "the bar to show Next and not Previous")
    # The bar's Next, by the pointer: Episode 2, the last, where only Previous is possible.
    x, y, _, _ = control(app, "Next")
    app.click(x, y)
    wait_until(lambda: str(nova_mpris.metadata.get("xesam:url", "")).endswith("/Episode%202.mkv"), 15, "Episode 2")
    wait_until(lambda: described("next") == (False, "") and described("previous") == (True, ""), 10,
               "previous possible on Episode 2, next not")
    nova_mpris.pause()
    wait_until(lambda: "Previous" in control_block(app) and "Next" not in control_block(app), 10,
               "the bar to show Previous and not Next")
    assert not nova_mpris.get("CanGoNext") and nova_mpris.get("CanGoPrevious"), "MPRIS says the same"
    # A key for what is not possible does nothing (and says so on the picture).
    app.key("N")
    time.sleep(0.5)
    assert str(nova_mpris.metadata.get("xesam:url", "")).endswith("/Episode%202.mkv")
    # And P, by the key, goes back.
    app.key("P")
    wait_until(lambda: str(nova_mpris.metadata.get("xesam:url", "")).endswith("/Episode%201.mkv"), 15, "Episode 1 again")
