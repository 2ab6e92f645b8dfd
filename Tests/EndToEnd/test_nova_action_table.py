# SPDX-License-Identifier: GPL-3.0-or-later
"""One road per effect: every request a person or a client makes is one window action
(`win.NAME`). The window registers exactly the names `PlayerAction.Name` lists (read
here from NovaCore's source, not from a list of the suite's own), and the actions for
what once went round the table (files handed over, touch unlocked, a panel closed, the
brightness set) do over D-Bus what their controls do."""

import os
import re
import time

from novatest import debuglines, screen
from novatest import mpris as mpris_mod
from novatest.session import REPO_ROOT, wait_until
from test_nova_library import activate, describe
from test_nova_player import wait_for_page

WINDOW = "/io/github/novaplayer/Nova/window/1"


def declared_names():
    """The GAction names `PlayerAction.Name` declares: `case a = "x", b` gives x and b."""
    source = (REPO_ROOT / "Sources" / "NovaCore" / "PlayerAction.swift").read_text()
    block = source[source.index("public enum Name: String"):]
    block = block[:block.index("/// The kind of parameter")]
    names = set()
    for line in block.splitlines():
        line = line.strip()
        if not line.startswith("case "):
            continue
        for item in line[len("case "):].split(","):
            match = re.fullmatch(r'\s*(\w+)(?:\s*=\s*"([a-z-]+)")?\s*', item)
            assert match, "a case the suite cannot read: %r" % item
            names.add(match.group(2) or match.group(1))
    return names


def registered_names():
    proxy = mpris_mod.session_bus().get_object("io.github.novaplayer.Nova", WINDOW)
    return {str(name) for name in proxy.List(dbus_interface="org.gtk.Actions")}


def test_the_window_registers_exactly_the_actions_player_action_names(nova, test_media, nova_mpris, tmp_path):
    nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    declared = declared_names()
    assert len(declared) > 70, "the source's names were not found: %r" % sorted(declared)
    registered = wait_until(registered_names, 10, "the window's actions on the bus")
    assert registered == declared, "registered, not declared: %r; declared, not registered: %r" % (
        sorted(registered - declared), sorted(declared - registered))


def test_open_files_plays_the_files_handed_over_in_turn(nova, test_media, nova_mpris, tmp_path):
    # Two folders, so that the second file comes from the playlist and not as the first's neighbour.
    files = []
    for folder, name in (("a", "one.mkv"), ("b", "two.mkv")):
        (tmp_path / folder).mkdir()
        os.symlink(test_media.card, tmp_path / folder / name)
        files.append(str(tmp_path / folder / name))
    app = nova(env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    wait_for_page(app)
    nova_mpris.wait_for_name()
    activate("open-files", [""], window=True)  # nothing to open: refused, nothing happens
    activate("open-files", files, window=True)
    wait_until(lambda: str(nova_mpris.metadata.get("xesam:url", "")).endswith("/a/one.mkv"), 15, "the first file")
    wait_until(lambda: nova_mpris.get("CanGoNext"), 10, "the second file queued after it")
    nova_mpris.next()
    wait_until(lambda: str(nova_mpris.metadata.get("xesam:url", "")).endswith("/b/two.mkv"), 15, "the second file")


def test_unlock_touch_is_possible_only_while_touch_is_locked(nova, test_media, nova_mpris, tmp_path):
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    assert describe("unlock-touch")[0] is False and describe("lock-touch")[0] is True
    activate("lock-touch", window=True)
    wait_until(lambda: describe("unlock-touch")[0], 5, "unlock-touch enabled while locked")
    assert describe("lock-touch")[0] is False, "locked, the menu's Lock Touch is off"
    # The unlock button held for its second fires this (test_nova_touch holds it).
    activate("unlock-touch", window=True)
    wait_until(lambda: describe("lock-touch")[0], 5, "lock-touch enabled again")
    assert describe("unlock-touch")[0] is False


def test_close_panel_closes_the_open_panel(nova, test_media, nova_mpris, tmp_path):
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "panels",
                                     "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    activate("panel-speed", window=True)
    wait_until(lambda: debuglines.panel_opened("speed") in app.log_text(), 10, "the speed panel open")
    activate("close-panel", window=True)
    wait_until(lambda: debuglines.panel_closed("speed") in app.log_text(), 10, "the speed panel closed")


def mean_brightness(rect):
    """The mean of the colour bytes in ``rect`` (each pixel's fourth byte is padding)."""
    x, y, width, height = rect
    data = bytes(screen.grab(x, y, width, height).data)
    colours = [value for index, value in enumerate(data) if index % 4 != 3]
    return sum(colours) / len(colours)


def test_set_brightness_dims_the_picture_where_the_screen_has_no_backlight(nova, test_media, nova_mpris, tmp_path):
    # Xvfb has no backlight: the swipe's brightness dims the picture, never below a tenth.
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    app.resize(960, 600)
    nova_mpris.pause()
    wait_until(lambda: nova_mpris.playback_status == "Paused", 10, "paused")
    time.sleep(2.5)  # the controls hide and the frame stays
    x, y = app.to_screen(480, 200)
    rect = (x - 200, y - 60, 400, 120)
    before = mean_brightness(rect)
    assert before > 20, "the card's picture is there to dim (%.1f)" % before
    activate("set-brightness", 0.3, window=True)
    time.sleep(1.5)  # the level bar goes; the dimming stays
    dimmed = mean_brightness(rect)
    assert before * 0.2 < dimmed < before * 0.4, "dimmed to 30 %%: %.1f from %.1f" % (dimmed, before)
    activate("set-brightness", 1.0, window=True)
    wait_until(lambda: mean_brightness(rect) > before * 0.9, 5, "the picture back to its brightness")
    activate("set-brightness", 7.0, window=True)  # out of range: refused
    time.sleep(0.5)
    assert mean_brightness(rect) > before * 0.9
