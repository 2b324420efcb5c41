"""What Mayan Curse's turn builder says besides its choices (issue 38's table trial): the pass
offered at the start of a turn with what it leads to, which choices a slide ruled out
(``ruled_out``), and why the board leaves a stone or a slide's distance out (``stones_left_out``,
``distances_left_out``); their seed words in their docstrings.

Seed 000 「a. 床ボードのスライド」: 「3つのスライドすべてを使用したくない場合は、すべてを使用する
必要はありません」; 「b. 移動」: 「すべての石を使う必要はありませんが、ターンの終了時に、使用して
いないものも含めて、すべての石を捨てなければなりません」: a turn with no slide and no move (a pass)
is a turn the rules allow; its stones go back into the pouch (「c. 神聖な石を捨てる」), and solo one
trigger token still comes off (「ソロモード 岩」).
"""
from __future__ import annotations

from typing import Any

from flask_babel import gettext as _
from flask_babel import ngettext

from companion.engine import IllegalMove
from companion.games.mayan_curse.messages import join_words
from companion.games.mayan_curse.rules import names, play, turn_steps
from companion.games.mayan_curse.rules.movement import pos_dict, pos_of
from companion.games.mayan_curse.web.presenter import space_label, token_lines
from companion.games.mayan_curse.web.turn_form import partial_of
from companion.i18n import render
from companion.message import Msg


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


def _stone_words(comps: dict[str, Any], hand: list[str], i: int) -> str:
    return _("stone %(n)d (%(stone)s)", n=i + 1, stone=render(names.stone_text(comps, hand[i])))


def _single(segs: list[dict[str, Any]]) -> set[int]:
    """The stones with a line of their own (one stone, no machete) among ``segs``."""
    return {s["stones"][0] for s in segs
            if len(s.get("stones", ())) == 1 and not s["machete"]}


def _nearest(here: dict[str, int], to: dict[str, int]) -> tuple[int, int, int]:
    """Spaces ordered the nearest to ``here`` first, then by row and column."""
    row, col = to.get("row", 0), to.get("col", 0)
    return abs(row - here.get("row", 0)) + abs(col - here.get("col", 0)), row, col


def stones_left_out(state: dict[str, Any], seat: int, partial: dict[str, Any], opts: Any,
                    before: Any = None) -> list[str]:
    """Why each stone not used yet has no line on the menu, one line each (``opts``: the
    options after ``partial``; ``before``: those before the slide just taken, whose stones
    ``ruled_out`` explains already, or None).  Worked out from the rules' search
    (turn_steps.options): a stone with lines the rules allow but after which the turn cannot
    end: a slid board must be stood on or moved onto (「a. 床ボードのスライド」); a stone with
    no line from here but one after a free step over the relay board stood on (「中継地点」): the
    space to step to first; else no space of its symbol (either, for a dual stone) to move onto
    in a straight line now (「b. 移動」: 「一致するシンボルを持つ任意の数のスペースを直線で」)."""
    hand = state["hands"][seat] or []
    if opts.escaped or opts.position is None:
        return []
    comps = state["components"]
    used = {i for seg in partial["moves"] for i in seg.get("stones", ())}
    skip = _single(before.segments) if before is not None else set()
    missing = [i for i in range(len(hand))
               if i not in used | _single(opts.segments) | skip]
    after_free: dict[int, str] = {}
    if missing and opts.free:
        for to in sorted(opts.free, key=lambda p: _nearest(opts.position, p)):
            later = turn_steps.options(state, seat, turn_steps.add_step(
                partial, {"kind": "free", "to": to}), slides=False)
            for i in _single(later.segments):
                after_free.setdefault(i, space_label(opts.state, to))
    lines = []
    for i in missing:
        stone = _stone_words(comps, hand, i)
        if i in _single(opts.dead_ends):
            boards = join_words([board_name(state, sl) for sl in opts.to_visit])
            lines.append(_("%(stone)s: you slid %(board)s and must stand on it or move onto it "
                           "this turn; no move with this stone leaves a way there.",
                           stone=stone, board=boards))
            continue
        syms = [render(names.symbol_text(comps, x)) for x in hand[i].split("/")]
        symbol = syms[0] if len(syms) == 1 else _("%(a)s or %(b)s", a=syms[0], b=syms[1])
        if i in after_free:
            lines.append(_("%(stone)s: no %(symbol)s space to move onto from where you stand; "
                           "move freely over this relay board first (to %(place)s, say).",
                           stone=stone, symbol=symbol, place=after_free[i]))
        else:
            lines.append(_("%(stone)s: no %(symbol)s space to move onto now.", stone=stone,
                           symbol=symbol))
    return lines


def board_name(state: dict[str, Any], sl: dict[str, int]) -> str:
    """The board a slide (``{"row" | "tier", ...}``) names, in words."""
    if "row" in sl:
        return render(names.slab_place(state, sl["row"]))
    return render(Msg("mayan_curse.place.temple_tier", tier=sl["tier"]))


def _distances(bys: list[int]) -> str:
    return join_words([("← " if by < 0 else "→ ") + ngettext(
        "%(num)d space", "%(num)d spaces", abs(by)) for by in bys])


def distances_left_out(s: dict[str, Any], board: dict[str, int], offered: list[int],
                       used: int, left: int) -> list[str]:
    """Why the slide page of ``board`` (``{"row": y}`` or ``{"tier": t}``) leaves distances
    out, one line per reason and side (``s``: the table after the steps so far; ``offered``:
    the distances offered, signed; ``used``, ``left``: the spaces of slides used and left this
    turn).  「a. 床ボードのスライド」: 「合計3スペースまで」 (4 with the elixir, 「バックパックを
    使う」): a distance past what is left; 「重要な注意事項:スライド ▶ 川」: a floor board past 3
    spaces off its river board; else no way to end the turn after it (the rules' search found
    none: the slid board must be stood on or moved onto)."""
    lines = []
    limit = s["components"]["passage"]["max_slide"]
    offset = s["rows"][board["row"]]["offset"] if "row" in board else None
    name = board_name(s, board)
    for side in (-1, 1):
        river, stuck = [], []
        for n in range(1, left + 1):
            by = side * n
            if by in offered:
                continue
            if offset is not None and abs(offset + by) > limit:
                river.append(by)
            else:
                stuck.append(by)
        if river:
            now = (ngettext("it is %(num)d space to the right now",
                            "it is %(num)d spaces to the right now", offset) if offset > 0 else
                   ngettext("it is %(num)d space to the left now",
                            "it is %(num)d spaces to the left now", -offset) if offset < 0
                   else _("it is in line now"))
            lines.append(_("%(distances)s: a floor board may not stick out more than %(limit)d "
                           "spaces past its river board either way (%(now)s).",
                           distances=_distances(river), limit=limit, now=now))
        if stuck:
            lines.append(_("%(distances)s: after it, no move of your stones gets you onto "
                           "%(board)s, so the turn could not end (a slid board must be stood "
                           "on or moved onto this turn).", distances=_distances(stuck),
                           board=name))
    far = list(range(left + 1, used + left + 1))
    if far:
        words = join_words([ngettext("%(num)d space", "%(num)d spaces", n) for n in far])
        lines.append(_("%(distances)s either way: slides are %(total)d spaces in all this turn, "
                       "and %(left)d are left.", distances=words, total=used + left, left=left))
    return lines


def after_lines(state: dict[str, Any], seat: int, after: dict[str, Any], run: play.TurnRun,
                ends_game: bool, passed: bool) -> list[str]:
    """The last page's lines: the table ``after`` the turn (``run``: play.after_turn's)
    in words; ``ends_game``: this seat leaving ends the game; ``passed``: no step taken."""
    adv = after["adventurers"][seat]
    lines = []
    if adv["escaped"]:
        # 「入口ボードにたどり着いたら、あなたの冒険者をボードから取り外します。ゲームの残りの
        # 期間では、あなたのターンはスキップされます。」 (seed 000, 「寺院への到達と帰還」)
        lines.append(_("You leave the temple by the entrance: your adventurer comes off "
                       "the board and you play no more turns this game. Your knowledge "
                       "counts at the end."))
        if len(state["players"]) == 1:
            lines.append(_("Playing solo, this ends the game: the knowledge you bring out "
                           "is counted against your goal."))
        elif ends_game:
            lines.append(_("Everyone is then back at the entrance: the game ends."))
    else:
        lines.append(_("You end on %(place)s.", place=space_label(after, pos_dict(pos_of(adv)))))
    lying = {st["id"]: st for st in state["stelae"]}
    for sid in run.taken:   # where it lies before the turn (it slides with its slab)
        stela = names.stela_where(state, lying[sid]) if sid in lying else names.stela_name(sid)
        lines.append(_("You take %(stela)s.", stela=render(stela)))
    if run.camera:
        lines.append(_("You take a camera: 15 knowledge at the end."))
    lines += token_lines(state, after)
    if passed:
        lines.append(_("You pass: your three stones go back into the pouch."))
    return lines
