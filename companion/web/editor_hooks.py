"""The optional hooks of a game's tap editor (companion/web/editor.py), with their defaults: a
game's editor class derives from ``EditorHooks`` and overrides what it needs, so the shared
pages call each hook as declared instead of probing the editor for it."""
from __future__ import annotations

from typing import Any


class EditorHooks:
    """Defaults of a tap editor's optional hooks."""

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
