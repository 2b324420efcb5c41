"""Installing to the home screen (companion/web/install.py): the manifest in each language,
its icons and the favicon as real image files, the page it opens on (the tables this device
holds) and the small answer offline pages ask for."""
from __future__ import annotations

import json
import re
import struct

import pytest

from tests.web.test_static_cache import digest_of
from tests.driver import join_seat, new_table
from tests.language_check import LanguageTour

NAMES = {"ja": ("テーブルコンパニオン", "コンパニオン"), "en": ("Table Companion", "Companion")}


def fetched(client, url: str):
    """The answer to ``url``, its file read and closed (a static file is streamed)."""
    response = client.get(url)
    response.get_data()
    response.close()
    return response


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header (its signature, then the IHDR chunk)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_manifest_names_the_app_in_the_page_language(client, lang):
    response = client.get(f"/manifest.webmanifest?lang={lang}")
    assert response.status_code == 200
    assert response.mimetype == "application/manifest+json"
    data = json.loads(response.get_data(as_text=True))
    assert (data["name"], data["short_name"]) == NAMES[lang]
    assert data["lang"] == lang
    assert data["start_url"] == "/mine" and data["id"] == "/mine" and data["scope"] == "/"
    assert data["display"] == "standalone"
    assert data["theme_color"] == "#2f6f4e" and data["background_color"] == "#fbf8f1"
    tour = LanguageTour(lang)
    tour.check_text(" ".join((data["name"], data["short_name"], data["description"])), "manifest")
    tour.assert_clean()


def test_the_manifest_icons_are_png_files_of_their_stated_sizes(client):
    icons = json.loads(client.get("/manifest.webmanifest?lang=en").get_data())["icons"]
    assert [(i["sizes"], i["purpose"]) for i in icons] == [
        ("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")]
    for icon in icons:
        response = fetched(client, icon["src"])
        assert response.status_code == 200 and icon["type"] == "image/png"
        assert response.mimetype == "image/png"
        width, height = png_size(response.get_data())
        assert f"{width}x{height}" == icon["sizes"]


def test_the_favicon_is_an_ico_file_with_three_sizes(client):
    response = fetched(client, "/favicon.ico")
    assert response.status_code == 200
    assert response.mimetype == "image/vnd.microsoft.icon"
    data = response.get_data()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, 3)  # an icon file holding 3 images
    sizes = [data[6 + 16 * i] for i in range(count)]  # each entry starts with its width
    assert sizes == [16, 32, 48]
    touch = fetched(client, "/static/icons/apple-touch-icon.png")
    assert png_size(touch.get_data()) == (180, 180)


def test_without_its_language_the_manifest_follows_the_page_language(client):
    client.set_cookie("lang", "ja")
    response = client.get("/manifest.webmanifest")
    assert json.loads(response.get_data())["name"] == "テーブルコンパニオン"
    assert "Cookie" in response.headers["Vary"]
    assert json.loads(client.get("/manifest.webmanifest?lang=xx").get_data())["lang"] == "ja"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_page_links_the_manifest_of_its_language_the_icons_and_the_colour(client, lang):
    client.set_cookie("lang", lang)
    html = client.get("/").get_data(as_text=True)
    assert f'<link rel="manifest" href="/manifest.webmanifest?lang={lang}">' in html
    assert '<meta name="theme-color" content="#2f6f4e">' in html
    assert 'rel="icon" href="/favicon.ico"' in html
    assert ('rel="apple-touch-icon" href="/static/icons/apple-touch-icon.png?v='
            f'{digest_of("icons/apple-touch-icon.png")}"') in html


def test_the_home_screen_page_lists_the_tables_this_device_holds(app, client):
    empty = client.get("/mine").get_data(as_text=True)
    assert 'id="no-tables"' in empty and 'id="my-tables"' not in empty
    first = new_table(client, players=("Ana", "Ben"))
    second = new_table(client, players=("Cai", "Dan"))
    phone = join_seat(app, first, 1)
    host_page = client.get("/mine")
    assert host_page.headers["Cache-Control"] == "no-store"
    links = re.findall(r'<a class="button" href="([^"]+)">([^<]+)</a>', host_page.get_data(as_text=True))
    # the latest first; the host screen of each
    assert links == [(f"/t/{second}", "Open the host screen"), (f"/t/{first}", "Open the host screen")]
    mine = phone.get("/mine").get_data(as_text=True)
    assert re.findall(r'<a class="button" href="([^"]+)">([^<]+)</a>', mine) == [
        (f"/t/{first}/me", "Open Ben's seat")]
    # a stranger's device holds none of them
    assert 'id="no-tables"' in app.test_client().get("/mine").get_data(as_text=True)


def test_a_code_kept_for_a_table_no_longer_there_is_left_out(app, client):
    from companion.extensions import db
    from companion.models import Table

    code = new_table(client, players=("Ana", "Ben"))
    with app.app_context():
        db.session.delete(db.session.query(Table).filter_by(code=code).one())
        db.session.commit()
    page = client.get("/mine")
    assert page.status_code == 200 and 'id="no-tables"' in page.get_data(as_text=True)


def test_the_online_check_answers_nothing(client):
    response = client.get("/online")
    assert response.status_code == 204 and response.get_data() == b""
    assert "Set-Cookie" not in response.headers


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_texts_the_scripts_show_are_in_the_page_language(client, lang):
    """The offline notes and the wake switch's refusal are data attributes of every page, in
    its language (the scripts never hold a text of their own)."""
    client.set_cookie("lang", lang)
    html = client.get("/").get_data(as_text=True)
    texts = [re.search(rf'{name}="([^"]+)"', html).group(1)
             for name in ("data-held", "data-back", "data-refused")]
    banner = re.search(r'id="offline-banner"[^>]*>([^<]+)<', html).group(1)
    assert banner == {"ja": "オフライン：再接続中…", "en": "Offline: reconnecting…"}[lang]
    tour = LanguageTour(lang)
    for text in texts:
        tour.check_text(text.replace("&#39;", "'"), "offline notes")
    tour.assert_clean()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_tables_of_a_device_speak_one_language(app, client, lang):
    client.set_cookie("lang", lang)
    code = new_table(client, players=("はなこ", "たろう") if lang == "ja" else ("Ana", "Ben"))
    phone = join_seat(app, code, 0)
    stranger = app.test_client()
    for device in (phone, stranger):
        device.set_cookie("lang", lang)
    tour = LanguageTour(lang)
    tour.check(client.get("/mine"), "a host's tables")
    tour.check(phone.get("/mine"), "a phone's tables")
    tour.check(stranger.get("/mine"), "no table")
    tour.assert_clean()
