# SPDX-License-Identifier: GPL-3.0-or-later
"""What a screen reader finds in Nova: its AT-SPI tree on the session's accessibility bus
(python3-pyatspi), and the faults a person with a screen reader would hit."""

import re
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

# The environment a player needs to be seen: GTK's AT-SPI bridge on (the suite turns it off).
ENV = {"GTK_A11Y": "atspi", "NO_AT_BRIDGE": None}

R = Atspi.Role
# What a person can press, move, type in or choose: each needs a name.
CONTROLS = {R.PUSH_BUTTON, R.TOGGLE_BUTTON, R.CHECK_BOX, R.RADIO_BUTTON, R.SLIDER, R.SPIN_BUTTON,
            R.MENU_ITEM, R.CHECK_MENU_ITEM, R.RADIO_MENU_ITEM, R.LIST_ITEM, R.COMBO_BOX, R.ENTRY,
            R.PAGE_TAB, R.LINK, R.PUSH_BUTTON_MENU}
LISTS = {R.LIST, R.LIST_BOX, R.TREE, R.TABLE}
MNEMONIC = re.compile(r"(^|[\s(])_\w")


def application(pid, timeout=15):
    """The accessible application of process ``pid``, once it is on the bus."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            try:
                if app is not None and app.get_process_id() == pid:
                    return app
            except gi.repository.GLib.Error:
                continue
        time.sleep(0.2)
    raise AssertionError("process %d is not on the accessibility bus" % pid)


def _states(node):
    try:
        return node.get_state_set()
    except gi.repository.GLib.Error:
        return None


def extents(node):
    """Where ``node`` is in its window: (x, y, width, height), or None."""
    try:
        box = node.get_extents(Atspi.CoordType.WINDOW)
    except (gi.repository.GLib.Error, NotImplementedError):
        return None
    return (box.x, box.y, box.width, box.height)


def showing(node):
    """On screen: visible and with a size. (GTK 4.8 sets AT-SPI's SHOWING on windows only;
    what it does not draw, a stack's other pages, a squeezer's other child, has no size.)"""
    states = _states(node)
    if states is None or not states.contains(Atspi.StateType.VISIBLE):
        return False
    box = extents(node)
    return box is None or (box[2] > 0 and box[3] > 0)


def descendants(root, only_showing=True):
    """Every node under ``root`` (depth first), skipping what is not on screen."""
    pending = [root]
    while pending:
        node = pending.pop()
        try:
            count = node.get_child_count()
        except gi.repository.GLib.Error:
            continue
        children = []
        for i in range(count):
            try:
                child = node.get_child_at_index(i)
            except gi.repository.GLib.Error:
                continue
            if child is None or (only_showing and not showing(child)):
                continue
            children.append(child)
        yield from ([node] if node is not root else [])
        pending.extend(reversed(children))


def name(node):
    try:
        return node.get_name() or ""
    except gi.repository.GLib.Error:
        return ""


def role(node):
    try:
        return node.get_role()
    except gi.repository.GLib.Error:
        return R.INVALID


def role_name(node):
    try:
        return node.get_role_name()
    except gi.repository.GLib.Error:
        return "?"


def is_focusable(node):
    states = _states(node)
    return states is not None and states.contains(Atspi.StateType.FOCUSABLE)


def value_text(node):
    """A slider's value in words: AT-SPI's Value.Text where GTK gives it (4.10+), else the
    description GTK 4.8 carries it in."""
    value = node.get_value_iface() if hasattr(node, "get_value_iface") else None
    text = ""
    if value is not None:
        try:
            text = Atspi.Value.get_text(node) or ""
        except (AttributeError, gi.repository.GLib.Error):
            text = ""
    if not text:
        try:
            text = node.get_description() or ""
        except gi.repository.GLib.Error:
            text = ""
    return text


def doubled(text):
    """'Open Video Open Video': the same words twice."""
    words = text.split()
    half = len(words) // 2
    return len(words) >= 2 and len(words) % 2 == 0 and words[:half] == words[half:]


def problems(root):
    """What a screen reader would stumble on among what is on screen, as sentences."""
    found = []
    for node in descendants(root):
        r = role(node)
        label = name(node)
        where = "%s %r" % (role_name(node), label)
        control = r in CONTROLS or (is_focusable(node) and r not in (R.FRAME, R.WINDOW, R.DIALOG, R.LABEL, R.SCROLL_PANE))
        if control and not label.strip():
            found.append("a %s without a name" % role_name(node))
        if r in LISTS and not label.strip():
            found.append("a %s without a name" % role_name(node))
        if label and MNEMONIC.search(label):
            found.append("%s: the name keeps its mnemonic underscore" % where)
        if label and doubled(label):
            found.append("%s: the name says its words twice" % where)
        if (control or r in LISTS) and (label.startswith("Gtk") or label.startswith("Adw")):
            found.append("%s: named after its widget class" % where)
        if r == R.SLIDER:
            if node.get_value_iface() is None:
                found.append("%s: a slider without a value" % where)
            elif not value_text(node):
                found.append("%s: a slider without its value in words" % where)
    return found


def find(root, wanted_role=None, name_is=None, name_has=None):
    """The showing nodes with this role and name."""
    result = []
    for node in descendants(root):
        if wanted_role is not None and role(node) != wanted_role:
            continue
        label = name(node)
        if name_is is not None and label != name_is:
            continue
        if name_has is not None and name_has not in label:
            continue
        result.append(node)
    return result


def dump(root):
    """The tree on screen, one node a line: for a failing test's message."""
    lines = []
    for node in descendants(root):
        depth, parent = 0, node
        while True:
            try:
                parent = parent.get_parent()
            except gi.repository.GLib.Error:
                break
            if parent is None or parent == root:
                break
            depth += 1
        lines.append("%s%s %r%s" % ("  " * depth, role_name(node), name(node), " [focusable]" if is_focusable(node) else ""))
    return "\n".join(lines)


def focused(root):
    """The node with the keyboard focus in the active window, or None (wherever it is in
    it: a reader follows the focus even into a part that is fading in)."""
    windows = []
    for i in range(root.get_child_count()):
        child = root.get_child_at_index(i)
        states = _states(child) if child is not None else None
        if states is not None and states.contains(Atspi.StateType.ACTIVE):
            windows.insert(0, child)
    for window in windows or [root]:
        for only_showing in (True, False):
            for node in descendants(window, only_showing=only_showing):
                states = _states(node)
                if states is not None and states.contains(Atspi.StateType.FOCUSED):
                    return node
    return None


def press(node):
    """Does a control's first action (a button's click, a tab's switch), as a reader's user would."""
    action = node.get_action_iface()
    assert action is not None and action.get_n_actions() > 0, "%s %r has no action" % (role_name(node), name(node))
    action.do_action(0)


def click(app, node):
    """Clicks the middle of ``node`` with the pointer, where the reader says it is."""
    box = extents(node)
    assert box is not None and box[2] > 0, "%s %r is not on screen" % (role_name(node), name(node))
    app.click(box[0] + box[2] // 2, box[1] + box[3] // 2)



class Announcements:
    """What applications have a screen reader say with GTK 4.14's announcements
    (``object:announcement`` on the accessibility bus), heard while this listens."""

    def __init__(self):
        from gi.repository import GLib
        self._context = GLib.MainContext.default()
        self.heard = []
        self._listener = Atspi.EventListener.new(self._hear)
        self._listener.register("object:announcement")

    def _hear(self, event):
        self.heard.append(str(event.any_data))

    def said(self, words):
        """Whether ``words`` were announced (events waiting are taken first)."""
        while self._context.iteration(False):
            pass
        return any(words in text for text in self.heard)

    def close(self):
        self._listener.deregister("object:announcement")
