# SPDX-License-Identifier: GPL-3.0-or-later
"""Screen capture and synthetic input on the X server named by $DISPLAY, or, on the
Wayland leg, on the headless phoc given to :func:`use_wayland`.

On X11, captures read the root window with GetImage (ZPixmap, BGRX), so they show
what is on screen at that moment, windows included.  Input goes through the
XTEST extension, like a real keyboard and mouse: it is delivered to whatever
window is under the pointer / has the focus.  Under phoc the same functions go to
:class:`novatest.wayland.Phoc` (grim, wtype and the suite's input module).
"""

import os
import subprocess
import time

from Xlib import X, XK, display as xdisplay
from Xlib.ext import xtest

from .frames import Image

_conn = None
_conn_name = None
_wayland = None


def use_wayland(phoc):
    """Sends captures and input to ``phoc`` (None: back to $DISPLAY)."""
    global _wayland
    _wayland = phoc


def wayland():
    """The phoc in use, or None on the X11 leg."""
    return _wayland


def shot_name(name):
    """A screenshot's file name for this leg: "player-desktop.png" on X11,
    "player-desktop-wayland.png" under phoc, so both legs' shots lie side by side."""
    return "%s%s.png" % (name, "-wayland" if _wayland is not None else "")

MODIFIERS = {
    "ctrl": "Control_L", "control": "Control_L", "shift": "Shift_L",
    "alt": "Alt_L", "super": "Super_L", "meta": "Meta_L",
}


def display():
    """The Xlib connection to $DISPLAY (reopened if $DISPLAY changed)."""
    global _conn, _conn_name
    name = os.environ["DISPLAY"]
    if _conn is None or _conn_name != name:
        close()
        conn = xdisplay.Display(name)
        if conn.display.info.image_byte_order != X.LSBFirst:
            raise RuntimeError("X server image byte order is not LSBFirst")
        depth = conn.screen().root_depth
        bpp = [f.bits_per_pixel for f in conn.display.info.pixmap_formats if f.depth == depth]
        if bpp != [32]:
            raise RuntimeError("root depth %d has %r bits per pixel; need 32" % (depth, bpp))
        _conn, _conn_name = conn, name
    return _conn


def close():
    global _conn, _conn_name
    if _conn is not None:
        try:
            _conn.close()
        except Exception:
            pass
    _conn = None
    _conn_name = None


def screen_size():
    if _wayland is not None:
        return _wayland.logical_size()
    s = display().screen()
    return s.width_in_pixels, s.height_in_pixels


def grab(x, y, width, height):
    """An :class:`Image` of a rectangle of the screen (clipped to it)."""
    sw, sh = screen_size()
    x0, y0 = max(0, x), max(0, y)
    x1, y1 = min(sw, x + width), min(sh, y + height)
    if x1 <= x0 or y1 <= y0:
        raise ValueError("rectangle %r is off screen" % ((x, y, width, height),))
    if _wayland is not None:
        return _wayland.grab(x0, y0, x1 - x0, y1 - y0)
    root = display().screen().root
    reply = root.get_image(x0, y0, x1 - x0, y1 - y0, X.ZPixmap, 0xFFFFFFFF)
    data = reply.data
    if isinstance(data, str):  # very old python-xlib
        data = data.encode("latin-1")
    return Image(x1 - x0, y1 - y0, data, bpp=4, order="bgr")


def grab_row(x, y, width):
    """One row of the screen, as a row indexable from 0 (= screen x)."""
    return grab(x, y, width, 1).row(0)


def grab_screen():
    w, h = screen_size()
    return grab(0, 0, w, h)


def toplevel_windows(pid=None):
    """Viewable top-level windows (children of the root: there is no window
    manager) as (window id, x, y, width, height), those of process ``pid``
    only (by _NET_WM_PID) if given; largest first."""
    from Xlib import error as xerror
    conn = display()
    root = conn.screen().root
    atom = conn.intern_atom("_NET_WM_PID")
    found = []
    for win in root.query_tree().children:
        try:
            if win.get_attributes().map_state != X.IsViewable:
                continue
            if pid is not None:
                prop = win.get_full_property(atom, X.AnyPropertyType)
                if prop is None or not len(prop.value) or int(prop.value[0]) != pid:
                    continue
            g = win.get_geometry()
        except xerror.XError:
            continue  # went away meanwhile
        found.append((win.id, g.x, g.y, g.width, g.height))
    found.sort(key=lambda w: -w[3] * w[4])
    return found


def save_png(path):
    """Screenshot of the whole screen for a person to look at (its folder made if need be)."""
    if _wayland is not None:
        return _wayland.save_png(path)
    os.makedirs(os.path.dirname(str(path)) or ".", exist_ok=True)
    subprocess.run(["import", "-window", "root", str(path)], check=True,
                   timeout=60, stdout=subprocess.DEVNULL,
                   env=dict(os.environ))


# ----------------------------------------------------------------- keyboard

def _keysym(name):
    name = MODIFIERS.get(name.lower(), name)
    if len(name) == 1:
        return ord(name)
    keysym = XK.string_to_keysym(name)
    if keysym == X.NoSymbol:
        raise ValueError("unknown key name %r" % name)
    return keysym


def _spare_keycode(conn):
    """A keycode with no keysym, to map an unmapped keysym onto."""
    first = conn.display.info.min_keycode
    count = conn.display.info.max_keycode - first + 1
    mapping = conn.get_keyboard_mapping(first, count)
    for i in range(count - 1, -1, -1):
        if not any(mapping[i]):
            return first + i
    raise RuntimeError("no free keycode to map a key on")


def _keycode(name):
    """(keycode, needs_shift) for a key name (X keysym name or one char)."""
    conn = display()
    keysym = _keysym(name)
    keycode = conn.keysym_to_keycode(keysym)
    if keycode == 0:
        keycode = _spare_keycode(conn)
        conn.change_keyboard_mapping(keycode, [(keysym,) * 4])
        conn.sync()
        time.sleep(0.05)  # clients refresh their keymap on MappingNotify
    shift = (conn.keycode_to_keysym(keycode, 0) != keysym
             and conn.keycode_to_keysym(keycode, 1) == keysym)
    return keycode, shift


def key_down(name):
    if _wayland is not None:
        raise NotImplementedError("hold a key with wtype: not on the Wayland leg")
    conn = display()
    xtest.fake_input(conn, X.KeyPress, _keycode(name)[0])
    conn.sync()


def key_up(name):
    if _wayland is not None:
        raise NotImplementedError("hold a key with wtype: not on the Wayland leg")
    conn = display()
    xtest.fake_input(conn, X.KeyRelease, _keycode(name)[0])
    conn.sync()


def key(combo, delay=0.02):
    """Press and release a key or combination: "space", "F11", "Right",
    "ctrl+o", "shift+Left", "a", "A", "XF86AudioPlay"."""
    if _wayland is not None:
        return _wayland.key(combo)
    conn = display()
    names = combo.split("+") if combo != "+" else ["+"]
    if names[-1] == "" and combo.endswith("++"):
        names = names[:-2] + ["+"]
    codes = []
    for name in names:
        keycode, shift = _keycode(name)
        if shift:
            codes.append(_keycode("Shift_L")[0])
        codes.append(keycode)
    for keycode in codes:
        xtest.fake_input(conn, X.KeyPress, keycode)
        conn.sync()
        time.sleep(delay)
    for keycode in reversed(codes):
        xtest.fake_input(conn, X.KeyRelease, keycode)
        conn.sync()
        time.sleep(delay)


def type_text(text, delay=0.02):
    if _wayland is not None:
        return _wayland.type_text(text)
    for char in text:
        key(char, delay=delay)


def type_path(path):
    """Puts ``path`` in a file chooser's location entry (Ctrl+L) by pasting it: GTK 4.18's
    chooser completes a folder's name once its listing arrives, and while keys are still
    being typed the completion lands in the middle of them."""
    subprocess.run(["xclip", "-selection", "clipboard"], input=str(path).encode(), check=True, timeout=10)
    key("ctrl+l")
    time.sleep(0.3)
    key("ctrl+a")
    key("ctrl+v")
    time.sleep(0.5)


# ------------------------------------------------------------------ pointer

def move(x, y):
    """Move the pointer to screen position (x, y)."""
    if _wayland is not None:
        return _wayland.pointer_move(x, y)
    conn = display()
    xtest.fake_input(conn, X.MotionNotify, x=int(x), y=int(y))
    conn.sync()


def pointer_position():
    if _wayland is not None:
        return _wayland.pointer_position()
    reply = display().screen().root.query_pointer()
    return reply.root_x, reply.root_y


def press(button=1):
    if _wayland is not None:
        return _wayland.pointer_button(button, True)
    conn = display()
    xtest.fake_input(conn, X.ButtonPress, button)
    conn.sync()


def release(button=1):
    if _wayland is not None:
        return _wayland.pointer_button(button, False)
    conn = display()
    xtest.fake_input(conn, X.ButtonRelease, button)
    conn.sync()


def click(x=None, y=None, button=1, count=1, interval=0.06):
    """Click (``count`` times: 2 for a double click) at (x, y) or where the
    pointer is."""
    if x is not None:
        move(x, y)
        time.sleep(0.02)
    for i in range(count):
        press(button)
        time.sleep(0.02)
        release(button)
        if i + 1 < count:
            time.sleep(interval)


def scroll(clicks, x=None, y=None):
    """Scroll wheel: positive = down (button 5), negative = up (button 4)."""
    if _wayland is not None:
        return _wayland.scroll(clicks) if x is None else (_wayland.pointer_move(x, y), _wayland.scroll(clicks))
    if x is not None:
        move(x, y)
    button = 5 if clicks > 0 else 4
    for _ in range(abs(int(clicks))):
        press(button)
        release(button)
        time.sleep(0.02)


def drag(x0, y0, x1, y1, steps=12, button=1, step_delay=0.016, hold=0.05):
    """Press at (x0, y0), move to (x1, y1) in ``steps`` motion events, release."""
    move(x0, y0)
    time.sleep(step_delay)
    press(button)
    time.sleep(hold)
    steps = max(1, int(steps))
    for i in range(1, steps + 1):
        move(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps)
        time.sleep(step_delay)
    time.sleep(hold)
    release(button)
