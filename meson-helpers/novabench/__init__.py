# SPDX-License-Identifier: GPL-3.0-or-later
"""Nova's benchmark (meson-helpers/bench), in modules by concern; REPO is the repository root."""

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "Tests" / "EndToEnd"))
# The executable script that main re-executes under dbus-run-session.
BENCH = Path(__file__).resolve().parents[1] / "bench"
