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
from companion import registry  # noqa: E402,F401  (the games register their catalogues)
from companion.i18n import KEYWORDS, ROOT, catalogues  # noqa: E402

MAPPING = ROOT / "babel.cfg"


def _babel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "-q", *args])


def _keywords() -> list[str]:
    out = []
    for name, spec in KEYWORDS.items():
        out += ["-k", name if spec is None else f"{name}:{','.join(map(str, spec))}"]
    return out


def _same_but_dates(a: Path, b: Path) -> bool:
    """Whether two catalogue files differ in nothing but their creation and revision dates."""
    def body(p: Path) -> list[bytes]:
        return [line for line in p.read_bytes().splitlines()
                if not line.startswith((b'"POT-Creation-Date:', b'"PO-Revision-Date:'))]
    return a.exists() and b.exists() and body(a) == body(b)


def _replace_if_changed(new: Path, old: Path) -> bool:
    """Move ``new`` over ``old`` unless only dates differ (then drop ``new``); True if
    ``old`` changed.  Files left alone keep other catalogues' history quiet."""
    if _same_but_dates(new, old):
        new.unlink()
        return False
    new.replace(old)
    return True


def update() -> None:
    """Extract each catalogue's strings and merge them into its Japanese .po file; a
    catalogue whose strings did not change is not touched."""
    for cat in catalogues():
        cat.directory.mkdir(parents=True, exist_ok=True)
        pot = cat.directory / "messages.pot"
        fresh = cat.directory / "messages.pot.new"
        sources = [str(p) for p in cat.sources if p.is_dir()]
        ignore = [x for pattern in cat.ignore for x in ("--ignore-dirs", pattern)]
        _babel("extract", "-F", str(MAPPING), *_keywords(), *ignore, "--no-location",
               "--sort-output", "-o", str(fresh), *sources)
        po = cat.directory / "ja" / "LC_MESSAGES" / "messages.po"
        if not _replace_if_changed(fresh, pot) and po.exists():
            continue
        if po.exists():
            before = po.with_suffix(".po.old")
            before.write_bytes(po.read_bytes())
            _babel("update", "--ignore-obsolete", "--no-fuzzy-matching", "-i", str(pot),
                   "-d", str(cat.directory), "-l", "ja")
            if _same_but_dates(po, before):
                po.write_bytes(before.read_bytes())
            before.unlink()
        else:
            _babel("init", "-i", str(pot), "-d", str(cat.directory), "-l", "ja")


def compile_all() -> None:
    """Compile every catalogue's .po into .mo (a .mo already up to date is not touched)."""
    for cat in catalogues():
        po = cat.directory / "ja" / "LC_MESSAGES" / "messages.po"
        if not po.exists():
            continue
        mo = po.with_suffix(".mo")
        fresh = po.with_suffix(".mo.new")
        _babel("compile", "-i", str(po), "-o", str(fresh), "-l", "ja")
        if mo.exists() and mo.read_bytes() == fresh.read_bytes():
            fresh.unlink()
        else:
            fresh.replace(mo)


if __name__ == "__main__":
    if sys.argv[1:] != ["compile"]:
        update()
    compile_all()
