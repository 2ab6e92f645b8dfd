# SPDX-License-Identifier: GPL-3.0-or-later
"""A real PulseAudio server for one test, standing in for a phone's sound server: two
null sinks, nova_a and nova_b, on a socket in the test's directory, so a test can see a
player's stream, where it plays and whether it is corked, and take its sink away
(unload_sink) as when headphones go.

    with PulseServer(tmp_path / "pulse") as pulse:
        nova(card, env=pulse.env())
        wait_until(lambda: pulse.sink_inputs(), 10, "Nova's stream")

When a sink goes, PulseAudio 16's core moves its streams to the default sink (the other
one), keeping their index and corked state; module-rescue-streams is an obsolete stub
there and is not loaded.  With no sink left, the streams are killed.  As `pactl
subscribe` shows it, unloading nova_a while it is the default and plays:

    change server, change sink #<nova_b> (only if the stream plays), change sink-input,
    remove source (nova_a.monitor), remove sink #<nova_a>, remove module

(without "change server" when nova_a was not the default).
"""

import json
import os
import subprocess
from pathlib import Path

from .session import terminate, text_of, wait_until

SINKS = ("nova_a", "nova_b")


class PulseServer:
    """``pulseaudio`` running on ``directory``/pulse/native, its HOME and XDG dirs, config and
    log in ``directory`` too, so nothing of the machine's (or the user's) is read or touched."""

    def __init__(self, directory):
        self.directory = Path(directory)
        self.socket = self.directory / "pulse" / "native"
        self.cookie = self.directory / "cookie"
        self.client_config = self.directory / "client.conf"
        self.log_path = self.directory / "pulseaudio.log"
        self.proc = None
        self._log = None

    def start(self, timeout=15.0):
        """Starts the server; returns once pactl gets answers from it."""
        if len(str(self.socket)) > 107:
            # sockaddr_un holds 108 bytes: server and clients would cut the path alike
            # and meet on a socket outside the directory.
            raise RuntimeError("socket path too long for a unix socket: %s" % self.socket)
        for sub in ("home", "config", "runtime", "pulse"):
            (self.directory / sub).mkdir(parents=True, exist_ok=True)
        os.chmod(self.directory / "runtime", 0o700)
        # A cookie of the right size that clients read and no client rewrites (given an
        # empty or missing one, libpulse writes a new one); with auth-anonymous the
        # server asks for none.
        if not self.cookie.exists():
            self.cookie.write_bytes(os.urandom(256))
        # Not autospawn: a client that lost this server must not start one of its own.
        self.client_config.write_text("autospawn = no\n")
        daemon_config = self.directory / "daemon.conf"
        daemon_config.write_text("")  # instead of /etc/pulse/daemon.conf
        env = dict(os.environ)
        for var in ("DISPLAY", "WAYLAND_DISPLAY", "PULSE_SERVER"):
            env.pop(var, None)
        env.update({"HOME": str(self.directory / "home"), "XDG_CONFIG_HOME": str(self.directory / "config"),
                    "XDG_RUNTIME_DIR": str(self.directory / "runtime"), "PULSE_CONFIG": str(daemon_config),
                    # No D-Bus at all: on the tests' session bus it would claim
                    # org.pulseaudio.Server, and with no bus but a DISPLAY it would
                    # autolaunch a dbus-daemon that outlives it.
                    "DBUS_SESSION_BUS_ADDRESS": "disabled:", "DBUS_SYSTEM_BUS_ADDRESS": "disabled:"})
        argv = ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit",
                "--use-pid-file=no", "--disable-shm=yes", "--realtime=no", "--high-priority=no",
                "--log-target=stderr",
                "-L", "module-native-protocol-unix auth-anonymous=1 socket=%s cookie=%s" % (self.socket, self.cookie)]
        for name in SINKS:
            argv += ["-L", "module-null-sink sink_name=%s" % name]
        self._log = open(self.log_path, "wb")
        # As root it warns ("not intended to be run as root") and runs.
        self.proc = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=self._log,
                                     stderr=subprocess.STDOUT, start_new_session=True)

        def answers():
            if self.proc.poll() is not None:
                raise RuntimeError("pulseaudio exited (code %s):\n%s" % (self.proc.returncode, self.log_text()))
            return self._run("info", check=False).returncode == 0
        try:
            wait_until(answers, timeout, "pulseaudio to answer on %s" % self.socket, interval=0.1)
        except BaseException:
            self.stop()
            raise
        return self

    def log_text(self):
        return text_of(self.log_path)

    def env(self):
        """What a client (the player, pactl, paplay) needs to use this server."""
        return {"PULSE_SERVER": "unix:%s" % self.socket, "PULSE_COOKIE": str(self.cookie),
                "PULSE_CLIENTCONFIG": str(self.client_config)}

    def _run(self, *args, check=True):
        return subprocess.run(["pactl"] + [str(a) for a in args], env=dict(os.environ, **self.env()),
                              stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=10, check=check)

    def pactl(self, *args):
        """pactl's output for ``args``; fails if it does."""
        return self._run(*args).stdout

    def _json(self, what):
        return json.loads(self.pactl("-f", "json", "list", what) or "[]")

    def sinks(self):
        """Names of the sinks there are now."""
        return [sink["name"] for sink in self._json("sinks")]

    def sink_inputs(self):
        """The playback streams: dicts with index, sink (its name; None if it moved between
        the two queries), sink_index, corked, pid (the client's application.process.id, an
        int or None), properties (all of them, strings)."""
        names = {sink["index"]: sink["name"] for sink in self._json("sinks")}
        found = []
        for stream in self._json("sink-inputs"):
            properties = stream.get("properties", {})
            pid = properties.get("application.process.id")
            found.append({"index": stream["index"], "sink": names.get(stream["sink"]), "sink_index": stream["sink"],
                          "corked": stream["corked"], "pid": int(pid) if pid else None,
                          "properties": properties})
        return found

    def unload_sink(self, name):
        """Takes sink ``name`` away by unloading the module that made it."""
        owner = [sink["owner_module"] for sink in self._json("sinks") if sink["name"] == name]
        if not owner:
            raise KeyError("no sink %s (there are %s)" % (name, self.sinks()))
        self.pactl("unload-module", owner[0])

    def stop(self):
        if self.proc is not None:
            terminate(self.proc)
        self.proc = None
        if self._log is not None:
            self._log.close()
            self._log = None

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()
