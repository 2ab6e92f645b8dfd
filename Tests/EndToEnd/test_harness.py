# SPDX-License-Identifier: GPL-3.0-or-later
"""Tests of the end-to-end harness itself (novatest), against the test card,
synthetic window layouts, mpv (reference player), Celluloid (MPRIS) and
plain X clients."""

import json
import os
import shutil
import subprocess
import time

import pytest
from Xlib import X

from novatest import frames, mpris, screen
from novatest.session import (
    CARD_FPS, CARD_FRAMES, MAKE_TEST_CARD, App, WaitTimeout, frame_at, frame_pts,
    session_processes, wait_until)

FRAMES = [0, 1, 2, 255, 256, 1023, 1234, 1365, 1799]
CARD_W, CARD_H = 1280, 720
HEADER_RGB = (0x30, 0x30, 0x30)


def ffmpeg(*args, stdin=None):
    cmd = ["nice", "-n", "10", "ffmpeg", "-nostdin", "-hide_banner", "-loglevel", "error",
           "-threads", "1"] + [str(a) for a in args]
    return subprocess.run(cmd, input=stdin, capture_output=True, check=True,
                          timeout=300).stdout


@pytest.fixture(scope="module")
def card_frames(test_media):
    """{frame number: frames.Image} decoded from the card by ffmpeg."""
    select = "+".join("eq(n\\,%d)" % n for n in FRAMES)
    raw = ffmpeg("-i", test_media.card, "-map", "0:v", "-vf", "select=" + select,
                 "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgb24", "-")
    size = CARD_W * CARD_H * 3
    assert len(raw) == size * len(FRAMES)
    return {n: frames.Image(CARD_W, CARD_H, raw[i * size:(i + 1) * size])
            for i, n in enumerate(FRAMES)}


# ------------------------------------------------------------------ the card

def test_test_card_streams(test_media):
    info = json.loads(subprocess.run(
        ["ffprobe", "-v", "error", "-print_format", "json", "-show_streams",
         "-show_chapters", "-show_format", "-count_packets", str(test_media.card)],
        capture_output=True, check=True, text=True).stdout)
    streams = info["streams"]
    kinds = [s["codec_type"] for s in streams]
    assert kinds == ["video", "audio", "audio", "subtitle", "subtitle"]
    video = streams[0]
    assert (video["codec_name"], video["width"], video["height"]) == ("h264", 1280, 720)
    assert video["pix_fmt"] == "yuv420p"
    assert video["r_frame_rate"] == "30/1"
    assert int(video["nb_read_packets"]) == CARD_FRAMES
    audio = [(s["tags"]["language"], s["tags"]["title"], s["channels"]) for s in streams[1:3]]
    assert audio == [("eng", "English tone", 2), ("deu", "Deutscher Ton", 2)]
    subs = [(s["codec_name"], s["tags"]["language"], s["tags"]["title"]) for s in streams[3:]]
    assert subs == [("subrip", "eng", "English"), ("subrip", "deu", "Deutsch")]
    chapters = [(round(float(c["start_time"])), c["tags"]["title"]) for c in info["chapters"]]
    assert chapters == [(0, "Opening"), (20, "Middle"), (40, "Credits")]
    assert float(info["format"]["start_time"]) == 0.0
    # The first frames read: with B-frames, which of them a decoder gives out first depends
    # on ffprobe's version (7 gives 0, 0.033 and 0.1 of three packets), so eight, in order.
    pts = subprocess.run(
        ["ffprobe", "-v", "error", "-select_streams", "v", "-read_intervals", "%+#8",
         "-show_entries", "frame=pts_time", "-of", "csv=p=0:nk=1", str(test_media.card)],
        capture_output=True, check=True, text=True).stdout.split()
    assert sorted(float(p.strip(",")) for p in pts)[:3] == [0.0, 0.033, 0.067]


def test_make_test_card_is_idempotent(test_media):
    before = os.stat(test_media.card).st_mtime_ns
    subprocess.run([str(MAKE_TEST_CARD), str(test_media.card)], check=True, timeout=60)
    assert os.stat(test_media.card).st_mtime_ns == before


def test_other_media(test_media):
    assert test_media.empty_file.stat().st_size == 0
    assert test_media.text_file.read_text().startswith("This is a text file")


# ------------------------------------------------------------------ decoding

@pytest.mark.parametrize("number", FRAMES)
def test_decode_band_reads_card_frames(card_frames, number):
    image = card_frames[number]
    band_y = int(CARD_H * 0.05)
    assert frames.decode_band(image.row(band_y), 0, CARD_W) == number
    # Any row through the middle of the band reads the same.
    for y in (int(CARD_H * 0.03), int(CARD_H * 0.07)):
        assert frames.decode_band(image.row(y), 0, CARD_W) == number


def test_body_is_not_black(card_frames):
    image = card_frames[1234]
    r, g, b = image.pixel(40, 200)
    assert frames.is_body((r, g, b)), (r, g, b)
    assert frames.luminance((r, g, b)) > 40


def test_decode_band_rejects_ambiguous_cells():
    black, white, grey = (0, 0, 0), (255, 255, 255), (128, 128, 128)
    width = 160
    row = [black] * width
    for x in range(150, 160):  # the last cell (bit 0)
        row[x] = white
    assert frames.decode_band(row, 0, width) == 1
    row[5 * 10 + 5] = grey  # centre of cell 5
    assert frames.decode_band(row, 0, width) is None
    assert frames.decode_band(row[:100], 0, width) is None
    assert frames.decode_band([black] * 200, 20, width) == 0


def synthetic_window(card_image, win_w, win_h, header, pic, frame=0, rounded=True):
    """A window capture: a grey frame ``frame`` px wide (GTK's solid CSD
    border without compositor), header bar rows, black video area, the card
    scaled into ``pic`` = (x, y, w, h), black top corners."""
    x, y, w, h = pic
    area_w, area_h = win_w - 2 * frame, win_h - header - 2 * frame
    raw = ffmpeg("-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "%dx%d" % (CARD_W, CARD_H),
                 "-i", "-", "-vf",
                 "scale=%d:%d:flags=bicubic,pad=%d:%d:%d:%d:black,"
                 "pad=%d:%d:%d:%d:0x%02x%02x%02x" % (
                     (w, h, area_w, area_h, x - frame, y - header - frame)
                     + (win_w, win_h, frame, frame + header) + HEADER_RGB),
                 "-f", "rawvideo", "-pix_fmt", "rgb24", "-", stdin=card_image.data)
    data = bytearray(raw)
    if rounded:
        for yy in range(min(12, header)):
            for xx in list(range(12)) + list(range(win_w - 12, win_w)):
                i = (yy * win_w + xx) * 3
                data[i:i + 3] = b"\0\0\0"
    return frames.Image(win_w, win_h, bytes(data))


LAYOUTS = {
    # name: (window w, h, header height, expected picture x, y, w, h, frame)
    "exact": (960, 586, 46, (0, 46, 960, 540), 0),
    "letterbox": (1000, 700, 46, (0, 46 + 45, 1000, 563), 0),
    "pillarbox": (1280, 600, 46, ((1280 - 985) // 2, 46, 985, 554), 0),
    "no-header": (960, 540, 0, (0, 0, 960, 540), 0),
    "fullscreen": (1280, 800, 0, (0, 40, 1280, 720), 0),
    "player-rounds-down": (1000, 700, 46, (0, 46 + 46, 1000, 562), 0),
    "player-shifts-right": (1280, 600, 46, ((1280 - 985) // 2 + 1, 46, 985, 554), 0),
    "solid-csd-frame": (970, 606, 46, (5, 5 + 46 + 5, 960, 540), 5),
}


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_locate_picture_in_synthetic_windows(card_frames, layout):
    win_w, win_h, header, pic, frame = LAYOUTS[layout]
    image = synthetic_window(card_frames[1234], win_w, win_h, header, pic, frame)
    by_layout = frames.locate_by_layout(image, win_w, win_h)
    if frame:
        assert by_layout is None  # the frame breaks the expected layout
    else:
        assert by_layout is not None
        for got, want in zip(by_layout.rect, pic):
            assert abs(got - want) <= 1, (by_layout, pic)
    for found in (frames.locate_picture(image, win_w, win_h), frames.find_picture(image)):
        assert found is not None
        for got, want in zip(found.rect, pic):
            assert abs(got - want) <= 2, (found, pic)
        assert found.y < found.band_y < found.y + found.height * 0.1
        assert frames.read_frame(image, found) == 1234
    area = frames.video_area(image, frames.locate_picture(image, win_w, win_h))
    want = (frame, header + frame, win_w - 2 * frame, win_h - header - 2 * frame)
    for got, wanted in zip(area, want):
        assert abs(got - wanted) <= 2, (area, want)


def test_locate_picture_rejects_black_window():
    image = frames.Image(960, 586, bytes(HEADER_RGB) * (960 * 46) + b"\0" * (960 * 540 * 3))
    assert frames.locate_by_layout(image, 960, 586) is None
    assert frames.locate_picture(image, 960, 586) is None
    assert frames.find_picture(image) is None
    assert frames.locate_and_read(image) == (None, None)


def test_ppm_round_trip(card_frames):
    image = card_frames[255].crop(0, 0, 320, 80)
    again = frames.Image.from_ppm_bytes(image.to_ppm_bytes())
    assert (again.width, again.height, again.data) == (320, 80, image.data)


# ------------------------------------------------------------------ helpers

def test_wait_until_returns_value_and_reports_last_value():
    calls = []

    def third_time():
        calls.append(1)
        return "done" if len(calls) >= 3 else None
    assert wait_until(third_time, 5, "three calls", interval=0.01) == "done"
    with pytest.raises(WaitTimeout, match=r"waiting for the answer; last value: 0$"):
        wait_until(lambda: 0, 0.2, "the answer")

    def failing():
        raise ValueError("not yet")
    with pytest.raises(WaitTimeout, match=r"last error: ValueError\('not yet'\)"):
        wait_until(failing, 0.2, "a value", ignore=(ValueError,))
    with pytest.raises(ValueError):
        wait_until(failing, 0.2, "a value")
    assert wait_until(lambda: 0, 1, "zero", check=lambda v: v == 0) == 0
    with pytest.raises(WaitTimeout, match=r"last value: 'Paused'"):
        wait_until(lambda: "Paused", 0.2, "Playing", check=lambda s: s == "Playing")


def test_frame_pts_and_frame_at_agree():
    assert [frame_pts(n) for n in (0, 1, 2, 3, 1234)] == [0.0, 0.033, 0.067, 0.1, 41.133]
    assert all(frame_at(frame_pts(n)) == n for n in range(CARD_FRAMES))
    assert frame_at(0.066) == 1 and frame_at(1000) == CARD_FRAMES - 1


def test_app_stop_kills_leftover_children(tmp_path):
    app = App(["sh", "-c", "sleep 300 & sleep 300"], log_path=tmp_path / "log").start()
    wait_until(lambda: len(session_processes(app.pid)) == 3, 5, "sh and two sleeps")
    leftover = app.stop(timeout=2)
    assert len(leftover) == 2
    assert not app.hard_killed
    wait_until(lambda: not session_processes(app.pid), 5, "no process left")


def test_app_stop_uses_sigkill_when_sigterm_is_ignored(tmp_path):
    app = App(["sh", "-c", "trap '' TERM; sleep 300; sleep 300"],
              log_path=tmp_path / "log").start()
    wait_until(lambda: len(session_processes(app.pid)) == 2, 5, "sh and sleep")
    assert app.stop(timeout=1) == []
    assert app.hard_killed
    assert not session_processes(app.pid)


# ------------------------------------------------------------------ X input

@pytest.fixture
def x_window(x_display):
    """A plain 400x300 X window at (100, 100) receiving input events."""
    conn = screen.display()
    root = conn.screen().root
    win = root.create_window(
        100, 100, 400, 300, 0, conn.screen().root_depth, X.InputOutput, X.CopyFromParent,
        background_pixel=conn.screen().white_pixel, override_redirect=True,
        event_mask=(X.ButtonPressMask | X.ButtonReleaseMask | X.PointerMotionMask
                    | X.KeyPressMask | X.KeyReleaseMask | X.ExposureMask))
    win.map()
    conn.sync()
    wait_until(lambda: win.get_attributes().map_state == X.IsViewable, 5, "window mapped")
    screen.move(50, 50)
    drain(conn)
    yield conn, win
    win.destroy()
    conn.sync()


def drain(conn, settle=0.2):
    """All pending events, after letting them arrive."""
    conn.sync()
    time.sleep(settle)
    events = []
    while conn.pending_events():
        events.append(conn.next_event())
    return events


def test_xtest_drag_sends_press_motion_release(x_window):
    conn, win = x_window
    screen.drag(150, 150, 350, 250, steps=10)
    events = [e for e in drain(conn) if e.type != X.Expose]
    kinds = [e.type for e in events]
    assert kinds[0] == X.MotionNotify and X.ButtonPress in kinds
    press = events[kinds.index(X.ButtonPress)]
    release = events[kinds.index(X.ButtonRelease)]
    assert (press.detail, press.event_x, press.event_y) == (1, 50, 50)
    assert (release.detail, release.event_x, release.event_y) == (1, 250, 150)
    between = kinds[kinds.index(X.ButtonPress) + 1:kinds.index(X.ButtonRelease)]
    assert between.count(X.MotionNotify) >= 10
    assert screen.pointer_position() == (350, 250)


def test_xtest_keys_with_modifiers(x_window):
    conn, win = x_window
    screen.move(200, 200)
    win.set_input_focus(X.RevertToParent, X.CurrentTime)
    conn.sync()
    screen.key("ctrl+o")
    screen.key("A")
    screen.key("space")
    presses = [e for e in drain(conn) if e.type == X.KeyPress]
    names = [(conn.keycode_to_keysym(e.detail, 0), bool(e.state & X.ControlMask),
              bool(e.state & X.ShiftMask)) for e in presses]
    ctrl = conn.keysym_to_keycode(0xFFE3)
    shift = conn.keysym_to_keycode(0xFFE1)
    assert [e.detail for e in presses] == [
        ctrl, conn.keysym_to_keycode(ord("o")), shift, conn.keysym_to_keycode(ord("a")),
        conn.keysym_to_keycode(ord(" "))]
    assert names[1] == (ord("o"), True, False)
    assert names[3] == (ord("a"), False, True)


def test_save_png(x_display, tmp_path):
    path = tmp_path / "screen.png"
    screen.save_png(path)
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


# ------------------------------------------------------------------ with mpv

# mpv's cheapest scalers, as Nova sets them on a software rasterizer: from mpv 0.37 its
# defaults are the costly ones, and on llvmpipe the reference player then falls behind.
CHEAP_SCALING = ["--scale=bilinear", "--dscale=bilinear", "--cscale=bilinear", "--correct-downscaling=no",
                 "--linear-downscaling=no", "--sigmoid-upscaling=no", "--dither-depth=no", "--deband=no"]


def mpv_argv(card, *extra):
    return ["mpv", "--no-config", "--vo=gpu", "--gpu-sw=yes", "--geometry=960x540+0+0",
            "--no-border", "--osd-level=0", "--ao=null", "--really-quiet=no",
            "--msg-level=all=warn"] + CHEAP_SCALING + list(extra) + [str(card)]


def start_mpv(launch, card, *extra):
    """mpv with vo=gpu, falling back to vo=x11 if that cannot start here."""
    app = launch(mpv_argv(card, *extra), name="mpv", window=False)
    try:
        app.wait_for_window(timeout=20)
        return app
    except (AssertionError, WaitTimeout):
        app.stop()
    argv = [a if a != "--vo=gpu" else "--vo=x11" for a in mpv_argv(card, *extra)]
    app = launch(argv, name="mpv-x11", window=False)
    app.wait_for_window(timeout=20)
    return app


needs_mpv = pytest.mark.skipif(shutil.which("mpv") is None, reason="mpv not installed")


@needs_mpv
@pytest.mark.mpv
@pytest.mark.parametrize("number", [0, 1234, 1500])
def test_mpv_paused_frame_is_read_from_screen(launch, test_media, number):
    app = start_mpv(launch, test_media.card, "--pause",
                    "--start=%.4f" % frame_pts(number))
    assert app.geometry()[2:] == (960, 540)
    assert app.wait_for_frame(lambda n: n == number, timeout=20) == number
    picture = app.picture()
    assert picture is not None and picture.rect == (0, 0, 960, 540)


@needs_mpv
@pytest.mark.mpv
def test_mpv_letterboxed_after_resize(launch, test_media):
    app = start_mpv(launch, test_media.card, "--pause", "--start=%.4f" % frame_pts(777))
    app.wait_for_frame(lambda n: n == 777)
    app.resize(1200, 780)
    picture = wait_until(app.picture, 10, "picture rescaled to the window width",
                         check=lambda p: p is not None and p.width == 1200)
    assert abs(picture.y - (780 - 675) // 2) <= 1 and abs(picture.height - 675) <= 1
    assert app.frame() == 777


@needs_mpv
@pytest.mark.mpv
def test_mpv_frame_step_by_key(launch, test_media):
    app = start_mpv(launch, test_media.card, "--pause", "--start=%.4f" % frame_pts(100))
    app.wait_for_frame(lambda n: n == 100)
    app.key("period")
    app.wait_for_frame(lambda n: n == 101, timeout=10)
    app.key("period")
    app.wait_for_frame(lambda n: n == 102, timeout=10)


@needs_mpv
@pytest.mark.mpv
def test_mpv_playback_advances_on_screen(launch, test_media):
    app = start_mpv(launch, test_media.card)
    first = app.wait_for_frame(timeout=20)
    later = app.wait_for_frame(lambda n: n >= first + 30, timeout=15)
    assert later - first >= 30
    # Fast one-row polling sees the frames go by.
    g = app.geometry()
    picture = app.picture()
    seen = set()
    end = time.monotonic() + 1.0
    while time.monotonic() < end:
        row = screen.grab_row(g.x + picture.x, g.y + picture.band_y, picture.width)
        number = frames.decode_band(row, 0, picture.width)
        if number is not None:
            seen.add(number)
        time.sleep(0.004)
    assert len(seen) >= 10, sorted(seen)
