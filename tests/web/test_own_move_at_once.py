"""Table trial 45 (Japanese phones): in Ohio Bob with two players (2人プレイの特別ルール: the
players take their turns at the same time) and in Mayan Curse's draw (seed 000
「ステップ1:ドロー」: every seat enters its stones at once), the phone that sent first lost its
「記録しました：…」 as soon as the partner's move came.  A seat's page now keeps confirming its own
last move while every record after it is another seat's move made at the same time and no undo
came; the take-back stays offered only while its move is the last record.  A turn-based game's
page (Tzolk'in, Bravest) says nothing of a move another seat's move followed."""
from __future__ import annotations

from companion.games.bravest.rules import turn as bravest_rules
from companion.games.tzolkin.rules.play_state import current_seat
from tests.driver import csrf_of, join_seat, page, post_move, seat_page, state_and_version, state_of
from tests.web.test_bravest_web import new_bravest
from tests.web.test_bravest_web import place as place_tile
from tests.web.test_mayan_curse_web import draw, new_mc_table
from tests.web.test_ohio_bob_web import new_ob_table
from tests.web.test_own_move_confirmed import confirmed
from tests.web.test_take_back import take_back_form
from tests.web.test_tzolkin_play import place, playing_table


def host_undo(client, code: str, seen: int):
    """The host screen's undo of the last move (record ``seen``)."""
    html = page(client, f"/t/{code}")
    return client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(html), "seen": str(seen),
                                                "undoes": str(seen)})


def test_ohio_bob_two_players_keep_the_first_card_confirmed(app, client):
    """Seed 3, two players (tests/web/test_ohio_bob_web.py): first rooms G14 and Ben's first
    blue card; Ana plays G07 (option B), then Ben the Super Gear (option A).  Ana's page still
    says 「記録しました」 with her card's line, without the take-back (Ben's card is the last
    record); Ben's says his, with it.  Once the host takes Ben's card back, Ana's says nothing."""
    code = new_ob_table(client, players=("Ana", "Ben"))
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    ana.set_cookie("lang", "ja")
    opts = [p["await"]["options"] for p in state_of(app, code)["players"]]
    assert post_move(ana, code, "first_room", seat_page(ana, code), {"room": opts[0][0]}, seen=0,
                     seat=0).status_code == 302
    assert post_move(ben, code, "first_room", seat_page(ben, code), {"room": opts[1][0]}, seen=1,
                     seat=1).status_code == 302
    assert post_move(ana, code, "play", seat_page(ana, code), {"card": "G07", "option": "B"},
                     seen=2, seat=0).status_code == 302
    alone = seat_page(ana, code)
    line = confirmed(alone)
    # G07 of the sample: a blue gem, A the temple map, B a move (named as the hand shows it)
    assert line == ("記録しました。Ana：青の宝石のカード（A：神殿マップ、B：移動 ✥）をオプションB"
                    "（移動 ✥）でプレイ。")
    assert take_back_form(alone) is not None
    assert post_move(ben, code, "play", seat_page(ben, code),
                     {"card": "super_gear", "option": "A"}, seen=3, seat=1).status_code == 302
    after = seat_page(ana, code)
    assert confirmed(after) == line and take_back_form(after) is None
    assert 'id="take-back-refused"' not in after and "取り消せません" not in after
    mine = seat_page(ben, code)
    assert confirmed(mine).startswith("Recorded: ") and confirmed(mine) != line
    assert take_back_form(mine) is not None
    # no undo came: once one did, Ana's card is no longer confirmed
    assert host_undo(client, code, 4).status_code == 302
    assert confirmed(seat_page(ana, code)) is None


def test_mayan_curse_keeps_the_first_draw_confirmed(app, client):
    """Seed 7, the sample's pouch typed on the phones (tests/web/test_own_move_confirmed.py):
    Ana draws dog, dog/jaguar, eagle, then Ben monkey, serpent, jaguar.  Ana's page still says
    「記録しました。Anaが神聖な石を3つ引きました。」, its take-back gone with Ben's draw; the
    host's undo of Ben's draw ends it."""
    code = new_mc_table(client, players=("Ana", "Ben"), seed="7")
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    ana.set_cookie("lang", "ja")
    assert draw(ana, code, page(ana, f"/t/{code}/me"), 0,
                ["dog", "dog/jaguar", "eagle"]).status_code == 302
    assert take_back_form(page(ana, f"/t/{code}/me")) is not None
    assert draw(ben, code, page(ben, f"/t/{code}/me"), 1,
                ["monkey", "serpent", "jaguar"]).status_code == 302
    after = page(ana, f"/t/{code}/me")
    assert confirmed(after) == "記録しました。Anaが神聖な石を3つ引きました。"
    assert take_back_form(after) is None
    assert confirmed(page(ben, f"/t/{code}/me")) == "Recorded: Ben drew three sacred stones."
    assert host_undo(client, code, 2).status_code == 302
    assert confirmed(page(ana, f"/t/{code}/me")) is None


def test_tzolkin_says_nothing_of_a_placement_another_seat_followed(app, client):
    """Tzolk'in's turns follow each other (seed 003 「手番」): once the other seat placed, the
    first seat's page confirms nothing (neither the game's 「記録しました」 nor the platform's)."""
    code, phones = playing_table(app, client, players=("Ana", "Ben"))
    first = current_seat(state_of(app, code))
    phones[first].set_cookie("lang", "ja")
    assert place(phones[first], code, page(phones[first], f"/t/{code}/me"),
                 {"palenque": 1}).status_code == 302
    assert "記録しました" in page(phones[first], f"/t/{code}/me")
    assert place(phones[1 - first], code, page(phones[1 - first], f"/t/{code}/me"),
                 {"uxmal": 1}).status_code == 302
    html = page(phones[first], f"/t/{code}/me")
    assert "記録しました" not in html and confirmed(html) is None


def test_bravest_says_nothing_of_a_placement_another_seat_followed(app, client):
    """Seed 3, Ana to start (tests/web/test_own_move_confirmed.py): Ana's tile confirmed; once
    Ben placed his, her page says nothing of it."""
    code = new_bravest(client, seed="3", start_player="0")
    ana, ben = join_seat(app, code, 0), join_seat(app, code, 1)
    for phone, seat in ((ana, 0), (ben, 1)):
        state, version = state_and_version(app, code)
        slot = bravest_rules.selected_slots(state)[0]
        cell = bravest_rules.legal_cells(state, seat)[-1]
        assert place_tile(phone, code, f"/t/{code}/me", version, slot,
                          f"{cell[0]},{cell[1]}").status_code == 302
        assert confirmed(page(phone, f"/t/{code}/me")).startswith("Recorded: ")
    assert confirmed(page(ana, f"/t/{code}/me")) is None

