# SPDX-License-Identifier: GPL-3.0-or-later
"""Resume: progress survives quitting, and a file opens where it was left."""

import time

import pytest

from novatest import screen
from novatest.session import CARD_FPS, REPO_ROOT, wait_until
from test_nova_player import wait_for_page

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"
# In a 960x600 window: the first poster of the library's first section.
FIRST_POSTER = (122, 245)


def watch_until(app, mpris, seconds, jump_to=None):
    """Jump (by MPRIS) to ``jump_to`` seconds, or to ``seconds``, and play past ``seconds``."""
    mpris.set_position(mpris.trackid(), int((seconds if jump_to is None else jump_to) * 1_000_000))
    app.wait_for_frame(lambda n: n >= seconds * CARD_FPS, timeout=15, what="playback past %g s" % seconds)


def watch_then_stop(nova, card, mpris, tmp_path, seconds, jump_to=None, env=None):
    """Nova (960x600) plays ``card`` past ``seconds``, is stopped over MPRIS, and shows its
    start page again; returns the app."""
    app = nova(card, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data", **(env or {})})
    app.resize(960, 600)
    mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    watch_until(app, mpris, seconds, jump_to=jump_to)
    mpris.stop()
    wait_until(lambda: mpris.playback_status == "Stopped", 10, "stopped")
    wait_until(lambda: app.frame() is None, 10, "the start page instead of the picture")
    wait_for_page(app)
    return app


def test_a_file_resumes_where_it_was_left(nova, test_media, nova_mpris, tmp_path):
    env = {"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"}
    first = nova(test_media.card, env=env)
    nova_mpris.wait_for_name()
    first.wait_for_frame(timeout=30)
    watch_until(first, nova_mpris, 20, jump_to=19.5)
    nova_mpris.quit()
    assert first.exited(timeout=15) == 0, first.log_text()
    assert (tmp_path / "data" / "nova-player" / "library.sqlite").exists()

    second = nova(test_media.card, env=env)
    frame = second.wait_for_frame(timeout=30)
    assert 19 * CARD_FPS <= frame <= 22 * CARD_FPS, "resumed at frame %d, not about 20 s" % frame
    wait_until(lambda: "resumed " in second.log_text(), 10, "Nova to say it resumed")
    assert "at 0:2" in second.log_text()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    screen.save_png(SCREENSHOTS / "resumed.png")


def test_the_start_page_lists_what_to_continue_and_a_click_resumes_it(nova, test_media, nova_mpris, tmp_path):
    app = watch_then_stop(nova, test_media.card, nova_mpris, tmp_path, 25)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    # The first "Continue Watching" poster, below its heading at the top of the library.
    screen.save_png(SCREENSHOTS / "start-page.png")
    app.click(*FIRST_POSTER)
    # (The poster itself is a small frame of the card: wait for the full picture at 24 s or later.)
    frame = app.wait_for_frame(lambda n: n >= 24 * CARD_FPS, timeout=15, what="the card again after clicking its poster")
    assert 24 * CARD_FPS <= frame <= 28 * CARD_FPS, "resumed at frame %d, not at 25 s" % frame


def test_a_files_speed_is_remembered(nova, test_media, nova_mpris, tmp_path):
    env = {"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"}
    app = nova(test_media.card, env=env)
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    app.key("bracketright")
    wait_until(lambda: nova_mpris.rate == pytest.approx(1.25), 10, "1.25x")
    nova_mpris.quit()
    assert app.exited(timeout=15) == 0
    again = nova(test_media.card, env=env)
    nova_mpris.wait_for_name()  # the new process's connection
    again.wait_for_frame(timeout=30)
    wait_until(lambda: nova_mpris.rate == pytest.approx(1.25), 10, "the remembered 1.25x")


def start_page_anew(nova, app, mpris, env):
    """Quits ``app`` over MPRIS and starts Nova again on no file (960x600), so the start
    page reads the library anew; returns the new app once its page is up."""
    mpris.quit()
    assert app.exited(timeout=15) == 0
    again = nova(env=env)
    again.resize(960, 600)
    mpris.wait_for_name()
    wait_for_page(again)
    return again


def test_a_file_renamed_away_is_unavailable_and_comes_back_with_its_progress(nova, test_media, nova_mpris, tmp_path):
    import os
    folder = tmp_path / "films"
    folder.mkdir()
    film = folder / "Film.mkv"
    os.symlink(test_media.card, film)
    env = {"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"}
    app = nova(film, env=env)
    app.resize(960, 600)
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    # 20 s of the card's 60: the last 30 s would count as watched.
    watch_until(app, nova_mpris, 20)
    nova_mpris.stop()
    wait_until(lambda: nova_mpris.playback_status == "Stopped", 10, "stopped")
    os.rename(film, folder / "Film (moved).mkv")
    # Reopen the start page so it looks again: close and start Nova anew.
    again = start_page_anew(nova, app, nova_mpris, env)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    screen.save_png(SCREENSHOTS / "start-page-unavailable.png")
    again.click(*FIRST_POSTER)  # Film.mkv, unavailable
    with pytest.raises(AssertionError):
        again.wait_for_frame(timeout=3, what="nothing: an unavailable row does not play")
    assert nova_mpris.playback_status == "Stopped"
    os.rename(folder / "Film (moved).mkv", film)
    third = start_page_anew(nova, again, nova_mpris, env)
    third.click(*FIRST_POSTER)
    frame = third.wait_for_frame(lambda n: n >= 19 * CARD_FPS, timeout=15, what="Film.mkv back, resumed")
    assert 19 * CARD_FPS <= frame <= 23 * CARD_FPS, "resumed at frame %d, not at 20 s" % frame


def test_the_history_page_lists_what_was_watched_and_a_click_resumes_it(nova, test_media, nova_mpris, tmp_path):
    app = watch_then_stop(nova, test_media.card, nova_mpris, tmp_path, 20, jump_to=19.5)
    app.click(541, 27)  # "History" in the header's switcher
    time.sleep(0.6)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    screen.save_png(SCREENSHOTS / "history-page.png")
    for width, height in [(360, 720), (720, 360), (1280, 800)]:
        app.resize(width, height)
        wait_for_page(app)
        screen.save_png(SCREENSHOTS / ("history-page-%dx%d.png" % (width, height)))
    app.resize(960, 600)
    wait_for_page(app)
    app.click(400, 165)  # its only row
    frame = app.wait_for_frame(lambda n: n >= 19 * CARD_FPS, timeout=15, what="the card resumed from the history")
    assert frame <= 23 * CARD_FPS, "resumed at frame %d, not at 20 s" % frame


def test_a_row_removed_from_the_history_goes_and_undo_brings_it_back(nova, test_media, nova_mpris, tmp_path):
    """The row's remove button (win.remove-from-history) by the pointer, then the toast's Undo."""
    from novatest import accessibility as a11y
    from test_nova_library import activate
    app = watch_then_stop(nova, test_media.card, nova_mpris, tmp_path, 20, env=a11y.ENV)
    app.click(541, 27)  # "History" in the header's switcher
    node = a11y.application(app.pid)
    name = "Remove Nova test card 720p30 from history"
    wait_until(lambda: a11y.find(node, a11y.R.PUSH_BUTTON, name_is=name), 10, "the row's remove button")
    # Where the screen shows the trash button, as a person aims (on both stacks): GTK 4.18
    # places a list item's children 10 to 24 px up and left of where it draws them, and a
    # click there resumes the row instead.
    app.click(797, 170)
    wait_until(lambda: not a11y.find(node, a11y.R.PUSH_BUTTON, name_is=name), 10, "the row gone from the history")
    assert nova_mpris.playback_status == "Stopped", "the click played the row instead of removing it"
    activate("undo", window=True)
    wait_until(lambda: a11y.find(node, a11y.R.PUSH_BUTTON, name_is=name), 10, "the row back after Undo")
