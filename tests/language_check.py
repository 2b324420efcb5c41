"""Checks that a page (or a command's output) speaks only its reader's language.

A Japanese page must hold no English word and an English page no Japanese character, and
neither any programming notation (list or dict brackets, quoted ids, snake_case names,
"(s)" plurals).  What is checked is what a person sees: text nodes (the title included) and
the attributes a browser shows (title, alt, placeholder, aria-label, the value of a button,
the question of ``data-confirm``).  Not checked: scripts and styles, what a person typed (the
text of a textarea), web addresses, and an element marked
with a ``lang`` of the other language (the language switch) or ``translate="no"`` (a join
code, a component id) — the latter only if it holds no run of words.

    tour = LanguageTour("ja")
    tour.check(client.get(url, headers=JA), "host page")
    ...
    tour.assert_clean()     # fails listing every offending line of every page

The text as it flows across inline tags is checked too: on a Japanese page no half-width
space before 「（」 or after 「：」 (「はなこ （スタートプレイヤー）」, 「神殿カード： 青の床」), and on
any page no ASCII hyphen as a number's minus sign (「勝利点 -9」: the pages write 「−9」) and no
separator 「·」 with nothing after it (「場所3 ·」).

Allowed on a Japanese page (``ALLOWED_WORDS``): the few Latin-letter words that Japanese
players read as they are (QR, JSON, BG Stats).  Tokens holding digits (B17, m06, 2F) are ids
or numbers, not words (UTF-8 too); single letters (option A, B) and web addresses are
allowed.
"""
from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Iterable

#: Latin-letter words a Japanese page may show as they are.
ALLOWED_WORDS = frozenset({"QR", "JSON", "BG", "Stats"})
SHOWN_ATTRIBUTES = ("title", "alt", "placeholder", "aria-label", "data-confirm")
BUTTON_TYPES = ("submit", "button", "reset")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}

_URL = re.compile(r"https?://\S+")
_TOKEN = re.compile(r"[A-Za-z0-9_]+(?:-[A-Za-z0-9]+)*")
_WORD_RUN = re.compile(r"[A-Za-z]{2,}(?:[ \t,.:;'’-]+[A-Za-z]{2,})+")
_JAPANESE = re.compile(r"[\u3000-\u303f\u3040-\u309f\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fff"
                       r"\uf900-\ufaff\uff00-\uffef]")
#: Half-width punctuation in Japanese text: a colon ending a label (not one between digits, as
#: in a time) and round brackets; Japanese uses 「：」 and （ ）.
_HALF_WIDTH = re.compile(r":(?!\d)|[()]")
#: A half-width space where Japanese has none: before an opening 「（」 or after 「：」 (the
#: full-width marks carry their own space), looked for in the text as it flows across tags.
_JA_SPACE = re.compile(r"\S (?=（)|：(?= \S)")
#: A half-width space after 「。」 before more Japanese (「入力します。 待っています」): Japanese
#: sentences follow one another with no space.
_JA_SENTENCE_GAP = re.compile(r"。 +(?=[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e「（])")
#: An ASCII hyphen as a minus sign before a number (「勝利点 -9」): the pages write 「−」.
_HYPHEN_MINUS = re.compile(r"(?:^|(?<=[\s（：(:]))-\d")
#: A separator 「·」 with nothing on one side: at the start or the end of a line, or twice in a
#: row (a list joined with an empty item); a 「·」 alone (an empty table cell's mark) is none.
_LOOSE_SEPARATOR = re.compile(r"^·\s*\S|\S\s*·$|·\s*·")
#: Elements that start a new line of text (or stand apart from the text around them): the
#: text on either side of one does not flow together.
BLOCKS = frozenset({
    "address", "article", "aside", "blockquote", "br", "button", "caption", "dd", "details",
    "dialog", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1",
    "h2", "h3", "h4", "h5", "h6", "header", "hr", "img", "input", "label", "legend", "li",
    "main", "nav", "ol", "option", "p", "pre", "section", "select", "summary", "svg", "table",
    "tbody", "td", "textarea", "tfoot", "th", "thead", "title", "tr", "ul"})
#: Where the flowing text breaks (a block starts or ends, skipped text stands): not "\n",
#: which inside a text node is a space a browser shows like any other.
_BREAK = "\x00"
_NOTATION = [
    (re.compile(r"[\[\]{}]"), "brackets"),
    (re.compile(r"[A-Za-z0-9]_[A-Za-z0-9]"), "snake_case name"),
    (re.compile(r"(['\"])[A-Za-z0-9_ ,.-]{1,40}\1"), "quoted value"),
    (re.compile(r"\((?:s|es)\)"), "“(s)” plural"),
    (re.compile(r"\b(?:None|True|False|null|undefined|NaN)\b"), "program value"),
    (re.compile(r"<[a-z]+[ >]|&[a-z]+;|&#\d+;"), "markup shown as text"),
]


class _Collector(HTMLParser):
    """Visible text lines: (text, skipped_reason or None)."""

    def __init__(self, lang: str):
        super().__init__(convert_charrefs=True)
        self.lang = lang
        self.stack: list[tuple[str, str | None]] = []  # (tag, why its content is skipped)
        self.lines: list[tuple[str, str | None]] = []
        #: the visible text as it flows across inline tags, ``_BREAK`` where a block starts or
        #: ends
        self.flow: list[str] = []
        self.html_lang: str | None = None
        self.in_head = False

    def _skip(self) -> str | None:
        for _tag, why in reversed(self.stack):
            if why:
                return why
        return None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in BLOCKS:
            self.flow.append(_BREAK)
        if tag == "html":
            self.html_lang = a.get("lang")
        why = None
        if tag in ("script", "style", "noscript", "template", "textarea"):
            why = "code"  # a textarea holds what the person typed, not the page's words
        elif a.get("lang") and not a["lang"].startswith(self.lang):
            why = "other-language"
        elif (a.get("translate") or "").lower() == "no":
            why = "no-translate"
        elif tag == "head":
            self.in_head = True
        if why is None and self._skip() is None:
            for name in SHOWN_ATTRIBUTES:
                if a.get(name):
                    self.lines.append((a[name], None))
            if tag in ("input", "button") and (a.get("type") or "").lower() in BUTTON_TYPES \
                    and a.get("value"):
                self.lines.append((a["value"], None))
        if tag not in VOID:
            self.stack.append((tag, why))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID and self.stack and self.stack[-1][0] == tag:
            self.stack.pop()

    def handle_endtag(self, tag):
        if tag in BLOCKS:
            self.flow.append(_BREAK)
        if tag == "head":
            self.in_head = False
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break

    def handle_data(self, data):
        if self.in_head and not any(t == "title" for t, _w in self.stack):
            return
        why = self._skip()
        if why == "code" or why == "other-language":
            self.flow.append(_BREAK)
            return
        self.flow.append(data)
        for line in data.splitlines():
            if line.strip():
                self.lines.append((" ".join(line.split()), why))


def visible_lines(html: str, lang: str) -> list[tuple[str, str | None]]:
    """The lines of text a reader sees on ``html`` (see the module docstring), each with
    "no-translate" when it sits in a ``translate="no"`` element."""
    collector = _Collector(lang)
    collector.feed(html)
    collector.close()
    return collector.lines


def flowing_lines(html: str, lang: str) -> list[str]:
    """The lines of text a reader sees on ``html`` as they flow across inline tags
    (``はなこ <span>（スタートプレイヤー）</span>`` is one line, 「はなこ （スタートプレイヤー）」),
    spaces collapsed as a browser shows them."""
    collector = _Collector(lang)
    collector.feed(html)
    collector.close()
    return _flowing(collector)


def _flowing(collector: _Collector) -> list[str]:
    return [line for line in (" ".join(part.split()) for part in "".join(collector.flow)
                              .split(_BREAK)) if line]


def spacing_problems(line: str, lang: str) -> list[str]:
    """What is wrong with the spaces and signs of a line of flowing text (``flowing_lines``):
    on a Japanese page a half-width space before 「（」 or after 「：」 or between two sentences
    (「。 待って」); on any page a number
    written with an ASCII hyphen for its minus sign, or a separator 「·」 ending or starting a
    line (「はなこ ·」) or doubled."""
    problems = []
    if lang == "ja" and _JA_SPACE.search(line):
        problems.append("half-width space beside full-width punctuation")
    if lang == "ja" and _JA_SENTENCE_GAP.search(line):
        problems.append("half-width space between Japanese sentences")
    if _HYPHEN_MINUS.search(line):
        problems.append("hyphen as a minus sign")
    if _LOOSE_SEPARATOR.search(line):
        problems.append("separator with nothing beside it")
    return problems


def english_words(line: str, allow: Iterable[str] = ()) -> list[str]:
    """The English words of ``line``: Latin-letter tokens of two letters or more that are not
    allowed words; tokens with digits (ids, numbers) are not words."""
    allowed = ALLOWED_WORDS | set(allow)
    return [t for t in _TOKEN.findall(line)
            if not any(c.isdigit() for c in t) and "_" not in t and len(t) >= 2
            and t not in allowed]


def notation(line: str) -> list[str]:
    """The kinds of programming notation ``line`` shows."""
    return [name for pattern, name in _NOTATION if pattern.search(line)]


def line_problems(line: str, lang: str, allow: Iterable[str] = (),
                  no_translate: bool = False) -> list[str]:
    """What is wrong with one visible line for a reader of ``lang`` (empty: nothing).  Web
    addresses are not words: they are left out."""
    line = _URL.sub(" ", line)
    problems = []
    if no_translate:
        if _WORD_RUN.search(line):
            problems.append("words inside translate=no")
        return problems
    if lang == "ja":
        words = english_words(line, allow)
        if words:
            problems.append("English: " + " ".join(words[:8]))
        if _HALF_WIDTH.search(line):
            problems.append("half-width punctuation")
    else:
        allowed = set(allow)
        found = [c for c in _JAPANESE.findall(line) if c not in allowed]
        if found and not any(a in line for a in allowed if len(a) > 1):
            problems.append("Japanese: " + "".join(found[:12]))
    problems += notation(line)
    return problems


def page_problems(html: str, lang: str, allow: Iterable[str] = ()) -> list[str]:
    """Every offending line of a page, as "problem — line"."""
    out = []
    collector = _Collector(lang)
    collector.feed(html)
    collector.close()
    if collector.html_lang is not None and not collector.html_lang.startswith(lang):
        out.append(f"<html lang={collector.html_lang!r}> on a page expected in {lang}")
    for line, why in collector.lines:
        for problem in line_problems(line, lang, allow, no_translate=why == "no-translate"):
            out.append(f"{problem} — {line[:160]}")
    for line in _flowing(collector):
        for problem in spacing_problems(line, lang):
            out.append(f"{problem} — {line[:160]}")
    return out


def text_problems(text: str, lang: str, allow: Iterable[str] = ()) -> list[str]:
    """Every offending line of plain text (a command's output)."""
    out = []
    for line in text.splitlines():
        for problem in line_problems(line, lang, allow) + spacing_problems(line, lang):
            out.append(f"{problem} — {line[:160]}")
    return out


class LanguageTour:
    """Pages seen during one play-through, checked together: ``check`` each page as it is
    fetched, ``assert_clean`` at the end (one failure listing everything found)."""

    def __init__(self, lang: str, allow: Iterable[str] = ()):
        self.lang = lang
        self.allow = tuple(allow)
        self.problems: list[str] = []
        self.pages = 0

    def check(self, page, where: str) -> str:
        """Check a response (or HTML text); returns its HTML for further use."""
        html = page if isinstance(page, str) else page.get_data(as_text=True)
        status = getattr(page, "status_code", None)
        if status is not None and status >= 500:
            self.problems.append(f"[{where}] answered {status}")
        self.pages += 1
        for problem in page_problems(html, self.lang, self.allow):
            self.problems.append(f"[{where}] {problem}")
        return html

    def check_text(self, text: str, where: str) -> None:
        """Check plain text (a command's output)."""
        for problem in text_problems(text, self.lang, self.allow):
            self.problems.append(f"[{where}] {problem}")

    def assert_clean(self) -> None:
        """Fail listing every problem found (deduplicated, in the order met)."""
        seen: list[str] = []
        for p in self.problems:
            if p not in seen:
                seen.append(p)
        assert not seen, (f"{len(seen)} lines not in {self.lang} "
                          f"({self.pages} pages):\n" + "\n".join(seen[:400]))
