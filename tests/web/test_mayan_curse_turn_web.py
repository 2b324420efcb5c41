"""Mayan Curse's turn built on a phone, step by step (issue 12 item 1): each page offers links
that carry the partial turn; the last page plays it or shows it on the host screen first.  A
turn value no page made, typed into the address or posted, is said and never stored (seed 000
「b. 移動」: the turn is made of stones the player holds)."""
from __future__ import annotations

import html as htmllib
import re

from tests.driver import csrf_of, join_seat, state_and_version, state_of, version_of
from tests.web.test_mayan_curse_web import new_mc_table

KEY = "mayan_curse"


def _drawn(app, client):
    """A two-player table whose phones have entered their stones: (code, phones, state)."""
    code = new_mc_table(client, players=("Ana", "Ben"))
    phones = [join_seat(app, code, pos) for pos in (0, 1)]
    hands = (["dog", "dog/jaguar", "eagle"], ["monkey", "serpent", "eagle"])
    for pos, hand in enumerate(hands):
        state, version = state_and_version(app, code)
        page = phones[pos].get(f"/t/{code}/me").get_data(as_text=True)
        data = {"draw-csrf_token": csrf_of(page), "draw-seen": str(version)}
        data.update({f"draw-stone_{k}": s for k, s in enumerate(hand)})
        r = phones[pos].post(f"/t/{code}/move/draw", data=data)
        assert r.status_code == 302, r.get_data(as_text=True)[-2000:]
    state = state_of(app, code)
    assert state["phase"] == "turns"
    return code, phones, state


def _links(page: str) -> list[str]:
    return [htmllib.unescape(h) for h in re.findall(r'class="button mc-choice[^"]*" href="([^"]+)"',
                                                     page)]


def _to_end(phone, code) -> str:
    """The builder's last page, reached by the first choice of each page."""
    page = phone.get(f"/t/{code}/me").get_data(as_text=True)
    for _ in range(40):
        if 'id="turn-play"' in page:
            return page
        links = _links(page)
        assert links, page[-3000:]
        r = phone.get(links[0].split("#")[0])
        assert r.status_code == 200
        page = r.get_data(as_text=True)
    raise AssertionError("no last page")


def test_a_turn_built_from_offered_links_only_is_played(app, client):
    """Following the first choice of each page until the last page, then playing: the turn
    is stored (the log grows by one, the turn passes to the other seat)."""
    code, phones, state = _drawn(app, client)
    who = state["turn"]
    page = _to_end(phones[who], code)
    steps = re.search(r'name="turn-steps"[^>]*value="([^"]*)"', page)
    version = version_of(app, code)
    r = phones[who].post(f"/t/{code}/move/turn", data={
        "turn-csrf_token": csrf_of(page), "turn-seen": str(version), "seat": str(who),
        "turn-steps": htmllib.unescape(steps.group(1)) if steps else ""})
    assert r.status_code == 302, r.get_data(as_text=True)[-2000:]
    after, v2 = state_and_version(app, code)
    assert v2 == version + 1 and after["turn"] != who


def test_a_turn_value_no_page_made_is_refused_and_nothing_is_stored(app, client):
    """Issue 12: a bad stone value ("abc") answered 500.  Posted, it is a 400 in the page
    language and nothing is stored; in the address, the builder starts afresh and says so."""
    code, phones, state = _drawn(app, client)
    who = state["turn"]
    page = _to_end(phones[who], code)
    version = version_of(app, code)
    for bad in ("abc", "m.9.0.u.1", "m.0.99.u.1", "m.0.0.x.1", "s.r.3.abc", "m.01.0.u.0",
                "w.01.0.u.1", "_" * 50, "m.0.0.u.1" * 80,
                # two backpack items in one turn (「バックパックを使う」: one item a game)
                "b.elixir_b.map.2.0", "b.map.2.0_b.elixir", "b.machete_b.machete",
                "b.compass.2.1_b.map.2.0"):
        r = phones[who].post(f"/t/{code}/move/turn", data={
            "turn-csrf_token": csrf_of(page), "turn-seen": str(version), "seat": str(who),
            "turn-steps": bad})
        assert 400 <= r.status_code < 500, (bad, r.status_code)
        assert version_of(app, code) == version
        r = phones[who].get(f"/t/{code}/me", query_string={"turn": bad})
        assert r.status_code == 200, bad
        assert 'id="turn-problem"' in r.get_data(as_text=True), bad
    r = phones[who].post(f"/t/{code}/move/turn?lang=ja", data={
        "turn-csrf_token": csrf_of(page), "turn-seen": str(version), "seat": str(who),
        "turn-steps": "abc"}, headers={"Accept-Language": "ja"})
    assert 400 <= r.status_code < 500


def test_the_other_seat_page_holds_no_stone_of_this_seat(app, client):
    """「ステップ1:ドロー」: stones are secret until played.  The other phone's page (and the
    host screen) shows hands only as counts and the pouch as a count; only the seat in turn
    gets the builder."""
    code, phones, state = _drawn(app, client)
    who = state["turn"]
    other = 1 - who
    page = phones[other].get(f"/t/{code}/me").get_data(as_text=True)
    assert 'id="turn-play"' not in page and "mc-choice" not in page
    host = client.get(f"/t/{code}").get_data(as_text=True)
    mine = phones[who].get(f"/t/{code}/me").get_data(as_text=True)
    assert "mc-choice" in mine
    for text in (page, host):
        assert "dog/jaguar" not in text and "draw-stone_0" not in text


def _post_turn(phone, code, page, version, who, steps):
    return phone.post(f"/t/{code}/move/turn", data={
        "turn-csrf_token": csrf_of(page), "turn-seen": str(version), "seat": str(who),
        "turn-steps": steps})


def test_a_refused_turn_keeps_the_steps_built_so_far(app, client):
    """A turn the engine refuses when played brings the phone back to the builder with the
    steps it had and the refusal said beside them, not an empty builder; nothing is stored.

    Ana (the first seat: dog, dog/jaguar, eagle) stands on the entrance board, 2nd row, 1st
    space from the left.  Slab 1 of river 1 slid one space right (「a. 床ボードのスライド」)
    leaves that column over the river: the dog's line up then has no floor (「落ちてはいけません」), so the turn
    goes back with the slide kept; the slide alone is refused too (the slab is neither stood on
    nor moved onto), with the slide kept and the reason said."""
    code, phones, state = _drawn(app, client)
    who = state["turn"]
    assert who == 0 and state["hands"][0] == ["dog", "dog/jaguar", "eagle"]
    assert (state["adventurers"][0]["row"], state["adventurers"][0]["col"]) == (1, 0)
    page = _to_end(phones[who], code)
    version = version_of(app, code)
    for posted, reason in (("s.r.2.1_m.0.0.u.1", "there is no floor there"),
                           ("s.r.2.1", "but you neither stand on it nor move onto it")):
        r = _post_turn(phones[who], code, page, version, who, posted)
        assert r.status_code == 422, posted
        assert version_of(app, code) == version
        text = htmllib.unescape(r.get_data(as_text=True))
        problem = re.search(r'id="turn-problem">([^<]*)<', text)
        assert problem and reason in problem.group(1), posted
        done = re.search(r'id="turn-steps">(.*?)</ol>', text, re.S).group(1)
        assert "Slide: the 1st slab of river 1: 1 space right." in done
        assert 'id="turn-play"' not in text         # not the last page: the turn goes on
        assert "&turn=s.r.2.1&" in text or "&turn=s.r.2.1#" in text   # the links carry it
    r = phones[who].post(f"/t/{code}/move/turn", data={
        "turn-csrf_token": csrf_of(page), "turn-seen": str(version), "seat": str(who),
        "turn-steps": "s.r.2.1_m.0.0.u.1"}, headers={"Accept-Language": "ja"})
    text = r.get_data(as_text=True)
    assert r.status_code == 422 and 'id="turn-problem"' in text
    assert "川1の1枚目の床ボード" in text


def _words(page: str) -> str:
    """The turn section's words, tags removed and spaces collapsed."""
    section = page[page.index('<section id="turn"'):page.index('class="mc-drawing-title"')]
    return " ".join(htmllib.unescape(re.sub(r"<[^>]+>", " ", section)).split())


def test_the_builders_steps_are_numbered_and_leaving_the_temple_says_what_it_means(app, client):
    """The menu's steps are numbered (①②③ on a Japanese page, 1. 2. 3. on an English one),
    never lettered.  A line that leaves by the entrance is said as leaving (「入口から脱出」, no
    「…へ」 after it), its choice says what that means, and so does the last page: seed 000
    「寺院への到達と帰還」: 「入口ボードにたどり着いたら、あなたの冒険者をボードから取り外します。
    ゲームの残りの期間では、あなたのターンはスキップされます。」; 「ゲーム終了」: 「すべての
    プレイヤーが入口に戻る…と、ゲームは終了します」 (solo: at once; with Ben still inside,
    Ana's turns end but not the game)."""
    from tests.web.test_mayan_curse_web import draw_all, edit_setup, near_the_exit

    code = new_mc_table(client, players=("Ana",), seed="4")
    edit_setup(app, code, near_the_exit([[]]))
    draw_all(app, client, code, 1)
    phone = join_seat(app, code, 0)
    phone.set_cookie("lang", "ja")
    menu = _words(phone.get(f"/t/{code}/me").get_data(as_text=True))
    # ③ (the end) once a step is taken: before it, the pass is offered apart, first
    assert "①スライド（残り3マス）" in menu and "②移動" in menu and "パスできます。" in menu
    assert not re.search(r"\b[abc]\. ", menu)
    line = _words(phone.get(f"/t/{code}/me?pick=stone.0").get_data(as_text=True))
    assert "↓ 1マス：入口から脱出 脱出：ゲームが終了します" in line
    built = _words(phone.get(f"/t/{code}/me?turn=m.0.0.d.1").get_data(as_text=True))
    assert "石1（犬）：↓ 1マス、入口から脱出。" in built and "）へ" not in built
    assert "③終了" in built
    end = _words(phone.get(f"/t/{code}/me?turn=m.0.0.d.1&pick=end").get_data(as_text=True))
    assert ("入口から脱出します。あなたの冒険者はボードから取り外され、このゲームではもうあなたの"
            "ターンはありません。あなたの知識はゲーム終了時に数えられます。") in end
    assert "ソロプレイでは、これでゲームが終了します。持ち帰った知識を目標と比べて勝敗が決まります。" in end
    phone.set_cookie("lang", "en")
    menu = _words(phone.get(f"/t/{code}/me").get_data(as_text=True))
    assert "1. Slides (3 spaces left)" in menu and "2. Moves" in menu and "You may pass." in menu
    assert "3. End" in _words(phone.get(f"/t/{code}/me?turn=m.0.0.d.1").get_data(as_text=True))
    line = _words(phone.get(f"/t/{code}/me?pick=stone.0").get_data(as_text=True))
    assert ("↓ 1 space: out of the temple by the entrance you leave the temple: the game ends"
            in line)
    end = _words(phone.get(f"/t/{code}/me?turn=m.0.0.d.1&pick=end").get_data(as_text=True))
    assert "stone 1 (dog): ↓ 1 space, out of the temple by the entrance." in end
    assert "Playing solo, this ends the game" in end

    code = new_mc_table(client, players=("Ana", "Ben"), seed="4")
    edit_setup(app, code, near_the_exit([[], []]))
    draw_all(app, client, code, 2)
    ana = join_seat(app, code, 0)
    ana.set_cookie("lang", "ja")
    symbol = state_of(app, code)["hands"][0][0].split("/")[0]
    steps = f"m.0.{['dog', 'jaguar', 'serpent', 'eagle', 'monkey'].index(symbol)}.d.1"
    line = _words(ana.get(f"/t/{code}/me?pick=stone.0").get_data(as_text=True))
    assert "入口から脱出 脱出：以後あなたのターンはありません" in line
    end = _words(ana.get(f"/t/{code}/me?turn={steps}&pick=end").get_data(as_text=True))
    assert "入口から脱出します。" in end and "ゲームは終了します" not in end
    assert "ソロプレイ" not in end


def _built_address(phone, code) -> str:
    """The address of a builder page holding at least one chosen step (``turn``), reached by
    the first choice of each page, as its link gives it (with ``v``, the table's version)."""
    page = phone.get(f"/t/{code}/me").get_data(as_text=True)
    for _ in range(10):
        links = [link.split("#")[0] for link in _links(page)]
        assert links, page[-3000:]
        built = [link for link in links if "turn=" in link]
        if built:
            return built[0]
        page = phone.get(links[0]).get_data(as_text=True)
    raise AssertionError("no step chosen")


def _moved_on_words(page: str) -> str:
    notice = re.search(r'<div class="banner" id="turn-moved-on"[^>]*>(.*?)</div>', page, re.S)
    assert notice, page[-3000:]
    return " ".join(htmllib.unescape(re.sub(r"<[^>]+>", " ", notice.group(1))).split())


def test_a_turn_being_built_when_the_host_plays_it_for_the_seat_is_said_not_stored(app, client):
    """Trial 2, item 1: a phone half-way through its turn (``/me?turn=...&v=N``) when the host
    screen passes that seat's turn: the builder's next page (or the same one, asked again by
    the page's poll) says, where the builder stood (``#turn``), that the table moved on and
    that the steps chosen were not stored, with no builder left and a link to the table as it
    is now; in Japanese without an English word."""
    code, phones, state = _drawn(app, client)
    who = state["turn"]
    version = version_of(app, code)
    address = _built_address(phones[who], code)
    assert f"v={version}" in address
    still = phones[who].get(address).get_data(as_text=True)
    assert 'id="turn-moved-on"' not in still and "mc-choice" in still
    # the host screen acts for the seat and passes its turn
    host_page = client.get(f"/t/{code}/seat/{who}?pick=end").get_data(as_text=True)
    r = client.post(f"/t/{code}/move/turn", data={
        "turn-csrf_token": csrf_of(host_page), "turn-seen": str(version), "seat": str(who),
        "turn-steps": ""})
    assert r.status_code == 302
    assert state_of(app, code)["turn"] != who
    page = phones[who].get(address).get_data(as_text=True)
    assert '<section id="turn"' in page and "mc-choice" not in page and 'id="turn-play"' not in page
    words = _moved_on_words(page)
    assert words.startswith("The table moved on while you were building your turn: the steps "
                            "you had chosen were not stored.")
    assert "It is no longer your turn." in words
    assert f'href="/t/{code}/me" id="turn-moved-on-now"' in page
    phones[who].set_cookie("lang", "ja")
    page = phones[who].get(address).get_data(as_text=True)
    words = _moved_on_words(page)
    assert "テーブルの状況が変わりました" in words and "保存されていません" in words
    assert "もうあなたの手番ではありません。" in words
    assert not re.search(r"[A-Za-z]{2,}", words)
    # the table as it is now: no notice
    assert 'id="turn-moved-on"' not in phones[who].get(f"/t/{code}/me").get_data(as_text=True)


def test_a_builder_address_whose_version_is_no_number_starts_afresh_without_a_word(app, client):
    """The phone trial: ``?v=abc&pick=end`` said 「ターンを組み立てている間にテーブルの状況が
    変わりました…」 though nothing had changed: a ``v`` that is no number drops the steps
    silently, the builder there from the start; ``?pick=xyz`` is ignored."""
    code, phones, state = _drawn(app, client)
    who = state["turn"]
    phones[who].set_cookie("lang", "ja")
    fresh = phones[who].get(f"/t/{code}/me").get_data(as_text=True)
    assert "mc-choice" in fresh
    for query in ("v=abc&pick=end", "v=abc&turn=m.0.0.d.1&pick=end", "v=-1", "pick=xyz"):
        response = phones[who].get(f"/t/{code}/me?{query}")
        page = response.get_data(as_text=True)
        assert response.status_code == 200, query
        assert 'id="turn-moved-on"' not in page, query
        assert "ターンを組み立てている間に" not in page, query
        assert "mc-choice" in page, query
    # the steps of a malformed address are not used: the same builder as the fresh page
    page = phones[who].get(f"/t/{code}/me?v=abc&turn=m.0.0.d.1&pick=end").get_data(as_text=True)
    assert _words(page) == _words(fresh)


def test_a_turn_being_built_when_a_move_is_taken_back_starts_afresh_and_says_so(app, client):
    """An undo while a turn is being built: the steps are not kept even where the seat is still
    to move (what they were chosen on was taken back): the page says so, names the move taken
    back, and offers the turn again from the start."""
    code, phones, state = _drawn(app, client)
    who = state["turn"]
    version = version_of(app, code)
    address = _built_address(phones[who], code)
    # the host takes back the last draw (the draw phase again: nobody's turn) ...
    host = client.get(f"/t/{code}").get_data(as_text=True)
    r = client.post(f"/t/{code}/undo", data={"csrf_token": csrf_of(host), "seen": str(version)})
    assert r.status_code == 302
    page = phones[who].get(address).get_data(as_text=True)
    words = _moved_on_words(page)
    assert "not stored" in words and "The host screen took back" in words
    assert "It is no longer your turn." in words
    # ... and that seat enters its stones again: the same seat is to move, on a table that
    # went through two more records
    now, v2 = state_and_version(app, code)
    pos = next(p for p in range(2) if now["hands"][p] is None)
    hands = (["dog", "dog/jaguar", "eagle"], ["monkey", "serpent", "eagle"])
    mine = phones[pos].get(f"/t/{code}/me").get_data(as_text=True)
    data = {"draw-csrf_token": csrf_of(mine), "draw-seen": str(v2)}
    data.update({f"draw-stone_{k}": s for k, s in enumerate(hands[pos])})
    assert phones[pos].post(f"/t/{code}/move/draw", data=data).status_code == 302
    assert state_of(app, code)["turn"] == who
    page = phones[who].get(address).get_data(as_text=True)
    words = _moved_on_words(page)
    assert "It is still your turn: build it again from the table as it is now." in words
    assert 'id="turn-steps"' not in page and "mc-choice" in page   # afresh: no step kept


def test_a_turn_being_built_keeps_its_steps_when_another_seat_notes_a_stela_value(app, client):
    """A stela's value noted by another seat changes nothing of the turn (the game declares it
    independent): the builder's page asked again keeps its steps and says nothing."""
    from tests.web.test_mayan_curse_web import draw_all, edit_setup

    code = new_mc_table(client, players=("Ana", "Ben"), seed="7")
    phones = [join_seat(app, code, pos) for pos in (0, 1)]
    edit_setup(app, code, lambda setup: setup.update(adventurers=[
        dict(a, stelae=[{"id": f"grey-{i + 1}", "colour": "grey", "origin": "passage",
                         "value": None}]) for i, a in enumerate(setup["adventurers"])]))
    draw_all(app, client, code, 2)
    state, version = state_and_version(app, code)
    who = state["turn"]
    address = _built_address(phones[who], code)
    before = phones[who].get(address).get_data(as_text=True)
    steps = re.search(r'id="turn-steps">(.*?)</ol>', before, re.S)
    noter = phones[1 - who]
    page = noter.get(f"/t/{code}/me").get_data(as_text=True)
    r = noter.post(f"/t/{code}/move/stela_value", data={
        "stela_value-csrf_token": csrf_of(page), "stela_value-seen": str(version),
        "stela_value-stela": f"grey-{2 - who}", "stela_value-value": "3"})
    assert r.status_code == 302
    after = phones[who].get(address).get_data(as_text=True)
    assert 'id="turn-moved-on"' not in after
    if steps:
        assert steps.group(1) in after
    assert f"v={version + 1}" in after    # its links now carry the table's version
