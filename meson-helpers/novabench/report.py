# SPDX-License-Identifier: GPL-3.0-or-later
"""The printed reports of every section (report, report_*), fmt and percentile."""

import math
import os
import statistics

from .cards import COVERED_S, SEEK_CARDS
from .common import CARD_SECONDS, FPS, VIDEO_H, VIDEO_W
from .library import LIBRARY_SEARCH


def fmt(value, pattern):
    return "-" if value is None else pattern % value


def report(results, args, where="Xvfb 1280x800x24", server="X", cpu_ratio=1.0):
    lines = []
    lines.append("Nova bench: 720p30 test card (H.264), video area %dx%d, %.0f s of playback "
                 "per player, %s, software GL (llvmpipe), %d cores"
                 % (VIDEO_W, VIDEO_H, args.seconds, where, os.cpu_count()))
    lines.append("")
    header = ("player", "first frame", "fps seen", "worst 1 s", "missed", "CPU s/s",
              "peak RSS", "%s CPU s/s" % server)
    rows = [header]
    for r in results:
        rows.append((
            r["player"],
            fmt(r.get("first_frame_s"), "%.3f s"),
            fmt(r.get("fps_seen"), "%.1f"),
            fmt(r.get("fps_worst_second"), "%d"),
            fmt(r.get("missed"), "%d"),
            fmt(r.get("cpu_per_s"), "%.2f"),
            fmt(r.get("peak_rss_mib"), "%.0f MiB"),
            fmt(r.get("x_cpu_per_s"), "%.2f"),
        ))
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    for row in rows:
        lines.append("  ".join(cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i])
                               for i, cell in enumerate(row)))
    notes = [(r["player"], r.get("error") or r.get("note")) for r in results
             if r.get("error") or r.get("note")]
    if notes:
        lines.append("")
        for player, note in notes:
            lines.append("%s: %s" % (player, note))

    by = {r["player"]: r for r in results if "error" not in r}
    nova = by.get("nova")
    peers = [by[p] for p in ("mpv", "celluloid", "nova-gl") if p in by]
    lines.append("")
    if nova:
        for peer in peers:
            parts = []
            for key, label in (("first_frame_s", "first frame"), ("cpu_per_s", "CPU/s"),
                               ("peak_rss_mib", "peak RSS"), ("fps_seen", "fps seen")):
                if nova.get(key) is not None and peer.get(key):
                    parts.append("%s %.2fx" % (label, nova[key] / peer[key]))
            lines.append("Nova / %s: %s" % (peer["player"], ", ".join(parts)))
        lines.append("")
    lines.append("Targets:")

    def verdict(ok):
        return "met" if ok else "NOT met"
    mpv = by.get("mpv")
    if nova and mpv:
        lines.append("  Nova first frame <= mpv's: %s (%.3f s vs %.3f s)" % (
            verdict(nova["first_frame_s"] <= mpv["first_frame_s"]),
            nova["first_frame_s"], mpv["first_frame_s"]))
    else:
        lines.append("  Nova first frame <= mpv's: not measured")
    if nova:
        lines.append("  30 fps seen: %s (%.1f, worst second %s, %d missed)" % (
            verdict(nova["fps_seen"] >= FPS - 0.5 and nova["missed"] == 0),
            nova["fps_seen"], nova.get("fps_worst_second"), nova["missed"]))
    else:
        lines.append("  30 fps seen: not measured")
    # Against Celluloid (the other GTK player): CPU at most cpu_ratio of its, RSS at most 0.8.
    celluloid = by.get("celluloid")
    for key, label, unit, ratio in (("cpu_per_s", "CPU/s", "%.2f", cpu_ratio),
                                    ("peak_rss_mib", "peak RSS", "%.0f MiB", 0.8)):
        if nova and celluloid and celluloid.get(key):
            lines.append("  Nova %s <= %.1fx Celluloid's: %s (%s vs %s, %.2fx)" % (
                label, ratio, verdict(nova[key] <= ratio * celluloid[key]), unit % nova[key],
                unit % celluloid[key], nova[key] / celluloid[key]))
        else:
            lines.append("  Nova %s <= %.1fx Celluloid's: not measured" % (label, ratio))
    if not nova:
        missing = next((r for r in results if r["player"] == "nova"), None)
        if missing is not None:
            lines.append("")
            lines.append("Nova was not measured: %s" % missing.get("error"))
    return "\n".join(lines)


def report_heavy(results):
    lines = ["Heavier cards (software decoding on %d cores), video area %dx%d:" % (os.cpu_count(), VIDEO_W, VIDEO_H)]
    for card_name, rows in results.items():
        lines.append("")
        lines.append("%s:" % SEEK_CARDS[card_name][5])
        for r in rows:
            lines.append("  %-8s %s" % (r["player"], r.get("error") or "fps seen %.1f (%d missed), CPU %.2f s/s, peak RSS %.0f MiB"
                                        % (r["fps_seen"], r["missed"], r["cpu_per_s"], r["peak_rss_mib"])))
        by = {r["player"]: r for r in rows if "error" not in r}
        if "nova" in by and "mpv" in by:
            lines.append("  Nova frames seen >= mpv's: %s (%.1f vs %.1f)" % (
                "met" if by["nova"]["fps_seen"] >= by["mpv"]["fps_seen"] - 0.5 else "NOT met",
                by["nova"]["fps_seen"], by["mpv"]["fps_seen"]))
    return "\n".join(lines)


def percentile(values, fraction):
    """Nearest-rank percentile of a non-empty list."""
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, int(math.ceil(fraction * len(ordered))) - 1))]


def report_seeks(results, args):
    lines = []
    verdict = lambda ok: "met" if ok else "NOT met"  # noqa: E731
    lines.append("Seek bench: exact seeks to random times (seed %d), video area %dx%d, "
                 "Xvfb 1280x800x24, software GL (llvmpipe), %d cores"
                 % (results["seed"], VIDEO_W, VIDEO_H, os.cpu_count()))
    lines.append("(1-min load average %.2f before the seek section, %.2f after: other work on "
                 "the machine skews the times)" % (results["load_before"], results["load_after"]))
    failures = []
    for card_name, sessions in results["cards"].items():
        label = SEEK_CARDS[card_name][5]
        for s in sessions:
            if s.get("failure"):
                failures.append("%s, %s card: %s" % (s["player"], label, s["failure"]))
            if s.get("note"):
                failures.append("%s, %s card: %s" % (s["player"], label, s["note"]))
        measured = [s for s in sessions if s.get("errors")]
        if "errors" not in results["parts"] or card_name not in args.seek_card_list:
            continue
        lines.append("")
        count = max([len(s["errors"]) for s in measured] or [args.seek_count])
        lines.append("1. Seek error, %s card: %d seeks, frames off (shown - intended)"
                     % (label, count))
        if not measured:
            lines.append("   not measured")
            continue
        offsets = sorted({r["error"] for s in measured for r in s["errors"]
                          if r["error"] is not None})
        header = ["frames off"] + [s["player"] for s in measured]
        rows = [header]
        for off in offsets:
            rows.append(["%+d" % off if off else "0"] +
                        [str(sum(1 for r in s["errors"] if r["error"] == off)) for s in measured])
        rows.append(["no frame"] + [str(sum(1 for r in s["errors"] if r["error"] is None))
                                    for s in measured])
        rows.append(["timed out"] + [str(sum(1 for r in s["errors"] if r["timed_out"]))
                                     for s in measured])
        rows.append(["exact %"] + ["%.1f" % (100.0 * sum(1 for r in s["errors"] if r["error"] == 0)
                                             / len(s["errors"])) for s in measured])
        rows.append(["median s"] + ["%.3f" % statistics.median(
            [r["latency_s"] for r in s["errors"] if r["latency_s"] is not None] or [0])
            for s in measured])
        widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
        for row in rows:
            lines.append("   " + "  ".join(c.ljust(widths[i]) if i == 0 else c.rjust(widths[i])
                                           for i, c in enumerate(row)))
        lines.append("   (median s: request to the settled frame's first appearance)")

    if "latency" in results["parts"]:
        lines.append("")
        sessions = results["cards"].get("1080p", [])
        measured = [s for s in sessions if s.get("latency")]
        n = max([len(s["latency"]) for s in measured] or [args.latency_count])
        lines.append("2. Seek request to the frame on screen, %s card, %d seeks "
                     "(band row polled every %.1f ms)"
                     % (SEEK_CARDS["1080p"][5], n, args.latency_poll_interval * 1000))
        stats = {}
        for s in measured:
            values = [r["latency_s"] for r in s["latency"] if r["latency_s"] is not None]
            if not values:
                continue
            stats[s["player"]] = (statistics.median(values), percentile(values, 0.9))
            exact = sum(1 for r in s["latency"] if r["error"] == 0)
            lines.append("   %-5s median %.3f s   90th percentile %.3f s   max %.3f s   "
                         "(%d/%d on the intended frame, %d timed out)"
                         % (s["player"], stats[s["player"]][0], stats[s["player"]][1],
                            max(values), exact, len(s["latency"]),
                            sum(1 for r in s["latency"] if r["timed_out"])))
        if "nova" in stats and "mpv" in stats:
            nova, mpv = stats["nova"], stats["mpv"]
            lines.append("   Nova / mpv: median %.2fx, 90th percentile %.2fx"
                         % (nova[0] / mpv[0], nova[1] / mpv[1]))
            lines.append("   Target Nova no slower than mpv (median and 90th percentile): %s"
                         % verdict(nova[0] <= mpv[0] and nova[1] <= mpv[1]))
        elif not stats:
            lines.append("   not measured")
        else:
            lines.append("   Target Nova no slower than mpv: not measured")

    if "scrub" in results:
        r = results["scrub"]
        lines.append("")
        lines.append("3. Scrub sweep across the 720p card's timeline in Nova (%.0f s, pointer "
                     "moved every 10 ms)" % args.sweep_seconds)
        if r.get("failure"):
            lines.append("   not measured: %s" % r["failure"])
        else:
            by = ", ".join("%s %d" % kv for kv in r["seek_requests_by"].items())
            lines.append("   picture updates/s %.1f (worst second %d), frames %s -> %s; "
                         "%d seek requests (%s), %d done"
                         % (r["updates_per_s"], r["worst_second"], r["first_frame"],
                            r["last_frame"], r["seek_requests"], by or "-", r["seeks_done"]))
            keyframes = len({v for t, v in r.get("changes", [])[1:]
                             if v is not None and t <= r["seconds"] and v % (2 * FPS) == 0})
            lines.append("   %d of the frames seen are keyframes (one every %d frames: a sweep "
                         "showing keyframes only shows at most %d)"
                         % (keyframes, 2 * FPS, CARD_SECONDS // 2))
            lines.append("   Target at least 10 picture updates/s: %s"
                         % verdict(r["updates_per_s"] >= 10))

    if "thumbnails" in results:
        r = results["thumbnails"]
        lines.append("")
        lines.append("4. Nova playing the 720p card: plain vs the pointer moving over the "
                     "timeline (preview thumbnails), %.0f s each" % args.hover_seconds)
        for key, what in (("plain", "plain"), ("controls", "controls"), ("hover", "hovering")):
            m = r.get(key)
            if m:
                lines.append("   %-9s fps seen %.1f, worst second %s, missed %d, CPU %.2f s/s"
                             % (what, m["fps_seen"], m["fps_worst_second"], m["missed"],
                                m["cpu_per_s"]))
        lines.append("   (plain: pointer off the window; controls: pointer moving over the picture "
                     "60 px above the timeline; hovering: moving along the timeline)")
        if r.get("failure"):
            lines.append("   %s: %s" % ("hovering not measured" if r.get("plain")
                                        else "not measured", r["failure"]))
        elif r.get("plain") and r.get("hover"):
            lines.append("   Target no frame missed while hovering (beyond plain playback): %s"
                         % verdict(r["hover"]["missed"] <= r["plain"]["missed"]))
    for card_name, sessions in results["cards"].items():
        for s in sessions:
            seeks = s.get("errors", []) + s.get("latency", [])
            covered = [r for r in seeks if (r.get("unreadable_s") or 0) >= COVERED_S]
            if covered:
                failures.append(
                    "%s, %s card: the band could not be read for %.1f s or more after %d of %d "
                    "seeks (median %.2f s; something over the band, e.g. an on-screen message?): "
                    "their times include that" % (
                        s["player"], SEEK_CARDS[card_name][5], COVERED_S, len(covered),
                        len(seeks), statistics.median(r["unreadable_s"] for r in covered)))
    if failures:
        lines.append("")
        lines.extend(failures)
    return "\n".join(lines)


def report_library(results):
    lines = ["Nova library bench: %s videos in %s folders, Xvfb 1280x800x24, 2 cores"
             % (results.get("files"), (results.get("files") or 0) // 500)]
    if results.get("error"):
        return "\n".join(lines + ["  error: " + results["error"]])
    lines.append("")
    lines.append("window     shown   first answer  key->answer median/max  filter+layout in Nova median/max")
    met_shown, met_search = True, True
    for session in results["sessions"]:
        asked = [int(v) for v in session["window"].split("x")]
        got = [int(v) for v in session.get("timed_window", session["window"]).split("x")]
        # (The window's own size leaves out its decoration's shadow: a few pixels less.)
        if any(abs(a - g) > 16 for a, g in zip(asked, got)):
            lines.append("(%s: the timed start's window was %s)" % (session["window"], session["timed_window"]))
        if session.get("error"):
            lines.append("%-9s  error: %s" % (session["window"], session["error"]))
            met_shown = met_search = False
            continue
        keys, inside = session["key_to_answer_ms"], session["in_nova_ms"]
        lines.append("%-9s  %5.3f s   %5.3f s      %5.1f / %5.1f ms          %5.1f / %5.1f ms" % (
            session["window"], session["shown_s"], session["first_answer_s"],
            statistics.median(keys), max(keys), statistics.median(inside), max(inside)))
        met_shown = met_shown and session["first_answer_s"] <= 0.5
        met_search = met_search and max(keys) <= 50
    lines.append("")
    lines.append("  shown: launch to the library page built with every video; first answer: launch to the")
    lines.append("  first search key answered (Ctrl+F, then %r typed a key at a time, XTest)" % LIBRARY_SEARCH)
    lines.append("")
    lines.append("Targets:")
    lines.append("  library interactive within 500 ms of launch (first key answered): %s" % ("met" if met_shown else "NOT met"))
    lines.append("  a search answers within 50 ms (slowest key): %s" % ("met" if met_search else "NOT met"))
    return "\n".join(lines)


def report_subtitles(results, args):
    lines = ["Heavy subtitles (20,000 blurred ASS lines on screen, %g s measured):" % args.subtitle_seconds]
    for name, result in results.items():
        if "error" in result:
            lines.append("  %-5s failed: %s" % (name, result["error"]))
            continue
        extra = ""
        if name == "nova":
            extra = "; MPRIS call median %.2f s, worst %.2f s; %s" % (
                result["ask_median_s"], result["ask_worst_s"],
                "said it is falling behind" if result["said_falling_behind"] else "said nothing")
        else:
            extra = "; %s frames dropped" % result.get("dropped_frames")
        lines.append("  %-5s %.2f s of video a second, peak RSS %.0f MiB%s" % (
            name, result["pace"], result["peak_rss_mib"], extra))
    return "\n".join(lines)
