# SPDX-License-Identifier: GPL-3.0-or-later
"""The translations are complete: the template made anew from the sources (as meson's
`nova-player-pot` makes it: the interface, the desktop file, the metainfo, the schema),
every language in po/LINGUAS translates every message of it, plural forms too, with
nothing fuzzy, and each translation keeps its message's places."""

import re
import subprocess

import pytest

from novatest.session import REPO_ROOT

PO = REPO_ROOT / "po"
LANGUAGES = [line.strip() for line in (PO / "LINGUAS").read_text().splitlines() if line.strip() and not line.startswith("#")]
# meson's i18n "glib" preset, and Nova's own keywords (po/meson.build).
XGETTEXT = ["xgettext", "--from-code=UTF-8", "--add-comments", "--keyword=_", "--keyword=N_", "--keyword=C_:1c,2",
            "--keyword=NC_:1c,2", "--keyword=g_dngettext:2,3", "--keyword=tr", "--keyword=trPlural:1,2",
            "--package-name=nova-player"]


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    pot = tmp_path_factory.mktemp("pot") / "nova-player.pot"
    subprocess.run(XGETTEXT + ["-D", str(REPO_ROOT), "-f", str(PO / "POTFILES.in"), "-o", str(pot)],
                   check=True, capture_output=True, timeout=60)
    return pot


def test_the_languages_include_german_and_hebrew():
    assert {"de", "he"} <= set(LANGUAGES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated(template, language, tmp_path):
    merged = tmp_path / (language + ".po")
    subprocess.run(["msgmerge", "--quiet", "--no-fuzzy-matching", "-o", str(merged), str(PO / (language + ".po")),
                    str(template)], check=True, timeout=60)
    result = subprocess.run(["msgfmt", "--check", "--statistics", "-o", "/dev/null", str(merged)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    statistics = result.stderr.strip()
    assert "untranslated" not in statistics and "fuzzy" not in statistics, \
        "%s: %s (msgmerge po/%s.po against the template, then translate)" % (language, statistics, language)
    count = int(re.match(r"(\d+) translated", statistics).group(1))
    assert count > 300, statistics
    # The catalogue has every message of the template, and no message it lacks.
    result = subprocess.run(["msgcmp", str(PO / (language + ".po")), str(template)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


PLACE = re.compile(r"%(?:\d+\$)?s")


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_translation_keeps_its_places(language):
    """Nova fills "%s" (and "%2$s") itself, not printf: a lost place loses a file's name."""
    text = (PO / (language + ".po")).read_text()
    faults = []
    for block in text.split("\n\n"):
        ids = re.findall(r'^msgid(?:_plural)? ((?:".*"\n?)+)', block, re.M)
        strs = re.findall(r'^msgstr(?:\[\d\])? ((?:".*"\n?)+)', block, re.M)
        if not ids or not strs:
            continue
        joined = lambda parts: "".join(re.findall(r'"(.*)"', parts))  # noqa: E731
        wanted = len(PLACE.findall(joined(ids[0])))
        for translation in strs:
            found = len(PLACE.findall(joined(translation)))
            if joined(translation) and found != wanted:
                faults.append("%r: %d places, the translation %r has %d" % (joined(ids[0]), wanted, joined(translation), found))
    assert not faults, "\n".join(faults)
