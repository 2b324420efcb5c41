"""Static files kept by the browser until they change (companion/web/static_cache.py): the
pages name each static file with its content digest, and an address naming the current digest
is answered with a year-long, immutable lifetime; any other address is revalidated as before."""
from __future__ import annotations

import hashlib
import re
from pathlib import Path

from companion.web.static_cache import StaticDigests

STATIC = Path(__file__).resolve().parents[2] / "static"


def digest_of(filename: str) -> str:
    """The first 10 hexadecimal digits of the SHA-256 of static/<filename>, worked out here
    from the file's bytes."""
    return hashlib.sha256((STATIC / filename).read_bytes()).hexdigest()[:10]


def test_every_static_address_of_a_page_names_its_files_digest(client):
    html = client.get("/").get_data(as_text=True)
    addresses = re.findall(r'(?:href|src)="/static/([^"?]+)(\?v=[0-9a-f]*)?"', html)
    assert len(addresses) >= 4
    for filename, query in addresses:
        assert query == f"?v={digest_of(filename)}", filename


def test_the_current_digest_is_kept_for_a_year_and_any_other_address_is_revalidated(client):
    current = client.get(f"/static/js/poll.js?v={digest_of('js/poll.js')}")
    assert current.status_code == 200
    kept = current.headers["Cache-Control"]
    assert "max-age=31536000" in kept and "immutable" in kept and "public" in kept
    assert "no-cache" not in kept
    assert current.get_data() == (STATIC / "js/poll.js").read_bytes()
    for address in ("/static/js/poll.js", "/static/js/poll.js?v=0000000000",
                    "/static/js/poll.js?v="):
        answer = client.get(address)
        assert answer.status_code == 200
        assert answer.headers["Cache-Control"] == "no-cache", address
        assert "ETag" in answer.headers
        again = client.get(address, headers={"If-None-Match": answer.headers["ETag"]})
        assert again.status_code == 304


def test_a_changed_file_gets_a_new_address(tmp_path):
    (tmp_path / "a.js").write_text("one")
    digests = StaticDigests(str(tmp_path))
    first = digests.digest("a.js")
    assert first == hashlib.sha256(b"one").hexdigest()[:10]
    (tmp_path / "a.js").write_text("two!")
    assert digests.digest("a.js") == hashlib.sha256(b"two!").hexdigest()[:10]
    assert digests.digest("missing.js") is None
    assert digests.digest("../a.js") is None


def test_a_missing_static_file_is_a_404_whatever_its_address(client):
    assert client.get("/static/js/none.js?v=0123456789").status_code == 404
    assert client.get("/static/../companion/app.py?v=1").status_code == 404
