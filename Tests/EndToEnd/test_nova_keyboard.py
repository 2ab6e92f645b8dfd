# SPDX-License-Identifier: GPL-3.0-or-later
"""Nova by the keyboard alone, as a person without a mouse uses it, with the focus read
from the accessibility bus (what a screen reader follows): from launch, open a video from
the library's second row, play and pause, seek on the timeline, change the volume on its
slider, open each panel from the menu and choose in it, change a preference, leave
fullscreen, and resume from the history. Keys go to the focused control first."""

import shutil
import time

import pytest

from novatest import accessibility as a11y, debuglines
from novatest import screen, toolkit
from novatest.session import wait_until
from test_nova_library import activate
from test_nova_window_size import window_manager  # noqa: F401 (a fixture: fullscreen needs one)

R = a11y.R

# What takes the focus in a menu button or the volume button: from GTK 4.10 a toggle button
# inside it (4.8: the button itself).
MENU_BUTTON = R.TOGGLE_BUTTON if toolkit.gtk_version() >= (4, 10) else R.PUSH_BUTTON


def focus_name(node):
    focus = a11y.focused(node)
    return (a11y.role(focus), a11y.name(focus)) if focus is not None else (None, "")


def tab_to(app, node, wanted, what, key="Tab", limit=40, press=None):
    """Presses Tab until the focus is on what ``wanted`` accepts (a role and a name).
    ``press``: how a key is sent (the player's window by default; `screen.key` sends it
    to whichever window has the focus, the preferences)."""
    press = press or app.key
    seen = []
    for _ in range(limit):
        role, name = focus_name(node)
        if wanted(role, name):
            return name
        seen.append("%s %r" % (role.value_nick if role is not None else "nothing", name))
        press(key)
        time.sleep(0.15)
    raise AssertionError("%s: never focused by %s; the focus went %r" % (what, key, seen))


def focus_is(node, wanted, timeout=5):
    return wait_until(lambda: wanted(*focus_name(node)), timeout, "the focus")


@pytest.fixture
def library(test_media, tmp_path):
    videos = tmp_path / "Videos"
    videos.mkdir()
    for i in range(1, 13):
        shutil.copyfile(test_media.card, videos / ("Episode %02d.mkv" % i))
    return videos


def test_a_keyboard_alone_does_everything(nova, nova_mpris, library, tmp_path, window_manager):  # noqa: F811
    env = dict(a11y.ENV, NOVA_AUDIO_OUTPUT="null", NOVA_DEBUG="library,panels,settings", XDG_DATA_HOME=tmp_path / "data",
               XDG_CACHE_HOME=tmp_path / "cache")
    app = nova(env=env)
    app.resize(1280, 800)
    node = a11y.application(app.pid)
    activate("add-library-folder", str(library))
    wait_until(lambda: "indexed %s: 12 videos" % library in app.log_text(limit=500000), 30, "the library")
    time.sleep(1.5)
    log = lambda: app.log_text(limit=2_000_000)  # noqa: E731

    # The library: Tab to the first poster, ↓ to the second row, → along it, Enter plays.
    tab_to(app, node, lambda r, n: r == R.PUSH_BUTTON and n.startswith("Episode 01"), "the first poster")
    app.key("Down")
    focus_is(node, lambda r, n: n.startswith("Episode 0") and not n.startswith("Episode 01"))
    app.key("Right")
    _, poster = focus_name(node)
    assert poster.startswith("Episode 0") and poster > "Episode 02", "→ moved along the second row: %r" % poster
    chosen = poster.split(",")[0]
    app.key("Return")
    nova_mpris.wait_for_name()
    wait_until(lambda: nova_mpris.metadata.get("xesam:url", "").endswith(chosen.replace(" ", "%20") + ".mkv"), 15,
               "the chosen poster's video playing")
    app.wait_for_frame(timeout=30)

    # The focus is on the play button, on screen: Space presses it.
    focus_is(node, lambda r, n: r == R.PUSH_BUTTON and n == "Pause")
    app.key("space")
    wait_until(lambda: nova_mpris.playback_status == "Paused", 10, "paused by Space on the play button")
    focus_is(node, lambda r, n: n == "Play")
    app.key("space")
    wait_until(lambda: nova_mpris.playback_status == "Playing", 10, "playing again")
    # Paused for the rest, so the minute-long card is not watched to its end meanwhile.
    app.key("space")
    wait_until(lambda: nova_mpris.playback_status == "Paused", 10, "paused again")

    # The timeline: a slider; → seeks by the skip amount, Home to the start.
    tab_to(app, node, lambda r, n: r == R.SLIDER and n == "Position", "the timeline", key="shift+Tab")
    before = nova_mpris.position / 1e6
    app.key("Right")
    wait_until(lambda: nova_mpris.position / 1e6 > before + 8, 10, "→ on the timeline seeking 10 s on")
    app.key("Home")
    wait_until(lambda: nova_mpris.position / 1e6 < 3, 10, "Home on the timeline to the start")

    # The volume: its button opens a slider; ↓ turns it down.
    tab_to(app, node, lambda r, n: n == "Volume" and r == MENU_BUTTON, "the volume button")
    app.key("space")
    time.sleep(0.5)
    focus_is(node, lambda r, n: r == R.SLIDER)
    app.key("Down")
    app.key("Down")
    wait_until(lambda: nova_mpris.volume == pytest.approx(0.9), 10, "two ↓ on the volume slider: 90 %")
    app.key("Escape")
    time.sleep(0.3)

    # Each panel from the player menu (F10 opens it; a letter picks the row), a choice, Esc.
    for letter, panel, choose in [("a", "tracks", True), ("s", "speed", True), ("c", "chapters", False),
                                  ("t", "sleep", True), ("i", "info", False)]:
        tab_to(app, node, lambda r, n: n == "Player menu" and r == MENU_BUTTON, "the player menu")
        opener = a11y.focused(node)
        app.key("Return")
        in_menu = lambda: a11y.role(a11y.focused(node)) in (R.MENU_ITEM, R.CHECK_MENU_ITEM, R.RADIO_MENU_ITEM)  # noqa: E731
        try:
            wait_until(in_menu, 3, "the focus in the menu")
        except AssertionError:
            app.key("Down")  # GTK leaves the focus on the button at times: ↓ enters the menu
            wait_until(in_menu, 3, "the focus in the menu after ↓")
        app.key(letter)
        wait_until(lambda: debuglines.panel_focus(panel) in log(), 10, "the %s panel, focused" % panel)
        if choose:
            marks = log().count(debuglines.CHECK_MARK) + log().count(debuglines.SLEEP_TIMER)
            app.key("Down")
            app.key("Return")
            wait_until(lambda: log().count(debuglines.CHECK_MARK) + log().count(debuglines.SLEEP_TIMER) > marks, 10,
                       "a choice made in the %s panel" % panel)
        app.key("Escape")
        wait_until(lambda: debuglines.panel_closed(panel) in log(), 10, "the %s panel closed" % panel)
        wait_until(lambda: a11y.focused(node) == opener, 3, "the focus back on the player menu after the %s panel" % panel)
    assert nova_mpris.rate != pytest.approx(1.0), "a speed was chosen"

    # A preference: Ctrl+, then Tab to a switch and Space.
    app.key("ctrl+comma")
    time.sleep(1.5)
    tab_to(app, node, lambda r, n: r == R.CHECK_BOX and n == "Volume boost", "the volume boost switch", press=screen.key)
    screen.key("space")
    wait_until(lambda: debuglines.setting_changed("volume-boost") in log(), 10, "the preference changed by Space")
    screen.key("Escape")
    wait_until(lambda: not a11y.find(node, R.CHECK_BOX, name_is="Volume boost"), 10, "the preferences closed by Esc")
    time.sleep(0.5)

    # Fullscreen and out of it, the button renamed as it goes.
    app.key("f")
    wait_until(lambda: a11y.find(node, R.PUSH_BUTTON, name_is="Leave fullscreen"), 10, "fullscreen")
    app.key("Escape")
    wait_until(lambda: a11y.find(node, R.PUSH_BUTTON, name_is="Fullscreen"), 10, "fullscreen left by Esc")

    # Resume from the history: close the video, the History tab, its entry, Enter.
    # 30 % in: a video left in its last 30 s counts as watched and starts again from the top.
    app.key("3")
    wait_until(lambda: 15 < nova_mpris.position / 1e6 < 22, 10, "30 % into the video")
    watched = nova_mpris.position / 1e6
    app.key("ctrl+w")
    wait_until(lambda: nova_mpris.playback_status == "Stopped", 10, "the video closed")
    # The page tabs: libadwaita 1.7's are one Tab stop (the current tab) with the arrows
    # between them, as a tab list is; 1.2's are a stop each. → reaches History on both.
    tab = tab_to(app, node, lambda r, n: r == R.PAGE_TAB and n in ("Library", "History"), "the page tabs")
    if tab == "Library":
        app.key("Right")
        time.sleep(0.3)
    focus_is(node, lambda r, n: r == R.PAGE_TAB and n == "History")
    app.key("space")
    time.sleep(0.8)
    entry = tab_to(app, node, lambda r, n: r == R.PUSH_BUTTON and n.startswith("Nova test card 720p30, " + chosen),
                   "the history entry")
    assert "0:18 of 1:00" in entry, entry
    app.key("Return")
    wait_until(lambda: nova_mpris.playback_status == "Playing", 15, "the video from the history")
    resumed = wait_until(lambda: nova_mpris.position / 1e6, 10, "resumed where it was left (%.1f s)" % watched,
                         check=lambda position: position >= watched - 2)
    assert resumed < watched + 10
