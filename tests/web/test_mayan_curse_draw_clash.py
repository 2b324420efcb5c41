"""The phone trial: two phones both entered the sample set's only 「犬/ジャガー」 stone and both
were accepted (a draw is secret: each phone is checked against the set only); once every seat
had drawn, every page said only 「このテーブルで入力された石の数が合いません。…」.  The notice now
names the stone entered too often, how many were entered and how many the set holds; each
phone that entered it is told so on its own page (whose stones clash stays on their phones)."""
from __future__ import annotations

import re

from tests.driver import join_seat
from tests.driver import state_of
from tests.web.test_mayan_curse_web import draw, new_mc_table


def clash(html: str) -> list[str]:
    """The lines of the notice, tags removed."""
    block = re.search(r'<ul class="mc-clash" id="draw-clash">(.*?)</ul>', html, re.S)
    if not block:
        return []
    return [" ".join(re.sub(r"<[^>]+>", " ", li).split())
            for li in re.findall(r"<li>(.*?)</li>", block.group(1), re.S)]


def test_a_stone_entered_too_often_is_named_and_its_phones_told(app, client):
    code = new_mc_table(client, players=("Ana", "Ben", "Cai"), seed="7")
    ana, ben, cai = (join_seat(app, code, n) for n in range(3))
    assert draw(ana, code, ana.get(f"/t/{code}/me").get_data(as_text=True), 0,
                ["dog", "dog/jaguar", "eagle"]).status_code == 302
    assert draw(ben, code, ben.get(f"/t/{code}/me").get_data(as_text=True), 1,
                ["monkey", "serpent", "dog/jaguar"]).status_code == 302
    # two draws in: nothing to say yet (Cai has not drawn)
    assert clash(ana.get(f"/t/{code}/me").get_data(as_text=True)) == []
    assert draw(cai, code, cai.get(f"/t/{code}/me").get_data(as_text=True), 2,
                ["dog", "eagle", "monkey"]).status_code == 302
    state = state_of(app, code)
    assert state["phase"] == "draw" and state["draw_conflict"]
    line = "dog/jaguar: 2 entered, the set has 1."
    told = "You entered this stone too: check it."
    assert clash(ana.get(f"/t/{code}/me").get_data(as_text=True)) == [f"{line} {told}"]
    assert clash(ben.get(f"/t/{code}/me").get_data(as_text=True)) == [f"{line} {told}"]
    assert clash(cai.get(f"/t/{code}/me").get_data(as_text=True)) == [line]
    assert clash(client.get(f"/t/{code}").get_data(as_text=True)) == [line]
    for phone in (ana, cai):
        phone.set_cookie("lang", "ja")
    ja_line = "犬/ジャガー：2個入力されましたが、セットにあるのは1個です。"
    assert clash(ana.get(f"/t/{code}/me").get_data(as_text=True)) == [
        f"{ja_line} あなたもこの石を入力しています。確かめてください。"]
    assert clash(cai.get(f"/t/{code}/me").get_data(as_text=True)) == [ja_line]
    # Ben corrects his stone: the draw adds up and the notice is gone
    page = ben.get(f"/t/{code}/me").get_data(as_text=True)
    assert draw(ben, code, page, 3, ["monkey", "serpent", "jaguar"]).status_code == 302
    state = state_of(app, code)
    assert state["phase"] == "turns"
    assert clash(ana.get(f"/t/{code}/me").get_data(as_text=True)) == []
