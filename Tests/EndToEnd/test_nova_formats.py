# SPDX-License-Identifier: GPL-3.0-or-later
"""What people play: every file of the format corpus (novatest.corpus) opened in Nova.
For each video: the first frame shows, frames advance at the file's rate, exact seeks
land on the frame covering the time asked (the band read from the screen, the frame
known from the file's own timestamps), its subtitles show while an event is on and not
between events, Video Information names its codecs; interlaced pictures are
deinterlaced, a turned phone recording shows upright, HDR10 is tone-mapped so the grey
patch lands near its SDR value. For each audio file: it plays, Video Information names
its codec, and cover art shows as the picture."""

import random
import sys
import time

import pytest

from novatest import accessibility as a11y
from novatest import corpus as corpus_mod
from novatest import frames, screen
from novatest.session import REPO_ROOT, media_dir, wait_until
from test_nova_library import activate

sys.path.insert(0, str(REPO_ROOT / "meson-helpers"))
from novacard import corpus as corpus_table  # noqa: E402
from novacard import picture as card_picture  # noqa: E402

WIDTH, HEIGHT = corpus_table.WIDTH, corpus_table.HEIGHT
# The HDR card's grey patch is SDR grey 128 (BT.709) carried in PQ with white at 203 cd/m²:
# tone-mapped it shows near 128; shown as if SDR, about 105; unmapped by zimg, white.
HDR_GREY = card_picture.GREY_PATCH
HDR_TOLERANCE = 12

Atspi = a11y.Atspi

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"
_made = {}


def made():
    if not _made:
        _made["manifest"], _made["cards"] = corpus_mod.make(media_dir() / "corpus")
    return _made["cards"]


def cards(kind):
    """The corpus's names, from its own table: known before anything is made."""
    return list(corpus_table.VIDEOS if kind == "video" else corpus_table.AUDIO)


def card_named(name):
    return next(card for card in made() if card.file == name)


def start(nova, nova_mpris, card, tmp_path, size=(960, 600)):
    env = {"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data", "NOVA_DEBUG": "seek"}
    env.update(a11y.ENV)
    app = nova(card.path, env=env)
    app.resize(*size)
    nova_mpris.wait_for_name()
    return app


def info_rows(app):
    """Video Information's rows as a reader hears them: {name: value}."""
    activate("panel-info", window=True)
    root = a11y.application(app.pid)
    wanted = ("Video", "Audio", "Container")

    def rows():
        found = {}
        for node in a11y.descendants(root):
            if a11y.role(node) != a11y.R.LABEL:
                continue
            # A value's label is named by its name and its text: "Video: H.264".
            text = Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))
            label = a11y.name(node)
            for key in wanted:
                if label == "%s: %s" % (key, text):
                    found[key] = text
        return found if len(found) == len(wanted) else None
    try:
        return wait_until(rows, 10, "Video Information's rows")
    except AssertionError as error:
        raise AssertionError("%s; on screen:\n%s" % (error, a11y.dump(root))) from None


def picture_box(picture, x, y, w, h):
    """A rectangle of the card (in its 640x360 drawing) where it is on screen."""
    sx, sy = picture.width / WIDTH, picture.height / HEIGHT
    return (int(picture.x + x * sx), int(picture.y + y * sy), max(1, int(w * sx)), max(1, int(h * sy)))


def subtitle_pixels(app, picture, kind):
    """Pixels of a subtitle's colour in the card's lower fifth (its detail patch left out)."""
    image = app.capture()
    x0, y0, w, h = picture_box(picture, WIDTH * 0.15, HEIGHT * 0.78, WIDTH * 0.7, HEIGHT * 0.22)
    count = 0
    for y in range(y0, min(image.height, y0 + h)):
        row = image.row(y)
        for x in range(x0, min(image.width, x0 + w)):
            r, g, b = row[x]
            if kind == "ass":
                count += r > 200 and g > 200 and b < 90          # styled yellow
            elif kind in ("dvdsub", "dvbsub"):
                count += min(r, g, b) > 140 and max(r, g, b) - min(r, g, b) < 40   # the light box
            else:
                count += min(r, g, b) > 200                     # white words
    return count


def bar_edge_spread(app, picture):
    """How far apart the moving bar's left edge is from row to row (pixels on screen): a
    field's width of combing when the picture is not deinterlaced, none when it is."""
    image = app.capture()
    top, strip_h = card_picture.strip(HEIGHT)
    left, strip_w = card_picture.strip_span(WIDTH)
    x0, y0, w, h = picture_box(picture, left, top + strip_h * 0.2, strip_w, strip_h * 0.6)
    edges = []
    for y in range(y0, y0 + h):
        row = image.row(y)
        edge = next((x for x in range(x0, x0 + w) if frames.luminance(row[x]) > 180), None)
        if edge is not None:
            edges.append(edge)
    assert len(edges) >= h // 2, "the moving bar is not on screen"
    return max(edges) - min(edges)


def grey_patch(app, picture):
    """The middle of the HDR card's grey patch on screen, (r, g, b)."""
    x, y, size = card_picture.grey_patch(WIDTH, HEIGHT)
    px, py, pw, ph = picture_box(picture, x + size // 4, y + size // 4, size // 2, size // 2)
    image = app.capture()
    pixels = [image.pixel(xx, yy) for yy in range(py, py + ph, 2) for xx in range(px, px + pw, 2)]
    return tuple(sorted(p[i] for p in pixels)[len(pixels) // 2] for i in range(3))


def seek_to(app, nova_mpris, card, seconds):
    nova_mpris.set_position(nova_mpris.trackid(), int(seconds * 1e6))
    intended = card.band_at(seconds)
    app.wait_for_frame(lambda n: n == intended, timeout=15,
                       what="frame %d after an exact seek to %.3f s in %s" % (intended, seconds, card.file))


@pytest.mark.legs("x11", "wayland")
@pytest.mark.parametrize("name", cards("video"))
def test_a_video_plays_seeks_exactly_and_is_named(nova, nova_mpris, tmp_path, name):
    card = card_named(name)
    app = start(nova, nova_mpris, card, tmp_path)
    first = app.wait_for_frame(timeout=30, what="the first frame of %s" % name)
    assert first <= card.band_at(1.5), "%s opened at frame %d" % (name, first)

    # Frames advance at the file's rate: the band's numbers against the clock.
    samples = []
    end = time.monotonic() + 1.5
    while time.monotonic() < end:
        number = app.frame()
        if number is not None:
            samples.append((time.monotonic(), number))
    rate = corpus_mod.frames_per_second(samples)
    assert abs(rate - card.rate) <= 0.15 * card.rate, \
        "%s: the band advanced %.1f a second, the file's rate is %.3f" % (name, rate, card.rate)

    nova_mpris.pause()
    wait_until(lambda: nova_mpris.playback_status == "Paused", 10, "paused")
    for target in card.seek_targets(random.Random(name), 4):
        seek_to(app, nova_mpris, card, target)
    picture = app.picture()
    if card.interlaced:
        spread = bar_edge_spread(app, picture)
        assert spread <= 6, "%s: the moving bar's edge wanders %d px from row to row: combed, not deinterlaced" \
            % (name, spread)
    if card.hdr:
        patch = grey_patch(app, picture)
        print("%s: grey patch %s (SDR %d)" % (name, patch, HDR_GREY))
        assert all(abs(c - HDR_GREY) <= HDR_TOLERANCE for c in patch), \
            "%s: the grey patch shows as %s, its SDR value is %d (within %d)" % (name, patch, HDR_GREY, HDR_TOLERANCE)
    if card.subtitles:
        if card.subtitles == "dvbsub":
            # A broadcast's subtitles are there to be chosen (no track is marked default): j, as in mpv.
            app.key("j")
        # The controls (and their shade) off the picture: touch locked, as in a pocket.
        activate("lock-touch", window=True)
        time.sleep(1.0)
        counts = {}
        for seconds in (1.0, 1.8, 2.8):
            seek_to(app, nova_mpris, card, seconds)
            try:
                counts[seconds] = wait_until(lambda: subtitle_pixels(app, picture, card.subtitles), 5,
                                             "%s's subtitle %s at %.1f s" % (name, "off" if seconds == 1.8 else "on",
                                                                             seconds),
                                             check=lambda n: (n > 150) == (seconds != 1.8))
            except AssertionError as error:
                raise AssertionError("%s; the screen then: %s" % (error, app.save_failure_screenshot())) from None
        assert counts[1.8] < 20, counts
    screen.save_png(SCREENSHOTS / screen.shot_name("format-%s" % name.replace(".", "-")))

    rows = info_rows(app)
    assert card.video.lower() in rows["Video"].lower(), "%s: Video Information says %r" % (name, rows)
    if card.audio:
        assert card.audio.lower() in rows["Audio"].lower(), "%s: Video Information says %r" % (name, rows)


@pytest.mark.parametrize("name", cards("audio"))
def test_a_song_plays_and_is_named(nova, nova_mpris, tmp_path, name):
    card = card_named(name)
    app = start(nova, nova_mpris, card, tmp_path)
    wait_until(lambda: nova_mpris.playback_status == "Playing", 20, "%s playing" % name)
    wait_until(lambda: nova_mpris.position > 1_000_000, 10, "%s's position past 1 s" % name)
    if card.cover:
        def cover_pixels():
            image = app.capture()
            return sum(1 for y in range(0, image.height, 4) for x in range(0, image.width, 4)
                       if all(abs(c - w) < 30 for c, w in zip(image.pixel(x, y), card.cover)))
        wait_until(cover_pixels, 10, "%s's cover art as the picture" % name, check=lambda n: n > 500)
    screen.save_png(SCREENSHOTS / screen.shot_name("format-%s" % name.replace(".", "-")))
    rows = info_rows(app)
    assert card.audio.lower() in rows["Audio"].lower(), "%s: Video Information says %r" % (name, rows)


@pytest.mark.legs("x11", "wayland")
@pytest.mark.parametrize("size", [(360, 720), (720, 360), (1280, 800)])
def test_screenshots_of_a_phone_recording_an_hdr_film_and_a_dvd_rip(nova, nova_mpris, tmp_path, size):
    """How a turned phone recording, an HDR film and an interlaced DVD rip with its subtitles
    look at a phone's two sizes and a desktop's: upright, tone-mapped, deinterlaced."""
    for name, at in (("h264-50-turned.mov", 2.0), ("hevc-hdr10.mkv", 2.0), ("mpeg2-interlaced-dvd.mkv", 2.8)):
        card = card_named(name)
        app = start(nova, nova_mpris, card, tmp_path, size=size)
        app.wait_for_frame(timeout=30, what="the first frame of %s" % name)
        nova_mpris.pause()
        wait_until(lambda: nova_mpris.playback_status == "Paused", 10, "paused")
        seek_to(app, nova_mpris, card, at)
        time.sleep(0.5)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        screen.save_png(SCREENSHOTS / screen.shot_name("format-%s-%dx%d" % (name.replace(".", "-"), *size)))
        app.stop()
