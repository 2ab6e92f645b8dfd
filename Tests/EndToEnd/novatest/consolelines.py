# SPDX-License-Identifier: GPL-3.0-or-later
"""What Nova writes on standard error for a person at a terminal, as the suite reads it,
declared once here. Nova declares the words once too, in
``Sources/NovaCore/ConsoleLine.swift``: a change of words there comes here as well."""


def said(sentence):
    """A sentence Nova showed (a toast, a notice)."""
    return "Nova: %s" % sentence


def subtitles_added(location):
    return "Nova: subtitles added: %s" % location


OPENED_AGAIN = "Nova: opened again at "


def resumed(location):
    return "Nova: resumed %s" % location


SCREENSHOT = "Nova: screenshot "
FALLING_BEHIND = "Nova: playback is falling behind"
SOUND_LOST = "Nova: sound lost: the sound server stopped"
SOUND_BACK = "Nova: sound is back"
