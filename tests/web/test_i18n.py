"""Translations: every page string has a Japanese translation and the compiled catalogue
matches its source."""
from __future__ import annotations

from pathlib import Path

from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from tests.conftest import new_table

JA = Path(__file__).resolve().parents[2] / "companion" / "translations" / "ja" / "LC_MESSAGES"


def test_every_japanese_message_is_translated_and_compiled():
    with open(JA / "messages.po", "rb") as fh:
        po = read_po(fh)
    with open(JA / "messages.mo", "rb") as fh:
        mo = read_mo(fh)
    missing = [m.id for m in po if m.id and not m.string]
    assert missing == []
    compiled = {m.id: m.string for m in mo if m.id}
    assert compiled == {m.id: m.string for m in po if m.id and not m.fuzzy}


def test_the_host_page_in_japanese(client):
    code = new_table(client)
    html = client.get(f"/t/{code}", headers={"Accept-Language": "ja"}).get_data(as_text=True)
    assert "ツォルキン：マヤ神聖歴" in html
    assert "初期財産" in html


def test_every_string_in_the_code_and_templates_is_in_the_catalogue():
    """Catches a new page string added without running the README's pybabel steps."""
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir

    root = Path(__file__).resolve().parents[2]
    keywords = dict(DEFAULT_KEYWORDS, _l=None)
    found = set()
    for sub, method in (("companion", "python"), ("templates", "jinja2")):
        mapping = [("**.py", "python")] if method == "python" else [("**.html", "jinja2")]
        for _file, _line, message, _comments, _context in extract_from_dir(
                root / sub, method_map=mapping, keywords=keywords):
            found.add(message if isinstance(message, str) else message[0])
    with open(JA / "messages.po", "rb") as fh:
        known = {m.id for m in read_po(fh) if m.id}
    assert sorted(found - known) == []
