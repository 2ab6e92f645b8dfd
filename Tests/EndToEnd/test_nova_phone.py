# SPDX-License-Identifier: GPL-3.0-or-later
"""Living on a phone, with the phone's services standing in on private buses: logind's
lock (a private system bus), GNOME Calls (the session bus) and ModemManager (the system
bus), and a real PulseAudio server with two null sinks. A locked screen pauses a video and
says so when unlocked; a call pauses anything and never resumes by itself; the sound
output going away pauses at once and keeps the position; background playback keeps the
sound with the picture off and brings the picture back where playback is; the lock
screen's art is a PNG of the video; Rotate turns the picture and is remembered with the
file; a phone recording's rotation tag shows upright; "Even out loudness" is a switch in
the Audio & Subtitles panel, remembered as a preference."""

import sqlite3
import subprocess
import time
from urllib.parse import unquote, urlparse

import pytest

from novatest import consolelines
from novatest import accessibility as a11y, debuglines
from novatest import corpus, frames, toast
from novatest import phone_services as phone
from novatest.pulse import PulseServer
from novatest.session import CARD_FPS, REPO_ROOT, terminate, wait_until
from novatest.system_bus import PrivateSystemBus
from test_nova_audio import make_song
from test_nova_keyboard import tab_to
from test_nova_library import activate
from test_nova_panels import controls as panel_controls
from test_nova_panels import press as press_in_panel
from test_nova_wayland import control, show_controls

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"


@pytest.fixture
def system_bus(tmp_path):
    """A private system bus with a stand-in logind on it (the session unlocked)."""
    with PrivateSystemBus(tmp_path / "system-bus") as bus:
        env = {"DBUS_SYSTEM_BUS_ADDRESS": bus.address}
        logind = phone.start_fake(phone.FAKE_LOGIND_SESSION, env=env)
        bus.env = env
        try:
            yield bus
        finally:
            terminate(logind)


@pytest.fixture
def gnome_calls():
    """A stand-in GNOME Calls on the session bus, with no call."""
    calls = phone.start_fake(phone.FAKE_GNOME_CALLS)
    yield calls
    terminate(calls)


@pytest.fixture
def modem_manager(system_bus):
    """A stand-in ModemManager with one modem on the private system bus."""
    modem = phone.start_fake(phone.FAKE_MODEM_MANAGER, env=system_bus.env)
    yield modem
    terminate(modem)


def start(nova, nova_mpris, media, tmp_path, system_bus=None, extra=None, settings=None):
    """Nova playing ``media`` (960x600), with the interruptions it meets said in its log."""
    env = {"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "interruptions,panels,controls,settings",
           "XDG_DATA_HOME": tmp_path / "data"}
    if system_bus is not None:
        env.update(system_bus.env)
    if settings is not None:
        # Preferences as a person left them: the keyfile backend reads them at start (and
        # keeps what changes, for the next start).
        keyfile = tmp_path / "config" / "glib-2.0" / "settings" / "keyfile"
        if settings:
            keyfile.parent.mkdir(parents=True, exist_ok=True)
            keyfile.write_text("[io/github/novaplayer/Nova]\n" + "".join("%s=%s\n" % item for item in settings.items()))
        env.update({"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": tmp_path / "config"})
    env.update(extra or {})
    app = nova(media, env=env)
    app.resize(960, 600)
    nova_mpris.wait_for_name()
    wait_until(lambda: nova_mpris.playback_status == "Playing", 20, "playing")
    return app


def saved_position(tmp_path, location):
    with sqlite3.connect(tmp_path / "data" / "nova-player" / "library.sqlite") as db:
        row = db.execute("SELECT position FROM media WHERE location = ?", (str(location),)).fetchone()
    return row[0] if row else None


def stays(mpris, status, seconds=1.5):
    """The playback status holds for ``seconds`` (nothing resumes by itself)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        assert mpris.playback_status == status, "%s became %s by itself" % (status, mpris.playback_status)
        time.sleep(0.1)


def toast_play_button(app, words):
    """The Play button of the notice saying ``words`` (the control bar's play button,
    under the notice, is named Play too)."""
    return toast.button(app, words, "Play")[1]


# ------------------------------------------------------------------ the screen lock

def test_a_locked_screen_pauses_a_video_and_unlocked_says_so_with_play(nova, nova_mpris, test_media, tmp_path,
                                                                        system_bus):
    app = start(nova, nova_mpris, test_media.card, tmp_path, system_bus, extra=a11y.ENV)
    app.wait_for_frame(lambda n: n > CARD_FPS, timeout=15, what="a second played")
    phone.set_locked(system_bus.address, True)
    wait_until(lambda: nova_mpris.playback_status == "Paused", 5, "the video paused by the lock")
    position = nova_mpris.position / 1e6
    assert saved_position(tmp_path, test_media.card) == pytest.approx(position, abs=0.5), "kept at once"
    phone.set_locked(system_bus.address, False)
    wait_until(lambda: consolelines.said("Paused when the screen locked") in app.log_text(), 5, "the notice when back")
    stays(nova_mpris, "Paused")
    # The notice's Play, by the pointer.
    a11y.click(app, toast_play_button(app, "Paused when the screen locked"))
    wait_until(lambda: nova_mpris.playback_status == "Playing", 5, "playing from the notice's Play")
    assert nova_mpris.position / 1e6 >= position - 0.1, "on from where it paused"


def test_a_song_plays_on_through_a_lock(nova, nova_mpris, tmp_path, system_bus):
    song = make_song(tmp_path / "song.opus")
    start(nova, nova_mpris, song, tmp_path, system_bus)
    phone.set_locked(system_bus.address, True)
    first = nova_mpris.position
    wait_until(lambda: nova_mpris.position > first + 1_000_000, 10, "the song going on while locked")
    assert nova_mpris.playback_status == "Playing"


def test_background_playback_keeps_the_sound_with_the_picture_off_and_brings_it_back_where_playback_is(
        nova, nova_mpris, test_media, tmp_path, system_bus):
    app = start(nova, nova_mpris, test_media.card, tmp_path, system_bus, settings={"background-playback": "true"})
    app.wait_for_frame(timeout=30)
    phone.set_locked(system_bus.address, True)
    wait_until(lambda: debuglines.picture_shown(False) in app.log_text(), 5, "mpv reporting the picture off")
    first = nova_mpris.position
    wait_until(lambda: nova_mpris.position > first + 2_000_000, 10, "the sound going on while locked")
    assert nova_mpris.playback_status == "Playing"
    phone.set_locked(system_bus.address, False)
    wait_until(lambda: debuglines.picture_shown(True) in app.log_text(), 5, "the picture back")

    def near_playback(frame):
        return abs(frame - nova_mpris.position / 1e6 * CARD_FPS) < CARD_FPS // 2
    app.wait_for_frame(near_playback, timeout=10, what="the picture at the position playback reached")
    assert consolelines.said("Paused") not in app.log_text()


# ------------------------------------------------------------------ calls

def test_a_call_in_gnome_calls_pauses_and_nova_never_resumes_by_itself(nova, nova_mpris, test_media, tmp_path,
                                                                        system_bus, gnome_calls):
    app = start(nova, nova_mpris, test_media.card, tmp_path, system_bus, extra=a11y.ENV)
    call = phone.calls_add(5)  # incoming, ringing
    wait_until(lambda: nova_mpris.playback_status == "Paused", 5, "paused as the call rings")
    phone.calls_set_state(call, 1)  # answered
    phone.calls_set_state(call, 7)  # hung up
    phone.calls_remove(call)
    wait_until(lambda: consolelines.said("Paused for a call") in app.log_text(), 5, "the notice after the call")
    stays(nova_mpris, "Paused", 2)
    # The notice's Play, by the keyboard.
    root = a11y.application(app.pid)
    tab_to(app, root, lambda role, name: role == a11y.R.PUSH_BUTTON and name == "Play", "the notice's Play")
    app.key("Return")
    wait_until(lambda: nova_mpris.playback_status == "Playing", 5, "playing from the notice's Play, by Enter")


def test_an_outgoing_call_pauses_a_song_too(nova, nova_mpris, tmp_path, system_bus, gnome_calls):
    song = make_song(tmp_path / "song.opus")
    start(nova, nova_mpris, song, tmp_path, system_bus)
    call = phone.calls_add(3, inbound=False)  # dialing
    wait_until(lambda: nova_mpris.playback_status == "Paused", 5, "the song paused for the call")
    phone.calls_remove(call)
    stays(nova_mpris, "Paused", 2)


def test_without_gnome_calls_a_modem_call_pauses(nova, nova_mpris, test_media, tmp_path, system_bus, modem_manager):
    app = start(nova, nova_mpris, test_media.card, tmp_path, system_bus)
    call = phone.modem_add(system_bus.address, 3)  # ringing in
    wait_until(lambda: nova_mpris.playback_status == "Paused", 5, "paused as the modem rings")
    phone.modem_set_state(system_bus.address, call, 4)
    stays(nova_mpris, "Paused", 1)
    phone.modem_set_state(system_bus.address, call, 7)
    phone.modem_remove(system_bus.address, call)
    wait_until(lambda: consolelines.said("Paused for a call") in app.log_text(), 5, "the notice after the call")
    stays(nova_mpris, "Paused", 1.5)


# ------------------------------------------------------------------ the sound output

def test_the_sound_output_going_away_pauses_at_once_and_keeps_the_position(nova, nova_mpris, test_media, tmp_path):
    with PulseServer(tmp_path / "pulse") as pulse:
        env = dict(pulse.env(), NOVA_AUDIO_OUTPUT="pulse", PULSE_SINK="nova_a")
        app = start(nova, nova_mpris, test_media.card, tmp_path, extra=env)
        # mpv opens its stream corked and uncorks it once the sound starts.
        stream = wait_until(lambda: [s for s in pulse.sink_inputs() if s["pid"] == app.pid and not s["corked"]], 10,
                            "Nova's stream playing")[0]
        assert stream["sink"] == "nova_a"
        # Moved by the person to the other output, it plays on there.
        pulse.pactl("move-sink-input", stream["index"], "nova_b")
        wait_until(lambda: pulse.sink_inputs()[0]["sink"] == "nova_b", 5, "the stream on nova_b")
        stays(nova_mpris, "Playing", 1)
        pulse.pactl("move-sink-input", stream["index"], "nova_a")
        wait_until(lambda: pulse.sink_inputs()[0]["sink"] == "nova_a", 5, "the stream back on nova_a")
        app.wait_for_frame(lambda n: n > 2 * CARD_FPS, timeout=15, what="two seconds played")
        # The headset goes: PulseAudio moves the stream to nova_b, then removes nova_a.
        taken = time.monotonic()
        pulse.unload_sink("nova_a")
        corked = wait_until(lambda: [s for s in pulse.sink_inputs() if s["pid"] == app.pid and s["corked"]], 5,
                            "Nova's stream stopped on the speaker")
        print("the stream was corked within %.0f ms of the sink's removal (as polled)" % ((time.monotonic() - taken) * 1000))
        assert corked[0]["sink"] == "nova_b"
        wait_until(lambda: nova_mpris.playback_status == "Paused", 5, "paused")
        wait_until(lambda: consolelines.said("Paused: the sound output was disconnected") in app.log_text(), 5, "said")
        position = nova_mpris.position / 1e6
        assert position > 2
        assert saved_position(tmp_path, test_media.card) == pytest.approx(position, abs=0.5), "nothing lost"
        stays(nova_mpris, "Paused", 1)


# ------------------------------------------------------------------ the lock screen's art

def png_frame(path):
    """The test card's frame number in a PNG file."""
    ppm = subprocess.run(["convert", str(path), "ppm:-"], capture_output=True, check=True, timeout=30).stdout
    image = frames.Image.from_ppm_bytes(ppm)
    return frames.read_frame(image, frames.find_picture(image, step=8))


def test_mpris_carries_the_title_length_and_a_png_of_the_video_as_art(nova, nova_mpris, test_media, tmp_path):
    start(nova, nova_mpris, test_media.card, tmp_path)
    metadata = wait_until(lambda: nova_mpris.metadata, 10, "art in the metadata",
                          check=lambda m: "mpris:artUrl" in m)
    assert metadata["xesam:title"]
    # The card's length as its file states it, to the microsecond.
    assert metadata["mpris:length"] == round(corpus.container_duration(test_media.card) * 1_000_000)
    url = urlparse(metadata["mpris:artUrl"])
    assert url.scheme == "file"
    path = unquote(url.path)
    assert path.startswith(str(tmp_path)), "in Nova's cache: %s" % path
    with open(path, "rb") as f:
        assert f.read(8) == b"\x89PNG\r\n\x1a\n"
    # The poster's frame: a tenth of the way into the minute-long card.
    assert abs(png_frame(path) - 6 * CARD_FPS) <= 2


# ------------------------------------------------------------------ rotation

def read_turned_back(app, quarters):
    """The frame of a card turned ``quarters`` clockwise on screen, read turned back (None
    when no card reads so; 0 when the band shows nothing, as a card read the wrong way
    round does)."""
    image = app.capture()
    for _ in range(quarters):
        image = frames.turned(image, clockwise=False)
    frame = frames.read_frame(image, frames.find_picture(image))
    return frame or None


def sideways_frame(app):
    return read_turned_back(app, 1)


def turned_quarter(app, mpris):
    """The card turned a quarter clockwise: its frame read turned back agrees with where
    MPRIS says playback is (the band clear of the controls, which hide while it plays)."""
    def agrees():
        frame = sideways_frame(app)
        return frame if frame is not None and abs(frame - mpris.position / 1e6 * CARD_FPS) < CARD_FPS / 2 else None
    return wait_until(agrees, 15, "the card turned a quarter (read turned back)")


def upright(app):
    return app.wait_for_frame(timeout=15, what="the card upright")


def rotate_from_the_menu(app, by_key=False):
    """The ⋮ menu by the pointer, then its Rotate row by the pointer or by its letter."""
    app.move_pointer(480, 250)
    app.click(*control(app, "Player menu")[:2])
    row = control(app, "menu Rotate")
    if by_key:
        app.key("r")
    else:
        app.click(*row[:2])
    # Away from the controls, so they hide while the card plays.
    app.move_pointer(480, 150)


def test_rotate_turns_the_picture_and_is_remembered_with_the_file(nova, nova_mpris, test_media, tmp_path):
    env = {"XDG_CACHE_HOME": tmp_path / "cache"}
    app = start(nova, nova_mpris, test_media.card, tmp_path, extra=env)
    upright(app)
    rotate_from_the_menu(app)
    turned_quarter(app, nova_mpris)
    assert not app.frame(), "not upright any more"
    rotate_from_the_menu(app, by_key=True)
    wait_until(lambda: read_turned_back(app, 2), 15, "half a turn: the card upside down")
    # And as a remote would, twice more: four quarters are upright again.
    activate("rotate", window=True)
    activate("rotate", window=True)
    upright(app)
    activate("rotate", window=True)
    # Far enough in to be resumed.
    nova_mpris.set_position(nova_mpris.trackid(), 20_000_000)
    wait_until(lambda: turned_quarter(app, nova_mpris) >= 20 * CARD_FPS, 10, "past 20 s, turned")
    nova_mpris.quit()
    assert app.exited(timeout=15) == 0
    position = saved_position(tmp_path, test_media.card)
    again = start(nova, nova_mpris, test_media.card, tmp_path, extra=env)
    frame = turned_quarter(again, nova_mpris)
    assert frame >= position * CARD_FPS - 2, "resumed where it was (%s s), turned" % position


def test_a_phone_recording_with_a_rotation_tag_shows_upright(nova, nova_mpris, test_media, tmp_path):
    pixels, tagged = tmp_path / "sideways.mp4", tmp_path / "VID_20261202.mp4"
    # The picture stored turned a quarter clockwise, as a phone held sideways stores it; the
    # display matrix says to turn it back.
    subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-i", str(test_media.card), "-t", "10", "-vf", "transpose=1",
                    "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", str(pixels)], check=True, timeout=120)
    subprocess.run([str(REPO_ROOT / "meson-helpers" / "tag-rotation"), str(pixels), str(tagged), "90"], check=True,
                   timeout=60)
    app = start(nova, nova_mpris, tagged, tmp_path)
    first = app.wait_for_frame(timeout=30)
    app.wait_for_frame(lambda n: n > first, timeout=10, what="the upright card playing on")


# ------------------------------------------------------------------ night mode

def loudness(app):
    """What mpv last reported of the loudness filter, as the panel's log says it."""
    found = [line.rsplit("loudness=", 1)[1] for line in app.log_text(limit=400000).splitlines()
             if line.startswith(debuglines.PANEL_STATE)]
    return found[-1] if found else None


def test_even_out_loudness_is_a_switch_in_the_panel_and_is_remembered(nova, nova_mpris, test_media, tmp_path):
    app = start(nova, nova_mpris, test_media.card, tmp_path, extra=a11y.ENV, settings={"even-out-loudness": "false"})
    nova_mpris.pause()
    activate("panel-tracks", window=True)
    wait_until(lambda: loudness(app) == "as-recorded", 5, "the panel open, loudness as recorded")
    # By the pointer (the panel scrolled to it first).
    press_in_panel(app, "tracks", "Even out loudness")
    wait_until(lambda: loudness(app) == "even", 5, "mpv evening out loudness")
    wait_until(lambda: debuglines.setting_changed("even-out-loudness") in app.log_text(), 5, "the preference")
    # By the keyboard: a screen reader names the switch, and Space on it turns it off and on.
    root = a11y.application(app.pid)
    assert a11y.find(root, name_is="Even out loudness"), a11y.dump(root)
    tab_to(app, root, lambda role, name: name == "Even out loudness", "the switch")
    app.key("space")
    wait_until(lambda: loudness(app) == "as-recorded", 5, "off by Space")
    app.key("space")
    wait_until(lambda: loudness(app) == "even", 5, "on again by Space")
    nova_mpris.quit()
    assert app.exited(timeout=15) == 0
    keyfile = (tmp_path / "config" / "glib-2.0" / "settings" / "keyfile").read_text()
    assert "even-out-loudness=true" in keyfile, keyfile
    again = start(nova, nova_mpris, test_media.card, tmp_path, settings={})
    activate("panel-tracks", window=True)
    wait_until(lambda: loudness(again) == "even", 5, "evened out from the start")


# ------------------------------------------------------------------ by finger, on the phone's compositor

@pytest.mark.legs("wayland")
@pytest.mark.output(mode="720x360")
def test_by_finger_the_notice_plays_the_menu_rotates_and_the_switch_evens_loudness(phoc, nova, nova_mpris, test_media, tmp_path, system_bus):
    env = dict(a11y.ENV, **system_bus.env)
    app = start(nova, nova_mpris, test_media.card, tmp_path, extra=env)
    app.wait_for_frame(timeout=30)
    phone.set_locked(system_bus.address, True)
    wait_until(lambda: nova_mpris.playback_status == "Paused", 5, "paused by the lock")
    phone.set_locked(system_bus.address, False)
    button = toast_play_button(app, "Paused when the screen locked")
    x, y, width, height = a11y.extents(button)
    phoc.tap(x + width // 2, y + height // 2)
    wait_until(lambda: nova_mpris.playback_status == "Playing", 5, "playing from a tap on the notice's Play")
    # The ⋮ menu and its Rotate row, by taps.
    show_controls(app)
    phoc.tap(*control(app, "Player menu")[:2])
    phoc.tap(*control(app, "menu Rotate")[:2])
    turned_quarter(app, nova_mpris)
    # Night mode's switch, by a tap (the panel docked at the side of a phone held sideways).
    activate("panel-tracks", window=True)
    x, y, shown = wait_until(lambda: panel_controls(app, "tracks").get("Even out loudness"), 5, "the switch")
    assert shown, "in sight without scrolling"
    phoc.tap(x, y)
    wait_until(lambda: loudness(app) == "even", 5, "loudness evened out by a tap")


# ------------------------------------------------------------------ how it looks

@pytest.mark.legs("x11", "wayland")
@pytest.mark.parametrize("size", [(360, 720), (720, 360), (1280, 800)])
def test_screenshots_of_the_lock_notice_a_turned_picture_and_the_loudness_switch(nova, nova_mpris, test_media,
                                                                                tmp_path, system_bus, size):
    from novatest import screen
    app = start(nova, nova_mpris, test_media.card, tmp_path, system_bus)
    app.resize(*size)
    phone.set_locked(system_bus.address, True)
    wait_until(lambda: nova_mpris.playback_status == "Paused", 5, "paused by the lock")
    phone.set_locked(system_bus.address, False)
    wait_until(lambda: consolelines.said("Paused when the screen locked") in app.log_text(), 5, "the notice")
    activate("rotate", window=True)
    time.sleep(1)  # the notice slides in, the turned frame is drawn
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    screen.save_png(SCREENSHOTS / screen.shot_name("lock-notice-turned-%dx%d" % size))
    activate("even-out-loudness", window=True)
    activate("panel-tracks", window=True)
    wait_until(lambda: loudness(app) == "even", 5, "loudness evened out")
    time.sleep(0.8)
    screen.save_png(SCREENSHOTS / screen.shot_name("panel-tracks-loudness-%dx%d" % size))
