# SPDX-License-Identifier: GPL-3.0-or-later
"""Times as subtitle files and VobSub indexes write them."""


def timecode(seconds, separator):
    """HH:MM:SS, ``separator``, milliseconds: "," for SubRip, "." for WebVTT, ":" for VobSub."""
    ms = int(round(seconds * 1000))
    return "%02d:%02d:%02d%s%03d" % (ms // 3600_000, ms // 60_000 % 60, ms // 1000 % 60, separator, ms % 1000)
