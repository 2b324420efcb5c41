"""The turn builder's options answered again from memory (web/options_memo.py): the same answer
as the rules give, a copy each time, and a different table, seat or step never answered from
another's."""
from __future__ import annotations

import random

from companion.games.mayan_curse.rules import turn_steps
from companion.games.mayan_curse.web import options_memo
from tests.games.mayan_curse.kit import random_position

EMPTY = {"type": "turn", "seat": 0, "backpack": None, "slides": [], "moves": []}


def test_an_answer_given_again_is_the_rules_answer_and_a_copy():
    state = random_position(random.Random(5), players=2, tiny=True)
    first = options_memo.options(state, 0, EMPTY)
    assert first == turn_steps.options(state, 0, EMPTY)
    first.slides.clear()                       # what a page does to its answer stays there
    first.state["adventurers"][0]["row"] = -9
    again = options_memo.options(state, 0, EMPTY)
    assert again == turn_steps.options(state, 0, EMPTY) != first


def test_another_table_or_question_is_worked_out_afresh():
    rng = random.Random(6)
    one, other = random_position(rng, players=2), random_position(rng, players=2)
    options_memo.options(one, 0, EMPTY)
    assert options_memo.options(other, 0, EMPTY) == turn_steps.options(other, 0, EMPTY)
    no_slides = options_memo.options(one, 0, EMPTY, slides=False)
    assert no_slides == turn_steps.options(one, 0, EMPTY, slides=False)
    assert no_slides.slides == []
