# SPDX-License-Identifier: GPL-3.0-or-later
"""The real nova-player, driven like a person (keys and pointer) and observed from
outside: the test card's frame number decoded from the screen, and MPRIS. Runs on both
legs: under Xvfb, and under headless phoc (Wayland), where only the tests marked for X11
(X window names, the X window tree) and those about files rather than the display do not
run again."""

import os
import random
import struct
import subprocess
import time
from pathlib import Path
from xml.etree import ElementTree

import pytest

from novatest import debuglines, frames, screen, toolkit
from novatest.session import CARD_FPS, NOVA_VERSION, REPO_ROOT, wait_until

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"
pytestmark = pytest.mark.legs("x11", "wayland")


def frame_on_screen(app):
    return app.wait_for_frame(timeout=30)


def wait_for_page(app, timeout=10.0):
    """Wait until the window shows a page rather than black (it is mapped, drawn, and
    any crossfade has ended): the centre stays the same non-black colour for 0.3 s."""
    def settled():
        image = app.capture()
        centre = image.pixel(image.width // 2, image.height // 2)
        if frames.is_near_black(centre):
            return None
        time.sleep(0.3)
        image = app.capture()
        return image.pixel(image.width // 2, image.height // 2) == centre
    wait_until(settled, timeout, "a page drawn in the window")


def pause(app, mpris):
    app.key("space")
    wait_until(lambda: mpris.playback_status == "Paused", 10, "MPRIS PlaybackStatus Paused")
    return app.wait_still()


@pytest.fixture
def playing(nova, test_media, nova_mpris):
    """Nova playing the test card in a 960×640 window, its MPRIS name on the bus."""
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null"})
    app.resize(960, 640)
    nova_mpris.wait_for_name()
    frame_on_screen(app)
    return app


def test_the_picture_appears_and_advances_at_the_video_rate(playing):
    # Measured from half a second in: a start on a loaded machine can show its first frame
    # late and then catch up, which is not the steady rate this measures.
    initial = playing.wait_for_frame()
    first = playing.wait_for_frame(lambda n: n >= initial + 15, timeout=10, what="half a second of frames")
    start = time.monotonic()
    later = playing.wait_for_frame(lambda n: n >= first + 90, timeout=15, what="three seconds of frames")
    elapsed = time.monotonic() - start
    rate = (later - first) / elapsed
    assert 24 <= rate <= 36, "frames advanced at %.1f per second, the card has %d" % (rate, CARD_FPS)


def test_space_pauses_and_resumes(playing, nova_mpris):
    assert nova_mpris.playback_status == "Playing"
    paused_at = pause(playing, nova_mpris)
    # Paused means paused: the frame stays for a while.
    deadline = time.monotonic() + 1.0
    while time.monotonic() < deadline:
        assert playing.frame() == paused_at
    playing.key("space")
    playing.wait_for_frame(lambda n: n > paused_at + 10, timeout=10, what="playback to resume")
    wait_until(lambda: nova_mpris.playback_status == "Playing", 10, "MPRIS PlaybackStatus Playing")


def test_right_arrow_moves_ten_seconds(playing, nova_mpris):
    paused_at = pause(playing, nova_mpris)
    playing.key("Right")
    playing.wait_for_frame(lambda n: n == paused_at + 10 * CARD_FPS, timeout=10,
                           what="frame %d (10 s later)" % (paused_at + 10 * CARD_FPS))
    playing.key("Left")
    playing.wait_for_frame(lambda n: n == paused_at, timeout=10, what="frame %d again" % paused_at)


def test_mpris_agrees_with_the_screen(playing, nova_mpris, test_media):
    metadata = nova_mpris.metadata
    assert metadata["mpris:trackid"].startswith("/io/github/novaplayer/Nova/Track/")
    assert abs(metadata["mpris:length"] - 60_000_000) < 100_000, metadata["mpris:length"]
    assert metadata["xesam:url"] == Path(test_media.card).resolve().as_uri()
    assert metadata["xesam:title"]
    assert nova_mpris.identity == "Nova"
    paused_at = pause(playing, nova_mpris)
    position = nova_mpris.position / 1e6
    assert abs(position * CARD_FPS - paused_at) <= 1, \
        "MPRIS Position %.3f s is frame %.1f, the screen shows frame %d" % (position, position * CARD_FPS, paused_at)


def test_set_position_lands_on_the_exact_frame(playing, nova_mpris):
    pause(playing, nova_mpris)
    trackid = nova_mpris.trackid()
    rng = random.Random(2)
    for _ in range(8):
        # Keep clear of the millisecond rounding at frame boundaries (Matroska stores ms).
        frame = rng.randrange(0, 1700)
        t = (frame + rng.uniform(0.05, 0.95)) / CARD_FPS
        nova_mpris.set_position(trackid, int(t * 1e6))
        intended = int(t * CARD_FPS)
        playing.wait_for_frame(lambda n: n == intended, timeout=10,
                               what="frame %d after SetPosition(%.4f s)" % (intended, t))


def test_closing_while_playing_is_clean(playing):
    playing.key("ctrl+q")
    code = playing.exited(timeout=15)
    log = playing.log_text()
    assert code == 0, log
    for bad in ("CRITICAL", "invalid cast", "Assertion", "Fatal error", "leaked"):
        assert bad not in log, log


def test_the_picture_is_drawn_on_the_path_chosen_for_the_machine(nova, test_media, nova_mpris, request):
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "picture"})
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    # This machine's GL is llvmpipe: software, unless the pass asks for GL.
    expected = request.config.getoption("--renderer") or "software"
    wait_until(lambda: debuglines.drawn_by() in app.log_text(), 10, "Nova to say which path draws")
    assert debuglines.drawn_by(expected) in app.log_text(), app.log_text()


def test_when_opengl_cannot_draw_the_picture_moves_to_software(nova, test_media, nova_mpris):
    # GTK made unable to give the GL area a context: the GL path fails once the window is up.
    app = nova(test_media.card, env=dict(toolkit.gl_off_environment(), NOVA_AUDIO_OUTPUT="null",
                                         NOVA_DEBUG="picture", NOVA_RENDERER="gl"))
    nova_mpris.wait_for_name()
    first = app.wait_for_frame(timeout=30)
    app.wait_for_frame(lambda n: n > first + 10, timeout=10, what="the picture advancing after the switch")
    assert "OpenGL cannot draw the picture" in app.log_text() and "drawing in software" in app.log_text()
    assert debuglines.drawn_by("software") in app.log_text()
    assert "The picture cannot be shown" not in app.log_text()


def test_a_file_that_is_not_media_is_named_with_the_reason(nova, test_media, nova_mpris):
    app = nova(test_media.text_file)
    headline = "Can't play “%s”" % Path(test_media.text_file).name

    def title():
        result = subprocess.run(["xdotool", "getwindowname", str(app.window)], capture_output=True, text=True)
        return result.stdout.strip()
    if screen.wayland() is None:  # a Wayland client's title is not readable from outside
        wait_until(lambda: title().startswith(headline), 15, "the window to name the file")
    wait_for_page(app)
    assert "not a video or audio file" in app.log_text()
    nova_mpris.wait_for_name()
    assert nova_mpris.playback_status == "Stopped"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    screen.save_png(SCREENSHOTS / screen.shot_name("error-not-media"))
    assert app.alive(), "Nova exited on a bad file"


def test_a_second_launch_hands_its_file_to_the_running_window(nova, launch, nova_path, test_media, nova_mpris):
    first = nova(env={"NOVA_AUDIO_OUTPUT": "null"})
    nova_mpris.wait_for_name()
    assert nova_mpris.playback_status == "Stopped"
    second = launch([nova_path, test_media.card], window=False)
    assert second.exited(timeout=20) == 0, second.log_text()
    first.wait_for_frame(timeout=30, what="the card in the first window")
    assert nova_mpris.metadata["xesam:url"] == Path(test_media.card).resolve().as_uri()


def test_a_tap_toggles_the_controls_with_touch_emulation(nova, test_media, nova_mpris):
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null", "NOVA_TOUCH_EMULATION": "1"})
    app.resize(960, 640)
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    pause(app, nova_mpris)  # paused: the controls stay until tapped away
    picture = frames.locate_and_read(app.capture())[1]
    assert picture is not None, "the test card is not on screen"
    # A point on the controls' shaded band, near the bottom of the picture.
    probe = (picture.x + picture.width // 2 + 200, picture.y + picture.height - 20)

    def shade():
        return frames.luminance(app.capture().pixel(*probe))
    shown = shade()
    app.click(picture.x + picture.width // 2, picture.y + picture.height // 3)
    wait_until(lambda: shade() > shown + 20, 5, "the controls to hide after a tap (shade %.0f)" % shown)
    app.click(picture.x + picture.width // 2, picture.y + picture.height // 3)
    wait_until(lambda: abs(shade() - shown) < 10, 5, "the controls to come back after a second tap")


@pytest.mark.parametrize("width,height,name", [(360, 720, "phone-portrait"), (720, 360, "phone-landscape"),
                                               (1280, 800, "desktop")])
def test_screenshots_at_phone_and_desktop_sizes(nova, test_media, nova_mpris, width, height, name):
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null"})
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    app.resize(width, height)
    app.move(0, 0)
    paused_at = pause(app, nova_mpris)
    assert paused_at is not None
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    app.move_pointer(width // 2, height // 2)
    screen.save_png(SCREENSHOTS / screen.shot_name("player-" + name))


def test_the_welcome_page(nova):
    app = nova()
    wait_for_page(app)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    screen.save_png(SCREENSHOTS / screen.shot_name("welcome"))
    assert app.alive()


STAGE = os.environ.get("NOVA_STAGE")


@pytest.mark.legs("x11")
@pytest.mark.skipif(not STAGE, reason="needs the meson staging install made by meson-helpers/dev test")
def test_the_installed_files_validate():
    stage = Path(STAGE)
    desktop = stage / "usr/share/applications/io.github.novaplayer.Nova.desktop"
    metainfo = stage / "usr/share/metainfo/io.github.novaplayer.Nova.metainfo.xml"
    for path in (desktop, metainfo, stage / "usr/bin/nova-player",
                 stage / "usr/share/icons/hicolor/scalable/apps/io.github.novaplayer.Nova.svg",
                 stage / "usr/share/icons/hicolor/symbolic/apps/io.github.novaplayer.Nova-symbolic.svg",
                 stage / "usr/share/glib-2.0/schemas/io.github.novaplayer.Nova.gschema.xml"):
        assert path.exists(), "not installed: %s" % path
    result = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    result = subprocess.run(["appstreamcli", "validate", "--no-net", "--pedantic", str(metainfo)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    text = desktop.read_text()
    assert "Exec=nova-player %U" in text and "video/x-matroska;" in text
    # The newest release is meson's version; each screenshot is in data/screenshots, at
    # the size the metainfo gives (from the suite's own: meson-helpers/update-screenshots).
    tree = ElementTree.parse(metainfo)
    assert tree.find("releases/release").get("version") == NOVA_VERSION
    images = tree.findall("screenshots/screenshot/image")
    assert len(images) == 3
    for image in images:
        path = REPO_ROOT / "data" / "screenshots" / image.text.rsplit("/", 1)[1]
        assert path.exists(), "the metainfo shows %s, which data/screenshots lacks" % path.name
        width, height = struct.unpack(">II", path.read_bytes()[16:24])  # a PNG's IHDR
        assert (width, height) == (int(image.get("width")), int(image.get("height"))), path.name


def test_volume_keys_and_mute_show_in_mpris(playing, nova_mpris):
    assert nova_mpris.volume == pytest.approx(1.0)
    playing.key("Down")
    playing.key("Down")
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.9), 10, "MPRIS Volume 0.9 after two ↓")
    playing.key("Up")
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.95), 10, "MPRIS Volume 0.95 after ↑")
    # mpv's 9 and 0: quieter and louder.
    playing.key("9")
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.9), 10, "MPRIS Volume 0.9 after 9")
    playing.key("0")
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.95), 10, "MPRIS Volume 0.95 after 0")
    playing.key("m")
    wait_until(lambda: nova_mpris.volume == 0, 10, "MPRIS Volume 0 when muted")
    playing.key("m")
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.95), 10, "the volume back after unmuting")
    nova_mpris.volume = 0.5
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.5), 10, "MPRIS Volume written by a client")


def test_mpris_play_pause_and_quit(playing, nova_mpris):
    nova_mpris.pause()
    paused_at = playing.wait_still()
    assert nova_mpris.playback_status == "Paused"
    nova_mpris.play()
    playing.wait_for_frame(lambda n: n > paused_at + 5, timeout=10, what="playback after MPRIS Play")
    nova_mpris.quit()
    assert playing.exited(timeout=15) == 0, playing.log_text()


def test_a_hostile_file_name_plays(nova, test_media, nova_mpris, tmp_path):
    # A leading dash, quotes, a newline and bytes that are not UTF-8.
    name = b'-a "b"\n\xff\xfe c.mkv'
    path = os.path.join(os.fsencode(str(tmp_path)), name)
    subprocess.run([b"cp", os.fsencode(str(test_media.card)), path], check=True)
    app = nova("--", os.fsdecode(path), env={"NOVA_AUDIO_OUTPUT": "null"})
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30, what="the card under a hostile name")
    url = nova_mpris.metadata["xesam:url"]
    assert url.endswith("/-a%20%22b%22%0A%FF%FE%20c.mkv"), url


def test_speed_keys_and_closing_the_video(playing, nova_mpris):
    playing.key("bracketright")
    wait_until(lambda: nova_mpris.rate == pytest.approx(1.25), 10, "MPRIS Rate 1.25 after ]")
    playing.key("bracketright")
    wait_until(lambda: nova_mpris.rate == pytest.approx(1.5), 10, "MPRIS Rate 1.5")
    playing.key("bracketleft")
    wait_until(lambda: nova_mpris.rate == pytest.approx(1.25), 10, "MPRIS Rate 1.25 after [")
    playing.key("BackSpace")
    wait_until(lambda: nova_mpris.rate == pytest.approx(1.0), 10, "normal speed after BackSpace")
    playing.key("ctrl+w")
    wait_until(lambda: nova_mpris.playback_status == "Stopped", 10, "Ctrl+W closes the video")
    assert playing.alive(), "closing the video keeps Nova running"


@pytest.mark.legs("x11")  # counts X windows; on Wayland, test_nova_wayland sees the window drawn
def test_ctrl_question_mark_lists_the_shortcuts(playing):
    def windows():
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(playing.pid)],
                               capture_output=True, text=True).stdout.split()
        return len(found)
    before = windows()
    playing.key("ctrl+shift+slash")  # Ctrl+? on a US keyboard
    wait_until(lambda: windows() > before, 10, "the shortcuts window beside the player")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    screen.save_png(SCREENSHOTS / "shortcuts.png")


@pytest.mark.legs("x11")  # about files, not the display
def test_every_file_with_translatable_strings_is_in_potfiles():
    listed = set((REPO_ROOT / "po" / "POTFILES.in").read_text().split())
    marked = {str(path.relative_to(REPO_ROOT)) for path in (REPO_ROOT / "Sources").rglob("*.swift")
              if 'tr("' in path.read_text(encoding="utf-8")}
    assert marked - listed == set(), "add these to po/POTFILES.in: %s" % sorted(marked - listed)
