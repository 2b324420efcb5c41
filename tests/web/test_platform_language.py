"""The platform's own pages speak only the reader's language: home, joining, importing a
table (with each kind of bad file), error pages, and the command line's own messages."""
from __future__ import annotations

import io
import json

import pytest
from click.testing import CliRunner

from companion.cli import main
from tests.driver import csrf_of, new_table
from tests.language_check import LanguageTour
from tests.test_records import END_STATE
from tests.web.test_history import finish_tzolkin, lose_ohio_bob

BAD_IMPORTS = [
    b"\xff\xfe\x00",
    b"{not json",
    b"[1, 2]",
    b'{"format": "something.else"}',
    json.dumps({"format": "table-companion.table", "format_version": 9}).encode(),
    json.dumps({"format": "table-companion.table", "format_version": 1,
                "game": "chess"}).encode(),
    json.dumps({"format": "table-companion.table", "format_version": 1, "game": "tzolkin",
                "seed": "7", "seats": [{"position": 0, "name": "x", "colour": "red"}]}).encode(),
]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_platform_pages_speak_one_language(client, lang):
    client.set_cookie("lang", lang)
    tour = LanguageTour(lang)
    for url in ["/", "/join", "/j/ZZZZZZ", "/t/ZZZZZZ", "/no/such/page", "/calc/chess", "/mine"]:
        tour.check(client.get(url), url)
    join = tour.check(client.get("/join"), "join")
    tour.check(client.post("/join", data={"csrf_token": csrf_of(join), "code": "QQQQQQ"}),
               "join with an unknown code")
    tour.check(client.post("/join", data={"code": "QQQQQQ"}), "join without its form key")
    page = tour.check(client.get("/import"), "import")
    for body in BAD_IMPORTS:
        response = client.post("/import", data={"csrf_token": csrf_of(page),
                                                "file": (io.BytesIO(body), "table.json")},
                               content_type="multipart/form-data")
        assert response.status_code == 422
        tour.check(response, f"import {body[:30]!r}")
    tour.assert_clean()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_command_lines_own_messages_speak_one_language(tmp_path, lang):
    tour = LanguageTour(lang)
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    for args in (["setup", "tzolkin", "--players", "9"], ["setup", "chess", "--players", "2"],
                 ["score", "tzolkin", str(bad)]):
        result = CliRunner().invoke(main, ["--lang", lang, *args])
        assert result.exit_code == 2
        shown = result.output.replace(str(bad), "")
        shown = shown.replace("bravest, mayan_curse, ohio_bob, tzolkin", "")  # the game keys
        tour.check_text(shown.replace("chess", ""), " ".join(args[:2]))
    tour.assert_clean()


def test_the_command_line_takes_its_language_from_lang(monkeypatch):
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    result = CliRunner().invoke(main, ["setup", "tzolkin", "--players", "9"])
    assert result.output == "エラー：ツォルキン：マヤ神聖歴は2～4人用です。\n"
    result = CliRunner().invoke(main, ["--lang", "en", "setup", "tzolkin", "--players", "9"])
    assert result.output == "error: Tzolk'in: The Mayan Calendar is for 2 to 4 players.\n"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_play_history_pages_speak_one_language(app, client, lang):
    """The play history, its statistics, the regular players (each bad entry refused), the
    new-table form with them, and a finished table's BG Stats link."""
    client.set_cookie("lang", lang)
    tour = LanguageTour(lang)
    names = ("はなこ", "たろう", "じろう") if lang == "ja" else ("Ana", "Ben", "Cai")
    for url in ["/history", "/history/stats", "/players", "/history?game=chess"]:
        tour.check(client.get(url), f"{url} (empty)")
    for name in (names[0], names[1], "", "x" * 41, "a\u200bb", names[0]):
        page = client.get("/players").get_data(as_text=True)
        response = client.post("/players", data={"csrf_token": csrf_of(page), "name": name})
        if response.status_code != 302:
            tour.check(response, f"add regular {name[:5]!r}")
    tour.check(client.post("/players", data={"name": "x"}), "add without its form key")
    page = tour.check(client.get("/players"), "regular players")
    tour.check(client.post("/players/999/remove", data={"csrf_token": csrf_of(page)}),
               "remove an unknown regular player")
    tour.check(client.get("/new/tzolkin"), "new table with regular players")
    code = new_table(client, names)
    end = {"players": [{k: v for k, v in p.items() if k != "name"} for p in END_STATE["players"]],
           "skulls_on_chichen_itza": 0}
    finish_tzolkin(app, code, end)
    lose_ohio_bob(app, client, names[0])
    tour.check(client.get(f"/t/{code}"), "finished host page")
    tour.check(client.get(f"/t/{code}/score"), "score sheet")
    for url in ["/history", "/history?game=tzolkin", "/history?game=ohio_bob",
                "/history/stats", "/"]:
        tour.check(client.get(url), url)
    tour.assert_clean()
