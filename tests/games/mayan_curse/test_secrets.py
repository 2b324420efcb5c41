"""Where Mayan Curse's secrets are (``GAME.secrets``, ``GAME.hidden``), worked out from the view's
rules (seed 000, 「ステップ1:ドロー」, 「石碑の発見」, 「ゲーム終了」): a seat's stones and stelae
values until the end, the stones of the turn it shows on the host screen; the pouch and the
draw seed for nobody.  The view check (tests/conformance/views.py) is also run on positions a
random game through the listed moves never reaches: a shown turn, a draw that does not add up.
"""
import random

from companion.games.mayan_curse.rules import GAME
from tests.conformance.views import check_views


def drawn(players: int = 2, pouch: str = "table", **extra) -> dict:
    """A table of ``players`` after every seat drew (the first seat entered or was dealt
    three dogs where the table is the pouch); now the turns."""
    s = GAME.setup({"players": players, "first_player": 0, "pouch": pouch, **extra},
                   random.Random(1))
    hands = [["dog", "dog", "jaguar"], ["monkey", "eagle", "serpent"], ["dog", "eagle", "monkey"]]
    for seat in range(players):
        move = ({"type": "draw", "seat": seat, "stones": hands[seat]} if pouch == "table"
                else {"type": "draw", "seat": seat})
        s = GAME.apply(s, move)
    return s


def test_a_seats_stones_are_its_secret_and_the_pouch_nobodys():
    s = drawn()
    assert s["phase"] == "turns"
    assert GAME.secrets(s, 0) == [("hands", 0, 0), ("hands", 0, 1), ("hands", 0, 2)]
    assert GAME.secrets(s, 1) == [("hands", 1, 0), ("hands", 1, 1), ("hands", 1, 2)]
    # 20 stones in the box, 6 in hands: 14 in the pouch; no draw seed where the table is it
    assert GAME.hidden(s) == [("pouch", i) for i in range(14)]
    check_views(GAME, [s], 2)


def test_the_draw_seed_is_hidden_from_all_where_the_app_is_the_pouch():
    s = drawn(pouch="app", draw_seed=12345)
    assert GAME.hidden(s)[-1] == ("draw_seed",)
    assert len(GAME.hidden(s)) == 14 + 1
    check_views(GAME, [s], 2)


def test_a_stelas_value_is_its_owners_secret_until_the_end():
    s = drawn()
    s["adventurers"][1]["stelae"] = [{"id": "brown-1", "colour": "brown", "value": 3},
                                     {"id": "grey-2", "colour": "grey", "value": None}]
    assert GAME.secrets(s, 1)[3:] == [("adventurers", 1, "stelae", 0, "value"),
                                      ("adventurers", 1, "stelae", 1, "value")]
    check_views(GAME, [s], 2)
    s["over"] = True        # 「ゲーム終了」: the stelae and the stones are shown
    assert GAME.secrets(s, 0) == [] and GAME.secrets(s, 1) == []
    assert GAME.hidden(s) == [("pouch", i) for i in range(14)]


def test_the_stones_of_a_turn_shown_on_the_host_screen_stay_on_its_owners_phone():
    s = drawn()
    seat = s["turn"]
    turn = next(m for m in GAME.legal_moves(s, seat)
                if m["type"] == "turn" and any(seg.get("stones") for seg in m["moves"]))
    shown = GAME.apply(s, {**turn, "type": "show_turn"})
    stones = [("shown_turn", "move", "moves", k, "stones", j)
              for k, seg in enumerate(turn["moves"]) for j in range(len(seg.get("stones") or []))]
    assert stones and GAME.secrets(shown, seat)[-len(stones):] == stones
    assert not any(p[0] == "shown_turn" for p in GAME.secrets(shown, 1 - seat))
    check_views(GAME, [shown], 2)


def test_a_draw_that_does_not_add_up_keeps_whose_stones_clash_secret():
    """Two of three seats entered three dogs each and the box holds four: the view says so to
    all (``draw_clash``: the kind, not whose), and every stone entered stays its seat's
    secret."""
    s = GAME.setup({"players": 3, "first_player": 0}, random.Random(1))
    for seat, hand in enumerate([["dog"] * 3, ["dog"] * 3, ["eagle", "monkey", "serpent"]]):
        s = GAME.apply(s, {"type": "draw", "seat": seat, "stones": hand})
    assert s["draw_conflict"] and s["phase"] == "draw"
    assert GAME.view(s, None)["draw_clash"] == [
        {"stone": "dog", "entered": 6, "in_set": 4, "seats": 2}]
    assert GAME.secrets(s, 2) == [("hands", 2, 0), ("hands", 2, 1), ("hands", 2, 2)]
    check_views(GAME, [s], 3)
