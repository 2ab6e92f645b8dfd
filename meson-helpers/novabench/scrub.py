# SPDX-License-Identifier: GPL-3.0-or-later
"""Nova's timeline in the seek section: the scrub sweep and thumbnail playback."""

import time

from novatest import debuglines, frames, screen
from novatest.session import App, wait_until

from .cards import PARK
from .common import DBusError, Failed, Mpris
from .players import nova_binary
from .probes import fit_video_area, measure_playback, wait_first_frame
from .seekers import LogTail, nova_seek_env


def timeline_from(lines):
    """The last `nova-timeline:` geometry in ``lines``, as (x, y, w, h)."""
    found = None
    for line in lines:
        match = debuglines.TIMELINE.search(line)
        if match:
            found = tuple(float(v) for v in match.groups())
    return found


NO_TIMELINE = ("Nova never printed `nova-timeline: ...` with NOVA_DEBUG=seek (this build has "
               "no timeline logging yet)")


def reveal_timeline(app, geometry, timeout=5.0):
    """Move the pointer over the window's bottom (where the controls are) so
    that they show, and return the timeline track's geometry (window
    coordinates) from Nova's log, or None."""
    x, y, w, h = geometry
    text = app.log_text(limit=10 ** 7)
    track = timeline_from(text.splitlines())
    # Motion in small steps from the middle to near the bottom, like a hand.
    for i in range(6):
        screen.move(x + w // 2, y + h // 2 + (h // 2 - 30) * i // 5)
        time.sleep(0.03)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        latest = timeline_from(app.log_text(limit=10 ** 7).splitlines())
        if latest is not None:
            track = latest
            # Over the track itself: the controls stay shown there.
            screen.move(x + int(track[0] + track[2] / 2), y + int(track[1]))
            time.sleep(0.4)
            return timeline_from(app.log_text(limit=10 ** 7).splitlines()) or track
        if track is not None:
            return track
        time.sleep(0.05)
    return None


def start_nova_on(card, args, ctx, stem):
    binary = nova_binary(args)
    if not binary.exists():
        raise Failed("%s missing: build it with `swift build -c release`" % binary)
    env = nova_seek_env(ctx, stem)
    app = App([str(binary), str(card)], env=env, name="nova",
              log_path=ctx["log_dir"] / ("nova-%s.log" % stem))
    screen.move(*PARK)
    app.start()
    wait_first_frame(app)
    picture, geometry = fit_video_area(app)
    return app, picture, geometry


def scrub_sweep(card, args, ctx):
    """Part 3: press on the timeline's start, move steadily to its end over
    args.sweep_seconds, release; count the frames seen."""
    out = {"player": "nova"}
    app = None
    pressed = False
    try:
        app, picture, geometry = start_nova_on(card, args, ctx, "scrub")
        if Mpris is None:
            raise Failed("python3-dbus missing (apt-get install python3-dbus)")
        mpris = Mpris()
        try:
            mpris.wait_for_name(timeout=20)
            mpris.pause()
            wait_until(lambda: mpris.playback_status, 10, "MPRIS PlaybackStatus Paused",
                       check=lambda status: status == "Paused")
        except (AssertionError, DBusError) as error:
            raise Failed("MPRIS: %s" % error)
        finally:
            try:
                mpris.bus.close()
            except Exception:
                pass
        track = reveal_timeline(app, geometry)
        if track is None:
            raise Failed(NO_TIMELINE)
        out["timeline"] = list(track)
        wx, wy = geometry[:2]
        x0, ty, tw = wx + track[0], wy + int(round(track[1])), track[2]
        row_x, row_y, width = wx + picture.x, wy + picture.band_y, picture.width
        tail = LogTail(app.log_path)
        tail.skip()
        screen.move(int(round(x0)), ty)
        time.sleep(0.2)
        seen = []  # (s since the press, frame) at each change
        last = object()
        reads = unreadable = 0
        seconds = args.sweep_seconds
        t0 = time.monotonic()
        screen.press(1)
        pressed = True
        next_move = t0 + 0.01
        next_check = t0 + 0.1
        released = False
        while True:
            now = time.monotonic()
            if now >= next_check:
                next_check += 0.1
                if not app.alive():
                    lines = tail.lines()
                    requests = [line for line in lines if debuglines.SEEK_REQUEST.search(line)]
                    raise Failed(
                        "Nova exited (code %s) %.2f s into the sweep, after %d seek requests "
                        "(last: %s); frames seen: %s"
                        % (app.proc.returncode, now - t0, len(requests),
                           requests[-1] if requests else "-",
                           " ".join(str(v) for _, v in seen[-6:])))
            if now >= next_move and not released:
                fraction = min(1.0, (now - t0) / seconds)
                screen.move(int(round(x0 + tw * fraction)), ty)
                next_move += 0.01
                if fraction >= 1.0:
                    screen.release(1)
                    released, pressed = True, False
                    end = time.monotonic()
            if released and now - end >= 0.5:
                break
            value = frames.decode_band(screen.grab_row(row_x, row_y, width), 0, width)
            reads += 1
            unreadable += value is None
            if value != last:
                seen.append((now - t0, value))
                last = value
            time.sleep(0.001)
        swept = [(s, v) for s, v in seen if s <= seconds and v is not None]
        frames_seen = [v for _, v in swept]
        distinct = len(set(frames_seen[1:]) - {frames_seen[0]}) if frames_seen else 0
        per_second = [0] * max(1, int(seconds))
        for s, _ in swept[1:]:
            if int(s) < len(per_second):
                per_second[int(s)] += 1
        lines = tail.lines()
        requests = [debuglines.SEEK_REQUEST.search(line) for line in lines]
        requests = [m for m in requests if m]
        out.update({
            "seconds": seconds,
            "updates_per_s": distinct / seconds,
            "worst_second": min(per_second),
            "distinct_frames": distinct,
            "first_frame": frames_seen[0] if frames_seen else None,
            "last_frame": next((v for _, v in reversed(seen) if v is not None), None),
            "unreadable_reads": unreadable, "reads": reads,
            "seek_requests": len(requests),
            "seek_requests_by": {k: sum(1 for m in requests if (m.group(2), m.group(3)) == k)
                                 for k in sorted({(m.group(2), m.group(3)) for m in requests})},
            "seeks_done": sum(1 for line in lines if line.startswith(debuglines.SEEK_DONE)),
            "changes": [[round(s, 4), v] for s, v in seen],
        })
        out["seek_requests_by"] = {"%s/%s" % k: v for k, v in out["seek_requests_by"].items()}
        if not app.alive():
            raise Failed("exited during the sweep (code %s)" % app.proc.returncode)
    except Failed as error:
        out["failure"] = str(error)
    except (AssertionError, RuntimeError, OSError, ValueError, DBusError) as error:
        out["failure"] = "%s: %s" % (type(error).__name__, error)
    finally:
        if pressed:
            screen.release(1)
        screen.move(*PARK)
        if app is not None:
            leftover = app.stop()
            out["log"] = str(app.log_path)
            if leftover:
                out["note"] = "left processes %r (killed)" % leftover
    return out


def thumbnail_playback(card, args, ctx):
    """Part 4: args.hover_seconds of plain playback, then as long with the
    pointer moving back and forth over the picture just above the timeline
    (the controls show), then as long moving back and forth over the
    timeline (no button pressed: Nova decodes preview thumbnails)."""
    out = {"player": "nova"}
    app = None
    try:
        app, picture, geometry = start_nova_on(card, args, ctx, "thumbnails")
        seconds = args.hover_seconds
        screen.move(*PARK)
        time.sleep(0.5)
        out["plain"] = measure_playback(app, picture, geometry, seconds, args.poll_interval,
                                        ctx["xvfb_pid"])
        track = reveal_timeline(app, geometry)
        if track is None:
            raise Failed(NO_TIMELINE)
        out["timeline"] = list(track)
        wx, wy = geometry[:2]
        x0, ty, tw = wx + track[0], wy + int(round(track[1])), track[2]

        def sweeper(y, state, period=2.0, step=0.02):
            """A tick moving the pointer back and forth along the track's
            width at ``y``, one way every ``period`` s, every ``step`` s."""
            def tick(now):
                if state.get("t0") is None:
                    state["t0"] = state["next"] = now
                    state["moves"] = 0
                if now < state["next"]:
                    return
                phase = ((now - state["t0"]) / period) % 2.0
                fraction = phase if phase <= 1.0 else 2.0 - phase
                # Stay a few pixels inside the track's ends.
                screen.move(int(round(x0 + 2 + (tw - 4) * fraction)), y)
                state["moves"] += 1
                state["next"] += step
            return tick

        # The same motion 60 px above the track, over the picture: the
        # controls show, no thumbnails are asked for.  Tells the cost of
        # the thumbnails from that of the controls.
        tail = LogTail(app.log_path)
        for key, y in (("controls", ty - 60), ("hover", ty)):
            state = {}
            tail.skip()
            out[key] = measure_playback(app, picture, geometry, seconds, args.poll_interval,
                                        ctx["xvfb_pid"], tick=sweeper(y, state))
            out[key]["pointer_moves"] = state.get("moves", 0)
            out[key]["seek_requests"] = sum(1 for line in tail.lines()
                                            if debuglines.SEEK_REQUEST_START in line)
        if not app.alive():
            raise Failed("exited during playback (code %s)" % app.proc.returncode)
    except Failed as error:
        out["failure"] = str(error)
    except (AssertionError, RuntimeError, OSError, ValueError, DBusError) as error:
        out["failure"] = "%s: %s" % (type(error).__name__, error)
    finally:
        screen.move(*PARK)
        if app is not None:
            leftover = app.stop()
            out["log"] = str(app.log_path)
            if leftover:
                out["note"] = "left processes %r (killed)" % leftover
    return out
