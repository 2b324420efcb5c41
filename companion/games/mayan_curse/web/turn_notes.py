"""What Mayan Curse's turn builder says besides its choices (issue 38's table trial): the pass
offered at the start of a turn with what it leads to, and which choices a slide ruled out
(``ruled_out``, its seed words in its docstring).

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
from companion.games.mayan_curse.messages import join_words
from companion.games.mayan_curse.rules import names, play
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


def _menu_entries(opts: Any, hand: list[str], comps: dict[str, Any]) -> dict[tuple, str]:
    """The menu's entries a set of options gives (builder._menu), ``{key: words}``: the map,
    the compass, the machete, each stone, each pair of stones as a wild, the free step."""
    out: dict[tuple, str] = {}
    for item in ("map", "compass"):
        if item in opts.jumps:
            out[("jump", item)] = _("the map") if item == "map" else _("the compass")
    if any(s["machete"] for s in opts.segments):
        out[("machete",)] = _("the machete")
    for s in opts.segments:
        if len(s["stones"]) == 1 and not s["machete"]:
            i = s["stones"][0]
            out[("stone", i)] = _("stone %(n)d (%(stone)s)", n=i + 1, stone=render(
                names.stone_text(comps, hand[i])) if i < len(hand) else "?")
        elif len(s["stones"]) == 2:
            a, b = s["stones"]
            out[("wild", a, b)] = _("stones %(a)d + %(b)d as a wild", a=a + 1, b=b + 1)
    if opts.free:
        out[("free",)] = _("the free move over the relay board")
    return out


def ruled_out(state: dict[str, Any], seat: int, before: Any, after: Any,
              board: str) -> list[str]:
    """What the slide just taken ruled out of the menu, and why: ``before`` and ``after`` the
    options before and after it, ``board`` the slid board in words.  The map and the compass
    act before any slide (「バックパックを使う」: 「スライドする前に」); a stone (a pair, the
    machete, the free step) that had a move before and none now: with a board slid still to
    stand on or move onto (「スライドできるのは、あなたが現在いる床ボード、またはこのターンの次の
    ステップで移動する予定の床ボードのみ」), none of its moves reaches it any more; else the
    slide moved the symbols around the adventurer.  [] when nothing vanished."""
    hand = state["hands"][seat] or []
    comps = state["components"]
    was, now = _menu_entries(before, hand, comps), _menu_entries(after, hand, comps)
    gone = [key for key in was if key not in now]
    lines = []
    jumps = [was[key] for key in gone if key[0] == "jump"]
    if jumps:
        lines.append(_("No longer offered: %(items)s, used only before sliding.",
                       items=join_words(jumps)))
    moves = [was[key] for key in gone if key[0] != "jump"]
    if moves and after.to_visit:
        lines.append(_("No longer offered: %(moves)s. After sliding %(board)s, you must stand "
                       "on it or move onto it this turn, and no move with them gets there.",
                       moves=join_words(moves), board=board))
    elif moves:
        lines.append(_("No longer offered: %(moves)s. Sliding %(board)s moved the symbols "
                       "around you: no line of theirs starts where you stand now.",
                       moves=join_words(moves), board=board))
    return lines
