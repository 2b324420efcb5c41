"""Load report for the production server (a report, not a test): how many simulated tables
one machine holds under gunicorn.

Each simulated table is a 4-player Tzolk'in table with 5 devices: the host screen and 4 phones.
Every device polls ``/t/<code>/version`` every 2 s and, like ``static/js/poll.js``, reloads its
page when the version changed.  The host screen enters a move every 10 s (acting for the seats:
the four starting-wealth choices, then the last choice undone and chosen again, over and over).
The number of tables is ramped up step by step; the report gives, per step, the requests, the
errors and the latencies (p50/p95/max), and the most tables held with p95 under 200 ms and no
error.  Afterwards every acknowledged move (answered 302) is checked to be stored exactly once
(numbers 1..n without gaps, each acknowledged move at its number, the log replays).

Then, on one quiet table at move 200 (and one at move 10 for comparison): the poll's throughput
as a ratio to the cheapest page (``/``), and a move submission's time as a ratio to the poll.

Everything runs on loopback (127.0.0.1) and stops by itself; the default run takes under
3 minutes.  The load generator runs on the same machine as the server, so it takes part of the
CPU: the numbers are a floor for a dedicated server.

    python bench/load_tables.py                                  # SQLite (a temporary file)
    python bench/load_tables.py --database-url postgresql+psycopg://user:pw@127.0.0.1/scratch
    python bench/load_tables.py --steps 5,10 --step-seconds 10   # a quick look

With ``--database-url`` the tables it creates stay in that database: use a scratch database.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PLAYERS = [{"name": n, "colour": c} for n, c in
           (("Ana", "blue"), ("Ben", "red"), ("Cai", "yellow"), ("Dee", "green"))]
CSRF_RE = re.compile(rb'name="(?:[\w-]*-)?csrf_token"[^>]*value="([^"]+)"')
SECRET = "load-bench-secret"
P95_LIMIT_MS = 200.0
TIMEOUT = 10.0


# --- a small HTTP/1.1 client on asyncio (keep-alive, Content-Length bodies) --------------------

class Conn:
    """One device's connection to the server, kept alive between requests like a browser's."""

    def __init__(self, port: int, cookies: dict[str, str]):
        self.port = port
        self.cookies = cookies
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(self, method: str, path: str, form: dict | None = None,
                      keep: bool = True) -> tuple[int, bytes]:
        """(status, body); raises OSError/asyncio errors on a dropped connection.  A GET on a
        kept connection that the server closed meanwhile is retried once on a new one."""
        for attempt in (0, 1):
            reused = self.writer is not None
            if self.writer is None:
                self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
            try:
                return await self._exchange(method, path, form, keep)
            except (ConnectionError, asyncio.IncompleteReadError):
                self.close()
                if attempt or not reused or method != "GET":
                    raise
        raise AssertionError("unreachable")

    async def _exchange(self, method, path, form, keep):
        body = urlencode(form, doseq=True).encode() if form is not None else b""
        head = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1",
                f"Connection: {'keep-alive' if keep else 'close'}"]
        if self.cookies:
            head.append("Cookie: " + "; ".join(f"{k}={v}" for k, v in self.cookies.items()))
        if form is not None:
            head += ["Content-Type: application/x-www-form-urlencoded",
                     f"Content-Length: {len(body)}"]
        self.writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + body)
        await self.writer.drain()
        status_line = await self.reader.readuntil(b"\r\n")
        status = int(status_line.split()[1])
        length, closing = 0, not keep
        while True:
            line = await self.reader.readuntil(b"\r\n")
            if line == b"\r\n":
                break
            name, _, value = line.decode("latin-1").partition(":")
            name, value = name.strip().lower(), value.strip()
            if name == "content-length":
                length = int(value)
            elif name == "connection" and value.lower() == "close":
                closing = True
            elif name == "set-cookie":
                key, _, rest = value.partition("=")
                self.cookies[key] = rest.split(";", 1)[0]
        data = await self.reader.readexactly(length) if length else b""
        if closing:
            self.close()
        return status, data

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


# --- the simulated tables ------------------------------------------------------------------

@dataclass
class Stats:
    """Latencies (ms) by kind of request, and the errors seen."""

    times: dict[str, list[float]] = field(default_factory=lambda: {"poll": [], "page": [],
                                                                   "move": []})
    errors: list[str] = field(default_factory=list)

    def all_times(self) -> list[float]:
        return [t for ts in self.times.values() for t in ts]


@dataclass
class SimTable:
    """One table: its join code, host token, seat tokens and dealt tiles, and the moves the
    server acknowledged: {record number: (kind, seat)}."""

    code: str
    host_token: str
    seat_tokens: list[str]
    tiles: dict[int, list[str]]
    version: int = 0
    acked: dict[int, tuple[str, int | None]] = field(default_factory=dict)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q / 100 * (len(ordered) - 1))))]


async def timed(stats: Stats, kind: str, coro, expect: int) -> tuple[int, bytes] | None:
    start = time.perf_counter()
    try:
        status, body = await asyncio.wait_for(coro, TIMEOUT)
    except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError) as exc:
        stats.errors.append(f"{kind}: {type(exc).__name__}")
        return None
    stats.times[kind].append((time.perf_counter() - start) * 1000)
    if status != expect:
        stats.errors.append(f"{kind}: HTTP {status}")
        return None
    return status, body


async def device(port: int, table: SimTable, index: int, stats: Stats, until: float,
                 poll_s: float, move_s: float) -> None:
    """One device of a table: polls, reloads its page on a new version; the host (index 0)
    also enters a move every ``move_s`` seconds."""
    if index == 0:
        cookies = {f"tc_host_{table.code}": table.host_token}
        page = f"/t/{table.code}"
    else:
        cookies = {f"tc_seat_{table.code}": table.seat_tokens[index - 1]}
        page = f"/t/{table.code}/me"
    conn = Conn(port, cookies)
    seen = None
    csrf = None
    await asyncio.sleep(random.uniform(0, poll_s))
    next_move = time.monotonic() + random.uniform(1, move_s)
    try:
        while time.monotonic() < until:
            got = await timed(stats, "poll", conn.request("GET", f"/t/{table.code}/version"), 200)
            if got:
                version = json.loads(got[1])["version"]
                if version != seen:
                    loaded = await timed(stats, "page", conn.request("GET", page), 200)
                    if loaded and csrf is None:
                        match = CSRF_RE.search(loaded[1])
                        csrf = match.group(1).decode() if match else None
                    seen = version
            if index == 0 and csrf and time.monotonic() >= next_move:
                next_move += move_s
                await enter_move(port, table, conn.cookies, csrf, stats)
            await asyncio.sleep(poll_s)
    finally:
        conn.close()


def next_move(table: SimTable) -> tuple[str, dict, tuple[str, int | None]]:
    """The host's next entry: seats 0..3 choose wealth, then undo / choose again (seat 3)."""
    v = table.version
    if v >= 4 and v % 2 == 0:
        return f"/t/{table.code}/undo", {"seen": str(v)}, ("undo", None)
    seat = v if v < 4 else 3
    return (f"/t/{table.code}/move/choose_wealth",
            {"choose_wealth-seen": str(v), "seat": str(seat),
             "choose_wealth-tiles": table.tiles[seat]}, ("move", seat))


async def enter_move(port: int, table: SimTable, cookies: dict, csrf: str, stats: Stats) -> None:
    path, form, what = next_move(table)
    prefix = "choose_wealth-" if "choose_wealth-seen" in form else ""
    form[f"{prefix}csrf_token"] = csrf
    conn = Conn(port, dict(cookies))  # a new connection: moves are 10 s apart
    got = await timed(stats, "move", conn.request("POST", path, form, keep=False), 302)
    conn.close()
    if got:
        table.version += 1
        table.acked[table.version] = what
    else:  # find out where the table is (the move may or may not be stored)
        probe = Conn(port, dict(cookies))
        try:
            status, body = await probe.request("GET", f"/t/{table.code}/version", keep=False)
            if status == 200:
                table.version = json.loads(body)["version"]
        except OSError:
            pass
        probe.close()


async def run_step(port: int, sims: list[SimTable], seconds: float, poll_s: float,
                   move_s: float) -> Stats:
    stats = Stats()
    until = time.monotonic() + seconds
    await asyncio.gather(*(device(port, t, i, stats, until, poll_s, move_s)
                           for t in sims for i in range(5)))
    return stats


# --- throughput and move time -----------------------------------------------------------------

async def throughput(port: int, path: str, cookies: dict, seconds: float, clients: int) -> float:
    """Requests per second answered 200 on ``path`` by ``clients`` keep-alive connections;
    raises RuntimeError if any answer is not 200."""
    done = 0
    bad: set[int] = set()
    until = time.monotonic() + seconds

    async def one():
        nonlocal done
        conn = Conn(port, dict(cookies))
        try:
            while time.monotonic() < until:
                status, _ = await conn.request("GET", path)
                if status == 200:
                    done += 1
                else:
                    bad.add(status)
        finally:
            conn.close()

    start = time.monotonic()
    await asyncio.gather(*(one() for _ in range(clients)))
    if bad:
        raise RuntimeError(f"{path} answered HTTP {sorted(bad)} (see the server log)")
    return done / (time.monotonic() - start)


async def move_times(port: int, table: SimTable, moves: int) -> tuple[list[float], list[float]]:
    """(move submission ms, poll ms) for ``moves`` moves entered one after another at a quiet
    table, each followed by a poll, each on a new connection."""
    cookies = {f"tc_host_{table.code}": table.host_token}
    conn = Conn(port, cookies)
    _, body = await conn.request("GET", f"/t/{table.code}", keep=False)
    csrf = CSRF_RE.search(body).group(1).decode()
    stats = Stats()
    for _ in range(moves):
        await enter_move(port, table, conn.cookies, csrf, stats)
        await timed(stats, "poll", Conn(port, cookies).request(
            "GET", f"/t/{table.code}/version", keep=False), 200)
    if stats.errors:
        raise RuntimeError(f"errors while timing moves: {stats.errors[:5]}")
    return stats.times["move"], stats.times["poll"]


# --- the server and the database ------------------------------------------------------------

def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_server(url: str, port: int, workers: int | None, threads: int | None, log: Path):
    env = dict(os.environ, DATABASE_URL=url, SECRET_KEY=SECRET, PUBLIC_URL="http://table.test")
    if workers:
        env["WEB_CONCURRENCY"] = str(workers)
    if threads:
        env["THREADS"] = str(threads)
    out = open(log, "wb")
    proc = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", str(ROOT / "gunicorn.conf.py"),
                             "-b", f"127.0.0.1:{port}", "--access-logfile", "/dev/null",
                             "companion.wsgi:app"], cwd=ROOT, env=env, stdout=out,
                            stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"gunicorn exited:\n{log.read_text()[-2000:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return proc, out
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("gunicorn did not start")


def stop_server(proc, out) -> None:
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)
    out.close()


def make_tables(app, count: int, moves: int = 0) -> list[SimTable]:
    """``count`` new 4-player tables, each with ``moves`` records already entered."""
    from companion import tables
    from companion.extensions import db

    made = []
    with app.app_context():
        for i in range(count):
            table = tables.create_table("tzolkin", PLAYERS, seed=f"load-{i}-{random.random()}")
            dealt = table.setup["wealth_dealt"]
            sim = SimTable(table.code, table.host_token, [s.token for s in table.seats],
                           {s: dealt[str(s)][:2] for s in range(4)})
            for _ in range(moves):
                path, _form, what = next_move(sim)
                if what[0] == "undo":
                    tables.undo_last(table, sim.version)
                else:
                    tables.record_move(table, what[1], {"type": "choose_wealth",
                                                        "tiles": sim.tiles[what[1]]},
                                       sim.version, by_host=True)
                sim.version += 1
            made.append(sim)
        db.session.remove()
    return made


def check_stored(app, sims: list[SimTable]) -> tuple[int, list[str]]:
    """(acknowledged moves checked, problems): every acknowledged move stored exactly once."""
    from sqlalchemy import select

    from companion import tables
    from companion.extensions import db
    from companion.models import MoveRecord, Table

    problems, checked = [], 0
    tables.REPLAYS.clear()
    with app.app_context():
        for sim in sims:
            table = db.session.scalar(select(Table).where(Table.code == sim.code))
            records = db.session.scalars(select(MoveRecord).where(
                MoveRecord.table_id == table.id).order_by(MoveRecord.number)).all()
            numbers = [r.number for r in records]
            if numbers != list(range(1, len(numbers) + 1)):
                problems.append(f"{sim.code}: numbers {numbers}")
            by_number = {r.number: r for r in records}
            for number, (kind, seat) in sim.acked.items():
                checked += 1
                rec = by_number.get(number)
                if rec is None or rec.kind != kind or rec.seat != seat:
                    problems.append(f"{sim.code}: acknowledged move {number} not stored as sent")
            try:
                tables.replay(table)
            except tables.TableError as exc:
                problems.append(f"{sim.code}: {exc.message}")
        db.session.remove()
    return checked, problems


# --- the report -------------------------------------------------------------------------------

def line(n: int, stats: Stats, seconds: float) -> str:
    every = stats.all_times()
    polls = stats.times["poll"]
    return (f"{n:>6} {len(every) / seconds:>8.1f} {len(stats.errors):>6} "
            f"{percentile(polls, 50):>8.1f} {percentile(polls, 95):>8.1f} "
            f"{percentile(every, 95):>8.1f} {max(every, default=0):>8.1f} "
            f"{percentile(stats.times['move'], 95):>8.1f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database-url", default="",
                        help="default: a new SQLite file in a temporary directory")
    parser.add_argument("--steps", default="10,20,30,45,60,80",
                        help="numbers of tables to try, in order (comma-separated)")
    parser.add_argument("--step-seconds", type=float, default=18)
    parser.add_argument("--poll-seconds", type=float, default=2.0)
    parser.add_argument("--move-seconds", type=float, default=10.0)
    parser.add_argument("--workers", type=int, default=0, help="default: gunicorn.conf.py's")
    parser.add_argument("--threads", type=int, default=0, help="default: gunicorn.conf.py's")
    parser.add_argument("--long-log", type=int, default=200,
                        help="records of the table the move time is measured at")
    args = parser.parse_args()
    steps = [int(s) for s in args.steps.split(",") if s.strip()]
    random.seed(7)

    from companion import create_app
    from companion.cli import upgrade_database

    tmp = Path(tempfile.mkdtemp(prefix="companion-load-"))
    url = args.database_url or f"sqlite:///{tmp / 'load.sqlite3'}"
    os.environ["SECRET_KEY"] = SECRET
    app = create_app({"SQLALCHEMY_DATABASE_URI": url})
    upgrade_database(app)
    engine = url.split(":", 1)[0]
    print(f"Database: {engine}; {os.cpu_count()} CPUs; log in {tmp}")
    t0 = time.monotonic()
    sims = make_tables(app, max(steps))
    long_tables = {n: make_tables(app, 1, moves=n)[0] for n in (10, args.long_log)}
    print(f"Prepared {len(sims)} tables and tables at move 10 and {args.long_log} "
          f"in {time.monotonic() - t0:.1f} s")

    port = free_port()
    proc, out = start_server(url, port, args.workers or None, args.threads or None,
                             tmp / "gunicorn.log")
    held = 0
    warm: list[SimTable] = []
    try:
        print(f"\nEach table: 5 devices polling every {args.poll_seconds:g} s (page reload on "
              f"change), a move every {args.move_seconds:g} s; {args.step_seconds:g} s per step.")
        # warm up (each worker compiles its templates and opens its connections): not counted
        warm = make_tables(app, 5)
        asyncio.run(run_step(port, warm, 6, args.poll_seconds, 3))
        print(f"{'tables':>6} {'req/s':>8} {'errors':>6} {'poll p50':>8} {'poll p95':>8} "
              f"{'all p95':>8} {'max':>8} {'move p95':>8}   (ms)")
        for n in steps:
            stats = asyncio.run(run_step(port, sims[:n], args.step_seconds, args.poll_seconds,
                                         args.move_seconds))
            print(line(n, stats, args.step_seconds), flush=True)
            if stats.errors:
                print(f"       errors: {sorted(set(stats.errors))[:5]}")
            if stats.errors or percentile(stats.all_times(), 95) >= P95_LIMIT_MS:
                break
            held = n
        print(f"\nMost tables held with p95 < {P95_LIMIT_MS:g} ms and no error: {held or 'none'}"
              f"{' (the largest step tried: try more)' if held == steps[-1] else ''}")

        time.sleep(1)
        home = asyncio.run(throughput(port, "/", {}, 5, 8))
        quiet = long_tables[args.long_log]
        poll = asyncio.run(throughput(port, f"/t/{quiet.code}/version",
                                      {f"tc_host_{quiet.code}": quiet.host_token}, 5, 8))
        print(f"\nThroughput, 8 keep-alive clients, 5 s each: home page {home:.0f} req/s, "
              f"poll {poll:.0f} req/s: poll / home = {poll / home:.2f}")
        for n, table in sorted(long_tables.items()):
            moves, polls = asyncio.run(move_times(port, table, 20))
            print(f"At move {n}: move submission median {statistics.median(moves):.1f} ms "
                  f"(p95 {percentile(moves, 95):.1f}), poll median "
                  f"{statistics.median(polls):.1f} ms: move / poll = "
                  f"{statistics.median(moves) / statistics.median(polls):.1f}")
    finally:
        stop_server(proc, out)

    checked, problems = check_stored(app, warm + sims + list(long_tables.values()))
    print(f"\nStored moves: {checked} acknowledged moves checked, "
          f"{'all stored exactly once' if not problems else f'{len(problems)} PROBLEMS'}")
    for problem in problems[:10]:
        print("  " + problem)
    print(f"Total time {time.monotonic() - t0:.0f} s")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
