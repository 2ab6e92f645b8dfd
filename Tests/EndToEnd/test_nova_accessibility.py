# SPDX-License-Identifier: GPL-3.0-or-later
"""Nova as a screen reader finds it: in each state (start page, library, history, the
player with its controls, each panel, the preferences, the error page, the up-next card)
every control on screen has a name without a mnemonic underscore or doubled words, lists
are named, sliders have a value, and nothing invisible can take the focus. Read from the
session's accessibility bus with AT-SPI (python3-pyatspi), as Orca reads it."""

import re
import time

import pytest

from novatest import accessibility as a11y, debuglines
from novatest import mpris as mpris_mod
from novatest import toolkit
from novatest.session import NOVA_VERSION, REPO_ROOT, wait_until
from test_nova_episodes import episodes  # noqa: F401 (a fixture)
from test_nova_library import activate, make_folder
from test_nova_player import wait_for_page

R = a11y.R
TREES = REPO_ROOT / ".build" / "accessibility-trees"
PANELS = ["tracks", "speed", "chapters", "sleep", "info"]


class Walk:
    """The faults found, state by state: all are reported together."""

    def __init__(self, node):
        self.node = node
        self.faults = []

    def check(self, state):
        found = sorted(set(a11y.problems(self.node)))
        for fault in found:
            self.faults.append("%s: %s" % (state, fault))
        if found:
            self.save(state)

    def save(self, state):
        """The tree as the reader saw it, for the person mending the fault."""
        TREES.mkdir(parents=True, exist_ok=True)
        path = TREES / (re.sub(r"[^a-z0-9]+", "-", state.lower()).strip("-") + ".txt")
        path.write_text(a11y.dump(self.node))
        return path

    def expect(self, condition, message):
        if not condition:
            self.faults.append("%s (the tree: %s)" % (message, self.save(message[:40])))

    def done(self):
        if self.faults:
            pytest.fail("\n".join(self.faults), pytrace=False)


def start(nova, tmp_path, *args, debug="library,panels", size=(1280, 800)):
    env = dict(a11y.ENV, NOVA_AUDIO_OUTPUT="null", NOVA_DEBUG=debug, XDG_DATA_HOME=tmp_path / "data",
               XDG_CACHE_HOME=tmp_path / "cache")
    app = nova(*args, env=env)
    app.resize(*size)
    return app, a11y.application(app.pid)


def open_panel(app, name):
    activate("panel-" + name, window=True)
    wait_until(lambda: debuglines.panel_focus(name) in app.log_text(), 10, "the %s panel" % name)
    time.sleep(0.3)


def test_the_pages_and_the_library_read_well(nova, test_media, nova_mpris, tmp_path):
    folder = make_folder(tmp_path, test_media.card)
    app, node = start(nova, tmp_path)
    walk = Walk(node)
    wait_for_page(app)
    walk.check("the start page")
    activate("add-library-folder", str(folder))
    wait_until(lambda: debuglines.library_indexed(folder, 3) in app.log_text(), 20, "the library")
    time.sleep(1.5)
    walk.check("the library")
    posters = [n for n in a11y.find(node, R.PUSH_BUTTON) if a11y.name(n).startswith(("Episode", "clip"))]
    walk.expect(len(posters) == 3, "three videos, three posters (no placeholder cell is a button)")
    walk.expect(a11y.find(node, name_is="More options for Episode 2"), "each poster's menu names its video")
    walk.expect(a11y.find(node, R.LIST, name_is="Library"), "the library's list is named")
    # Watch one, so the history has an entry.
    nova_mpris.wait_for_name()
    nova_mpris._call(mpris_mod.PLAYER_IFACE, "OpenUri", (folder / "Series" / "Episode 2.mkv").as_uri())
    app.wait_for_frame(timeout=30)
    time.sleep(2)
    activate("close-video", window=True)
    wait_until(lambda: nova_mpris.playback_status == "Stopped", 10, "the video closed")
    # The header's switcher comes back with the start page, a moment after the video stops.
    history = wait_until(lambda: a11y.find(node, R.PAGE_TAB, name_is="History"), 10, "the History tab")
    a11y.click(app, history[0])
    time.sleep(1)
    walk.check("the history")
    # (The card's title, from its metadata, names the entry.)
    walk.expect(a11y.find(node, R.PUSH_BUTTON, name_is="Remove Nova test card 720p30 from history"),
                "the remove button names its video")
    entries = [n for n in a11y.find(node, R.PUSH_BUTTON) if a11y.name(n).startswith("Nova test card 720p30, Episode 2.mkv")]
    walk.expect(entries and a11y.is_focusable(entries[0]), "the history entry is a button the keyboard reaches")
    walk.done()


def test_the_player_its_panels_and_the_preferences_read_well(nova, nova_mpris, episodes, tmp_path):  # noqa: F811
    app, node = start(nova, tmp_path, episodes / "Episode 2.mkv")
    walk = Walk(node)
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    app.move_pointer(640, 700)
    time.sleep(0.5)
    walk.check("the player with its controls")
    sliders = a11y.find(node, R.SLIDER, name_is="Position")
    walk.expect(len(sliders) == 1, "the timeline is one slider named Position")
    if sliders:
        value = sliders[0].get_value_iface()
        walk.expect(value is not None and value.get_maximum_value() > 50, "the timeline's value runs to the duration")
        walk.expect(" of " in a11y.value_text(sliders[0]), "the timeline says where it is: '1:23 of 45:00'")
    walk.expect(a11y.find(node, R.SLIDER, name_is="Volume") or a11y.find(node, name_is="Volume"),
                "a volume control on a wide window")
    for name in PANELS:
        open_panel(app, name)
        walk.check("the %s panel" % name)
        app.key("Escape")
        wait_until(lambda: debuglines.panel_closed(name) in app.log_text(), 10, "the %s panel closed" % name)
    app.key("ctrl+comma")
    time.sleep(1.5)
    walk.check("the preferences")
    walk.done()


def test_the_error_page_and_the_up_next_card_read_well(nova, nova_mpris, test_media, episodes, tmp_path):  # noqa: F811
    app, node = start(nova, tmp_path, test_media.text_file)
    walk = Walk(node)
    time.sleep(3)
    walk.check("the error page")
    headings = a11y.find(node, R.HEADING)
    walk.expect(headings, "the error page's heading is a heading")
    focus = a11y.focused(node)
    walk.expect(focus is not None and a11y.role(focus) == R.HEADING, "the focus is on the error's heading")
    nova_mpris.wait_for_name()
    nova_mpris._call(mpris_mod.PLAYER_IFACE, "OpenUri", (episodes / "Episode 1.mkv").as_uri())
    app.wait_for_frame(timeout=30)
    nova_mpris.set_position(nova_mpris.trackid(), 41_000_000)
    wait_until(lambda: a11y.find(node, R.PUSH_BUTTON, name_is="Play Now"), 15, "the up-next card")
    walk.check("the up-next card")
    walk.done()


def test_messages_are_said_by_a_screen_reader(nova, nova_mpris, test_media, tmp_path):
    """The on-screen messages are said as they appear: GTK 4.14 and later announce them
    (gtk_accessible_announce); before, each is an alert named with its words while it shows
    (GTK 4.8's way). A toast is an alert with its words: libadwaita 1.7's own, 1.2's Nova's."""
    announces = toolkit.gtk_version() >= (4, 14)
    heard = a11y.Announcements() if announces else None
    app, node = start(nova, tmp_path, test_media.card)
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)

    def alert_saying(words):
        return [n for n in a11y.find(node, R.ALERT) if words in a11y.name(n) or words in a11y.dump(n)]

    def said(words):
        return heard.said(words) if announces else alert_saying(words)
    try:
        for key, words in [("m", "Muted"), ("m", "Sound on"), ("Down", "Volume 95 %"), ("space", "Paused"),
                           ("Right", "+0:10")]:
            app.key(key)
            wait_until(lambda: said(words), 5, "%r said after %s" % (words, key))
            if announces:
                assert not alert_saying(words), "%r: an alert too would have it said twice" % words
        # A toast: a file that cannot play, opened while the card plays.
        nova_mpris._call(mpris_mod.PLAYER_IFACE, "OpenUri", test_media.text_file.as_uri())
        wait_until(lambda: alert_saying("not-media.txt"), 10, "the toast about the file that cannot play, as an alert")
    finally:
        if heard:
            heard.close()


def test_the_about_window_gives_the_version_the_credits_and_the_licences(nova, test_media, nova_mpris, tmp_path):
    """About Nova (the main menu's last item; the same action over D-Bus here): meson's
    project version, the credits and the legal sections, each control named for a screen
    reader; Escape closes it and the player is as it was."""
    app, node = start(nova, tmp_path, test_media.card, debug="")
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    activate("about", window=True)
    wait_until(lambda: a11y.find(node, name_is=NOVA_VERSION), 10, "the About window with Nova's version %s" % NOVA_VERSION)
    walk = Walk(node)
    time.sleep(0.5)
    walk.check("the About window")
    walk.expect(a11y.find(node, name_has="The Nova developers"), "the About window names Nova's makers")
    walk.expect(a11y.find(node, R.PUSH_BUTTON, name_has="Legal") or a11y.find(node, name_has="Legal"),
                "the About window has its legal sections")
    app.key("Escape")
    wait_until(lambda: not a11y.find(node, name_is=NOVA_VERSION), 10, "Escape to close the About window")
    assert nova_mpris.playback_status in ("Playing", "Paused")
    walk.done()
