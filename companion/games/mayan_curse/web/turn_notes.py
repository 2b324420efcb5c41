"""What Mayan Curse's turn builder says besides its choices (issue 38's table trial): the pass
offered at the start of a turn with what it leads to, and which choices a slide ruled out.

Seed 000 「a. 床ボードのスライド」: 「3つのスライドすべてを使用したくない場合は、すべてを使用する
必要はありません」; 「b. 移動」: 「すべての石を使う必要はありませんが、ターンの終了時に、使用して
いないものも含めて、すべての石を捨てなければなりません」: a turn with no slide and no move (a pass)
is a turn the rules allow; its stones go back into the pouch (「c. 神聖な石を捨てる」), and solo one
trigger token still comes off (「ソロモード 岩」).
"""
from __future__ import annotations

from typing import Any

from flask_babel import gettext as _

from companion.engine import IllegalMove
from companion.games.mayan_curse.rules import play
from companion.games.mayan_curse.rules.movement import pos_dict, pos_of
from companion.games.mayan_curse.web.presenter import space_label, token_lines
from companion.games.mayan_curse.web.turn_form import partial_of
from companion.i18n import render


def pass_offer(state: dict[str, Any], seat: int, opts: Any) -> dict[str, Any] | None:
    """The pass at the start of ``seat``'s turn (``opts``: the options of the empty turn,
    ``turn_steps.Options``): ``{"can": True, "lines": what it leads to}``, or ``{"can":
    False, "why": the rules' reason}`` when an empty turn cannot end now."""
    if not opts.can_end:
        why = render(opts.end_problem.message) if opts.end_problem is not None else ""
        return {"can": False, "why": why}
    try:
        after, _run = play.after_turn(state, partial_of([], seat))
    except IllegalMove as exc:   # the options said it can end: should not happen
        return {"can": False, "why": render(exc.message)}
    adv = after["adventurers"][seat]
    lines = [_("Your three stones go back into the pouch unused, and you stay on %(place)s.",
               place=space_label(after, pos_dict(pos_of(adv))))]
    lines += token_lines(state, after)
    if play.last_of_round(state, seat) and any(
            not b["tokens"] and not b["at_entrance"] for b in after["boulders"]):
        lines.append(_("Yours is the round's last turn: then the boulders without a trigger "
                       "token roll toward the entrance."))
    return {"can": True, "lines": lines}
