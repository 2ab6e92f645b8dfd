# SPDX-License-Identifier: GPL-3.0-or-later
"""Fixtures for Nova's end-to-end tests.

Run from the repository root inside a private D-Bus session:

    dbus-run-session -- /usr/bin/python3 -m pytest -q Tests/EndToEnd

Two legs: ``--leg x11`` (the default) runs the tests on Xvfb; ``--leg wayland`` runs
them under a headless phoc, one for each test, with real touch (novatest.wayland). A
test runs on the legs its ``legs`` mark names (``@pytest.mark.legs("x11", "wayland")``,
a module's ``pytestmark`` for the whole file); unmarked, on the X11 leg only. On the
Wayland leg, ``@pytest.mark.output(mode="360x720", scale=2)`` sets the output a test
starts with (default 1280x800 at scale 1).

Environment:
  NOVA_BINARY          the player under test (default .build/debug/nova-player,
                       then .build/release/nova-player; tests needing it skip
                       when there is none)
  NOVA_E2E_DISPLAY     use this X display instead of starting Xvfb
  NOVA_TEST_MEDIA_DIR  where the test media are made (default .build/nova-test-media)
"""

import os
import re

import pytest

from novatest import mpris as mpris_mod
from novatest import screen
from novatest import wayland
from novatest.session import App, WaylandApp, Xvfb, make_long_card, make_test_media, nova_binary, private_env


def pytest_addoption(parser):
    parser.addoption("--leg", choices=("x11", "wayland"), default="x11",
                     help="the display the players run on: Xvfb, or a headless phoc with real touch")
    parser.addoption("--renderer", choices=("gl", "software"), default=None,
                     help="NOVA_RENDERER for every player started (default: Nova's own choice)")


def pytest_collection_modifyitems(config, items):
    leg = config.getoption("--leg")
    keep, drop = [], []
    for item in items:
        marker = item.get_closest_marker("legs")
        (keep if leg in (marker.args if marker else ("x11",)) else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.failed:
        for app in getattr(item, "_nova_apps", []):
            report.sections.append(("output of %s (pid %s)" % (app.name, app.proc.pid if app.proc else "-"),
                                    app.log_text() or "(no output)"))
        compositor = getattr(item, "_phoc", None)
        if compositor is not None:
            report.sections.append(("output of phoc", compositor.log_text()[-20000:] or "(no output)"))


@pytest.fixture(scope="session")
def x_display(tmp_path_factory):
    """The X display the tests run on; $DISPLAY is set to it."""
    old = os.environ.get("DISPLAY")
    given = os.environ.get("NOVA_E2E_DISPLAY")
    server = None
    if given:
        name = given
    else:
        server = Xvfb(size="1280x800x24", log_dir=tmp_path_factory.mktemp("xvfb"))
        name = server.start()
    os.environ["DISPLAY"] = name
    try:
        yield name
    finally:
        screen.close()
        if server is not None:
            server.stop()
        if old is None:
            os.environ.pop("DISPLAY", None)
        else:
            os.environ["DISPLAY"] = old


@pytest.fixture
def phoc(request, tmp_path):
    """The Wayland leg's compositor for this test: a headless phoc with the suite's input
    module, to which novatest.screen's captures and input then go."""
    if request.config.getoption("--leg") != "wayland":
        pytest.skip("runs on the Wayland leg (--leg wayland)")
    missing = wayland.missing_tools()
    if missing:
        pytest.fail("the Wayland leg needs %s (meson-helpers/dev test installs them)" % ", ".join(missing))
    marker = request.node.get_closest_marker("output")
    options = marker.kwargs if marker else {}
    server = wayland.Phoc(tmp_path / "phoc", mode=options.get("mode", "1280x800"), scale=options.get("scale", 1))
    server.start()
    request.node._phoc = server
    screen.use_wayland(server)
    yield server
    screen.use_wayland(None)
    crashed = server.proc.poll() is not None
    server.stop()
    if crashed:
        pytest.fail("phoc exited during the test:\n" + server.log_text()[-5000:])


@pytest.fixture(scope="session")
def test_media():
    """TestMedia(dir, card, text_file, empty_file): the 720p30 test card
    (1800 frames, 60 s), a non-media text file and an empty .mkv."""
    return make_test_media()


@pytest.fixture(scope="session")
def long_card(test_media):
    """A two-minute card (360p, 30 fps, 3600 frames), for what a minute is too short for:
    half of it is still outside the last 30 s, which count as watched."""
    return make_long_card()


@pytest.fixture(scope="session")
def session_bus():
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        pytest.fail("no D-Bus session bus: run pytest under `dbus-run-session --`")
    return mpris_mod.session_bus()


@pytest.fixture
def launch(request, tmp_path):
    """Factory: ``launch(argv, env=None, name=None, window=True, cwd=None)`` starts a
    process with a private HOME/XDG environment (plus ``env``) on the test
    display (the X server, or this test's phoc on the Wayland leg), its output going to a log shown when the test fails, waits for
    its window unless ``window=False``, and returns the :class:`App`.
    At teardown each app gets SIGTERM (SIGKILL after 5 s); the test fails if
    it needed SIGKILL or left processes behind."""
    apps = []
    request.node._nova_apps = apps
    compositor = request.getfixturevalue("phoc") if request.config.getoption("--leg") == "wayland" else None
    x_display = None if compositor else request.getfixturevalue("x_display")

    renderer = request.config.getoption("--renderer")

    def start(argv, env=None, name=None, window=True, window_timeout=30.0, cwd=None):
        index = len(apps)
        if renderer:
            env = dict({"NOVA_RENDERER": renderer}, **(env or {}))
        base = tmp_path / ("app%d" % index)
        log_path = tmp_path / ("app%d.log" % index)
        if compositor:
            app = WaylandApp(argv, compositor, env=private_env(base, extra=dict(compositor.env(), **(env or {})),
                                                                 wayland=True),
                             log_path=log_path, name=name, cwd=cwd)
        else:
            app = App(argv, env=private_env(base, extra=env, display=x_display), log_path=log_path, name=name,
                      cwd=cwd)
        apps.append(app)
        app.start()
        if window:
            app.wait_for_window(timeout=window_timeout)
        return app

    yield start

    problems = []
    for app in reversed(apps):
        leftover = app.stop()
        if compositor:
            # Under phoc a normal run prints no toolkit warning (GTK's, GLib's, GDK's...).
            warnings = [line for line in app.log_text(limit=400000).splitlines()
                        if re.search(r"-(WARNING|CRITICAL) \*\*", line)]
            if warnings:
                problems.append("%s printed warnings: %s" % (app.name, "; ".join(warnings[:5])))
        if leftover:
            problems.append("%s left processes behind: %r" % (app.name, leftover))
        if app.hard_killed:
            problems.append("%s did not exit within 5 s of SIGTERM" % app.name)
    if problems:
        pytest.fail("; ".join(problems))


@pytest.fixture
def nova_path():
    path = nova_binary()
    if path is None or not path.exists():
        pytest.skip("no Nova binary: build it (`swift build`) or set NOVA_BINARY")
    return path


@pytest.fixture
def nova(launch, nova_path):
    """Factory: ``nova(*files, env=None, window=True)`` starts Nova."""
    def start(*args, env=None, window=True):
        return launch([nova_path] + [str(a) for a in args], env=env, name="nova",
                      window=window)
    return start


@pytest.fixture
def nova_mpris(session_bus):
    """Mpris for org.mpris.MediaPlayer2.nova (call wait_for_name first)."""
    return mpris_mod.Mpris(bus=session_bus)
