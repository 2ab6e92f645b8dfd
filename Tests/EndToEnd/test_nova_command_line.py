# SPDX-License-Identifier: GPL-3.0-or-later
"""The process: what `nova-player` takes on its command line, and how it ends when told
to by a signal (SIGTERM, SIGINT, SIGHUP, SIGQUIT), each saving where playback was."""

import os
import shutil
import signal
import sqlite3

import pytest

from novatest.session import CARD_FPS, NOVA_VERSION, wait_until


def saved_position(tmp_path, location):
    with sqlite3.connect(tmp_path / "data" / "nova-player" / "library.sqlite") as db:
        row = db.execute("SELECT position FROM media WHERE location = ?", (str(location),)).fetchone()
    return row[0] if row else None


@pytest.mark.parametrize("name", ["SIGTERM", "SIGINT", "SIGHUP", "SIGQUIT"])
def test_a_signal_to_end_saves_progress_and_quits_cleanly(nova, test_media, nova_mpris, tmp_path, name):
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null", "XDG_DATA_HOME": tmp_path / "data"})
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    # Playing, between two of the regular saves (every 5 s, the last one after the seek):
    # only the save on the way out has where playback is.
    nova_mpris.set_position(nova_mpris.trackid(), 22_000_000)
    app.wait_for_frame(lambda n: n >= 24.5 * CARD_FPS, timeout=15, what="playback past 24.5 s")
    playing_at = nova_mpris.position / 1e6
    os.kill(app.pid, getattr(signal, name))
    assert app.exited(timeout=15) == 0, "%s: exit status %r\n%s" % (name, app.proc.returncode, app.log_text())
    assert "crashed" not in app.log_text().lower(), app.log_text()
    position = saved_position(tmp_path, test_media.card)
    assert position is not None and -0.25 <= position - playing_at < 1, \
        "saved %r, playing at %.2f s when signalled" % (position, playing_at)


def test_a_file_whose_name_begins_with_a_dash_plays_after_double_dash(nova, test_media, nova_mpris, launch, nova_path, tmp_path):
    shutil.copyfile(test_media.card, tmp_path / "-leading-dash.mkv")
    app = launch([nova_path, "--", "-leading-dash.mkv"], env={"NOVA_AUDIO_OUTPUT": "null"}, name="nova", cwd=tmp_path)
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30, what="the card under a name with a leading dash")
    assert str(nova_mpris.metadata["xesam:url"]).endswith("/-leading-dash.mkv")
    assert "“--”" not in app.log_text(), "-- is not a file"


def test_an_unknown_option_prints_the_usage(launch, nova_path, tmp_path):
    app = launch([nova_path, "-leading-dash.mkv"], window=False, name="nova", cwd=tmp_path)
    assert app.exited(timeout=15) == 2
    text = app.log_text()
    assert "unknown option “-leading-dash.mkv”" in text and "Usage: nova-player [--version] [--] [FILE|URI …]" in text, text
    helped = launch([nova_path, "--help"], window=False, name="nova")
    assert helped.exited(timeout=15) == 0
    assert "Usage: nova-player" in helped.log_text()


def test_the_version_is_mesons_project_version(launch, nova_path):
    """One version in one place: meson.build's project version is what Nova says it is."""
    shown = launch([nova_path, "--version"], window=False, name="nova")
    assert shown.exited(timeout=15) == 0
    assert shown.log_text().strip().splitlines()[-1] == "nova-player " + NOVA_VERSION, shown.log_text()
