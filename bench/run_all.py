"""One run, one report: the server CPU time of the requests that matter, each next to the
baseline it is judged against, measured side by side in the same run.

    python bench/run_all.py                      # SQLite in a temporary file
    python bench/run_all.py --database-url postgresql+psycopg://user:pw@127.0.0.1/scratch
    python bench/run_all.py --out bench/report.md --rounds 9 --games 5

It starts the production server (gunicorn with gunicorn.conf.py: 2 × cores + 1 workers of 4
threads) serving the app plus one bare Flask view, ``/bench/ok`` (the floor), prepares 4-player
Tzolk'in tables directly in the database, and measures **server CPU time per request**: the
CPU time all worker processes spent (their threads' schedstat) during a batch of requests,
divided by the requests; requests come over keep-alive connections, as from a browser.

* **floor, poll, home page**, in interleaved rounds: the bare view, gunicorn alone (``/bench/raw``:
  "ok" answered in front of Flask, what the server itself costs a request), the poll of a live page
  (``/t/<code>/version`` with the page's poll key; answered 304 when nothing changed, as most
  polls are, and 200 when it changed), and the home page.  Ratios are taken round by round
  (each against the floor of the same round) and their median reported.
* **a move and its updates** at a 4-player table in the middle of the game: the phone of the
  seat to move sends its move as static/js/poll.js sends it (the form POST: CSRF, validation,
  the engine, the write; naming the parts its page holds, answered with the page after the
  move drawn in parts), then every other open page updates as in the browser: the host screen
  and the three other phones ask for their changed parts.  The move itself, the baseline, is
  the same move sent plain (answered with a redirect) at the same position of a twin table
  playing the same game, measured in turn before and after; the mover's page is what its
  answer costs more.  The CPU of all the updates of a move against the move itself, over the
  moves of several games (``--games``, default 6, ``--moves`` each; every device on a new
  connection, so another worker, every ``--reconnect`` moves), with its 95 % interval
  over the moves (``interval``), and game by game: one request's CPU time on this virtual
  machine varies by a factor of two from one moment to the next, and a game's 60 moves are
  too few to average that out.
* **pages at record 10 and record 200**, interleaved: two tables at the same position of the
  game, one with 10 records, the other with 200 (its last move undone and entered again, over
  and over): the host screen, a phone, a move and an undo; ratios record 200 / record 10 of
  the medians over ``--log-rounds`` rounds, each device on a new connection each round.
* **record size**: the bytes stored per log record of a complete 4-player game, against the
  same records with their states as plain JSON (as stored before); with SQLite also the file
  pages of the log table and its indexes per record.

The tables it creates stay in the database given by ``--database-url``: use a scratch
database.  The default run takes about 40 seconds.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.common import (CSRF_RE, SECRET, Conn, Page, Played, cpu_ns, device_cookies,  # noqa: E402
                          free_port, move_type, play_table, rss_mib, start_server, stop_server,
                          worker_pids)

HERE = Path(__file__).resolve().parent


# --- measuring -------------------------------------------------------------------------------

class Server:
    """The running server: its port and the CPU time of its workers."""

    def __init__(self, proc, port: int):
        self.proc, self.port = proc, port
        self.pids = worker_pids(proc.pid)

    def cpu(self) -> int:
        return cpu_ns(self.pids)


async def batch(server: Server, path: str, count: int, cookies: dict | None = None,
                headers: dict | None = None, expect: int = 200, clients: int = 4) -> float:
    """Server CPU ms per request for ``count`` GETs of ``path`` over ``clients`` keep-alive
    connections; raises RuntimeError for any other status than ``expect``."""
    conns = [Conn(server.port, cookies) for _ in range(clients)]
    for conn in conns:  # connect first: the accept is not the request's
        await conn.request("GET", "/static/css/companion.css")
    start = server.cpu()

    async def run(conn: Conn, n: int):
        for _ in range(n):
            status, _body = await conn.request("GET", path, headers=headers)
            if status != expect:
                raise RuntimeError(f"{path} answered {status}, not {expect}")

    await asyncio.gather(*(run(c, count // clients) for c in conns))
    spent = server.cpu() - start
    for conn in conns:
        conn.close()
    return spent / 1e6 / (count // clients * clients)


async def one(server: Server, conn: Conn, method: str, path: str, form: dict | None = None,
              headers: dict | None = None) -> tuple[float, int, bytes]:
    """(server CPU ms, status, body) of one request (nothing else runs meanwhile)."""
    start = server.cpu()
    status, body = await conn.request(method, path, form, headers=headers)
    return (server.cpu() - start) / 1e6, status, body


# --- the devices of a table ----------------------------------------------------------------

class Device:
    """The host screen (``seat`` None) or a seat's phone: its connection and its page."""

    def __init__(self, server: Server, played: Played, seat: int | None):
        self.seat = seat
        self.conn = Conn(server.port, device_cookies(played, seat))
        path = f"/t/{played.code}" if seat is None else f"/t/{played.code}/me"
        self.page = Page(path)

    async def load(self, server: Server) -> float:
        """Load the whole page (a first visit or the redirect after a move)."""
        cpu, status, body = await one(server, self.conn, "GET", self.page.url)
        if status != 200:
            raise RuntimeError(f"{self.page.url} answered {status}")
        self.page.forget()
        self.page.take(body)
        return cpu

    async def reconnect(self, server: Server) -> None:
        """A new keep-alive connection (served by whichever worker takes it), opened with a
        request not measured."""
        self.conn.close()
        self.conn = Conn(server.port, self.conn.cookies)
        await self.conn.request("GET", "/static/css/companion.css")

    async def refresh(self, server: Server) -> float:
        """Ask for the page again in parts, as poll.js does on a new version."""
        cpu, status, body = await one(server, self.conn, "GET", self.page.url,
                                      headers=self.page.parts_header())
        if status != 200:
            raise RuntimeError(f"{self.page.url} in parts answered {status}")
        self.page.take(body)
        return cpu


async def send(server: Server, device: Device, played: Played, payload_fields: dict,
               seat: int | None, with_page: bool = False) -> float:
    """The device sends a move form; its CPU ms.  Plain (a browser without the script): the
    answer is a redirect (302).  ``with_page``: sent as static/js/poll.js sends it, naming the
    parts the page holds and asking for the page after the move, which the answer brings
    drawn in parts (200, X-Page) and the device puts in."""
    kind = move_type(payload_fields)
    form = dict(payload_fields)
    form.update({f"{kind}-csrf_token": device.page.csrf, f"{kind}-seen": str(played.version)})
    if seat is not None:
        form["seat"] = str(seat)
    headers = dict(device.page.parts_header(), **{"X-Want-Page": "parts"}) if with_page else None
    cpu, status, body = await one(server, device.conn, "POST",
                                  f"/t/{played.code}/move/{kind}", form, headers=headers)
    expect = 200 if with_page else 302
    if status != expect or with_page and "x-page" not in device.conn.headers:
        raise RuntimeError(f"move {kind} answered {status}: {body[-400:]!r}")
    played.version += 1
    if with_page:
        device.page.take(body)
    return cpu


async def undo(server: Server, host: Device, played: Played) -> float:
    cpu, status, body = await one(server, host.conn, "POST", f"/t/{played.code}/undo",
                                  {"csrf_token": host.page.csrf, "seen": str(played.version)})
    if status != 302:
        raise RuntimeError(f"undo answered {status}")
    played.version += 1
    return cpu


# --- the parts of the report ----------------------------------------------------------------

async def floor_poll_home(server: Server, quiet: Played, rounds: int, count: int) -> dict:
    host = Device(server, quiet, None)
    await host.load(server)
    cookies = host.conn.cookies
    kinds = {
        "floor": ("/bench/ok", {}, 200),
        "gunicorn alone": ("/bench/raw", {}, 200),
        "poll": (host.page.poll, {"If-None-Match": host.page.etag}, 304),
        "poll, changed": (host.page.poll, {}, 200),
        "home page": ("/", {}, 200),
    }
    for path, headers, expect in kinds.values():  # every worker compiles its templates
        await batch(server, path, 100, cookies, headers, expect)
    results: dict[str, list[float]] = {k: [] for k in kinds}
    for _ in range(rounds):
        for name, (path, headers, expect) in kinds.items():
            results[name].append(await batch(server, path, count, cookies, headers, expect))
    host.conn.close()
    return results


async def move_and_updates(server: Server, played: Played, twin: Played, moves: int,
                           reconnect: int = 10) -> dict:
    """Every open page of the table updated after each move, as in the browser; the same
    move sent plain at the same position of ``twin`` (the same game at another table) is the
    move itself, the baseline.  Every ``reconnect`` moves each device takes a new connection
    (so another worker, as it comes): what a request costs depends on whether its worker
    served the table's last change (its caches), and one set of workers kept for a whole run
    moved the run's ratio by ±0.2."""
    devices = [Device(server, played, None)] + [Device(server, played, s) for s in range(4)]
    plain = [Device(server, twin, s) for s in range(4)]  # the twin's phones: only their moves
    for d in devices + plain:
        await d.load(server)
    for d in plain:  # a form's CSRF token for the phones whose page shows none yet
        if not d.page.csrf:
            _cpu, _status, body = await one(server, d.conn, "GET", "/join")
            d.page.csrf = CSRF_RE.search(body).group(1).decode()
    for d in devices:  # warm every worker on these pages
        for _ in range(6):
            await d.refresh(server)
    out: dict[str, list[float]] = {"move": [], "sent": [], "updates": [], "mover": [],
                                   "host": [], "next": [], "waiting": []}
    upcoming = played.upcoming[:moves]
    if upcoming != twin.upcoming[:moves]:
        raise RuntimeError("the twin table does not play the same game")
    for i, (seat, _payload, fields) in enumerate(upcoming):
        if i and i % reconnect == 0:
            for d in devices + plain:
                await d.reconnect(server)
        mover = devices[seat + 1]
        following = upcoming[i + 1][0] if i + 1 < len(upcoming) else None
        if i % 2 == 0:  # the baseline before and after the move measured, in turn
            out["move"].append(await send(server, plain[seat], twin, fields, None))
        sent = await send(server, mover, played, fields, None, with_page=True)
        out["sent"].append(sent)
        spent = {"host": await devices[0].refresh(server), "next": 0.0, "waiting": 0.0}
        for d in devices[1:]:
            if d is not mover:
                spent["next" if d.seat == following else "waiting"] += await d.refresh(server)
        if i % 2 == 1:
            out["move"].append(await send(server, plain[seat], twin, fields, None))
        spent["mover"] = sent - out["move"][-1]  # the page drawn in the move's answer
        for k, v in spent.items():
            out[k].append(v)
        out["updates"].append(sum(spent.values()))
        if any(d.page.version != played.version for d in devices):
            raise RuntimeError("a page did not reach the new version")
    for d in devices + plain:
        d.conn.close()
    return out


async def long_logs(server: Server, tables: dict[int, Played], rounds: int) -> dict:
    """Pages, a move and an undo at record 10 and at record 200, interleaved; every device
    on a new connection each round (a device keeps its connection, and so its worker, for a
    round: over the rounds each meets the workers as they come, whose caches differ)."""
    results: dict[tuple[int, str], list[float]] = {}
    devices = {}
    for n, played in tables.items():
        host = Device(server, played, None)
        await host.load(server)
        seat = played.upcoming[0][0]
        mover = Device(server, played, seat)
        waiting = Device(server, played, (seat + 1) % 4)
        for d in (mover, waiting):
            await d.load(server)
        devices[n] = (host, mover, waiting)
        for d in (host, mover, waiting):
            for _ in range(6):
                await d.load(server)
    for _ in range(rounds):
        for trio in devices.values():
            for d in trio:
                await d.reconnect(server)
        for n, played in tables.items():
            host, mover, waiting = devices[n]
            spent = {"host page": await host.load(server),
                     "phone page, to move": await mover.load(server),
                     "phone page, waiting": await waiting.load(server)}
            _seat, _payload, fields = played.upcoming[0]
            spent["move"] = await send(server, mover, played, fields, None)
            spent["host update after it"] = await host.refresh(server)
            spent["undo"] = await undo(server, host, played)
            for k, v in spent.items():
                results.setdefault((n, k), []).append(v)
    for trio in devices.values():
        for d in trio:
            d.conn.close()
    return results


def record_sizes(app, played: Played) -> dict:
    """Bytes stored per log record of the table ``played``, now and with JSON states."""
    from sqlalchemy import func, select, text

    from companion.extensions import db
    from companion.models import MoveRecord, Table

    with app.app_context():
        table = db.session.scalar(select(Table).where(Table.code == played.code))
        rows = db.session.execute(select(MoveRecord.id, MoveRecord.state).where(
            MoveRecord.table_id == table.id)).all()
        records = len(rows)
        dialect = db.engine.dialect.name
        if dialect == "postgresql":
            stored = db.session.scalar(text(
                "SELECT sum(pg_column_size(m.*)) FROM move_record m WHERE table_id = :t"),
                {"t": table.id})
            packed = db.session.scalar(text(
                "SELECT sum(octet_length(state)) FROM move_record WHERE table_id = :t"),
                {"t": table.id})
        else:
            stored = db.session.scalar(text(
                "SELECT sum(length(CAST(payload AS BLOB)) + coalesce(length(CAST(message AS "
                "BLOB)), 0) + coalesce(length(state), 0) + length(CAST(created_at AS BLOB)) + "
                "length(kind) + 16) FROM move_record WHERE table_id = :t"), {"t": table.id})
            packed = db.session.scalar(text(
                "SELECT sum(length(state)) FROM move_record WHERE table_id = :t"),
                {"t": table.id})
        as_json = sum(len(json.dumps(state)) for _id, state in rows if state is not None)
        out = {"records": records, "stored": stored / records, "state packed": packed / records,
               "state as JSON": as_json / records,
               "stored with JSON states": (stored - packed + as_json) / records}
        if dialect == "sqlite":
            try:
                pages = db.session.scalar(text(
                    "SELECT sum(pgsize) FROM dbstat WHERE name = 'move_record' OR name IN "
                    "(SELECT name FROM sqlite_master WHERE tbl_name = 'move_record')"))
                total = db.session.scalar(select(func.count()).select_from(MoveRecord))
                out["file pages per record (all tables)"] = pages / total
            except Exception:  # a SQLite built without dbstat
                pass
        db.session.remove()
    return out


# --- the report ----------------------------------------------------------------------------

def ratio_of_medians(a: list[float], b: list[float]) -> float:
    return statistics.median(a) / statistics.median(b)


def interval(games: list[tuple[list[float], list[float]]], draws: int = 2000,
             seed: int = 0) -> tuple[float, float]:
    """The 95 % interval of sum(updates) / sum(move) over the moves played: each game's
    (updates, move) per move resampled with replacement (the games themselves kept), the
    ratio of each draw, its 2.5th and 97.5th percentiles."""
    rng = random.Random(seed)
    ratios = []
    for _ in range(draws):
        updates = move = 0.0
        for ups, mvs in games:
            for i in rng.choices(range(len(mvs)), k=len(mvs)):
                updates += ups[i]
                move += mvs[i]
        ratios.append(updates / move)
    ratios.sort()
    return ratios[int(0.025 * draws)], ratios[int(0.975 * draws) - 1]


def report(args, engine: str, base: dict, moves: dict, logs: dict, sizes: dict,
           rss: list[float], seconds: float) -> str:
    med = statistics.median
    lines = [f"# bench/run_all.py: {engine}, {os.cpu_count()} CPUs, gunicorn.conf.py "
             f"({len(rss)} workers × {os.environ.get('THREADS', '4')} threads)", "",
             "Server CPU time per request (ms; medians over rounds), each against its baseline "
             "measured in the same run.", "",
             "| request | CPU ms | ratio | baseline | target |", "|---|---|---|---|---|"]
    floor = base["floor"]
    for name in ("floor", "gunicorn alone", "poll", "poll, changed", "home page"):
        per_round = [v / f for v, f in zip(base[name], floor)]
        target = "≤ 1.5" if name == "poll" else ""
        lines.append(f"| {name} | {med(base[name]):.3f} | {med(per_round):.2f} | floor | "
                     f"{target} |")
    lines += ["", f"A move and the updates of every open page (host screen + 4 phones), "
              f"{len(moves['move'])} moves of {len(moves['games'])} 4-player Tzolk'in games, "
              f"each from record {args.middle}:", "",
              "| | CPU ms (median) | per move / move |", "|---|---|---|"]
    for name in ("move", "sent", "mover", "host", "next", "waiting", "updates"):
        label = {"move": "the move itself (the phone's POST answered with a redirect, at the "
                         "same position of a twin table)",
                 "sent": "the move as the phone's script sends it (answered with its page "
                         "in parts)",
                 "mover": "the mover's page, its changed parts (in the move's answer: the "
                          "line above less the move itself)",
                 "host": "the host screen, its changed parts",
                 "next": "the phone to move next, its changed parts (its turn forms)",
                 "waiting": "the other phones, their changed parts",
                 "updates": "all the updates of a move"}[name]
        share = sum(moves[name]) / sum(moves["move"])
        lines.append(f"| {label} | {med(moves[name]):.2f} | {share:.2f} |")
    low, high = interval(moves["per game"])
    lines += ["", f"All updates / the move: {sum(moves['updates']) / sum(moves['move']):.2f} "
              f"(target ≤ 3; 95 % interval over the moves {low:.2f}–{high:.2f}; each game: "
              f"{', '.join(f'{r:.2f}' for r in moves['games'])}); move + updates / move: "
              f"{(sum(moves['updates']) + sum(moves['move'])) / sum(moves['move']):.2f}.", "",
              f"Record {args.long} against record 10, the same position of the game "
              f"(interleaved rounds):", "",
              "| | record 10 (ms) | record 200 (ms) | 200 / 10 |", "|---|---|---|---|"]
    for name in ("host page", "host update after it", "phone page, to move",
                 "phone page, waiting", "move", "undo"):
        a, b = logs[(10, name)], logs[(args.long, name)]
        lines.append(f"| {name} | {med(a):.2f} | {med(b):.2f} | {ratio_of_medians(b, a):.2f} |")
    lines += ["", f"Stored bytes per log record, a complete 4-player game ({sizes['records']} "
              f"records):", "",
              f"* stored: {sizes['stored']:.0f} B per record (target ≤ 1024), of which the state "
              f"{sizes['state packed']:.0f} B;",
              f"* with the states as JSON (as before): {sizes['stored with JSON states']:.0f} B "
              f"per record (the state {sizes['state as JSON']:.0f} B): stored / before = "
              f"{sizes['stored'] / sizes['stored with JSON states']:.2f};"]
    if "file pages per record (all tables)" in sizes:
        lines.append(f"* SQLite file pages of the log table and its indexes: "
                     f"{sizes['file pages per record (all tables)']:.0f} B per record "
                     f"(every table of the run).")
    lines += ["", f"Worker memory after the run: {min(rss):.0f}–{max(rss):.0f} MiB. "
              f"Run time {seconds:.0f} s."]
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database-url", default="",
                        help="default: a new SQLite file in a temporary directory")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--requests", type=int, default=400, help="per batch")
    parser.add_argument("--moves", type=int, default=60, help="per game")
    parser.add_argument("--games", type=int, default=6,
                        help="games played for a move and its updates")
    parser.add_argument("--middle", type=int, default=40, help="record of the move table")
    parser.add_argument("--reconnect", type=int, default=10,
                        help="moves after which every device takes a new connection")
    parser.add_argument("--log-rounds", type=int, default=15,
                        help="rounds of the pages at record 10 and at the long log's record")
    parser.add_argument("--long", type=int, default=200, help="the long log's record")
    parser.add_argument("--out", default=str(HERE / "report.md"))
    args = parser.parse_args()
    rng = random.Random(14)
    t0 = time.monotonic()

    from companion.app import create_app
    from companion.cli import upgrade_database

    tmp = Path(tempfile.mkdtemp(prefix="companion-bench-"))
    url = args.database_url or f"sqlite:///{tmp / 'bench.sqlite3'}"
    os.environ["SECRET_KEY"] = SECRET
    app = create_app({"SQLALCHEMY_DATABASE_URI": url})
    upgrade_database(app)
    engine = "PostgreSQL" if url.startswith("postgresql") else "SQLite"
    print(f"{engine}; preparing tables ...", flush=True)
    full = play_table(app, 10_000, rng)
    sizes = record_sizes(app, full)
    quiet = play_table(app, args.middle, rng)
    # per game, the table whose pages are measured and its twin (the same game: the same seed
    # and moves) whose moves are sent plain, the move itself
    games = [tuple(play_table(app, args.middle, random.Random(args.middle + n),
                              upcoming=args.moves, seed=f"move-and-updates-{n}")
                   for _twin in range(2)) for n in range(args.games)]
    # the same game position (seed and moves) with 10 records and with args.long records:
    # the long log's last move undone and entered again, over and over
    long = {n: play_table(app, 10, random.Random(10), pad_to=n, upcoming=1, seed="long-log")
            for n in (10, args.long)}
    port = free_port()
    proc, out = start_server(url, port, tmp / "gunicorn.log")
    try:
        server = Server(proc, port)
        print("floor, poll, home page ...", flush=True)
        base = asyncio.run(floor_poll_home(server, quiet, args.rounds, args.requests))
        print("a move and its updates ...", flush=True)
        moves: dict[str, list[float]] = {}
        for middle, twin in games:
            played = asyncio.run(move_and_updates(server, middle, twin, args.moves,
                                                  args.reconnect))
            moves.setdefault("games", []).append(sum(played["updates"]) / sum(played["move"]))
            moves.setdefault("per game", []).append((played["updates"], played["move"]))
            for k, v in played.items():
                moves.setdefault(k, []).extend(v)
        print(f"record 10 and record {args.long} ...", flush=True)
        logs = asyncio.run(long_logs(server, long, args.log_rounds))
        rss = rss_mib(server.pids)
    finally:
        stop_server(proc, out)
    text = report(args, engine, base, moves, logs, sizes, rss, time.monotonic() - t0)
    Path(args.out).write_text(text)
    print()
    print(text)
    print(f"(written to {args.out})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
