# SPDX-License-Identifier: GPL-3.0-or-later
"""The seek section's constants and cards: SEEK_CARDS, make_card, seek_targets."""

import math
import random
import shutil
import subprocess

from . import REPO
from .common import log


SEEK_CARDS = {
    # name: (file, height, fps, codec, duration s, label).  Each in a folder
    # of its own: Nova offers the other videos of a folder as the next and
    # previous episodes (and an up-next card near the end).
    "1080p": ("bench-1080p30/test-card-1080p30.mkv", 1080, 30, "h264", 60, "1080p30 H.264"),
    "2160p": ("bench-2160p30-hevc/test-card-2160p30-hevc.mkv", 2160, 30, "hevc", 30,
              "2160p30 HEVC"),
}
SEEK_PARTS = ("errors", "latency", "scrub", "thumbnails")
SEEK_PLAYERS = ("nova", "mpv")
STABLE_S = 0.1          # a frame counts as settled once unchanged for this long
SETTLE_POLL_S = 0.002   # screen polling while waiting for a seek in the error run
PARK = (1275, 795)      # pointer parked here: off every player window
COVERED_S = 0.3         # band unreadable this long after a seek: something covers it


def make_card(media, name, nice=True):
    """Make (once; make-test-card is idempotent) a card of SEEK_CARDS."""
    file, height, fps, codec, duration, label = SEEK_CARDS[name]
    path = media / file
    cmd = [str(REPO / "meson-helpers" / "make-test-card"), "--height", str(height),
           "--fps", str(fps), "--codec", codec, "--duration", str(duration), str(path)]
    if not path.exists():
        log("bench: making the %s test card (once; %s) ..." % (
            label, "about a minute on 2 cores" if codec == "hevc" else "a few seconds"))
    subprocess.run((["nice", "-n", "10"] if nice and shutil.which("nice") else []) + cmd,
                   check=True)
    return path


def seek_targets(seed, count, fps, duration):
    """``count`` random seek times (s) with their intended frames,
    floor(t * fps): none in the last second, each at least 1 ms from a frame
    boundary (exact, and as Matroska stores it, in whole ms), and each
    intended frame at least 10 frames from the previous one (and from frame
    0, on show at the start), so that every seek visibly changes the
    picture."""
    rng = random.Random(seed)
    targets = []
    previous = 0
    while len(targets) < count:
        t = rng.uniform(0.0, duration - 1.0)
        n = int(math.floor(t * fps))
        edges = [k / float(fps) for k in (n, n + 1)]
        edges += [round(k * 1000.0 / fps) / 1000.0 for k in (n, n + 1)]
        if min(abs(t - e) for e in edges) < 0.001 or abs(n - previous) < 10:
            continue
        targets.append((t, n))
        previous = n
    return targets
