# SPDX-License-Identifier: GPL-3.0-or-later
"""Subtitles too heavy to draw in time: 20,000 blurred ASS lines, all on screen for the
whole minute of the test card (libass draws every one of them for every frame). The end-
to-end suite and the benchmark play the card under them."""

import random

STYLE = ("Style: Default,DejaVu Sans,36,&H00FFFFFF,&H000000FF,&H00000000,&H80000000,0,0,0,0,100,100,0,0,1,2,2,2,"
         "10,10,10,1")


def make(path, lines=20000, seed=7):
    """Writes the file to ``path``; returns it."""
    chance = random.Random(seed)
    out = ["[Script Info]", "ScriptType: v4.00+", "PlayResX: 1280", "PlayResY: 720", "", "[V4+ Styles]",
           "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, "
           "Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, "
           "MarginR, MarginV, Encoding", STYLE, "", "[Events]",
           "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text"]
    for index in range(lines):
        out.append("Dialogue: 0,0:00:00.00,0:01:00.00,Default,,0,0,0,,{\\pos(%d,%d)\\blur12\\bord4}Heavy line %d"
                   % (chance.randint(50, 1230), chance.randint(50, 700), index))
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    return path
