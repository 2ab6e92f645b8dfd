# SPDX-License-Identifier: GPL-3.0-or-later
"""CPU time and peak RSS of processes, read from /proc."""

import os

from .common import CLK_TCK


def _stat(pid):
    with open("/proc/%d/stat" % pid, "rb") as f:
        data = f.read().decode("latin-1")
    return data[data.rfind(")") + 2:].split()


def cpu_seconds(root_pid):
    """CPU time (s) of ``root_pid``'s session: every live process in it
    (utime + stime) plus the main process's reaped children."""
    total = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            fields = _stat(int(entry))
        except OSError:
            continue
        # fields[0] is field 3 (state) of proc(5): session = 6, utime = 14 ...
        if int(fields[3]) != root_pid:
            continue
        total += int(fields[11]) + int(fields[12])
        if int(entry) == root_pid:
            total += int(fields[13]) + int(fields[14])
    return total / CLK_TCK


def process_cpu(pid):
    fields = _stat(pid)
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


def status_kib(pid, field):
    """A memory figure of /proc/PID/status in KiB: VmHWM (peak RSS), VmRSS (RSS now)."""
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return None


def peak_rss_kib(pid):
    return status_kib(pid, "VmHWM")
