"""A phone at the table for a whole evening, in a real browser: the screen kept on (a stubbed
Screen Wake Lock: headless chromium has none of its own to show), and a lost network said
("オフライン：再接続中…"), with a move pressed while offline kept in its form and sent only
when pressed again, once (chromium's offline emulation)."""
from __future__ import annotations

import re

import pytest
from sqlalchemy import func, select

from tests.driver import csrf_of, join_seat, new_table
from tests.browser.closing import close_contexts
from tests.browser.answers import answered

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

WAIT_MS = 10_000
PHONE = {"viewport": {"width": 393, "height": 851}, "device_scale_factor": 2.75,
         "is_mobile": True, "has_touch": True}
BANNER = {"ja": "オフライン：再接続中…", "en": "Offline: reconnecting…"}
HELD = {"ja": "送信していません（オフラインです）", "en": "Not sent: this device is offline."}
BACK = {"ja": "接続が戻りました。入力した内容はまだ送信していません", "en": "The connection is back."}
LOST = {"ja": "返事が届きませんでした。", "en": "No answer came back"}
SWITCH = {"ja": "画面を消さない", "en": "Keep the screen on"}

#: A Screen Wake Lock that records what the page asks of it, and a page visibility the test
#: sets (window.__wake.hidden): a hidden page's lock is let go, as a browser does.
WAKE_LOCK_STUB = """
window.__wake = {requests: [], releases: 0, current: null, hidden: false};
Object.defineProperty(document, "visibilityState", {configurable: true,
  get: function () { return window.__wake.hidden ? "hidden" : "visible"; }});
function Sentinel(type) { this.type = type; this.released = false; this.listeners = []; }
Sentinel.prototype.addEventListener = function (name, f) { if (name === "release") { this.listeners.push(f); } };
Sentinel.prototype.release = function () {
  if (!this.released) { this.released = true; window.__wake.releases++; this.listeners.forEach(function (f) { f(); }); }
  return Promise.resolve();
};
Object.defineProperty(navigator, "wakeLock", {configurable: true, value: {
  request: function (type) { window.__wake.requests.push(type); window.__wake.current = new Sentinel(type);
                             return Promise.resolve(window.__wake.current); }}});
"""


def moves_stored(live_server) -> int:
    """How many move records the server holds (every table)."""
    from companion.extensions import db
    from companion.models import MoveRecord

    with live_server.app.app_context():
        count = db.session.scalar(select(func.count()).select_from(MoveRecord))
        db.session.remove()
        return count


def a_phone_at_a_table(browser, live_server, lang: str):
    """A Tzolk'in table set up by a host (the server's own test client) and a phone-sized
    browser in ``lang`` holding seat 1 (Ana): (host client, join code, context, page)."""
    host = live_server.app.test_client()
    code = new_table(host, players=("Ana", "Ben"))
    ctx = browser.new_context(**PHONE)
    ctx.set_default_timeout(WAIT_MS)
    ctx.add_cookies([{"name": "lang", "value": lang, "url": live_server.url}])
    page = ctx.new_page()
    page.goto(f"{live_server.url}/j/{code}")
    with answered(page):
        page.locator("button.seat-button").first.click()
    assert page.url == f"{live_server.url}/t/{code}/me"
    return host, code, ctx, page


def ben_moves(live_server, code: str) -> None:
    """Ben (seat 2) keeps two of his starting wealth tiles from a phone of his own."""
    phone = join_seat(live_server.app, code, 1)
    html = phone.get(f"/t/{code}/me").get_data(as_text=True)
    tiles = re.findall(r'name="choose_wealth-tiles"[^>]*value="([^"]+)"', html)
    data = {"csrf_token": csrf_of(html), "choose_wealth-seen": "0", "seat": "1",
            "choose_wealth-tiles": tiles[:2]}
    assert phone.post(f"/t/{code}/move/choose_wealth", data=data).status_code == 302


def wake(page, what: str):
    return page.evaluate(f"window.__wake.{what}")


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["ja"])  # behaviour alike in English: its pages in tests/web/*_language.py
def test_a_table_page_keeps_the_screen_on_until_switched_off(chromium, live_server, lang):
    _pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    host, code, ctx, page = a_phone_at_a_table(browser, live_server, lang)
    try:
        ctx.add_init_script(WAKE_LOCK_STUB)
        # a page that is no table's does not ask, and shows no switch
        page.goto(f"{live_server.url}/")
        assert wake(page, "requests") == []
        expect(page.locator("#wake-switch-label")).to_be_hidden()

        page.goto(f"{live_server.url}/t/{code}/me")
        page.wait_for_function("() => window.__wake.requests.length === 1")
        assert wake(page, "requests") == ["screen"]
        switch = page.locator("#wake-switch")
        expect(page.locator("#wake-switch-label")).to_be_visible()
        expect(page.locator("#wake-switch-label")).to_have_text(SWITCH[lang])
        expect(switch).to_be_checked()

        # the page is hidden (the browser lets the lock go), then shown again: taken again
        page.evaluate("window.__wake.hidden = true; window.__wake.current.release();"
                      "document.dispatchEvent(new Event('visibilitychange'))")
        assert wake(page, "requests") == ["screen"]  # not while hidden
        page.evaluate("window.__wake.hidden = false;"
                      "document.dispatchEvent(new Event('visibilitychange'))")
        page.wait_for_function("() => window.__wake.requests.length === 2")
        assert wake(page, "current.released") is False

        # switched off: the lock is let go, and the choice is remembered on this device
        switch.uncheck()
        page.wait_for_function("() => window.__wake.current.released === true")
        assert page.evaluate("localStorage.getItem('companion.wakeLock')") == "off"
        page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
        page.reload()
        expect(page.locator("#wake-switch")).not_to_be_checked()
        page.wait_for_timeout(300)
        assert wake(page, "requests") == []  # a new page: it asked nothing

        # switched on again; the switch is no form being filled in: the page still follows
        # the table by itself when another seat moves
        page.locator("#wake-switch").check()
        page.wait_for_function("() => window.__wake.requests.length === 1")
        assert page.evaluate("localStorage.getItem('companion.wakeLock')") == "on"
        ben_moves(live_server, code)
        expect(page.locator("body")).to_have_attribute("data-version", "1")
        expect(page.locator("#stale-banner")).to_be_hidden()
        page.wait_for_function("() => window.__wake.requests.length === 1")  # the new page asks too
    finally:
        close_contexts(ctx)


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["ja"])  # behaviour alike in English: its pages in tests/web/*_language.py
def test_offline_the_page_stays_and_a_move_pressed_is_kept_until_pressed_again(
        chromium, live_server, lang):
    _pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    _host, code, ctx, page = a_phone_at_a_table(browser, live_server, lang)
    posts = []
    page.on("request", lambda r: posts.append(r.url) if r.method == "POST" else None)
    try:
        banner = page.locator("#offline-banner")
        expect(banner).to_be_hidden()
        form = page.locator("#choose-wealth")
        ticked = form.locator('input[type="checkbox"]').evaluate_all(
            "els => els.slice(0, 2).map(e => e.value)")
        for tile in ticked:
            form.locator(f'input[value="{tile}"]').check()

        ctx.set_offline(True)
        expect(banner).to_be_visible()
        expect(banner).to_have_text(BANNER[lang])
        # pressed from below, the form's top out of sight (a low screen: the form is taller)
        page.set_viewport_size({"width": 393, "height": 240})
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        form.locator('button[type="submit"]').click()
        note = page.locator("p.offline-note")
        expect(note).to_contain_text(HELD[lang])
        expect(note).to_be_in_viewport()  # said where it is seen, above the form pressed
        page.set_viewport_size({"width": 393, "height": 851})
        assert posts == [] and moves_stored(live_server) == 0
        page.wait_for_timeout(2500)  # the poll and the retries fail meanwhile
        assert page.url == f"{live_server.url}/t/{code}/me"
        for tile in ticked:  # what was entered is still there
            expect(form.locator(f'input[value="{tile}"]')).to_be_checked()
        expect(banner).to_have_text(BANNER[lang])
        page.locator("header .lang a").click()  # a link followed offline: the page stays
        page.wait_for_timeout(300)
        assert page.url == f"{live_server.url}/t/{code}/me"
        expect(form.locator(f'input[value="{ticked[0]}"]')).to_be_checked()

        ctx.set_offline(False)
        expect(banner).to_be_hidden()
        expect(note).to_contain_text(BACK[lang])
        page.wait_for_timeout(2500)  # back online, nothing is sent by itself
        assert posts == [] and moves_stored(live_server) == 0
        for tile in ticked:
            expect(form.locator(f'input[value="{tile}"]')).to_be_checked()

        # pressed again, stored, its answer lost on the way back: the note says no answer
        # came, never again that it was not sent (the trial's phone told so when the
        # connection came back), then the page after the move comes by itself
        def stored_but_lost(route):
            route.fetch()
            route.abort()

        page.route("**/move/choose_wealth", stored_but_lost)
        with answered(page):
            form.locator('button[type="submit"]').click()
        expect(note).to_contain_text(LOST[lang])
        said = []
        page.on("console", lambda m: said.append(m.text))
        page.evaluate("""() => new MutationObserver(() => {
            const n = document.querySelector("p.offline-note");
            if (n) { console.log("note: " + n.textContent); }
        }).observe(document.body, {subtree: true, childList: true, characterData: true})""")
        expect(page.locator("#choose-wealth")).to_have_count(0)
        expect(page.locator("p.offline-note")).to_have_count(0)
        assert not [t for t in said if BACK[lang] in t]
        assert len(posts) == 1 and posts[0].endswith("/move/choose_wealth")
        assert moves_stored(live_server) == 1
    finally:
        close_contexts(ctx)


@pytest.mark.browser
def test_a_server_out_of_reach_is_said_and_tried_again_until_it_answers(chromium, live_server):
    """The network seems up but the server does not answer (the poll and the check fail):
    the banner says so, the page tries again, and the banner goes once the server answers."""
    _pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    _host, code, ctx, page = a_phone_at_a_table(browser, live_server, "en")
    checks = []
    try:
        cut = lambda route: route.abort()  # noqa: E731
        page.route("**/version*", cut)
        page.route("**/online", lambda route: (checks.append(1), route.abort()))
        expect(page.locator("#offline-banner")).to_be_visible()
        page.wait_for_timeout(2500)
        assert checks, "the page did not try again"
        page.unroute("**/version*")
        page.unroute("**/online")
        expect(page.locator("#offline-banner")).to_be_hidden()
        assert page.url == f"{live_server.url}/t/{code}/me"
    finally:
        close_contexts(ctx)


@pytest.mark.browser
def test_a_form_pressed_again_while_its_answer_is_on_the_way_is_sent_once(chromium, live_server):
    import time

    _pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    slow = []

    @live_server.app.before_request
    def slow_network():  # a move takes a while to be answered once ``slow`` holds something
        from flask import request
        if slow and request.method == "POST":
            time.sleep(1.5)

    _host, _code, ctx, page = a_phone_at_a_table(browser, live_server, "en")
    posts = []
    page.on("request", lambda r: posts.append(r.url) if r.method == "POST" else None)
    try:
        form = page.locator("#choose-wealth")
        for box in form.locator('input[type="checkbox"]').all()[:2]:
            box.check()
        slow.append(1)
        # pressed, then again 0.4 s later while the answer is still on its way
        page.evaluate("() => { const b = document.querySelector('#choose-wealth button[type=submit]');"
                      " setTimeout(() => b.click(), 0); setTimeout(() => b.click(), 400); }")
        page.wait_for_timeout(3000)
        expect(page.locator("#choose-wealth")).to_have_count(0)
        assert len(posts) == 1 and moves_stored(live_server) == 1
        expect(page.locator("div.error")).to_have_count(0)
    finally:
        close_contexts(ctx)


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_headers_links_are_a_fingers_size_on_a_phone(chromium, live_server, lang):
    """The trial: 「テーブルに参加」 and 「English」 were about 20 px tall side by side in the
    header.  On a phone-sized page (a table's, with the screen switch shown, and the home
    page), each of the header's links and its switch is at least 44 px high and wide."""
    _pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    host, code, ctx, page = a_phone_at_a_table(browser, live_server, lang)
    try:
        ctx.add_init_script(WAKE_LOCK_STUB)
        join, switch_lang = {"ja": ("テーブルに参加", "English"),
                             "en": ("Join a table", "日本語")}[lang]
        for url in (f"{live_server.url}/t/{code}/me", f"{live_server.url}/"):
            page.goto(url)
            header = page.locator("header.topbar")
            targets = [header.get_by_role("link", name=join, exact=True),
                       header.get_by_role("link", name=switch_lang, exact=True),
                       header.locator(".brand")]
            if url.endswith("/me"):
                expect(page.locator("#wake-switch-label")).to_be_visible()
                targets.append(page.locator("#wake-switch-label"))
            for target in targets:
                box = target.bounding_box()
                assert box and box["height"] >= 44 and box["width"] >= 44, (url, box)
            # the two links still sit side by side
            a, b = (t.bounding_box() for t in targets[:2])
            assert abs(a["y"] - b["y"]) < 2 and a["x"] + a["width"] <= b["x"]
    finally:
        close_contexts(ctx)


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_whole_board_fold_and_the_turn_timer_switch_are_a_fingers_size(chromium, live_server,
                                                                          lang):
    """Trial 2, item 6c: on a phone the seat page's 「盤面全体」 (the fold holding the whole
    board) was 25 px high and the host screen's 「手番タイマー」 switch 26 px.  Each is at least
    44 px high, on a phone holding a seat and on a phone that is the host screen (a table with
    one device)."""
    _pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    words = {"ja": ("盤面全体", "テーブルを作る", "手番タイマー", "この2枚を残す"),
             "en": ("The whole board", "Set up the table", "Turn timer", "Keep these two")}[lang]
    host, code, ctx, page = a_phone_at_a_table(browser, live_server, lang)
    try:
        ben_moves(live_server, code)   # the board is shown once the starting wealth is kept
        for tile in page.locator('#choose-wealth input[name="choose_wealth-tiles"]').all()[:2]:
            tile.check()
        with answered(page):
            page.get_by_role("button", name=words[3]).click()
        board = page.locator("details.tz-whole-board > summary")
        expect(board).to_have_text(words[0])
        box = board.bounding_box()
        assert box and box["height"] >= 44, box
        page.goto(f"{live_server.url}/new/tzolkin")
        page.select_option("#player_count", "2")
        for i, (name, colour) in enumerate([("Ana", "red"), ("Ben", "green")]):
            page.fill(f'input[name="name_{i}"]', name)
            page.select_option(f'select[name="colour_{i}"]', colour)
        with answered(page):
            page.get_by_role("button", name=words[1]).click()
        switch = page.locator("label.turn-timer-switch")
        expect(switch).to_contain_text(words[2])
        box = switch.bounding_box()
        assert box and box["height"] >= 44 and box["width"] >= 44, box
    finally:
        close_contexts(ctx)


def _luminance(css_colour: str) -> float:
    """The relative luminance (WCAG 2) of a computed colour "rgb(r, g, b)"."""
    r, g, b = (int(x) / 255 for x in re.findall(r"\d+", css_colour)[:3])
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def _contrast(a: str, b: str) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_seat_numbers_on_the_join_page_are_readable(chromium, live_server, lang):
    """Trial 2, item 6d: on the join page the seat's number in 「1 Anaです」 was grey on the
    button's green (about 1:1).  Each seat button's number contrasts with its background at
    least 4.5:1 (WCAG AA), as its name does."""
    _pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    host = live_server.app.test_client()
    code = new_table(host, players=("Ana", "Ben", "Cai"))
    ctx = browser.new_context(**PHONE)
    try:
        ctx.add_cookies([{"name": "lang", "value": lang, "url": live_server.url}])
        page = ctx.new_page()
        page.goto(f"{live_server.url}/j/{code}")
        buttons = page.locator("button.seat-button")
        expect(buttons).to_have_count(3)
        for i in range(3):
            number, name, background = buttons.nth(i).evaluate(
                "b => [getComputedStyle(b.querySelector('.seat-no')).color,"
                " getComputedStyle(b).color, getComputedStyle(b).backgroundColor]")
            assert buttons.nth(i).locator(".seat-no").inner_text() == str(i + 1)
            assert _contrast(number, background) >= 4.5, (i, number, background)
            assert _contrast(name, background) >= 4.5, (i, name, background)
    finally:
        close_contexts(ctx)


#: A phone-sized page that reports no touch screen (as the third trial's phones did): the
#: finger-sized links and choices must not depend on ``(pointer: coarse)``.
NARROW = {"viewport": {"width": 390, "height": 844}}


def _size(locator) -> dict:
    box = locator.bounding_box()
    assert box, locator
    return box


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_move_logs_links_and_bravests_tile_choice_are_a_fingers_size(chromium, live_server,
                                                                         lang):
    """Trial 3, item 9: on a 390 × 844 phone the host move log's 「表示」 links were 29 × 16 px
    and Bravest's tile choice radio 13 × 13 px; each log link is now at least 44 × 44 px, each
    tile choice a card of at least 44 px with a radio of 24 px or more.  Tzolk'in's empty gear
    spots, which only show the board, are drawn as their number alone (no white button-like
    disc) and take no pointer."""
    _pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    words = {"ja": {"set_up": "テーブルを作る", "act": "{}の代わりに操作", "keep": "この2枚を残す",
                    "view": "表示"},
             "en": {"set_up": "Set up the table", "act": "Act for {}", "keep": "Keep these two",
                    "view": "view"}}[lang]
    ctx = browser.new_context(**NARROW)
    ctx.set_default_timeout(WAIT_MS)
    ctx.add_cookies([{"name": "lang", "value": lang, "url": live_server.url}])
    try:
        page = ctx.new_page()
        # -- Tzolk'in, the host screen on a phone: Ana's starting wealth entered for her
        page.goto(f"{live_server.url}/new/tzolkin")
        page.select_option("#player_count", "2")
        for i, (name, colour) in enumerate([("Ana", "red"), ("Ben", "green")]):
            page.fill(f'input[name="name_{i}"]', name)
            page.select_option(f'select[name="colour_{i}"]', colour)
        with answered(page):
            page.get_by_role("button", name=words["set_up"]).click()
        host = page.url
        gears = page.locator("div.gears").first
        assert gears.locator("circle[fill='#fff']").count() == 0
        spot = gears.locator("text.spot").first
        assert spot.evaluate("e => getComputedStyle(e).cursor") != "pointer"
        with answered(page):
            page.get_by_role("link", name=words["act"].format("Ana")).click()
        for tile in page.locator('input[name="choose_wealth-tiles"]').all()[:2]:
            tile.check()
        with answered(page):
            page.get_by_role("button", name=words["keep"]).click()
        page.goto(host)
        link = page.locator("#move-log a.tap").first
        expect(link).to_have_text(words["view"])
        box = _size(link)
        assert box["width"] >= 44 and box["height"] >= 44, box

        # -- Bravest, the host acting for the start player: the three tiles to choose from
        page.goto(f"{live_server.url}/new/bravest")
        page.select_option("#player_count", "2")
        for i, name in enumerate(("Ana", "Ben")):
            page.fill(f'input[name="name_{i}"]', name)
        page.select_option('select[name="start_player"]', "0")
        with answered(page):
            page.get_by_role("button", name=words["set_up"]).click()
        with answered(page):
            page.get_by_role("link", name=words["act"].format("Ana")).first.click()
        cards = page.locator("label.bv-choice")
        assert cards.count() == 3
        for k in range(3):
            card, radio = _size(cards.nth(k)), _size(cards.nth(k).locator("input[type=radio]"))
            assert card["width"] >= 44 and card["height"] >= 44, card
            assert radio["width"] >= 24 and radio["height"] >= 24, radio
    finally:
        close_contexts(ctx)


#: Whether two boxes ({x, y, width, height}) overlap.
_OVERLAP = """(a, b) => a.x < b.x + b.width && b.x < a.x + a.width &&
                         a.y < b.y + b.height && b.y < a.y + a.height"""


#: The names of the passage's symbols whose long-vowel mark 「ー」 begins a line of its own.
_VOWEL_MARK_STARTS_A_LINE = """() => Array.from(document.querySelectorAll('.mc-passage .mc-sym'))
    .filter(s => s.firstChild && s.firstChild.nodeType === 3 && s.textContent.indexOf('ー') > 0)
    .filter(s => { const t = s.firstChild, i = t.textContent.indexOf('ー');
        const at = (k) => { const r = document.createRange(); r.setStart(t, k); r.setEnd(t, k + 1);
                            return r.getBoundingClientRect().top; };
        return at(i) - at(i - 1) > 2; })
    .map(s => s.textContent)"""


@pytest.mark.browser
def test_the_drawings_keep_their_words_clear_on_a_phone(chromium, live_server):
    """Trial 3, item 10, on a 390 × 844 page in Japanese: Mayan Curse's passage wrote a stela's
    corner over the first letter of 「ジャガー」, a boulder's trigger tokens over 「岩1」, and drew
    the adventurers 10 px wide; Tzolk'in's 「チチェン・イツァ」 ran into spots 10 and 3 and its
    seat legend stood each shape nearer the name before it; Bravest's calculator cut off the
    route and the camp at the island's right edge."""
    _pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    base = live_server.url
    ctx = browser.new_context(**NARROW)
    ctx.set_default_timeout(WAIT_MS)
    ctx.add_cookies([{"name": "lang", "value": "ja", "url": base}])
    try:
        page = ctx.new_page()
        # -- Mayan Curse: three adventurers at the entrance, the boulders on the middle relay
        page.goto(f"{base}/new/mayan_curse")
        page.select_option("#player_count", "3")
        for i, name in enumerate(("太郎", "花子", "次郎")):
            page.fill(f'input[name="name_{i}"]', name)
        page.fill('input[name="seed"]', "4")
        page.select_option('select[name="pouch"]', "app")
        with answered(page):
            page.locator('form button[type="submit"]').last.click()
        for k in range(page.locator(".mc-passage .mc-adv").count()):
            box = page.locator(".mc-passage .mc-adv").nth(k).bounding_box()
            assert box and box["width"] >= 16 and box["height"] >= 16, box
        boulders = page.locator(".mc-passage .mc-boulder:has(sup)")
        assert boulders.count() == 3
        for k in range(3):
            name, badge = boulders.nth(k).evaluate("""b => {
                const r = document.createRange(); r.selectNodeContents(b.firstChild);
                return [r.getBoundingClientRect().toJSON(), b.querySelector('sup').getBoundingClientRect().toJSON()]; }""")
            assert not page.evaluate(f"([a, b]) => ({_OVERLAP})(a, b)", [name, badge]), (name, badge)
        # on a stela's space the symbol's first letter is the topmost thing drawn
        hits = page.evaluate("""() => Array.from(document.querySelectorAll('.mc-passage td.mc-stela .mc-sym')).map(s => {
            s.scrollIntoView({block: 'center'});
            const r = document.createRange(); r.setStart(s.firstChild, 0); r.setEnd(s.firstChild, 1);
            const c = r.getBoundingClientRect(); const hit = document.elementFromPoint(c.x + c.width / 3, c.y + c.height / 3);
            return hit === s || (hit && hit.outerHTML.slice(0, 100)); })""")
        assert hits and all(hits), hits
        # no symbol's name starts a line with its long-vowel mark (a table trial: 「ジャガ／ー」)
        broken = page.evaluate(_VOWEL_MARK_STARTS_A_LINE)
        assert broken == [], broken
        narrow = page.viewport_size      # ... nor on the host screen's laptop (1280 × 800)
        page.set_viewport_size({"width": 1280, "height": 800})
        page.reload()
        expect(page.locator(".mc-passage .mc-sym").first).to_be_visible()
        broken = page.evaluate(_VOWEL_MARK_STARTS_A_LINE)
        assert broken == [], broken
        page.set_viewport_size(narrow)

        # -- Tzolk'in: the gears' names above them; each spot's action clear of the other
        # actions, the spot numbers and the workers, and inside its gear; the legend grouped
        # by seat
        page.goto(f"{base}/new/tzolkin")
        page.select_option("#player_count", "3")
        for i, (name, colour) in enumerate([("A", "red"), ("B", "green"), ("C", "blue")]):
            page.fill(f'input[name="name_{i}"]', name)
            page.select_option(f'select[name="colour_{i}"]', colour)
        with answered(page):
            page.get_by_role("button", name="テーブルを作る").click()
        page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
        clashes = page.evaluate(f"""() => Array.from(document.querySelectorAll('div.gears figure.gear')).flatMap(g => {{
            const overlap = {_OVERLAP};
            const [, , w, h] = g.querySelector('svg').getAttribute('viewBox').split(' ').map(Number);
            const labels = Array.from(g.querySelectorAll('text.spot-label')).map(t => t.getBBox());
            const others = Array.from(g.querySelectorAll('text.spot, .worker')).map(t => t.getBBox());
            return labels.flatMap((a, i) => labels.slice(i + 1).concat(others)
                .filter(b => overlap(a, b)).map(b => [g.dataset.gear, a, b]))
              .concat(labels.filter(a => a.x < 0 || a.y < 0 || a.x + a.width > w || a.y + a.height > h)
                .map(a => [g.dataset.gear, a, 'outside'])); }})""")
        assert clashes == []
        assert page.locator("div.gears text.spot-label").count() == 4 * 7 + 10
        assert page.locator("div.gears .gear-name").all_text_contents() == [
            "パレンケ", "ヤシュチラン", "ティカル", "ウシュマル", "チチェン・イツァ"]
        host = page.url
        for name in ("A", "B", "C"):
            page.goto(host)
            with answered(page):
                page.get_by_role("link", name=f"{name}の代わりに操作").click()
            for tile in page.locator('input[name="choose_wealth-tiles"]').all()[:2]:
                tile.check()
            with answered(page):
                page.get_by_role("button", name="この2枚を残す").click()
        page.goto(host)
        page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
        # each seat's shape, number and name stand closer to each other than to the seat before
        gaps = page.locator(".tz-legend").first.evaluate("""p => {
            const name = item => { const t = item.lastChild; const r = document.createRange();
                r.setStart(t, t.data.length - t.data.trimStart().length); r.setEnd(t, t.data.length);
                return r.getBoundingClientRect(); };
            const items = Array.from(p.children).filter(i => i.querySelector('.seat-mark'));
            return items.slice(1).map((item, k) => {
                const shape = item.querySelector('.seat-shape').getBoundingClientRect();
                const no = item.querySelector('.seat-no').getBoundingClientRect();
                return [shape.left - name(items[k]).right,
                        Math.max(no.left - shape.right, name(item).left - no.right)]; }); }""")
        assert len(gaps) == 2 and all(between > within for between, within in gaps), gaps

        # -- Bravest's calculator: a wizard on the Invincible's camp at the right edge
        page.goto(f"{base}/calc/bravest")
        for cell in ("c0_3", "c3_0"):
            page.locator(f"details.bv-edit-cell:has(select[name='calc-{cell}_tile'])").evaluate(
                "e => e.open = true")
            page.select_option(f'select[name="calc-{cell}_tile"]', "custom")
            page.fill(f'input[name="calc-{cell}_paths"]', "東、西")
            page.select_option(f'select[name="calc-{cell}_content"]', "wizard")
        with answered(page):
            page.get_by_role("button", name="最高のコースを求める").click()
        outside = page.locator("svg.bv-island").first.evaluate("""s => {
            const [, , w, h] = s.getAttribute('viewBox').split(' ').map(Number);
            return Array.from(s.querySelectorAll('.bv-route, .bv-camp, .bv-camp-dot, .bv-route-end')).map(e => {
                const b = e.getBBox(); const half = parseFloat(getComputedStyle(e).strokeWidth) / 2 || 0;
                return [e.getAttribute('class'), b.x - half, b.y - half, b.x + b.width + half, b.y + b.height + half, w, h]; })
              .filter(([, x1, y1, x2, y2, w, h]) => x1 < 0 || y1 < 0 || x2 > w || y2 > h); }""")
        assert page.locator("svg.bv-island .bv-route").count() == 2
        assert outside == []
    finally:
        close_contexts(ctx)


#: The phone of the fourth trial: 390 × 844, a touch screen.
TRIAL_PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def _finger_high(locator, what: str, wide: bool = False) -> None:
    """Each element ``locator`` finds is visible and at least 44 px high (and wide)."""
    assert locator.count() > 0, what
    for k in range(locator.count()):
        box = _size(locator.nth(k))
        assert box["height"] >= 44, (what, k, box)
        if wide:
            assert box["width"] >= 44, (what, k, box)


def _seat_phone(browser, live_server, code: str):
    """A Japanese 390 × 844 phone that took the first free seat of ``code``: (context, page)."""
    ctx = browser.new_context(**TRIAL_PHONE)
    ctx.set_default_timeout(WAIT_MS)
    ctx.add_cookies([{"name": "lang", "value": "ja", "url": live_server.url}])
    page = ctx.new_page()
    page.goto(f"{live_server.url}/j/{code}")
    with answered(page):
        page.locator("button.seat-button").first.click()
    return ctx, page


@pytest.mark.browser
def test_every_game_s_phone_controls_are_a_fingers_size(chromium, live_server):
    """Phone trial 4, item 4, on a Japanese 390 × 844 phone: the header's 「画面を消さない」 box
    was 19 × 19 px, Tzolk'in's placement counts 48 × 37 and its starting wealth and starting
    player space boxes 24 × 24, the 「表示する」 link of the folded board 68 × 20, Mayan Curse's
    stone selects 136 × 38, the folds 「通路」, 「寺院」 and Bravest's 「タイル配布ボード」 25 px
    high, Bravest's slot and rotation radios 27 and 24 px.  What a finger taps (the label
    wrapping each box or radio, the field, the link, the fold's line) is at least 44 px high."""
    from tests.web.test_bravest_web import new_bravest
    from tests.web.test_mayan_curse_web import new_mc_table

    _pw, browser = chromium
    expect.set_options(timeout=WAIT_MS)
    contexts = []
    try:
        # -- Tzolk'in: the header's switch, the starting wealth, then the first placement
        host = live_server.app.test_client()
        code = new_table(host, players=("Ana", "Ben"))
        ana_ctx, ana = _seat_phone(browser, live_server, code)
        ben_ctx, ben = _seat_phone(browser, live_server, code)
        contexts += [ana_ctx, ben_ctx]
        for page in (ana, ben):
            page.add_init_script(WAKE_LOCK_STUB)
            page.reload()
            expect(page.locator("#wake-switch-label")).to_be_visible()
            _finger_high(page.locator("#wake-switch-label"), "wake switch", wide=True)
            _finger_high(page.locator("#choose-wealth label.check-card"), "starting wealth")
            tiles = page.locator('#choose-wealth input[name="choose_wealth-tiles"]')
            page.locator("#choose-wealth label.check-card").nth(0).click()
            page.locator("#choose-wealth label.check-card").nth(1).click()
            assert tiles.nth(0).is_checked() and tiles.nth(1).is_checked()
            with answered(page):
                page.get_by_role("button", name="この2枚を残す").click()
        for page in (ana, ben):
            page.reload()
        first = ana if ana.locator("input.tz-count").count() else ben
        _finger_high(first.locator("input.tz-count:visible"), "placement counts")
        _finger_high(first.locator("label.tz-start"), "starting player space")
        # the folded board's link, as a page without scripts shows it
        plain = browser.new_context(**TRIAL_PHONE, java_script_enabled=False)
        contexts.append(plain)
        plain.add_cookies(ana_ctx.cookies())
        still = plain.new_page()
        still.goto(f"{live_server.url}/t/{code}/me")
        still.locator("details.tz-whole-board > summary").click()
        link = still.locator("details.tz-whole-board .lazy-open a")
        expect(link).to_have_text("表示する")
        _finger_high(link, "the board's 表示する", wide=True)

        # -- Mayan Curse: the stones' tap buttons and the passage and temple folds
        code = new_mc_table(host, players=("Ana", "Ben"))
        mc_ctx, mc = _seat_phone(browser, live_server, code)
        contexts.append(mc_ctx)
        _finger_high(mc.locator(".mc-draw .mc-pick span"), "stone buttons", wide=True)
        _finger_high(mc.locator("details.mc-board > summary"), "passage and temple folds")

        # -- Bravest: the start player's slots, rotations and the distribution board's fold
        code = new_bravest(host, seed="3", start_player="0")
        bv_ctx, bv = _seat_phone(browser, live_server, code)
        contexts.append(bv_ctx)
        _finger_high(bv.locator("label.bv-choice"), "slot choices", wide=True)
        _finger_high(bv.locator(".bv-rotations label"), "rotations", wide=True)
        _finger_high(bv.locator("details.bv-board-details > summary"), "distribution board fold")

        # -- Mayan Curse's calculator (the final phone trial): its check rows were 25 px high,
        # its fields 37 and its select 38
        bv.goto(f"{live_server.url}/calc/mayan_curse")
        first = bv.locator('fieldset.mc-calc-player[data-seat-row="1"]')
        _finger_high(first.locator("label.mc-check"), "calculator check rows")
        _finger_high(first.locator('input[type="text"]'), "calculator fields")
        _finger_high(bv.locator("form select:visible"), "calculator selects")
    finally:
        close_contexts(*contexts)
