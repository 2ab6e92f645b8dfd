# SPDX-License-Identifier: GPL-3.0-or-later
"""The seek section's error and latency runs, and the section as a whole."""

import os
import time

from .cards import SEEK_CARDS, SEEK_PLAYERS, SETTLE_POLL_S, STABLE_S, make_card, seek_targets
from .common import CARD, DBusError, Failed, log
from .scrub import scrub_sweep, thumbnail_playback
from .seekers import SEEKERS


def measure_seek(player, t, timeout, poll_interval):
    """Seek ``player`` to ``t`` and watch the band row until the picture
    settles: the player said the seek was done or the picture changed, and
    then the same frame stays for STABLE_S.  Returns (frame settled on or
    None, s from just before the request to the first read showing that
    frame, timed out?, s during which the band could not be read)."""
    before = player.shown
    player.reads = 0
    changes = []  # (s since the request, frame)
    last = object()
    t0 = time.monotonic()
    player.request(t)
    since = time.monotonic()
    timed_out = False
    while True:
        value = player.read()
        player.reads += 1
        now = time.monotonic()
        if value != last:
            changes.append((now - t0, value))
            last, since = value, now
        if value is not None:
            done = player.finished_at()
            if done is not None or value != before:
                quiet_from = max(since, done or since)
                if now - quiet_from >= STABLE_S:
                    break
        if now - t0 >= timeout:
            timed_out = True
            break
        if poll_interval:
            time.sleep(poll_interval)
    if not player.app.alive():
        raise Failed("exited during a seek (code %s)" % player.app.proc.returncode)
    settled = next((v for _, v in reversed(changes) if v is not None), None)
    player.shown = settled
    first = next((s for s, v in changes if v == settled), None)
    ends = [s for s, _ in changes[1:]] + [now - t0]
    unreadable = sum(end - s for (s, v), end in zip(changes, ends) if v is None)
    return settled, first, timed_out, unreadable


def run_seeks(player, targets, timeout, poll_interval, label, results):
    """Appends to ``results`` (kept when a seek fails)."""
    for i, (t, intended) in enumerate(targets):
        frame, latency, timed_out, unreadable = measure_seek(player, t, timeout, poll_interval)
        results.append({"t": t, "intended": intended, "frame": frame,
                        "error": None if frame is None else frame - intended,
                        "latency_s": latency, "timed_out": timed_out, "reads": player.reads,
                        "unreadable_s": unreadable})
        if (i + 1) % 50 == 0:
            log("bench:   %s %s: %d/%d seeks" % (player.name, label, i + 1, len(targets)))


def seek_card_session(name, card_name, card, args, ctx, parts):
    """One player on one card: the error run (and the latency run on the
    1080p card)."""
    _, _, fps, _, duration, label = SEEK_CARDS[card_name]
    out = {"player": name, "card": card_name}
    player = SEEKERS[name](card, fps, args, ctx)
    try:
        player.start()
        if player.note:
            out["note"] = player.note
        if "errors" in parts and card_name in args.seek_card_list:
            targets = seek_targets(args.seed, args.seek_count, fps, duration)
            out["errors"] = []
            run_seeks(player, targets, args.seek_timeout, SETTLE_POLL_S, label, out["errors"])
        if "latency" in parts and card_name == "1080p":
            targets = seek_targets(args.seed + 1, args.latency_count, fps, duration)
            out["latency"] = []
            run_seeks(player, targets, args.seek_timeout, args.latency_poll_interval,
                      label + " latency", out["latency"])
        if not player.app.alive():
            raise Failed("exited (code %s)" % player.app.proc.returncode)
    except Failed as error:
        out["failure"] = str(error)
    except (AssertionError, RuntimeError, OSError, ValueError, DBusError) as error:
        out["failure"] = "%s: %s" % (type(error).__name__, error)
    finally:
        if out.get("failure") and player.app is not None and not player.app.alive():
            out["failure"] += " (%s had exited with code %s)" % (name, player.app.proc.returncode)
        leftover = player.stop()
        if leftover:
            out["note"] = "; ".join(filter(None, (out.get("note"),
                                                  "left processes %r (killed)" % leftover)))
    if player.app is not None:
        out["log"] = str(player.app.log_path)
    return out


def run_seek_section(args, ctx, media):
    players = [p for p in args.player_list if p in SEEK_PLAYERS]
    parts = args.seek_part_list
    results = {"seed": args.seed, "players": players, "cards": {}, "parts": parts,
               "load_before": os.getloadavg()[0]}
    cards = []
    if "errors" in parts:
        cards = list(args.seek_card_list)
    if "latency" in parts and "1080p" not in cards:
        cards.insert(0, "1080p")
    for card_name in cards:
        card = make_card(media, card_name)
        sessions = []
        for name in players:
            log("bench: seeks, %s on the %s card ..." % (name, SEEK_CARDS[card_name][5]))
            time.sleep(1.0)
            sessions.append(seek_card_session(name, card_name, card, args, ctx, parts))
        results["cards"][card_name] = sessions
    card720 = media / CARD
    if "nova" in players and "scrub" in parts:
        log("bench: scrub sweep, nova on the 720p card ...")
        time.sleep(1.0)
        results["scrub"] = scrub_sweep(card720, args, ctx)
    if "nova" in players and "thumbnails" in parts:
        log("bench: playback while hovering the timeline, nova on the 720p card ...")
        time.sleep(1.0)
        results["thumbnails"] = thumbnail_playback(card720, args, ctx)
    results["load_after"] = os.getloadavg()[0]
    return results
