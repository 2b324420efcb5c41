"""Keep the translation catalogues up to date: one for the platform, one per game.

    python tools/translations.py            # extract, update every catalogue, compile
    python tools/translations.py compile    # only compile the .po files into .mo

Each catalogue (``companion.i18n.catalogues()``) is extracted from its own sources: the
platform's from ``companion/`` and ``templates/`` without the games' folders, a game's from
``companion/games/<key>/`` and ``templates/games/<key>/``.  New strings appear untranslated in
``<catalogue>/ja/LC_MESSAGES/messages.po``: translate them, then run this again to compile.
"""
from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.frontend import CommandLineInterface

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from companion.i18n import KEYWORDS, ROOT, catalogues  # noqa: E402

MAPPING = ROOT / "babel.cfg"


def _babel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "-q", *args])


def _keywords() -> list[str]:
    out = []
    for name, spec in KEYWORDS.items():
        out += ["-k", name if spec is None else f"{name}:{','.join(map(str, spec))}"]
    return out


def update() -> None:
    """Extract each catalogue's strings and merge them into its Japanese .po file."""
    for cat in catalogues():
        cat.directory.mkdir(parents=True, exist_ok=True)
        pot = cat.directory / "messages.pot"
        sources = [str(p) for p in cat.sources if p.is_dir()]
        ignore = [x for pattern in cat.ignore for x in ("--ignore-dirs", pattern)]
        _babel("extract", "-F", str(MAPPING), *_keywords(), *ignore, "--no-location",
               "--sort-output", "-o", str(pot), *sources)
        if (cat.directory / "ja" / "LC_MESSAGES" / "messages.po").exists():
            _babel("update", "--ignore-obsolete", "--no-fuzzy-matching", "-i", str(pot),
                   "-d", str(cat.directory), "-l", "ja")
        else:
            _babel("init", "-i", str(pot), "-d", str(cat.directory), "-l", "ja")


def compile_all() -> None:
    """Compile every catalogue's .po into .mo."""
    for cat in catalogues():
        if (cat.directory / "ja" / "LC_MESSAGES" / "messages.po").exists():
            _babel("compile", "-d", str(cat.directory), "-l", "ja")


if __name__ == "__main__":
    if sys.argv[1:] != ["compile"]:
        update()
    compile_all()
