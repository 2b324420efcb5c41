"""The names of Ohio Bob's things as messages (``Msg``): cards, directions, gem colours, spaces,
equipment effects, card sets, sides, gems and players — for the engine's refusals and log lines,
the result sheet, the pages and the command line.  How each is said in English and Japanese is
in messages.py (the seed's terms: 階段, 糧食, 宝箱, ピット, 罠, テレポーター, 岩, 鍵, スレッジハンマー,
縄, トーチ, 神殿マップ, スーパーギア…).

Nothing here knows the reader's language: every function returns a ``Msg`` (or a ``Text`` or
string given by the table's own data).
"""
from __future__ import annotations

import json
import re
from typing import Any

from companion.message import Msg, Text, decode, is_message

#: The ids the component data gives these (as in components.py, which imports this module).
MULTI, WHITE, SUPER_GEAR = "multi", "white", "super_gear"

#: The arrows printed on equipment cards for a set of directions ("⇔" = east or west).
ARROWS = {"NS": "⇕", "EW": "⇔", "NESW": "✥", "N": "↑", "E": "→", "S": "↓", "W": "←"}
DIR_ARROWS = {"N": "↑", "E": "→", "S": "↓", "W": "←"}

DIRECTIONS = {"N": Msg("ohio_bob.dir.n"), "E": Msg("ohio_bob.dir.e"), "S": Msg("ohio_bob.dir.s"),
              "W": Msg("ohio_bob.dir.w")}
COLOURS = {"yellow": Msg("ohio_bob.colour.yellow"), "red": Msg("ohio_bob.colour.red"),
           "blue": Msg("ohio_bob.colour.blue"), "purple": Msg("ohio_bob.colour.purple"),
           "green": Msg("ohio_bob.colour.green"), MULTI: Msg("ohio_bob.colour.multi"),
           WHITE: Msg("ohio_bob.colour.white")}
SPACES = {"empty": Msg("ohio_bob.space.empty"), "stairs": Msg("ohio_bob.space.stairs"),
          "ration": Msg("ohio_bob.space.ration"), "chest": Msg("ohio_bob.space.chest"),
          "pit": Msg("ohio_bob.space.pit"), "trap": Msg("ohio_bob.space.trap"),
          "teleporter": Msg("ohio_bob.space.teleporter")}
SETS = {"green": Msg("ohio_bob.set.green"), "blue": Msg("ohio_bob.set.blue")}
#: The map's symbol of each space kind (the pages draw rooms with them).
SPACE_SYMBOLS = {"empty": "", "stairs": "▤", "ration": "♥", "chest": "▣", "pit": "●",
                 "trap": "✕", "teleporter": "◎"}
SIDES = {"easy": Msg("ohio_bob.side.easy"), "hard": Msg("ohio_bob.side.hard")}


def card(cid: str | None, data: dict[str, Any] | None = None) -> Msg | str:
    """A card where it lies as a room (temple side up: a room placed, explored, the stairs):
    the Super Gear by name, a temple card by what it shows, its gem and its room (``looks``),
    never by the id the app gave it (no card prints one: issue 38); a card whose data is not
    known ({}) is "a card".  Without ``data`` (a refusal of a card id the move named, which
    the rules do not look up) the id as given.  A card in the hand, the stack or on the deck
    (equipment side up) is named by ``equipment``."""
    if cid == SUPER_GEAR:
        return Msg("ohio_bob.card.super_gear")
    if data is None:
        return str(cid)
    if data:
        return looks(data)
    return Msg("ohio_bob.card.some")


def room(data: dict[str, Any]) -> Msg | list:
    """A card's room as the temple side shows it: its spaces that are not empty, row by row
    from the top left ("pit, purple chest and stairs"), or "no special space"."""
    spaces = [space(s) for row in (data.get("room") or {}).get("grid", []) for s in row
              if s != "empty"]
    return spaces or Msg("ohio_bob.room.plain")


def looks(data: dict[str, Any]) -> Msg:
    """A temple card named by what it shows: ``Msg("ohio_bob.card.looks", gem=<purple>,
    room=[<pit>, <stairs>])`` "the purple-gem card (room: pit and stairs)" / 「紫の宝石のカード
    （部屋：ピット、階段）」; two cards alike on both sides read the same (they are the same)."""
    gem = data.get("gem")
    if gem:
        return Msg("ohio_bob.card.looks", gem=colour(gem), room=room(data))
    return Msg("ohio_bob.card.looks_no_gem", room=room(data))


def looks_key(data: dict[str, Any]) -> tuple:
    """What ``looks`` says of a card: its gem and its spaces that are not empty, in order."""
    return (data.get("gem"), tuple(s for row in (data.get("room") or {}).get("grid", [])
                                   for s in row if s != "empty"))


def equipment_key(data: dict[str, Any]) -> tuple:
    """What ``equipment`` says of a card: its gem and its options' effects."""
    options = data.get("options") or {}
    return (data.get("gem"), json.dumps(options, sort_keys=True))


def place(cid: str, cards: dict[str, Any],
          unknown: dict[str, Any] | None = None) -> tuple[str, int] | None:
    """Card ``cid``'s place in its set as the player entered it: (set, n), n from the id the
    editor gave it ("G05": the fifth of the green floor, components.slot_id), else its rank
    among the ids of its set's places, known ``cards`` and places not entered yet ``unknown``
    (a file's own ids); None for a card of no set."""
    set_name = (cards.get(cid) or {}).get("set")
    if set_name not in SETS:
        return None
    slot = re.fullmatch(r"([GB])(\d\d)(-\d+)?", cid)
    if slot and slot.group(1) == {"green": "G", "blue": "B"}[set_name]:
        return set_name, int(slot.group(2))
    ids = sorted({c for c, d in cards.items() if d.get("set") == set_name}
                 | {c for c, u in (unknown or {}).items() if u.get("set") == set_name})
    return set_name, ids.index(cid) + 1


def _alike(cid: str, data: dict[str, Any], cards: dict[str, Any], key) -> bool:
    """Whether another card of ``data``'s set reads the same as card ``cid`` by ``key``."""
    mine = key(data)
    return any(c != cid and d.get("set") == data["set"] and key(d) == mine
               for c, d in cards.items())


def _both_sides(data: dict[str, Any]) -> tuple:
    """What both sides of a card show: its equipment side and its room."""
    return equipment_key(data) + looks_key(data)[1:]


def apart(cid: str | None, shown: Any, cards: dict[str, Any],
          unknown: dict[str, Any] | None = None, key=looks_key) -> Any:
    """``shown`` (card ``cid`` named by what one side shows) told from the other cards of its
    set by what the table can see (issue 38: a table trial found two cards named alike, and a
    place in the set as entered is printed on no card).  When another card of the set reads
    the same (``key`` of both equal), the name takes what the card's other side shows: an
    ``equipment`` name its room, ``Msg("ohio_bob.card.side_up_back", gem=<yellow>,
    sides=[<A: Move ↑, Move ⇔>, <B: Torch>], room=[<trap>, <stairs>])`` 「黄の宝石のカード
    （A：移動 ↑、移動 ⇔、B：トーチ／裏：罠、階段）」; a ``looks`` name its options,
    ``Msg("ohio_bob.card.looks_back", gem=..., room=..., sides=[...])`` 「黄の宝石のカード（部屋：
    罠、階段／裏：A：…、B：…）」.  Only when both sides read alike too (or the name says both
    already) its place in its set: ``ohio_bob.card.looks_nth`` / ``side_up_nth`` 「…（部屋：罠、
    階段／緑の床の5枚目）」, another name ``ohio_bob.place.card_looks`` (place before it).
    The Super Gear and unknown cards as ``shown``."""
    data = cards.get(cid or "")
    if not data or data.get("set") not in SETS or not _alike(cid, data, cards, key):
        return shown
    looks_name = isinstance(shown, Msg) and shown.code == "ohio_bob.card.looks"
    side_up_name = isinstance(shown, Msg) and shown.code == "ohio_bob.card.side_up"
    if (looks_name or side_up_name) and not _alike(cid, data, cards, _both_sides):
        if side_up_name:
            return Msg("ohio_bob.card.side_up_back", **shown.params, room=room(data))
        return Msg("ohio_bob.card.looks_back", **shown.params,
                   sides=equipment(cid, data).params["sides"])
    set_name, n = place(cid, cards, unknown) or ("", 0)
    if looks_name:
        return Msg("ohio_bob.card.looks_nth", **shown.params, set=SETS[set_name], n=n)
    if side_up_name:
        return Msg("ohio_bob.card.side_up_nth", **shown.params, set=SETS[set_name], n=n)
    return Msg("ohio_bob.place.card_looks", place=Msg("ohio_bob.place.card", set=SETS[set_name],
                                                      n=n), card=shown)


def described(cid: str | None, data: dict[str, Any]) -> Msg:
    """A card as its equipment side shows it: the gem colour and the options' effects (the
    Super Gear by its name), e.g. ``Msg("ohio_bob.card.described", gem=colour("yellow"),
    a=option(...), b=option(...))`` "yellow gem — A: Move ⇔ · B: Key, Move ⇕"; never the id
    the app gave the card (issue 38); ``data`` is the catalogue's card (or the player's Super
    Gear)."""
    options = data.get("options") or {}
    a, b = options.get("A"), options.get("B")
    gem = data.get("gem")
    params: dict[str, Any] = {"a": option(a or [])}
    if b is not None:
        params["b"] = option(b)
    if gem:
        params["gem"] = colour(gem)
    if cid == SUPER_GEAR or not gem:
        params["card"] = card(cid, data) if cid == SUPER_GEAR else Msg("ohio_bob.card.some")
    code = "ohio_bob.card.described" + ("" if gem else "_no_gem") + ("" if b is not None
                                                                      else "_one")
    return Msg(code, **params)


def equipment(cid: str | None, data: dict[str, Any] | None = None) -> Msg | str:
    """A card where it shows its equipment side (in the hand, the resolution stack, on the
    deck, the cards drawn, traded, discarded; seed 002 「装備カード」: "各装備カードには、使用
    方法として2つの選択肢(AまたはB)があります"), as the hand shows it: its gem and options,
    ``Msg("ohio_bob.card.side_up", gem=<purple>, sides=[<A: Sledgehammer>, <B: Move ↑>])``
    "the purple-gem card (A: Sledgehammer and B: Move ↑)" / 「紫の宝石のカード（A：スレッジハンマー、
    B：移動 ↑）」; the Super Gear by its name; ``data`` None: the id as given; {}: "a card"."""
    if cid == SUPER_GEAR:
        return Msg("ohio_bob.card.super_gear")
    if data is None:
        return str(cid)
    if not data:
        return Msg("ohio_bob.card.some")
    if not data.get("gem"):
        return described(cid, data)
    options = data.get("options") or {}
    return Msg("ohio_bob.card.side_up", gem=colour(data["gem"]),
               sides=[Msg("ohio_bob.card.option", option=o, effects=option(options[o]))
                      for o in sorted(options)])


def card_gem(cid: str | None, data: dict[str, Any]) -> Msg | str:
    """A card named for the move log where it is a piece of equipment (played, kept in the
    hand, left on the deck, traded, discarded): ``equipment``."""
    return equipment(cid, data)


def direction(d: str | None) -> Msg | str:
    """"N"/"E"/"S"/"W" as a word (north, 北...); anything else as given."""
    return DIRECTIONS.get(d or "", str(d))


def directions(dirs: str) -> Msg:
    """A set of directions said as alternatives: "EW" -> "east or west" / 「東または西」."""
    return Msg("ohio_bob.dirs", letters="".join(d for d in "NESW" if d in dirs))


def colour(name: str | None) -> Msg | str:
    """A gem colour as a word; a colour the app does not know (a table's own) as given."""
    return COLOURS.get(name or "", str(name))


def space(space_text: str) -> Msg | str:
    """A printed space ("chest:red" -> "red chest" / 「赤の宝箱」)."""
    kind, _, col = space_text.partition(":")
    if kind == "chest" and col:
        return Msg("ohio_bob.space.chest_colour", colour=colour(col))
    return SPACES.get(kind, kind)


def effect(eff: dict[str, Any]) -> Msg:
    """An equipment effect with its arrows: "Move ⇔", "Super Gear move ✥", "Key", "Rope ✥",
    "Move ⇕ (no exploring)" (seed: 装備カード, スペシャルカード, スーパーギア)."""
    kind = eff.get("type")
    dirs = eff.get("dirs") or ""
    arrows = ARROWS.get(dirs, "".join(DIR_ARROWS.get(d, d) for d in dirs))
    if kind == "move":
        out = (Msg("ohio_bob.effect.super_move", arrows=arrows) if eff.get("ignore")
               else Msg("ohio_bob.effect.move", arrows=arrows))
        if not eff.get("explore", True):
            out = Msg("ohio_bob.effect.no_explore", effect=out)
        return out
    if kind == "sledgehammer":
        return (Msg("ohio_bob.effect.sledgehammer") if dirs in ("", "NESW")
                else Msg("ohio_bob.effect.sledgehammer_dirs", arrows=arrows))
    if kind == "rope":
        return Msg("ohio_bob.effect.rope", arrows=arrows)
    return {"rock": Msg("ohio_bob.effect.rock"), "key": Msg("ohio_bob.effect.key"),
            "torch": Msg("ohio_bob.effect.torch"),
            "map": Msg("ohio_bob.effect.map")}.get(str(kind), Msg("ohio_bob.effect.unknown"))


#: The effects named with their printed arrows (the ``arrows`` parameter, ``effect``).
ARROW_EFFECTS = ("ohio_bob.effect.move", "ohio_bob.effect.super_move",
                 "ohio_bob.effect.sledgehammer_dirs", "ohio_bob.effect.rope")
_ARROW_DIRS = {arrows: dirs for dirs, arrows in ARROWS.items()}
_OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


def by_compass(value: Any) -> Any:
    """``value`` (a Msg, a list of them, anything) with every effect's printed arrows that
    would point the other way on a north-up screen said as printed AND by the table's compass,
    for the player across the table (seat 1 of two, docs/rulings/ohio_bob.md 30: its ↑ is the
    table's south): 「移動 ↑」 -> 「移動 ↑（南）」, 「ロープ ←→」 -> 「ロープ ←→（東または西）」 (the
    ``arrows`` parameter a ``Msg("ohio_bob.arrows_compass", arrows=..., compass=...)``); ⇔ ⇕ ✥
    read the same either way and stay.  A line shown on every screen (the move log) then holds
    for each: the player finds the arrow of the card in their hand, the host's north-up screen
    where it goes."""
    if isinstance(value, list):
        return [by_compass(v) for v in value]
    if not isinstance(value, Msg):
        return value
    params = {k: by_compass(v) for k, v in value.params.items()}
    arrows = params.get("arrows")
    if value.code in ARROW_EFFECTS and isinstance(arrows, str):
        dirs = _ARROW_DIRS.get(arrows) or "".join(
            d for d, a in DIR_ARROWS.items() if a in arrows)
        if dirs and dirs not in ("NS", "EW", "NESW"):
            params["arrows"] = Msg("ohio_bob.arrows_compass", arrows=arrows,
                                   compass=directions("".join(_OPPOSITE[d] for d in dirs)))
    return Msg(value.code, **params)


def option(effects: list[dict[str, Any]]) -> Msg:
    """An option's effects left to right as the card shows them ("Key, Move ⇕" / 「鍵、
    移動 ⇕」: each one then the rest), or "nothing"."""
    if not effects:
        return Msg("ohio_bob.effect.nothing")
    out = effect(effects[-1])
    for e in reversed(effects[:-1]):
        out = Msg("ohio_bob.option.then", first=effect(e), rest=out)
    return out


def gems(counts: dict[str, int]) -> Msg:
    """Gems by colour, e.g. {"yellow": 2, "white": 2} -> "2 yellow and 2 of any one colour";
    none -> "none".  The colours in one order whatever order the stored state keeps (the
    most first, then by name, "any one colour" last), so a challenge reads the same before
    and after a move."""
    ordered = sorted(counts.items(), key=lambda item: (item[0] == WHITE, -item[1], item[0]))
    items = [Msg("ohio_bob.gems.white", n=n) if c == WHITE
             else Msg("ohio_bob.gems.one", n=n, colour=colour(c)) for c, n in ordered]
    return Msg("ohio_bob.gems", items=items) if items else Msg("ohio_bob.gems.none")


def player(p: dict[str, Any]) -> str | Msg:
    """A player by the name the table gave, else "Player 2"."""
    return str(p.get("name") or "") or Msg("ohio_bob.player", n=p["seat"] + 1)


def expecting(await_: dict[str, Any]) -> Msg:
    """What the game waits for from a player (``player["await"]``), as a sentence: the refusal
    of any other move ("Play a card from your hand, rest, or climb.")."""
    kind = await_.get("kind")
    if kind == "discard":
        return Msg("ohio_bob.expect.discard", count=await_.get("count", 0))
    return {
        "first_room": Msg("ohio_bob.expect.first_room"), "turn": Msg("ohio_bob.expect.turn"),
        "effect": Msg("ohio_bob.expect.effect"), "rope": Msg("ohio_bob.expect.rope"),
        "teleport": Msg("ohio_bob.expect.teleport"),
        "wait_rest": Msg("ohio_bob.expect.wait_rest"),
        "wait_level": Msg("ohio_bob.expect.wait_level"), "over": Msg("ohio_bob.over"),
    }.get(str(kind), Msg("ohio_bob.expect.other"))


def label(value: Any) -> Text:
    """A component set's label: ``{"en", "ja"}`` or one string (a table's own)."""
    return Text.of(value)


def nested(value: Any) -> Any:
    """A stored message (``msg.to_json()``) back as a Msg; anything else as it is."""
    return decode(value) if is_message(value) else value
