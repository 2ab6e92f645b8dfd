# SPDX-License-Identifier: GPL-3.0-or-later
"""Subtitles too heavy to draw in time (20,000 blurred lines on screen at once): playback
falls behind, Nova says so and offers to turn them off, and off, it keeps time again."""

import time

from novatest import consolelines
from novatest import heavy_subtitles, screen
from novatest.session import REPO_ROOT, wait_until
from test_nova_library import activate

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"


def pace(mpris, seconds=3.0):
    """Seconds played per second of wall time, over ``seconds``."""
    p0, t0 = mpris.position, time.monotonic()
    time.sleep(seconds)
    return (mpris.position - p0) / 1e6 / (time.monotonic() - t0)


def test_heavy_subtitles_are_said_to_slow_playback_and_can_be_turned_off(nova, test_media, nova_mpris, tmp_path):
    subtitles = heavy_subtitles.make(tmp_path / "huge.ass")
    app = nova(test_media.card, subtitles, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    wait_until(lambda: consolelines.said("Playback is falling behind: the subtitles take too long to draw") in app.log_text(), 30,
               "Nova to say the subtitles slow playback down")
    time.sleep(3)  # the window repaints slowly while the subtitles are drawn
    screen.save_png(SCREENSHOTS / "subtitles-falling-behind.png")
    slow = pace(nova_mpris)
    # The notice's "Turn Subtitles Off": no subtitles (0), as its button fires it.
    activate("select-subtitles", 0.0, window=True)
    time.sleep(1)
    recovered = pace(nova_mpris)
    assert recovered > 0.9, "off, playback keeps time again (%.2f s a second; %.2f with them)" % (recovered, slow)
