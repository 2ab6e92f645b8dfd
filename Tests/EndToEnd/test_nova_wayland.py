# SPDX-License-Identifier: GPL-3.0-or-later
"""Nova on the phone's own compositor: under a headless phoc, with real wl_touch from the
suite's input module (no NOVA_TOUCH_EMULATION). Every gesture of the touch recognizer by
real fingers in fullscreen, taps on the controls, a compositor-cancelled sequence, the
output rotated and scaled under a running player, and the library by touch."""

import time

import pytest

from novatest import debuglines, frames, screen
from novatest.session import CARD_FPS, REPO_ROOT, wait_until
from test_nova_library import make_folder
from test_nova_panels import controls as panel_controls, open_panel
from test_nova_player import pause, wait_for_page
from test_nova_seeking import DURATION, REQUEST, TIMELINE
from test_nova_touch import backlight, level, lock  # noqa: F401 (backlight is a fixture)

pytestmark = pytest.mark.legs("wayland")
SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"
CONTROL = debuglines.CONTROL


def start(nova, test_media, nova_mpris, backlight_root=None, extra=None):
    env = {"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "seek,controls,panels,library"}
    if backlight_root is not None:
        env.update({"NOVA_SYSFS_ROOT": backlight_root, "NOVA_LOGIND_BUS": "session"})
    env.update(extra or {})
    app = nova(test_media.card, env=env)
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    return app


def header_shown(app):
    """Whether the header bar is drawn across the top of the window."""
    width = app.geometry().width
    row = app.capture().row(4)
    return sum(1 for x in range(0, width, 4) if frames.luminance(row[x]) > 24) > width // 12


def enter_fullscreen(app):
    app.key("f")
    wait_until(lambda: not header_shown(app), 10, "fullscreen: the header bar gone")
    time.sleep(0.3)


def control_block(app):
    """{name: (centre x, centre y, width, height)} of the control bar (and the open player
    menu's rows, as "menu NAME") from Nova's last report of where they are."""
    block, current = {}, {}
    previous_was_control = False
    for line in app.log_text(limit=400000).splitlines():
        match = CONTROL.match(line)
        if not match:
            previous_was_control = False
            continue
        menu, name, x, y, w, h = match.groups()
        key = ("menu " if menu else "") + name
        # A report names each control once: a name again starts the next report.
        if not previous_was_control or key in current:
            current = {}
            block = current
        current[key] = (int(x) + int(w) // 2, int(y) + int(h) // 2, int(w), int(h))
        previous_was_control = True
    return block


def control(app, name, timeout=5):
    """Where ``name`` is, once it has stayed there for 0.3 s (a popover slides in)."""
    def settled():
        first = control_block(app).get(name)
        time.sleep(0.3)
        return first if first is not None and control_block(app).get(name) == first else None
    return wait_until(settled, timeout, "Nova to report where %r is" % name)


def show_controls(app):
    """The bar freshly shown by a tap in the middle of the picture: one up already may be
    about to hide (3 s after the last activity while playing), so a tap hides it first."""
    def tap_until(shown):
        app.phoc.tap(app.geometry().width // 2, app.geometry().height // 3)
        time.sleep(0.5)  # past the double-tap time: one tap
        wait_until(lambda: controls_shown(app) == shown, 5, "the bar %s by a tap" % ("shown" if shown else "hidden"))
    if controls_shown(app):
        tap_until(False)
    tap_until(True)


def controls_shown(app):
    """Whether Nova last said its bar is shown (NOVA_DEBUG=controls; it starts shown)."""
    said = debuglines.CONTROLS_SHOWN_OR_HIDDEN.findall(app.log_text(limit=400000))
    return not said or said[-1] == "shown"


def requests(app, since=0):
    return REQUEST.findall(app.log_text(limit=400000)[since:])


# ------------------------------------------------------------------ playback

@pytest.mark.output(mode="1280x800")
def test_fullscreen_fills_the_output_and_leaving_it_restores_the_window(phoc, nova, test_media, nova_mpris):
    app = start(nova, test_media, nova_mpris)
    assert header_shown(app)
    enter_fullscreen(app)
    image = app.capture()
    number, picture = frames.locate_and_read(image)
    assert number is not None, "the card is on screen in fullscreen"
    # 16:9 in 1280x800: the full width, letterboxed above and below.
    assert picture.width >= 1270 and abs(picture.x) <= 5, picture
    screen.save_png(SCREENSHOTS / screen.shot_name("fullscreen-1280x800"))
    app.key("f")
    wait_until(lambda: header_shown(app), 10, "the window back with its header bar")
    app.wait_for_frame(timeout=10)
    assert app.alive()


# ------------------------------------------------------------------ gestures

@pytest.fixture
def phone(phoc, nova, test_media, nova_mpris, backlight):
    """Nova in fullscreen on a 720x360 phone held sideways, playing; the screen's top and
    bottom 24 px are the system's."""
    app = start(nova, test_media, nova_mpris, backlight)
    enter_fullscreen(app)
    app.backlight = backlight
    return app


@pytest.mark.output(mode="720x360")
def test_a_finger_sets_volume_on_the_right_and_brightness_on_the_left(phone, nova_mpris):
    phoc = phone.phoc
    nova_mpris.volume = 0.4
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.4), 10, "the volume at 0.4")
    # 120 px of 360: two thirds of the height sweep the whole range, so +0.5.
    phoc.swipe(540, 230, 540, 110)
    wait_until(lambda: 0.85 <= nova_mpris.volume <= 0.95, 10,
               "MPRIS Volume about 0.9 after the swipe (was 0.4); now %.3f" % nova_mpris.volume)
    phoc.swipe(180, 110, 180, 230)
    wait_until(lambda: level(phone.backlight) <= 30, 10, "the backlight dimmed from 70 by half the range")
    assert level(phone.backlight) >= 10
    nova_mpris.quit()
    assert phone.exited(timeout=15) == 0, phone.log_text()
    assert level(phone.backlight) == 70, "the brightness is handed back on quit"


@pytest.mark.output(mode="720x360")
def test_a_sideways_swipe_previews_and_lands_on_the_previewed_frame_when_lifted(phone, nova_mpris):
    phoc = phone.phoc
    still = pause(phone, nova_mpris)
    before = len(phone.log_text(limit=400000))
    centre = phone.capture().crop(200, 120, 320, 120)
    phoc.swipe(200, 180, 460, 180, lift=False)
    time.sleep(0.4)
    assert not requests(phone, before), "nothing seeks while the finger is down"
    preview = phone.capture().crop(200, 120, 320, 120)
    assert changed_fraction(centre, preview) > 0.05, "the landing time is shown while the finger is down"
    screen.save_png(SCREENSHOTS / screen.shot_name("touch-seek-preview-720x360"))
    phoc.touch_up()
    found = wait_until(lambda: [m for m in requests(phone, before) if m[2] == "gesture"], 10, "the seek on lift")
    assert len(found) == 1 and found[0][1] == "exact", found
    target = float(found[0][0])
    assert target > still / CARD_FPS + 10, "260 px of 720 over a 60 s file is about 21 s on"
    phone.wait_for_frame(lambda n: n == round(target * CARD_FPS), timeout=15,
                         what="the previewed frame (%.3f s)" % target)


def changed_fraction(a, b):
    changed = sum(1 for y in range(0, a.height, 3) for x in range(0, a.width, 3)
                  if abs(frames.luminance(a.pixel(x, y)) - frames.luminance(b.pixel(x, y))) > 30)
    return changed / float(len(range(0, a.height, 3)) * len(range(0, a.width, 3)))


@pytest.mark.output(mode="720x360")
def test_swipes_from_the_top_or_bottom_edge_of_the_screen_are_the_systems(phone, nova_mpris):
    phoc = phone.phoc
    volume = nova_mpris.volume
    before = len(phone.log_text(limit=400000))
    for x0, y0, x1, y1 in ((540, 8, 540, 200), (180, 8, 180, 200), (200, 10, 500, 60),
                           (540, 352, 540, 150), (180, 352, 180, 150), (200, 350, 500, 300)):
        phoc.swipe(x0, y0, x1, y1)
        time.sleep(0.1)
    time.sleep(0.5)
    assert nova_mpris.volume == volume
    assert level(phone.backlight) == 70
    assert not requests(phone, before)


@pytest.mark.output(mode="720x360")
def test_taps_on_the_right_add_up_ten_seconds_each(phone, nova_mpris):
    phoc = phone.phoc
    start_frame = pause(phone, nova_mpris)
    for _ in range(3):  # a double tap, then a third tap adding another 10 s
        phoc.tap(640, 180)
        time.sleep(0.1)
    expected = start_frame + 20 * CARD_FPS
    phone.wait_for_frame(lambda n: n == expected, timeout=10, what="frame %d (+20 s)" % expected)
    time.sleep(1.0)  # the run of taps ends
    phoc.tap(80, 180)
    time.sleep(0.1)
    phoc.tap(80, 180)
    phone.wait_for_frame(lambda n: n == expected - 10 * CARD_FPS, timeout=10, what="10 s back from a double tap on the left")


@pytest.mark.output(mode="720x360")
def test_a_long_press_plays_at_double_speed_until_lifted(phone, nova_mpris):
    phoc = phone.phoc
    phoc.touch_down(360, 180)
    wait_until(lambda: nova_mpris.rate == 2, 5, "2x while held")
    time.sleep(0.3)
    phoc.touch_up()
    wait_until(lambda: nova_mpris.rate == 1, 5, "1x once lifted")


def blue_run(app, y):
    """Width of the card's blue body along row ``y`` (the picture's width, zoomed or not)."""
    row = app.capture().row(y)
    width = app.geometry().width
    lit = [x for x in range(width) if frames.is_body(row[x])]
    return (lit[-1] - lit[0] + 1) if lit else 0


@pytest.mark.output(mode="720x360")
def test_two_fingers_pinch_from_fit_to_fill_and_a_two_finger_tap_fits_again(phone, nova_mpris):
    phoc = phone.phoc
    pause(phone, nova_mpris)
    fit = blue_run(phone, 250)
    phoc.touch_down(300, 180, finger=0)
    phoc.touch_down(420, 180, finger=1)
    for step in range(1, 11):
        phoc.send("touch motion 0 %.1f 180" % (300 - 10 * step), "touch motion 1 %.1f 180" % (420 + 10 * step),
                  "touch frame")
        phoc.sync()
        time.sleep(0.02)
    phoc.touch_up(0)
    phoc.touch_up(1)
    wait_until(lambda: blue_run(phone, 250) >= fit * 1.1, 5,
               "the picture filling the screen (the body %d px wide when fitted)" % fit)
    screen.save_png(SCREENSHOTS / screen.shot_name("touch-pinch-fill-720x360"))
    time.sleep(0.5)
    phoc.send("touch down 0 300 180", "touch down 1 420 180", "touch frame")
    phoc.sync()
    time.sleep(0.08)
    phoc.send("touch up 0", "touch up 1", "touch frame")
    phoc.sync()
    wait_until(lambda: abs(blue_run(phone, 250) - fit) <= 3, 5, "a two-finger tap back to fit")
    assert nova_mpris.playback_status == "Paused", "the two-finger tap did not also toggle playback"


def press_unlock(app, hold):
    """Holds the Unlock button (bottom centre) for ``hold`` seconds, leaving the finger down."""
    g = app.geometry()
    x, y = g.width // 2, g.height - 5 - 48 - 66
    wait_until(lambda: frames.luminance(app.capture().pixel(x - 40, y + 40)) < 40, 5, "the Unlock button on screen")
    app.phoc.touch_down(x, y)
    time.sleep(hold)


@pytest.mark.output(mode="720x360")
def test_locked_touch_ignores_fingers_until_unlock_is_held(phone, nova_mpris):
    phoc = phone.phoc
    nova_mpris.volume = 0.4
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.4), 10, "the volume at 0.4")
    lock(phone)
    time.sleep(0.3)
    phoc.swipe(540, 230, 540, 110)
    phoc.swipe(180, 110, 180, 230)
    phoc.tap(640, 180)
    phoc.tap(640, 180)
    time.sleep(0.5)
    assert nova_mpris.volume == pytest.approx(0.4), "a locked swipe changed the volume"
    assert level(phone.backlight) == 70, "a locked swipe changed the brightness"
    time.sleep(1)
    phoc.tap(360, 150)
    press_unlock(phone, 1.3)
    phoc.touch_up()
    time.sleep(0.3)
    phoc.swipe(540, 230, 540, 110)
    wait_until(lambda: nova_mpris.volume > 0.6, 10, "a swipe to work again after unlocking")


@pytest.mark.output(mode="720x360")
def test_a_sequence_the_compositor_cancels_leaves_no_seek_and_no_stuck_double_speed(phone, nova_mpris):
    phoc = phone.phoc
    still = pause(phone, nova_mpris)
    before = len(phone.log_text(limit=400000))
    phoc.swipe(200, 180, 460, 180, lift=False)
    time.sleep(0.2)
    phoc.touch_cancel()
    time.sleep(0.8)
    assert not requests(phone, before), "a cancelled swipe seeks nowhere"
    assert phone.frame() == still
    # A cancelled long press: back to normal speed.
    phone.key("space")
    wait_until(lambda: nova_mpris.playback_status == "Playing", 10, "playing")
    phoc.touch_down(360, 180)
    wait_until(lambda: nova_mpris.rate == 2, 5, "2x while held")
    phoc.touch_cancel()
    wait_until(lambda: nova_mpris.rate == 1, 5, "1x once the compositor cancelled the press")
    # Fingers work again afterwards.
    nova_mpris.volume = 0.4
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.4), 10, "the volume at 0.4")
    phoc.swipe(540, 230, 540, 110)
    wait_until(lambda: nova_mpris.volume > 0.6, 10, "a swipe after the cancelled ones")


# ------------------------------------------------------------------ the controls by touch

@pytest.mark.output(mode="720x360")
def test_play_pause_and_the_skip_buttons_answer_a_tap(phoc, nova, test_media, nova_mpris):
    app = start(nova, test_media, nova_mpris)
    show_controls(app)
    phoc.tap(*control(app, "Pause")[:2])
    wait_until(lambda: nova_mpris.playback_status == "Paused", 5, "a tap on Pause pauses")
    show_controls(app)
    phoc.tap(*control(app, "Play")[:2])
    wait_until(lambda: nova_mpris.playback_status == "Playing", 5, "a tap on Play plays")
    phoc.tap(*control(app, "Pause")[:2])
    wait_until(lambda: nova_mpris.playback_status == "Paused", 5, "paused again")
    position = nova_mpris.position
    phoc.tap(*control(app, "Forward 10 seconds")[:2])
    wait_until(lambda: abs(nova_mpris.position - position - 10_000_000) < 200_000, 5, "10 s on from a tap")
    phoc.tap(*control(app, "Back 10 seconds")[:2])
    wait_until(lambda: abs(nova_mpris.position - position) < 200_000, 5, "10 s back from a tap")


@pytest.mark.output(mode="960x540")
def test_the_timeline_follows_a_finger_and_slows_when_it_slides_up(phoc, nova, test_media, nova_mpris):
    app = start(nova, test_media, nova_mpris)
    pause(app, nova_mpris)
    show_controls(app)
    found = wait_until(lambda: TIMELINE.findall(app.log_text(limit=400000)), 10, "Nova to report its timeline")
    x0, y, width, _ = map(int, found[-1])
    sx = x0 + width // 8
    phoc.touch_down(sx, y)
    for step in range(1, 11):
        phoc.touch_move(sx + step * 4, y)
        time.sleep(0.03)
    full_target = (width // 8 + 40) / width * DURATION
    # The picture follows the finger while it is down.
    app.wait_for_frame(lambda n: abs(n - full_target * CARD_FPS) <= 1.5 * DURATION / width * CARD_FPS, timeout=10,
                       what="the picture at the finger (%.2f s)" % full_target)
    phoc.touch_move(sx + 40, y - 80)
    time.sleep(0.3)
    before = len(app.log_text(limit=400000))
    phoc.touch_move(sx + 80, y - 80)
    time.sleep(0.4)
    moved = [float(m[0]) for m in requests(app, before)]
    phoc.touch_up()
    assert moved, "no seeks while the finger slid"
    full_speed = 40 * DURATION / width
    assert abs(moved[-1] - full_target - full_speed / 2) <= 2 * DURATION / width, \
        "40 px at half speed moved %.2f s (full speed would be %.2f s)" % (moved[-1] - full_target, full_speed)
    landed = moved[-1]
    app.wait_for_frame(lambda n: n == round(landed * CARD_FPS), timeout=10, what="the frame where the finger lifted")


@pytest.mark.output(mode="720x360")
def test_the_player_menu_and_a_panel_row_answer_taps(phoc, nova, test_media, nova_mpris):
    app = start(nova, test_media, nova_mpris)
    app.key("space")
    wait_until(lambda: nova_mpris.playback_status == "Paused", 10, "paused")
    show_controls(app)
    phoc.tap(*control(app, "Player menu")[:2])
    row = control(app, "menu Speed")
    screen.save_png(SCREENSHOTS / screen.shot_name("player-menu-720x360"))
    phoc.tap(*row[:2])
    wait_until(lambda: debuglines.panel_opened("speed", "side") in app.log_text(limit=400000), 5, "the speed panel opened by a tap")
    x, y, shown = wait_until(lambda: panel_controls(app, "speed").get("1.5×"), 5, "the 1.5× row")
    assert shown
    phoc.tap(x, y)
    wait_until(lambda: nova_mpris.rate == pytest.approx(1.5), 5, "1.5× from a tap on its row")


# ------------------------------------------------------------------ rotation and scale

def panel_box(app, name):
    """(left, top, right, bottom) of the open panel's reported controls."""
    found = panel_controls(app, name)
    xs = [x for x, _, _ in found.values()]
    ys = [y for _, y, _ in found.values()]
    return min(xs), min(ys), max(xs), max(ys)


@pytest.mark.output(mode="360x720")
def test_rotating_the_phone_moves_an_open_panel_and_relays_the_controls(phoc, nova, test_media, nova_mpris):
    app = start(nova, test_media, nova_mpris)
    nova_mpris.pause()
    show_controls(app)
    # The narrow bar: no skip buttons, play/pause kept (once the window has its phone size).
    wait_until(lambda: (lambda b: ("Play" in b or "Pause" in b) and "Back 10 seconds" not in b)(control_block(app)), 5,
               "the narrow control bar at 360 px")
    open_panel(app, "speed", "bottom")
    screen.save_png(SCREENSHOTS / screen.shot_name("rotated-panel-360x720"))
    rows_before = set(panel_controls(app, "speed"))
    phoc.configure(transform=90)
    wait_until(lambda: debuglines.panel_moved("speed", "side") in app.log_text(limit=400000), 10,
               "the sheet docked at the side once the phone is sideways")
    wait_until(lambda: panel_box(app, "speed")[0] > 720 - 370, 5, "the panel's rows at the right")
    assert set(panel_controls(app, "speed")) == rows_before, "the panel kept its content"
    time.sleep(0.5)
    screen.save_png(SCREENSHOTS / screen.shot_name("rotated-panel-720x360"))
    app.key("Escape")
    wait_until(lambda: debuglines.panel_closed("speed") in app.log_text(limit=400000), 5, "Esc closes it")
    show_controls(app)
    wide = wait_until(lambda: (lambda b: b if "Back 10 seconds" in b else None)(control_block(app)), 5,
                      "the full control bar, with the skip buttons, in landscape")
    for name, (x, y, w, h) in wide.items():
        assert w // 2 <= x <= 720 - w // 2 and h // 2 <= y <= 360 - h // 2, "%s clipped: %r" % (name, (x, y, w, h))
    phoc.configure(transform="normal")
    compact = wait_until(lambda: (lambda b: b if b and "Back 10 seconds" not in b else None)(control_block(app)), 5,
                         "the narrow control bar again in portrait")

    def clipped(block):
        return [(name, box) for name, box in block.items()
                if not (box[2] // 2 <= box[0] <= 360 - box[2] // 2 and box[3] // 2 <= box[1] <= 720 - box[3] // 2)]
    # The narrow bar was once reported while the window was still on its way from 720 px
    # (Debian 13's phoc, one run of many): its settled report is the one that counts.
    try:
        wait_until(lambda: not clipped(control_block(app)), 5, "the narrow bar within the portrait window")
    except AssertionError:
        raise AssertionError("clipped: %r (first narrow report %r)" % (clipped(control_block(app)), compact)) from None


def stripes(image, x0, y, count=24):
    """How many neighbouring pixel pairs along row ``y`` from ``x0`` differ by more than 20
    in luminance (the controls' shade dims the bottom of the picture): the card's 1-pixel
    lines drawn 1:1 make every pair differ, a picture scaled up evens them out."""
    values = [frames.luminance(image.pixel(x, y)) for x in range(x0, x0 + count + 1)]
    return sum(1 for a, b in zip(values, values[1:]) if abs(a - b) > 20)


@pytest.mark.output(mode="720x1440", scale=2)
def test_at_scale_two_the_picture_is_drawn_at_device_pixels_and_touch_lands_under_the_finger(phoc, nova, test_media,
                                                                                            nova_mpris):
    app = start(nova, test_media, nova_mpris)
    assert app.geometry()[2:] == (360, 720)
    phoc.configure(transform=90)  # sideways: 1440x720 device pixels, 720x360 logical
    enter_fullscreen(app)
    pause(app, nova_mpris)
    device = phoc.grab(scale=2)
    assert (device.width, device.height) == (1440, 720)
    number, picture = frames.locate_and_read(device)
    assert number is not None, "the barcode reads at device pixels"
    # The 1280x720 card fits 1440x720 exactly at 1:1: its 1-pixel lines start at (40, 660)
    # of the card; a picture drawn at 720x360 and scaled up by phoc would blur them.
    left = (1440 - 1280) // 2
    lines = stripes(device, left + 40, 670)
    screen.save_png(SCREENSHOTS / screen.shot_name("scale2-720x1440"))
    assert lines >= 20, "the 1-pixel detail is sharp (%d of 24 neighbouring pairs differ)" % lines
    # A tap at a logical point lands there: a double tap on the right third skips forward.
    position = nova_mpris.position
    phoc.tap(620, 180)
    time.sleep(0.1)
    phoc.tap(620, 180)
    wait_until(lambda: nova_mpris.position > position + 9_000_000, 5, "a double tap on the right skips forward")


@pytest.mark.output(mode="1080x2160", scale=1.5)
def test_at_scale_one_and_a_half_the_card_reads_and_touch_lands_under_the_finger(phoc, nova, test_media, nova_mpris):
    app = start(nova, test_media, nova_mpris)
    assert app.geometry()[2:] == (720, 1440)
    pause(app, nova_mpris)
    device = phoc.grab(scale=1.5)
    number, _ = frames.locate_and_read(device)
    assert number is not None, "the barcode reads at device pixels"
    screen.save_png(SCREENSHOTS / screen.shot_name("scale1.5-1080x2160"))
    show_controls(app)
    phoc.tap(*control(app, "Play")[:2])
    wait_until(lambda: nova_mpris.playback_status == "Playing", 5, "a tap on Play, at its logical place, plays")


# ------------------------------------------------------------------ the library by touch

@pytest.mark.output(mode="360x720")
def test_the_library_scrolls_opens_and_offers_its_menu_by_touch(phoc, nova, test_media, nova_mpris, tmp_path):
    import shutil
    from test_nova_library import activate
    folder = make_folder(tmp_path, test_media.card)
    for index in range(9):
        shutil.copyfile(test_media.card, folder / "Series" / ("Extra %d.mkv" % index))
    env = {"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "library", "XDG_DATA_HOME": tmp_path / "data",
           "XDG_CACHE_HOME": tmp_path / "cache"}
    app = nova(env=env)
    wait_for_page(app)
    activate("add-library-folder", str(folder))
    wait_until(lambda: debuglines.library_indexed(folder, 12) in app.log_text(), 30, "the folder indexed")
    time.sleep(1)
    screen.save_png(SCREENSHOTS / screen.shot_name("library-touch-360x720"))
    top = phoc.grab(0, 150, 360, 500)
    phoc.swipe(180, 600, 180, 250, steps=20, step_delay=0.016)
    time.sleep(1.0)
    assert changed_fraction(top, phoc.grab(0, 150, 360, 500)) > 0.05, "a finger drag scrolled the list"
    # A long press on a video opens its menu.
    phoc.touch_down(120, 400)
    wait_until(lambda: debuglines.LIBRARY_MENU in app.log_text(), 5, "the item's menu from a long press")
    phoc.touch_up()
    time.sleep(0.3)
    screen.save_png(SCREENSHOTS / screen.shot_name("library-long-press-360x720"))
    app.key("Escape")
    time.sleep(0.5)
    nova_mpris.wait_for_name()
    phoc.tap(120, 400)
    wait_until(lambda: str(nova_mpris.metadata.get("xesam:url", "")).startswith((folder / "Series").as_uri()), 10,
               "a tap on a video plays it")
    app.wait_for_frame(timeout=20)
