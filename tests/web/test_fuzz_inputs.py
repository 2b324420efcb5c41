"""Every form of every game's pages, filled with the worst values a client can send: never a
500, and a refused request changes nothing stored (hypothesis).

The values include lone surrogates (sent as the bytes a broken client sends: ED B3 BF), Unicode
digits ("²", "١٢", "１２"), numbers of 5,000 digits, NaN, control characters; the requests carry
non-ASCII cookies and odd Host headers too.  The forms are the ones the pages really show (their
action and field names are read from the HTML), so a new form is fuzzed without being listed.
"""
from __future__ import annotations

import json
import re
from urllib.parse import quote, quote_from_bytes

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.driver import join_seat
from tests.web.test_bad_input import snapshot

NASTY = st.one_of(
    st.sampled_from(["", "0", "1", "-1", "²", "١٢", "１２", "9" * 5000, "1e9", "NaN", "None",
                     "\x00", "\x1b[2J", "🙂", "<script>x</script>", "' OR 1=1 --", "\u3164",
                     "\u202e", "a" * 2000, "w01", "m01", "S01", "up", "left", "0,0", "-1,-1",
                     "1/2", "[]", "{}", "true"]),
    st.text(max_size=20),
    st.integers(-10**30, 10**30).map(str),
)
#: A value sent as raw bytes: a lone surrogate as UTF-8 would encode it, or invalid UTF-8.
RAW = st.sampled_from([b"\xed\xb3\xbf", b"\xff\xfe", b"abc\xed\xa0\x80", b"\xc3"])
FORM_RE = re.compile(r'<form[^>]*method="post"[^>]*>.*?</form>', re.S | re.I)
ACTION_RE = re.compile(r'action="([^"]*)"')
NAME_RE = re.compile(r'name="([^"]+)"')
GAMES = ["tzolkin", "mayan_curse", "ohio_bob", "bravest"]
SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])


def _tables(app, client) -> dict:
    """One table per game (made once per app), its host screen and a phone on seat 1."""
    from companion import tables as service

    made = app.config.get("_fuzz_inputs")
    if made is None:
        made = {}
        for key in GAMES:
            with app.app_context():
                table = service.create_table(key, [{"name": "Ana", "colour": "red"},
                                                   {"name": "Ben", "colour": "blue"}], seed="3")
                code, token = table.code, table.host_token
                if key == "tzolkin":  # past the starting wealth: the turn forms show
                    for seat in (0, 1):
                        tiles = table.setup["wealth_dealt"][str(seat)][:2]
                        service.record_move(table, seat, {"type": "choose_wealth",
                                                          "tiles": tiles}, seat)
            host = app.test_client()
            with host.session_transaction() as kept:
                kept["tables"] = [[code, token, ""]]
            made[key] = (code, host, join_seat(app, code, 1))
        app.config["_fuzz_inputs"] = made
    return made


def _forms(html: str, page_url: str) -> list[tuple[str, list[str]]]:
    """The POST forms of a page: (action, field names)."""
    out = []
    for form in FORM_RE.findall(html):
        action = ACTION_RE.search(form)
        names = sorted(set(NAME_RE.findall(form)))
        out.append(((action.group(1) if action and action.group(1) else page_url)
                    .replace("&amp;", "&"), names))
    return out


def _body(fields: dict[str, str | bytes]) -> bytes:
    parts = []
    for name, value in fields.items():
        encoded = quote_from_bytes(value) if isinstance(value, bytes) else quote(value)
        parts.append(f"{quote(name)}={encoded}")
    return "&".join(parts).encode("ascii")


@SETTINGS
@given(data=st.data())
def test_every_form_of_every_game_takes_any_value_without_a_500(app, client, data):
    made = _tables(app, client)
    key = data.draw(st.sampled_from(GAMES))
    code, host, phone = made[key]
    sender, page_url = data.draw(st.sampled_from([(host, f"/t/{code}"),
                                                  (phone, f"/t/{code}/me"),
                                                  (host, f"/t/{code}/seat/0")]))
    # what is drawn has the same shape whatever the page holds (a move an earlier case stored
    # may change the page's forms): a form by its index, a value (or none) for each field
    pick = data.draw(st.integers(min_value=0, max_value=59))
    values = data.draw(st.lists(st.none() | NASTY | RAW, min_size=30, max_size=30))
    html = sender.get(page_url).get_data(as_text=True)
    forms = _forms(html, page_url)
    if not forms:
        return
    action, names = forms[pick % len(forms)]
    fields: dict[str, str | bytes] = {}
    for i, name in enumerate(names):
        if name.endswith("csrf_token"):
            match = re.search(rf'name="{re.escape(name)}"[^>]*value="([^"]+)"', html)
            fields[name] = match.group(1) if match else ""
        elif values[i % len(values)] is not None:
            fields[name] = values[i % len(values)]
    before = snapshot(app)
    response = sender.post(action, data=_body(fields),
                           content_type="application/x-www-form-urlencoded")
    assert response.status_code < 500, (action, fields, response.get_data(as_text=True)[-400:])
    if response.status_code not in (200, 302):
        assert snapshot(app) == before


@SETTINGS
@given(cookie=st.one_of(NASTY, st.text(min_size=1, max_size=40)).map(lambda v: v[:1000]),
       host=st.sampled_from(["localhost", "evil.example", "a" * 64 + ".example", "x" * 300,
                             "bad host", "\u3042.jp", "[::1]", "localhost:99999", ""]),
       path=st.sampled_from(["/", "/t/{code}", "/t/{code}/me", "/j/{code}", "/t/{code}/qr.svg",
                             "/t/{code}/version", "/t/{code}/setup", "/calc/tzolkin",
                             "/components/mayan_curse", "/t/{code}?at=1", "/t/{code}/me/move",
                             "/j/{code}/move/1/ABCDEFGH", "/history", "/j/{code}?k=00"]))
def test_any_cookie_and_host_header_without_a_500(app, client, cookie, host, path):
    code, _host, _phone = _tables(app, client)["tzolkin"]
    visitor = app.test_client()
    for name in (f"tc_seat_{code}", f"tc_host_{code}", "tc_device", "lang", "session", "tz"):
        try:
            visitor.set_cookie(name, cookie)
        except (UnicodeError, ValueError):
            return
    headers = {"Host": host} if host else {}
    response = visitor.get(path.format(code=code), headers=headers)
    assert response.status_code < 500


JSON_DOCUMENTS = st.sampled_from([
    '{"a": "\\udcff"}', '{"\\ud800": 1}', "[NaN]", '{"a": Infinity}', "[" + "9" * 5000 + "]",
    "[" * 5000 + "]" * 5000, "{not json", '"just a string"', "null", "[]", '{"sample": true}',
    json.dumps({"format": "table-companion.table", "format_version": 1, "game": "tzolkin",
                "seed": "\\udcff"}),
])


@SETTINGS
@given(document=JSON_DOCUMENTS, where=st.sampled_from(["/import", "/components/mayan_curse",
                                                       "/components/ohio_bob",
                                                       "/components/bravest"]))
def test_json_documents_from_outside_never_500_and_store_nothing(app, client, document, where):
    import io

    page = client.get(where).get_data(as_text=True)
    token = re.search(r'name="csrf_token"[^>]*value="([^"]+)"', page).group(1)
    before = snapshot(app)
    fields = {"csrf_token": token, "name": "Fuzz",
              "file": (io.BytesIO(document.encode("utf-8")), "doc.json")}
    response = client.post(where, data=fields, content_type="multipart/form-data")
    assert response.status_code < 500
    assert response.status_code >= 400
    assert snapshot(app) == before
    from companion.extensions import db
    from companion.models import ComponentSet
    with app.app_context():
        assert db.session.query(ComponentSet).count() == 0


# --- the surfaces added since: component sets, share links, editors, history, regular players -

#: What a crafted request puts in a path part, a query or a field: numbers past either
#: database's integer, NUL and other controls, a bidi override, lone surrogates (as the bytes a
#: broken client sends), text that is no token.
WORST = st.one_of(
    st.sampled_from(["2147483648", "4294967296", "9223372036854775808", "9" * 30, "0", "-1",
                     "\x00", "a\x00b", "\x1b[2J", "\u202eabc", "\u2066x", "\x7f", "\u3164",
                     "a" * 300, "%", "..", "sample", "1", "２"]),
    st.integers(2**31 - 2, 2**70).map(str),
    st.text(alphabet=st.characters(max_codepoint=0x3000, blacklist_categories=("Cs",)),
            max_size=12),
)
RAW_WORST = st.sampled_from([b"\xed\xb3\xbf", b"abc\xed\xa0\x80", b"\x00", b"\xff"])
SURFACES = [
    ("GET", "/components/{game}/{v}/edit"), ("GET", "/components/{game}/{v}"),
    ("GET", "/components/{game}/{v}.json"), ("GET", "/components/{game}/{v}/symbols/{v}"),
    ("GET", "/components/{game}/shared/{v}"), ("GET", "/history?game={v}"),
    ("POST", "/components/{game}/{v}/delete"), ("POST", "/components/{game}/{v}/edit"),
    ("POST", "/components/{game}/shared/{v}"), ("POST", "/components/{game}/new"),
    ("POST", "/components/{game}"), ("POST", "/components/{game}/{v}/symbols/1"),
    ("POST", "/players"), ("POST", "/players/{v}/remove"), ("POST", "/new/{game}"),
]


def _everything(app) -> str:
    """Everything stored, the sets and the regular players too, as one comparable string."""
    from companion.extensions import db
    from companion.models import ComponentSet
    from companion.plays import RegularPlayer

    with app.app_context():
        sets = [(s.id, s.game_key, s.name, s.data, s.owner, s.share_hash)
                for s in db.session.query(ComponentSet).order_by(ComponentSet.id)]
        regulars = [(r.id, r.name) for r in db.session.query(RegularPlayer)
                    .order_by(RegularPlayer.id)]
    return snapshot(app) + json.dumps([sets, regulars], default=str, sort_keys=True)


def _owner(app):
    """A device (made once per app) that saved a Mayan Curse set and named a regular player."""
    owner = app.config.get("_fuzz_owner")
    if owner is None:
        from companion.registry import GAMES

        owner = app.test_client()
        page = owner.get("/components/mayan_curse").get_data(as_text=True)
        token = re.search(r'name="csrf_token"[^>]*value="([^"]+)"', page).group(1)
        assert owner.post("/components/mayan_curse", data={
            "csrf_token": token, "name": "Ours",
            "text": json.dumps(GAMES["mayan_curse"].sample_components())}).status_code == 302
        assert owner.post("/players", data={"csrf_token": token,
                                            "name": "Ana"}).status_code in (200, 302)
        app.config["_fuzz_owner"] = owner, token
    return app.config["_fuzz_owner"]


@SETTINGS
@given(surface=st.sampled_from(SURFACES), game=st.sampled_from(["mayan_curse", "ohio_bob",
                                                                 "bravest", "tzolkin"]),
       value=WORST, fields=st.lists(st.none() | WORST | RAW_WORST, min_size=6, max_size=6))
def test_the_new_surfaces_take_the_worst_values_without_a_500(app, client, surface, game,
                                                               value, fields):
    owner, token = _owner(app)
    method, template = surface
    url = template.format(game=game, v=quote(value, safe=""))
    names = ["name", "text", "seed", "player_count", "name_0", "components"]
    sent: dict[str, str | bytes] = {"csrf_token": token}
    for name, field in zip(names, fields):
        if field is not None:
            sent[name] = field
    before = _everything(app)
    if method == "GET":
        response = owner.get(url)
    else:
        response = owner.post(url, data=_body(sent),
                              content_type="application/x-www-form-urlencoded")
    assert response.status_code < 500, (method, url, sent,
                                        response.get_data(as_text=True)[-400:])
    if response.status_code not in (200, 302):
        assert _everything(app) == before, (method, url, sent)
