# SPDX-License-Identifier: GPL-3.0-or-later
"""Nova's ``NOVA_DEBUG`` lines as the suite and the bench read them, declared once here.
Nova declares their words once too, in ``Sources/NovaCore/DebugLine.swift``: a change of
words there comes here as well. Each is the line's text (or its start, where what follows
varies), or a pattern whose groups are its values."""

import re

# seek
SEEK_REQUEST = re.compile(r"nova-seek: request target=(-?[\d.]+) precision=(\w+) source=(\w+)")
SEEK_REQUEST_START = "nova-seek: request"
SEEK_DONE = "nova-seek: done"
TIMELINE = re.compile(r"nova-timeline: x=(-?\d+) y=(-?\d+) width=(\d+) height=(\d+)")
TIMELINE_START = "nova-timeline:"


# panels
def panel_opened(name, placement=None):
    """``placement``: "bottom" or "side"; None for either (the start of the line)."""
    return "nova-panel: opened %s" % name + (" (%s)" % placement if placement else " ")


PANEL_PLACED = "nova-panel: (?:opened {name} \\((bottom|side)\\)|moved {name} to the (bottom|side))"


def panel_placed(name):
    """Where the panel ``name`` opened or moved to: groups (opened at, moved to)."""
    return re.compile(PANEL_PLACED.format(name=re.escape(name)))


def panel_moved(name, placement):
    return "nova-panel: moved %s to the %s" % (name, placement)


def panel_focus(name):
    return "nova-panel: focus in the %s panel" % name


def panel_closed(name):
    return "nova-panel: closed %s" % name


PANEL_CONTROL = re.compile(r'nova-panel: control "(.*)" at (-?\d+),(-?\d+) (\d+)x(\d+) (shown|scrolled away)')


def panel_control(label, shown=None):
    """A control of the open panel: its start, or (``shown``) the pattern for where it is."""
    if shown is None:
        return 'nova-panel: control "%s"' % label
    return re.compile(r'nova-panel: control "%s" at (-?\d+),(-?\d+) (\d+)x(\d+) %s'
                      % (re.escape(label), "shown" if shown else "scrolled away"))


CHECK_MARK = "nova-panel: check mark"


def check_mark(row):
    return "nova-panel: check mark on row %s" % row


# What the engine reports while a panel is open: "aid=2 sid=no speed=1.0 sub-delay=0.1 …".
PANEL_STATE = "nova-panel: aid="
SLEEP_TIMER = "nova-panel: sleep timer: "
SLEEP_TIMER_FIRED = "nova-panel: sleep timer fired"


# library
def library_indexed(folder, videos=None, changed=None):
    """A folder looked through: with ``videos`` and ``changed`` (True, False) as far as given."""
    line = "nova-library: indexed %s:" % folder
    if videos is not None:
        line += " %d videos" % videos
        if changed is not None:
            line += ", changed" if changed else ", unchanged"
    return line


def library_read(videos, unavailable=None, folders=None):
    line = "nova-library: %d videos" % videos
    if unavailable is not None:
        line += ", %d unavailable" % unavailable
        if folders is not None:
            line += ", %d folders" % folders
    return line


LIBRARY_SHOWING_START = "nova-library: showing"
LIBRARY_SHOWING = re.compile(r"nova-library: showing (\d+) of (\d+) videos \(search \"(.*)\", ([a-z-]+)\) in ([0-9.]+) ms")


def library_showing(count, total, search="", sort=None):
    return 'nova-library: showing %d of %d videos (search "%s"' % (count, total, search) + (", %s)" % sort if sort else "")


LIBRARY_PROBLEM = "nova-library: problem"
LIBRARY_MENU = "nova-library: menu of"


# picture
def drawn_by(path=""):
    return "nova-picture: drawn by " + path


def placeholder(title=""):
    return "nova-picture: placeholder" + (" for " + title if title else "")


BUFFERING_SHOWN = "nova-picture: buffering shown"
BUFFERING_OVER = "nova-picture: buffering over"

# sizes
LAYOUT_REPORT = "nova-layout: report"
LAYOUT_END = "nova-layout: end"
LAYOUT_PREFIX = "nova-layout: "

# controls
CONTROLS_SHOWN_OR_HIDDEN = re.compile(r"^nova-controls: (shown|hidden)$", re.M)
CONTROL = re.compile(r'nova-control: (menu )?"(.*)" at (-?\d+),(-?\d+) (\d+)x(\d+)')
UP_NEXT_CONTROL = re.compile(r'nova-up-next: control "(.*)" at (-?\d+),(-?\d+) (\d+)x(\d+)')


# settings
def setting_changed(key):
    return "nova-setting: %s changed" % key


# interruptions
def picture_shown(on):
    return "nova-interruption: the picture is %s" % ("on" if on else "off")
