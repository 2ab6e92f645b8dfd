# SPDX-License-Identifier: GPL-3.0-or-later
"""The seek section's players: LogTail, MpvIpc, SeekPlayer, NovaSeeker, MpvSeeker."""

import json
import shutil
import socket
import time
from pathlib import Path

from novatest import debuglines, frames, screen
from novatest.session import App, private_env, wait_until

from .cards import PARK
from .common import VIDEO_H, VIDEO_W, DBusError, Failed, Mpris
from .players import nova_binary
from .probes import fit_video_area, settle_picture, wait_first_frame


def nova_seek_env(ctx, name):
    """A fresh private environment for each Nova of the seek section: none
    remembers (and resumes) where another one was."""
    return private_env(ctx["work"] / ("nova-env-" + name), display=ctx["display"],
                       extra={"NOVA_DEBUG": "seek", "NOVA_AUDIO_OUTPUT": "null"})


class LogTail:
    """New lines of a player's log file since the last read."""

    def __init__(self, path):
        self.path = Path(path)
        self.offset = 0
        self.partial = b""

    def skip(self):
        """Forget what is in the log so far."""
        self.lines()

    def lines(self):
        try:
            with open(self.path, "rb") as f:
                f.seek(self.offset)
                data = f.read()
        except OSError:
            return []
        self.offset += len(data)
        data = self.partial + data
        *complete, self.partial = data.split(b"\n")
        return [line.decode("utf-8", "replace") for line in complete]


class MpvIpc:
    """mpv's JSON IPC (--input-ipc-server) without blocking: events are
    collected whenever the socket is pumped."""

    def __init__(self, path, timeout=20.0, alive=None):
        deadline = time.monotonic() + timeout
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self.sock.connect(str(path))
                break
            except OSError:
                self.sock.close()
                if time.monotonic() >= deadline or (alive is not None and not alive()):
                    raise Failed("no mpv IPC socket at %s" % path)
                time.sleep(0.05)
        self.sock.setblocking(False)
        self.buffer = b""
        self.next_id = 1
        self.replies = {}
        self.events = []  # (monotonic time, name)

    def close(self):
        self.sock.close()

    def send(self, command):
        """Send a command; its request id (the reply lands in .replies)."""
        request = self.next_id
        self.next_id += 1
        message = json.dumps({"command": command, "request_id": request}) + "\n"
        self.sock.sendall(message.encode())
        return request

    def pump(self):
        while True:
            try:
                data = self.sock.recv(65536)
            except BlockingIOError:
                break
            if not data:
                raise Failed("mpv closed its IPC socket")
            self.buffer += data
        now = time.monotonic()
        *lines, self.buffer = self.buffer.split(b"\n")
        for line in lines:
            if not line.strip():
                continue
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if "event" in message:
                self.events.append((now, message["event"]))
            elif "request_id" in message:
                self.replies[message["request_id"]] = message

    def command(self, command, timeout=5.0):
        request = self.send(command)
        deadline = time.monotonic() + timeout
        while request not in self.replies:
            if time.monotonic() >= deadline:
                raise Failed("mpv did not answer %r" % (command,))
            time.sleep(0.005)
            self.pump()
        reply = self.replies.pop(request)
        if reply.get("error") != "success":
            raise Failed("mpv: %r failed: %s" % (command, reply.get("error")))
        return reply.get("data")


class SeekPlayer:
    """A player showing a card in a 960x540 video area, paused, that can be
    asked to seek exactly; the band row is read from the screen."""

    name = None

    def __init__(self, card, fps, args, ctx):
        self.card, self.fps, self.args, self.ctx = card, fps, args, ctx
        self.app = None
        self.note = None
        self.row = None
        self.shown = None  # last settled frame

    def read(self):
        x, y, width = self.row
        return frames.decode_band(screen.grab_row(x, y, width), 0, width)

    def locate(self, resize):
        screen.move(*PARK)
        _, number, picture, geometry = wait_first_frame(self.app)
        picture, geometry = fit_video_area(self.app) if resize else settle_picture(self.app)
        if abs(picture.width - VIDEO_W) > 1 or abs(picture.height - VIDEO_H) > 1:
            self.note = "; ".join(filter(None, (self.note, "picture %dx%d" % (
                picture.width, picture.height))))
        self.picture, self.geometry = picture, geometry
        self.row = (geometry[0] + picture.x, geometry[1] + picture.band_y, picture.width)

    def wait_still(self, quiet=0.3, timeout=10.0):
        deadline = time.monotonic() + timeout
        last, since = None, time.monotonic()
        while time.monotonic() < deadline:
            value = self.read()
            if value != last:
                last, since = value, time.monotonic()
            elif value is not None and time.monotonic() - since >= quiet:
                self.shown = value
                return value
            time.sleep(0.01)
        raise Failed("the picture did not come to rest (last frame read: %r)" % last)

    def request(self, t):
        """Send an exact seek to ``t`` s (without waiting for it)."""
        raise NotImplementedError

    def finished_at(self):
        """When the player said the last requested seek was done, or None."""
        return None

    def stop(self):
        if self.app is None:
            return []
        return self.app.stop()


class NovaSeeker(SeekPlayer):
    name = "nova"

    def start(self):
        binary = nova_binary(self.args)
        if not binary.exists():
            raise Failed("%s missing: build it with `swift build -c release`" % binary)
        env = nova_seek_env(self.ctx, "seek-" + self.card.stem)
        self.app = App([str(binary), str(self.card)], env=env, name="nova",
                       log_path=self.ctx["log_dir"] / ("nova-seek-%s.log" % self.card.stem))
        self.app.start()
        self.tail = LogTail(self.app.log_path)
        self.locate(resize=True)
        if Mpris is None:
            raise Failed("python3-dbus missing (apt-get install python3-dbus)")
        self.mpris = Mpris()
        try:
            self.mpris.wait_for_name(timeout=20)
            self.mpris.pause()
            wait_until(lambda: self.mpris.playback_status, 10, "MPRIS PlaybackStatus Paused",
                       check=lambda status: status == "Paused")
            self.trackid = self.mpris.trackid()
        except (AssertionError, DBusError) as error:
            raise Failed("MPRIS: %s" % error)
        self.wait_still()
        self.done = None

    def request(self, t):
        self.tail.skip()
        self.done = None
        try:
            self.mpris.set_position(self.trackid, int(round(t * 1e6)))
        except DBusError as error:
            raise Failed("MPRIS SetPosition: %s" % error)

    def finished_at(self):
        if self.done is None:
            if any(line.startswith(debuglines.SEEK_DONE) for line in self.tail.lines()):
                self.done = time.monotonic()
        return self.done

    def stop(self):
        if getattr(self, "mpris", None) is not None:
            try:
                self.mpris.bus.close()
            except Exception:
                pass
        return super().stop()


class MpvSeeker(SeekPlayer):
    name = "mpv"

    def start(self):
        if shutil.which("mpv") is None:
            raise Failed("mpv not installed")
        failure = None
        for vo in ("gpu", "x11"):
            try:
                self._start(vo)
            except Failed as error:
                leftover = self.stop()
                if vo == "x11":
                    raise
                failure = "%s%s" % (error, " (left processes %r)" % leftover if leftover else "")
                continue
            if failure:
                self.note = "vo=gpu failed under Xvfb (%s); used vo=x11" % failure
            return

    def _start(self, vo):
        self.socket = self.ctx["work"] / ("mpv-%s.sock" % self.card.stem)
        if self.socket.exists():
            self.socket.unlink()
        argv = ["mpv", "--no-config", "--vo=" + vo] + (["--gpu-sw=yes"] if vo == "gpu" else []) + [
            "--ao=null", "--geometry=%dx%d+0+0" % (VIDEO_W, VIDEO_H), "--no-border", "--pause",
            "--input-ipc-server=%s" % self.socket, str(self.card)]
        env = private_env(self.ctx["work"] / "mpv-env", display=self.ctx["display"])
        self.app = App(argv, env=env, name="mpv",
                       log_path=self.ctx["log_dir"] / ("mpv-seek-%s-%s.log" % (self.card.stem, vo)))
        self.app.start()
        self.ipc = None
        self.ipc = MpvIpc(self.socket, alive=self.app.alive)
        self.locate(resize=False)
        self.wait_still()
        self.pending = None

    def request(self, t):
        self.ipc.pump()
        self.ipc.events.clear()
        self.pending = self.ipc.send(["seek", t, "absolute+exact"])
        self.done = None

    def finished_at(self):
        if self.done is None:
            self.ipc.pump()
            reply = self.ipc.replies.pop(self.pending, None)
            if reply is not None and reply.get("error") != "success":
                raise Failed("mpv refused the seek: %s" % reply.get("error"))
            for when, event in self.ipc.events:
                if event == "playback-restart":
                    self.done = when
                    break
        return self.done

    def stop(self):
        if getattr(self, "ipc", None) is not None:
            self.ipc.close()
            self.ipc = None
        return super().stop()


SEEKERS = {"nova": NovaSeeker, "mpv": MpvSeeker}
