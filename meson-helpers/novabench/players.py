# SPDX-License-Identifier: GPL-3.0-or-later
"""How each player of the playback section is started and measured (run_player, PLAYERS)."""

import os
import shutil
import time
from pathlib import Path

from novatest.session import App, private_env

from . import REPO
from .common import CARD_SECONDS, VIDEO_H, VIDEO_W, Failed
from .probes import fit_video_area, measure_playback, settle_picture, wait_first_frame
from .processes import peak_rss_kib


def add_note(result, note):
    result["note"] = "; ".join(filter(None, (result.get("note"), note)))


def run_player(name, argv, env, args, ctx, resize=True, prepare=None, card_seconds=CARD_SECONDS):
    """``prepare(app)``, if given, runs once the first frame is on screen (the Wayland
    section puts the player in fullscreen with it)."""
    result = {"player": name, "argv": argv}
    app = App(argv, env=env, log_path=ctx["log_dir"] / ("%s.log" % name), name=name)
    try:
        app.start()
        first, number, picture, geometry = wait_first_frame(app)
        result["first_frame_s"] = first
        result["first_frame_number"] = number
        result["initial_window"] = list(geometry[2:])
        if prepare is not None:
            prepare(app)
        if resize:
            picture, geometry = fit_video_area(app)
        else:
            picture, geometry = settle_picture(app)
        if abs(picture.width - VIDEO_W) > 1 or abs(picture.height - VIDEO_H) > 1:
            add_note(result, "picture %dx%d in the %dx%d video area" % (
                picture.width, picture.height, VIDEO_W, VIDEO_H))
        result["window"] = list(geometry[2:])
        result["picture"] = list(picture.rect)
        remaining = card_seconds - 2.0 - (time.monotonic() - app.launch_time) - 1
        seconds = min(args.seconds, remaining)
        if seconds < args.seconds:
            add_note(result, "measured %.1f s only (the card is %d s)" % (seconds, card_seconds))
        if seconds < 1:
            raise Failed("too little of the card left to measure")
        result.update(measure_playback(app, picture, geometry, seconds,
                                       args.poll_interval, ctx["xvfb_pid"]))
        if not app.alive():
            raise Failed("exited during playback (code %s)" % app.proc.returncode)
        for key, what in (("picture_moved", "the picture moved %d times"),
                          ("picture_lost", "no card on screen at %d checks")):
            if result.get(key):
                add_note(result, what % result[key])
        if result["frames_seen"] < seconds:
            add_note(result, "playback stalled")
        result["peak_rss_mib"] = peak_rss_kib(app.pid) / 1024.0
    except Failed as error:
        result["error"] = str(error)
    finally:
        leftover = app.stop()
        if leftover:
            add_note(result, "left processes %r (killed)" % leftover)
    result["log"] = str(app.log_path)
    return result


def nova_binary(args):
    if args.nova_binary:
        return Path(args.nova_binary)
    if os.environ.get("NOVA_BINARY"):
        return Path(os.environ["NOVA_BINARY"])
    return REPO / ".build" / "release" / "nova-player"


def bench_nova(card, args, ctx, name="nova", renderer=None):
    """Nova on the render path it chooses for this machine, or on ``renderer``
    (NOVA_RENDERER) as "nova-gl"."""
    binary = nova_binary(args)
    if not binary.exists():
        return {"player": name,
                "error": "%s missing: build it with `swift build -c release`" % binary}
    env = private_env(ctx["work"] / (name + "-env"), display=ctx["display"],
                      extra={"NOVA_RENDERER": renderer} if renderer else None)
    return run_player(name, [str(binary), str(card)], env, args, ctx)


def bench_nova_gl(card, args, ctx):
    return bench_nova(card, args, ctx, name="nova-gl", renderer="gl")


def mpv_argv(path, *extra):
    """mpv drawing ``path`` with its GPU renderer in software, its window the video area."""
    return (["mpv", "--no-config", "--vo=gpu", "--gpu-sw=yes"] + list(extra)
            + ["--geometry=%dx%d+0+0" % (VIDEO_W, VIDEO_H), "--no-border", str(path)])


def bench_mpv(card, args, ctx):
    if shutil.which("mpv") is None:
        return {"player": "mpv", "error": "mpv not installed"}
    base = mpv_argv(card)
    env = private_env(ctx["work"] / "mpv-env", display=ctx["display"])
    result = run_player("mpv", base, env, args, ctx, resize=False)
    if "error" in result and "first_frame_s" not in result:
        reason = result["error"]
        for vo in ("x11", "xv"):
            argv = [a if a != "--vo=gpu" else "--vo=" + vo for a in base
                    if a != "--gpu-sw=yes"]
            result = run_player("mpv", argv, env, args, ctx, resize=False)
            if "error" not in result:
                add_note(result, "vo=gpu failed under Xvfb (%s); used vo=%s" % (reason, vo))
                break
    return result


def bench_celluloid(card, args, ctx):
    if shutil.which("celluloid") is None:
        return {"player": "celluloid", "error": "celluloid not installed"}
    env = private_env(ctx["work"] / "celluloid-env", display=ctx["display"])
    return run_player("celluloid", ["celluloid", str(card)], env, args, ctx)


PLAYERS = {"nova": bench_nova, "nova-gl": bench_nova_gl, "mpv": bench_mpv, "celluloid": bench_celluloid}
