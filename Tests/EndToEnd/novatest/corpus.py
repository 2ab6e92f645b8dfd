# SPDX-License-Identifier: GPL-3.0-or-later
"""The format corpus (meson-helpers/make-format-corpus) for the suite and the bench: made
once into the test media folder, with each file's frame times read back by ffprobe so
that the frame covering a playback time is known from the file itself."""

import json
import math
import subprocess
from bisect import bisect_right
from fractions import Fraction
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[3]
MAKE_FORMAT_CORPUS = REPO_ROOT / "meson-helpers" / "make-format-corpus"


class Card:
    """One file of the corpus, from corpus.json, and its video frames' times."""

    def __init__(self, folder, entry, duration):
        self.__dict__.update(entry)
        self.path = Path(folder) / entry["path"]
        self.duration = duration
        self._times = None
        self._bands = None

    def __repr__(self):
        return self.file

    @property
    def rate(self):
        return float(Fraction(self.band_rate))

    def _decoded_times(self, stream, limit=None):
        cmd = ["ffprobe", "-v", "error", "-select_streams", stream, "-show_entries",
               "frame=best_effort_timestamp_time", "-of", "csv=p=0"]
        if limit:
            cmd += ["-read_intervals", "%%+#%d" % limit]
        out = subprocess.run(cmd + [str(self.path)], check=True, capture_output=True, text=True).stdout
        return [float(t) for t in (line.strip().rstrip(",") for line in out.split()) if t and t != "N/A"]

    def frame_times(self):
        """Each frame's time in playback terms (from the file's start, as players count),
        read once."""
        if self._times is None:
            times = sorted(self._decoded_times("v:0"))
            # Players count time from the first thing decoded, sound or picture (a stream's
            # start as a container states it can be before that: Opus's pre-skip).
            audio = self._decoded_times("a:0", limit=1) if self.audio else []
            start = min(times[:1] + audio[:1])
            self._times = [t - start for t in times]
        return self._times

    def bands(self):
        """The band's number on each frame, in order (the source's frame at ``band_rate``)."""
        if self._bands is None:
            times = self.frame_times()
            self._bands = [int(round((t - times[0]) * self.rate)) for t in times]
        return self._bands

    def band_at(self, seconds):
        """The band's number on the frame covering playback time ``seconds``."""
        return self.bands()[max(0, bisect_right(self.frame_times(), seconds + 1e-9) - 1)]

    def frame_index(self, band):
        """Which frame of the file (0, 1, …) carries ``band``; None for no frame."""
        bands = self.bands()
        return bands.index(band) if band in bands else None

    def clear_of_edges(self, seconds, margin=0.005):
        """Whether ``seconds`` is at least ``margin`` from every frame's start."""
        times = self.frame_times()
        i = bisect_right(times, seconds)
        near = [times[j] for j in (i - 1, i) if 0 <= j < len(times)]
        return all(abs(seconds - t) >= margin for t in near)

    def seek_targets(self, rng, count, first=0.2, last_margin=0.6, apart=0.3):
        targets = []
        while len(targets) < count:
            t = rng.uniform(first, self.duration - last_margin)
            if self.clear_of_edges(t) and all(abs(t - u) > apart for u in targets):
                targets.append(t)
        return targets


def make(folder, duration=None, timeout=1800):
    """Makes (once) the corpus into ``folder``; returns (manifest, [Card])."""
    folder = Path(folder)
    extra = ["--duration", str(duration)] if duration else []
    subprocess.run([str(MAKE_FORMAT_CORPUS)] + extra + [str(folder)], check=True, timeout=timeout)
    manifest = json.loads((folder / "corpus.json").read_text(encoding="utf-8"))
    return manifest, [Card(folder, entry, manifest["duration"]) for entry in manifest["files"]]


def frames_per_second(samples):
    """The band's numbers per second over (time, number) samples: a line's slope."""
    n = len(samples)
    mean_t = sum(t for t, _ in samples) / n
    mean_f = sum(f for _, f in samples) / n
    spread = sum((t - mean_t) ** 2 for t, _ in samples)
    return sum((t - mean_t) * (f - mean_f) for t, f in samples) / spread if spread else math.nan


def container_duration(path):
    """The length a file's container states, in seconds, as ffprobe (and mpv) read it. The
    test card's is 60.000 s made by ffmpeg 5.1, 60.021 s by ffmpeg 7 (which counts the
    AAC tracks' last frame whole)."""
    out = subprocess.run(["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", str(path)],
                         check=True, capture_output=True, text=True).stdout
    return float(out.strip())
