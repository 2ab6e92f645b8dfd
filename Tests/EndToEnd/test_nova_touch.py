# SPDX-License-Identifier: GPL-3.0-or-later
"""Touch gestures through NOVA_TOUCH_EMULATION=1 (the primary button is one finger), with
a fake sysfs backlight and a fake logind on the private session bus."""

import statistics
import subprocess
import sys
import time
from pathlib import Path

import dbus
import pytest

from novatest import accessibility as a11y, debuglines
from novatest import frames, screen
from novatest.session import CARD_FPS, REPO_ROOT, wait_until

REQUEST = debuglines.SEEK_REQUEST
FAKE_LOGIND = Path(__file__).resolve().parent / "novatest" / "fake_logind.py"
SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"


@pytest.fixture
def backlight(tmp_path, session_bus):
    """A fake sysfs with a firmware backlight at 70 of 100, and logind on the session bus."""
    root = tmp_path / "sys"
    device = root / "class" / "backlight" / "acpi_video0"
    device.mkdir(parents=True)
    (device / "type").write_text("firmware\n")
    (device / "max_brightness").write_text("100\n")
    (device / "brightness").write_text("70\n")
    logind = subprocess.Popen(["/usr/bin/python3", str(FAKE_LOGIND), str(root)], stdout=subprocess.PIPE, text=True)
    assert logind.stdout.readline().strip() == "ready"
    yield root
    logind.terminate()
    logind.wait(timeout=10)


def level(root):
    return int((root / "class" / "backlight" / "acpi_video0" / "brightness").read_text())


def start_touch(nova, test_media, nova_mpris, backlight, env=None):
    app = nova(test_media.card, env=dict(env or {}, NOVA_AUDIO_OUTPUT="null", NOVA_TOUCH_EMULATION="1",
                                         NOVA_SYSFS_ROOT=backlight, NOVA_LOGIND_BUS="session", NOVA_DEBUG="seek"))
    app.resize(960, 640)
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    app.backlight = backlight
    return app


@pytest.fixture
def touch(nova, test_media, nova_mpris, backlight):
    return start_touch(nova, test_media, nova_mpris, backlight)


def swipe(app, x0, y0, x1, y1, steps=15, hold=0.0):
    """A finger from (x0, y0) to (x1, y1) in window coordinates; returns before lifting
    when ``hold`` is None."""
    sx, sy = app.to_screen(x0, y0)
    screen.move(sx, sy)
    screen.press()
    for i in range(1, steps + 1):
        screen.move(*app.to_screen(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps))
        time.sleep(0.012)
    if hold is None:
        return
    time.sleep(hold)
    screen.release()


def tap(app, x, y):
    screen.move(*app.to_screen(x, y))
    screen.press()
    time.sleep(0.03)
    screen.release()


def test_a_swipe_up_on_the_right_raises_the_volume(touch, nova_mpris):
    nova_mpris.volume = 0.4
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.4), 10, "the volume at 0.4")
    swipe(touch, 760, 450, 760, 300)
    # 150 px of a ~580 px tall area: two thirds of it sweep the whole range.
    wait_until(lambda: 0.75 <= nova_mpris.volume <= 0.85, 10,
               "MPRIS Volume about 0.8 after the swipe (was 0.4); now %.3f" % nova_mpris.volume)


def test_a_swipe_on_the_left_sets_the_backlight_and_quitting_hands_it_back(touch, nova_mpris):
    root = touch.backlight
    swipe(touch, 200, 250, 200, 400)
    wait_until(lambda: level(root) < 50, 10, "the backlight dimmed (was 70)")
    dimmed = level(root)
    assert 25 <= dimmed <= 50, dimmed
    nova_mpris.quit()
    assert touch.exited(timeout=15) == 0, touch.log_text()
    assert level(root) == 70, "the original brightness is handed back on quit"


def test_a_sideways_swipe_previews_and_seeks_on_release_to_the_previewed_frame(touch, nova_mpris):
    touch.key("space")
    touch.wait_still()
    before = len(touch.log_text())
    swipe(touch, 300, 300, 560, 300, hold=None)
    time.sleep(0.2)
    assert not REQUEST.findall(touch.log_text()[before:]), "nothing seeks while the finger is down"
    screen.release()
    requests = wait_until(lambda: [m for m in REQUEST.findall(touch.log_text()[before:]) if m[2] == "gesture"],
                          10, "the seek on release")
    assert len(requests) == 1 and requests[0][1] == "exact"
    target = float(requests[0][0])
    touch.wait_for_frame(lambda n: n == round(target * CARD_FPS), timeout=15,
                         what="the previewed frame (%.3f s)" % target)


def test_the_timelines_knob_follows_a_sideways_swipe_before_the_finger_lifts(nova, test_media, nova_mpris, backlight):
    """The knob goes with the finger at once (not on the 250 ms clock), and the lift seeks where it showed."""
    touch = start_touch(nova, test_media, nova_mpris, backlight, env=a11y.ENV)
    touch.key("space")
    touch.wait_still()
    node = a11y.application(touch.pid)
    touch.move_pointer(480, 600)
    sliders = wait_until(lambda: a11y.find(node, a11y.R.SLIDER, name_is="Position"), 10, "the timeline")
    value = sliders[0].get_value_iface()
    before = value.get_current_value()
    log_before = len(touch.log_text())
    swipe(touch, 300, 300, 420, 300, hold=None)
    try:
        wait_until(lambda: value.get_current_value(), 1.0, "the knob to move with the finger",
                   interval=0.01, check=lambda now: now > before + 1)
        # Each further move of the finger: the knob follows at once, not on the 250 ms clock.
        x, measured = 420, []
        for _ in range(6):
            shown = value.get_current_value()
            x += 25
            started = time.monotonic()
            screen.move(*touch.to_screen(x, 300))
            wait_until(lambda: value.get_current_value(), 2, "the knob to follow the finger to x=%d" % x,
                       interval=0.002, check=lambda now, shown=shown: now > shown)
            measured.append(time.monotonic() - started)
        print("the timeline's knob followed the finger after %r s" % measured)
        assert statistics.median(measured) < 0.1, "the knob followed after %r s" % measured
        # Where it rests once the finger's last moves have arrived (the finger is still down).
        readings = [value.get_current_value()]
        while len(readings) < 3 or readings[-1] != readings[-3]:
            assert len(readings) < 50, "the knob kept moving after the finger stopped: %r" % readings
            time.sleep(0.1)
            readings.append(value.get_current_value())
        moved = readings[-1]
        assert not REQUEST.findall(touch.log_text()[log_before:]), "nothing seeks while the finger is down"
    finally:
        screen.release()
    requests = wait_until(lambda: [m for m in REQUEST.findall(touch.log_text()[log_before:]) if m[2] == "gesture"],
                          10, "the seek on release")
    # The knob showed where the finger would land: the target the lift seeks to.
    assert float(requests[-1][0]) == pytest.approx(moved, abs=1.0), (moved, requests)


def test_a_swipe_that_starts_in_the_top_band_changes_nothing(touch, nova_mpris):
    root = touch.backlight
    volume = nova_mpris.volume
    before = len(touch.log_text())
    picture_top = 52  # the header bar's bottom edge, with the frame
    for x, x1 in ((760, 760), (200, 200), (300, 600)):
        swipe(touch, x, picture_top + 8, x1, picture_top + 250)
    time.sleep(0.5)
    assert nova_mpris.volume == volume
    assert level(root) == 70
    assert not REQUEST.findall(touch.log_text()[before:])


def test_two_double_taps_on_the_right_move_twenty_seconds(touch, nova_mpris):
    touch.key("space")
    start = touch.wait_still()
    for expected in (start + 10 * CARD_FPS, start + 20 * CARD_FPS):
        tap(touch, 850, 300)
        time.sleep(0.08)
        tap(touch, 850, 300)
        touch.wait_for_frame(lambda n: n == expected, timeout=10, what="frame %d" % expected)
        # Let the run of taps end (800 ms), so the next double tap starts a new total.
        time.sleep(0.9)


def press_unlock(app, hold):
    """Wait for the Unlock button (at the bottom centre), then hold it for ``hold`` seconds."""
    g = app.geometry()
    x, y = g.width // 2, g.height - 5 - 48 - 66
    wait_until(lambda: frames.luminance(app.capture().pixel(x - 40, y + 40)) < 40, 5, "the Unlock button on screen")
    screen.move(*app.to_screen(x, y))
    screen.press()
    time.sleep(hold)


def lock(app):
    bus = dbus.SessionBus()
    actions = bus.get_object("io.github.novaplayer.Nova", "/io/github/novaplayer/Nova/window/1")
    actions.Activate("lock-touch", dbus.Array([], signature="v"), dbus.Dictionary({}, signature="sv"),
                     dbus_interface="org.gtk.Actions")


def test_locked_touch_ignores_gestures_until_unlock_is_held(touch, nova_mpris):
    nova_mpris.volume = 0.4
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.4), 10, "the volume at 0.4")
    lock(touch)
    time.sleep(0.3)
    swipe(touch, 760, 450, 760, 300)
    swipe(touch, 200, 250, 200, 400)
    time.sleep(0.5)
    assert nova_mpris.volume == pytest.approx(0.4), "a locked swipe changed the volume"
    assert level(touch.backlight) == 70, "a locked swipe changed the brightness"
    # A tap offers Unlock; holding it for a second unlocks.
    tap(touch, 480, 300)
    press_unlock(touch, 1.3)
    screen.release()
    time.sleep(0.3)
    swipe(touch, 760, 450, 760, 300)
    wait_until(lambda: nova_mpris.volume > 0.6, 10, "a swipe to work again after unlocking")


@pytest.mark.parametrize("width,height,name", [(360, 720, "phone-portrait"), (720, 360, "phone-landscape"),
                                               (1280, 800, "desktop")])
def test_screenshots_of_the_touch_overlays(touch, nova_mpris, width, height, name):
    app = touch
    app.resize(width, height)
    app.move(0, 0)
    app.key("space")
    app.wait_still()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    # Between the header bar and the controls at the bottom (which take swipes of their own).
    top, bottom = 52 + 40, height - 160
    mid = (top + bottom) // 2

    def shot(what):
        time.sleep(0.35)
        screen.save_png(SCREENSHOTS / ("touch-%s-%s.png" % (what, name)))

    swipe(app, width * 3 // 4, bottom - 20, width * 3 // 4, mid, hold=None)
    shot("volume")
    screen.release()
    swipe(app, width // 4, top + 20, width // 4, mid, hold=None)
    shot("brightness")
    screen.release()
    swipe(app, width // 3, mid, width * 2 // 3, mid, hold=None)
    shot("seek-preview")
    screen.move(*app.to_screen(width // 3, mid))  # back to the start: a release there seeks nowhere
    time.sleep(0.2)
    screen.release()
    tap(app, width - 40, mid)
    time.sleep(0.08)
    tap(app, width - 40, mid)
    time.sleep(0.08)
    tap(app, width - 40, mid)
    time.sleep(0.1)
    screen.save_png(SCREENSHOTS / ("touch-double-tap-%s.png" % name))
    time.sleep(1)
    app.key("space")
    screen.move(*app.to_screen(width // 2, mid))
    screen.press()
    wait_until(lambda: nova_mpris.rate == 2, 5, "2x while held")
    shot("boost")
    screen.release()
    lock(app)
    tap(app, width // 2, mid)
    shot("unlock")
    press_unlock(app, 0.5)
    screen.save_png(SCREENSHOTS / ("touch-unlock-ring-%s.png" % name))
    time.sleep(0.8)
    screen.release()


def test_a_double_tap_at_the_bottom_skips_while_the_controls_are_hidden(touch, nova_mpris):
    # Hidden, the control bar still lies over the bottom of the picture: a double tap
    # there is the picture's (a finger does not hover, so nothing brought the bar back).
    time.sleep(4)  # playing, the controls hide after 3 s
    before = nova_mpris.position
    tap(touch, 850, 610)
    time.sleep(0.08)
    tap(touch, 850, 610)
    wait_until(lambda: nova_mpris.position > before + 9_000_000, 10, "10 s on from a double tap at the bottom")
