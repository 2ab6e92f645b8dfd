# SPDX-License-Identifier: GPL-3.0-or-later
"""Sound: with no sound device Nova plays on in silence and says so; a song shows its
cover, or what it is, never a black window."""

import subprocess

import pytest

from novatest import consolelines
from novatest import debuglines, screen
from novatest.session import CARD_FPS, REPO_ROOT, wait_until
from test_nova_opening import magenta_pixels

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"


def make_song(path, cover=False):
    """Twenty seconds of a tone, titled "Nova Test Song"; with ``cover``, a magenta cover picture."""
    inputs = ["-f", "lavfi", "-i", "sine=frequency=440:duration=20"]
    maps = ["-map", "0:a"]
    if cover:
        inputs += ["-f", "lavfi", "-i", "color=c=0xff00ff:s=320x320:d=1"]
        maps += ["-map", "1:v", "-c:v", "mjpeg", "-frames:v", "1", "-disposition:v", "attached_pic"]
    subprocess.run(["ffmpeg", "-loglevel", "error", "-y"] + inputs + maps
                   + ["-c:a", "libmp3lame" if path.suffix == ".mp3" else "libopus", "-metadata", "title=Nova Test Song",
                      str(path)], check=True, timeout=120)
    return path


def silent_env(tmp_path):
    """An ALSA with no devices at all, as on a machine with no sound card."""
    empty = tmp_path / "alsa.conf"
    empty.write_text("")
    return {"NOVA_AUDIO_OUTPUT": "alsa", "ALSA_CONFIG_PATH": empty, "XDG_DATA_HOME": tmp_path / "data",
            "NOVA_DEBUG": "picture"}


def test_with_no_sound_device_a_video_plays_in_silence_and_says_so(nova, test_media, nova_mpris, tmp_path):
    app = nova(test_media.card, env=silent_env(tmp_path))
    nova_mpris.wait_for_name()
    first = app.wait_for_frame(timeout=30)
    app.wait_for_frame(lambda n: n > first + CARD_FPS, timeout=15, what="the video playing on without sound")
    wait_until(lambda: consolelines.said("No sound output: playing without sound") in app.log_text(), 10, "Nova to say there is no sound")
    assert app.log_text().count("No sound output") == 1, "said once"


def test_with_no_sound_device_a_song_plays_in_silence(nova, nova_mpris, tmp_path):
    song = make_song(tmp_path / "song.opus")
    app = nova(song, env=silent_env(tmp_path))
    nova_mpris.wait_for_name()
    wait_until(lambda: nova_mpris.playback_status == "Playing", 15, "the song playing")
    first = nova_mpris.position
    wait_until(lambda: nova_mpris.position > first + 1_000_000, 10, "the song's position moving on")
    wait_until(lambda: consolelines.said("No sound output") in app.log_text(), 10, "Nova to say there is no sound")
    assert "Can't play" not in app.log_text()


@pytest.mark.parametrize("size", [(360, 720), (720, 360), (1280, 800)])
def test_a_song_without_a_cover_shows_what_plays(nova, nova_mpris, tmp_path, size):
    song = make_song(tmp_path / "song.opus")
    app = nova(song, env={"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "picture", "XDG_DATA_HOME": tmp_path / "data"})
    app.resize(*size)
    nova_mpris.wait_for_name()
    wait_until(lambda: debuglines.placeholder("Nova Test Song") in app.log_text(), 15, "the song's placeholder")

    def drawn_in_the_middle():
        # The middle of the window, clear of the header and of the controls at the bottom:
        # black but for the placeholder's icon and title.
        image = app.capture()
        return any(sum(image.pixel(x, y)) > 300 for x in range(0, image.width, 3)
                   for y in range(image.height * 3 // 10, image.height * 13 // 20, 3))
    wait_until(drawn_in_the_middle, 10, "the title drawn where the picture would be")
    screen.save_png(SCREENSHOTS / ("audio-only-%dx%d.png" % size))


def test_a_song_with_a_cover_shows_it(nova, nova_mpris, tmp_path):
    song = make_song(tmp_path / "song.mp3", cover=True)
    app = nova(song, env={"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "picture", "XDG_DATA_HOME": tmp_path / "data"})
    app.resize(960, 600)
    nova_mpris.wait_for_name()
    wait_until(lambda: magenta_pixels(app) > 100, 15, "the cover on screen")
    assert debuglines.placeholder() not in app.log_text(), "a cover is the picture"
    screen.save_png(SCREENSHOTS / "audio-cover.png")
