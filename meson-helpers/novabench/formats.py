# SPDX-License-Identifier: GPL-3.0-or-later
"""The formats section (--formats): every file of the format corpus (make-format-corpus,
made longer for the bench), Nova beside mpv, each alone: playback (first frame, frames
seen a second, CPU s/s, peak RSS; for the sound files CPU and RSS only), then exact seeks
to --format-seeks random times, counted by frames off (-1, 0, +1, more; a frame of the
file, so a variable-rate file's gaps count as one); then the long run: --long-seconds of
the 1080p30 H.264 card playing, CPU spent and RSS at its start and end."""

import random
import shutil
import subprocess
import time

from novatest import corpus as corpus_mod
from novatest.session import App, private_env

from . import REPO
from .cards import SETTLE_POLL_S
from .common import VIDEO_H, VIDEO_W, Failed, log
from .players import add_note, mpv_argv, nova_binary, run_player
from .probes import fit_video_area, read_window, settle_picture, wait_first_frame
from .processes import cpu_seconds, peak_rss_kib, status_kib
from .seekers import SEEKERS
from .seeks import measure_seek

FORMAT_PLAYERS = ("nova", "mpv")
LONG_CARD = ("bench-long/test-card-1080p30-long.mkv", 1080, 30)


def _argv(player, args, path):
    if player == "nova":
        return [str(nova_binary(args)), str(path)]
    return mpv_argv(path, "--ao=null")


def _env(player, ctx, label):
    extra = {"NOVA_AUDIO_OUTPUT": "null"} if player == "nova" else None
    return private_env(ctx["work"] / ("%s-%s-env" % (player, label)), display=ctx["display"], extra=extra)


def sound_row(player, card, args, ctx):
    """A sound file: CPU s/s over --format-seconds once playing, and peak RSS."""
    result = {"player": player}
    app = App(_argv(player, args, card.path), env=_env(player, ctx, card.file),
              log_path=ctx["log_dir"] / ("%s-%s.log" % (player, card.file)), name=player)
    try:
        app.start()
        time.sleep(2.0)
        if not app.alive():
            raise Failed("exited (code %s)" % app.proc.returncode)
        cpu0, t0 = cpu_seconds(app.pid), time.monotonic()
        time.sleep(min(args.format_seconds, card.duration - 3))
        result["cpu_per_s"] = (cpu_seconds(app.pid) - cpu0) / (time.monotonic() - t0)
        result["peak_rss_mib"] = peak_rss_kib(app.pid) / 1024.0
    except (Failed, OSError) as error:
        result["error"] = str(error)
    finally:
        app.stop()
    return result


def seek_errors(player, card, args, ctx):
    """Frames off for --format-seeks exact seeks: {-1: n, 0: n, 1: n, "more": n}."""
    counts = {-1: 0, 0: 0, 1: 0, "more": 0}
    seeker = SEEKERS[player](card.path, card.rate, args, ctx)
    try:
        seeker.start()
        targets = card.seek_targets(random.Random(args.seed), args.format_seeks, first=0.3, last_margin=1.0,
                                    apart=0.05)
        for t in targets:
            shown, _, timed_out, _ = measure_seek(seeker, t, args.seek_timeout, SETTLE_POLL_S)
            got, wanted = card.frame_index(shown) if shown is not None else None, card.frame_index(card.band_at(t))
            off = None if got is None or wanted is None or timed_out else got - wanted
            counts[off if off in (-1, 0, 1) else "more"] += 1
        return counts, seeker.note
    finally:
        seeker.stop()


def run_format_section(args, ctx, media):
    names = [n.strip() for n in args.format_files.split(",") if n.strip()] if args.format_files else None
    log("bench: making the format corpus at %d s a file (once; a few minutes) ..." % args.format_duration)
    _, cards = corpus_mod.make(media / ("bench-corpus-%ds" % args.format_duration), duration=args.format_duration)
    players = [p for p in args.player_list if p in FORMAT_PLAYERS] or list(FORMAT_PLAYERS)
    if "mpv" in players and shutil.which("mpv") is None:
        players.remove("mpv")
    rows = []
    for card in cards:
        if names and card.file not in names:
            continue
        for player in players:
            log("bench: formats, %s on %s ..." % (player, card.file))
            time.sleep(1.0)
            if card.kind == "audio":
                row = sound_row(player, card, args, ctx)
            else:
                row = run_player(player, _argv(player, args, card.path), _env(player, ctx, card.file), args, ctx,
                                 resize=player == "nova", card_seconds=card.duration)
                if "error" not in row and args.format_seeks:
                    try:
                        row["seeks"], note = seek_errors(player, card, args, ctx)
                        if note:
                            add_note(row, note)
                    except Failed as error:
                        add_note(row, "seeks: %s" % error)
            row.update(file=card.file, label=card.label, kind=card.kind)
            rows.append(row)
    long_rows = [long_run(player, args, ctx, media) for player in players] if args.long_seconds else []
    return {"rows": rows, "long": long_rows, "seconds": args.format_seconds, "seeks": args.format_seeks,
            "duration": args.format_duration, "long_seconds": args.long_seconds}


def long_run(player, args, ctx, media):
    """--long-seconds of the 1080p30 card playing: CPU spent, RSS at the start and the end."""
    file, height, fps = LONG_CARD
    path = media / file
    seconds = int(args.long_seconds) + 30
    if not path.exists() or int(subprocess.run(
            ["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", str(path)],
            capture_output=True, text=True).stdout.strip().split(".")[0] or 0) < seconds - 1:
        log("bench: making the %d s 1080p30 card (once; minutes on 2 cores) ..." % seconds)
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            path.unlink()
        subprocess.run(["nice", "-n", "10", str(REPO / "meson-helpers" / "make-test-card"), "--height", str(height),
                        "--fps", str(fps), "--duration", str(seconds), str(path)], check=True)
    log("bench: the long run, %s, %d s ..." % (player, args.long_seconds))
    time.sleep(2.0)
    result = {"player": player, "seconds": args.long_seconds}
    app = App(_argv(player, args, path), env=_env(player, ctx, "long"),
              log_path=ctx["log_dir"] / ("%s-long.log" % player), name=player)
    try:
        app.start()
        wait_first_frame(app)
        if player == "nova":
            fit_video_area(app)
        else:
            settle_picture(app)
        time.sleep(5.0)  # past opening: the start's RSS is the playing player's
        result["rss_start_mib"] = status_kib(app.pid, "VmRSS") / 1024.0
        cpu0, t0 = cpu_seconds(app.pid), time.monotonic()
        first_frame = read_window(app)[0]
        while time.monotonic() - t0 < args.long_seconds:
            if not app.alive():
                raise Failed("exited during the long run (code %s)" % app.proc.returncode)
            time.sleep(1.0)
        elapsed = time.monotonic() - t0
        result["cpu_s"] = cpu_seconds(app.pid) - cpu0
        result["cpu_per_s"] = result["cpu_s"] / elapsed
        result["rss_end_mib"] = status_kib(app.pid, "VmRSS") / 1024.0
        result["peak_rss_mib"] = peak_rss_kib(app.pid) / 1024.0
        last_frame = read_window(app)[0]
        if first_frame is not None and last_frame is not None:
            # Still playing in time: frames advanced against the clock.
            result["played_per_s"] = (last_frame - first_frame) / fps / elapsed
    except (Failed, OSError) as error:
        result["error"] = str(error)
    finally:
        app.stop()
    return result


def report_formats(results):
    out = ["Formats: each file of the corpus (%d s, 640x360), video area %dx%d, Xvfb, software GL (llvmpipe); "
           "%.0f s of playback measured, %d exact seeks (frames off -1/0/+1/more)"
           % (results["duration"], VIDEO_W, VIDEO_H, results["seconds"], results["seeks"]), ""]
    header = ("file", "player", "first frame", "fps seen", "CPU s/s", "peak RSS", "seek -1/0/+1/more")
    table = [header]
    notes = []
    for r in results["rows"]:
        seeks = r.get("seeks")
        table.append((r["file"], r["player"],
                      "%.3f s" % r["first_frame_s"] if "first_frame_s" in r else "-",
                      "%.1f" % r["fps_seen"] if "fps_seen" in r else "-",
                      "%.2f" % r["cpu_per_s"] if "cpu_per_s" in r else "-",
                      "%.0f MiB" % r["peak_rss_mib"] if "peak_rss_mib" in r else "-",
                      "%d/%d/%d/%d" % (seeks[-1], seeks[0], seeks[1], seeks["more"]) if seeks else "-"))
        if r.get("error") or r.get("note"):
            notes.append("%s, %s: %s" % (r["file"], r["player"], r.get("error") or r.get("note")))
    widths = [max(len(row[i]) for row in table) for i in range(len(header))]
    for row in table:
        out.append("  ".join(cell.ljust(widths[i]) if i < 2 else cell.rjust(widths[i]) for i, cell in enumerate(row)))
    if notes:
        out += [""] + notes
    if results["long"]:
        out += ["", "Long run: %d s of the 1080p30 H.264 card" % results["long_seconds"]]
        for r in results["long"]:
            if r.get("error"):
                out.append("  %-5s %s" % (r["player"], r["error"]))
                continue
            out.append("  %-5s CPU %.0f s (%.3f s/s), RSS %.0f MiB at the start, %.0f MiB at the end (peak %.0f), "
                       "played %s x real time" % (r["player"], r["cpu_s"], r["cpu_per_s"], r["rss_start_mib"],
                                                  r["rss_end_mib"], r["peak_rss_mib"],
                                                  "%.3f" % r["played_per_s"] if "played_per_s" in r else "?"))
    return "\n".join(out)
