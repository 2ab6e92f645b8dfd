# SPDX-License-Identifier: GPL-3.0-or-later
"""A headless phoc (the Phosh compositor) for the Wayland leg of the suite.

phoc runs with the headless wlroots backend and the pixman renderer in a private
XDG_RUNTIME_DIR, with the suite's input module (Tests/WaylandInput) preloaded: it gives
phoc a touch screen, a pointer and a keyboard, driven by lines written to a FIFO, so the
player receives genuine wl_touch and wl_pointer events. Screens are read with grim
(wlr-screencopy), keys typed with wtype (virtual keyboard), and the output is changed
at run time with wlr-randr (output management).

Coordinates are logical pixels of the output, which phoc's single window (maximized, as
phoc does on a phone) covers from 0,0: window and screen coordinates are the same.
"""

import os
import shutil
import subprocess
import time
from pathlib import Path

from .frames import Image
from .session import terminate, text_of

REPO_ROOT = Path(__file__).resolve().parents[3]
SOURCES = REPO_ROOT / "Tests" / "WaylandInput"
BUILT = REPO_ROOT / ".build" / "wayland-input"
OUTPUT = "HEADLESS-1"

# wtype's modifier names for the suite's key-combination spelling ("ctrl+o").
MODIFIERS = {"ctrl": "ctrl", "control": "ctrl", "shift": "shift", "alt": "alt",
             "super": "logo", "meta": "logo"}
# Linux input button codes.
BUTTONS = {1: 0x110, 2: 0x112, 3: 0x111}


def _compiled(source, output, packages, extra):
    """``output`` built from ``source`` (in Tests/WaylandInput) when missing or older."""
    source, output = SOURCES / source, BUILT / output
    if output.exists() and output.stat().st_mtime >= source.stat().st_mtime:
        return output
    output.parent.mkdir(parents=True, exist_ok=True)
    flags = subprocess.run(["pkg-config", "--cflags", "--libs"] + packages,
                           check=True, capture_output=True, text=True).stdout.split()
    temporary = output.with_name("%s.%d" % (output.name, os.getpid()))
    subprocess.run(["cc", "-O2", "-Wall", "-o", str(temporary), str(source)] + flags + extra, check=True)
    os.replace(temporary, output)
    return output


def _wlroots_package():
    """wlroots' pkg-config name: Debian 12's is unversioned, Debian 13's carries its series."""
    for name in ("wlroots", "wlroots-0.18"):
        if subprocess.run(["pkg-config", "--exists", name]).returncode == 0:
            return name
    raise RuntimeError("no wlroots development files (libwlroots-dev, or libwlroots-0.18-dev on Debian 13)")


def input_module():
    """The input module that phoc preloads."""
    return _compiled("nova-test-input.c", "libnova-test-input.so", [_wlroots_package(), "wayland-server", "pixman-1"],
                     ["-shared", "-fPIC", "-ldl"])


def screen_rows_reader():
    """The client that reads a rectangle of the output at every frame (the bench's)."""
    return _compiled("nova-screen-rows.c", "nova-screen-rows", ["wayland-client"], [])


def missing_tools():
    return [tool for tool in ("phoc", "grim", "wtype", "wlr-randr", "cc", "pkg-config") if shutil.which(tool) is None]


class Phoc:
    """A headless phoc with one output, ``mode`` ("WxH") at ``scale``."""

    def __init__(self, base_dir, mode="1280x800", scale=1):
        self.base = Path(base_dir)
        self.mode = mode
        self.scale = scale
        self.runtime = self.base / "runtime"
        self.fifo = self.base / "input.fifo"
        self.ack = self.base / "input.ack"
        self.log_path = self.base / "phoc.log"
        self.proc = None
        self._acks = 0
        self._fifo = None
        self._pointer = (0, 0)
        self._size = None

    # -- life cycle
    def start(self, timeout=20.0):
        module = input_module()
        self.base.mkdir(parents=True, exist_ok=True)
        self.runtime.mkdir(exist_ok=True)
        os.chmod(self.runtime, 0o700)
        config = self.base / "phoc.ini"
        config.write_text("[output:%s]\nmode=%s\nscale=%s\n" % (OUTPUT, self.mode, self.scale))
        env = dict(os.environ)
        for var in ("DISPLAY", "WAYLAND_DISPLAY"):
            env.pop(var, None)
        env.update({"XDG_RUNTIME_DIR": str(self.runtime), "WLR_BACKENDS": "headless",
                    "WLR_RENDERER": "pixman", "WLR_RENDERER_ALLOW_SOFTWARE": "1",
                    "WLR_LIBINPUT_NO_DEVICES": "1", "GSETTINGS_BACKEND": "memory",
                    "LD_PRELOAD": str(module), "NOVA_TEST_INPUT_FIFO": str(self.fifo),
                    "NOVA_TEST_INPUT_ACK": str(self.ack)})
        self._log = open(self.log_path, "wb")
        self.proc = subprocess.Popen(["phoc", "-C", str(config)], env=env, stdin=subprocess.DEVNULL,
                                     stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + timeout
        while not ((self.runtime / "wayland-0").exists() and self.fifo.exists() and self._output_ready()):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("phoc did not start:\n" + self.log_text())
            time.sleep(0.05)
        self._fifo = open(self.fifo, "w")
        self.pointer_move(0, 0)
        return self

    def _output_ready(self):
        try:
            return self.output() is not None
        except (subprocess.SubprocessError, OSError):
            return False

    def stop(self):
        if self._fifo is not None:
            self._fifo.close()
            self._fifo = None
        if self.proc is not None:
            terminate(self.proc)
        self.proc = None

    def log_text(self):
        return text_of(self.log_path)

    def env(self):
        """What a client needs to join this compositor."""
        return {"WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": str(self.runtime), "GDK_BACKEND": "wayland",
                "DISPLAY": None}

    def _run(self, argv, timeout=10, **kwargs):
        env = dict(os.environ)
        env.update({"WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": str(self.runtime)})
        return subprocess.run(argv, env=env, timeout=timeout, check=True, **kwargs)

    # -- the output
    def output(self):
        """{"mode": (w, h), "transform": str, "scale": float} as wlr-randr reports it."""
        text = self._run(["wlr-randr"], capture_output=True, text=True, timeout=5).stdout
        found = {}
        for line in text.splitlines():
            line = line.strip()
            if line.endswith("(current)"):
                width, height = line.split()[0].split("x")
                found["mode"] = (int(width), int(height))
            elif line.startswith("Transform:"):
                found["transform"] = line.split(":", 1)[1].strip()
            elif line.startswith("Scale:"):
                found["scale"] = float(line.split(":", 1)[1])
        return found if "mode" in found else None

    def logical_size(self):
        """The output's size in logical pixels (rotated and scaled)."""
        if self._size is None:
            self._size = self._logical_size()
        return self._size

    def _logical_size(self):
        out = self.output()
        width, height = out["mode"]
        if out.get("transform") in ("90", "270", "flipped-90", "flipped-270"):
            width, height = height, width
        scale = out.get("scale") or 1.0
        return int(round(width / scale)), int(round(height / scale))

    def configure(self, mode=None, transform=None, scale=None):
        """Changes the output with wlr-randr, as a phone's rotation or a settings panel does."""
        argv = ["wlr-randr", "--output", OUTPUT]
        if mode is not None:
            argv += ["--custom-mode", "%dx%d" % mode]
        if transform is not None:
            argv += ["--transform", str(transform)]
        if scale is not None:
            argv += ["--scale", str(scale)]
        self._size = None
        self._run(argv)

    # -- the screen
    def grab(self, x=0, y=0, width=None, height=None, scale=1):
        """An :class:`Image` of a rectangle of the output (logical pixels), at ``scale``
        device pixels per logical one (1: logical pixels; the output's scale: as drawn)."""
        argv = ["grim", "-t", "ppm", "-s", str(scale)]
        if width is not None:
            argv += ["-g", "%d,%d %dx%d" % (x, y, width, height)]
        data = self._run(argv + ["-"], capture_output=True).stdout
        return Image.from_ppm_bytes(data)

    def rows(self, x, y, width, height=1):
        """A :class:`ScreenRows` reading that rectangle each time phoc draws the output."""
        env = dict(os.environ, WAYLAND_DISPLAY="wayland-0", XDG_RUNTIME_DIR=str(self.runtime))
        return ScreenRows([str(screen_rows_reader()), str(x), str(y), str(width), str(height)], env)

    def save_png(self, path):
        os.makedirs(os.path.dirname(str(path)) or ".", exist_ok=True)
        self._run(["grim", str(path)], timeout=30)

    # -- the keyboard (a virtual keyboard)
    def key(self, combo):
        names = combo.split("+") if combo != "+" else ["+"]
        if combo.endswith("++"):
            names = names[:-2] + ["plus"]
        argv = ["wtype"]
        modifiers = [MODIFIERS[n.lower()] for n in names[:-1]]
        for modifier in modifiers:
            argv += ["-M", modifier]
        last = names[-1]
        argv += ["-k", {"+": "plus", " ": "space"}.get(last, last)]
        for modifier in reversed(modifiers):
            argv += ["-m", modifier]
        self._run(argv)
        time.sleep(0.05)

    def type_text(self, text):
        self._run(["wtype", "--", text])

    # -- raw input through the module
    def send(self, *lines):
        self._fifo.write("".join(line + "\n" for line in lines))
        self._fifo.flush()

    def sync(self, timeout=5.0):
        """Returns once phoc has handled every command sent so far."""
        self._acks += 1
        self.send("ack %d" % self._acks)
        deadline = time.monotonic() + timeout
        while True:
            try:
                if self.ack.read_text().split()[-1:] == [str(self._acks)]:
                    return
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("phoc did not handle input within %.1f s:\n%s" % (timeout, self.log_text()))
            time.sleep(0.005)

    # -- touch: fingers are numbered from 0
    def touch_down(self, x, y, finger=0):
        self.send("touch down %d %.2f %.2f" % (finger, x, y), "touch frame")
        self.sync()

    def touch_move(self, x, y, finger=0):
        self.send("touch motion %d %.2f %.2f" % (finger, x, y), "touch frame")
        self.sync()

    def touch_up(self, finger=0):
        self.send("touch up %d" % finger, "touch frame")
        self.sync()

    def touch_cancel(self, finger=0):
        self.send("touch cancel %d" % finger, "touch frame")
        self.sync()

    def tap(self, x, y, finger=0, hold=0.04):
        self.touch_down(x, y, finger)
        time.sleep(hold)
        self.touch_up(finger)

    def swipe(self, x0, y0, x1, y1, steps=15, step_delay=0.012, lift=True, finger=0):
        """A finger from (x0, y0) to (x1, y1); left down unless ``lift``."""
        self.touch_down(x0, y0, finger)
        for i in range(1, steps + 1):
            time.sleep(step_delay)
            self.touch_move(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps, finger)
        if lift:
            time.sleep(step_delay)
            self.touch_up(finger)

    # -- the pointer
    def pointer_move(self, x, y):
        self._pointer = (x, y)
        self.send("pointer move %.2f %.2f" % (x, y), "pointer frame")
        self.sync()

    def pointer_position(self):
        return self._pointer

    def pointer_button(self, button, pressed):
        self.send("pointer button %d %s" % (BUTTONS.get(button, button), "pressed" if pressed else "released"),
                  "pointer frame")
        self.sync()

    def scroll(self, steps):
        self.send("pointer axis %d" % steps, "pointer frame")
        self.sync()


class ScreenRows:
    """Tests/WaylandInput/nova-screen-rows running: every copy it makes, as (monotonic
    time, :class:`Image`), collected by a thread until :meth:`stop`."""

    def __init__(self, argv, env):
        import struct
        import threading
        self._struct = struct
        self.reads = []
        self.proc = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stdin=subprocess.DEVNULL)
        self._thread = threading.Thread(target=self._collect, daemon=True)
        self._thread.start()

    def _collect(self):
        header = self._struct.Struct("<dIIII")
        out = self.proc.stdout
        while True:
            head = out.read(header.size)
            if len(head) < header.size:
                return
            at, width, height, stride, form = header.unpack(head)
            data = out.read(stride * height)
            if len(data) < stride * height:
                return
            # wl_shm's ARGB/XRGB8888 are B, G, R, X in memory; the others Nova meets are R first.
            order = "bgr" if form in (0, 1) else "rgb"
            self.reads.append((at, Image(width, height, data, bpp=4, order=order, stride=stride)))

    def stop(self):
        """Stops reading; every copy made, in order."""
        terminate(self.proc)
        self._thread.join(5)
        return list(self.reads)
