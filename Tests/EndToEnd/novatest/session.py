# SPDX-License-Identifier: GPL-3.0-or-later
"""Processes of an end-to-end session: the X server, the player under test,
the test media, and polling with deadlines."""

import os
import re
import shutil
import signal
import subprocess
import time
from collections import namedtuple
from pathlib import Path

from . import frames, screen

REPO_ROOT = Path(__file__).resolve().parents[3]
# Nova's version: meson's project version, the one place it is written.
NOVA_VERSION = re.search(r"^  version: '([^']+)',$", (REPO_ROOT / "meson.build").read_text(), re.M).group(1)
MAKE_TEST_CARD = REPO_ROOT / "meson-helpers" / "make-test-card"
CARD_NAME = "test-card-720p30.mkv"
CARD_FPS = 30
CARD_FRAMES = 1800

Geometry = namedtuple("Geometry", "x y width height")


class WaitTimeout(AssertionError):
    pass


def wait_until(fn, timeout=10.0, what=None, interval=0.05, ignore=(), check=None):
    """Call ``fn`` until it returns a truthy value (or, with ``check``, a
    value for which ``check(value)`` is true), and return that value.

    Fails with :class:`WaitTimeout` after ``timeout`` seconds, saying what
    was awaited and the last value seen.  Exceptions of the types in
    ``ignore`` count as "not yet" (the last one is reported); others
    propagate at once.  Example::

        wait_until(lambda: player.playback_status, 10, "Playing",
                   check=lambda status: status == "Playing")
    """
    what = what or getattr(fn, "__name__", "condition")
    deadline = time.monotonic() + timeout
    last = None
    last_error = None
    while True:
        try:
            last = fn()
            last_error = None
            if (check(last) if check is not None else last):
                return last
        except ignore as error:
            last_error = error
        if time.monotonic() >= deadline:
            message = "timed out after %.1f s waiting for %s; last value: %r" % (
                timeout, what, last)
            if last_error is not None:
                message += "; last error: %r" % (last_error,)
            raise WaitTimeout(message)
        time.sleep(interval)


def text_of(path):
    """What a log file holds so far ("" when there is none yet)."""
    try:
        return Path(path).read_text(errors="replace")
    except OSError:
        return ""


# ------------------------------------------------------------------ X server

def terminate(proc, timeout=5.0):
    """Ends a child process: SIGTERM, then SIGKILL after ``timeout`` s."""
    if proc.poll() is None:
        proc.terminate()
    try:
        proc.wait(timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout)


def _display_free(number):
    return not (os.path.exists("/tmp/.X%d-lock" % number)
                or os.path.exists("/tmp/.X11-unix/X%d" % number))


def _can_connect(name):
    from Xlib import display as xdisplay
    try:
        conn = xdisplay.Display(name)
    except Exception:
        return False
    conn.close()
    return True


class Xvfb:
    """A private X server on the first free display number from ``first``."""

    def __init__(self, size="1280x800x24", first=90, log_dir=None):
        self.size = size
        self.first = first
        self.log_dir = Path(log_dir) if log_dir else None
        self.proc = None
        self.name = None
        self._log = None

    def start(self, timeout=20.0):
        if shutil.which("Xvfb") is None:
            raise RuntimeError("Xvfb not found (apt-get install xvfb)")
        for number in range(self.first, self.first + 200):
            if not _display_free(number):
                continue
            name = ":%d" % number
            if self.log_dir:
                self.log_dir.mkdir(parents=True, exist_ok=True)
                self._log = open(self.log_dir / ("xvfb-%d.log" % number), "wb")
            out = self._log or subprocess.DEVNULL
            self.proc = subprocess.Popen(
                ["Xvfb", name, "-screen", "0", self.size, "-nolisten", "tcp",
                 "-noreset"],
                stdin=subprocess.DEVNULL, stdout=out, stderr=out,
                start_new_session=True)
            deadline = time.monotonic() + timeout
            while time.monotonic() < deadline:
                if self.proc.poll() is not None:
                    break  # lost a race for this number: try the next
                if _can_connect(name):
                    self.name = name
                    return name
                time.sleep(0.05)
            self._kill()
        raise RuntimeError("could not start Xvfb on any display from :%d" % self.first)

    def _kill(self):
        if self.proc is not None:
            terminate(self.proc)
        self.proc = None
        if self._log:
            self._log.close()
            self._log = None

    def stop(self):
        screen.close()
        self._kill()

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc):
        self.stop()


# ------------------------------------------------------------------ media

TestMedia = namedtuple("TestMedia", "dir card text_file empty_file")


def media_dir():
    env = os.environ.get("NOVA_TEST_MEDIA_DIR")
    return Path(env) if env else REPO_ROOT / ".build" / "nova-test-media"


def make_test_media(directory=None, timeout=600):
    """Make (once) the 720p30 test card, plus a text file and an empty file."""
    directory = Path(directory) if directory else media_dir()
    directory.mkdir(parents=True, exist_ok=True)
    card = directory / CARD_NAME
    subprocess.run([str(MAKE_TEST_CARD), "--height", "720", "--fps", str(CARD_FPS),
                    "--duration", str(CARD_FRAMES // CARD_FPS), str(card)],
                   check=True, timeout=timeout)
    text_file = directory / "not-media.txt"
    text_file.write_text("This is a text file, not a video.\n", encoding="utf-8")
    empty_file = directory / "empty.mkv"
    empty_file.write_bytes(b"")
    return TestMedia(directory, card, text_file, empty_file)


LONG_CARD_NAME = "test-card-360p30-120s.mkv"


def make_long_card(directory=None, timeout=600):
    """Make (once) the two-minute 360p30 card."""
    directory = Path(directory) if directory else media_dir()
    directory.mkdir(parents=True, exist_ok=True)
    card = directory / LONG_CARD_NAME
    subprocess.run([str(MAKE_TEST_CARD), "--height", "360", "--fps", str(CARD_FPS), "--duration", "120", str(card)],
                   check=True, timeout=timeout)
    return card


def frame_pts(frame):
    """Presentation time (s) of ``frame`` of the test card, exactly as stored
    (Matroska keeps milliseconds).  Seeking exactly (mpv's hr-seek) to it
    shows that frame: players show the first frame at or after the target,
    or the last one at or before it, and both are this one."""
    return round(frame * 1000.0 / CARD_FPS) / 1000.0


def frame_at(seconds):
    """The test card's frame on show at playback time ``seconds``: the last
    one whose pts is at or before it."""
    ms = int(round(seconds * 1000.0))
    n = max(0, min(CARD_FRAMES - 1, ms * CARD_FPS // 1000))
    while n + 1 < CARD_FRAMES and round((n + 1) * 1000.0 / CARD_FPS) <= ms:
        n += 1
    while n > 0 and round(n * 1000.0 / CARD_FPS) > ms:
        n -= 1
    return n


# ------------------------------------------------------------------ processes

def session_processes(sid):
    """PIDs of live (non-zombie) processes in session ``sid``."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % entry, "rb") as f:
                stat = f.read().decode("latin-1")
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2:].split()
        # fields[0] = state, [1] = ppid, [2] = pgrp, [3] = session
        if fields[0] != "Z" and int(fields[3]) == sid:
            found.append(int(entry))
    return found


# The locale a person reading each language has (dev makes them: `ensure_locales`). Under
# C.UTF-8, glibc 2.39 and later ignore LANGUAGE, so the suite sets a real locale.
LOCALES = {"de": "de_DE.UTF-8", "he": "he_IL.UTF-8"}


def language_env(language):
    """The environment of a session in ``language``: its locale."""
    return {"LANG": LOCALES[language]}


def private_env(base_dir, extra=None, display=None, wayland=False):
    """Environment for a player: private HOME and XDG dirs under base_dir (but for
    XDG_RUNTIME_DIR with ``wayland``: the compositor's, which ``extra`` gives),
    in-memory GSettings, X11 unless ``extra`` says otherwise, no accessibility bus,
    plus ``extra``."""
    base_dir = Path(base_dir)
    env = dict(os.environ)
    for var in ("WAYLAND_DISPLAY", "XDG_SESSION_TYPE", "LANGUAGE", "LC_ALL",
                "GTK_THEME", "GDK_SCALE", "GDK_DPI_SCALE"):
        env.pop(var, None)
    dirs = {"HOME": "home", "XDG_CONFIG_HOME": "config", "XDG_DATA_HOME": "data",
            "XDG_CACHE_HOME": "cache", "XDG_STATE_HOME": "state",
            "XDG_RUNTIME_DIR": "runtime"}
    if wayland:
        del dirs["XDG_RUNTIME_DIR"]
    for var, sub in dirs.items():
        path = base_dir / sub
        path.mkdir(parents=True, exist_ok=True)
        if var == "XDG_RUNTIME_DIR":
            os.chmod(path, 0o700)
        env[var] = str(path)
    env.update({
        "GDK_BACKEND": "x11",
        "GSETTINGS_BACKEND": "memory",
        "GTK_A11Y": "none",
        "NO_AT_BRIDGE": "1",
        "LANG": "C.UTF-8",
    })
    if display:
        env["DISPLAY"] = display
    if extra:
        for key, value in extra.items():
            if value is None:
                env.pop(key, None)
            else:
                env[key] = str(value)
    return env


def _xdotool(*args, timeout=10):
    result = subprocess.run(["xdotool"] + [str(a) for a in args], capture_output=True,
                            text=True, timeout=timeout)
    return result


class App:
    """A player process under test, with its window on the test X server."""

    def __init__(self, argv, env=None, log_path=None, name=None, cwd=None):
        self.argv = [str(a) for a in argv]
        self.env = env if env is not None else dict(os.environ)
        self.name = name or os.path.basename(self.argv[0])
        self.log_path = Path(log_path) if log_path else None
        self.cwd = cwd
        self.proc = None
        self.launch_time = None
        self.window = None
        self.hard_killed = False  # needed SIGKILL: did not exit on SIGTERM
        self._log = None

    # -- life cycle
    def start(self):
        if self.log_path:
            self.log_path.parent.mkdir(parents=True, exist_ok=True)
            self._log = open(self.log_path, "wb")
            self._log.write(("$ %s\n" % " ".join(self.argv)).encode(errors="backslashreplace"))
            self._log.flush()
        out = self._log or subprocess.DEVNULL
        self.launch_time = time.monotonic()
        self.proc = subprocess.Popen(self.argv, env=self.env, cwd=self.cwd,
                                     stdin=subprocess.DEVNULL, stdout=out,
                                     stderr=subprocess.STDOUT, start_new_session=True)
        return self

    @property
    def pid(self):
        return self.proc.pid

    def alive(self):
        return self.proc is not None and self.proc.poll() is None

    def log_text(self, limit=20000):
        if not self.log_path or not self.log_path.exists():
            return ""
        data = self.log_path.read_bytes()
        if len(data) > limit:
            data = b"[...]\n" + data[-limit:]
        return data.decode("utf-8", "replace")

    def stop(self, timeout=5.0):
        """SIGTERM, then SIGKILL after ``timeout``; returns the PIDs that were
        still left in the process's session (and were killed)."""
        if self.proc is None:
            return []
        sid = self.proc.pid
        if self.proc.poll() is None:
            try:
                os.kill(sid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.hard_killed = True
                try:
                    os.killpg(sid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                self.proc.wait(timeout)
        leftover = session_processes(sid)
        if leftover:
            deadline = time.monotonic() + timeout
            while leftover and time.monotonic() < deadline:
                time.sleep(0.05)
                leftover = session_processes(sid)
        killed = list(leftover)
        for pid in leftover:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        if self._log:
            self._log.close()
            self._log = None
        return killed

    def exited(self, timeout=10.0):
        """Wait for the process to exit by itself; its return code."""
        return wait_until(lambda: self.proc.poll() is not None, timeout,
                          "%s to exit" % self.name) and self.proc.returncode

    # -- window
    def find_window(self, name=None, class_name=None):
        """Visible top-level window of the process (largest if several),
        or None.  Search by _NET_WM_PID, else by name or class."""
        if name is None and class_name is None:
            # The equivalent of `xdotool search --onlyvisible --pid PID`,
            # in-process (cheaper when polled).
            for wid, _, _, width, height in screen.toplevel_windows(self.pid):
                if width >= 50 and height >= 50:
                    return wid
            # Under a window manager the window is inside the manager's frame.
            for line in _xdotool("search", "--onlyvisible", "--pid", self.pid).stdout.split():
                try:
                    geometry = window_geometry(int(line))
                except (ValueError, RuntimeError):
                    continue
                if geometry.width >= 50 and geometry.height >= 50:
                    return int(line)
            return None
        if name is not None:
            result = _xdotool("search", "--onlyvisible", "--name", name)
        else:
            result = _xdotool("search", "--onlyvisible", "--class", class_name)
        best = None
        for line in result.stdout.split():
            try:
                geometry = window_geometry(int(line))
            except (ValueError, RuntimeError):
                continue
            if geometry.width < 50 or geometry.height < 50:
                continue
            if best is None or geometry.width * geometry.height > best[1].width * best[1].height:
                best = (int(line), geometry)
        return best[0] if best else None

    def wait_for_window(self, timeout=30.0, name=None, class_name=None):
        def look():
            if not self.alive():
                raise AssertionError("%s exited (code %s) before showing a window\n%s"
                                     % (self.name, self.proc.returncode, self.log_text()))
            return self.find_window(name=name, class_name=class_name)
        self.window = wait_until(look, timeout, "a visible window of %s" % self.name)
        return self.window

    def geometry(self):
        """Geometry of the window; if it went away while the process lives
        on (a window re-created), that of its new window."""
        try:
            return window_geometry(self.window)
        except RuntimeError:
            if not self.alive():
                raise
            replacement = self.find_window()
            if replacement is None or replacement == self.window:
                raise
            self.window = replacement
            return window_geometry(self.window)

    def resize(self, width, height, timeout=10.0):
        _xdotool("windowsize", self.window, width, height)
        return wait_until(
            lambda: (lambda g: g if (g.width, g.height) == (width, height) else None)(
                self.geometry()),
            timeout, "window %s to be %dx%d" % (self.window, width, height))

    def move(self, x, y, timeout=10.0):
        _xdotool("windowmove", self.window, x, y)
        return wait_until(
            lambda: (lambda g: g if (g.x, g.y) == (x, y) else None)(self.geometry()),
            timeout, "window %s at %d,%d" % (self.window, x, y))

    def capture(self):
        """An Image of the window (window coordinates)."""
        g = self.geometry()
        return screen.grab(g.x, g.y, g.width, g.height)

    # -- the test card in the window
    def picture(self):
        """Where the test card's picture is (frames.Picture, window coords)."""
        image = self.capture()
        return frames.locate_picture(image, image.width, image.height)

    def frame(self):
        """Frame number of the test card on screen now, or None."""
        image = self.capture()
        number, _ = frames.locate_and_read(image)
        return number

    def wait_for_frame(self, predicate=None, timeout=20.0, what=None):
        """Wait until a test-card frame is on screen (and satisfies
        ``predicate``, if given); return its number."""
        what = what or "a test-card frame on screen in %s" % self.name
        try:
            return wait_until(self.frame, timeout, what, interval=0.02,
                              check=lambda n: n is not None and (predicate is None or predicate(n)))
        except WaitTimeout as error:
            raise WaitTimeout("%s; the screen then: %s" % (error, self.save_failure_screenshot())) from None

    def wait_still(self, timeout=10.0, hold=0.4):
        """Wait until the decoded frame stays the same for ``hold`` seconds (the picture
        has stopped moving); return that frame."""
        def still():
            first = self.frame()
            end = time.monotonic() + hold
            while time.monotonic() < end:
                if self.frame() != first:
                    return None
            return (first,) if first is not None else None
        try:
            return wait_until(still, timeout, "the picture in %s to stop moving" % self.name)[0]
        except WaitTimeout as error:
            raise WaitTimeout("%s; the screen then: %s" % (error, self.save_failure_screenshot())) from None

    def save_failure_screenshot(self):
        """Saves the whole screen for a failure report; returns the file's path."""
        folder = REPO_ROOT / ".build" / "test-failures"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / ("%s-%d-%d.png" % (self.name, self.pid, int(time.time() * 1000)))
        screen.save_png(path)
        return path

    # -- input relative to the window
    def to_screen(self, x, y):
        g = self.geometry()
        return g.x + int(x), g.y + int(y)

    def click(self, x, y, button=1, count=1):
        screen.click(*self.to_screen(x, y), button=button, count=count)

    def move_pointer(self, x, y):
        screen.move(*self.to_screen(x, y))

    def drag(self, x0, y0, x1, y1, **kwargs):
        sx0, sy0 = self.to_screen(x0, y0)
        sx1, sy1 = self.to_screen(x1, y1)
        screen.drag(sx0, sy0, sx1, sy1, **kwargs)

    def key(self, combo):
        """Focus the window and send a key combination."""
        if self.window is not None:
            _xdotool("windowfocus", "--sync", self.window)
        screen.key(combo)


class WaylandApp(App):
    """A player process under the headless phoc of the Wayland leg. phoc maximizes its
    window, so the window is the whole output: window coordinates are the output's
    logical pixels, and resizing the window is changing the output's mode."""

    def __init__(self, argv, phoc, **kwargs):
        super().__init__(argv, **kwargs)
        self.phoc = phoc

    def find_window(self, name=None, class_name=None):
        # Something drawn on phoc's black: a header bar across the top rows.
        width, _ = self.phoc.logical_size()
        row = self.phoc.grab(0, 4, width, 1).row(0)
        lit = sum(1 for x in range(width) if frames.luminance(row[x]) > 24)
        return 1 if lit > width // 3 else None

    def geometry(self):
        width, height = self.phoc.logical_size()
        return Geometry(0, 0, width, height)

    def resize(self, width, height, timeout=10.0):
        if self.phoc.logical_size() != (width, height):
            self.phoc.configure(mode=(width, height))
            wait_until(lambda: self.phoc.logical_size() == (width, height), timeout,
                       "the output at %dx%d" % (width, height))
            time.sleep(0.5)  # the window's new size reaches Nova and is drawn
        return self.geometry()

    def move(self, x, y, timeout=10.0):
        return self.geometry()

    def key(self, combo):
        screen.key(combo)


def window_geometry(window):
    result = _xdotool("getwindowgeometry", "--shell", window)
    values = {}
    for line in result.stdout.splitlines():
        key, _, value = line.partition("=")
        values[key.strip()] = value.strip()
    try:
        return Geometry(int(values["X"]), int(values["Y"]),
                        int(values["WIDTH"]), int(values["HEIGHT"]))
    except (KeyError, ValueError):
        raise RuntimeError("no geometry for window %s: %s"
                           % (window, result.stderr.strip())) from None


def nova_binary():
    """Path of the Nova binary: $NOVA_BINARY, else .build/debug, else
    .build/release; None when there is none."""
    env = os.environ.get("NOVA_BINARY")
    if env:
        return Path(env).resolve()
    for kind in ("debug", "release"):
        path = REPO_ROOT / ".build" / kind / "nova-player"
        if path.exists():
            return path
    return None
