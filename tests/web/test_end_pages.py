"""The end of a game on every page of the table (issue 37 item 3, issue 39 items 3 and 5): the
winner and the ranking first, the ways to save the play beside them (the host screen: a QR code
of the play's page; a phone: BG Stats' link and the play history), the summary by where the
points came from, then the score sheet; and one minus sign wherever a number is shown."""
from __future__ import annotations

import re
from fractions import Fraction

from companion.i18n import MINUS
from companion.web.history import average
from companion.web.join_proof import join_proof
from companion.web.qr import qr_svg
from tests.driver import join_seat, new_table, page
from tests.web.test_history import finish_tzolkin, lose_ohio_bob

#: Ben 45 on the track and 2 skulls left (6), Ana −29 on the track: Ben 51, Ana −29.
DOC = {"players": [{"name": "Ana", "vp": -29}, {"name": "Ben", "vp": 45, "skulls": 2}],
       "skulls_on_chichen_itza": 0}


def before(html: str, first: str, then: str) -> bool:
    return 0 <= html.index(first) < html.index(then)


def test_the_host_screen_puts_the_ranking_and_the_qr_code_first(app, client):
    code = new_table(client, ("Ana", "Ben"))
    phone = join_seat(app, code, 0)
    finish_tzolkin(app, code, DOC)
    host = page(client, f"/t/{code}")
    ranking = re.search(r'<ol class="ranking" id="end-ranking">(.*?)</ol>', host, re.S).group(1)
    assert [re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", li)).strip()
            for li in re.findall(r"<li>(.*?)</li>", ranking, re.S)] == [
        "Ben: 51 points", f"Ana: {MINUS}29 points"]
    assert 'id="end-winner">Winner: Ben<' in host
    # first the result, then the summary, the board, the score sheet, the seats folded
    assert before(host, 'id="end-result"', 'id="end-summary"')
    assert before(host, 'id="end-summary"', 'id="score-sheet"')
    assert before(host, 'id="score-sheet"', 'id="join-fold"')
    assert 'id="join-fold" open' not in host  # a seat still free: folded at the end all the same
    assert 'src="/t/%s/score-qr.svg"' % code in host
    # the summary: no turn was entered, so the typed track is what the ledger does not explain
    summary = re.search(r'<table class="sheet" id="end-summary">(.*?)</table>', host, re.S).group(1)
    assert 'data-group="track_other"' in summary and 'data-group="skulls"' in summary
    assert f"{MINUS}29" in summary and "-29" not in summary
    # the ranking is said once on the page
    assert host.count('class="ranking"') == 1
    # the QR code: the score page's address as a phone on the network opens it
    svg = client.get(f"/t/{code}/score-qr.svg")
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml"
    assert svg.data.startswith(b"<?xml") and len(svg.data) > 1000
    # the phone: BG Stats and the play history beside the ranking
    seat = page(phone, f"/t/{code}/me")
    assert before(seat, 'id="end-ranking"', 'id="end-bgstats"')
    assert re.search(r'id="end-bgstats"', seat) and 'href="/history"' in seat
    assert 'href="bgstats://app.bgstatsapp.com/createPlay.html?data=' in seat
    assert 'id="end-qr"' not in seat
    assert before(seat, 'id="end-result"', 'id="score-sheet"')


def test_the_qr_code_encodes_the_score_page_on_the_public_address(app, client):
    app.config["PUBLIC_URL"] = "http://192.168.1.20:5000"
    try:
        code = new_table(client, ("Ana", "Ben"))
        finish_tzolkin(app, code, DOC)
        svg = client.get(f"/t/{code}/score-qr.svg").data
        with app.test_request_context():
            proof = join_proof(code)  # a phone scanning it is never held by the guessing limit
        assert svg == qr_svg(f"http://192.168.1.20:5000/t/{code}/score?k={proof}")
    finally:
        app.config["PUBLIC_URL"] = None


def test_the_score_page_a_phone_opens_from_the_qr_code(app, client):
    code = new_table(client, ("Ana", "Ben"))
    finish_tzolkin(app, code, DOC)
    stranger = app.test_client()
    html = page(stranger, f"/t/{code}/score")
    assert before(html, 'id="end-ranking"', 'id="end-bgstats"')
    assert before(html, 'id="end-bgstats"', 'id="score-sheet"')
    stranger.set_cookie("lang", "ja")
    html = page(stranger, f"/t/{code}/score")
    assert "勝者：Ben" in html and "BG Stats に送る" in html and "得点の内訳" in html
    assert "残った水晶髑髏（各3点）" in html


def test_another_games_end_has_the_same_links(app, client):
    """Ohio Bob keeps no points: the ranking without points, the same save links."""
    code = lose_ohio_bob(app, client)
    host = page(client, f"/t/{code}")
    assert 'id="end-ranking"' in host and 'id="end-qr"' in host and "points" not in re.search(
        r'id="end-ranking">(.*?)</ol>', host, re.S).group(1)
    assert 'id="end-summary"' not in host  # the game gives no summary


def test_averages_write_a_negative_with_the_minus_sign():
    """The statistics showed 「-29」 (the average) beside 「−29」 (the best score)."""
    assert average(Fraction(-29)) == f"{MINUS}29"
    assert average(Fraction(-121, 3)) == f"{MINUS}40.33"
    assert average(Fraction(179, 4)) == "44.75"
    assert average(Fraction(-1, 1000)) == "0"


def test_the_statistics_row_has_one_minus_sign(app, client):
    code = new_table(client, ("Ana", "Ben"))
    finish_tzolkin(app, code, DOC)
    html = client.get("/history/stats").get_data(as_text=True)
    rows = [re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", r)).strip()
            for r in re.findall(r"<tr>(.*?)</tr>", html, re.S)]
    assert f"Ana 1 0 {MINUS}29 {MINUS}29" in " | ".join(rows)
    assert not re.search(r"(?<![\w-])-\d", " ".join(rows))
