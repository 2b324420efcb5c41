"""How Ohio Bob's tap editor (editor.py) says its kinds, entries and refusals: "green floor
temple cards 3/17" / 「緑の床の神殿カード 3/17」, "3rd card" / 「3枚目」.

Part of ``messages.MESSAGES`` (see docs/i18n.md for the entries).
"""
from __future__ import annotations

from companion.i18n import P_, T_, by_params, gettext

from .messages_components import _upper, nth

EDITOR_MESSAGES = {
    "ohio_bob.editor.kind.basics": T_("room size and gem colours"),
    "ohio_bob.editor.kind.green": T_("green floor temple cards"),
    "ohio_bob.editor.kind.blue": T_("blue floor temple cards"),
    "ohio_bob.editor.kind.start": T_("sides of the starting cards"),
    "ohio_bob.editor.one_side": T_("%(entry)s (only its %(side)s)"),
    "ohio_bob.editor.basics": T_("Room size and gem colours"),
    "ohio_bob.editor.basics_done": T_("Rooms of %(rows)d rows of %(cols)d spaces; gems: "
                                      "%(colours)s"),
    "ohio_bob.editor.card_n": by_params(lambda p: gettext("%(nth)s card", nth=nth(p["n"]))),
    "ohio_bob.editor.entry": by_params(lambda p: _upper(p["where"])),
    "ohio_bob.editor.space_at": by_params(lambda p: gettext(
        "%(row)s row from the top, %(col)s space from the left", row=nth(p["row"]),
        col=nth(p["col"]))),
    "ohio_bob.editor.size_needed": T_("Choose how many rows a room has and how many spaces a "
                                      "row has."),
    "ohio_bob.editor.colours_needed": T_("Choose the gem colours of your copy (at least one)."),
    "ohio_bob.editor.size_locked": P_(
        "The room size stays %(rows)d rows of %(cols)d spaces: %(num)d temple card is already "
        "entered with it (clear it to change the size).",
        "The room size stays %(rows)d rows of %(cols)d spaces: %(num)d temple cards are "
        "already entered with it (clear them to change the size).", "num"),
    "ohio_bob.editor.same_card": by_params(lambda p: gettext(
        "%(where)s shows the same as the %(other)s of the set: a card is entered once.",
        where=_upper(p["where"]), other=p["other"])),
}
