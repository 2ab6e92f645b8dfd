# SPDX-License-Identifier: GPL-3.0-or-later
"""A private dbus-daemon standing in for the system bus, for one test: the player and the
fake system services (fake_logind_session, fake_modem_manager) meet on it when both are
given DBUS_SYSTEM_BUS_ADDRESS=<its address>, and nothing reaches the machine's own
system bus.

    with PrivateSystemBus(tmp_path / "system-bus") as bus:
        env = {"DBUS_SYSTEM_BUS_ADDRESS": bus.address}
"""

import selectors
import subprocess
from pathlib import Path

from .session import terminate

# Its own configuration, not the machine's system.conf: that one would read
# /usr/share/dbus-1/system.d policies, activate real services and want the messagebus
# user.  Here anyone may own and call anything, and nothing is activated, so the bus
# never starts a process of its own.
CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path={socket}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
  </policy>
</busconfig>
"""

# sockaddr_un's sun_path holds 108 bytes with the terminating NUL.
_MAX_SOCKET_PATH = 107


class PrivateSystemBus:
    """A dbus-daemon listening on ``directory``/bus, configured by ``directory``/system.conf."""

    def __init__(self, directory):
        self.directory = Path(directory)
        self.socket = self.directory / "bus"
        self.config = self.directory / "system.conf"
        self.log_path = self.directory / "dbus-daemon.log"
        self.address = None
        self.proc = None

    def start(self, timeout=10.0):
        """Starts the daemon; returns its address once it listens."""
        if len(str(self.socket)) > _MAX_SOCKET_PATH:
            raise RuntimeError("socket path too long for a unix socket: %s" % self.socket)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.config.write_text(CONFIG.format(socket=self.socket))
        # Its complaints (as root: "Failed to set fd limit") go to a log, not the test's output.
        with open(self.log_path, "wb") as log:
            self.proc = subprocess.Popen(
                ["dbus-daemon", "--config-file=%s" % self.config, "--nofork", "--nopidfile",
                 "--nosyslog", "--print-address"],
                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=log, text=True,
                start_new_session=True)
        # The address is printed once the socket listens; a daemon that fails prints
        # nothing and exits, so the read ends either way.  The timeout guards a hang.
        line = self._read_line(timeout)
        if not line:
            self.stop()
            raise RuntimeError("dbus-daemon did not start (config %s):\n%s"
                               % (self.config, self.log_path.read_text(errors="replace")))
        self.address = line.strip()
        return self.address

    def _read_line(self, timeout):
        with selectors.DefaultSelector() as selector:
            selector.register(self.proc.stdout, selectors.EVENT_READ)
            if not selector.select(timeout):
                return ""
        return self.proc.stdout.readline()

    def stop(self):
        if self.proc is not None:
            terminate(self.proc)
            self.proc.stdout.close()
        self.proc = None
        self.address = None

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc):
        self.stop()
