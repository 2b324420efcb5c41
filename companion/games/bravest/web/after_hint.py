"""What to do on the real table right after a Bravest placement: which tile selector moves
clockwise to which tile (issue 38: the table looks at the phone's confirmation and the host
screen's notice of the latest move; the app's place numbers are printed on no board, so the
place is named by the tile lying there, its number only as an aid for the screen's drawing).

The hint is read from the placement's stored log line (``rules/log.describe_move``: ``what``
the tile taken, ``selector`` the place the selector goes to, ``selector_what`` the tile lying
there, ``skipped`` the tiles it passes that a selector already faces).

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, ゲームの仕組み 2 (「選んだタイルに向いていた
タイルセレクターを時計回りに動かし、次のタイルの前に置きます。もしすでにそのタイルに向いている
タイルセレクターがあれば、さらに次のタイルの前に置きます。」).
"""
from __future__ import annotations

from typing import Any

from companion.message import Msg

#: Log line codes of a placement.
PLACED = ("bravest.log.place", "bravest.log.place_face_down")


def after_hint(line: Any) -> Msg | None:
    """The hint for the placement whose own log line is ``line`` (a ``Msg``), e.g.
    Msg("bravest.after.selector", what=<wizard, ...>, to=<ghost, ...>, place=4) ("Move the
    tile selector that faced the tile you took (wizard, ...) clockwise to the next tile: the
    tile (ghost, ...), place 4."); ``bravest.after.selector_skip`` with ``n`` when it passes
    ``n`` tiles a selector already faces.  None for any other line, or a placement stored
    before the line named the tile the selector goes to (or with no tile left to go to)."""
    if not isinstance(line, Msg) or line.code not in PLACED:
        return None
    p = line.params
    if "selector_what" not in p or "what" not in p:
        return None
    if p.get("skipped"):
        return Msg("bravest.after.selector_skip", what=p["what"], to=p["selector_what"],
                   place=p["selector"], n=p["skipped"])
    return Msg("bravest.after.selector", what=p["what"], to=p["selector_what"],
               place=p["selector"])
