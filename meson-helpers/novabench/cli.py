# SPDX-License-Identifier: GPL-3.0-or-later
"""The command line: argument parsing and main, which runs the sections."""

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from novatest.session import Xvfb

from . import BENCH, REPO
from .background import report_background, run_background_section
from .cards import SEEK_CARDS, SEEK_PARTS
from .common import CARD, CARD_SECONDS, FPS, PYTHON, VIDEO_H, VIDEO_W, log
from .formats import report_formats, run_format_section
from .library import run_library_section
from .players import PLAYERS
from .report import report, report_heavy, report_library, report_seeks, report_subtitles
from .sections import run_heavy_section, run_wayland_section
from .seeks import run_seek_section
from .subtitles import run_subtitle_section


SYSTEMS = ("debian12", "debian13")


def this_system():
    """debian12 or debian13, from /etc/os-release ('' for another system)."""
    try:
        fields = dict(line.rstrip("\n").split("=", 1) for line in open("/etc/os-release") if "=" in line)
    except OSError:
        return ""
    return "debian" + fields.get("VERSION_ID", "").strip('"').split(".")[0]


def run_in_root(system, json_path):
    """The same bench, with the same arguments, in ``system``'s root: Nova is built there
    first (into the root's own .build). The root sees the source tree, not this machine's
    /tmp, so its JSON goes to the tree's .build and is copied to ``json_path`` after."""
    arguments = []
    skip = False
    for word in sys.argv[1:]:
        if skip:
            skip = False
        elif word in ("--system", "--json"):
            skip = True
        elif not word.startswith(("--system=", "--json=")):
            arguments.append(word)
    inner_json = ".build/bench-%s.json" % system  # the root's .build is REPO/.build/SYSTEM
    if json_path:
        arguments += ["--json", inner_json]
    script = 'swift build -c release >&2 && exec meson-helpers/bench "$@"'
    log("bench: in the %s root (meson-helpers/dev in-root %s) ..." % (system, system))
    status = subprocess.run([str(REPO / "meson-helpers" / "dev"), "in-root", system, "bash", "-c", script,
                             "bench"] + arguments, cwd=REPO).returncode
    if json_path and status == 0:
        shutil.copyfile(REPO / ".build" / system / ("bench-%s.json" % system), json_path)
    return status


def main():
    parser = argparse.ArgumentParser(description="Benchmark Nova against mpv and Celluloid.")
    parser.add_argument("--seconds", type=float, default=10.0,
                        help="seconds of playback measured per player (default 10)")
    parser.add_argument("--players", default="nova,mpv,celluloid,nova-gl",
                        help="comma-separated, from nova, nova-gl (Nova with NOVA_RENDERER=gl, for "
                             "the record), mpv, celluloid (the seek section uses nova and mpv)")
    parser.add_argument("--nova-binary", help="default $NOVA_BINARY or .build/release/nova-player")
    parser.add_argument("--poll-interval", type=float, default=0.002,
                        help="pause between one-row screen reads, s (0: as fast as possible; "
                             "that costs a core that the players then lack)")
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--system", choices=SYSTEMS,
                        help="run in the test suite's root of that Debian (meson-helpers/dev in-root), "
                             "with Nova built there and that system's mpv and Celluloid; default this machine")
    parser.add_argument("--keep-logs", help="keep the players' logs in this directory")
    section = parser.add_mutually_exclusive_group()
    section.add_argument("--seeks", action="store_true",
                         help="run only the seek section (default: playback, then seeks)")
    section.add_argument("--library", action="store_true",
                         help="run only the library section")
    section.add_argument("--no-seeks", action="store_true",
                         help="run only the playback section")
    section.add_argument("--subtitles", action="store_true",
                         help="run only the heavy-subtitles section")
    section.add_argument("--heavy", action="store_true",
                         help="run only playback of the 1080p30 H.264 and 2160p30 HEVC cards (--seek-cards)")
    section.add_argument("--wayland", action="store_true",
                         help="run only the playback section, under headless phoc (Wayland)")
    section.add_argument("--background", action="store_true",
                         help="run only the background section: CPU of a hidden video with background "
                              "playback on, beside its sound alone")
    section.add_argument("--formats", action="store_true",
                         help="run only the formats section: each file of the format corpus, Nova beside "
                              "mpv, then the long run")
    parser.add_argument("--format-seconds", type=float, default=8.0,
                        help="seconds of playback measured per file and player (default 8)")
    parser.add_argument("--format-seeks", type=int, default=50,
                        help="exact seeks per file and player (default 50; 0 for none)")
    parser.add_argument("--format-duration", type=int, default=20,
                        help="seconds each file of the bench's corpus lasts (default 20)")
    parser.add_argument("--format-files", help="comma-separated: only these files of the corpus")
    parser.add_argument("--long-seconds", type=float, default=600.0,
                        help="the long run: seconds of the 1080p30 card per player (default 600; 0 for none)")
    parser.add_argument("--background-seconds", type=float, default=15.0,
                        help="seconds measured per run of the background section (default 15)")
    parser.add_argument("--background-rounds", type=int, default=3,
                        help="runs of each case in the background section (default 3)")
    parser.add_argument("--subtitle-seconds", type=float, default=15.0,
                        help="seconds measured per player under heavy subtitles (default 15)")
    parser.add_argument("--library-files", type=int, default=50000,
                        help="videos in the library section's library (default 50000)")
    parser.add_argument("--no-library", action="store_true", help="skip the library section")
    parser.add_argument("--seek-parts", default=",".join(SEEK_PARTS),
                        help="comma-separated, from %s (default all)" % ", ".join(SEEK_PARTS))
    parser.add_argument("--seek-cards", default=",".join(SEEK_CARDS),
                        help="cards of the error run, from %s (default both)"
                             % ", ".join(SEEK_CARDS))
    parser.add_argument("--seek-count", type=int, default=200,
                        help="seeks per card and player in the error run (default 200)")
    parser.add_argument("--latency-count", type=int, default=30,
                        help="seeks per player in the latency run (default 30)")
    parser.add_argument("--latency-poll-interval", type=float, default=0.0005,
                        help="pause between band-row reads in the latency run, s "
                             "(default 0.0005)")
    parser.add_argument("--seek-timeout", type=float, default=15.0,
                        help="give up on a seek settling after this many s (default 15)")
    parser.add_argument("--seed", type=int, default=1, help="of the random seek times")
    parser.add_argument("--sweep-seconds", type=float, default=3.0,
                        help="duration of the scrub sweep (default 3)")
    parser.add_argument("--hover-seconds", type=float, default=8.0,
                        help="playback measured plain and while hovering the timeline, "
                             "s each (default 8)")
    args = parser.parse_args()
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    unknown = [p for p in players if p not in PLAYERS]
    if unknown:
        parser.error("unknown players: %s" % ", ".join(unknown))
    args.player_list = players
    args.seek_part_list = [p.strip() for p in args.seek_parts.split(",") if p.strip()]
    unknown = [p for p in args.seek_part_list if p not in SEEK_PARTS]
    if unknown:
        parser.error("unknown seek parts: %s" % ", ".join(unknown))
    args.seek_card_list = [c.strip() for c in args.seek_cards.split(",") if c.strip()]
    unknown = [c for c in args.seek_card_list if c not in SEEK_CARDS]
    if unknown:
        parser.error("unknown seek cards: %s" % ", ".join(unknown))
    if args.seek_count < 1 or args.latency_count < 1:
        parser.error("--seek-count and --latency-count must be at least 1")
    only = args.library or args.subtitles or args.wayland or args.heavy or args.background or args.formats
    run_playback = not args.seeks and not only
    run_seek = not args.no_seeks and not only
    run_library = not args.seeks and not args.no_library and not only

    if args.system and args.system != this_system():
        return run_in_root(args.system, args.json)

    if os.environ.get("NOVA_BENCH_IN_DBUS") != "1":
        if shutil.which("dbus-run-session") is None:
            sys.exit("bench: dbus-run-session not found (apt-get install dbus)")
        env = dict(os.environ, NOVA_BENCH_IN_DBUS="1")
        os.execvpe("dbus-run-session", ["dbus-run-session", "--", PYTHON,
                                        str(BENCH)] + sys.argv[1:], env)

    def terminate(signum, _frame):
        # Unwind, so that the players and the X server are stopped on the way.
        raise SystemExit("bench: stopped by signal %d" % signum)
    signal.signal(signal.SIGTERM, terminate)
    signal.signal(signal.SIGHUP, terminate)

    media = Path(os.environ.get("NOVA_TEST_MEDIA_DIR") or REPO / ".build" / "nova-test-media")
    card = media / CARD
    log("bench: making the test card (once) ...")
    subprocess.run([str(REPO / "meson-helpers" / "make-test-card"), "--height", "720",
                    "--fps", str(FPS), "--duration", str(CARD_SECONDS), str(card)], check=True)

    work = Path(tempfile.mkdtemp(prefix="nova-bench-"))
    log_dir = Path(args.keep_logs) if args.keep_logs else work
    log_dir.mkdir(parents=True, exist_ok=True)
    if args.wayland:
        try:
            results = run_wayland_section(args, card, work, log_dir)
        finally:
            if not args.keep_logs:
                shutil.rmtree(work, ignore_errors=True)
        print(report(results, args, where="headless phoc %dx%d fullscreen (pixman)" % (VIDEO_W, VIDEO_H),
                     server="phoc", cpu_ratio=0.7))
        if args.json:
            with open(args.json, "w") as f:
                json.dump({"wayland": results}, f, indent=2)
        return 0
    xvfb = Xvfb(size="1280x800x24", log_dir=work)
    results = []
    seek_results = None
    library_results = None
    subtitle_results = None
    heavy_results = None
    background_results = None
    format_results = None
    try:
        display = xvfb.start()
        os.environ["DISPLAY"] = display
        for player in players if run_playback else []:
            log("bench: %s ..." % player)
            # Let the machine settle after the previous player.
            time.sleep(1.0)
            ctx = {"work": work, "log_dir": log_dir, "display": display,
                   "xvfb_pid": xvfb.proc.pid}
            result = PLAYERS[player](card, args, ctx)
            if result.get("error") and result.get("log"):
                try:
                    tail = Path(result["log"]).read_text(errors="replace")[-1500:]
                    log("bench: %s failed: %s\n--- its output (end) ---\n%s"
                        % (player, result["error"], tail))
                except OSError:
                    pass
            results.append(result)
        if run_seek:
            ctx = {"work": work, "log_dir": log_dir, "display": display,
                   "xvfb_pid": xvfb.proc.pid}
            seek_results = run_seek_section(args, ctx, media)
        if run_library:
            ctx = {"work": work, "log_dir": log_dir, "display": display,
                   "xvfb_pid": xvfb.proc.pid}
            library_results = run_library_section(args, ctx)
        if args.subtitles:
            ctx = {"work": work, "log_dir": log_dir, "display": display,
                   "xvfb_pid": xvfb.proc.pid}
            subtitle_results = run_subtitle_section(args, ctx, card)
        if args.heavy:
            ctx = {"work": work, "log_dir": log_dir, "display": display,
                   "xvfb_pid": xvfb.proc.pid}
            heavy_results = run_heavy_section(args, ctx, media)
        if args.background:
            ctx = {"work": work, "log_dir": log_dir, "display": display,
                   "xvfb_pid": xvfb.proc.pid}
            background_results = run_background_section(args, ctx, card)
        if args.formats:
            ctx = {"work": work, "log_dir": log_dir, "display": display,
                   "xvfb_pid": xvfb.proc.pid}
            args.seconds = args.format_seconds  # what run_player measures
            format_results = run_format_section(args, ctx, media)
    finally:
        xvfb.stop()
        if not args.keep_logs:
            shutil.rmtree(work, ignore_errors=True)
    if run_playback:
        print(report(results, args))
    if seek_results is not None:
        if run_playback:
            print()
        print(report_seeks(seek_results, args))
    if library_results is not None:
        if run_playback or seek_results is not None:
            print()
        print(report_library(library_results))
    if subtitle_results is not None:
        print(report_subtitles(subtitle_results, args))
    # The sections that run alone write their own figures.
    for name, figures, printed in (("formats", format_results, report_formats),
                                   ("background", background_results, report_background),
                                   ("heavy", heavy_results, report_heavy)):
        if figures is not None:
            print(printed(figures))
            if args.json:
                with open(args.json, "w") as f:
                    json.dump({name: figures}, f, indent=2)
            return 0
    if args.json:
        if subtitle_results is not None:
            with open(args.json, "w") as f:
                json.dump({"subtitles": subtitle_results}, f, indent=2)
            return 0
        # The playback section alone keeps its old format (a list).
        data = results if seek_results is None else (
            {"seeks": seek_results} if not run_playback else
            {"playback": results, "seeks": seek_results})
        if library_results is not None:
            data = {"playback": results, "seeks": seek_results, "library": library_results}
        with open(args.json, "w") as f:
            json.dump(data, f, indent=2)
    return 0
