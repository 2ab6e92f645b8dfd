# SPDX-License-Identifier: GPL-3.0-or-later
"""The heavy-subtitles section: playback pace under 20,000 blurred ASS lines."""

import shutil
import statistics
import time

from novatest.session import App, private_env

from .common import DBusError, Failed, Mpris, log
from .players import mpv_argv, nova_binary
from .processes import peak_rss_kib
from .seekers import MpvIpc


def measure_pace(position, seconds):
    """Samples ``position()`` (seconds into the video) every 0.5 s for ``seconds``:
    seconds played per second of wall time, and how long each ask took."""
    first, started = position(), time.monotonic()
    asks = []
    while time.monotonic() - started < seconds:
        time.sleep(0.5)
        before = time.monotonic()
        last = position()
        asks.append(time.monotonic() - before)
    wall = time.monotonic() - started
    return {"pace": (last - first) / wall, "wall_s": wall, "ask_median_s": statistics.median(asks),
            "ask_worst_s": max(asks)}


def run_subtitle_section(args, ctx, card):
    from novatest import heavy_subtitles
    subtitles = heavy_subtitles.make(ctx["work"] / "huge.ass")
    results = {}
    if "nova" in args.player_list:
        log("bench: nova under heavy subtitles ...")
        result = {"player": "nova"}
        binary = nova_binary(args)
        env = private_env(ctx["work"] / "nova-env-subtitles", display=ctx["display"],
                          extra={"NOVA_AUDIO_OUTPUT": "null"})
        app = App([str(binary), str(card), str(subtitles)], env=env, log_path=ctx["log_dir"] / "nova-subtitles.log",
                  name="nova")
        try:
            app.start()
            mpris = Mpris()
            mpris.timeout = 60
            mpris.wait_for_name(timeout=30)
            time.sleep(3)
            result.update(measure_pace(lambda: mpris.position / 1e6, args.subtitle_seconds))
            result["peak_rss_mib"] = peak_rss_kib(app.pid) / 1024.0
            result["said_falling_behind"] = "Playback is falling behind" in app.log_text()
        except (Failed, DBusError, AssertionError) as error:
            result["error"] = str(error)
        finally:
            app.stop()
        results["nova"] = result
    if "mpv" in args.player_list and shutil.which("mpv"):
        log("bench: mpv under heavy subtitles ...")
        result = {"player": "mpv"}
        socket_path = ctx["work"] / "mpv-subtitles.sock"
        env = private_env(ctx["work"] / "mpv-env-subtitles", display=ctx["display"])
        app = App(mpv_argv(card, "--ao=null", "--sub-file=" + str(subtitles), "--input-ipc-server=" + str(socket_path)),
                  env=env, log_path=ctx["log_dir"] / "mpv-subtitles.log", name="mpv")
        try:
            app.start()
            ipc = MpvIpc(socket_path, alive=app.alive)
            time.sleep(3)
            result.update(measure_pace(lambda: ipc.command(["get_property", "time-pos"], timeout=60), args.subtitle_seconds))
            result["dropped_frames"] = ipc.command(["get_property", "frame-drop-count"])
            result["peak_rss_mib"] = peak_rss_kib(app.pid) / 1024.0
            ipc.close()
        except Failed as error:
            result["error"] = str(error)
        finally:
            app.stop()
        results["mpv"] = result
    return results
