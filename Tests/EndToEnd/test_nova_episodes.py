# SPDX-License-Identifier: GPL-3.0-or-later
"""The next episode: the folder's next file in natural order, over MPRIS and the keys,
and the up-next card that plays it when the countdown ends."""

import os
import time
from pathlib import Path

import pytest

from novatest import accessibility as a11y, debuglines, screen
from novatest.session import CARD_FPS, REPO_ROOT, wait_until

SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"


@pytest.fixture
def episodes(tmp_path, test_media):
    folder = tmp_path / "Show"
    folder.mkdir()
    for name in ("Episode 1.mkv", "Episode 2.mkv", "Episode 10.mkv", "notes.txt"):
        os.symlink(test_media.card, folder / name)
    return folder


def url(mpris):
    return mpris.metadata.get("xesam:url", "")


def test_next_and_previous_follow_the_folder_in_natural_order(nova, nova_mpris, episodes):
    app = nova(episodes / "Episode 2.mkv", env={"NOVA_AUDIO_OUTPUT": "null"})
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    assert nova_mpris.get("CanGoNext") and nova_mpris.get("CanGoPrevious")
    nova_mpris.next()
    wait_until(lambda: url(nova_mpris).endswith("/Episode%2010.mkv"), 10, "Episode 10 after Episode 2")
    assert not nova_mpris.get("CanGoNext"), "Episode 10 is the last"
    app.key("P")
    wait_until(lambda: url(nova_mpris).endswith("/Episode%202.mkv"), 10, "Episode 2 again")
    app.key("P")
    wait_until(lambda: url(nova_mpris).endswith("/Episode%201.mkv"), 10, "Episode 1")
    assert not nova_mpris.get("CanGoPrevious")


def test_the_up_next_card_plays_the_next_episode_after_its_countdown(nova, nova_mpris, episodes, tmp_path):
    cache = tmp_path / "cache"
    app = nova(episodes / "Episode 1.mkv", env={"NOVA_AUDIO_OUTPUT": "null", "XDG_CACHE_HOME": cache})
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    # Into the "Credits" chapter (40 s): the card appears and counts down 10 s.
    nova_mpris.set_position(nova_mpris.trackid(), 41_000_000)
    app.wait_for_frame(lambda n: n >= 42 * CARD_FPS, timeout=15, what="playback in the credits")
    # Episode 2's poster is made for the card by the headless poster maker.
    wait_until(lambda: list((cache / "nova-player" / "posters").glob("*.png")), 8, "the next episode's poster")
    time.sleep(0.3)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    screen.save_png(SCREENSHOTS / "up-next.png")
    wait_until(lambda: url(nova_mpris).endswith("/Episode%202.mkv"), 20, "Episode 2 after the countdown")
    app.wait_for_frame(lambda n: n < 10 * CARD_FPS, timeout=15, what="Episode 2 from its start")


def up_next_control(app, name):
    """The centre of one of the up-next card's buttons, in window coordinates, from Nova's
    report as the card shows (NOVA_DEBUG=controls)."""
    def reported():
        places = [match.groups()[1:] for match in debuglines.UP_NEXT_CONTROL.finditer(app.log_text(limit=400000))
                  if match.group(1) == name]
        if not places:
            return None
        x, y, width, height = (int(value) for value in places[-1])
        return x + width // 2, y + height // 2
    return wait_until(reported, 15, "Nova to report where the up-next card's %r is" % name)


def press_on_the_card(app, root, name, way):
    """Presses one of the card's buttons as a person would: by the pointer, a finger (on
    the Wayland leg), its mnemonic key, or as a screen reader does."""
    def button():
        return next(iter(a11y.find(root, a11y.R.PUSH_BUTTON, name_is=name)), None)
    wait_until(button, 15, "the up-next card's %s" % name)
    if way == "pointer":
        app.click(*up_next_control(app, name))
    elif way == "finger":
        app.phoc.tap(*up_next_control(app, name))
    elif way == "keyboard":
        # Its underlined letter with Alt, as GTK's mnemonics go.
        app.key("alt+" + MNEMONICS[name])
    else:
        a11y.press(button())
    return button


MNEMONICS = {"Play Now": "p", "Watch Till the End": "w"}


def ways(*names):
    """The ways a person presses, on both legs; a finger on the Wayland leg (real wl_touch
    under phoc)."""
    return [pytest.param(name, marks=pytest.mark.legs("wayland") if name == "finger" else pytest.mark.legs("x11", "wayland"))
            for name in names]


def start_in_the_credits(nova, nova_mpris, episodes, autoplay=True, config=None):
    env = dict(a11y.ENV, NOVA_AUDIO_OUTPUT="null", NOVA_DEBUG="controls")
    if not autoplay:
        # "Play the next episode" off, as a person leaves it in Preferences: the card
        # still shows, and only its Play Now leads on.
        keyfile = config / "glib-2.0" / "settings" / "keyfile"
        keyfile.parent.mkdir(parents=True, exist_ok=True)
        keyfile.write_text("[io/github/novaplayer/Nova]\nautoplay-next=false\n")
        env.update({"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config})
    app = nova(episodes / "Episode 1.mkv", env=env)
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    # Into the "Credits" chapter (40 s): the card appears and counts down 10 s.
    nova_mpris.set_position(nova_mpris.trackid(), 41_000_000)
    return app, a11y.application(app.pid)


@pytest.mark.parametrize("way", ways("pointer", "finger", "keyboard", "screen reader"))
def test_watch_till_the_end_takes_the_card_away_and_stays_on_this_episode(nova, nova_mpris, episodes, way):
    app, root = start_in_the_credits(nova, nova_mpris, episodes)
    card_button = press_on_the_card(app, root, "Watch Till the End", way)
    wait_until(lambda: card_button() is None, 5, "the card gone")
    # Near the end, still in the credits: the card stays away, and the end moves on to nothing.
    nova_mpris.set_position(nova_mpris.trackid(), 56_000_000)
    wait_until(lambda: nova_mpris.playback_status == "Paused", 15, "Episode 1 ending")
    time.sleep(3)
    assert card_button() is None, "the card came back"
    assert url(nova_mpris).endswith("/Episode%201.mkv"), "still Episode 1: %s" % url(nova_mpris)


@pytest.mark.parametrize("way", ways("pointer", "finger", "keyboard"))
def test_play_now_plays_the_next_episode_at_once(nova, nova_mpris, episodes, tmp_path, way):
    # Without autoplay the countdown leads nowhere: Episode 2 can only come from the button.
    app, root = start_in_the_credits(nova, nova_mpris, episodes, autoplay=False, config=tmp_path / "config")
    press_on_the_card(app, root, "Play Now", way)
    wait_until(lambda: url(nova_mpris).endswith("/Episode%202.mkv"), 5, "Episode 2 at once")
    app.wait_for_frame(lambda n: n < 10 * CARD_FPS, timeout=15, what="Episode 2 from its start")


def test_a_next_episode_that_cannot_play_is_not_tried_again_and_again(nova, nova_mpris, tmp_path, test_media):
    # Episode 2 is no video: when the countdown opens it, Nova says so and goes back to
    # Episode 1 where it was, and neither the card nor the end tries Episode 2 again.
    folder = tmp_path / "Show"
    folder.mkdir()
    os.symlink(test_media.card, folder / "Episode 1.mkv")
    (folder / "Episode 2.mkv").write_text("not a video\n")
    app = nova(folder / "Episode 1.mkv", env={"NOVA_AUDIO_OUTPUT": "null"})
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    nova_mpris.set_position(nova_mpris.trackid(), 41_000_000)
    said = wait_until(lambda: app.log_text().count("Can't play “Episode 2.mkv”"), 30, "Nova to say Episode 2 cannot play")
    wait_until(lambda: url(nova_mpris).endswith("/Episode%201.mkv"), 10, "Episode 1 again")
    app.wait_for_frame(lambda n: n >= 50 * CARD_FPS, timeout=15, what="Episode 1 going on from where it was")
    # To its end, and past the time another countdown would take.
    wait_until(lambda: nova_mpris.playback_status == "Paused", 20, "Episode 1 ending")
    time.sleep(3)
    assert app.log_text().count("Can't play “Episode 2.mkv”") == said, "Episode 2 tried once"
    assert url(nova_mpris).endswith("/Episode%201.mkv")
