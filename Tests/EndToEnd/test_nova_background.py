# SPDX-License-Identifier: GPL-3.0-or-later
"""A video pauses while its window is hidden and plays on when it comes back. Without
a window manager under Xvfb, hiding is done as one does when minimising: the window
is unmapped (and mapped again to restore). With one (openbox), MPRIS Raise brings a
minimised window back."""

from novatest import screen
from novatest.session import _xdotool, wait_until
from test_nova_window_size import window_manager  # noqa: F401 (a fixture)


def test_a_hidden_video_pauses_and_plays_on_when_shown_again(nova, test_media, nova_mpris, tmp_path):
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    wait_until(lambda: nova_mpris.playback_status == "Playing", 20, "playing")
    _xdotool("windowunmap", app.window)
    wait_until(lambda: nova_mpris.playback_status == "Paused", 10, "the video paused while hidden")
    _xdotool("windowmap", app.window)
    wait_until(lambda: nova_mpris.playback_status == "Playing", 10, "playing again when shown")


def window_state(window):
    """ICCCM's WM_STATE of ``window``: 1 shown (normal), 3 minimised (iconic); None before a
    window manager has set it."""
    from Xlib import X
    conn = screen.display()
    resource = conn.create_resource_object("window", int(window))
    state = resource.get_full_property(conn.intern_atom("WM_STATE"), X.AnyPropertyType)
    return state.value[0] if state else None


def active_window():
    from Xlib import X
    conn = screen.display()
    active = conn.screen().root.get_full_property(conn.intern_atom("_NET_ACTIVE_WINDOW"), X.AnyPropertyType)
    return active.value[0] if active and len(active.value) else None


def test_mpris_raise_brings_a_minimised_window_back_in_front(nova, test_media, nova_mpris, window_manager, tmp_path):
    """The shell's media controls (or a phone's lock screen) asking for the player: a
    minimised Nova comes back, shown and active, through the `raise-window` action."""
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    wait_until(lambda: window_state(app.window) == 1, 10, "openbox to manage Nova's window")
    _xdotool("windowminimize", app.window)
    wait_until(lambda: window_state(app.window) == 3, 10, "the window minimised")
    wait_until(lambda: nova_mpris.playback_status == "Paused", 10, "the video paused while minimised")
    nova_mpris.raise_window()
    wait_until(lambda: window_state(app.window) == 1, 10, "the window shown again after MPRIS Raise")
    wait_until(lambda: active_window() == int(app.window), 10, "the window active after MPRIS Raise")
    wait_until(lambda: nova_mpris.playback_status == "Playing", 10, "playing on once shown")
