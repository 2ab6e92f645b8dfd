# SPDX-License-Identifier: GPL-3.0-or-later
"""Subtitles too heavy to draw in time (20,000 blurred lines on screen at once): playback
falls behind, Nova says so and offers to turn them off, and off, it keeps time again."""

import random
import time

from novatest import screen
from novatest.session import REPO_ROOT, wait_until
from test_nova_library import activate

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"


def heavy_subtitles(path, lines=20000):
    random.seed(7)
    out = ["[Script Info]", "ScriptType: v4.00+", "PlayResX: 1280", "PlayResY: 720", "", "[V4+ Styles]",
           "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, "
           "Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, "
           "MarginR, MarginV, Encoding",
           "Style: Default,DejaVu Sans,36,&H00FFFFFF,&H000000FF,&H00000000,&H80000000,0,0,0,0,100,100,0,0,1,2,2,2,10,10,10,1",
           "", "[Events]", "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text"]
    for i in range(lines):
        out.append("Dialogue: 0,0:00:00.00,0:01:00.00,Default,,0,0,0,,{\\pos(%d,%d)\\blur12\\bord4}Heavy line %d"
                   % (random.randint(50, 1230), random.randint(50, 700), i))
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    return path


def pace(mpris, seconds=3.0):
    """Seconds played per second of wall time, over ``seconds``."""
    p0, t0 = mpris.position, time.monotonic()
    time.sleep(seconds)
    return (mpris.position - p0) / 1e6 / (time.monotonic() - t0)


def test_heavy_subtitles_are_said_to_slow_playback_and_can_be_turned_off(nova, test_media, nova_mpris, tmp_path):
    subtitles = heavy_subtitles(tmp_path / "huge.ass")
    app = nova(test_media.card, subtitles, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    wait_until(lambda: "Nova: Playback is falling behind: the subtitles take too long to draw" in app.log_text(), 30,
               "Nova to say the subtitles slow playback down")
    time.sleep(3)  # the window repaints slowly while the subtitles are drawn
    screen.save_png(SCREENSHOTS / "subtitles-falling-behind.png")
    slow = pace(nova_mpris)
    activate("subtitles-off", window=True)
    time.sleep(1)
    recovered = pace(nova_mpris)
    assert recovered > 0.9, "off, playback keeps time again (%.2f s a second; %.2f with them)" % (recovered, slow)
