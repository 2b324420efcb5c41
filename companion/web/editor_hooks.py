"""The optional hooks of a game's tap editor (companion/web/editor.py), with their defaults: a
game's editor class derives from ``EditorHooks`` and overrides what it needs, so the shared
pages call each hook as declared instead of probing the editor for it."""
from __future__ import annotations

from typing import Any


class EditorHooks:
    """Defaults of a tap editor's optional hooks."""

    #: The game's template that draws its entries' pictures on the set's page
    #: (templates/components/set.html), with two macros: ``defs()``, drawn once before them
    #: (what the pictures share), and ``picture(pic)``, one entry's (a value of ``pictures``);
    #: "" when the game draws none.
    pictures_template: str = ""

    def pictures(self, doc: dict, kind: str) -> dict[int, Any]:
        """A small picture of each entry of ``kind`` entered, by its n (from 1), shown beside
        it on the set's page so that a person checks the box at a glance without opening each
        entry (drawn by ``pictures_template``; an entry not entered has none): default none."""
        return {}

    def following(self, doc: dict, kind: str, n: int, form: Any) -> int:
        """The entry of ``kind`` "Save, then the next one" opens after entry ``n`` (from 1;
        ``form`` the submitted values): default the next one, n + 1 (past the kind's last
        entry: the shared page goes on to the next kind)."""
        return n + 1

    def next_args(self, form: Any) -> dict[str, str]:
        """What "Save, then the next one" carries to the next entry's page as its query (e.g.
        what the player tapped for the next card with the save; that page shows it unsaved
        and checks it again): default nothing."""
        return {}
