# SPDX-License-Identifier: GPL-3.0-or-later
"""Nova's machine-readable test pictures, made with ffmpeg: the test card's drawing
(picture) and the format corpus built from it (corpus, subpicture)."""
