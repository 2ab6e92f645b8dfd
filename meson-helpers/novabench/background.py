# SPDX-License-Identifier: GPL-3.0-or-later
"""The background section (--background; Nova only): what a video costs while nobody can
see it. With background playback on, Nova keeps the sound and turns mpv's video track off
while its window is hidden; the target is CPU per second within 1.2x of Nova playing the
same file's sound alone (the card's audio track copied into a file of its own, the window
hidden too). For the record, the same video with its window shown."""

import statistics
import subprocess
import time

from novatest import debuglines
from novatest.session import App, _xdotool, private_env, wait_until

from .common import Failed, log
from .players import nova_binary
from .processes import cpu_seconds

TARGET = 1.2
SETTLE_S = 2.0


def audio_only_copy(card, work):
    """The card's first audio track alone, copied (not re-encoded)."""
    sound = work / "card-sound-only.mka"
    if not sound.exists():
        subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-i", str(card), "-map", "0:a:0", "-c", "copy",
                        str(sound)], check=True, timeout=120)
    return sound


def measure(name, media, hide, args, ctx):
    """Nova playing ``media`` with background playback on, its window hidden (unmapped,
    as a minimised window is without a window manager) when ``hide``; CPU s/s over
    --background-seconds once it has settled."""
    settings = ctx["work"] / (name + "-env") / "config" / "glib-2.0" / "settings"
    settings.mkdir(parents=True, exist_ok=True)
    (settings / "keyfile").write_text("[io/github/novaplayer/Nova]\nbackground-playback=true\n")
    env = private_env(ctx["work"] / (name + "-env"), display=ctx["display"], extra={
        "NOVA_AUDIO_OUTPUT": "null", "NOVA_DEBUG": "interruptions", "GSETTINGS_BACKEND": "keyfile"})
    app = App([str(nova_binary(args)), str(media)], env=env, log_path=ctx["log_dir"] / ("%s.log" % name), name=name)
    result = {"case": name}
    try:
        app.start()
        app.wait_for_window(timeout=30)
        wait_until(lambda: debuglines.picture_shown(True) in app.log_text() or "sound-only" in name, 30,
                   "%s playing" % name)
        if hide:
            _xdotool("windowunmap", app.window)
            if "sound-only" not in name:
                wait_until(lambda: debuglines.picture_shown(False) in app.log_text(), 10,
                           "%s: the picture turned off" % name)
        time.sleep(SETTLE_S)
        start_cpu, start = cpu_seconds(app.pid), time.monotonic()
        time.sleep(args.background_seconds)
        if not app.alive():
            raise Failed("exited (code %s)" % app.proc.returncode)
        result["cpu_per_s"] = (cpu_seconds(app.pid) - start_cpu) / (time.monotonic() - start)
    except (Failed, AssertionError) as error:
        result["error"] = str(error)
    finally:
        app.stop()
    return result


def run_background_section(args, ctx, card):
    sound = audio_only_copy(card, ctx["work"])
    cases = [("video-hidden", card, True), ("sound-only-hidden", sound, True), ("video-shown", card, False)]
    runs = {name: [] for name, _, _ in cases}
    errors = {}
    for round_number in range(args.background_rounds):
        for name, media, hide in cases:
            log("bench: background, %s (round %d) ..." % (name, round_number + 1))
            time.sleep(1.0)
            result = measure(name, media, hide, args, ctx)
            if "error" in result:
                errors[name] = result["error"]
            else:
                runs[name].append(result["cpu_per_s"])
    return {"runs": runs, "errors": errors, "seconds": args.background_seconds}


def report_background(results):
    runs = results["runs"]
    lines = ["Nova bench: background playback, 720p30 card (H.264 + Opus), %.0f s measured per run, "
             "median of %d runs" % (results["seconds"], max((len(v) for v in runs.values()), default=0)), ""]
    what = {"video-hidden": "video, window hidden (picture off)",
            "sound-only-hidden": "its sound alone, window hidden",
            "video-shown": "video, window shown (for the record)"}
    medians = {}
    for name, label in what.items():
        values = runs.get(name) or []
        medians[name] = statistics.median(values) if values else None
        shown = "%.3f CPU s/s" % medians[name] if values else "- (%s)" % results["errors"].get(name, "no run")
        lines.append("  %-40s %s   runs: %s" % (label, shown, ", ".join("%.3f" % v for v in values)))
    hidden, sound = medians.get("video-hidden"), medians.get("sound-only-hidden")
    if hidden is not None and sound:
        ratio = hidden / sound
        lines.append("")
        lines.append("  hidden video / sound alone: %.2fx (target at most %.1fx): %s"
                     % (ratio, TARGET, "met" if ratio <= TARGET else "NOT met"))
    return "\n".join(lines)
