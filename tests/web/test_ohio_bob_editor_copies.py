"""Ohio Bob's tap editor, what saves taps on a whole box (issue 38 item 2), through its pages
without JS: the stairs put by their column, options seen already as one-tap design chips (pairs)
and option chips (one option each, into the option chosen: A, then B), the target moving on to B after A's first effect, a card not entered yet opened with the gem of the
card before and the kind the set's rooms show most, "save, then the next one" on the last entry
of a kind opening the next kind, the hard side of a starting card copied from the easy side,
and the second set of starting cards opened as a copy of the first.

The set (tests/web/test_ohio_bob_editor.py ``entered_set``): rooms of 3 × 3, gems yellow and
red; G01 with a trap at row 1, column 1, the stairs at row 3, column 1, a yellow gem, A ⇕ (move
NS), B a key then ✥; the first set of starting cards' easy sides."""
from __future__ import annotations

import re

from companion.games.ohio_bob.web import card_entry
from tests.driver import stored_set
from tests.web.test_ohio_bob_editor import BASE, G01, G02, START, entered_set, send


def _selected(html: str, name: str) -> str | None:
    """The value a select of the page shows chosen (None: none)."""
    found = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', html, re.S)
    chosen = found and re.search(r'<option value="([^"]*)" selected>', found.group(1))
    return chosen.group(1) if chosen else None


def test_the_stairs_go_by_their_column_and_stay_one(app, client):
    set_id = entered_set(client)
    before = stored_set(app, set_id)
    html = send(client, set_id, "green", 2, {**G02, "tap": "s2"}).get_data(as_text=True)
    assert 'name="cell-3-2" value="stairs"' in html and 'name="cell-3-3" value="empty"' in html
    assert 'value="s2" class="secondary obe-stairs-at" aria-pressed="true"' in html
    # the stairs brush on another bottom space moves them too
    html = send(client, set_id, "green", 2, {**G02, "brush": "stairs", "tap": "c3-1"}
                ).get_data(as_text=True)
    assert 'name="cell-3-1" value="stairs"' in html and 'name="cell-3-3" value="empty"' in html
    assert stored_set(app, set_id) == before


def test_options_seen_already_are_one_tap_and_the_target_moves_on_to_b(app, client):
    set_id = entered_set(client)
    html = client.get(f"{BASE}/{set_id}/green/2").get_data(as_text=True)
    assert 'value="k1" data-a="move:NS" data-b="key move:NESW"' in html
    html = send(client, set_id, "green", 2, {**G02, "tap": "k1"}).get_data(as_text=True)
    assert 'name="opt-A" value="move:NS"' in html and 'name="opt-B" value="key move:NESW"' in html
    html = send(client, set_id, "green", 2, {**G02, "tap": "k0"}).get_data(as_text=True)
    assert 'name="opt-A" value=""' in html and 'name="opt-B" value=""' in html
    # the first effect of an empty A (palette 1: ⇔): the next one goes to B
    html = send(client, set_id, "green", 2, {**G02, "opt-A": "", "opt-B": "", "target": "A",
                                             "tap": "a1"}).get_data(as_text=True)
    assert 'name="opt-A" value="move:EW"' in html
    assert 'name="target" value="B" checked' in html
    # A's second effect, chosen again: A keeps the choice
    html = send(client, set_id, "green", 2, {**G02, "opt-A": "move:EW", "opt-B": "rock",
                                             "target": "A", "tap": "a9"}).get_data(as_text=True)
    assert 'name="opt-A" value="move:EW key"' in html and 'name="target" value="A" checked' in html


def test_an_option_seen_already_fills_the_option_chosen_then_b(app, client):
    """G01's options, A ⇕ and B a key then ✥, are option chips o1 and o2 (each used once, on
    the same card: A's first); a chip replaces what the chosen option held, and A's moves the
    choice on to B; nothing is stored."""
    set_id = entered_set(client)
    before = stored_set(app, set_id)
    html = client.get(f"{BASE}/{set_id}/green/2").get_data(as_text=True)
    assert 'value="o1" data-tokens="move:NS"' in html
    assert 'value="o2" data-tokens="key move:NESW"' in html
    assert 'value="o3"' not in html
    html = send(client, set_id, "green", 2, {**G02, "opt-A": "rock", "opt-B": "", "target": "A",
                                             "tap": "o2"}).get_data(as_text=True)
    assert 'name="opt-A" value="key move:NESW"' in html and 'name="opt-B" value=""' in html
    assert 'name="target" value="B" checked' in html
    html = send(client, set_id, "green", 2, {**G02, "opt-A": "key move:NESW", "opt-B": "torch",
                                             "target": "B", "tap": "o1"}).get_data(as_text=True)
    assert 'name="opt-A" value="key move:NESW"' in html and 'name="opt-B" value="move:NS"' in html
    assert 'name="target" value="B" checked' in html
    # a chip the page does not offer changes nothing
    html = send(client, set_id, "green", 2, {**G02, "opt-A": "rock", "target": "A",
                                             "tap": "o9"}).get_data(as_text=True)
    assert 'name="opt-A" value="rock"' in html and 'name="target" value="A" checked' in html
    assert stored_set(app, set_id) == before


def test_option_and_design_chips_come_most_used_first_then_most_recent():
    """Three cards (⇔ / key, ⇕ / key, ⇔ / rock) and a place not entered: options ⇔ and key
    twice (⇔ last on the third card, key on the second), rock and ⇕ once (third, second);
    the pairs once each, the most recent first; at most ``most``.  Then ⇕ / key and torch /
    map: the pair entered twice first, then the two most recent entered once (⇔ / key, the
    oldest, left out)."""
    def card(a, b):
        return {"options": {"A": [card_entry.token_effect(t) for t in a.split()],
                            "B": [card_entry.token_effect(t) for t in b.split()]}}
    cards = [card("move:EW", "key"), None, card("move:NS", "key"), card("move:EW", "rock")]
    assert card_entry.options_of(cards) == [["move:EW"], ["key"], ["rock"], ["move:NS"]]
    assert card_entry.options_of(cards, most=2) == [["move:EW"], ["key"]]
    assert card_entry.designs_of(cards, once=3) == [
        (["move:EW"], ["rock"]), (["move:NS"], ["key"]), (["move:EW"], ["key"])]
    # the pairs entered twice or more first (⇕ / key), then the two entered once most recently
    cards += [card("move:NS", "key"), card("torch", "map")]
    assert card_entry.designs_of(cards) == [
        (["move:NS"], ["key"]), (["torch"], ["map"]), (["move:EW"], ["rock"])]
    assert card_entry.designs_of(cards, most=2) == [(["move:NS"], ["key"]), (["torch"], ["map"])]


def test_a_card_not_entered_yet_opens_with_the_gem_before_and_the_usual_kind(app, client):
    set_id = entered_set(client)
    client.set_cookie("lang", "ja")
    html = client.get(f"{BASE}/{set_id}/green/2").get_data(as_text=True)
    assert 'name="gem" value="yellow" checked' in html           # G01's gem
    # the card before named by what it shows (G01: a yellow gem, a trap then the stairs), never
    # by the app's id for it (issue 38)
    assert "宝石の色は前に入力した黄の宝石のカード（部屋：罠、階段）の写しです" in html
    assert "G01" not in html
    assert 'name="brush" value="trap" checked' in html           # G01's only special space
    assert 'name="opt-A" value=""' in html                        # options: a chip away
    # the first blue card: the gem of the first green one (the only one entered)
    html = client.get(f"{BASE}/{set_id}/blue/1").get_data(as_text=True)
    assert 'name="gem" value="yellow" checked' in html
    assert "前に入力した黄の宝石のカード（部屋：罠、階段）" in html and "G01" not in html
    # an entered card shows itself, no copy; its heading names it by its place in the list
    # and by what it shows
    html = client.get(f"{BASE}/{set_id}/green/1").get_data(as_text=True)
    assert "obe-copied" not in html
    assert "緑の床のセットの1枚目の神殿カード：黄の宝石のカード（部屋：罠、階段）" in html
    assert "G01" not in html
    client.set_cookie("lang", "en")
    html = client.get(f"{BASE}/{set_id}/green/1").get_data(as_text=True)
    assert ("The 1st temple card of the green floor set: the yellow-gem card (room: trap and "
            "stairs)") in html


def test_save_then_next_on_the_last_entry_opens_the_next_kind(app, client):
    set_id = entered_set(client)
    response = send(client, set_id, "basics", 1, {"rows": "3", "cols": "3",
                                                  "colour": ["yellow", "red"], "next": "1"})
    assert response.headers["Location"].endswith(f"/{set_id}/green/2")  # G01 is entered
    card = {**G02, "cell-1-1": "trap"}
    response = send(client, set_id, "green", 17, {**card, "next": "1"})
    assert response.headers["Location"].endswith(f"/{set_id}/blue/1")
    response = send(client, set_id, "blue", 17, {**G02, "next": "1"})
    assert response.headers["Location"].endswith(f"/{set_id}/start/5")  # set 1 is entered
    response = send(client, set_id, "start", 8, {"opt-A": "move:NESW:pto", "next": "1"})
    assert response.headers["Location"].endswith(f"/components/ohio_bob/{set_id}")


def test_the_hard_side_copies_the_easy_one_and_the_second_set_the_first(app, client):
    set_id = entered_set(client)
    before = stored_set(app, set_id)
    level = START[0][1]
    html = send(client, set_id, "start", 1, {**level, "redraw": "1"}).get_data(as_text=True)
    assert [_selected(html, f"hard-{lv}-rest") for lv in (1, 2, 3)] == ["1", "2", "3"]
    assert _selected(html, "hard-2-rooms") == "5"
    assert stored_set(app, set_id) == before
    # the second set's cards open as copies of the first set's (its level card: entry 5)
    client.set_cookie("lang", "ja")
    html = client.get(f"{BASE}/{set_id}/start/5").get_data(as_text=True)
    assert "1組目の開始カードの同じカードの写しです" in html
    assert [_selected(html, f"easy-{lv}-rest") for lv in (1, 2, 3)] == ["1", "2", "3"]
    # the amulet card is the one that differs between the sets (2人プレイのセットアップ 3): it
    # opens empty, saying so, not as a copy (a trial tapped + on top of the first set's counts)
    html = client.get(f"{BASE}/{set_id}/start/7").get_data(as_text=True)
    assert _selected(html, "easy-1-yellow") == "0" and _selected(html, "easy-2-red") == "0"
    assert "obe-copied" not in html and "の写しです" not in html
    assert ("アミュレットカードはプレイヤーごとにわずかに異なります。このセットのアミュレットカードを"
            "印刷どおりに入力してください（1組目の開始カードからは写しません）。") in html
    # ... but offers the first set's as a copy, the player's choice: one button (a redraw
    # without JS), then the page says it is a copy; nothing stored until it is saved
    assert ('name="redraw" value="2" class="secondary obe-copy-first">1組目のアミュレットカードから写す'
            in html)
    html = send(client, set_id, "start", 7, {"redraw": "2"}).get_data(as_text=True)
    assert _selected(html, "easy-1-yellow") == "1" and _selected(html, "easy-2-red") == "1"
    assert _selected(html, "hard-1-yellow") == "0"         # the first set's hard side: empty
    assert "1組目の開始カードの同じカードの写しです" in html and "obe-differs" not in html
    assert "obe-copy-first" not in html
    assert stored_set(app, set_id)["starting_sets"][1]["amulet"] == {"easy": None, "hard": None}
    fields = {"easy-1-yellow": "1", "easy-2-red": "2"}
    assert send(client, set_id, "start", 7, fields).status_code == 302
    amulet = stored_set(app, set_id)["starting_sets"][1]["amulet"]["easy"]["challenges"]
    assert [c["gems"] for c in amulet] == [{"yellow": 1}, {"red": 2}]


def test_a_sets_first_card_opens_with_the_gem_of_the_other_sets_first(app, client):
    """A box sorted by gem colour: G01 yellow, G02 red entered; the blue set's first card opens
    yellow (the green set's first), its third card, B02 being red, red; the green set's third
    card red (G02, the card before it)."""
    set_id = entered_set(client, cards=(G01, G02))
    html = client.get(f"{BASE}/{set_id}/blue/1").get_data(as_text=True)
    assert 'name="gem" value="yellow" checked' in html
    html = client.get(f"{BASE}/{set_id}/green/3").get_data(as_text=True)
    assert 'name="gem" value="red" checked' in html
    assert send(client, set_id, "blue", 2, {**G02, "cell-1-1": "trap"}).status_code == 302
    html = client.get(f"{BASE}/{set_id}/blue/3").get_data(as_text=True)
    assert 'name="gem" value="red" checked' in html


def test_the_second_set_takes_the_first_sets_cards_but_the_amulet_in_one_tap(app, client):
    """2人プレイのセットアップ 3 (the amulet cards differ slightly from one player to the other):
    the second set's level card (entry 5) offers its level card, energy card and Super Gear
    as the first set's in one tap (the page works without JS: a submit), then opens its amulet
    card (entry 7), not entered yet; once they are entered, no offer, and the amulet saved
    with "save, then the next one" opens the set's page (its Super Gear is saved already)."""
    set_id = entered_set(client)
    client.set_cookie("lang", "ja")
    html = client.get(f"{BASE}/{set_id}/start/5").get_data(as_text=True)
    assert ('name="next" value="2" class="secondary obe-same-as-first"' in html
            and "階層カード、エネルギーカード、スーパーギアを1組目の開始カードと同じにして保存し"
            in html)
    energy = client.get(f"{BASE}/{set_id}/start/6").get_data(as_text=True)
    assert "obe-same-as-first" not in energy                   # only on the level card
    response = send(client, set_id, "start", 5, {"next": "2"})
    assert response.status_code == 302
    assert response.headers["Location"].endswith(f"/{set_id}/start/7")
    first, second = stored_set(app, set_id)["starting_sets"]
    for entry in ("level", "energy", "super_gear"):
        assert second[entry] == first[entry]
    assert second["amulet"] == {"easy": None, "hard": None}
    html = client.get(f"{BASE}/{set_id}/start/5").get_data(as_text=True)
    assert "obe-same-as-first" not in html
    # the amulet saved with "save, then the next one": its Super Gear is saved already (with
    # the one tap), so the set's page opens, not a page with only "save" (a dead end)
    response = send(client, set_id, "start", 7, {"easy-1-yellow": "2", "easy-2-red": "1",
                                                    "next": "1"})
    assert response.status_code == 302
    assert response.headers["Location"].endswith(f"/components/ohio_bob/{set_id}")
