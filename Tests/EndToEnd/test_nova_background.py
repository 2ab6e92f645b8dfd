# SPDX-License-Identifier: GPL-3.0-or-later
"""A video pauses while its window is hidden and plays on when it comes back. Without
a window manager under Xvfb, hiding is done as one does when minimising: the window
is unmapped (and mapped again to restore)."""

from novatest.session import _xdotool, wait_until


def test_a_hidden_video_pauses_and_plays_on_when_shown_again(nova, test_media, nova_mpris, tmp_path):
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    wait_until(lambda: nova_mpris.playback_status == "Playing", 20, "playing")
    _xdotool("windowunmap", app.window)
    wait_until(lambda: nova_mpris.playback_status == "Paused", 10, "the video paused while hidden")
    _xdotool("windowmap", app.window)
    wait_until(lambda: nova_mpris.playback_status == "Playing", 10, "playing again when shown")
