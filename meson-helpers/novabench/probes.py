# SPDX-License-Identifier: GPL-3.0-or-later
"""The screen probes: window geometry, frame reads, the first frame, fitting the video area, measure_playback."""

import time

from novatest import frames, screen

from .common import VIDEO_H, VIDEO_W, Failed
from .processes import cpu_seconds, process_cpu


def window_geometry(app):
    if screen.wayland() is not None:
        # Under phoc the (maximized or fullscreen) window is the whole output.
        width, height = screen.screen_size()
        return 0, 0, width, height
    wins = screen.toplevel_windows(app.pid)
    if not wins:
        return None
    wid, x, y, w, h = wins[0]
    app.window = wid
    return x, y, w, h


def read_window(app):
    """(frame or None, Picture or None, (x, y, w, h) or None)."""
    geometry = window_geometry(app)
    if geometry is None:
        return None, None, None
    x, y, w, h = geometry
    try:
        image = screen.grab(x, y, w, h)
    except Exception:
        return None, None, geometry
    number, picture = frames.locate_and_read(image)
    return number, picture, geometry


def wait_first_frame(app, timeout=60.0):
    deadline = app.launch_time + timeout
    while time.monotonic() < deadline:
        if not app.alive():
            raise Failed("exited with code %s before showing a frame" % app.proc.returncode)
        number, picture, geometry = read_window(app)
        if number is not None:
            return time.monotonic() - app.launch_time, number, picture, geometry
        time.sleep(0.01)
    raise Failed("no test-card frame on screen within %.0f s" % timeout)


def settle_picture(app, timeout=10.0):
    """The picture once two consecutive reads agree on its geometry."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        number, picture, geometry = read_window(app)
        if number is not None and picture is not None:
            if last is not None and last[1].rect == picture.rect and last[2] == geometry:
                return picture, geometry
            last = (number, picture, geometry)
        time.sleep(0.05)
    raise Failed("picture did not settle after resizing")


def stable_geometry(app, quiet=0.6, timeout=8.0):
    """Wait until the window has kept its geometry for ``quiet`` s (players
    may fit the window to the video once it is loaded)."""
    deadline = time.monotonic() + timeout
    last, since = None, time.monotonic()
    while time.monotonic() < deadline:
        geometry = window_geometry(app)
        if geometry != last:
            last, since = geometry, time.monotonic()
        elif time.monotonic() - since >= quiet:
            break
        time.sleep(0.05)
    return last


def fit_video_area(app):
    """Resize the window so that its video area (the picture plus any black
    bars) is VIDEO_W x VIDEO_H, whatever surrounds it (header bar, window
    frame, controls below)."""
    stable_geometry(app)
    picture, geometry = settle_picture(app)
    for _ in range(4):
        x, y, w, h = geometry
        area = frames.video_area(screen.grab(x, y, w, h), picture)
        if (abs(area[2] - VIDEO_W) <= 1 and abs(area[3] - VIDEO_H) <= 1
                and abs(picture.width - VIDEO_W) <= 1):
            break
        app.resize(w + VIDEO_W - area[2], h + VIDEO_H - area[3])
        stable_geometry(app, quiet=0.3)
        picture, geometry = settle_picture(app)
    return picture, geometry


def measure_playback(app, picture, geometry, seconds, poll_interval, xvfb_pid, tick=None):
    """``tick(now)``, if given, is called before every poll (the seek
    section moves the pointer with it)."""
    x, y, _, _ = geometry
    row_x, row_y, width = x + picture.x, y + picture.band_y, picture.width
    seen = []  # (time, frame) at each change
    last = None
    polls = 0
    moved = lost = 0
    cpu0, xcpu0 = cpu_seconds(app.pid), process_cpu(xvfb_pid)
    t0 = time.monotonic()
    end = t0 + seconds
    # Under phoc, grim (a process per read) is slower than the frames: one connection
    # reads the band at every frame phoc draws instead.
    sampler = screen.wayland().rows(row_x, row_y, width) if screen.wayland() is not None else None
    next_check = t0 + 1.0
    while True:
        now = time.monotonic()
        if now >= end:
            break
        if now >= next_check:
            # Once a second, make sure the band row is still where the
            # picture is (a player may re-lay its window out).
            next_check += 1.0
            number, found, geometry = read_window(app)
            if found is None:
                lost += 1
            elif found.rect != picture.rect or geometry[:2] != (x, y):
                moved += 1
                picture, (x, y) = found, geometry[:2]
                row_x, row_y, width = x + picture.x, y + picture.band_y, picture.width
        if tick is not None:
            tick(now)
        if sampler is not None:
            time.sleep(min(0.1, max(0.0, end - now)))
            continue
        number = frames.decode_band(screen.grab_row(row_x, row_y, width), 0, width)
        polls += 1
        if number is not None and number != last:
            seen.append((now - t0, number))
            last = number
        if poll_interval:
            time.sleep(poll_interval)
    elapsed = time.monotonic() - t0
    if sampler is not None:
        reads = [(at, frames.decode_band(image.row(0), 0, width)) for at, image in sampler.stop() if at >= t0]
        polls = len(reads)
        for at, number in reads:
            if at > end:
                break
            if number is not None and number != last:
                seen.append((at - t0, number))
                last = number
    cpu1, xcpu1 = cpu_seconds(app.pid), process_cpu(xvfb_pid)
    numbers = [n for _, n in seen]
    # New frames that appeared during the interval (not the one on show at
    # its start).
    distinct = len(set(numbers[1:]) - {numbers[0]}) if numbers else 0
    missed = sum(b - a - 1 for a, b in zip(numbers, numbers[1:]) if b > a + 1)
    # Where: (s into the measurement, last frame before the gap, how long it
    # was on screen in s, first frame after it).
    gaps = [(round(seen[i + 1][0], 3), a, round(seen[i + 1][0] - seen[i][0], 4), b)
            for i, (a, b) in enumerate(zip(numbers, numbers[1:])) if b > a + 1]
    backwards = sum(1 for a, b in zip(numbers, numbers[1:]) if b < a)
    per_second = [0] * max(1, int(elapsed))
    for t, _ in seen[1:]:
        if int(t) < len(per_second):
            per_second[int(t)] += 1
    return {
        "seconds": elapsed,
        "fps_seen": distinct / elapsed,
        "fps_worst_second": min(per_second) if int(elapsed) >= 1 else None,
        "frames_seen": distinct,
        "missed": missed,
        "gaps": gaps,
        "backwards": backwards,
        "first_seen": numbers[0] if numbers else None,
        "last_seen": numbers[-1] if numbers else None,
        "cpu_per_s": (cpu1 - cpu0) / elapsed,
        "x_cpu_per_s": (xcpu1 - xcpu0) / elapsed,
        "polls_per_s": polls / elapsed,
        "picture_moved": moved,
        "picture_lost": lost,
    }
