"""Nim on the command line: the setup as text (``GamePlugin.setup_text``)."""
from __future__ import annotations

from companion.i18n import ngettext


def setup_text(state: dict) -> str:
    """What to lay out: the pile, in the reader's language (the command line's --lang)."""
    return ngettext("Put %(num)d counter in one pile.", "Put %(num)d counters in one pile.",
                    state["start_pile"])
