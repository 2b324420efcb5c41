"""Long logs: the cost of one request whatever the log length.

    python bench/bench_long_log.py [--records 2000] [--repeat 5]

Imports a Tzolk'in table whose log holds ``--records`` records (the most an import accepts:
every seat's starting wealth chosen, then the last choice undone and chosen again, over and
over), through the import page as a visitor would, then times every page of that table through
the app (the Flask test client, one process, SQLite in a temporary file): the host page, the
host page at past moves spread over the whole log (``?at=N``), a later page of the log, a
phone's page, the poll, the export, the setup sheet.  Each is timed ``--repeat`` times; the
report gives each page's median and the worst single time against the 200 ms target, and the
time to refuse an import ten times larger than the limit.
"""
from __future__ import annotations

import argparse
import io
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.app import create_app  # noqa: E402

from companion import records, tables  # noqa: E402
from companion.cli import upgrade_database  # noqa: E402
from companion.extensions import db  # noqa: E402
from tests.conftest import csrf_of  # noqa: E402

TARGET_MS = 200.0


def long_document(app, n: int) -> dict:
    """A table document of ``n`` records that imports: 3 wealth choices, then undo and the
    same choice again, over and over."""
    with app.app_context():
        table = tables.create_table("tzolkin", [{"name": n_, "colour": c} for n_, c in
                                                (("Ana", "blue"), ("Ben", "red"),
                                                 ("Cai", "yellow"))], seed="9")
        document = records.export_table(table)
        dealt = table.setup["wealth_dealt"]
    moves, stack = [], []
    stamp = document["created_at"]
    for number in range(1, n + 1):
        if number <= 3:
            seat = number - 1
            moves.append({"number": number, "kind": "move", "seat": seat, "by_host": True,
                          "created_at": stamp, "payload": {"type": "choose_wealth", "seat": seat,
                                                           "tiles": dealt[str(seat)][:2]}})
            stack.append(number)
        elif number % 2 == 0:
            moves.append({"number": number, "kind": "undo", "seat": None, "by_host": True,
                          "created_at": stamp, "payload": {"undoes": stack.pop()}})
        else:
            moves.append({"number": number, "kind": "move", "seat": 2, "by_host": True,
                          "created_at": stamp, "payload": {"type": "choose_wealth", "seat": 2,
                                                           "tiles": dealt["2"][:2]}})
            stack.append(number)
    if n >= 3 and n % 2 == 0:  # end on a move, so that the game is in play
        moves.pop()
    document.update(moves=moves, version=len(moves), over=False, score_sheet=None)
    return document


def timed(fn, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=records.MAX_MOVES)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    folder = tempfile.mkdtemp()
    app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder}/bench.sqlite3",
                      "SECRET_KEY": "bench", "PUBLIC_URL": "http://table.test",
                      "IMPORT_LIMIT": "1000 per minute", "TESTING": True})
    upgrade_database(app)
    document = long_document(app, args.records)
    body = json.dumps(document).encode()
    client = app.test_client()
    page = client.get("/import").get_data(as_text=True)
    start = time.perf_counter()
    response = client.post("/import", data={"csrf_token": csrf_of(page),
                                            "file": (io.BytesIO(body), "long.json")},
                           content_type="multipart/form-data")
    import_ms = (time.perf_counter() - start) * 1000
    assert response.status_code == 302, response.get_data(as_text=True)[-500:]
    code = response.headers["Location"].rsplit("/", 1)[-1]
    version = len(document["moves"])
    with app.app_context():
        table = tables.find_table(code)
        seat_token = table.seats[0].token
    phone = app.test_client()
    with phone.session_transaction() as kept:
        kept["tables"] = [[code, "", seat_token]]

    pages = [("host page", client, f"/t/{code}")]
    for at in (0, 1, version // 4, version // 2, version - 1):
        pages.append((f"host page ?at={at}", client, f"/t/{code}?at={at}"))
    pages += [("host page, last page of the log", client, f"/t/{code}?log=999"),
              ("phone page", phone, f"/t/{code}/me"),
              ("poll", phone, f"/t/{code}/version"),
              ("setup sheet", client, f"/t/{code}/setup"),
              ("export", client, f"/t/{code}/export.json")]
    rows, worst = [], 0.0
    for name, who, url in pages:
        who.get(url)  # warm
        tables.REPLAYS.clear()
        times = timed(lambda: who.get(url), args.repeat)
        worst = max(worst, max(times))
        rows.append((name, statistics.median(times), max(times)))

    huge = long_document(app, 3)
    huge["moves"] = huge["moves"] * (records.MAX_MOVES * 10 // 3)
    huge_body = json.dumps(huge).encode()
    page = client.get("/import").get_data(as_text=True)
    start = time.perf_counter()
    refused = client.post("/import", data={"csrf_token": csrf_of(page),
                                           "file": (io.BytesIO(huge_body), "huge.json")},
                          content_type="multipart/form-data")
    refuse_ms = (time.perf_counter() - start) * 1000

    print(f"A Tzolk'in table of {version} records, imported in {import_ms:.0f} ms "
          f"({len(body) // 1024} KB).")
    print(f"{'page':<36}{'median ms':>10}{'worst ms':>10}")
    for name, median, most in rows:
        print(f"{name:<36}{median:>10.1f}{most:>10.1f}")
    print(f"worst page {worst:.1f} ms against the {TARGET_MS:.0f} ms target: "
          f"{worst / TARGET_MS:.2f} of it ({'met' if worst < TARGET_MS else 'NOT met'})")
    print(f"an import of {len(huge['moves'])} records ({len(huge_body) // 1024} KB) refused "
          f"with {refused.status_code} in {refuse_ms:.0f} ms")
    with app.app_context():
        db.engine.dispose()


if __name__ == "__main__":
    main()
