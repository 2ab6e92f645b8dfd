# SPDX-License-Identifier: GPL-3.0-or-later
"""Seeks that land on the frame: the timeline, Shift+arrows and MPRIS SetPosition, each
checked by decoding the test card's frame number from the screen."""

import random
import time

import pytest

from novatest import debuglines, frames, screen
from novatest.session import CARD_FPS, wait_until

TIMELINE = debuglines.TIMELINE
REQUEST = debuglines.SEEK_REQUEST
DURATION = 60.0


@pytest.fixture
def seeking(nova, test_media, nova_mpris):
    """Nova on the test card, paused, with seek logging and the controls up."""
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "seek"})
    app.resize(960, 640)
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    app.key("space")
    wait_until(lambda: nova_mpris.playback_status == "Paused", 10, "paused")
    app.wait_still()
    return app


def timeline(app):
    """(x, y, width) of the timeline's track in window coordinates, from Nova's log."""
    app.move_pointer(480, 300)
    app.move_pointer(484, 302)
    found = wait_until(lambda: TIMELINE.findall(app.log_text()), 10, "Nova to report its timeline")
    x, y, width, _ = map(int, found[-1])
    return x, y, width


def wait_frame(app, intended, what):
    return app.wait_for_frame(lambda n: n == intended, timeout=15, what="frame %d after %s" % (intended, what))


def test_fifty_random_exact_seeks_land_on_the_intended_frame(seeking, nova_mpris):
    app = seeking
    rng = random.Random(3)
    trackid = nova_mpris.trackid()
    x0, y, width = timeline(app)
    sources = ["timeline", "shift-arrow", "mpris"] * 17
    rng.shuffle(sources)
    checked = 0
    for source in sources[:50]:
        if source == "mpris":
            frame = rng.randrange(0, 1790)
            t = (frame + rng.uniform(0.05, 0.95)) / CARD_FPS
            nova_mpris.set_position(trackid, int(t * 1e6))
            wait_frame(app, int(t * CARD_FPS), "SetPosition(%.4f s)" % t)
        elif source == "shift-arrow":
            now = app.wait_for_frame()
            key = "shift+Right" if now < 1700 else "shift+Left"
            intended = now + (CARD_FPS if key == "shift+Right" else -CARD_FPS)
            app.key(key)
            wait_frame(app, intended, key)
        else:
            before = len(app.log_text())
            x = x0 + rng.randrange(2, width - 2)
            app.drag(x - 3, y, x, y, steps=3)
            requests = wait_until(lambda: [m for m in REQUEST.findall(app.log_text()[before:])
                                           if m[1] == "exact" and m[2] == "timeline"],
                                  10, "an exact timeline seek after releasing at x=%d" % x)
            target = float(requests[-1][0])
            released_at = (x - x0) / width * DURATION
            assert abs(target - released_at) <= 1.5 * DURATION / width, \
                "released at x=%d (%.3f s) but Nova sought %.3f s" % (x, released_at, target)
            wait_frame(app, int(round(target * CARD_FPS)), "releasing the timeline at %.3f s" % target)
        checked += 1
    assert checked == 50


def test_frame_steps_and_chapter_keys(seeking):
    app = seeking
    start = app.wait_for_frame()
    app.key("period")
    wait_frame(app, start + 1, "one frame forward")
    app.key("comma")
    wait_frame(app, start, "one frame back")
    app.key("Page_Down")
    wait_frame(app, 20 * CARD_FPS, "the next chapter (Middle, 0:20)")
    app.key("Page_Down")
    wait_frame(app, 40 * CARD_FPS, "the next chapter (Credits, 0:40)")
    app.key("Page_Up")
    wait_frame(app, 20 * CARD_FPS, "back to the previous chapter")
    app.key("5")
    wait_frame(app, 30 * CARD_FPS, "50 %")
    app.key("Home")
    wait_frame(app, 0, "Home")


def test_the_bubble_and_fine_scrubbing_while_dragging(seeking):
    app = seeking
    x0, y, width = timeline(app)
    # Start at 1/8 of the bar (7.5 s): far from the chapter marks, which would snap.
    sx, sy = app.to_screen(x0 + width // 8, y)
    screen.move(sx, sy)
    screen.press()
    for step in range(1, 11):
        screen.move(sx + step * 4, sy)
        time.sleep(0.02)
    # Let Nova take in the full-speed part before the finger goes up (GTK merges motion
    # events that arrive together, as a real finger never does).
    full_target = (width // 8 + 40) / width * DURATION
    wait_until(lambda: [m for m in REQUEST.findall(app.log_text())
                        if abs(float(m[0]) - full_target) <= 1.5 * DURATION / width],
               10, "Nova to follow the finger to %.2f s" % full_target)
    # Up, away from the bar: half speed.
    screen.move(sx + 40, sy - 80)
    time.sleep(0.3)
    before = len(app.log_text())
    screen.move(sx + 80, sy - 80)
    time.sleep(0.3)
    requests = [float(m[0]) for m in REQUEST.findall(app.log_text()[before:])]
    screen.release()
    assert requests, "no seeks while dragging"
    # 40 px at half speed is 20 px of the bar.
    full_speed = 40 * DURATION / width
    moved = requests[-1] - full_target
    assert abs(moved - full_speed / 2) <= 2 * DURATION / width, \
        "40 px at half speed moved %.2f s (full speed would be %.2f s)" % (moved, full_speed)


@pytest.mark.parametrize("width,height,name", [(360, 720, "phone-portrait"), (720, 360, "phone-landscape"),
                                               (1280, 800, "desktop")])
def test_screenshots_while_scrubbing(seeking, width, height, name):
    from test_nova_player import SCREENSHOTS
    app = seeking
    timeline(app)
    reported = len(TIMELINE.findall(app.log_text()))
    app.resize(width, height)
    app.move_pointer(width // 2, height // 2)
    app.move_pointer(width // 2 + 4, height // 2 + 2)
    wait_until(lambda: len(TIMELINE.findall(app.log_text())) > reported, 10,
               "Nova to report its timeline in the %dx%d window" % (width, height))
    x0, y, track = timeline(app)
    sx, sy = app.to_screen(x0 + track // 3, y)
    screen.move(sx, sy)
    screen.press()
    screen.move(sx + 10, sy - 60)
    screen.move(sx + 30, sy - 60)
    wait_until(lambda: REQUEST.findall(app.log_text()), 10, "a seek while scrubbing")
    app.wait_still()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    screen.save_png(SCREENSHOTS / ("scrubbing-%s.png" % name))
    screen.release()


def test_the_mouse_wheel_sets_the_volume_and_tilting_it_seeks(seeking, nova_mpris):
    app = seeking
    sx, sy = app.to_screen(480, 200)
    screen.scroll(2, sx, sy)  # two notches down
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.9), 10, "MPRIS Volume 0.9 after two notches down")
    screen.scroll(-1, sx, sy)
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.95), 10, "MPRIS Volume 0.95 after a notch up")
    start = app.wait_still()
    # Buttons 6 and 7 are the wheel tilted left and right: 5 s a notch.
    screen.press(7)
    screen.release(7)
    wait_frame(app, start + 5 * CARD_FPS, "a notch to the right")
