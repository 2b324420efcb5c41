"""A whole box of Mayan Curse entered by taps on a phone (375 × 812, Japanese) from a new set,
in at most 300 taps (issue 38 item 2: ten minutes at 2 s a tap), every tap counted
(tests/browser/taps.py): the set started under the name its form opens with, the symbols
named by the page's name ideas, the boards' sizes, the 16 floor boards, the 6 temple tiers,
the 20 sacred stones (4 dual) counted by their number's chip, the boulder cube, the 60
stelae's values and the stelae table for 1 to 6 players, the last saved back to the set's
page.  Then the set's JSON export is read back and compared with what was entered, worked
out here.

270 taps: set 1, symbols 7, sizes 20, floor boards 121, tiers 50, stones 10, cube 7, stelae
15, stelae table 39.  Before the name filled in, the name ideas and the count chips it took
288: the set's name typed (set 6: 1 + 4 characters + 1), the five names typed (symbols 15:
1 + 13 + 1), each symbol's single stones typed (stones 15: 5 × 2 + 4 + 1).

The box below is TEST DATA in the rules' vocabulary (seed 000 「セットアップ」: 16 floor boards
with the 1-dot and 2-dot ones, 6 tiers of which the first four hold two stelae on facing light
spaces and the top is blank, 20 stones of which 4 show two symbols, a cube with one wild face,
60 stelae: brown 1–4, grey 2–5, beige 3–6; brown stelae near the entrance, grey further, beige
near the temple): varied as a real box would be, never the printed game's.
"""
from __future__ import annotations

import os

import pytest

from tests.browser.answers import answered
from tests.browser.closing import close_contexts
from tests.browser.contexts import open_context
from tests.browser.mayan_curse_entry import (chip, count_stones, name_symbols, open_entry,
                                             paint_table, save, shown, tap_row)
from tests.browser.taps import Taps
from tests.browser.test_table_in_browser import WAIT_MS, phone_options
from tests.web.test_mayan_curse_editor import SIZES  # the sample geometry, as the web tests enter it

expect = pytest.importorskip("playwright.sync_api",
                             reason="the playwright package is not installed").expect

SIZE = {"width": 375, "height": 812}
WORDS = {"next": "保存して次へ", "save": "保存", "start": "入力を始める",
         "back": "保存して一覧へ"}
#: The name the new-set form opens with on a device without a set of that name.
SET_NAME = "うちの箱"
#: The symbols as the table names them, in the order tapped (ids sym1… in that order): words
#: of the page's name ideas.
NAMES = ("犬", "ジャガー", "蛇", "鷲", "猿")
LETTERS = {"A": "sym1", "B": "sym2", "C": "sym3", "D": "sym4", "E": "sym5", ".": "blank"}
#: Floor boards 1 (one dot) to 16, spaces from the left, A–E the five symbols.
SLABS = ("DDAACDC", "AEBECCC", "CECDEDB", "EAEDBDE", "BADCEEE", "ABDACAB", "DAADCBC",
         "DDDCCBD", "CBCABEE", "BCABDBC", "AAEECEA", "BDBDABE", "EAEDABD", "BEECBAC",
         "CAADEBC", "CBDBAEC")
#: Tiers 1–5 from the black dot ("." blank), and the light spaces where stelae stand (tiers
#: 1–4, facing each other on 8 spaces: n and n + 4); the top tier is blank.
TIERS = ("AB.CDE.A", "CAB.EDA.", "BD.AC.EB", "E.CDB.AC", "A.B.C.D.")
STELA_SPACES = {1: (3, 7), 2: (4, 8), 3: (3, 7), 4: (2, 6)}
#: Stones with one symbol (how many of each), then the four dual ones.
SINGLES = {"sym1": 4, "sym2": 3, "sym3": 3, "sym4": 3, "sym5": 3}
DUALS = (("sym1", "sym2"), ("sym3", "sym4"), ("sym1", "sym5"), ("sym2", "sym3"))
FACES = ("sym1", "sym2", "sym3", "wild", "sym4", "sym5")
#: How many stelae show each knowledge value (20 of each colour).
STELAE = {"brown": {1: 6, 2: 6, 3: 4, 4: 4}, "grey": {2: 5, 3: 6, 4: 5, 5: 4},
          "beige": {3: 4, 4: 6, 5: 6, 6: 4}}


def stelae_table() -> dict[int, dict[int, str]]:
    """Per player count, floor board (from the entrance) -> "colour-count": more players, more
    stelae; brown nearest the entrance, then grey, then beige (「セットアップ」 4)."""
    one = {**{k: "brown-1" for k in range(3, 7)}, **{k: "grey-1" for k in range(8, 13)},
           **{k: "beige-1" for k in range(14, 17)}}
    two = {**one, 7: "brown-1"}
    three = {**two, 13: "grey-1"}              # one stela a board from the 3rd: 5, 6, 3
    four = {**three, 3: "brown-2", 4: "brown-2"}
    five = {**four, 5: "brown-2", 8: "grey-2", 9: "grey-2"}
    six = {**five, 6: "brown-2", 10: "grey-2", 16: "beige-2"}
    return {1: one, 2: two, 3: three, 4: four, 5: five, 6: six}


def expected_document() -> dict:
    """What the set must hold once all of the above is entered (the export's keys)."""
    table = {str(p): [None if k not in row else {"colour": row[k].split("-")[0],
                                                 "count": int(row[k].split("-")[1])}
                      for k in range(1, 17)] for p, row in stelae_table().items()}
    symbols = [f"sym{k}" for k in range(1, 6)]
    pairs = [(a, b) for i, a in enumerate(symbols) for b in symbols[i + 1:]]
    stones = [[s] for s, k in SINGLES.items() for _ in range(k)] + [
        list(p) for p in pairs if p in DUALS]   # as the page writes them: singles, then pairs
    return {
        "symbols": symbols,
        "passage": {"width": 7, "slab_length": 7, "max_slide": 3,
                    "entrance_relay": {"rows": 2, "marked": [1, 3, 5]},
                    "middle_relay": {"rows": 3, "boulder_row": 1, "boulder_cols": [1, 3, 5]},
                    "temple_relay": {"rows": 2}},
        "slabs": [{"id": f"F{n:02d}", "dots": n if n <= 2 else 0,
                   "spaces": [LETTERS[c] for c in s]} for n, s in enumerate(SLABS, 1)],
        "temple": {"lines": 8, "entry_cols": [2, 3, 4], "entry_lines": [0, 1, 2],
                   "tiers": [{"spaces": [None if c == "." else LETTERS[c] for c in t],
                              "stela_spaces": [j - 1 for j in STELA_SPACES.get(n, ())]}
                             for n, t in enumerate(TIERS, 1)]
                   + [{"spaces": [None] * 8, "stela_spaces": []}]},
        "stones": stones,
        "boulder_faces": list(FACES),
        "stelae": {c: [v for v, k in counts.items() for _ in range(k)]
                   for c, counts in STELAE.items()},
        "stelae_table": table,
    }


def _shot(page, name):
    if os.environ.get("MC_EDITOR_SHOTS"):
        page.screenshot(path=os.path.join(os.environ["MC_EDITOR_SHOTS"], name), full_page=True)


def _named_and_sized(page, base: str, taps: Taps) -> str:
    """A new set started, its symbols named and its boards' sizes picked, every tap counted
    in ``taps``.  Returns the set's id."""
    page.goto(f"{base}/components/mayan_curse")
    expect(page.locator('#new-set input[name="name"]')).to_have_value(SET_NAME)
    with answered(page):
        taps.tap(page.get_by_role("button", name=WORDS["start"]), "set")
    set_id = page.url.rsplit("/", 1)[-1]
    open_entry(page, taps, "symbols", "symbols")
    # from here "save, then the next one" goes on from each kind's last entry to the next kind
    name_symbols(page, taps, NAMES, "symbols")
    save(page, taps, "symbols", True, WORDS)   # on to the sizes
    for field, value in SIZES.items():
        chip(page, taps, field, value, "sizes")
    _shot(page, "box-sizes.png")
    save(page, taps, "sizes", True, WORDS)     # on to the first floor board
    return set_id


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.long
def test_a_whole_box_is_entered_in_at_most_300_taps(chromium, live_server):
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    ctx = open_context(browser, base, "ja", **dict(phone_options(pw), viewport=SIZE,
                                                   screen=SIZE))
    taps = Taps()
    try:
        page = ctx.new_page()
        set_id = _named_and_sized(page, base, taps)

        for n, spaces in enumerate(SLABS, 1):
            wanted = [LETTERS[c] for c in spaces]
            before = shown(page, [f"space_{j}" for j in range(1, 8)])
            # a new board opens as a copy of the one before (said so), the 1st one empty
            assert before == ([""] * 7 if n == 1 else [LETTERS[c] for c in SLABS[n - 2]])
            expect(page.locator("#copied")).to_have_count(0 if n == 1 else 1)
            tap_row(page, taps, wanted, "floor boards")
            if n == 1:
                # the drawing follows the taps before anything is saved
                expect(page.locator('.mce-current [data-cell="space_1"]')).to_have_text(
                    NAMES[3][:2])
                _shot(page, "box-slab-1.png")
            save(page, taps, "floor boards", True, WORDS)

        for n in range(1, 7):
            if n < 6:
                wanted = [LETTERS[c] for c in TIERS[n - 1]]
                tap_row(page, taps, wanted, "tiers")
            if n in STELA_SPACES:
                boxes = page.locator('input[name="stela"]')
                ticked = {j for j in range(1, 9) if boxes.nth(j - 1).is_checked()}
                # tiers 2 to 4 open with the tier below's pair ticked; one tap on a light
                # space ticks it and the one facing it, and unticks the others
                if ticked != set(STELA_SPACES[n]):
                    taps.tap(boxes.nth(STELA_SPACES[n][0] - 1), "tiers")
                got = {j for j in range(1, 9) if boxes.nth(j - 1).is_checked()}
                assert got == set(STELA_SPACES[n])
            if n == 2:
                _shot(page, "box-tier-2.png")
            save(page, taps, "tiers", True, WORDS)

        count_stones(page, taps, SINGLES, DUALS, "stones")
        expect(page.locator("[data-total]")).to_have_text("20")
        # a chip tapped gives its symbol's count: the stepper's field says it, the chip shows
        # pressed (the stones' dropdowns hold them: the export below)
        for symbol, count in SINGLES.items():
            line = page.locator(f'.mce-count[data-stone="{symbol}"]')
            expect(line.locator("input")).to_have_value(str(count))
            expect(line.locator('.mce-count-chips [aria-pressed="true"]')).to_have_text(
                str(count))
        _shot(page, "box-stones.png")
        save(page, taps, "stones", True, WORDS)

        tap_row(page, taps, list(FACES), "cube", prefix="face_")
        save(page, taps, "cube", True, WORDS)

        for n, (colour, counts) in enumerate(STELAE.items(), 1):
            for value, count in counts.items():
                chip(page, taps, f"value_{value}", str(count), "stelae")
            if n == 2:
                _shot(page, "box-stelae-grey.png")
            save(page, taps, "stelae", True, WORDS)

        rows = stelae_table()
        for players in range(1, 7):
            before = shown(page, [f"slab_{k}" for k in range(1, 17)])
            wanted = [rows[players].get(k, "") for k in range(1, 17)]
            assert before == ([""] * 16 if players == 1 else
                              [rows[players - 1].get(k, "") for k in range(1, 17)])
            paint_table(page, taps, wanted, "stelae table")
            if players == 5:
                _shot(page, "box-table-5.png")
            if players < 6:
                save(page, taps, "stelae table", True, WORDS)
            else:   # the last entry of all: saved back to the set's page, said so
                with answered(page):
                    taps.tap(page.get_by_role("button", name=WORDS["back"], exact=True),
                             "stelae table")
                assert page.url.endswith(f"/components/mayan_curse/{set_id}")

        print(f"Mayan Curse, a whole box: {taps.report()}")
        assert taps.counts == {"set": 1, "symbols": 7, "sizes": 20, "floor boards": 121,
                               "tiers": 50, "stones": 10, "cube": 7, "stelae": 15,
                               "stelae table": 39}, taps.report()
        assert taps.total <= 270, taps.report()

        expect(page.locator("#kind-stelae")).to_contain_text("60/60")
        response = page.request.get(f"{base}/components/mayan_curse/{set_id}.json")
        assert response.ok
        doc = response.json()
        want = expected_document()
        assert {k: doc[k] for k in want} == want
        assert doc["symbol_names"] == {f"sym{k}": name for k, name in enumerate(NAMES, 1)}
    finally:
        close_contexts(ctx)


#: What a keeper of unsaved picks does on the next load (static/js/entry_draft.js): each
#: named input given its value back, then "input" and "change" fired on it (not bubbling,
#: the least a keeper may do).
PUT_BACK = """values => { for (const [name, value] of Object.entries(values)) {
    const input = document.querySelector(`#entry-form [name='${name}']`);
    input.value = value;
    input.dispatchEvent(new Event("input"));
    input.dispatchEvent(new Event("change"));
} }"""


@pytest.mark.browser
def test_picks_put_back_on_the_form_show_on_the_taps(chromium, live_server):
    """The form's inputs are the state: picks put back into them after a closed tab show on
    the floor board's spaces, the stones' steppers and the stelae table's boards."""
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    ctx = open_context(browser, base, "ja", **dict(phone_options(pw), viewport=SIZE,
                                                   screen=SIZE))
    taps = Taps()
    try:
        page = ctx.new_page()
        set_id = _named_and_sized(page, base, taps)

        page.goto(f"{base}/components/mayan_curse/{set_id}/slab/3")
        page.evaluate(PUT_BACK, {"space_1": "sym2", "space_7": "sym5"})
        cells = page.locator(".mce-taps .mce-cell")
        expect(cells.nth(0)).to_have_text(NAMES[1])
        expect(cells.nth(6)).to_have_text(NAMES[4])
        expect(cells.nth(3)).to_have_text("?")
        expect(page.locator('.mce-current [data-cell="space_7"]')).to_have_text(NAMES[4][:2])
        # saved with spaces left empty: the server names the first, the page keeps the picks
        with answered(page):
            page.get_by_role("button", name=WORDS["next"], exact=True).click()
        expect(page.locator(".error")).to_contain_text("3枚目の床ボード、左から2マス目")
        expect(page.locator(".mce-taps .mce-cell").nth(0)).to_have_text(NAMES[1])

        page.goto(f"{base}/components/mayan_curse/{set_id}/stones/1")
        page.evaluate(PUT_BACK, {"stone_1_a": "sym2", "stone_2_a": "sym3",
                                 "stone_2_b": "sym1"})
        expect(page.locator('.mce-count[data-stone="sym2"] input')).to_have_value("1")
        expect(page.locator('.mce-count[data-stone="sym1+sym3"] input')).to_have_value("1")
        expect(page.locator("[data-total]")).to_have_text("2")

        page.goto(f"{base}/components/mayan_curse/{set_id}/table/2")
        page.evaluate(PUT_BACK, {"slab_4": "grey-2"})
        expect(page.locator(".mce-paint .mce-cell").nth(3)).to_have_text("灰色の石碑2枚")
    finally:
        close_contexts(ctx)


@pytest.mark.browser
def test_without_a_script_every_pick_is_a_dropdown_and_saves(chromium, live_server):
    """Without JavaScript the same form is posted by its dropdowns and boxes (a pick each):
    the taps are only a way to fill them."""
    pw, browser = chromium
    base = live_server.url
    expect.set_options(timeout=WAIT_MS)
    ctx = open_context(browser, base, "ja", **dict(phone_options(pw), viewport=SIZE,
                                                   screen=SIZE), java_script_enabled=False)
    try:
        page = ctx.new_page()
        page.goto(f"{base}/components/mayan_curse")
        page.fill('#new-set input[name="name"]', SET_NAME)
        with answered(page):
            page.get_by_role("button", name=WORDS["start"]).click()
        set_id = page.url.rsplit("/", 1)[-1]
        page.goto(f"{base}/components/mayan_curse/{set_id}/symbols/1")
        expect(page.locator(".mce-name-ideas")).to_be_hidden()  # typed without a script
        for k, name in enumerate(NAMES, 1):
            page.fill(f'input[name="name_{k}"]', name)
        with answered(page):
            page.get_by_role("button", name=WORDS["save"], exact=True).click()
        page.goto(f"{base}/components/mayan_curse/{set_id}/boards/1")
        for field, value in SIZES.items():
            page.select_option(f'select[name="{field}"]', value)
        with answered(page):
            page.get_by_role("button", name=WORDS["save"], exact=True).click()
        page.goto(f"{base}/components/mayan_curse/{set_id}/tier/1")
        expect(page.locator(".mce-cell")).to_have_count(0)
        for j, c in enumerate(TIERS[0], 1):
            page.select_option(f'select[name="space_{j}"]', LETTERS[c])
        for j in STELA_SPACES[1]:
            page.check(f'input[name="stela"][value="{j}"]')
        with answered(page):
            page.get_by_role("button", name=WORDS["next"], exact=True).click()
        page.goto(f"{base}/components/mayan_curse/{set_id}/stones/1")
        page.select_option('select[name="stone_1_a"]', "sym3")
        page.select_option('select[name="stone_1_b"]', "sym4")
        with answered(page):
            page.get_by_role("button", name=WORDS["save"], exact=True).click()
        doc = page.request.get(f"{base}/components/mayan_curse/{set_id}.json").json()
        tier = expected_document()["temple"]["tiers"][0]
        assert doc["temple"]["tiers"][0] == tier
        assert doc["stones"] == [["sym3", "sym4"]] + [None] * 19
    finally:
        close_contexts(ctx)
