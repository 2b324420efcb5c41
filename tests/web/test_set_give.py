"""A set entered on a phone, given to the host screen (companion/web/set_give.py): the laptop
shows a QR code of a give link, the phone opens it, taps one of its own sets, and a copy owned
by the laptop comes to the laptop's new-table form."""
from __future__ import annotations

import json
import re
import time

from itsdangerous import TimestampSigner, URLSafeTimedSerializer

from companion.extensions import db
from companion.models import ComponentSet
from companion.registry import GAMES
from companion.web import set_give
from companion.web.qr import qr_data_uri
from tests.driver import csrf_of
from tests.language_check import LanguageTour

JSON = {"Accept": "application/json"}


class SixteenMinutesAgo(TimestampSigner):
    """Signs as if it were 16 minutes ago (a give link works for 15)."""

    def get_timestamp(self) -> int:
        return int(time.time()) - 16 * 60


def _save(client, key="mayan_curse", name="Ours"):
    page = client.get(f"/components/{key}").get_data(as_text=True)
    response = client.post(f"/components/{key}", data={
        "csrf_token": csrf_of(page), "name": name,
        "text": json.dumps(GAMES[key].sample_components())})
    assert response.status_code == 302


def _sets(app):
    with app.app_context():
        return [(s.id, s.game_key, s.name, s.owner)
                for s in db.session.query(ComponentSet).order_by(ComponentSet.id)]


def _give_link(laptop, key="mayan_curse"):
    """The laptop opens the give page from its new-table form: (the phone's path, the
    laptop's poll path)."""
    form = laptop.get(f"/new/{key}").get_data(as_text=True)
    assert f'id="give-set" data-keep-typed="components" href="/components/{key}/give"' in form
    assert "Use a set entered on a phone" in form
    page = laptop.get(f"/components/{key}/give")
    assert page.status_code == 200 and page.headers["Cache-Control"] == "no-store"
    html = page.get_data(as_text=True)
    url = re.search(r'id="give-url" href="([^"]+)"', html).group(1)
    assert url.startswith(f"http://table.test/components/{key}/give/")
    assert f'id="give-qr" src="{qr_data_uri(url)}"' in html
    poll = re.search(r'data-arrived="([^"]+)"', html).group(1)
    return url.removeprefix("http://table.test"), poll


def test_a_set_entered_on_a_phone_comes_to_the_laptops_new_table_form(app, client):
    laptop, phone = client, app.test_client()
    _save(phone, name="Our copy")
    _save(phone, key="ohio_bob", name="Bob's deck")  # another game: not listed
    laptop.get("/new/mayan_curse")  # the laptop has its device key
    path, poll = _give_link(laptop)
    assert laptop.get(poll, headers=JSON).get_json() == {"next": None}  # nothing came yet
    listing = phone.get(path)
    html = listing.get_data(as_text=True)
    assert listing.status_code == 200 and "Our copy" in html and "Bob's deck" not in html
    (phone_set, _key, _name, phone_owner), _bob = _sets(app)
    assert f'id="give-{phone_set}"' in html
    sent = phone.post(path, data={"csrf_token": csrf_of(html), "set_id": str(phone_set)})
    assert sent.status_code == 302
    done = phone.get(sent.headers["Location"]).get_data(as_text=True)
    assert 'id="give-sent"' in done and "Sent to the host screen: Our copy" in done
    sets = _sets(app)
    assert len(sets) == 3
    copy_id, key, name, owner = sets[-1]
    assert (key, name) == ("mayan_curse", "Our copy") and owner != phone_owner
    with app.app_context():
        first, copy = db.session.get(ComponentSet, phone_set), db.session.get(ComponentSet, copy_id)
        assert copy.data == first.data and copy.share_hash != first.share_hash
    # the laptop's page learns of it and goes back to the form with it chosen
    target = f"/new/mayan_curse?components={copy_id}"
    assert laptop.get(poll, headers=JSON).get_json() == {"next": target}
    assert laptop.get(poll).headers["Location"] == target  # the link of the page without script
    form = laptop.get(target).get_data(as_text=True)
    assert f'<option selected value="{copy_id}">Our copy (sample data)</option>' in form
    # the copy is the laptop's: its editor lists it, the phone's does not list it twice
    assert f'/components/mayan_curse/{copy_id}' in laptop.get(
        "/components/mayan_curse").get_data(as_text=True)
    assert f'/components/mayan_curse/{copy_id}' not in phone.get(
        "/components/mayan_curse").get_data(as_text=True)
    # another device cannot poll the laptop's link
    assert phone.get(poll, headers=JSON).status_code == 403


def test_an_unknown_choice_on_the_form_is_ignored(app, client):
    form = client.get("/new/mayan_curse?components=999").get_data(as_text=True)
    assert '<option selected value="sample">' in form


def test_a_bad_tampered_expired_or_other_games_link_is_a_clear_4xx(app, client):
    laptop, phone = client, app.test_client()
    _save(phone)
    laptop.get("/new/mayan_curse")
    path, _poll = _give_link(laptop)
    token = path.rsplit("/", 1)[1]
    tampered = token[:-2] + ("AA" if not token.endswith("AA") else "BB")
    for bad in (f"/components/mayan_curse/give/{tampered}", "/components/mayan_curse/give/x",
                f"/components/ohio_bob/give/{token}", "/components/mayan_curse/give/%ED%A0%80"):
        response = phone.get(bad)
        assert response.status_code == 404, bad
        assert "This link is not valid" in response.get_data(as_text=True)
    assert phone.get(f"/components/tzolkin/give/{token}").status_code == 404  # no components
    # a link made 16 minutes ago: expired
    with app.app_context():
        owner = _sets(app)[0][3]
        old = URLSafeTimedSerializer(app.secret_key, salt=set_give.SALT,
                                     signer=SixteenMinutesAgo).dumps([owner, "mayan_curse"])
    response = phone.get(f"/components/mayan_curse/give/{old}")
    assert response.status_code == 410 and "has expired" in response.get_data(as_text=True)
    page = phone.get(path).get_data(as_text=True)
    assert phone.post(f"/components/mayan_curse/give/{old}", data={
        "csrf_token": csrf_of(page), "set_id": "1"}).status_code == 410
    # a longer life in the config: the same link works
    app.config["GIVE_LINK_MAX_AGE"] = 20 * 60
    assert phone.get(f"/components/mayan_curse/give/{old}").status_code == 200
    assert len(_sets(app)) == 1


def test_only_the_phones_own_set_is_sent(app, client):
    laptop, phone, other = client, app.test_client(), app.test_client()
    _save(other, name="Theirs")
    _save(phone, key="ohio_bob", name="Bob")
    laptop.get("/new/mayan_curse")
    path, poll = _give_link(laptop)
    page = phone.get(path).get_data(as_text=True)
    assert "Theirs" not in page and 'id="give-none"' in page
    page = phone.get("/components/ohio_bob").get_data(as_text=True)  # a form of this session
    theirs, bob = _sets(app)[0][0], _sets(app)[1][0]
    for set_id, status in ((theirs, 403), (bob, 404), ("999", 404), ("x", 404)):
        response = phone.post(path, data={"csrf_token": csrf_of(page), "set_id": str(set_id)})
        assert response.status_code == status, set_id
    assert phone.post(path, data={"set_id": str(theirs)}).status_code == 400  # no CSRF token
    # the laptop itself opening its own link is told to scan with the phone
    own = laptop.get(path).get_data(as_text=True)
    assert 'id="give-same"' in own
    assert len(_sets(app)) == 2
    assert laptop.get(poll, headers=JSON).get_json() == {"next": None}


def test_a_given_set_counts_to_the_laptops_quota_and_the_save_limit(app, client):
    laptop, phone = client, app.test_client()
    _save(phone)
    _save(laptop, name="Laptop's")
    path, _poll = _give_link(laptop)
    app.config["COMPONENT_SETS_PER_DEVICE"] = 1  # the laptop's is full, the phone's too
    page = phone.get(path).get_data(as_text=True)
    phone_set = _sets(app)[0][0]
    response = phone.post(path, data={"csrf_token": csrf_of(page), "set_id": str(phone_set)})
    assert response.status_code == 409 and "the most it may keep" in response.get_data(as_text=True)
    app.config["COMPONENT_SETS_PER_DEVICE"] = 50
    app.config["COMPONENT_SAVE_LIMIT"] = "1 per minute"
    assert phone.post(path, data={"csrf_token": csrf_of(page),
                                  "set_id": str(phone_set)}).status_code == 302
    assert phone.post(path, data={"csrf_token": csrf_of(page),
                                  "set_id": str(phone_set)}).status_code == 429
    assert len(_sets(app)) == 3


def test_the_pages_speak_japanese(app, client):
    laptop, phone = client, app.test_client()
    ja = {"Accept-Language": "ja"}
    page = phone.get("/components/mayan_curse", headers=ja).get_data(as_text=True)
    assert phone.post("/components/mayan_curse", headers=ja, data={
        "csrf_token": csrf_of(page), "name": "うちの箱",
        "text": json.dumps(GAMES["mayan_curse"].sample_components())}).status_code == 302
    tour = LanguageTour("ja")
    form = laptop.get("/new/mayan_curse", headers=ja)
    assert "スマホで入力したセットをこの端末で使う" in form.get_data(as_text=True)
    tour.check(form, "new-table form")
    give = laptop.get("/components/mayan_curse/give", headers=ja)
    tour.check(give, "laptop's give page")
    html = give.get_data(as_text=True)
    path = re.search(r'id="give-url" href="([^"]+)"', html).group(1).removeprefix(
        "http://table.test")
    listing = phone.get(path, headers=ja)
    tour.check(listing, "phone's list")
    set_id = _sets(app)[0][0]
    sent = phone.post(path, headers=ja, data={"csrf_token": csrf_of(listing.get_data(as_text=True)),
                                              "set_id": str(set_id)})
    done = phone.get(sent.headers["Location"], headers=ja)
    assert "ホスト画面に送りました：うちの箱" in done.get_data(as_text=True)
    tour.check(done, "phone's page after sending")
    tour.check(laptop.get(path, headers=ja), "the laptop opening its own link")
    tour.check(app.test_client().get(path, headers=ja), "a phone without sets")
    bad = phone.get("/components/mayan_curse/give/x", headers=ja)
    assert bad.status_code == 404 and "このリンクは無効です" in bad.get_data(as_text=True)
    tour.check(bad, "a bad link")
    tour.assert_clean()


def test_a_set_sent_again_is_not_copied_again(app, client):
    """A trial sent the same set ten times (the link opened again, back, a second give page):
    the laptop held ten identical sets.  Sent again, the copy the laptop holds is given again
    (one copy), and a second give link still brings the laptop's form back with it."""
    laptop, phone = client, app.test_client()
    _save(phone, name="Our copy")
    laptop.get("/new/mayan_curse")
    path, _poll = _give_link(laptop)
    (phone_set, *_rest), = _sets(app)
    html = phone.get(path).get_data(as_text=True)
    for _ in range(3):
        assert phone.post(path, data={"csrf_token": csrf_of(html),
                                      "set_id": str(phone_set)}).status_code == 302
    assert len(_sets(app)) == 2                       # the phone's set and one copy
    copy_id = _sets(app)[-1][0]
    time.sleep(1.1)   # the second link is made later than the copy (its time has seconds)
    again, poll = _give_link(laptop)
    assert laptop.get(poll, headers=JSON).get_json() == {"next": None}
    html = phone.get(again).get_data(as_text=True)
    assert phone.post(again, data={"csrf_token": csrf_of(html),
                                   "set_id": str(phone_set)}).status_code == 302
    assert len(_sets(app)) == 2
    assert laptop.get(poll, headers=JSON).get_json() == {
        "next": f"/new/mayan_curse?components={copy_id}"}
