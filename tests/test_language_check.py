"""The language check itself: what it reports and what it lets through."""
from __future__ import annotations

from tests.language_check import page_problems, text_problems


def _page(body: str, lang: str = "ja") -> str:
    title = "表" if lang == "ja" else "Table"
    return (f'<!doctype html><html lang="{lang}"><head><title>{title}</title></head>'
            f'<body>{body}</body></html>')


def test_english_words_on_a_japanese_page_are_reported():
    problems = page_problems(_page("<p>はなこ picks up Palenque 1</p>"), "ja")
    assert problems == ["English: picks up Palenque — はなこ picks up Palenque 1"]


def test_ids_numbers_single_letters_and_allowed_words_pass():
    assert page_problems(_page("<p>B17 · m06 · オプションA · QRコード · 3 × 4 = 12</p>"), "ja") == []


def test_shown_attributes_are_read_and_scripts_are_not():
    html = _page('<img alt="QR code"><button value="Send" type="submit">送る</button>'
                 '<form data-confirm="Undo?"></form><script>var ok = "fine";</script>')
    assert [p.split(" — ")[0] for p in page_problems(html, "ja")] == [
        "English: code", "English: Send", "English: Undo"]


def test_the_other_language_marked_by_lang_and_codes_in_translate_no_pass():
    html = _page('<a lang="en">English</a><span translate="no">KQWXYZ</span>')
    assert page_problems(html, "ja") == []
    assert page_problems(_page('<span translate="no">Not a code at all</span>'), "ja") != []


def test_japanese_on_an_english_page_and_notation_anywhere_are_reported():
    assert page_problems(_page("<p>Winner: 勝者</p>", "en"), "en")[0].startswith("Japanese: 勝者")
    assert page_problems(_page("<p>['B17', 'B12']</p>"), "ja")[0].startswith("brackets")
    assert "“(s)” plural — 2 worker(s)" in page_problems(_page("<p>2 worker(s)</p>", "en"), "en")
    assert page_problems(_page("<p>space 3 'cat'</p>", "en"), "en") == [
        "quoted value — space 3 'cat'"]


def test_a_page_in_the_wrong_language_is_reported():
    assert page_problems(_page("<p>x</p>", "en"), "ja")[0].startswith("<html lang='en'>")


def test_plain_text():
    assert text_problems("ティカル 2\nFood day 1.", "ja") == ["English: Food day — Food day 1."]


def test_web_addresses_are_not_words():
    assert page_problems(_page("<p>参加：http://table.test/j/KQWXYZ</p>"), "ja") == []


def test_half_width_punctuation_in_japanese_is_reported():
    """Japanese writes 「：」 and （ ）: a half-width colon ending a label or round brackets on a
    Japanese page are reported (「直前の手で起きたこと:」, 「★ 4行目・1列目 (S39)」); a colon
    between digits (a time) is not, nor anything on an English page."""
    assert page_problems(_page("<p>直前の手で起きたこと:</p>"), "ja") == [
        "half-width punctuation — 直前の手で起きたこと:"]
    assert page_problems(_page("<li>★ 4行目・1列目 (S39): 特殊タイル</li>"), "ja") == [
        "half-width punctuation — ★ 4行目・1列目 (S39): 特殊タイル"]
    assert page_problems(_page("<p>★ 4行目・1列目（S39）：特殊タイル · 12:30</p>"), "ja") == []
    assert page_problems(_page("<p>Last move: row 4 (S39)</p>", "en"), "en") == []
    assert text_problems("合計: あや 20", "ja") == ["half-width punctuation — 合計: あや 20"]


def test_a_half_width_space_beside_full_width_punctuation_in_japanese_is_reported():
    """Trial 2, item 4: Japanese has no space before 「（」 nor after 「：」 (the full-width marks
    carry their own): one is reported, also where the text flows across tags (a name and its
    aside in a span, a label and its value in a strong); none is reported between blocks, nor
    on an English page."""
    problem = "half-width space beside full-width punctuation"
    assert page_problems(_page("<p>はなこ <span>（スタートプレイヤー）</span></p>"), "ja") == [
        f"{problem} — はなこ （スタートプレイヤー）"]
    assert page_problems(_page("<p>神殿カード： <strong>青の床</strong></p>"), "ja") == [
        f"{problem} — 神殿カード： 青の床"]
    assert page_problems(_page("<p>エネルギー：6\n  （最大6）</p>"), "ja") == [
        f"{problem} — エネルギー：6 （最大6）"]
    assert page_problems(_page("<p>はなこ<span>（スタートプレイヤー）</span></p>"
                               "<p>神殿カード：<strong>青の床</strong></p>"
                               "<li>はなこ</li> <li>（未達成）</li>"), "ja") == []
    assert page_problems(_page("<p>Hanako <span>(start player)</span>: Card: blue</p>", "en"),
                         "en") == []
    assert text_problems("合計： あや 20", "ja") == [f"{problem} — 合計： あや 20"]


def test_a_half_width_space_between_japanese_sentences_is_reported():
    """Phone trial 4, item 1: Japanese sentences follow one another with no space after 「。」
    (「入力します。 待っています」 is reported, also across tags); a sentence ending a block, a
    number after 「。」 and an English page are not."""
    problem = "half-width space between Japanese sentences"
    assert page_problems(_page("<p>自分のスマホに入力します。 <span>待っています：アキ。</span></p>"),
                         "ja") == [f"{problem} — 自分のスマホに入力します。 待っています：アキ。"]
    assert page_problems(_page("<p>左から1マス目。\n  <a href='#'>表示</a></p>"), "ja") == [
        f"{problem} — 左から1マス目。 表示"]
    assert page_problems(_page("<p>入力します。待っています。</p> <p>表示</p>"), "ja") == []
    assert page_problems(_page("<p>Recorded. Waiting for Aki.</p>", "en"), "en") == []


def test_japanese_pages_join_sentences_without_a_space(client):
    """Phone trial 4, item 1: a Japanese page takes out the space a template leaves after 「。」
    (here the freed-seat note and its link, in every page's frame); the English page keeps it."""
    client.set_cookie("lang", "ja")
    html = client.get("/").get_data(as_text=True)
    assert "入力中の内容は保存されていません。<a" in html
    assert "。 <a" not in html
    client.set_cookie("lang", "en")
    html = client.get("/").get_data(as_text=True)
    assert "was not stored.</span>" in html or "was not stored. <a" in html


def test_sentences_are_joined_in_the_reader_s_language():
    from companion.i18n import join_sentences, use_language
    with use_language("ja"):
        assert join_sentences(["1個です。", "あなたも"]) == "1個です。あなたも"
    with use_language("en"):
        assert join_sentences(["Recorded.", "Your turn."]) == "Recorded. Your turn."


def test_a_hyphen_for_a_minus_sign_is_reported():
    """Trial 2, item 4: 「勝利点 -9」 where the pages write 「−9」; a date or a range is not."""
    assert page_problems(_page("<p>勝利点 <b>-9</b></p>"), "ja") == [
        "hyphen as a minus sign — 勝利点 -9"]
    assert page_problems(_page("<p>VP −9 · 2024-05-01 · 3-4</p>", "en"), "en") == []


def test_a_separator_with_nothing_beside_it_is_reported():
    """Trial 2, item 6b: Bravest's calculator showed 「1行目・1列目 ·」 for an empty cell, a
    separator ending the line.  One at either end of a line, or two in a row, is reported; a
    「·」 alone in a table cell (an empty column's mark) and one between two items are not."""
    problem = "separator with nothing beside it"
    assert page_problems(_page("<details><summary>1行目・1列目 <strong>·</strong></summary>"
                               "</details>"), "ja") == [f"{problem} — 1行目・1列目 ·"]
    assert page_problems(_page("<p>· 場所3</p><p>はなこ · · ゆき</p>"), "ja") == [
        f"{problem} — · 場所3", f"{problem} — はなこ · · ゆき"]
    assert page_problems(_page("<table><tr><th>·</th><th>↓1</th></tr></table>"
                               "<p>場所3 · S01</p>"), "ja") == []
