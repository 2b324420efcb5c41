"""Ohio Bob speaks the reader's language all the way (issue 10): a tour of the game's pages in
Japanese with Japanese names and in English with Latin names, each page read as a player sees
it (tests/language_check.py): the new-table form (solo and two players), the host screen with
the temple map, the setup sheet, the phones (the first room, the hand, the steps of a card, a
rest, a climb and a discard; with real cards, each card revealed), refusals of several kinds,
the move log and past states, the notices (waiting for the partner, the end of the game), the
result at the end (a game lost for lack of energy and a game of two players to its end), the
score sheet, the component editor refusing bad documents (the card and the space named as a
person counts them), and the command line's setup in both languages.
"""
from __future__ import annotations

import json
import re
from functools import partial

import pytest
from click.testing import CliRunner

from companion.cli import main
from companion.i18n import render
from tests.driver import csrf_of, join_seat, new_component_set, post_move, seat_page, state_of
from tests.language_check import LanguageTour
from tests.web.test_ohio_bob_web import new_ob_table, short_temple

NAMES = {"ja": ("はなこ", "たろう"), "en": ("Ana", "Ben")}
#: A table's own copy of the cards, named in the reader's language (a table types one name).
OWN_SET = {"ja": ("短い神殿", "短い神殿（テスト用）"), "en": ("Short temple", "Short temple (test copy)")}
#: What the component editor says about the bad documents below, uploaded as files (1-based, as
#: a person counts; the file's own key for the card kept, which helps find it in the file).
BAD_CELL = {"ja": "緑の床のセットの3枚目の神殿カード(G03)、上から1行目・左から1列目:マスは文字で書いてください。",
            "en": "The 3rd temple card of the green floor set (G03), 1st row from the top, "
                  "1st space from the left: the space must be written as text."}
BAD_WALL = {"ja": "緑の床のセットの2枚目の神殿カード(G02)の1番目の壁がカードの上にありません(部屋は3行×4列です)。",
            "en": "The 2nd temple card of the green floor set (G02), its 1st wall is not on the "
                  "card (a room has 3 rows of 4 spaces)."}
REFUSALS = {"ja": ["黄の宝石のカード(A:移動 ⇔、B:移動 ⇕)は手札にありません。", "このカードにはオプションBがありません。",
                   "この階層(階層1)は5部屋中1部屋まで探索済み:最後の部屋の上段の階段から上れます。",
                   "手札からカードをプレイするか、休憩するか、階段を上ってください。"],
            "en": ["Not in your hand: the yellow-gem card (A: Move ⇔ and B: Move ⇕).",
                   "This card has no option B.",
                   "Level 1: 1 of 5 rooms explored so far: you climb from the top-row stairs of "
                   "the level's last room.",
                   "Play a card from your hand, rest, or climb."]}
LOG = {"ja": ["紫の宝石のカード(部屋:糧食、罠、階段)を階層1の最初の部屋に置き、"
              "青の宝石のカード(A:神殿マップ、B:移動 ✥)を手札に加える",
              "スーパーギアをオプションA(スーパーギアの移動 ✥)でプレイ", "北へ移動",
              "青の宝石のカード(A:神殿マップ、B:移動 ✥)をオプションA(神殿マップ)でプレイ",
              "神殿マップ:西に部屋を置く。黄の宝石のカード(部屋:ピット、紫の宝箱、階段)を部屋として配置"
              "(階層1の5部屋中2部屋目)",
              "休憩(エネルギーを1失う)。残りエネルギー5",
              "休憩(エネルギーを1失う)。残りエネルギー0。ゲームに敗北:エネルギーが尽きました。"],
       "en": ["Places the purple-gem card (room: ration, trap, and stairs) as the first room of "
              "level 1 and takes the blue-gem card (A: Temple map and B: Move ✥) into the hand",
              "Plays Super Gear, option A: Super Gear move ✥", "Moves north",
              "Plays the blue-gem card (A: Temple map and B: Move ✥), option A: Temple map",
              "Temple map: places a room to the west; the yellow-gem card (room: pit, chest (purple), "
              "and stairs) placed as room 2 of 5 on level 1",
              "Rests (loses 1 energy); 5 energy left",
              "Rests (loses 1 energy); 0 energy left; the game is lost: no energy left."]}
NEED_CARD = {"ja": "山札から引いたカード(新しい部屋)を入力してください。",
             "en": "Enter the card drawn from the deck (the new room)."}
WAITING = {"ja": "パートナーが休憩するのを待っています。", "en": "Waiting until your partner rests too."}
RESULT = {"ja": ["敗北:エネルギーが尽きました。", "敗北:エネルギーが尽きました。", "残りエネルギー0"],
          "en": ["Lost: no energy left.", "Lost: no energy left.", "0 energy left"]}


def text_of(html: str) -> str:
    """The page's text with tags removed and spaces collapsed (to find a whole sentence)."""
    import html as h
    text = h.unescape(re.sub(r"<[^>]+>", " ", html))
    return " ".join(text.replace("：", ":").replace("（", "(").replace("）", ")").split())


def shown(response, code: str = "") -> str:
    """The page as the tour checks it: all of it."""
    return response.get_data(as_text=True)


def check(tour, response, code, where) -> str:
    """Check one page of table ``code`` (see ``shown``); returns its HTML."""
    status = response.status_code
    assert status < 500, (where, status)
    tour.check(shown(response, code), where)
    return response.get_data(as_text=True)


def solo_lost_game(app, client, tour, lang):
    """A solo table: the first room, the Super Gear moving north, the temple map placing a
    room to the west, refusals of four kinds, then rests until no energy is left."""
    name = NAMES[lang][0]
    code = new_ob_table(client, players=(name,))
    check(tour, client.get(f"/t/{code}"), code, "host screen before the first move")
    check(tour, client.get(f"/t/{code}/setup"), code, "setup sheet")
    phone = join_seat(app, code, 0, lang=lang, check=partial(tour.check, where="join page"))
    html = tour.check(seat_page(phone, code), "phone: the first room")
    assert post_move(phone, code, "first_room", html, {"room": "G14"}, seen=0,
                     seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "phone: the hand")

    seen = []
    for kind, fields in (("play", {"card": "G01", "option": "A"}),
                         ("play", {"card": "super_gear", "option": "B"}),
                         ("climb", {}), ("effect", {"dir": "N"})):
        response = post_move(phone, code, kind, html, fields, seen=1, seat=0)
        assert response.status_code == 422
        seen.append(text_of(check(tour, response, code, f"refusal of {kind} {fields}")))
    for sentence, page in zip(REFUSALS[lang], seen):
        assert sentence in page

    assert post_move(phone, code, "play", html, {"card": "super_gear", "option": "A"}, seen=1,
                     seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "phone: a step of the Super Gear")
    assert post_move(phone, code, "effect", html, {"dir": "N"}, seen=2, seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "phone: after a move")
    assert post_move(phone, code, "play", html, {"card": "G07", "option": "A"}, seen=3,
                     seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "phone: the temple map's step")
    assert post_move(phone, code, "effect", html, {"dir": "W"}, seen=4, seat=0).status_code == 302
    tour.check(seat_page(phone, code), "phone: an empty hand")
    check(tour, client.get(f"/t/{code}"), code, "host screen with the temple map")
    for seen_now in range(5, 11):
        html = tour.check(seat_page(phone, code), f"phone before rest {seen_now - 4}")
        assert post_move(phone, code, "rest", html, seen=seen_now, seat=0).status_code == 302
    assert state_of(app, code)["status"] == "lost"

    html = tour.check(seat_page(phone, code), "phone: the result")
    host = text_of(check(tour, client.get(f"/t/{code}"), code,
                         "host screen: the result and the log"))
    host += text_of(check(tour, client.get(f"/t/{code}?log=2"), code,
                          "host screen: the earlier moves of the log"))
    for line in LOG[lang]:
        assert line in host
    assert RESULT[lang][0] in host
    for at in (0, 1, 3, 5, 10):
        check(tour, client.get(f"/t/{code}?at={at}"), code, f"the table after move {at}")
    sheet = text_of(check(tour, client.get(f"/t/{code}/score"), code, "score sheet"))
    assert name in sheet and RESULT[lang][1] in sheet and RESULT[lang][2] in sheet
    assert AT_THE_TABLE[lang]["sheet"] in sheet                 # won or lost said in words


#: What the pages say about a trap, a wall and bottom-row stairs (issue 13, item 6).
AT_THE_TABLE = {
    "ja": {"trap": "直前の手で起きたこと: 罠:エネルギー−1(残り5)",
           "log": "北へ移動。罠:エネルギー−1(残り5)",
           "wall": "→ 東 壁があって進めません。",
           "stairs": "この階層(階層1)は5部屋中1部屋まで探索済み:最後の部屋の上段の階段から上れます。",
           "explore": "南へ探索(コマは動かない)。黄の宝石のカード(部屋:ピット、紫の宝箱、階段)を部屋として配置",
           "same": "手札に加えるのは引いたもう1枚のカードです:紫の宝石のカード(A:スレッジハンマー、B:移動 ↑)はすでに最初の部屋です。",
           "sheet": "結果 敗北"},
    "en": {"trap": "What your last move did: trap: −1 energy (5 left)",
           "log": "Moves north; trap: −1 energy (5 left)",
           "wall": "→ east A wall blocks the way.",
           "stairs": "Level 1: 1 of 5 rooms explored so far: you climb from the top-row stairs "
                     "of the level's last room.",
           "explore": "Explores to the south (the pawn stays); the yellow-gem card (room: pit, chest "
                      "(purple), and stairs) placed as room",
           "same": "The card for your hand is the other card drawn: the purple-gem card (A: "
                   "Sledgehammer and B: Move ↑) is already the first room.",
           "sheet": "Result Lost"},
}


def at_the_table(app, client, tour, lang):
    """Issue 13 on the pages: the reason the first room's stairs do not lead up, a trap said
    after the move, a wall's direction shown refused with its reason, an explore said as one
    (the room named), and with real cards the same card entered twice refused as such."""
    words = AT_THE_TABLE[lang]
    code = new_ob_table(client, players=(NAMES[lang][0],))
    phone = join_seat(app, code, 0, lang=lang, check=partial(tour.check, where="join page"))
    html = tour.check(seat_page(phone, code), "notes: first room")
    assert post_move(phone, code, "first_room", html, {"room": "G14"},
                     seen=0, seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "notes: on the bottom-row stairs")
    assert words["stairs"] in text_of(html)
    assert post_move(phone, code, "play", html, {"card": "super_gear", "option": "A"}, seen=1,
                     seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "notes: a step")
    assert post_move(phone, code, "effect", html, {"dir": "E"}, seen=2, seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "notes: a card")
    assert post_move(phone, code, "play", html, {"card": "G07", "option": "B"},
                     seen=3, seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "notes: toward the trap")
    assert post_move(phone, code, "effect", html, {"dir": "N"}, seen=4, seat=0).status_code == 302
    assert words["trap"] in text_of(tour.check(seat_page(phone, code), "notes: after the trap"))
    html = tour.check(seat_page(phone, code), "notes: empty hand")
    assert post_move(phone, code, "rest", html, seen=5, seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "notes: after the rest")
    assert post_move(phone, code, "play", html, {"card": "G07", "option": "B"},
                     seen=6, seat=0).status_code == 302
    assert words["wall"] in text_of(tour.check(seat_page(phone, code),
                                               "notes: a wall to the east"))
    html = tour.check(seat_page(phone, code), "notes: skip")
    assert post_move(phone, code, "skip", html, seen=7, seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "notes: super gear again")
    assert post_move(phone, code, "play", html, {"card": "super_gear", "option": "A"},
                     seen=8, seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "notes: a step south")
    assert post_move(phone, code, "effect", html, {"dir": "S"}, seen=9, seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "notes: on the bottom row")
    assert post_move(phone, code, "rest", html, seen=10, seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "notes: rested")
    assert post_move(phone, code, "play", html, {"card": "G07", "option": "B"},
                     seen=11, seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "notes: explore")
    assert post_move(phone, code, "effect", html, {"dir": "S"}, seen=12, seat=0).status_code == 302
    tour.check(seat_page(phone, code), "notes: after exploring")
    host = text_of(check(tour, client.get(f"/t/{code}"), code, "host: the notes in the log"))
    assert words["log"] in host and words["explore"] in host

    code = new_ob_table(client, players=(NAMES[lang][0],), mode="table")
    phone = join_seat(app, code, 0, lang=lang, check=partial(tour.check, where="join page"))
    html = tour.check(seat_page(phone, code), "real cards: the first two cards with their effects")
    response = post_move(phone, code, "first_room", html, {"room": "G14", "hand": "G14"}, seen=0,
                         seat=0)
    assert response.status_code == 422
    assert words["same"] in text_of(check(tour, response, code, "refusal: the same card twice"))


def real_cards_steps(app, client, tour, lang):
    """Real cards (table mode): the phone asks for each card revealed — the first two cards,
    the new room of the temple map — and refuses a move that needs the card without it."""
    code = new_ob_table(client, players=(NAMES[lang][0],), mode="table")
    check(tour, client.get(f"/t/{code}/setup"), code, "setup sheet, real cards")
    phone = join_seat(app, code, 0, lang=lang, check=partial(tour.check, where="join page"))
    html = tour.check(seat_page(phone, code), "phone, real cards: enter the first two cards")
    assert post_move(phone, code, "first_room", html, {"room": "G14", "hand": "G07"}, seen=0,
                     seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "phone, real cards: the hand")
    assert post_move(phone, code, "play", html, {"card": "G07", "option": "A"}, seen=1,
                     seat=0).status_code == 302
    html = tour.check(seat_page(phone, code), "phone, real cards: a card to reveal")
    response = post_move(phone, code, "effect", html, {"dir": "W"}, seen=2, seat=0)
    assert response.status_code == 422
    assert NEED_CARD[lang] in text_of(check(tour, response, code, "refusal: the card revealed"))
    assert post_move(phone, code, "effect", html, {"dir": "W", "card": "G01"}, seen=2,
                     seat=0).status_code == 302
    tour.check(seat_page(phone, code), "phone, real cards: after the new room")
    check(tour, client.get(f"/t/{code}"), code, "host screen, real cards")


def own_set(client, tour, lang):
    """The component editor: two bad documents refused naming the card and the place on it,
    then the short temple saved under a name in the reader's language."""
    tour.check(client.get("/components/ohio_bob"), "component editor")
    doc = short_temple()
    name, label = OWN_SET[lang]
    doc["label"] = label
    for bad, change in ((BAD_CELL, lambda d: d["sets"]["green"][2]["room"]["grid"][0]
                         .__setitem__(0, 7)),
                        (BAD_WALL, lambda d: d["sets"]["green"][1]["room"]["walls"][0]
                         .__setitem__("row", 5))):
        broken = json.loads(json.dumps(doc))
        change(broken)
        html = client.get("/components/ohio_bob").get_data(as_text=True)
        response = client.post("/components/ohio_bob", data={
            "csrf_token": csrf_of(html), "name": name, "text": json.dumps(broken)})
        assert response.status_code == 422
        page = tour.check(shown(response), "component editor: a bad document")
        assert bad[lang] in text_of(page)
    html = client.get("/components/ohio_bob").get_data(as_text=True)
    response = client.post("/components/ohio_bob", data={
        "csrf_token": csrf_of(html), "name": name, "text": json.dumps(doc)})
    assert response.status_code == 302
    form = tour.check(client.get("/new/ohio_bob"), "new-table form with a saved set")
    return re.search(r'<option value="(\d+)">' + re.escape(name) + "</option>", form).group(1)


def two_players_won_game(app, client, tour, lang, choice):
    """The mirror temple with the short temple (one room per level): a rest waiting for the
    partner, a climb giving energy, the discard down to MAX, a refused trade, to the end."""
    ana_name, ben_name = NAMES[lang]
    code = new_ob_table(client, players=NAMES[lang], components=choice, seed="5")
    check(tour, client.get(f"/t/{code}/setup"), code, "setup sheet of two players")
    ana, ben = join_seat(app, code, 0, lang=lang,
                         check=partial(tour.check, where="join page")), join_seat(app, code, 1, lang=lang,
                                                         check=partial(tour.check, where="join page"))
    opts = [p["await"]["options"] for p in state_of(app, code)["players"]]
    html = tour.check(seat_page(ana, code), "first phone: the first room")
    assert post_move(ana, code, "first_room", html, {"room": opts[0][0]}, seen=0,
                     seat=0).status_code == 302
    html = tour.check(seat_page(ben, code), "second phone: the first room")
    assert post_move(ben, code, "first_room", html, {"room": opts[1][0]}, seen=1,
                     seat=1).status_code == 302
    html = tour.check(seat_page(ben, code), "second phone: the hand")
    response = post_move(ben, code, "trade", html, {"give": opts[1][1], "take": opts[0][1]},
                         seen=2, seat=1)
    assert response.status_code == 422
    check(tour, response, code, "refusal of a trade")
    assert post_move(ben, code, "rest", html, seen=2, seat=1).status_code == 302
    waiting = text_of(tour.check(seat_page(ben, code),
                                 "second phone: waiting for the partner's rest"))
    assert WAITING[lang] in waiting
    check(tour, client.get(f"/t/{code}"), code, "host screen of two players")
    html = tour.check(seat_page(ana, code), "first phone: on the stairs")
    assert post_move(ana, code, "climb", html, {"gift": "y"}, seen=3, seat=0).status_code == 302
    html = tour.check(seat_page(ana, code), "first phone: the discard")
    assert post_move(ana, code, "discard", html, {"cards": "super_gear"}, seen=4,
                     seat=0).status_code == 302
    tour.check(seat_page(ana, code), "first phone: waiting for the partner to leave the level")
    seen = 5
    while state_of(app, code)["status"] == "playing" and seen < 40:
        state = state_of(app, code)
        for seat, phone in ((0, ana), (1, ben)):
            p = state["players"][seat]
            kind = p["await"]["kind"]
            html = tour.check(seat_page(phone, code), f"phone {seat + 1}: {kind}")
            if kind == "first_room":
                response = post_move(phone, code, "first_room", html,
                                     {"room": p["await"]["options"][0]}, seen=seen, seat=seat)
            elif kind == "turn":
                response = post_move(phone, code, "climb", html, seen=seen, seat=seat)
            elif kind == "discard":
                response = post_move(phone, code, "discard", html, {"cards": p["hand"][0]},
                                     seen=seen, seat=seat)
            else:
                continue
            assert response.status_code == 302, response.get_data(as_text=True)[-1500:]
            seen += 1
            break
    assert state_of(app, code)["status"] in ("won", "lost")
    tour.check(seat_page(ana, code), "first phone: the result")
    tour.check(seat_page(ben, code), "second phone: the result")
    host = text_of(check(tour, client.get(f"/t/{code}"), code,
                         "host screen: the end of two players"))
    assert f"{ben_name}:" in host
    end = state_of(app, code)["end"]                  # the notice of the end, as stored
    assert end["message"]["code"].startswith("ohio_bob.end.")
    assert text_of(render(end["message"], lang)) in host
    for at in (2, 3, 4):
        check(tour, client.get(f"/t/{code}?at={at}"), code, f"two players after move {at}")
    check(tour, client.get(f"/t/{code}/score"), code, "score sheet of two players")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ohio_bob_speaks_the_page_language_all_the_way(app, client, lang):
    tour = LanguageTour(lang)
    client.set_cookie("lang", lang)
    page = tour.check(client.get("/new/ohio_bob"), "new-table form")
    refused = client.post("/new/ohio_bob", data={
        "csrf_token": csrf_of(page), "player_count": "2", "seed": "1", "name_0": NAMES[lang][0],
        "colour_0": "red", "name_1": "", "colour_1": "blue", "components": "sample",
        "mode": "app", "difficulty": "easy", "challenge": "0", "card_set": "green"})
    assert refused.status_code == 400
    tour.check(refused, "new-table form for two players, a name missing")
    solo_lost_game(app, client, tour, lang)
    at_the_table(app, client, tour, lang)
    real_cards_steps(app, client, tour, lang)
    choice = own_set(client, tour, lang)
    two_players_won_game(app, client, tour, lang, choice)
    tour.assert_clean()


CLI_FIRST = {"ja": "はなこ：神殿カードは緑の床。階層カードはイージー面、エネルギーカードはイージー面、"
                   "アミュレットカードはイージー面。アミュレットのチャレンジは赤2個、青1個。階層1、エネルギー6",
             "en": "Ana: green floor temple cards; level card easy side, energy card easy side, "
                   "amulet card easy side; amulet challenge 2 red and 1 blue; level 1, energy 6"}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_command_line_setup_speaks_the_chosen_language(lang):
    """``companion --lang ja setup ohio_bob`` (and LANG=ja_JP.UTF-8): every line of the game's
    setup text (the first line, the command's own heading, is the platform's).  Seed 3 with
    two players: the sample's easy sides, seat 1 the green floor set and the easy amulet's
    second challenge (2 red, 1 blue)."""
    tour = LanguageTour(lang)
    env = {"LC_ALL": None, "LC_MESSAGES": None, "LANGUAGE": None,
           "LANG": "ja_JP.UTF-8" if lang == "ja" else "en_GB.UTF-8"}
    for players in ("1", "2"):
        names = []
        for name in NAMES[lang][:int(players)]:
            names += ["--name", name]
        setup = ["setup", "ohio_bob", "-p", players, "--seed", "3", *names]
        result = CliRunner().invoke(main, ["--lang", lang, *setup])
        assert result.exit_code == 0, result.output
        body = result.output.split("\n", 1)[1]
        tour.check_text(body, f"setup of {players}")
        assert ("サンプル" if lang == "ja" else "Sample set") in body
        if players == "2":
            assert CLI_FIRST[lang] in body.splitlines()
        by_env = CliRunner().invoke(main, setup, env=env)
        assert by_env.exit_code == 0 and by_env.output == result.output
    tour.assert_clean()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ohio_bob_editor_speaks_the_page_language(app, client, lang):
    """The tap editor's pages (issue 11): the set's page, every kind of entry (blank, after a
    tap without JS, after a refusal), and the entry of a card new to the set on the seat's page
    (blank, after a tap, refused)."""
    from tests.web.test_ohio_bob_editor import BASE, G02, entered_set, send

    tour = LanguageTour(lang)
    client.set_cookie("lang", lang)
    blank = new_component_set(client, "ohio_bob", OWN_SET[lang][0])
    tour.check(client.get(f"{BASE}/{blank}"), "editor: a new set")
    tour.check(client.get(f"{BASE}/{blank}/green/1"), "editor: a card before the room size")
    tour.check(client.get(f"{BASE}/{blank}/basics/1"), "editor: room size and gem colours")
    tour.check(send(client, blank, "basics", 1, {"rows": "3"}), "editor: basics refused")
    set_id = entered_set(client, OWN_SET[lang][0])
    tour.check(client.get(BASE), "editor: the sets with their progress")
    tour.check(client.get(f"{BASE}/{set_id}"), "editor: a set being completed")
    tour.check(client.get(f"{BASE}/{set_id}/green/1"), "editor: a card entered")
    tour.check(client.get(f"{BASE}/{set_id}/blue/17"), "editor: a blue card")
    tour.check(send(client, set_id, "green", 2, {**G02, "brush": "chest:red", "tap": "c1-1"}),
               "editor: a card after a tap")
    tour.check(send(client, set_id, "green", 2, {**G02, "cell-1-1": "stairs"}),
               "editor: a card refused")
    for n in range(1, 9):
        tour.check(client.get(f"{BASE}/{set_id}/start/{n}"), f"editor: starting card {n}")
    tour.check(send(client, set_id, "start", 1, {"easy-1-rooms": "0"}),
               "editor: a level card refused")
    code = new_ob_table(client, players=NAMES[lang][:1], components=str(set_id), mode="table")
    seat = f"/t/{code}/seat/0"
    check(tour, client.get(f"/t/{code}"), code, "host screen: cards not entered yet")
    check(tour, client.get(f"/t/{code}/setup"), code, "setup sheet: a set being completed")
    check(tour, client.get(seat), code, "seat: a card new to the set offered")
    html = check(tour, client.get(seat + "?new_card=1"), code, "seat: a card new to the set")
    form = html.split('id="ob-enter-form"')[1]
    seen = re.search(r'name="enter_card-seen"[^>]*value="(\d+)"', form).group(1)
    fields = {"enter_card-csrf_token": csrf_of(form), "enter_card-seen": seen, "seat": "0"}
    check(tour, client.post(f"/t/{code}/move/enter_card", data={**fields, **G02, "tap": "h0-1"}),
          code, "seat: a card new to the set after a tap")
    refused = client.post(f"/t/{code}/move/enter_card", data={**fields, **G02, "opt-A": ""})
    assert refused.status_code == 422
    check(tour, refused, code, "seat: a card new to the set refused")
    assert client.post(f"/t/{code}/move/enter_card",
                       data={**fields, **G02}).status_code == 302
    check(tour, client.get(seat), code, "seat: after a card entered")
    tour.assert_clean()
