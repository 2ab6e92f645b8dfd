# SPDX-License-Identifier: GPL-3.0-or-later
"""Helpers for Nova's end-to-end tests: screen capture and input (screen),
frame-number decoding (frames), process/display/media fixtures (session)
and MPRIS access (mpris)."""
