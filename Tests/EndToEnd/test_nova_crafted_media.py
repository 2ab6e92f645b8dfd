# SPDX-License-Identifier: GPL-3.0-or-later
"""Crafted media: each file of the corpus (`novatest.crafted_media`: durations of inf,
1e16 ms, 1e300, NaN and negative; absurd timestamps and frame rates; a chapter at the
end of time; subtitle events 99,999,999 hours in) is opened, played, sought in by key and
by MPRIS, its chapters listed, its state read over MPRIS, and Nova stays up, shows what
it can, and says with a sentence what it cannot play."""

import sqlite3

import pytest

from novatest import crafted_media, debuglines, screen
from novatest.session import REPO_ROOT, media_dir, wait_until
from test_nova_library import activate

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"


@pytest.fixture(scope="module")
def corpus():
    return crafted_media.make_corpus(media_dir() / "crafted")




def test_every_crafted_file_plays_or_is_explained_and_nova_stays_up(nova, corpus, nova_mpris, tmp_path):
    app = nova(env={"NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "panels", "XDG_DATA_HOME": tmp_path / "data"})
    app.resize(960, 600)
    nova_mpris.wait_for_name()
    outcomes = {}
    for path in corpus:
        name = path.rsplit("/", 1)[1]
        log_before = len(app.log_text(limit=10**7))
        nova_mpris.open_uri("file://" + path)

        def settled():
            said = app.log_text(limit=10**7)[log_before:]
            if "Can't play “%s”" % name in said:
                return "explained"
            # Playing: MPRIS names it, and its position moves on from the start.
            url = str(nova_mpris.metadata.get("xesam:url", ""))
            return "plays" if url.endswith("/" + name) and nova_mpris.position > 200_000 else None
        outcomes[name] = wait_until(settled, 20, "%s to play or be explained" % name)
        # What a person might do with it: every one must leave Nova up.
        for key in ["Right", "5", "Page_Down", "Page_Up", "End", "Home", "period", "Left"]:
            app.key(key)
        for position in [0, 1_500_000, 10**12, 2**62]:
            track = nova_mpris.trackid()
            if track and not track.endswith("NoTrack"):
                nova_mpris.set_position(track, position)
        nova_mpris.seek(10**15)
        nova_mpris.seek(-(10**15))
        properties = nova_mpris.get_all()
        assert 0 <= properties["Position"] < 2**63
        length = properties["Metadata"].get("mpris:length")
        assert length is None or 0 < length < 2**63, "%s: mpris:length %r" % (name, length)
        activate("panel-chapters", window=True)
        wait_until(lambda: app.log_text(limit=10**7)[log_before:].count(debuglines.panel_opened("chapters")) >= 1, 10,
                   "the chapters of %s listed" % name)
        app.key("Escape")
        assert app.alive(), "Nova stopped on %s:\n%s" % (name, app.log_text())
        if name == "duration-inf.mkv":
            screen.save_png(SCREENSHOTS / "crafted-duration-inf.png")
    # A failure said later (after the next file was opened) counts too.
    said = app.log_text(limit=10**7)
    unplayable = sorted(n for n, outcome in outcomes.items() if outcome != "plays" or "Can't play “%s”" % n in said)
    # Every one of these has a picture mpv can decode: Nova shows it, whatever its numbers say.
    assert unplayable == [], "explained instead of played: %s\n%s" % (unplayable, app.log_text())
    nova_mpris.quit()
    assert app.exited(timeout=15) == 0


def test_a_file_whose_timestamps_wrap_keeps_its_true_position(nova, corpus, nova_mpris, tmp_path):
    # Its cluster times cross int64's end 1.5 s into its 3 s. mpv 0.35 plays on, reporting
    # times of -1.8e10 s: times 2^64 ns round, which Nova takes back. mpv 0.40 stops there
    # and reports 0: Nova keeps the 1.5 s reached, within the end's tolerance of a 3 s
    # file. Either way the file ends complete and is watched; once, Nova said it "ends
    # early, at 0:00" and kept 0 over what was reached.
    path = next(p for p in corpus if p.endswith("/timestamps-int64wrap.mkv"))
    app = nova(path, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    wait_until(lambda: nova_mpris.position >= 1_000_000, 15, "playback 1 s in")
    wait_until(lambda: nova_mpris.playback_status == "Paused", 15, "the end of the file")
    assert "ends early" not in app.log_text(), app.log_text()
    nova_mpris.quit()
    assert app.exited(timeout=15) == 0
    with sqlite3.connect(tmp_path / "data" / "nova-player" / "library.sqlite") as db:
        position, watched = db.execute("SELECT position, watched FROM media WHERE location = ?", (path,)).fetchone()
    assert position >= 2.5 and watched == 1, "kept %.2f s, watched %r" % (position, watched)
