# SPDX-License-Identifier: GPL-3.0-or-later
"""The library section: a big library in Nova's database, its page and search timed."""

import subprocess
import time
from pathlib import Path

from novatest import debuglines, screen
from novatest.session import App, private_env

from .common import Failed, log
from .players import nova_binary
from .seekers import LogTail


LIBRARY_SEARCH = "show 42 episode 7"


def make_big_library(root, count):
    """``count`` empty files, "Show N/Episode M.mkv", 500 to a folder: GIO types them as
    video by their names, so Nova's start-up indexing finds them unchanged."""
    files = []
    for n in range(count):
        folder = root / ("Show %d" % (n // 500))
        if n % 500 == 0:
            folder.mkdir(parents=True, exist_ok=True)
        path = folder / ("Episode %d.mkv" % (n % 500 + 1))
        path.write_bytes(b"\x1a\x45\xdf\xa3")
        files.append(path)
    return files


def fill_library(database, root, files):
    """Rows for ``files`` in the database Nova made (schema 3 columns), as indexing
    would write them; every hundredth one half watched, for "Continue Watching"."""
    import sqlite3
    now = time.time()
    connection = sqlite3.connect(str(database))
    with connection:
        connection.execute("INSERT OR IGNORE INTO library_folder (path, added) VALUES (?, ?)", (str(root), now))
        rows = []
        for index, path in enumerate(files):
            modified = int(path.stat().st_mtime)
            watched = index % 100 == 0
            rows.append((str(path), now - index, 1500.0, 600.0 if watched else 0.0,
                         now - index if watched else None, 1 if watched else 0, modified))
        connection.executemany(
            "INSERT INTO media (location, added, duration, position, last_watched, in_history, library, available,"
            " size, modified) VALUES (?, ?, ?, ?, ?, ?, 1, 1, 4, ?)", rows)
    connection.close()


def library_session(binary, env, ctx, size, stem):
    """One timed start of Nova on the big library in a window of ``size``: when the
    library page shows all of it, and how fast each key typed into its search is answered."""
    out = {"window": "%dx%d" % size}
    # The window size is remembered: set it in a first run, then time a second one.
    app = App([str(binary)], env=env, name="nova", log_path=ctx["log_dir"] / ("nova-library-%s-setup.log" % stem))
    app.start()
    app.wait_for_window(timeout=30)
    app.resize(*size)
    time.sleep(0.5)
    app.stop()

    app = App([str(binary)], env=env, name="nova", log_path=ctx["log_dir"] / ("nova-library-%s.log" % stem))
    tail = LogTail(app.log_path)
    try:
        app.start()
        shown = debuglines.LIBRARY_SHOWING
        # The window gets the keyboard focus as soon as it is there (the bench's X server
        # has no window manager to give it), so keys go to Nova the moment it is ready.
        app.wait_for_window(timeout=30)
        subprocess.run(["xdotool", "windowfocus", str(app.window)], check=False)
        deadline = time.monotonic() + 30
        ready = None
        while ready is None and time.monotonic() < deadline:
            for line in tail.lines():
                match = shown.match(line)
                if match and int(match.group(2)) >= 1000:
                    ready = time.monotonic() - app.launch_time
                    out["videos"] = int(match.group(2))
                    out["first_build_ms"] = float(match.group(5))
            time.sleep(0.001)
        if ready is None:
            raise Failed("the library page never showed the library")
        out["shown_s"] = ready
        geometry = app.geometry()
        out["timed_window"] = "%dx%d" % (geometry.width, geometry.height)
        # Ctrl+F puts the focus in the search; then one key at a time.
        screen.key("ctrl+f", delay=0)
        latencies, inside = [], []
        typed = ""
        for char in LIBRARY_SEARCH:
            typed += char
            # XTest from this process (the window has the focus already): no helper
            # process in the measured time.
            sent = time.monotonic()
            screen.key("space" if char == " " else char, delay=0)
            answered = None
            while answered is None and time.monotonic() - sent < 5:
                for line in tail.lines():
                    match = shown.match(line)
                    if match and match.group(3) == typed:
                        answered = time.monotonic()
                        inside.append(float(match.group(5)))
                        out["last_matches"] = int(match.group(1))
                time.sleep(0.001)
            if answered is None:
                raise Failed("no answer to the search %r" % typed)
            latencies.append(answered - sent)
            if len(latencies) == 1:
                out["first_answer_s"] = answered - app.launch_time
        out["key_to_answer_ms"] = [1000 * v for v in latencies]
        out["in_nova_ms"] = inside
    except Failed as error:
        out["error"] = str(error)
    finally:
        app.stop()
    return out


def run_library_section(args, ctx):
    binary = nova_binary(args)
    if not binary.exists():
        return {"error": "%s missing: build it with `swift build -c release`" % binary}
    # A keyfile GSettings backend (not the memory one of the other sections): the window
    # size set in each session's first start must still be there for the timed start.
    env = private_env(ctx["work"] / "nova-env-library", display=ctx["display"],
                      extra={"NOVA_DEBUG": "library", "NOVA_AUDIO_OUTPUT": "null", "GSETTINGS_BACKEND": "keyfile"})
    log("bench: library: %d files ..." % args.library_files)
    root = ctx["work"] / "big-library"
    files = make_big_library(root, args.library_files)
    # Nova makes its database once (a start and a quit); the bench fills it.
    app = App([str(binary)], env=env, name="nova", log_path=ctx["log_dir"] / "nova-library-schema.log")
    app.start()
    app.wait_for_window(timeout=30)
    time.sleep(1.0)
    app.stop()
    database = Path(env["XDG_DATA_HOME"]) / "nova-player" / "library.sqlite"
    if not database.exists():
        return {"error": "Nova made no library database at %s" % database}
    fill_library(database, root, files)
    results = {"files": args.library_files, "sessions": []}
    for size, stem in (((1280, 800), "desktop"), ((360, 720), "phone")):
        log("bench: library at %dx%d ..." % size)
        results["sessions"].append(library_session(binary, env, ctx, size, stem))
    return results
