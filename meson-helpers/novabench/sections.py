# SPDX-License-Identifier: GPL-3.0-or-later
"""The Wayland (headless phoc) and heavier-cards playback sections."""

import shutil
import time
from pathlib import Path

from novatest import screen
from novatest.session import private_env

from .cards import SEEK_CARDS, make_card
from .common import VIDEO_H, VIDEO_W, Failed, log
from .players import add_note, mpv_argv, nova_binary, run_player
from .probes import read_window


def wayland_fullscreen(app, key="f"):
    """Presses ``key`` and waits until the picture spans the output's width."""
    width, _ = screen.screen_size()
    screen.key(key)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        _, picture, _ = read_window(app)
        if picture is not None and abs(picture.width - width) <= 1:
            return
        time.sleep(0.05)
    raise Failed("%s did not go fullscreen on %r" % (app.name, key))


def run_wayland_section(args, card, work, log_dir):
    """Each player alone under its own headless phoc whose output is the video area
    (960x540), fullscreen: Nova and Celluloid through GtkGLArea and mpv's render API,
    mpv with its own Wayland GPU context."""
    from novatest import wayland
    missing = wayland.missing_tools()
    if missing:
        return [{"player": p, "error": "the Wayland section needs %s" % ", ".join(missing)}
                for p in args.player_list]
    players = {
        "nova": lambda: ([str(nova_binary(args)), str(card)], wayland_fullscreen),
        "nova-gl": lambda: ([str(nova_binary(args)), str(card)], wayland_fullscreen),
        "celluloid": lambda: (["celluloid", "--new-window", str(card)], wayland_fullscreen),
        "mpv": lambda: (["mpv", "--no-config", "--vo=gpu", "--gpu-context=wayland", "--fs",
                         str(card)], None),
    }
    results = []
    for name in args.player_list:
        argv, prepare = players[name]()
        if shutil.which(argv[0]) is None and not Path(argv[0]).exists():
            results.append({"player": name, "error": "%s not installed" % argv[0]})
            continue
        # Under Debian 13's phoc, mpv's and Celluloid's GL windows now and then show no
        # picture at all (black for the whole minute, playing): such a run starts again once.
        for attempt in (1, 2):
            log("bench: %s under phoc ..." % name)
            time.sleep(1.0)
            phoc = wayland.Phoc(work / ("phoc-%s-%d" % (name, attempt)), mode="%dx%d" % (VIDEO_W, VIDEO_H))
            phoc.start()
            screen.use_wayland(phoc)
            try:
                extra = dict(phoc.env(), **({"NOVA_RENDERER": "gl"} if name == "nova-gl" else {}))
                env = private_env(work / ("%s-wayland-env-%d" % (name, attempt)), extra=extra, wayland=True)
                ctx = {"work": work, "log_dir": log_dir, "xvfb_pid": phoc.proc.pid}
                result = run_player(name, argv, env, args, ctx, resize=False, prepare=prepare)
            finally:
                screen.use_wayland(None)
                phoc.stop()
            if "first_frame_s" in result or attempt == 2:
                break
            log("bench: %s showed no picture (%s); once more" % (name, result.get("error")))
        if attempt == 2:
            add_note(result, "the first start showed no picture")
        results.append(result)
    return results


def run_heavy_section(args, ctx, media):
    """Playback of the seek section's heavier cards (1080p30 H.264, 2160p30 HEVC, decoded
    in software), Nova (on its own path, and nova-gl if asked) beside mpv."""
    results = {}
    for card_name in args.seek_card_list:
        path = make_card(media, card_name)
        duration = SEEK_CARDS[card_name][4]
        rows = []
        for player in [p for p in args.player_list if p in ("nova", "nova-gl", "mpv")]:
            log("bench: %s on the %s card ..." % (player, SEEK_CARDS[card_name][5]))
            time.sleep(1.0)
            if player == "mpv":
                env = private_env(ctx["work"] / "mpv-heavy-env", display=ctx["display"])
                rows.append(run_player("mpv", mpv_argv(path), env, args, ctx, resize=False, card_seconds=duration))
            else:
                renderer = {"NOVA_RENDERER": "gl"} if player == "nova-gl" else None
                env = private_env(ctx["work"] / (player + "-heavy-env"), display=ctx["display"], extra=renderer)
                rows.append(run_player(player, [str(nova_binary(args)), str(path)], env, args, ctx,
                                       card_seconds=duration))
        results[card_name] = rows
    return results
