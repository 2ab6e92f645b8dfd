# SPDX-License-Identifier: GPL-3.0-or-later
"""Nova in German and in Hebrew, at a phone's 360 x 720 and a desktop's 1280 x 800: the
interface speaks the language (GTK's own strings too), track languages are named in it,
and Hebrew turns the window right to left while the timeline and the media buttons keep
time's left-to-right order. Screenshots for a person to look at go to .build/screenshots."""

import gettext
import re
import time

import pytest

from novatest import accessibility as a11y, debuglines
from novatest import screen
from novatest.session import REPO_ROOT, language_env, wait_until
from test_nova_episodes import episodes  # noqa: F401 (a fixture)
from test_nova_library import activate

R = a11y.R
SCREENSHOTS = REPO_ROOT / ".build" / "screenshots"
GERMAN_TRACK = {"de": "Deutsch — Deutscher Ton", "he": "גרמנית — Deutscher Ton"}


def translated(language, text):
    catalogue = gettext.translation("nova-player", localedir=str(REPO_ROOT / ".build" / "nova-locale"),
                                    languages=[language])
    return catalogue.gettext(text)


def middle_x(node):
    box = a11y.extents(node)
    return box[0] + box[2] / 2


@pytest.mark.parametrize("language", ["de", "he"])
@pytest.mark.parametrize("size", [(360, 720), (1280, 800)])
def test_the_interface_in_german_and_hebrew(nova, nova_mpris, episodes, tmp_path, language, size):  # noqa: F811
    env = dict(a11y.ENV, **language_env(language), NOVA_AUDIO_OUTPUT="null", NOVA_DEBUG="panels",
               XDG_DATA_HOME=tmp_path / "data", XDG_CACHE_HOME=tmp_path / "cache")
    app = nova(episodes / "Episode 2.mkv", env=env)
    app.resize(*size)
    node = a11y.application(app.pid)
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    name = "%s-%dx%d" % (language, size[0], size[1])
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    app.move_pointer(size[0] // 2, size[1] - 150)
    time.sleep(0.5)
    screen.save_png(SCREENSHOTS / ("language-player-%s.png" % name))

    back = a11y.find(node, R.PUSH_BUTTON, name_is=translated(language, "Back 10 seconds"))
    play = a11y.find(node, R.PUSH_BUTTON, name_is=translated(language, "Pause"))
    assert play, "the play button speaks %s:\n%s" % (language, a11y.dump(node))
    times = [n for n in a11y.find(node, R.LABEL) if re.fullmatch(r"\d+:\d\d", a11y.name(n))]
    assert len(times) == 2, [a11y.name(n) for n in times]
    elapsed, total = sorted(times, key=middle_x)
    assert a11y.name(total) == "1:00", "the total time at the timeline's right end, in %s too" % language
    opened = a11y.find(node, R.PUSH_BUTTON, name_is=translated(language, "Open"))
    assert opened
    header_at_right = middle_x(opened[0]) > size[0] / 2
    assert header_at_right == (language == "he"), "the header mirrors in Hebrew only (Open at the %s)" % (
        "right" if header_at_right else "left")
    if back:  # (a phone's narrow bar leaves the skip buttons out)
        assert middle_x(back[0]) < middle_x(play[0]), "back before play, left to right, in %s too" % language

    activate("panel-tracks", window=True)
    wait_until(lambda: debuglines.panel_focus("tracks") in app.log_text(), 10, "the tracks panel")
    time.sleep(0.5)
    screen.save_png(SCREENSHOTS / ("language-panel-%s.png" % name))
    wait_until(lambda: a11y.find(node, R.LIST_ITEM, name_has=GERMAN_TRACK[language]), 5,
               "the German track named in %s" % language)
    app.key("Escape")
