# SPDX-License-Identifier: GPL-3.0-or-later
"""Nova and the desktop session: the screen does not blank while a video plays."""

import subprocess
from pathlib import Path

import pytest

from novatest.session import wait_until

FAKE_SM = Path(__file__).resolve().parent / "novatest" / "fake_session_manager.py"


@pytest.fixture
def session_manager(tmp_path, session_bus):
    log = tmp_path / "inhibit.log"
    log.write_text("")
    process = subprocess.Popen(["/usr/bin/python3", str(FAKE_SM), str(log)], stdout=subprocess.PIPE, text=True)
    assert process.stdout.readline().strip() == "ready"
    yield log
    process.terminate()
    process.wait(timeout=10)


def test_idle_is_inhibited_while_playing_and_released_on_pause(nova, test_media, nova_mpris, session_manager):
    app = nova(test_media.card, env={"NOVA_AUDIO_OUTPUT": "null"})
    nova_mpris.wait_for_name()
    app.wait_for_frame(timeout=30)
    log = session_manager
    wait_until(lambda: "inhibit 1 8 " in log.read_text(), 10, "an idle inhibition (flag 8) while playing")
    nova_mpris.pause()
    wait_until(lambda: "uninhibit 1" in log.read_text(), 10, "the inhibition released on pause")
    nova_mpris.play()
    wait_until(lambda: "inhibit 2 8 " in log.read_text(), 10, "inhibited again on play")
    nova_mpris.quit()
    assert app.exited(timeout=15) == 0
    assert "uninhibit 2" in log.read_text()
