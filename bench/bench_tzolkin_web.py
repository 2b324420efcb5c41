"""Benchmark (a report, not a test): one Tzolk'in move submitted through the web app at move 200
of a table's log, against the app's cheapest page, measured in one run.

A 4-player table is played with random legal moves through the table service; moves are
sometimes undone and entered again, so that the log reaches record 199 while the game is still
going. Then move 200 is submitted through the app (the Flask test client posting the host's
end-state form, opened with ``?open=end_state`` and confirmed: a full request with CSRF, form
validation, the engine and the database write), undone, and submitted again, N times; the
home page (no database) is timed in the same run.

Run: ``python bench/bench_tzolkin_web.py [--repeat 15]``.
"""
from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.app import create_app  # noqa: E402

from companion import tables  # noqa: E402
from companion.cli import upgrade_database  # noqa: E402
from companion.games.tzolkin.rules.play_state import current_seat  # noqa: E402
from companion.games.tzolkin.rules.random_player import random_move  # noqa: E402

PLAYERS = [{"name": n, "colour": c} for n, c in
           (("Ana", "blue"), ("Ben", "red"), ("Cai", "yellow"), ("Dee", "green"))]
TARGET = 200


def end_state_form(html: str, version: int) -> dict:
    """The end-state form with every field at its start value and 10 VP each."""
    token = re.search(r'name="end_state-csrf_token"[^>]*value="([^"]+)"', html).group(1)
    data = {"end_state-csrf_token": token, "end_state-seen": str(version),
            "end_state-skulls_on_chichen_itza": "0", "end_state-confirm_over": "y"}
    for i in range(len(PLAYERS)):
        fields = dict.fromkeys(("corn", "wood", "stone", "gold", "skulls", "agriculture",
                                "resources", "architecture", "theology", "brown", "green",
                                "blue", "farm", "harvest_corn", "harvest_wood",
                                "workers_on_gears"), "0")
        fields.update(vp="10", workers="3", chaac="1", quetzalcoatl="1", kukulcan="1")
        data.update({f"end_state-players-{i}-{k}": v for k, v in fields.items()})
    return data


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp}/bench.sqlite3",
                          "SECRET_KEY": "bench", "PUBLIC_URL": "http://bench.test"})
        upgrade_database(app)
        rng = random.Random(1)
        with app.app_context():
            table = tables.create_table("tzolkin", PLAYERS, seed="1")
            code, host_token = table.code, table.host_token
            for seat in range(len(PLAYERS)):
                tiles = table.setup["wealth_dealt"][str(seat)][:2]
                tables.record_move(table, seat, {"type": "choose_wealth", "tiles": tiles},
                                   seen=seat)
            version = len(PLAYERS)
            while version < TARGET - 1:
                state = tables.replay(table).state
                seat = current_seat(state)
                move = random_move(state, seat, rng)
                tables.record_move(table, seat, move, seen=version)
                version += 1
                if version < TARGET - 3 and rng.random() < 0.6:  # undo it and enter it again
                    tables.undo_last(table, version)
                    tables.record_move(table, seat, move, seen=version + 1)
                    version += 2
            assert not tables.replay(table).state["phase"] == "over"
        client = app.test_client()
        with client.session_transaction() as session:  # the host screen keeps its token
            session["tables"] = [[code, host_token, ""]]
        submit, home = [], []
        for _ in range(args.repeat):
            # the turns are entered: the end-state entry is the host page's ?open=end_state
            html = client.get(f"/t/{code}?open=end_state").get_data(as_text=True)
            data = end_state_form(html, version)
            start = time.perf_counter()
            response = client.post(f"/t/{code}/move/end_state", data=data)
            submit.append(time.perf_counter() - start)
            assert response.status_code == 302, response.status_code
            with app.app_context():
                tables.undo_last(tables.find_table(code), version + 1)
            version += 2
        for _ in range(max(50, args.repeat)):
            start = time.perf_counter()
            assert client.get("/").status_code == 200
            home.append(time.perf_counter() - start)
        move_ms = statistics.median(submit) * 1000
        home_ms = statistics.median(home) * 1000
        print(f"move submission at record {TARGET} (then every second record up to "
              f"{version - 1}): median {move_ms:.2f} ms over {args.repeat}")
        print(f"home page (the cheapest page): median {home_ms:.2f} ms")
        print(f"ratio move / cheapest page: {move_ms / home_ms:.1f}")


if __name__ == "__main__":
    main()
