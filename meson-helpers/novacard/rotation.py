# SPDX-License-Identifier: GPL-3.0-or-later
"""A rotation tag (the display matrix a phone writes) put on a video without re-encoding it,
with whichever ffmpeg this system has: ffmpeg 5.1 (Debian 12) writes the matrix from a
"rotate" metadata tag when copying; ffmpeg 7 (Debian 13) ignores that tag and takes
-display_rotation before its input instead. Both give the same matrix: DEGREES
counter-clockwise, which mpv reports as 360 - DEGREES clockwise."""

import functools
import re
import shutil
import subprocess


@functools.lru_cache(maxsize=None)
def ffmpeg_major():
    """The major version of this system's ffmpeg ("ffmpeg version 7.1.2-0+deb13u1" → 7)."""
    first = subprocess.run([shutil.which("ffmpeg") or "ffmpeg", "-hide_banner", "-version"], capture_output=True,
                           text=True, check=True).stdout.split("\n", 1)[0]
    found = re.search(r"version n?(\d+)\.", first)
    if found is None:
        raise RuntimeError("cannot read ffmpeg's version from %r" % first)
    return int(found.group(1))


def tag_command(source, out, degrees):
    """The ffmpeg command that copies SOURCE to OUT with the display matrix of DEGREES."""
    base = [shutil.which("ffmpeg") or "ffmpeg", "-nostdin", "-hide_banner", "-loglevel", "error", "-y"]
    if ffmpeg_major() >= 7:
        return base + ["-display_rotation:v:0", str(degrees), "-i", str(source), "-map", "0", "-c", "copy", str(out)]
    return base + ["-i", str(source), "-map", "0", "-c", "copy", "-metadata:s:v:0", "rotate=%d" % degrees, str(out)]


def tag(source, out, degrees, timeout=120):
    subprocess.run(tag_command(source, out, degrees), check=True, timeout=timeout)
