"""Load report for the production server (a report, not a test): how many tables one machine
holds under gunicorn, with the tables spread over the whole game.

Each simulated table is a 4-player Tzolk'in table with 5 devices, the host screen and 4 phones,
prepared directly in the database at a random point of a random game (from the first turn to
the last rounds), with the moves that follow worked out in advance.  Every device first loads
its page, then, as static/js/poll.js does, polls ``/t/<code>/version`` every 2 s with its
page's poll key and ``If-None-Match`` (a 304 when nothing changed) and, when the version
changed, asks for its page again in parts (``X-Parts``), putting the changed parts in.  Every
10 s the phone of the seat to move sends the next move through its turn form as poll.js does
(naming the parts its page holds), answered with its page after the move drawn in parts; when
a table has no move left (the end of its game), the host screen undoes the last move and the
phone sends it again.

The number of tables is ramped up step by step: the tables of the last step go on, and the new
tables' devices open their pages over at least 8 s, at most 25 devices a second (people coming
to their tables, not every table at once), one poll interval more before the step's seconds are
counted.  The report gives per step the p95 of the requests made while the new tables opened
(not counted), then of the counted seconds the requests, the errors, the
latencies (p50/p95/max), the CPU used (in cores) by the server's workers, by the rest of the
machine (the database server, PostgreSQL on this machine, and the kernel's work on the
loopback's packets: the whole machine's busy time less the workers' and the generator's), by
this load generator and by the whole machine, the load generator's longest
garbage-collection pause and how late its event loop wakes (p95; a busy or stalled generator
delays every request it measures), and the most tables held with p95 under 200 ms and no error.
``--without-updates`` leaves out every page drawn after the first: the devices poll and the
moves are sent as without the script, but no page asks for its changed parts and no move's
redirect is followed;
what the polls and the moves cost alone, a bound for any way of updating the pages.
Afterwards every move the server acknowledged (the page after it, or a redirect to it) is
checked to be stored exactly once:
numbers 1..n without gaps, each acknowledged move at its number as sent, the whole log replays
through the engine.

    python bench/load_tables.py                                  # SQLite (a temporary file)
    python bench/load_tables.py --database-url postgresql+psycopg://user:pw@127.0.0.1/scratch
    python bench/load_tables.py --steps 20,40 --step-seconds 10  # a quick look
    python bench/load_tables.py --without-updates                 # polls and moves alone
    python bench/load_tables.py --probe     # where requests wait in gunicorn (gthread_probe.py)

Everything runs on loopback and stops by itself.  The load generator runs on the same machine
as the server and takes part of its CPU: the numbers are a floor for a dedicated server.  With
``--database-url`` the tables it creates stay in that database: use a scratch database.
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.common import (SECRET, Conn, Page, Played, cpu_ns, device_cookies,  # noqa: E402
                          free_port, move_type, percentile, play_table, start_server,
                          stop_server, worker_pids)

P95_LIMIT_MS = 200.0
TIMEOUT = 10.0
#: Seconds in which the devices of a step's new tables open their pages, at the least (not
#: counted in the step's latencies, reported apart).
OPENING = 8.0
#: Devices that open their pages in a second, at most: a step's new tables open over
#: ``max(OPENING, devices / OPEN_RATE)`` seconds (people arriving, not every table at once).
OPEN_RATE = 25.0
KINDS = ("poll", "parts", "page", "move")


@dataclass
class Stats:
    """Latencies (ms) by kind of request, and the errors seen, from ``since`` (monotonic time:
    the devices' first page loads come before it and are left out)."""

    times: dict[str, list[float]] = field(default_factory=lambda: {k: [] for k in KINDS})
    errors: list[str] = field(default_factory=list)
    since: float = 0.0
    #: CPU used over the counted seconds, in cores: {"server", "generator", "machine",
    #: "rest"} (rest: the machine less the other two)
    cpu: dict[str, float] = field(default_factory=dict)
    #: the load generator's longest garbage-collection pause over the counted seconds (ms)
    gc_pause_ms: float = 0.0
    #: how late the load generator's event loop woke a 10 ms sleep, over the counted seconds
    #: (ms, one per wake): a busy or stalled generator delays every request it measures
    loop_lag: list[float] = field(default_factory=list)

    #: requests begun under these stats and not yet answered
    in_flight: int = 0
    #: the counted seconds in wall-clock time (time.time()): (start, end)
    wall: tuple[float, float] = (0.0, 0.0)

    def all_times(self) -> list[float]:
        return [t for ts in self.times.values() for t in ts]


@dataclass
class Run:
    """What the devices of a run share: the stats being gathered now (a step's opening, then
    its counted seconds) and when they stop."""

    stats: Stats
    until: float = float("inf")


@dataclass
class SimTable:
    """A table under load: what was prepared, when its next move is due, and the moves the
    server acknowledged {record number: (kind, seat)}."""

    played: Played
    due: float = 0.0
    last: tuple[int, dict, dict] | None = None
    undo_next: bool = False
    busy: bool = False

    @property
    def version(self) -> int:
        return self.played.version


async def timed(stats: Stats, kind: str, coro, expect: tuple[int, ...]):
    start = time.perf_counter()
    stats.in_flight += 1
    try:
        status, body = await asyncio.wait_for(coro, TIMEOUT)
    except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError) as exc:
        stats.errors.append(f"{kind}: {type(exc).__name__}")
        return None
    finally:
        stats.in_flight -= 1
    if time.monotonic() >= stats.since:
        stats.times[kind].append((time.perf_counter() - start) * 1000)
    if status not in expect:
        stats.errors.append(f"{kind}: HTTP {status}")
        return None
    return status, body


async def device(port: int, sim: SimTable, seat: int | None, run: Run, open_within: float,
                 poll_s: float, move_s: float, updates: bool = True) -> None:
    """One device of a table (``seat`` None: the host screen), opening its page at a random
    moment of the first ``open_within`` seconds and running until ``run.until``; its requests
    count in ``run.stats`` as it is when each starts.  ``updates`` False: the page
    is never drawn again after its first load (a changed poll's version and ETag are taken
    as they are; the move's redirect is not followed): what polls and moves cost alone."""
    played = sim.played
    conn = Conn(port, device_cookies(played, seat))
    page = Page(f"/t/{played.code}" if seat is None else f"/t/{played.code}/me")
    await asyncio.sleep(random.uniform(0, open_within))
    try:
        got = await timed(run.stats, "page", conn.request("GET", page.url), (200,))
        if got:
            page.take(got[1])
        while time.monotonic() < run.until:
            await asyncio.sleep(poll_s)
            if time.monotonic() >= run.until:
                break
            if page.poll:
                got = await timed(run.stats, "poll", conn.request(
                    "GET", page.poll, headers={"If-None-Match": page.etag}), (200, 304))
                version = json.loads(got[1])["version"] if got and got[0] == 200 else None
                if version is not None and not updates:
                    page.version, page.etag = version, conn.headers.get("etag", page.etag)
                elif version is not None and version != page.version:
                    got = await timed(run.stats, "parts", conn.request(
                        "GET", page.url, headers=page.parts_header()), (200,))
                    if got:
                        page.take(got[1])
            if time.monotonic() >= sim.due and not sim.busy and page.version == sim.version:
                await act(conn, page, sim, seat, run.stats, move_s, updates)
    finally:
        conn.close()


async def act(conn: Conn, page: Page, sim: SimTable, seat: int | None, stats: Stats,
              move_s: float, updates: bool = True) -> None:
    """This device enters the table's next move if it is the one to: the phone of the seat
    to move, or the host screen for an undo."""
    played = sim.played
    if sim.undo_next:
        if seat is not None:
            return
        path, form, what = (f"/t/{played.code}/undo",
                            {"csrf_token": page.csrf, "seen": str(sim.version)}, ("undo", None))
    else:
        nxt = played.upcoming[0] if played.upcoming else sim.last
        if nxt is None or nxt[0] != seat:
            if nxt is None and seat is None:
                sim.undo_next = True
            return
        if not page.csrf:  # never drawn with a form (pages not updated): once, to get one
            got = await timed(stats, "page", conn.request("GET", page.url), (200,))
            if got:
                page.take(got[1])
        kind = move_type(nxt[2])
        form = dict(nxt[2], seat=str(seat))
        form.update({f"{kind}-csrf_token": page.csrf, f"{kind}-seen": str(sim.version)})
        path, what = f"/t/{played.code}/move/{kind}", ("move", seat)
    sim.busy = True
    try:
        # sent as static/js/poll.js sends it: naming the parts the page holds and asking for
        # the page after the move, drawn in parts in the answer (without updates: as a
        # browser without the script sends it, answered with a redirect not followed)
        held = dict(page.parts_header(), **{"X-Want-Page": "parts"}) \
            if updates and page.parts else None
        got = await timed(stats, "move", conn.request("POST", path, form, headers=held),
                          (200,) if held else (302,))
        if got and held and "x-page" not in conn.headers:  # not the page after the move
            stats.errors.append("move: answered 200 without its page")
            got = None
        if got:
            played.version += 1
            played.acked[played.version] = what
            if what[0] == "undo":
                sim.undo_next = False
            elif played.upcoming:
                sim.last = played.upcoming.pop(0)
                if not played.upcoming:
                    sim.undo_next = True
            else:
                sim.undo_next = True
            if held:
                page.take(got[1])
            elif not updates:
                page.version = played.version
            else:  # a page never drawn in parts yet: the page after the move, loaded whole
                loaded = await timed(stats, "page", conn.request("GET", page.url), (200,))
                if loaded:
                    page.forget()
                    page.take(loaded[1])
        else:  # find out where the table is (the move may or may not be stored)
            try:
                status, body = await conn.request("GET", page.poll)
                if status == 200:
                    played.version = json.loads(body)["version"]
            except OSError:
                pass
    finally:
        sim.due = time.monotonic() + move_s
        sim.busy = False


async def run_steps(port: int, sims: list[SimTable], steps: list[int], seconds: float,
                    poll_s: float, move_s: float, master: int | None = None,
                    updates: bool = True, report=None) -> None:
    """Ramps the tables of ``sims`` up through ``steps`` (numbers of tables).  At each step the
    devices of the tables already there go on and the new tables' devices open their pages
    (``OPENING``, ``OPEN_RATE``; one poll interval more before counting), then ``seconds``
    are counted.  After each step ``report(n, opening, counted)`` (two ``Stats``) says
    whether to go on.  With ``master`` (the gunicorn master's pid) the CPU used over the
    counted seconds is kept in ``counted.cpu`` (``cpu_seconds``)."""
    run = Run(Stats())
    tasks: list[asyncio.Task] = []

    async def lag():
        while time.monotonic() < run.until:
            start = time.perf_counter()
            await asyncio.sleep(0.01)
            run.stats.loop_lag.append((time.perf_counter() - start - 0.01) * 1000)

    tasks.append(asyncio.create_task(lag()))
    begun = 0
    for n in steps:
        new, begun = sims[begun:n], max(begun, n)
        spread = max(OPENING - poll_s, 5 * len(new) / OPEN_RATE)
        now = time.monotonic()
        opening = run.stats = Stats(since=now)
        for sim in new:
            sim.due = now + spread + poll_s + random.uniform(0, move_s)
        tasks += [asyncio.create_task(device(port, sim, seat, run, spread, poll_s, move_s,
                                             updates))
                  for sim in new for seat in (None, 0, 1, 2, 3)]
        await asyncio.sleep(spread + poll_s)
        counted = run.stats = Stats(since=time.monotonic())
        wall_start = time.time()
        first, start = (cpu_seconds(master), time.monotonic()) if master else ({}, 0.0)
        _GC[1] = 0.0
        await asyncio.sleep(seconds)
        if master:
            last = cpu_seconds(master)
            spent = time.monotonic() - start
            counted.cpu = {k: (last[k] - first[k]) / spent for k in last}
            counted.cpu["rest"] = (counted.cpu["machine"] - counted.cpu["server"]
                                   - counted.cpu["generator"])
        counted.gc_pause_ms = _GC[1] * 1000
        counted.wall = (wall_start, time.time())
        run.stats = Stats(since=float("inf"), errors=counted.errors)
        waited = time.monotonic()  # the counted requests still on their way are counted too
        while counted.in_flight and time.monotonic() - waited < TIMEOUT:
            await asyncio.sleep(0.05)
        if report is not None and not report(n, opening, counted):
            break
    run.until = 0.0
    await asyncio.gather(*tasks)


#: [start of the collection running now, longest collection pause (s) since the last reset]
_GC = [0.0, 0.0]


def _gc_pause(phase: str, _info: dict) -> None:
    """Keeps the longest pause of this load generator's garbage collector (``_GC[1]``)."""
    if phase == "start":
        _GC[0] = time.perf_counter()
    else:
        _GC[1] = max(_GC[1], time.perf_counter() - _GC[0])


def cpu_seconds(master: int) -> dict[str, float]:
    """CPU seconds used so far by the server's workers, by this load generator and by the whole
    machine (``machine_busy``)."""
    mine = os.times()
    return {"server": cpu_ns(worker_pids(master)) / 1e9, "generator": mine.user + mine.system,
            "machine": machine_busy()}


def machine_busy() -> float:
    """CPU seconds the whole machine has spent busy (every core, not idle nor waiting for
    disks), from /proc/stat: what the processes' own times miss too, e.g. the kernel's work on
    the loopback's packets and the database's connections that have ended (0 without
    /proc/stat)."""
    try:
        fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
    except OSError:
        return 0.0
    ticks = [int(f) for f in fields[:8]]
    return (sum(ticks) - ticks[3] - ticks[4]) / os.sysconf("SC_CLK_TCK")


# --- checking what was stored ----------------------------------------------------------------

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
            table = db.session.scalar(select(Table).where(Table.code == sim.played.code))
            records = db.session.execute(select(MoveRecord.number, MoveRecord.kind,
                                                MoveRecord.seat).where(
                MoveRecord.table_id == table.id).order_by(MoveRecord.number)).all()
            numbers = [r.number for r in records]
            if numbers != list(range(1, len(numbers) + 1)):
                problems.append(f"{sim.played.code}: numbers {numbers}")
            by_number = {r.number: r for r in records}
            for number, (kind, seat) in sim.played.acked.items():
                checked += 1
                rec = by_number.get(number)
                if rec is None or rec.kind != kind or rec.seat != seat:
                    problems.append(f"{sim.played.code}: acknowledged move {number} not "
                                    f"stored as sent")
            try:
                tables.replay(table, upto=len(numbers))
            except tables.TableError as exc:
                problems.append(f"{sim.played.code}: {exc.message}")
            db.session.remove()
    return checked, problems


# --- the report -------------------------------------------------------------------------------

def line(n: int, opening: Stats, stats: Stats, seconds: float) -> str:
    every = stats.all_times()
    t = stats.times
    cpu = stats.cpu
    return (f"{n:>6} {percentile(opening.all_times(), 95):>8.1f} "
            f"{len(every) / seconds:>8.1f} {len(stats.errors) + len(opening.errors):>6} "
            f"{percentile(t['poll'], 50):>8.1f} {percentile(t['poll'], 95):>8.1f} "
            f"{percentile(t['parts'], 95):>8.1f} {percentile(t['move'], 95):>8.1f} "
            f"{percentile(every, 95):>8.1f} {max(every, default=0):>8.1f}   "
            f"{cpu.get('server', 0):>6.2f} {cpu.get('rest', 0):>6.2f} "
            f"{cpu.get('generator', 0):>6.2f} {cpu.get('machine', 0):>7.2f} "
            f"{stats.gc_pause_ms:>7.1f} {percentile(stats.loop_lag, 95):>7.1f}")


def probe_lines(folder: Path, since: float, until: float) -> str:
    """Per worker, from bench/gthread_probe.py's lines between ``since`` and ``until`` (wall
    clock): requests a second, connections held, and the worst second's p95 (ms) of the wait
    for a thread, the thread's work and the main loop's taking the connection back, the
    longest pass of the main loop, and the seconds its threads waited for a core per second
    (summed over its threads: above 1 when several wait at once)."""
    rows = ["       worker  req/s  conns  wait95  serve95  back95  loop max  run-queue"]
    for path in sorted(folder.glob("*.jsonl")):
        lines = [json.loads(text) for text in path.read_text().splitlines() if text]
        span = [entry for entry in lines if since <= entry["t"] <= until]
        if len(span) < 2:
            continue
        seconds = span[-1]["t"] - span[0]["t"]
        rows.append(
            f"       {span[0]['pid']:>6} {sum(e['n'] for e in span[1:]) / seconds:>6.0f} "
            f"{max(e['conns'] for e in span):>6} {max(e['wait'][1] for e in span):>7.1f} "
            f"{max(e['serve'][1] for e in span):>8.1f} {max(e['back'][1] for e in span):>7.1f} "
            f"{max(e['loop'][1] for e in span):>9.1f} "
            f"{(span[-1]['run_wait'] - span[0]['run_wait']) / seconds:>9.2f}")
    return "\n".join(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database-url", default="",
                        help="default: a new SQLite file in a temporary directory")
    parser.add_argument("--steps", default="50,100,150,200,250,300,350",
                        help="numbers of tables to try, in order (comma-separated)")
    parser.add_argument("--step-seconds", type=float, default=18)
    parser.add_argument("--poll-seconds", type=float, default=2.0)
    parser.add_argument("--move-seconds", type=float, default=10.0)
    parser.add_argument("--without-updates", action="store_true",
                        help="pages never drawn again after their first load: what the polls "
                             "and the moves alone cost (a bound for any way of updating pages)")
    parser.add_argument("--probe", action="store_true",
                        help="time where requests wait inside gunicorn's workers "
                             "(bench/gthread_probe.py): one more line per worker and step")
    parser.add_argument("--config", default="",
                        help="another gunicorn settings file (default: gunicorn.conf.py; "
                             "--probe uses its own, the product's with the probe)")
    parser.add_argument("--workers", type=int, default=0, help="default: gunicorn.conf.py's")
    parser.add_argument("--threads", type=int, default=0, help="default: gunicorn.conf.py's")
    args = parser.parse_args()
    steps = [int(s) for s in args.steps.split(",") if s.strip()]
    random.seed(7)
    rng = random.Random(7)

    from companion.app import create_app
    from companion.cli import upgrade_database

    tmp = Path(tempfile.mkdtemp(prefix="companion-load-"))
    url = args.database_url or f"sqlite:///{tmp / 'load.sqlite3'}"
    os.environ["SECRET_KEY"] = SECRET
    app = create_app({"SQLALCHEMY_DATABASE_URI": url})
    upgrade_database(app)
    engine = "PostgreSQL" if url.startswith("postgresql") else "SQLite"
    print(f"Database: {engine}; {os.cpu_count()} CPUs; log in {tmp}", flush=True)
    t0 = time.monotonic()
    count = max(steps) + 5
    sims = [SimTable(play_table(app, rng.randint(4, 110), rng, upcoming=30))
            for _ in range(count)]
    points = sorted(s.version for s in sims)
    print(f"Prepared {count} tables in {time.monotonic() - t0:.0f} s, at records "
          f"{points[0]}..{points[-1]} (median {points[len(points) // 2]})", flush=True)
    warm, sims = sims[:5], sims[5:]
    # What preparing cached in this process (the states of every table) is no longer needed,
    # and what is left is never freed: collected once and frozen, it is no longer scanned by
    # the collector, whose full passes over it stalled every simulated device at once (60-100
    # ms for 100 tables prepared, several times that for 350; counted as the server's latency).
    from companion import tables as table_service
    table_service.REPLAYS.clear()
    gc.collect()
    gc.freeze()
    gc.callbacks.append(_gc_pause)

    port = free_port()
    probe_dir = tmp / "probe"
    probe_dir.mkdir()
    proc, out = start_server(url, port, tmp / "gunicorn.log", args.workers or None,
                             args.threads or None, app="companion.wsgi:app",
                             config=(Path(__file__).parent / "gthread_probe.py"
                                     if args.probe else Path(args.config) if args.config
                                     else None),
                             env_extra={"PROBE_OUT": str(probe_dir)})
    held = 0
    try:
        pages = ("pages never drawn again" if args.without_updates
                 else "changed parts fetched on a new version")
        print(f"\nEach table: 5 devices polling every {args.poll_seconds:g} s ({pages}), "
              f"a move every {args.move_seconds:g} s; "
              f"{args.step_seconds:g} s per step.")
        asyncio.run(run_steps(port, warm, [len(warm)], 4, args.poll_seconds, 3))  # warm-up
        print(f"{'tables':>6} {'open p95':>8} {'req/s':>8} {'errors':>6} {'poll p50':>8} "
              f"{'poll p95':>8} {'parts95':>8} {'move p95':>8} {'all p95':>8} {'max':>8}   "
              f"{'server':>6} {'rest':>6} {'gen':>6} {'machine':>7} {'gen gc':>7} "
              f"{'gen lag':>7}")
        print(f"{'':>6} {'(ms)':>8} {'':>8} {'':>6} {'(ms)':>8}{'':>45}   {'(CPU cores used)':>28} "
              f"{'(ms)':>7} {'p95 ms':>7}")
        def report(n: int, opening: Stats, counted: Stats) -> bool:
            nonlocal held
            print(line(n, opening, counted, args.step_seconds), flush=True)
            if args.probe:
                print(probe_lines(probe_dir, *counted.wall), flush=True)
            errors = opening.errors + counted.errors
            if errors:
                print(f"       errors: {sorted(set(errors))[:5]}")
            if errors or percentile(counted.all_times(), 95) >= P95_LIMIT_MS:
                return False
            held = n
            return True

        asyncio.run(run_steps(port, sims, steps, args.step_seconds, args.poll_seconds,
                              args.move_seconds, master=proc.pid,
                              updates=not args.without_updates, report=report))
        print(f"\nMost tables held with p95 < {P95_LIMIT_MS:g} ms and no error: {held or 'none'}"
              f"{' (the largest step tried: try more)' if held == steps[-1] else ''}")
    finally:
        stop_server(proc, out)

    checked, problems = check_stored(app, warm + sims)
    print(f"\nStored moves: {checked} acknowledged moves checked, "
          f"{'all stored exactly once' if not problems else f'{len(problems)} PROBLEMS'}")
    for problem in problems[:10]:
        print("  " + problem)
    print(f"Total time {time.monotonic() - t0:.0f} s")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
