# SPDX-License-Identifier: GPL-3.0-or-later
"""Progress is never overwritten by an accident: a file that ends before the length it
claims (cut short while playing, still being copied, its card pulled) keeps the position
it actually reached, is not marked watched, and Nova says what happened."""

import os
import shutil
import sqlite3

from novatest import consolelines
from novatest import screen
from novatest.session import CARD_FPS, REPO_ROOT, wait_until

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"


def stored(tmp_path, location):
    """(position, watched) of ``location`` in Nova's database."""
    with sqlite3.connect(tmp_path / "data" / "nova-player" / "library.sqlite") as db:
        row = db.execute("SELECT position, watched FROM media WHERE location = ?", (str(location),)).fetchone()
    return row


def playing_copy(nova, card, nova_mpris, tmp_path, seconds=50):
    """A copy of the two-minute card, played from ``seconds`` in; returns (app, its path)."""
    film = tmp_path / "Download.mkv"
    shutil.copyfile(card, film)
    app = nova(film, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    app.resize(960, 600)
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    nova_mpris.set_position(nova_mpris.trackid(), seconds * 1_000_000)
    app.wait_for_frame(lambda n: n >= seconds * CARD_FPS, timeout=15, what="playback from %d s" % seconds)
    return app, film


def cut_to_half(path):
    """Cuts the file to its first half (about a minute of the card), as a copy still under way leaves it."""
    os.truncate(path, os.path.getsize(path) // 2)


def test_a_file_cut_short_while_playing_keeps_the_position_reached_and_says_so(nova, long_card, nova_mpris, tmp_path):
    app, film = playing_copy(nova, long_card, nova_mpris, tmp_path)
    cut_to_half(film)
    line = wait_until(lambda: [l for l in app.log_text().splitlines() if "This file ends early, at " in l], 30,
                      "Nova to say the file ends early")[0]
    assert line.endswith("of 2:00 — it may be incomplete."), line
    frame = app.wait_still()
    assert 51 * CARD_FPS <= frame < 70 * CARD_FPS, "stopped where the file ends, frame %d" % frame
    screen.save_png(SCREENSHOTS / "file-ends-early.png")
    position, watched = stored(tmp_path, film)
    assert 51 <= position < 70 and abs(position - frame / CARD_FPS) < 2, \
        "the position reached (%.2f s, frame %d), not the length it claims" % (position, frame)
    assert watched == 0
    assert nova_mpris.playback_status == "Paused", "no next file, nothing moves on"
    # Closed now, it still keeps that position.
    nova_mpris.quit()
    assert app.exited(timeout=15) == 0
    assert stored(tmp_path, film) == (position, 0)


def test_a_file_cut_short_and_deleted_while_playing_keeps_its_progress(nova, long_card, nova_mpris, tmp_path):
    app, film = playing_copy(nova, long_card, nova_mpris, tmp_path)
    cut_to_half(film)
    os.unlink(film)
    wait_until(lambda: consolelines.said("The file disappeared") in app.log_text() or consolelines.said("File gone") in app.log_text()
               or "disappeared" in app.log_text(), 30, "Nova to say the file went away")
    wait_until(lambda: app.frame() is None, 10, "the error page instead of the picture")
    screen.save_png(SCREENSHOTS / "file-cut-and-deleted.png")
    position, watched = stored(tmp_path, film)
    assert 51 <= position < 70, "the position reached, not the length it claims: %.2f" % position
    assert watched == 0


def test_a_file_deleted_while_playing_plays_on_and_keeps_the_position_reached(nova, long_card, nova_mpris, tmp_path):
    # The open file stays readable once its name is gone: playback goes on, and what is
    # saved is where it was when stopped.
    app, film = playing_copy(nova, long_card, nova_mpris, tmp_path)
    os.unlink(film)
    app.wait_for_frame(lambda n: n >= 54 * CARD_FPS, timeout=15, what="playback going on past 54 s")
    app.key("ctrl+w")
    wait_until(lambda: nova_mpris.playback_status == "Stopped", 10, "closed")
    position, watched = stored(tmp_path, film)
    assert 54 <= position < 70, "where it was closed, not the length it claims: %.2f" % position
    assert watched == 0


def test_play_after_a_file_ended_early_opens_it_again_where_it_stopped_and_keeps_the_position(
        nova, long_card, nova_mpris, tmp_path):
    # Play there once started the file over: 0.0 stored over the 5.99 s a cut stream reached.
    app, film = playing_copy(nova, long_card, nova_mpris, tmp_path)
    cut_to_half(film)
    wait_until(lambda: "This file ends early, at " in app.log_text(), 30, "Nova to say the file ends early")
    frame = app.wait_still()
    reached, _ = stored(tmp_path, film)
    assert 51 <= reached < 70, reached
    # Still cut: Play opens it again there, it ends there again, and the position stays.
    nova_mpris.play()
    wait_until(lambda: consolelines.OPENED_AGAIN in app.log_text(), 10, "the file opened again where it stopped")
    wait_until(lambda: app.log_text().count("This file ends early, at ") == 2, 30, "the early end said again")
    position, watched = stored(tmp_path, film)
    assert position >= reached - 0.5 and watched == 0, "kept %.2f s, reached %.2f s" % (position, reached)
    assert app.wait_still() >= frame - CARD_FPS
    # The copy finished meanwhile: Play goes on from where it stopped, past it.
    shutil.copyfile(long_card, film)
    app.key("space")
    wait_until(lambda: app.log_text().count(consolelines.OPENED_AGAIN) == 2, 10, "opened again by the keyboard")
    app.wait_for_frame(lambda n: n > 75 * CARD_FPS, timeout=30, what="playback going on past the old end")
    nova_mpris.pause()
    wait_until(lambda: stored(tmp_path, film)[0] > 75, 10, "the progress of the grown file kept")
