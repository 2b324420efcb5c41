"""A Tzolk'in table in a real browser: a host screen and two phones, from setup to score sheet.

The app runs over HTTP (tests/browser/conftest.py: ``live_server``) and Debian's chromium
drives three browser contexts (separate cookie jars): the host's desktop screen and two
phone-sized ones.  Pages refresh themselves by polling the table's version, so the test
waits for what a page shows, never for a fixed time."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
from tests.browser.closing import close_contexts
from tests.browser.answers import answered

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect
if TYPE_CHECKING:
    from playwright.sync_api import Page

WAIT_MS = 10_000  # the pages poll every second (POLL_SECONDS=1 in the live server)
PHONE = {"viewport": {"width": 393, "height": 851}, "device_scale_factor": 2.75,
         "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1366, "height": 900}}


def phone_options(pw) -> dict:
    """Playwright's Pixel 5 (minus its browser choice), or the same sizes by hand."""
    device = dict(pw.devices.get("Pixel 5") or PHONE)
    device.pop("default_browser_type", None)
    return device


def tile_ids(page: Page) -> list[str]:
    """The wealth tiles offered on a seat's page (checkbox values, e.g. "w07")."""
    return page.locator('#choose-wealth input[name="choose_wealth-tiles"]').evaluate_all(
        "els => els.map(e => e.value)")


def tile_labels(page: Page) -> dict[str, str]:
    """The offered tiles' labels by tile id, as the page words them."""
    pairs = page.locator('#choose-wealth input[name="choose_wealth-tiles"]').evaluate_all(
        "els => els.map(e => [e.value, e.closest('label').textContent.trim()])")
    return dict(pairs)


def keep_two(page: Page) -> dict[str, str]:
    """Tick the first two offered tiles and submit; returns {tile id: its text as the page
    then lists it under "You kept" / "Your starting wealth"} for the two kept tiles."""
    labels = tile_labels(page)
    assert len(labels) == 4, labels
    kept = list(labels)[:2]
    for tile in kept:
        page.locator(f'#choose-wealth input[value="{tile}"]').check()
    with answered(page):
        page.get_by_role("button", name="Keep these two").click()
    expect(page.locator("#choose-wealth")).to_have_count(0)
    shown = [t.strip() for t in page.locator("ul.wealth li strong").all_inner_texts()]
    assert len(shown) == 2, shown
    texts = {}
    for tile in kept:  # each kept tile is listed with the wording of its checkbox label
        matching = [t for t in shown if t and t in labels[tile]]
        assert len(matching) == 1, (tile, labels[tile], shown)
        texts[tile] = matching[0]
    return texts


def assert_hidden(page: Page, tiles, own: dict[str, str] | None = None) -> None:
    """None of ``tiles`` (tile ids, or {id: text as shown to its owner}) appears on ``page``:
    neither its id nor its text (a text also worded on one of the viewer's ``own`` tiles,
    {id: label or text}, would not tell anything and is not checked)."""
    html = page.content()
    words = page.evaluate("document.documentElement.textContent")  # collapsed parts too
    texts = tiles if isinstance(tiles, dict) else dict.fromkeys(tiles)
    for tile, text in texts.items():
        assert f'value="{tile}"' not in html, tile
        if text and not any(text in label for label in (own or {}).values()):
            assert text not in words, text


def fill_player(page: Page, index: int, values: dict[str, int]) -> None:
    """Type numbers into player ``index``'s block of the end-state form; the goods not given
    are typed 0 (the form starts from what the app follows: the starting wealth)."""
    form = page.locator("#end-state-form")
    for key in ("vp", "corn", "wood", "stone", "gold", "skulls"):
        form.locator(f'input[name="end_state-players-{index}-{key}"]').fill(
            str(values.get(key, 0)))


def new_table(page: Page, base: str, players: list[tuple[str, str]], seed: str = "7") -> str:
    """Set up a Tzolk'in table through the form on ``page``; returns its join code."""
    page.goto(f"{base}/new/tzolkin")
    page.select_option("#player_count", str(len(players)))
    for i, (name, colour) in enumerate(players):
        page.fill(f'input[name="name_{i}"]', name)
        page.select_option(f'select[name="colour_{i}"]', colour)
    page.fill('input[name="seed"]', seed)
    with answered(page):
        page.get_by_role("button", name="Set up the table").click()
    return page.locator("#join-code").inner_text().strip()


@pytest.mark.browser
@pytest.mark.long
def test_a_table_with_two_phones_and_a_host_screen(chromium, live_server):
    """Create, join by the join URL, choose starting wealth on phones and for a seat without a
    phone, enter the end state and read the score sheet, all through the browser."""
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    host_ctx = browser.new_context(**DESKTOP)
    ana_ctx = browser.new_context(**phone_options(pw))
    ben_ctx = browser.new_context(**phone_options(pw))
    for ctx in (host_ctx, ana_ctx, ben_ctx):
        ctx.set_default_timeout(WAIT_MS)
    try:
        # -- the host sets up a 3-player table through the form --------------------------------
        host = host_ctx.new_page()
        code = new_table(host, base, [("Ana", "blue"), ("Ben", "red"), ("Cai", "green")])
        assert code and host.url == f"{base}/t/{code}"
        join_url = host.locator("#join-url").get_attribute("href")
        # the join link carries its proof (companion/web/join_proof.py: 20 hex characters)
        assert re.fullmatch(re.escape(f"{base}/j/{code}") + r"\?k=[0-9a-f]{20}", join_url)
        assert host.locator("#join-url").inner_text().strip() == join_url
        # the QR image is served as SVG and the browser decodes it
        qr = host.locator("img.qr")
        qr_response = host.request.get(base + qr.get_attribute("src"))
        assert qr_response.ok and qr_response.headers["content-type"].startswith("image/svg+xml")
        host.wait_for_function(
            "() => { const i = document.querySelector('img.qr');"
            " return i.complete && i.naturalWidth > 0; }")
        # (PUBLIC_URL is a loopback address here, so the host page rightly warns that real
        # phones could not reach it; the browser contexts on this machine can.)

        # -- two phones open the join URL and take their seats ------------------------------
        ana = ana_ctx.new_page()
        ana.goto(join_url)
        expect(ana.locator("h1")).to_have_text("Which seat is yours?")
        with answered(ana):
            ana.get_by_role("button", name="I am Ana").click()
        assert ana.url == f"{base}/t/{code}/me"
        expect(ana.locator("h1")).to_contain_text("Ana")

        ben = ben_ctx.new_page()
        ben.goto(join_url)
        expect(ben.get_by_role("button", name="I am Ana")).to_have_count(0)  # Ana's is taken
        with answered(ben):
            ben.get_by_role("button", name="I am Ben").click()
        assert ben.url == f"{base}/t/{code}/me"
        expect(ben.locator("h1")).to_contain_text("Ben")

        # each phone is dealt 4 tiles of its own, and sees none of the other's
        ana_dealt = tile_ids(ana)
        ben_dealt = tile_ids(ben)
        ben_labels = tile_labels(ben)
        assert len(ana_dealt) == 4 and len(ben_dealt) == 4
        assert not set(ana_dealt) & set(ben_dealt)
        assert_hidden(ben, ana_dealt)
        assert_hidden(ana, ben_dealt)

        # -- Ana keeps two; her choice stays secret ------------------------------------------
        ana_kept = keep_two(ana)
        assert ana.url == f"{base}/t/{code}/me"
        expect(ana.locator("body")).to_contain_text("1 of 3 have chosen")

        # Ben's untouched page refreshes by itself (new version in its form), still secret
        expect(ben.locator('input[name="choose_wealth-seen"]')).to_have_value("1")
        assert tile_ids(ben) == ben_dealt
        assert_hidden(ben, ana_kept, own=ben_labels)
        # the host screen follows too: Ana has chosen, without showing what
        expect(host.locator("strong.chosen")).to_have_count(1)
        assert_hidden(host, ana_kept)

        # -- Ben reloads: still in his seat; re-opening the join URL brings him back ---------
        ben.reload()
        assert ben.url == f"{base}/t/{code}/me"
        expect(ben.locator("h1")).to_contain_text("Ben")
        assert tile_ids(ben) == ben_dealt
        ben.goto(join_url)
        assert ben.url == f"{base}/t/{code}/me"
        assert tile_ids(ben) == ben_dealt

        # Ben starts ticking (his page is now being filled in: it must not reload under him)
        ben.locator(f'#choose-wealth input[value="{ben_dealt[0]}"]').check()

        # -- meanwhile the host acts for Cai, who has no phone -------------------------------
        expect(host.locator("body")).to_have_attribute("data-seats", "110")
        expect(host.locator("body")).to_have_attribute("data-version", "1")
        with answered(host):
            host.get_by_role("link", name="Act for Cai").click()
        assert host.url == f"{base}/t/{code}/seat/2"
        expect(host.locator("main p.banner")).to_contain_text("Host screen acting for Cai")
        cai_dealt = tile_ids(host)
        assert not set(cai_dealt) & (set(ana_dealt) | set(ben_dealt))
        cai_kept = keep_two(host)
        assert host.url == f"{base}/t/{code}/seat/2"
        with answered(host):
            host.get_by_role("link", name="Back to the host screen").click()
        assert host.url == f"{base}/t/{code}"
        expect(host.locator("strong.chosen")).to_have_count(2)

        # Ana's phone refreshes by itself after Cai's move
        expect(ana.locator("body")).to_contain_text("2 of 3 have chosen")
        assert_hidden(ana, cai_kept, own=ana_kept)
        assert_hidden(ben, cai_kept, own=ben_labels)

        # Ben's half-filled page is not reloaded, nor told that the table changed (the choices
        # are made at the same time by the rules): it follows Cai's choice with his tick kept
        expect(ben.locator('input[name="choose_wealth-seen"]')).to_have_value("2")
        expect(ben.locator(f'#choose-wealth input[value="{ben_dealt[0]}"]')).to_be_checked()
        expect(ben.locator("#stale-banner")).to_be_hidden()
        # ...and his choice is accepted once he finishes ticking (checked against the table now)
        labels = tile_labels(ben)
        ben.locator(f'#choose-wealth input[value="{ben_dealt[1]}"]').check()
        with ben.expect_response(lambda r: r.url.endswith("/move/choose_wealth")) as answer:
            ben.get_by_role("button", name="Keep these two").click()
        # stored: the answer is the page after the move, in parts (not a redirect to it)
        assert answer.value.status == 200 and answer.value.headers["x-page"] == f"/t/{code}/me"
        expect(ben.locator("#choose-wealth")).to_have_count(0)
        assert ben.url == f"{base}/t/{code}/me"
        board = ben.locator("section", has=ben.get_by_role("heading", name="Your board"))
        shown = [t.strip() for t in board.locator("ul.wealth li strong").all_text_contents()]
        assert len(shown) == 2, (shown, labels)
        ben_kept = {tile: next(t for t in shown if t and t in labels[tile])
                    for tile in ben_dealt[:2]}

        # -- everyone has chosen: the host screen (left alone) refreshes to the end state ----
        expect(host.get_by_role("heading", name="End of the game: enter the end state")) \
            .to_be_visible()
        # the choices are revealed now, on the phones too (they refresh by themselves)
        for phone, kept in ((ana, ana_kept), (ben, ben_kept)):
            expect(phone.get_by_role("heading", name="Your board")).to_be_visible()
            board = phone.locator("section", has=phone.get_by_role("heading", name="Your board"))
            for text in kept.values():
                expect(board.locator("ul.wealth")).to_contain_text(text)
        for kept in (ana_kept, ben_kept, cai_kept):
            for text in kept.values():
                expect(host.locator("main")).to_contain_text(text)
        # the board is on the host screen now; the end-state entry is folded away
        host.get_by_role("heading", name="End of the game: enter the end state").click()

        # The seed's worked example for Ana: 50 VP, 5 corn + 1 wood + 1 stone + 1 gold,
        # 2 skulls -> 50 + 14 corn / 4 = 3.5 + 2 skulls x 3 = 6 -> 59.5.
        fill_player(host, 0, {"vp": 50, "corn": 5, "wood": 1, "stone": 1, "gold": 1,
                              "skulls": 2})
        fill_player(host, 1, {"vp": 40, "corn": 4})  # 40 + 4 / 4 = 41
        fill_player(host, 2, {"vp": 30})  # 30
        # no turn was entered here: ending the game is confirmed (issue 13); sent without the
        # box, the answer brings the box into view, focused, far below the board
        with answered(host):
            host.get_by_role("button", name="Score the game").click()
        box = host.locator('input[name="end_state-confirm_over"]')
        expect(box).to_be_focused()
        expect(box).to_be_in_viewport()
        host.locator('input[name="end_state-confirm_over"]').check()
        with answered(host):
            host.get_by_role("button", name="Score the game").click()
        assert host.url == f"{base}/t/{code}"

        sheet = host.locator("table#score-sheet")
        expect(sheet.locator('td.total[data-seat="0"]')).to_have_text("59.5")
        expect(sheet.locator('td.total[data-seat="1"]')).to_have_text("41")
        expect(sheet.locator('td.total[data-seat="2"]')).to_have_text("30")
        expect(host.locator("p.winner")).to_have_text(re.compile(r"^\s*Winner: Ana\s*$"))
        expect(host.locator("ol.ranking > li")).to_have_text(
            ["Ana: 59.5 points", "Ben: 41 points", "Cai: 30 points"])

        # the score sheet page says the same
        host.goto(f"{base}/t/{code}/score")
        expect(host.locator('table#score-sheet td.total[data-seat="0"]')).to_have_text("59.5")
        expect(host.locator("p.winner")).to_contain_text("Ana")

        # and the phones show it by themselves
        expect(ben.locator('table#score-sheet td.total[data-seat="0"]')).to_have_text("59.5")
        expect(ana.locator("p.winner")).to_contain_text("Winner: Ana")
    finally:
        for ctx in (host_ctx, ana_ctx, ben_ctx):
            close_contexts(ctx)


@pytest.mark.browser
def test_a_refused_move_page_refreshes_to_the_seat_page(chromium, live_server):
    """After a refused choice (one tile ticked: 400), the phone's page sits at the move's POST
    address; when the table moves on, its self-refresh must land on the seat's page, not GET
    the POST-only move address (which answers 405 Method Not Allowed)."""
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    host_ctx = browser.new_context(**DESKTOP)
    ana_ctx = browser.new_context(**phone_options(pw))
    try:
        host = host_ctx.new_page()
        code = new_table(host, base, [("Ana", "blue"), ("Ben", "red")])
        ana = ana_ctx.new_page()
        ana.goto(f"{base}/j/{code}")
        with answered(ana):
            ana.get_by_role("button", name="I am Ana").click()
        dealt = tile_ids(ana)
        ana.locator(f'#choose-wealth input[value="{dealt[0]}"]').check()
        with ana.expect_response(lambda r: r.url.endswith("/move/choose_wealth")) as answer:
            ana.get_by_role("button", name="Keep these two").click()
        assert answer.value.status == 400
        expect(ana.locator(".field-error")).to_contain_text("Choose exactly two tiles.")

        # the host screen has refreshed itself since Ana's phone joined (wait for it, so that
        # its own refresh does not cut the next navigation short)
        expect(host.locator("body")).to_have_attribute("data-seats", "10")
        # the host chooses for Ben: the table moves on, Ana's page refreshes by itself
        host.goto(f"{base}/t/{code}/seat/1")
        keep_two(host)
        # (wait for the refresh to happen, wherever it lands, before judging where it landed)
        ana.wait_for_function("() => document.readyState === 'complete' && "
                              "!document.querySelector('input[name=\"choose_wealth-seen\"]"
                              "[value=\"0\"]')")
        assert not re.match(r"\d{3} ", ana.title()), ana.title()  # not an error page
        assert ana.url == f"{base}/t/{code}/me"
        expect(ana.locator('input[name="choose_wealth-seen"]')).to_have_value("1")
        assert tile_ids(ana) == dealt
    finally:
        for ctx in (host_ctx, ana_ctx):
            close_contexts(ctx)
