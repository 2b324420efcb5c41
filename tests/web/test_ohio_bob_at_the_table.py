"""Ohio Bob as it was found at the table (issue 13, item 6, and the table trials' findings), on
the pages: stairs that do not lead up say why, the log and the phone say what a move did, the
cards a player picks from show their effects, the map of the last level stays at the end, the
partner's line says what the partner is doing, and the status counts the new level's rooms
during the discard after a climb.

The sample (3 rows of 4 spaces a room), seed 3, green floor: the first two cards are G14
(sledgehammer / move ↑; its stairs at row 3, column 2, a wall east of row 2, column 3, a trap
there) and G07 (temple map / move ✥, blue gem).
"""
from __future__ import annotations

import re

from tests.driver import join_seat, post_move, seat_page, state_of
from tests.web.test_ohio_bob_web import new_ob_table, saved_set


def text_of(html: str) -> str:
    """The page's words, tags removed and spaces collapsed."""
    import html as h
    return " ".join(h.unescape(re.sub(r"<[^>]+>", " ", html)).split())


PURPLE = "the purple-gem card (A: Sledgehammer and B: Move ↑)"
BLUE = "the blue-gem card (A: Temple map and B: Move ✥)"


def first_room(app, client, **options):
    """A solo table (seed 3) with G14 placed as the first room and G07 in the hand."""
    code = new_ob_table(client, **options)
    phone = join_seat(app, code, 0)
    assert post_move(phone, code, "first_room", seat_page(phone, code), {"room": "G14"}, seen=0,
                     seat=0).status_code == 302
    return code, phone


def test_the_first_two_cards_show_both_equipment_sides(app, client):
    """1人プレイのセットアップ 6): of the two cards drawn, one is kept; the choice is made on
    their equipment sides, so both are shown with their options and gems."""
    code = new_ob_table(client)
    html = text_of(seat_page(join_seat(app, code, 0), code))
    assert "purple A Sledgehammer B Move ↑" in html
    assert "blue A Temple map B Move ✥" in html
    # each card named by what it shows equipment side up, never by the app's id (issue 38)
    assert (f"Keep {BLUE} in your hand ({PURPLE} becomes the room)") in html
    assert (f"Keep {PURPLE} in your hand ({BLUE} becomes the room)") in html
    assert not re.search(r"\b[GB]\d\d\b", html)


def test_stairs_at_the_bottom_say_why_they_do_not_lead_up(app, client):
    """階段: the first room's stairs are in its bottom row; 部屋&階層: level 1 has 5 rooms and
    1 is placed.  The prompt does not offer climbing, and the page says why not."""
    code, phone = first_room(app, client)
    html = seat_page(phone, code)
    # the map's width in spaces (one room: 4) is a class, never an inline style (the content
    # security policy refuses those)
    assert 'class="ob-map ob-w-4"' in html and "style=" not in html
    assert 'name="climb-csrf_token"' not in html
    text = text_of(html)
    assert "Play a card (option A or B) or rest." in text
    assert "Play a card (option A or B), rest, or climb." not in text
    assert ("Level 1: 1 of 5 rooms explored so far: you climb from the top-row stairs of the "
            "level's last room.") in text


def test_what_a_move_did_and_why_a_direction_is_not_offered(app, client):
    """罠 (−1 energy: 6 → 5) said on the phone after the move; 移動: at row 2, column 3 of G14
    a wall stands to the east, so that direction is shown refused with the reason."""
    code, phone = first_room(app, client)
    assert post_move(phone, code, "play", seat_page(phone,
                                                    code), {"card": "super_gear", "option": "A"},
                     seen=1, seat=0).status_code == 302
    assert post_move(phone, code, "effect", seat_page(phone, code), {"dir": "E"}, seen=2,
                     seat=0).status_code == 302
    assert post_move(phone, code, "play", seat_page(phone, code), {"card": "G07", "option": "B"},
                     seen=3, seat=0).status_code == 302
    assert post_move(phone, code, "effect", seat_page(phone, code), {"dir": "N"}, seen=4,
                     seat=0).status_code == 302
    assert state_of(app, code)["players"][0]["pawn"] == [1, 2]
    text = text_of(seat_page(phone, code))
    assert "What your last move did: trap: −1 energy (5 left)" in text
    host = text_of(client.get(f"/t/{code}").get_data(as_text=True))
    assert "Moves north; trap: −1 energy (5 left)" in host
    assert post_move(phone, code, "rest", seat_page(phone,
                                                    code), seen=5, seat=0).status_code == 302
    assert post_move(phone, code, "play", seat_page(phone, code), {"card": "G07", "option": "B"},
                     seen=6, seat=0).status_code == 302
    html = seat_page(phone, code)
    assert 'name="effect-dir" value="E"' not in html
    assert 'name="effect-dir" value="N"' in html
    assert "→ east A wall blocks the way." in text_of(html)


def test_exploring_says_which_room_was_placed_not_a_step(app, client):
    """探索: the Super Gear going south off G14's bottom edge explores: the pawn stays on the
    stairs and the log says "explores", naming the room placed (room 2 of 5)."""
    code, phone = first_room(app, client)
    assert post_move(phone, code, "play", seat_page(phone,
                                                    code), {"card": "super_gear", "option": "A"},
                     seen=1, seat=0).status_code == 302
    assert post_move(phone, code, "effect", seat_page(phone, code), {"dir": "S"}, seen=2,
                     seat=0).status_code == 302
    p = state_of(app, code)["players"][0]
    placed = p["rooms"][-1]["card"]
    assert p["pawn"] == [2, 1] and p["rooms"][-1]["y"] == 1
    # seed 3 reveals G01: a yellow gem; its room: a pit, a purple chest, the stairs
    assert placed == "G01"
    named = "the yellow-gem card (room: pit, chest (purple), and stairs)"
    line = f"Explores to the south (the pawn stays); {named} placed as room 2 of 5 on level 1"
    assert line in text_of(client.get(f"/t/{code}").get_data(as_text=True))
    assert "Moves south" not in text_of(client.get(f"/t/{code}").get_data(as_text=True))
    assert f"{named} placed as room 2 of 5 on level 1" in text_of(seat_page(phone, code))
    assert "G01" not in text_of(client.get(f"/t/{code}").get_data(as_text=True))


def test_a_climb_shows_the_new_levels_rooms_the_cards_to_discard_and_the_last_map(app, client):
    """階段 (the short temple: one room per level, MAX 5/1/1): during the discard after the
    climb the status counts level 2's rooms (0 of 1), not level 1's; the cards to discard show
    their effects; after leaving level 3 the result keeps that level's room on the map."""
    choice = saved_set(client)
    code = new_ob_table(client, components=choice, seed="5")
    phone = join_seat(app, code, 0)
    first = state_of(app, code)["players"][0]["await"]["options"]
    assert post_move(phone, code, "first_room", seat_page(phone, code), {"room": first[0]}, seen=0,
                     seat=0).status_code == 302
    assert post_move(phone, code, "climb", seat_page(phone,
                                                     code), seen=1, seat=0).status_code == 302
    html = seat_page(phone, code)
    rooms = re.search(r"<dt>Rooms</dt><dd>(\d+)<span class=\"muted\">/(\d+)</span>", html)
    assert rooms.groups() == ("0", "1")
    discard = html[html.index('id="ob-discard"'):]
    discard = text_of(discard[:discard.index("</form>")])
    assert "Super Gear A Super Gear move ✥" in discard
    assert post_move(phone, code, "discard", html, {"cards": "super_gear"}, seen=2,
                     seat=0).status_code == 302
    seen = 3
    for _level in (2, 3):
        room = state_of(app, code)["players"][0]["await"]["options"][0]
        assert post_move(phone, code, "first_room", seat_page(phone,
                                                              code), {"room": room}, seen=seen,
                         seat=0).status_code == 302
        assert post_move(phone, code, "climb", seat_page(phone, code), seen=seen + 1,
                         seat=0).status_code == 302
        seen += 2
    state = state_of(app, code)
    assert state["status"] == "won"
    host = client.get(f"/t/{code}").get_data(as_text=True)
    assert 'class="ob-map ob-w-' in host and "No room is placed yet." not in host
    assert f'data-card="{room}"' in host                           # level 3's room, as it lay
    assert f'title="{room}' not in host     # a space says what it is, never the app's card id


def test_the_partner_line_says_what_the_partner_does(app, client):
    """2人プレイ: under "Your partner: Ben" Ana reads what Ben is doing, not Ben's own
    instruction."""
    code = new_ob_table(client, players=("Ana", "Ben"))
    ana = join_seat(app, code, 0)
    text = text_of(seat_page(ana, code))
    assert "Your partner: Ben" in text and "choosing the first room of the level" in text
    partner = text[text.index("Your partner: Ben"):]
    assert "Choose the first room of the level." not in partner


def test_real_cards_the_same_card_twice_is_named(app, client):
    """Real cards, 1人プレイのセットアップ 6): entering G14 as the room and again for the hand is
    refused as the same card (422), nothing stored."""
    code = new_ob_table(client, mode="table")
    phone = join_seat(app, code, 0)
    html = seat_page(phone, code)
    # the choices: each card by its two sides, never by the app's id (issue 38)
    assert ("purple gem — A: Sledgehammer · B: Move ↑; room: ration, trap, and stairs"
            in text_of(html))
    response = post_move(phone, code, "first_room", html, {"room": "G14", "hand": "G14"}, seen=0,
                         seat=0)
    assert response.status_code == 422
    # named as drawn, equipment side up (issue 38, trial 47)
    assert ("The card for your hand is the other card drawn: the purple-gem card (A: "
            "Sledgehammer and B: Move ↑) is already the first room."
            in text_of(response.get_data(as_text=True)))
    assert state_of(app, code)["players"][0]["rooms"] == []


def test_an_imported_move_with_an_unknown_entry_is_refused(app, client):
    """Issue 13, item 5: a table export whose first move carries an entry no Ohio Bob move has
    ("spot") is refused on import with the reason (422), and no table is made."""
    import json

    from tests.web.test_records import table_count, upload

    code, _phone = first_room(app, client)
    document = client.get(f"/t/{code}/export.json").get_json()
    assert document["moves"][0]["payload"]["room"] == "G14"
    document["moves"][0]["payload"]["spot"] = 3
    before = table_count(app)
    response = upload(app.test_client(), json.dumps(document).encode())
    assert response.status_code == 422
    assert ("This move carries 1 entry that no Ohio Bob move has: nothing was stored."
            in text_of(response.get_data(as_text=True)))
    assert table_count(app) == before
