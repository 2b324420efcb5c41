"""Entering Mayan Curse's components by taps in a browser test (static/js/mayan_curse_editor.js),
every tap counted (tests/browser/taps.py): the helpers of the tap editor's browser tests."""
from __future__ import annotations

from tests.browser.answers import answered
from tests.browser.taps import Taps


def shown(page, names: list[str]) -> list[str]:
    """The values the form holds now for the inputs ``names`` (the page's state)."""
    return page.evaluate(
        "names => names.map(n => document.querySelector(`#entry-form [name='${n}']`).value)",
        names)


def tap_row(page, taps: Taps, wanted: list[str], label: str, prefix: str = "space_") -> int:
    """Fill a row of spaces (a floor board, a tier, the cube's faces: inputs ``<prefix>1``…)
    with ``wanted`` (symbol ids, "blank", "wild") by the palette: a space already holding its
    symbol is skipped; the framed space starts at the first and moves on after each symbol,
    so a space is tapped only to jump over some.  Returns the taps it took."""
    before = taps.total
    now = shown(page, [f"{prefix}{j}" for j in range(1, len(wanted) + 1)])
    cells = page.locator(".mce-taps .mce-cell")
    cursor = 0
    for j, want in enumerate(wanted):
        if now[j] == want:
            continue
        if cursor != j:
            taps.tap(cells.nth(j), label)
        taps.tap(page.locator(f'.mce-taps + .mce-palette button[data-value="{want}"]'), label)
        cursor = min(j + 1, len(wanted) - 1)
    assert shown(page, [f"{prefix}{j}" for j in range(1, len(wanted) + 1)]) == wanted
    return taps.total - before


def chip(page, taps: Taps, name: str, value: str, label: str) -> None:
    """Pick ``value`` of the choice ``name`` by its chip (1 tap), unless it is picked."""
    if shown(page, [name]) != [value]:
        taps.tap(page.locator(f'.mce-chip-row[data-for="{name}"] button[data-value="{value}"]'),
                 label)
    assert shown(page, [name]) == [value]


def save(page, taps: Taps, label: str, following: bool, words: dict) -> None:
    """Save the entry ("save, then the next one" when ``following``): 1 tap and a page load;
    the page answering must show no error."""
    with answered(page):
        taps.tap(page.get_by_role("button", name=words["next"] if following else words["save"],
                                  exact=True), label)
    assert page.locator(".error").count() == 0, page.locator(".error").all_inner_texts()


def open_entry(page, taps: Taps, kind: str, label: str) -> None:
    """From the set's page, open the first entry of ``kind`` (1 tap and a page load)."""
    with answered(page):
        taps.tap(page.locator(f"#kind-{kind} a.button").first, label)


def paint_table(page, taps: Taps, wanted: list[str], label: str) -> None:
    """Set the stelae table page's 16 floor boards to ``wanted`` ("" or "colour-count"): for
    each value that some board must change to, a tap on it in the palette, then a tap on each
    such board."""
    names = [f"slab_{k}" for k in range(1, len(wanted) + 1)]
    before = shown(page, names)
    cells = page.locator(".mce-paint .mce-cell")
    for value in dict.fromkeys(w for w, b in zip(wanted, before) if w != b):
        taps.tap(page.locator(f'.mce-palette button[data-value="{value}"]'), label)
        for k, (w, b) in enumerate(zip(wanted, before)):
            if w == value and b != value:
                taps.tap(cells.nth(k), label)
    assert shown(page, names) == wanted


def name_symbols(page, taps: Taps, names: tuple[str, ...] | list[str], label: str) -> None:
    """Name the symbols on their page by the name ideas (1 tap each: the word goes into the
    first empty field, so ``names`` fill the fields from the 1st in order); the fields must
    then hold ``names``, and each word tapped show pressed."""
    for name in names:
        taps.tap(page.locator(f'.mce-name-ideas button[data-name="{name}"]'), label)
    assert shown(page, [f"name_{k}" for k in range(1, len(names) + 1)]) == list(names)
    for name in names:
        assert page.locator(f'.mce-name-ideas button[data-name="{name}"]').get_attribute(
            "aria-pressed") == "true"


#: The largest count of a symbol's single stones that has its own chip (more: typed).
COUNT_CHIPS = 8


def count_stones(page, taps: Taps, singles: dict[str, int], duals, label: str) -> None:
    """Count the stones on their page: each symbol's single stones by a tap on the chip of
    their number (more than ``COUNT_CHIPS``: typed in its stepper's field), each dual stone a
    tap on its pair's +."""
    for symbol, count in singles.items():
        if count <= COUNT_CHIPS:
            taps.tap(page.locator(f'.mce-count[data-stone="{symbol}"] '
                                  f'.mce-count-chips button[data-value="{count}"]'), label)
        else:
            taps.type(page.locator(f'.mce-count[data-stone="{symbol}"] input'), str(count),
                      label)
    for a, b in duals:
        key = "+".join(sorted((a, b)))
        taps.tap(page.locator(f'.mce-count[data-stone="{key}"] button').last, label)
