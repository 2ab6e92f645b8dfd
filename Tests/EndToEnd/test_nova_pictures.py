# SPDX-License-Identifier: GPL-3.0-or-later
"""Pictures of awkward shapes on the path this machine draws with: a video larger than
the screen (8K), a portrait one, a 2×2 one, one whose size changes midway; resizes and
fullscreen toggles in quick succession while playing, and quitting while frames are
drawn. Each shows the right picture (its colour where the picture is, its shape from
the black around it), never the previous file's, and Nova stays up."""

import subprocess
import time

import pytest

from novatest import frames, screen
from novatest.session import REPO_ROOT, media_dir, wait_until

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"
pytestmark = pytest.mark.legs("x11", "wayland")


def ffmpeg(*args):
    subprocess.run(["ffmpeg", "-nostdin", "-v", "error", "-y"] + list(args), check=True, timeout=300)


@pytest.fixture(scope="module")
def shapes():
    """Solid-colour clips (made once): 8K red, portrait green, 2x2 blue, and one that is
    640x360 yellow for 2 s and then 360x640 magenta."""
    folder = media_dir() / "shapes"
    folder.mkdir(parents=True, exist_ok=True)
    made = {}
    for name, colour, size, seconds in [("8k-red", "red", "7680x4320", 3), ("portrait-green", "green", "720x1280", 6),
                                        ("tiny-blue", "blue", "2x2", 6)]:
        path = folder / (name + ".mkv")
        if not path.exists():
            ffmpeg("-f", "lavfi", "-i", "color=c=%s:s=%s:r=30:d=%d" % (colour, size, seconds),
                   "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", str(path))
        made[name] = path
    changing = folder / "size-change.ts"
    if not changing.exists():
        parts = []
        for index, (colour, size, seconds) in enumerate([("yellow", "640x360", 2), ("magenta", "360x640", 8)]):
            part = folder / ("part%d.ts" % index)
            ffmpeg("-f", "lavfi", "-i", "color=c=%s:s=%s:r=30:d=%d" % (colour, size, seconds),
                   "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-f", "mpegts", str(part))
            parts.append(part)
        changing.write_bytes(b"".join(p.read_bytes() for p in parts))
    made["size-change"] = changing
    return made


def colour_box(app, match):
    """(left, top, right, bottom) of the pixels for which ``match(rgb)`` holds, sampled
    every 4 px in the window between its top 60 px (the header bar) and its bottom 130 px
    (the controls), or None: a box can be shorter than the picture."""
    image = app.capture()
    xs, ys = [], []
    for y in range(60, image.height - 130, 4):
        row = image.row(y)
        for x in range(0, image.width, 4):
            if match(row[x]):
                xs.append(x)
                ys.append(y)
    return (min(xs), min(ys), max(xs), max(ys)) if xs else None


def red(rgb):
    return rgb[0] > 180 and rgb[1] < 60 and rgb[2] < 60


def green(rgb):
    return rgb[1] > 90 and rgb[0] < 60 and rgb[2] < 60


def blue(rgb):
    return rgb[2] > 180 and rgb[0] < 60 and rgb[1] < 60


def yellow(rgb):
    return rgb[0] > 180 and rgb[1] > 180 and rgb[2] < 60


def magenta(rgb):
    return rgb[0] > 180 and rgb[2] > 180 and rgb[1] < 60


@pytest.fixture
def player(nova, test_media, nova_mpris):
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null"})
    app.resize(960, 640)
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    return app


def open_and_wait(app, mpris, path, match, what):
    mpris.open_uri(path.as_uri())
    box = wait_until(lambda: colour_box(app, match), 20, what)
    # The previous file's picture is gone: none of the card's blue-grey anywhere.
    assert colour_box(app, frames.is_body) is None, "the card is still on screen"
    return box


def test_pictures_of_every_shape_fill_their_place_and_replace_the_last(player, nova_mpris, shapes):
    app = player
    width, height = app.geometry()[2:]
    box = open_and_wait(app, nova_mpris, shapes["8k-red"], red, "the 8K video's red")
    assert box[2] - box[0] > width * 0.9, "an 8K 16:9 picture spans the window's width: %r" % (box,)
    box = open_and_wait(app, nova_mpris, shapes["portrait-green"], green, "the portrait video's green")
    assert box[2] - box[0] < width * 0.45, "a portrait picture, pillarboxed: %r" % (box,)
    box = open_and_wait(app, nova_mpris, shapes["tiny-blue"], blue, "the 2x2 video's blue")
    assert box[2] - box[0] > width * 0.5, "a 2x2 picture scaled up to the window: %r" % (box,)
    screen.save_png(SCREENSHOTS / screen.shot_name("picture-2x2"))
    assert app.alive()


def test_a_size_change_midway_shows_the_new_shape(player, nova_mpris, shapes):
    app = player
    box = open_and_wait(app, nova_mpris, shapes["size-change"], yellow, "the first part's yellow (landscape)")
    assert box[2] - box[0] > box[3] - box[1]
    box = wait_until(lambda: colour_box(app, magenta), 20, "the second part's magenta")
    width = app.geometry()[2]
    assert box[2] - box[0] < width * 0.45, "the picture turned portrait: %r" % (box,)
    assert colour_box(app, yellow) is None, "nothing left of the first part's picture"


def test_resizes_and_fullscreen_toggles_in_quick_succession_while_playing(player, nova_mpris):
    app = player
    for size in [(640, 400), (1200, 760), (360, 720), (720, 360), (960, 640)] * 2:
        app.resize(*size)
    for _ in range(6):
        app.key("f")
        time.sleep(0.15)
    first = app.wait_for_frame(timeout=10)
    app.wait_for_frame(lambda n: n > first + 15, timeout=10, what="the picture still advancing")
    picture = frames.locate_and_read(app.capture())[1]
    g = app.geometry()
    assert picture is not None and picture.width > g.width * 0.9, "the picture fits the window again: %r" % (picture,)
    assert nova_mpris.playback_status == "Playing"


def test_quitting_while_frames_are_drawn_is_clean(nova, nova_mpris, shapes):
    for _ in range(3):
        app = nova(shapes["8k-red"], env={"NOVA_AUDIO_OUTPUT": "null"})
        nova_mpris.wait_for_name()
        wait_until(lambda: colour_box(app, red), 20, "the 8K video on screen")
        nova_mpris.quit()
        assert app.exited(timeout=15) == 0, app.log_text()
        nova_mpris.wait_for_name_gone()
