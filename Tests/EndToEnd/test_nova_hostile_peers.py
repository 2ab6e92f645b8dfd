# SPDX-License-Identifier: GPL-3.0-or-later
"""What a client, a server or the sound system does never kills Nova, freezes it or
leaves it silent: an address of 100,000 characters through every way in, a subtitle file
of 30 MB, the sound server killed and started again, streams that trickle or whose
segments fail, redirect loops, a library folder with a link back into itself or with
nothing to play, a stream cut short and played again."""

import os
import re
import subprocess
import sys
import time

import pytest

from novatest import consolelines
from novatest import debuglines, screen, toast
from novatest.session import REPO_ROOT, wait_until
from test_nova_library import activate
from test_nova_opening import drag_files, playing_card, still_playing
from test_nova_streams import server  # noqa: F401 (a fixture)

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"


def clipboard():
    return subprocess.run(["xclip", "-o", "-selection", "clipboard"], capture_output=True, timeout=10).stdout.decode()


def said_failure(app, since):
    """The last failure Nova said after log offset ``since`` (its toast's or page's words)."""
    lines = [line for line in app.log_text(limit=10**7)[since:].splitlines() if line.startswith(consolelines.said("Can't play"))]
    return lines[-1] if lines else None


# ------------------------------------------------------------------ an address of 100,000 characters

@pytest.mark.legs("x11")
@pytest.mark.parametrize("way", ["mpris", "command-line", "open-location", "drop"])
def test_an_address_of_100000_characters_is_said_shortened_copied_whole_and_the_video_plays_on(
        nova, launch, nova_path, nova_mpris, test_media, server, tmp_path, way):
    # A sentence quoting the address whole once made the window 30,000 pixels wide, past
    # what X allows: Nova died of BadAlloc 5 s later. Signed download links are this long.
    app = playing_card(nova, test_media, nova_mpris, tmp_path)
    address = server.url("missing/" + "x" * 100_000 + "/film.mkv")
    since = len(app.log_text(limit=10**7))
    if way == "mpris":
        nova_mpris.open_uri(address)
    elif way == "command-line":
        second = launch([nova_path, address], window=False)
        assert second.exited(timeout=20) == 0, second.log_text()
    elif way == "open-location":
        subprocess.run(["xclip", "-selection", "clipboard"], input=address.encode(), check=True, timeout=10)
        app.key("ctrl+l")
        time.sleep(1.0)
        app.key("ctrl+a")
        app.key("ctrl+v")
        time.sleep(0.5)
        app.key("Return")
    else:
        drag_files(app, tmp_path, launch, address)
    said = wait_until(lambda: said_failure(app, since), 30, "Nova to say the address cannot play")
    quoted = re.search(r"“(.*)”", said).group(1)
    assert len(quoted) <= 60 and quoted.startswith("http://127.0.0.1:") and quoted.endswith("/film.mkv"), quoted
    assert "error 414" in said or "error 404" in said, said
    # Alive, the window its size, the card playing on past the moment Nova used to die.
    for _ in range(8):
        assert app.alive(), app.log_text()
        assert app.geometry().width <= 1280, app.geometry()
        time.sleep(1)
    still_playing(app, nova_mpris, "an address of 100,000 characters by " + way)
    # The toast's Copy Address puts the whole address on the clipboard.
    activate("copy-failed-address", window=True)
    wait_until(lambda: clipboard() == address, 5, "the whole address on the clipboard")


def test_an_address_of_100000_characters_on_the_error_page_is_shortened_and_copied_by_its_button(
        nova, nova_mpris, server, tmp_path):
    from novatest import accessibility as a11y
    address = server.url("missing/" + "x" * 100_000 + "/film.mkv")
    app = nova(address, env=dict(a11y.ENV, NOVA_AUDIO_OUTPUT="null", XDG_DATA_HOME=tmp_path / "data"))
    nova_mpris.wait_for_name()
    said = wait_until(lambda: said_failure(app, 0), 30, "the error page")
    assert len(re.search(r"“(.*)”", said).group(1)) <= 60, said
    root = a11y.application(app.pid)
    button = wait_until(lambda: next(iter(a11y.find(root, a11y.R.PUSH_BUTTON, name_is="Copy Address")), None), 10,
                        "the error page's Copy Address")
    assert app.geometry().width <= 1280, app.geometry()
    screen.save_png(SCREENSHOTS / "long-address-error-page.png")
    a11y.click(app, button)
    wait_until(lambda: clipboard() == address, 5, "the whole address on the clipboard")
    assert app.alive()


# ------------------------------------------------------------------ a subtitle file of 30 MB

def large_subrip(path, megabytes):
    """A SubRip file of about ``megabytes`` MB, a line every half second."""
    with open(path, "w") as out:
        n = 0
        while out.tell() < megabytes * 1_000_000:
            start = n * 0.5
            out.write("%d\n%s --> %s\nLine %d of a subtitle file far longer than any film needs\n\n"
                      % (n + 1, srt_time(start), srt_time(start + 0.4), n))
            n += 1
    return path


def srt_time(seconds):
    ms = int(round(seconds * 1000))
    return "%02d:%02d:%02d,%03d" % (ms // 3_600_000, ms // 60_000 % 60, ms // 1000 % 60, ms % 1000)


@pytest.mark.legs("x11")
def test_a_subtitle_file_of_30_mb_leaves_the_window_answering(nova, test_media, nova_mpris, tmp_path):
    # mpv's sub-add once ran on the main thread: 30 MB of SubRip held everything 5.6 s,
    # and a Pause sent 150 ms after was answered 5,588 ms later.
    subtitles = large_subrip(tmp_path / "large.srt", 30)
    app = playing_card(nova, test_media, nova_mpris, tmp_path)
    nova_mpris.open_uri(subtitles.as_uri())
    time.sleep(0.15)
    asked = time.monotonic()
    nova_mpris.pause()
    answered = time.monotonic() - asked
    assert answered < 0.1, "Pause answered %.0f ms after it was sent, while the subtitles load" % (answered * 1000)
    wait_until(lambda: nova_mpris.playback_status == "Paused", 5, "the card paused")
    wait_until(lambda: consolelines.subtitles_added(subtitles) in app.log_text(limit=10**7), 60,
               "the subtitles added in the end")
    nova_mpris.play()
    wait_until(lambda: nova_mpris.playback_status == "Playing", 5, "the card playing again")
    still_playing(app, nova_mpris, "the subtitles added")


# ------------------------------------------------------------------ library folders with hazards

def library_app(nova, tmp_path, extra_env=None):
    from novatest import accessibility as a11y
    from test_nova_player import wait_for_page
    env = {"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "library", "XDG_DATA_HOME": tmp_path / "data",
           "XDG_CACHE_HOME": tmp_path / "cache"}
    env.update(a11y.ENV)
    app = nova(env=env)
    app.resize(960, 600)
    wait_for_page(app)
    return app


@pytest.mark.legs("x11")
def test_a_library_folder_with_a_link_back_into_itself_lists_each_video_once(nova, test_media, tmp_path):
    from test_nova_library import make_folder
    folder = make_folder(tmp_path, test_media.card)
    (folder / "again").symlink_to(".")
    (folder / "Series" / "up").symlink_to("..")
    outside = tmp_path / "Elsewhere"
    outside.mkdir()
    (outside / "not in the library.mkv").write_bytes(test_media.card.read_bytes())
    (folder / "elsewhere").symlink_to(outside)
    app = library_app(nova, tmp_path)
    activate("add-library-folder", str(folder))
    wait_until(lambda: debuglines.library_indexed(folder) in app.log_text(), 30, "the folder looked through")
    assert debuglines.library_indexed(folder, 3) in app.log_text(), app.log_text()
    wait_until(lambda: debuglines.library_read(3, 0, 1) in app.log_text(), 10,
               "the library reading three videos")


@pytest.mark.legs("x11")
def test_a_folder_with_nothing_to_play_is_said_to_have_been_looked_through(nova, tmp_path):
    from novatest import accessibility as a11y
    folder = tmp_path / "Holiday notes"
    (folder / "Day 1").mkdir(parents=True)
    (folder / "Day 1" / "notes.txt").write_text("not a video\n")
    (folder / "film.mkv").write_bytes(b"")  # empty: nothing to play
    app = library_app(nova, tmp_path)
    activate("add-library-folder", str(folder))
    wait_until(lambda: debuglines.library_indexed(folder, 0) in app.log_text(), 30, "the folder looked through")
    wait_until(lambda: consolelines.said("No videos found in “Holiday notes”") in app.log_text(), 10,
               "Nova to say the folder holds nothing it can play")
    root = a11y.application(app.pid)
    wait_until(lambda: a11y.find(root, name_is="No Videos Found"), 10, "the library page saying no videos were found")
    assert a11y.find(root, name_has="Nova looked through “Holiday notes” and found nothing it can play"), a11y.dump(root)
    assert not a11y.find(root, name_is="No Videos Here Yet")
    for width, height in [(360, 720), (720, 360), (1280, 800)]:
        app.resize(width, height)
        time.sleep(1)
        screen.save_png(SCREENSHOTS / ("library-nothing-found-%dx%d.png" % (width, height)))
        # The words and the way on in sight without scrolling, a phone held sideways too
        # (libadwaita's 128 px icon once pushed the title to the bottom edge at 360 px).
        for name in ["No Videos Found", "Add Folder…"]:
            places = [a11y.extents(node) for node in a11y.find(root, name_is=name) if a11y.showing(node)]
            assert any(y >= 0 and y + h <= app.geometry().height for _, y, _, h in places), \
                "%s in sight at %dx%d: %r" % (name, width, height, places)


# ------------------------------------------------------------------ the sound server killed and started again

@pytest.mark.legs("x11")
@pytest.mark.parametrize("away", [1, 30], ids=["restarted", "away-30s"])
def test_sound_comes_back_on_the_same_file_when_the_sound_server_returns(nova, test_media, nova_mpris, tmp_path, away):
    # mpv's sound output died with the server and was never made again: Nova played on
    # silently, for this file and every later one, until it was started again.
    from novatest.pulse import PulseServer
    pulse = PulseServer(tmp_path / "pulse").start()
    try:
        env = dict(pulse.env(), NOVA_AUDIO_OUTPUT="pulse", XDG_DATA_HOME=tmp_path / "data")
        app = nova(test_media.card, env=env)
        app.resize(960, 600)
        nova_mpris.wait_for_name()
        app.wait_for_frame(timeout=30)

        def playing_stream():
            return [s for s in pulse.sink_inputs() if s["pid"] == app.pid and not s["corked"]]
        wait_until(playing_stream, 10, "Nova's stream on the sound server")
        pulse.proc.kill()  # as a crash: no goodbye to its clients
        pulse.stop()
        wait_until(lambda: consolelines.SOUND_LOST in app.log_text(), 5, "Nova to say sound was lost")
        time.sleep(away)
        assert app.alive()
        pulse.start()
        wait_until(playing_stream, 2, "Nova's stream again within 2 s of the server's return")
        wait_until(lambda: consolelines.SOUND_BACK in app.log_text(), 5, "Nova to say sound is back")
        still_playing(app, nova_mpris, "the sound server's return")
        log = app.log_text()
        assert log.count(consolelines.SOUND_LOST) == 1 and log.count(consolelines.SOUND_BACK) == 1, log
    finally:
        pulse.stop()


# ------------------------------------------------------------------ a stream that trickles

class TricklingServer:
    """Answers every request with a video's headers and then one byte a second."""

    def __init__(self):
        import http.server
        import threading
        self.stopping = threading.Event()
        owner = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                self.send_response(200)
                self.send_header("Content-Type", "video/x-matroska")
                self.send_header("Content-Length", "100000000")
                self.end_headers()
                try:
                    while not owner.stopping.wait(1.0):
                        self.wfile.write(b"\x1a")
                        self.wfile.flush()
                except OSError:
                    pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def url(self, path):
        return "http://127.0.0.1:%d/%s" % (self.server.server_address[1], path)

    def close(self):
        self.stopping.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.mark.legs("x11")
@pytest.mark.parametrize("source", ["trickle", "fifo"])
def test_a_source_that_sends_nothing_playable_is_said_waited_for_then_a_problem_with_a_way_out(
        nova, test_media, nova_mpris, tmp_path, source):
    # A byte a second, or a FIFO nobody writes: once a black picture and 0:00 / --:--,
    # nothing said, while MPRIS said Playing.
    trickling = TricklingServer() if source == "trickle" else None
    try:
        if trickling:
            location = trickling.url("live/trickle.mkv")
        else:
            location = str(tmp_path / "video.mkv")
            os.mkfifo(location)
        from novatest import accessibility as a11y
        app = playing_card(nova, test_media, nova_mpris, tmp_path, extra=a11y.ENV)
        since = len(app.log_text())
        nova_mpris.open_uri(location if trickling else "file://" + location)
        waiting = consolelines.said("Waiting for %s…" % (location if trickling else "video.mkv"))
        asked = time.monotonic()
        wait_until(lambda: waiting in app.log_text()[since:], 10, "Nova to say it waits for the source")
        assert time.monotonic() - asked >= 2.5, "said before the source had 3 s"
        screen.save_png(SCREENSHOTS / ("waiting-for-%s.png" % source))
        if not trickling:
            # The 30 s limit is the trickle's to show (one wait of it keeps the suite short).
            activate("close-video", window=True)
            wait_until(lambda: nova_mpris.playback_status == "Stopped", 10, "the FIFO closed")
            assert app.alive()
            return
        problem = consolelines.said("Nothing playable has come from “%s” in 30 seconds" % location)
        wait_until(lambda: problem in app.log_text()[since:], 40, "Nova to say nothing playable came, with a way out")
        # The way out, by the pointer (the same toast button as a phone's Copy Address,
        # tried by keys and a finger in the phone test below).
        _, button, _ = toast.button(app, "Nothing playable has come", "Close Video")
        a11y.click(app, button)
        wait_until(lambda: nova_mpris.playback_status == "Stopped", 10, "the source closed by the toast's way out")
        assert app.alive()
    finally:
        if trickling:
            trickling.close()


# ------------------------------------------------------------------ a stream in parts whose parts fail

def broken_stream_in_parts(folder, test_media):
    """An HLS list of the card's first 8 s in four parts, the parts then deleted."""
    folder.mkdir()
    subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-i", str(test_media.card), "-t", "8", "-map", "0:v:0",
                    "-c", "copy", "-f", "hls", "-hls_time", "2", "-hls_playlist_type", "vod",
                    str(folder / "index.m3u8")], check=True, timeout=120)
    parts = list(folder.glob("*.ts"))
    assert len(parts) >= 3, parts
    for part in parts:
        part.unlink()
    return folder / "index.m3u8"


def test_a_stream_in_parts_whose_parts_fail_is_said_of_its_address_on_the_error_page(
        nova, nova_mpris, server, test_media, tmp_path):
    # Once: mpv read the list as a playlist of its parts, each failing as a file "that may
    # have been moved", the last part named on a page that showed nothing.
    from novatest import accessibility as a11y
    broken_stream_in_parts(server.root / "live", test_media)
    address = server.url("live/index.m3u8")
    app = nova(address, env=dict(a11y.ENV, NOVA_AUDIO_OUTPUT="null", XDG_DATA_HOME=tmp_path / "data"))
    nova_mpris.wait_for_name()
    said = wait_until(lambda: said_failure(app, 0), 30, "the failure said")
    assert said.startswith(consolelines.said("Can't play “%s”" % address)), said
    assert "list of parts" in said and "error 404" in said, said
    root = a11y.application(app.pid)
    heading = wait_until(lambda: next(iter(a11y.find(root, a11y.R.HEADING, name_has="index.m3u8")), None), 10,
                         "the error page's heading naming the address")
    assert a11y.showing(heading), "the heading is on screen"
    assert a11y.find(root, name_has="list of parts"), "the sentence on the page"
    screen.save_png(SCREENSHOTS / "stream-in-parts-failed.png")
    time.sleep(2)
    failures = [line for line in app.log_text().splitlines() if line.startswith(consolelines.said("Can't play"))]
    assert failures == [said], "said once, of the address asked for: %s" % failures
    assert app.alive()


def test_a_stream_in_parts_from_a_folder_given_while_a_video_plays_is_said_and_the_video_plays_on(
        nova, nova_mpris, test_media, tmp_path):
    # Through OpenUri the headline once read “Can't play “””: the part had no name.
    stream = broken_stream_in_parts(tmp_path / "recording", test_media)
    app = playing_card(nova, test_media, nova_mpris, tmp_path)
    since = len(app.log_text())
    nova_mpris.open_uri(stream.as_uri())
    said = wait_until(lambda: said_failure(app, since), 30, "the failure said")
    assert said.startswith(consolelines.said("Can't play “index.m3u8”")), said
    assert "list of parts" in said and "missing or damaged" in said, said
    still_playing(app, nova_mpris, "a stream in parts that failed")
    failures = [line for line in app.log_text()[since:].splitlines() if line.startswith(consolelines.said("Can't play"))]
    assert failures == [said], "said once: %s" % failures


# ------------------------------------------------------------------ redirects

@pytest.mark.legs("x11")
@pytest.mark.parametrize("chain", ["loop", "ten hops", "three hops"])
def test_a_redirect_loop_or_a_long_chain_is_said_for_what_it_is(nova, nova_mpris, server, tmp_path, chain):
    # ffmpeg gives up on them without a word: once only "Playback failed: loading failed."
    path, words = {
        "loop": ("loop/card.mkv", "round in a circle of redirects"),
        "ten hops": ("hops/10/card.mkv", "through 10 redirects or more"),
        "three hops": ("hops/3/card.mkv", None),
    }[chain]
    app = nova(server.url(path), env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    if words is None:
        app.wait_for_frame(timeout=30)  # a chain ffmpeg follows plays as before
        assert said_failure(app, 0) is None
        return
    said = wait_until(lambda: said_failure(app, 0), 30, "the failure said")
    assert said.startswith(consolelines.said("Can't play “%s”" % server.url(path))), said
    assert words in said and "loading failed" not in said, said
    assert app.alive()


def test_a_redirect_loop_given_while_a_video_plays_is_said_and_the_video_plays_on(
        nova, nova_mpris, server, test_media, tmp_path):
    app = playing_card(nova, test_media, nova_mpris, tmp_path)
    since = len(app.log_text())
    nova_mpris.open_uri(server.url("loop/film.mkv"))
    said = wait_until(lambda: said_failure(app, since), 30, "the failure said")
    assert "round in a circle of redirects" in said, said
    still_playing(app, nova_mpris, "a redirect loop")


@pytest.mark.legs("x11", "wayland")
def test_a_failure_said_on_a_phone_fits_its_window_and_its_button_answers_pointer_keys_and_finger(
        nova, nova_mpris, server, test_media, tmp_path):
    # On a phone held upright the sentence once ran off the window with its Copy Address
    # (libadwaita 1.2), or was cut to "Can't play “h…" (1.7).
    from novatest import accessibility as a11y
    from test_nova_keyboard import tab_to
    app = playing_card(nova, test_media, nova_mpris, tmp_path, extra=a11y.ENV)
    app.resize(360, 720)
    wayland = screen.wayland() is not None
    for way in ["finger"] if wayland else ["pointer", "keyboard"]:
        since = len(app.log_text())
        address = server.url("loop/by-%s.mkv" % way)
        nova_mpris.open_uri(address)
        wait_until(lambda: said_failure(app, since), 30, "the failure said")
        root, button, said = toast.button(app, "round in a circle", "Copy Address")
        width = app.geometry().width
        for node, what in [(said, "the sentence"), (button, "Copy Address")]:
            x, _, w, _ = a11y.extents(node)
            assert x >= 0 and x + w <= width, "%s inside the %d px window: %r" % (what, width, a11y.extents(node))
        assert "The address may be out of date." in a11y.name(said), "the whole sentence: %r" % a11y.name(said)
        # 140 letters in a phone's width: lines of them, not one line cut short.
        assert a11y.extents(said)[3] >= 3 * 14, "the sentence wraps: %r" % (a11y.extents(said),)
        screen.save_png(SCREENSHOTS / screen.shot_name("failure-toast-360x720"))
        if way == "pointer":
            a11y.click(app, button)
        elif way == "keyboard":
            tab_to(app, root, lambda role, name: role == a11y.R.PUSH_BUTTON and name == "Copy Address", "Copy Address")
            app.key("Return")
        else:
            x, y, w, h = a11y.extents(button)
            app.phoc.tap(x + w // 2, y + h // 2)
        if wayland:
            wait_until(lambda: a11y.find(root, name_is="Address copied"), 5, "“Address copied” after a tap")
        else:
            wait_until(lambda: clipboard() == address, 5, "the address copied by the " + way)
            # The next way's toast must be its own: this one goes with its button pressed.
            wait_until(lambda: not a11y.find(root, name_has="loop/by-%s" % way), 5, "the toast gone")
        still_playing(app, nova_mpris, "a failure said by a toast on a phone")

