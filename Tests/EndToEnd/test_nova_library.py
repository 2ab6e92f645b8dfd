# SPDX-License-Identifier: GPL-3.0-or-later
"""The library: a folder indexed by content type in the background, posters, natural
order, search as you type, files that go away and come back, removal with undo."""

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import dbus

from novatest import consolelines
from novatest import debuglines, mpris as mpris_mod
from novatest import screen
from novatest.session import CARD_FPS, REPO_ROOT, WaitTimeout, wait_until
from test_nova_player import wait_for_page

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"
# In a 960x600 window: the first poster of the library's first section, and the search entry.
FIRST_POSTER = (122, 245)
SEARCH_ENTRY = (400, 80)


def activate(action, *parameters, window=False):
    """Activates one of Nova's GActions over D-Bus (org.gtk.Actions), as a shell or a
    launcher would: `app.NAME`, or with ``window`` the first window's `win.NAME`. A text
    parameter goes as a string, a number as a double (`d`), a list as strings (`as`), as
    the action declares it."""
    path = "/io/github/novaplayer/Nova" + ("/window/1" if window else "")
    proxy = mpris_mod.session_bus().get_object("io.github.novaplayer.Nova", path)

    def typed_one(p):
        if isinstance(p, (list, tuple)):
            return dbus.Array([str(item) for item in p], signature="s", variant_level=1)
        if isinstance(p, (int, float)):
            return dbus.Double(p, variant_level=1)
        return dbus.String(p, variant_level=1)
    typed = [typed_one(p) for p in parameters]
    arguments = dbus.Array(typed, signature="v")
    proxy.Activate(action, arguments, dbus.Dictionary({}, signature="sv"), dbus_interface="org.gtk.Actions")


def describe(action):
    """What the window says of its action `win.NAME` over org.gtk.Actions: (enabled, state),
    the state None for an action without one."""
    proxy = mpris_mod.session_bus().get_object("io.github.novaplayer.Nova", "/io/github/novaplayer/Nova/window/1")
    enabled, _, state = proxy.Describe(action, dbus_interface="org.gtk.Actions")
    return bool(enabled), (str(state[0]) if state else None)


def last_line(app, prefix):
    lines = [line for line in app.log_text().splitlines() if line.startswith(prefix)]
    return lines[-1] if lines else ""


def make_folder(root, card):
    """Videos/Series with two episodes and a video without an extension, a text file,
    and a hidden folder's video (skipped)."""
    series = root / "Videos" / "Series"
    series.mkdir(parents=True)
    (root / "Videos" / ".hidden").mkdir()
    for name in ["Episode 10.mkv", "Episode 2.mkv", "clip"]:
        shutil.copyfile(card, series / name)
    shutil.copyfile(card, root / "Videos" / ".hidden" / "secret.mkv")
    (series / "notes.txt").write_text("not a video\n")
    return root / "Videos"


def start_with_library(nova, test_media, tmp_path, size=(960, 600), videos_in=None):
    folder = make_folder(videos_in or tmp_path, test_media.card)
    env = {"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "library", "XDG_DATA_HOME": tmp_path / "data",
           "XDG_CACHE_HOME": tmp_path / "cache"}
    app = nova(env=env)
    app.resize(*size)
    wait_for_page(app)
    activate("add-library-folder", str(folder))
    wait_until(lambda: debuglines.library_indexed(folder, 3) in app.log_text(), 20,
               "the folder indexed with its three videos")
    posters = tmp_path / "cache" / "nova-player" / "posters"
    wait_until(lambda: len(list(posters.glob("*.png"))) == 3, 30, "a poster for each video")
    return app, folder


def test_a_folder_is_indexed_by_content_with_posters_and_plays_from_the_library(nova, test_media, nova_mpris, tmp_path):
    app, folder = start_with_library(nova, test_media, tmp_path)
    assert "3 videos, 0 unavailable, 1 folders" in app.log_text()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in [(1280, 800), (720, 360), (360, 720), (960, 600)]:
        app.resize(width, height)
        wait_for_page(app)
        screen.save_png(SCREENSHOTS / ("library-%dx%d.png" % (width, height)))
    # Natural order: clip, Episode 2, Episode 10; the first poster is "clip", found by content.
    nova_mpris.wait_for_name()
    app.click(*FIRST_POSTER)
    app.wait_for_frame(lambda n: n < 3 * CARD_FPS, timeout=20, what="the card playing from its start")
    wait_until(lambda: str(nova_mpris.metadata.get("xesam:url", "")).endswith("/Series/clip"), 10,
               "the extensionless video playing")


def test_search_filters_as_you_type(nova, test_media, tmp_path):
    # In a folder whose path has no digit: pytest's own (".../pytest-103/...") would match "10".
    root = Path(tempfile.mkdtemp(prefix="nova-search-"))
    while any(c.isdigit() for c in str(root)):
        root.rmdir()
        root = Path(tempfile.mkdtemp(prefix="nova-search-"))
    app = None
    try:
        app = search_as_you_type(nova, test_media, root, tmp_path)
    finally:
        if app is not None:
            app.stop()  # before its videos go
        shutil.rmtree(root, ignore_errors=True)


def search_as_you_type(nova, test_media, root, tmp_path):
    app, _ = start_with_library(nova, test_media, tmp_path, videos_in=root)
    # Every word must match the title or the path ("10" alone would match the test's own folder).
    def typed():
        app.click(*SEARCH_ENTRY)
        for key in ["ctrl+a", "E", "p", "i", "space", "1", "0"]:
            app.key(key)
        try:
            return wait_until(lambda: 'search "Epi 10"' in app.log_text(), 3, "the search typed")
        except WaitTimeout:
            return False  # the click landed while the page was still settling: again
    wait_until(typed, 20, "the search entry to take the typing")
    assert 'showing 1 of 3 videos (search "Epi 10"' in app.log_text()
    wait_for_page(app)
    screen.save_png(SCREENSHOTS / "library-search.png")
    app.key("ctrl+a")
    app.key("BackSpace")
    wait_until(lambda: last_line(app, debuglines.LIBRARY_SHOWING_START).startswith(debuglines.library_showing(3, 3)),
               10, "all three again")
    return app


def test_a_video_moved_away_is_unavailable_keeps_its_place_and_returns(nova, test_media, tmp_path):
    app, folder = start_with_library(nova, test_media, tmp_path)
    episode = folder / "Series" / "Episode 2.mkv"
    away = tmp_path / "Episode 2.mkv"
    os.rename(episode, away)
    # The folder's file monitor sees it go; indexing marks it, and keeps it.
    wait_until(lambda: "3 videos, 1 unavailable" in app.log_text(), 15, "Episode 2 marked unavailable")
    wait_for_page(app)
    screen.save_png(SCREENSHOTS / "library-unavailable.png")
    os.rename(away, episode)
    wait_until(lambda: app.log_text().count("3 videos, 0 unavailable") >= 2, 15, "Episode 2 available again")


def test_remove_from_library_is_explicit_and_can_be_undone(nova, test_media, tmp_path):
    app, folder = start_with_library(nova, test_media, tmp_path)
    activate("remove-from-library", str(folder / "Series" / "Episode 10.mkv"), window=True)
    wait_until(lambda: "2 videos, 0 unavailable" in app.log_text(), 10, "Episode 10 removed")
    wait_for_page(app)
    screen.save_png(SCREENSHOTS / "library-removed-toast.png")
    activate("undo", window=True)
    wait_until(lambda: last_line(app, debuglines.library_read(3)).startswith(debuglines.library_read(3, 0))
               and app.log_text().rfind(debuglines.library_read(3)) > app.log_text().rfind(debuglines.library_read(2)),
               10, "Episode 10 back after Undo")


def test_a_damaged_database_is_moved_aside_at_start_and_the_library_works_again(nova, test_media, tmp_path):
    # The library's first read starts with the process, on its own thread, before the
    # window's connection has replaced the damaged file: it must not fail nor race it.
    # (A folder name with markup in it: the notice names the path, and shows it as it is.)
    data = tmp_path / "data & <b>more</b>"
    store = data / "nova-player"
    store.mkdir(parents=True)
    garbage = bytes((i * 31 + 7) % 256 for i in range(8192))
    (store / "library.sqlite").write_bytes(garbage)
    env = {"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "library", "XDG_DATA_HOME": data,
           "XDG_CACHE_HOME": tmp_path / "cache"}
    app = nova(env=env)
    app.resize(960, 600)
    wait_for_page(app)
    wait_until(lambda: debuglines.library_read(0, 0, 0) in app.log_text(), 10,
               "the fresh library read")
    aside = list(store.glob("library.sqlite.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == garbage, "the damaged file kept once: %s" % aside
    assert debuglines.LIBRARY_PROBLEM not in app.log_text(), "the replaced file was read without a problem"
    time.sleep(0.5)
    assert "markup" not in app.log_text(), "the notice's path was taken for markup:\n" + app.log_text()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    screen.save_png(SCREENSHOTS / "library-damaged-replaced.png")
    folder = make_folder(tmp_path, test_media.card)
    activate("add-library-folder", str(folder))
    wait_until(lambda: "3 videos, 0 unavailable, 1 folders" in app.log_text(), 20, "the folder indexed into the new library")


def test_a_video_whose_name_is_not_utf8_sits_in_its_folder_plays_and_is_marked_gone(nova, test_media, nova_mpris, tmp_path):
    folder = tmp_path / "Old Card"
    folder.mkdir()
    shutil.copyfile(test_media.card, folder / "Episode 1.mkv")
    odd = os.path.join(os.fsencode(folder), b"b\xffd.mkv")
    shutil.copyfile(test_media.card, odd)
    env = {"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "library", "XDG_DATA_HOME": tmp_path / "data",
           "XDG_CACHE_HOME": tmp_path / "cache"}
    app = nova(env=env)
    app.resize(960, 600)
    wait_for_page(app)
    activate("add-library-folder", str(folder))
    wait_until(lambda: "2 videos, 0 unavailable, 1 folders" in app.log_text(), 20, "both videos indexed")
    posters = tmp_path / "cache" / "nova-player" / "posters"
    wait_until(lambda: len(list(posters.glob("*.png"))) == 2, 30, "a poster for each video")
    wait_for_page(app)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    screen.save_png(SCREENSHOTS / "library-not-utf8-name.png")
    # A later pass (the folder's monitor) finds nothing new.
    (folder / "notes.txt").write_text("not a video\n")
    wait_until(lambda: debuglines.library_indexed(folder, 2, changed=False) in app.log_text(), 15,
               "a second pass that changes nothing")
    # Natural order puts "b\ufffdd" first; it plays.
    nova_mpris.wait_for_name()
    app.click(*FIRST_POSTER)
    app.wait_for_frame(timeout=20, what="the card playing from the oddly named file")
    wait_until(lambda: str(nova_mpris.metadata.get("xesam:url", "")).endswith("/b%FFd.mkv"), 10, "the odd file playing")
    # Its folder's episodes either side of it, there and back.
    app.key("N")
    wait_until(lambda: str(nova_mpris.metadata.get("xesam:url", "")).endswith("/Episode%201.mkv"), 10, "the next episode")
    app.key("P")
    wait_until(lambda: str(nova_mpris.metadata.get("xesam:url", "")).endswith("/b%FFd.mkv"), 10, "back to the odd file")
    nova_mpris.stop()
    os.unlink(odd)
    wait_until(lambda: "2 videos, 1 unavailable" in app.log_text(), 15, "the odd file marked unavailable")


def test_the_sort_menu_orders_the_library(nova, test_media, tmp_path):
    app, folder = start_with_library(nova, test_media, tmp_path)
    app.click(885, 80)  # the sort menu's button, right of the search
    time.sleep(0.5)
    screen.save_png(SCREENSHOTS / "library-sort-menu.png")
    assert describe("sort-library") == (True, "name"), "the menu's radio choice starts at Name"
    # Name, Date Added, Last Watched, Length: the last one.
    app.click(876, 228)
    wait_until(lambda: last_line(app, debuglines.LIBRARY_SHOWING_START).startswith(debuglines.library_showing(3, 3, sort="duration")),
               10, "the library sorted by length")
    # The menu's choice is the window action's state, which its items show checked.
    assert describe("sort-library") == (True, "duration")
    # The same action from a client: by name again; an order that is none is refused.
    activate("sort-library", "no-such-order", window=True)
    activate("sort-library", "name", window=True)
    wait_until(lambda: last_line(app, debuglines.LIBRARY_SHOWING_START).startswith(debuglines.library_showing(3, 3, sort="name")),
               10, "the library sorted by name")
    assert describe("sort-library") == (True, "name")


def test_add_folder_opens_a_folder_chooser_and_indexes_the_chosen_folder(nova, test_media, tmp_path):
    folder = make_folder(tmp_path, test_media.card)
    env = {"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "library", "XDG_DATA_HOME": tmp_path / "data",
           "XDG_CACHE_HOME": tmp_path / "cache"}
    app = nova(env=env)
    app.resize(960, 600)
    wait_for_page(app)
    before = {w[0] for w in screen.toplevel_windows(app.pid)}
    app.click(480, 481)  # "Add Folder…" on the welcome page
    chooser = wait_until(lambda: [w[0] for w in screen.toplevel_windows(app.pid) if w[0] not in before], 10,
                         "the folder chooser")[0]
    time.sleep(0.5)
    screen.save_png(SCREENSHOTS / "library-folder-chooser.png")
    # A typed location, then Return: the chooser's "Add". (No window manager gives the
    # dialog the keyboard: the test does.)
    subprocess.run(["xdotool", "windowfocus", "--sync", str(chooser)], check=True)
    screen.type_path(folder)
    screen.key("Return")
    wait_until(lambda: debuglines.library_indexed(folder, 3) in app.log_text(), 20, "the chosen folder indexed")
    wait_until(lambda: chooser not in [w[0] for w in screen.toplevel_windows(app.pid)], 10, "the chooser closed")


def test_files_dated_1969_and_2200_are_indexed_and_nova_starts_again_and_again(nova, test_media, tmp_path):
    # GIO reports a file's date unsigned: 1969 once arrived as 1.8e19, was stored, and
    # made every later start trap on it.
    folder = tmp_path / "Dated"
    folder.mkdir()
    for name, seconds in [("Moon landing.mkv", -14_182_940), ("Far ahead.mkv", 7_258_118_400)]:
        shutil.copyfile(test_media.card, folder / name)
        os.utime(folder / name, (seconds, seconds))
    env = {"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "library", "XDG_DATA_HOME": tmp_path / "data",
           "XDG_CACHE_HOME": tmp_path / "cache"}
    app = nova(env=env)
    wait_for_page(app)
    activate("add-library-folder", str(folder))
    wait_until(lambda: "2 videos, 0 unavailable, 1 folders" in app.log_text(), 20, "both dated videos indexed")
    posters = tmp_path / "cache" / "nova-player" / "posters"
    wait_until(lambda: len(list(posters.glob("*.png"))) == 2, 30, "a poster for each")
    app.stop()
    import sqlite3
    with sqlite3.connect(tmp_path / "data" / "nova-player" / "library.sqlite") as db:
        stored = dict(db.execute("SELECT location, modified FROM media"))
    assert stored == {str(folder / "Moon landing.mkv"): -14_182_940.0, str(folder / "Far ahead.mkv"): 7_258_118_400.0}
    for start in range(3):
        again = nova(env=env)
        wait_for_page(again)
        wait_until(lambda: "2 videos, 0 unavailable, 1 folders" in again.log_text(), 20,
                   "the library read at start %d" % (start + 1))
        # The start's own indexing pass finds both unchanged: no new posters, no new rows.
        wait_until(lambda: debuglines.library_indexed(folder, 2, changed=False) in again.log_text(), 20,
                   "an unchanged pass at start %d" % (start + 1))
        assert again.alive()
        again.stop()
        assert len(list(posters.glob("*.png"))) == 2


def test_a_library_damaged_in_places_is_salvaged_in_the_background(nova, tmp_path):
    # Nova makes its database; 500 watched files and 2 folders go in; one page of the
    # history's table is overwritten. The check after start finds it, the readable rows
    # are copied into a new file, and Nova says how much of what there was it saved.
    import random
    import sqlite3
    data = tmp_path / "data"
    env = {"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "library", "XDG_DATA_HOME": data, "XDG_CACHE_HOME": tmp_path / "cache"}
    first = nova(env=env)
    wait_for_page(first)
    first.stop()
    path = data / "nova-player" / "library.sqlite"
    with sqlite3.connect(path) as db:
        for folder in ["/home/u/Videos", "/media/card/Films"]:
            db.execute("INSERT INTO library_folder (path, added) VALUES (?, 1)", (folder,))
        for index in range(1, 501):
            db.execute("INSERT INTO media (location, title, duration, position, watched, last_watched, added, in_history)"
                       " VALUES (?, ?, 1800, ?, 0, ?, ?, 1)",
                       ("/home/u/Videos/Episode %d.mkv" % index, "Episode %d" % index, index, 1_700_000_000 + index,
                        1_700_000_000))
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        leaves = db.execute("SELECT pageno, ncell FROM dbstat WHERE name = 'media' AND pagetype = 'leaf' ORDER BY path").fetchall()
        page_size = db.execute("PRAGMA page_size").fetchone()[0]
    page, lost = leaves[len(leaves) // 2]
    with open(path, "r+b") as f:
        f.seek((page - 1) * page_size)
        f.write(random.Random(7).randbytes(page_size))
    app = nova(env=env)
    app.resize(960, 600)
    wait_for_page(app)
    line = wait_until(lambda: [l for l in app.log_text().splitlines() if l.startswith(consolelines.said("The library was damaged."))], 20,
                      "Nova to find the damage and say what it saved")[0]
    expected = consolelines.said("The library was damaged. %d of 500 watched videos and 2 of 2 folders were recovered; "
                                 "the damaged copy is kept at %s.damaged-" % (500 - lost, path))
    assert line.startswith(expected), "%s\nexpected %s…" % (line, expected)
    assert len([p for p in path.parent.glob("library.sqlite.damaged-*") if not p.name.endswith(("-wal", "-shm"))]) == 1
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM media WHERE in_history = 1").fetchone()[0] == 500 - lost
        assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    time.sleep(1)
    screen.save_png(SCREENSHOTS / "library-salvaged-toast.png")
    activate("salvage-details", window=True)
    time.sleep(1)
    screen.save_png(SCREENSHOTS / "library-salvaged-details.png")
