"""What the benchmarks share: the production server started on a free port, the CPU time its
workers spend, a small keep-alive HTTP client, and 4-player Tzolk'in tables played to any
point of the game with moves that the phones' own forms can send.

Nothing here is a test; the scripts of bench/ print reports.
"""
from __future__ import annotations

import asyncio
import os
import random
import re
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

from flask import Flask
from flask.sessions import SecureCookieSessionInterface

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PLAYERS = [{"name": n, "colour": c} for n, c in
           (("Ana", "blue"), ("Ben", "red"), ("Cai", "yellow"), ("Dee", "green"))]
SECRET = "bench-secret"
CSRF_RE = re.compile(rb'name="(?:[\w-]*-)?csrf_token"[^>]*value="([^"]+)"')
BODY_RE = re.compile(rb'<body[^>]*data-page-url="([^"]*)" data-version-url="([^"]*)" '
                     rb'data-etag="([^"]*)" data-version="(\d+)"')


# --- a small HTTP/1.1 client on asyncio (keep-alive, Content-Length bodies) --------------------

class Conn:
    """One device's connection to the server, kept alive between requests like a browser's,
    with its cookies."""

    def __init__(self, port: int, cookies: dict[str, str] | None = None):
        self.port = port
        self.cookies = dict(cookies or {})
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.headers: dict[str, str] = {}

    async def request(self, method: str, path: str, form: dict | None = None,
                      keep: bool = True, headers: dict[str, str] | None = None
                      ) -> tuple[int, bytes]:
        """(status, body), the answer's headers in ``self.headers``; raises OSError/asyncio
        errors on a dropped connection.  A GET on a kept connection that the server closed
        meanwhile is retried once on a new one."""
        for attempt in (0, 1):
            reused = self.writer is not None
            if self.writer is None:
                self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
            try:
                return await self._exchange(method, path, form, keep, headers or {})
            except (ConnectionError, asyncio.IncompleteReadError):
                self.close()
                if attempt or not reused or method != "GET":
                    raise
        raise AssertionError("unreachable")

    async def _exchange(self, method, path, form, keep, extra):
        body = urlencode(form, doseq=True).encode() if form is not None else b""
        head = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1",
                f"Connection: {'keep-alive' if keep else 'close'}"]
        head += [f"{k}: {v}" for k, v in extra.items()]
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
        self.headers = {}
        while True:
            line = await self.reader.readuntil(b"\r\n")
            if line == b"\r\n":
                break
            name, _, value = line.decode("latin-1").partition(":")
            name, value = name.strip().lower(), value.strip()
            self.headers[name] = value
            if name == "content-length":
                length = int(value)
            elif name == "connection" and value.lower() == "close":
                closing = True
            elif name == "set-cookie":
                key, _, rest = value.partition("=")
                cookie = rest.split(";", 1)[0]
                if "expires=thu, 01 jan 1970" in rest.lower() or "max-age=0" in rest.lower():
                    self.cookies.pop(key, None)
                else:
                    self.cookies[key] = cookie
        data = await self.reader.readexactly(length) if length else b""
        if closing:
            self.close()
        return status, data

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


@dataclass
class Page:
    """A live page as a browser holds it: its address, poll address and ETag, version, the
    parts it shows {name: key} (with the part each one sits in, ``inside``) and a CSRF token
    of its forms."""

    url: str
    poll: str = ""
    etag: str = ""
    version: int = -1
    parts: dict[str, str] = field(default_factory=dict)
    inside: dict[str, str | None] = field(default_factory=dict)
    csrf: str = ""

    def take(self, html: bytes) -> None:
        """Take a page drawn whole (after ``forget``, or the first time) or in parts as
        static/js/poll.js puts it in: each part drawn anew at the top replaces the one shown,
        with what was inside it (the parts inside it left empty as unchanged keep what they
        held, everything else inside comes from the answer: a log line that left the page is
        gone), and the rest of the page stays as it was."""
        head = BODY_RE.search(html)
        if head:
            self.url = head.group(1).decode().replace("&amp;", "&")
            self.poll = head.group(2).decode().replace("&amp;", "&")
            self.etag = head.group(3).decode().replace("&#34;", '"').replace("&quot;", '"')
            self.version = int(head.group(4))
        answer = parts_of(html)
        if not self.parts:
            self.parts = {name: key for name, (key, _same, _in) in answer.items()}
            self.inside = {name: within for name, (_key, _same, within) in answer.items()}
        else:
            self._put_in(answer)
        match = CSRF_RE.search(html)
        if match:
            self.csrf = match.group(1).decode()

    def forget(self) -> None:
        """The page is about to be drawn whole again (a reload, the redirect after a move)."""
        self.parts.clear()
        self.inside.clear()

    def _put_in(self, answer: dict[str, tuple[str, bool, str | None]]) -> None:
        for top, (_key, same, within) in answer.items():
            if same or within is not None:
                continue
            drawn = {n for n in answer if _in(n, top, answer)}
            kept = {top}  # what stays of the old part: the unchanged parts inside and theirs
            for name in drawn:
                if answer[name][1]:
                    kept |= {name} | self._within(name)
            for gone in self._within(top) - kept:
                self.parts.pop(gone, None)
                self.inside.pop(gone, None)
            for name in drawn | {top}:
                key, same_here, in_answer = answer[name]
                if not same_here:
                    self.parts[name] = key
                self.inside[name] = in_answer

    def _within(self, name: str) -> set[str]:
        """The parts held inside part ``name``, at any depth."""
        found, todo = set(), [name]
        while todo:
            outer = todo.pop()
            inner = [n for n, within in self.inside.items() if within == outer]
            found.update(inner)
            todo += inner
        return found

    def parts_header(self) -> dict[str, str]:
        """The header poll.js sends to ask for the page again in parts (the parts the page
        shows now)."""
        return {"X-Parts": " ".join(f"{k}={v}" for k, v in self.parts.items())}


def _in(name: str, top: str, answer: dict[str, tuple[str, bool, str | None]]) -> bool:
    """Whether part ``name`` of an answer sits inside part ``top`` (at any depth)."""
    within = answer[name][2]
    while within is not None:
        if within == top:
            return True
        within = answer[within][2]
    return False


#: An HTML tag: (closing "/", name, the rest of the tag up to ">").
TAG_RE = re.compile(rb"<(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>")
PART_ATTR_RE = re.compile(rb'data-part="([a-z0-9_-]+)" data-key="([0-9a-z]+)"')
VOID = {b"area", b"base", b"br", b"col", b"embed", b"hr", b"img", b"input", b"link", b"meta",
        b"source", b"track", b"wbr"}


def parts_of(html: bytes) -> dict[str, tuple[str, bool, str | None]]:
    """The parts of a page as drawn: {name: (key, left empty as unchanged, the part it sits
    in or None)}, from its tags (an element closes at its own closing tag, with whatever
    was left open inside it)."""
    found: dict[str, tuple[str, bool, str | None]] = {}
    stack: list[tuple[bytes, str | None]] = []  # open elements: (tag, the part it is or None)
    for match in TAG_RE.finditer(html):
        closing, tag, rest = match.group(1), match.group(2).lower(), match.group(3)
        if closing:
            for depth in range(len(stack) - 1, -1, -1):
                if stack[depth][0] == tag:
                    del stack[depth:]
                    break
            continue
        if tag in VOID or rest.endswith(b"/"):
            continue
        part = PART_ATTR_RE.search(rest)
        name = None
        if part:
            name = part.group(1).decode()
            within = next((p for _t, p in reversed(stack) if p), None)
            found[name] = (part.group(2).decode(), b"data-same" in rest, within)
        stack.append((tag, name))
    return found


# --- the server and the CPU time of its workers ------------------------------------------------

def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_server(url: str, port: int, log: Path, workers: int | None = None,
                 threads: int | None = None, app: str = "bench.bench_app:app",
                 config: Path | None = None, env_extra: dict[str, str] | None = None):
    """gunicorn with the product's settings (gunicorn.conf.py) serving ``app`` on
    127.0.0.1:``port``; returns (process, log file).  ``bench.bench_app:app`` is the product's
    app with one more view, ``/bench/ok``: a bare Flask view answering "ok" (the floor).
    ``config``: another gunicorn settings file (default: the product's gunicorn.conf.py);
    ``env_extra``: more environment variables for the server."""
    env = dict(os.environ, DATABASE_URL=url, SECRET_KEY=SECRET, PUBLIC_URL="http://table.test",
               PYTHONPATH=str(ROOT), **(env_extra or {}))
    if workers:
        env["WEB_CONCURRENCY"] = str(workers)
    if threads:
        env["THREADS"] = str(threads)
    out = open(log, "wb")
    settings = config or ROOT / "gunicorn.conf.py"
    proc = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", str(settings),
                             "-b", f"127.0.0.1:{port}", "--access-logfile", "/dev/null", app],
                            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"gunicorn exited:\n{log.read_text()[-2000:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                break
        except OSError:
            time.sleep(0.2)
    else:
        proc.kill()
        raise SystemExit("gunicorn did not start")
    expected = int(env.get("WEB_CONCURRENCY") or min(2 * (os.cpu_count() or 1) + 1, 9))
    while len(worker_pids(proc.pid)) < expected and time.monotonic() < deadline:
        time.sleep(0.1)
    return proc, out


def stop_server(proc, out) -> None:
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)
    out.close()


def worker_pids(master: int) -> list[int]:
    """The worker processes of the gunicorn master ``master``."""
    pids: list[int] = []
    for task in Path(f"/proc/{master}/task").glob("*"):
        try:
            pids += [int(p) for p in (task / "children").read_text().split()]
        except OSError:
            continue
    return pids


def schedstat_ns(pids: list[int]) -> tuple[int, int]:
    """(CPU time, time waiting for a core) in ns that all threads of these processes have
    spent so far (/proc/<pid>/task/*/schedstat: the kernel's run queue counts the wait)."""
    run = wait = 0
    for pid in pids:
        for task in Path(f"/proc/{pid}/task").glob("*"):
            try:
                fields = (task / "schedstat").read_text().split()
                run, wait = run + int(fields[0]), wait + int(fields[1])
            except (OSError, ValueError, IndexError):
                continue
    return run, wait


def cpu_ns(pids: list[int]) -> int:
    """The CPU time (ns) all threads of these processes have spent so far (schedstat)."""
    return schedstat_ns(pids)[0]


def rss_mib(pids: list[int]) -> list[float]:
    """The resident memory of each process (MiB)."""
    out = []
    for pid in pids:
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    out.append(int(line.split()[1]) / 1024)
        except OSError:
            continue
    return out


# --- 4-player Tzolk'in tables at any point of the game ----------------------------------------

def postable_move(state: dict, seat: int, rng: random.Random) -> tuple[dict, dict]:
    """A random legal move for ``seat`` that its phone's forms send as they are, and the form
    fields that send it: (payload as the server stores it, {field: value}) without the CSRF
    token, the version and the seat.  Pick-ups take at most one action that asks nothing
    more (the others none), so that the second step of the form has no field to fill in."""
    from companion.engine import IllegalMove, InvalidMove
    from companion.games.tzolkin.rules.options import move_options
    from companion.games.tzolkin.rules.turn import apply_move
    from companion.games.tzolkin.rules.components import GEARS

    kinds = {m["type"]: m for m in move_options(state, seat)}
    if not kinds:
        raise ValueError(f"seat {seat} has no move")
    if "calendar" in kinds:
        days = rng.choice([1, 2])
        return {"type": "calendar", "days": days}, {"calendar-days": str(days)}
    for _attempt in range(40):
        pool = [k for k, w in (("place", 5), ("pickup", 6), ("beg", 1)) if k in kinds
                for _ in range(w)]
        kind = rng.choice(pool)
        m = kinds[kind]
        if kind == "beg":
            temple = rng.choice(m["temples"])
            move, fields = {"type": "beg", "temple": temple}, {"beg-temple": temple}
        elif kind == "place" and m["forced"]:
            gear = rng.choice(sorted(m["gears"]))
            move, fields = ({"type": "place", "gears": [gear], "start": False},
                            {"place-gear": gear})
        elif kind == "place":
            start = bool(m["start_space"]) and rng.random() < 0.15
            counts = dict.fromkeys(GEARS, 0)
            for _ in range(rng.randint(0 if start else 1, min(m["max_workers"] - start, 4))):
                free = [g for g in m["gears"] if counts[g] < len(m["gears"][g])]
                if free:
                    counts[rng.choice(free)] += 1
            gears = [g for g in GEARS for _ in range(counts[g])]
            if not gears and not start:
                continue
            move = {"type": "place", "gears": gears, "start": start}
            fields = {f"place-n_{g}": str(n) for g, n in counts.items() if n}
            if start:
                fields["place-start"] = "y"
        else:
            workers = list(m["workers"])
            rng.shuffle(workers)
            picked = workers[:rng.randint(1, min(3, len(workers)))]
            entries, parts = [], []
            for i, w in enumerate(picked):
                simple = [a for a in w["actions"] if not a["needs"]]
                if i == 0 and simple and rng.random() < 0.8:
                    a = max(simple, key=lambda a: a["action"])["action"]
                    entries.append({"gear": w["gear"], "spot": w["spot"], "action": a,
                                    "choices": {}})
                    parts.append(f"{w['gear']}.{w['spot']}.{a}")
                else:
                    entries.append({"gear": w["gear"], "spot": w["spot"], "action": None})
                    parts.append(f"{w['gear']}.{w['spot']}.none")
            move = {"type": "pickup", "workers": entries}
            fields = {"pickup-selection": " ".join(parts)}
        try:
            apply_move(state, dict(move, seat=seat))
        except (IllegalMove, InvalidMove):
            continue
        return move, fields
    w = kinds["pickup"]["workers"][0] if "pickup" in kinds else None
    if w is None:
        raise ValueError("no move the forms can send")
    return ({"type": "pickup", "workers": [{"gear": w["gear"], "spot": w["spot"],
                                            "action": None}]},
            {"pickup-selection": f"{w['gear']}.{w['spot']}.none"})


def move_type(fields: dict) -> str:
    """The move type (the form's prefix) of form fields made by ``postable_move``."""
    return next(iter(fields)).split("-", 1)[0]


@dataclass
class Played:
    """A table made by ``play_table``: its code, the host and seat tokens, the record number
    it stands at, and the next moves to send [(seat, payload, fields)] (each checked against
    the engine from where the table stands)."""

    code: str
    host_token: str
    seat_tokens: list[str]
    version: int
    upcoming: list[tuple[int, dict, dict]] = field(default_factory=list)
    acked: dict[int, tuple[str, int | None]] = field(default_factory=dict)


def play_table(app, moves: int, rng: random.Random, undo_every: int = 0,
               upcoming: int = 0, pad_to: int = 0, seed: str | None = None) -> Played:
    """A new 4-player Tzolk'in table with ``moves`` records entered through the table service:
    the four starting-wealth choices, then the turns (random moves the forms can send; with
    ``undo_every`` n, every nth turn is undone and entered again, so that the log grows past
    the game's own length).  Stops early at the end of the game.  ``pad_to``: then the last
    move is undone and entered again until the log holds that many records (the same game
    position with a longer log).  ``upcoming``: how many of the following moves to work out
    (for the phones to send).  ``seed``: the table's seed (the same seed and ``rng`` state
    give the same game)."""
    from companion import tables
    from companion.extensions import db
    from companion.registry import get_game
    from companion.games.tzolkin.rules.play_state import current_seat

    game = get_game("tzolkin")
    with app.app_context():
        table = tables.create_table("tzolkin", PLAYERS, seed=seed or f"bench-{rng.random()}")
        dealt = table.setup["wealth_dealt"]
        played = Played(table.code, table.host_token, [s.token for s in table.seats], 0)
        state = table.setup
        turn = 0
        last = None
        while played.version < moves and not game.is_over(state):
            if played.version < 4:
                seat = played.version
                payload = {"type": "choose_wealth", "tiles": dealt[str(seat)][:2]}
            else:
                seat = current_seat(state)
                payload, _fields = postable_move(state, seat, rng)
            tables.record_move(table, seat, payload, played.version, by_host=True)
            played.version += 1
            last = (seat, payload)
            turn += 1
            if undo_every and played.version >= 5 and turn % undo_every == 0 \
                    and played.version + 2 <= moves:
                tables.undo_last(table, played.version)
                tables.record_move(table, seat, payload, played.version + 1, by_host=True)
                played.version += 2
            state = tables.current(table).state
        while last and played.version + 2 <= pad_to:
            tables.undo_last(table, played.version)
            tables.record_move(table, last[0], last[1], played.version + 1, by_host=True)
            played.version += 2
        for _ in range(upcoming):
            if game.is_over(state) or state["phase"] != "playing":
                break
            seat = current_seat(state)
            payload, fields = postable_move(state, seat, rng)
            played.upcoming.append((seat, payload, fields))
            state = game.apply(state, game.parse_move(seat, payload))
        db.session.remove()
    return played


def device_cookies(played: Played, seat: int | None) -> dict[str, str]:
    """The cookies of the host screen (``seat`` None) or of a seat's phone: the session cookie
    keeping its token, signed with ``SECRET`` as the served app signs it."""
    signer = Flask(__name__)
    signer.secret_key = SECRET
    tokens = ([played.code, played.host_token, ""] if seat is None
              else [played.code, "", played.seat_tokens[seat]])
    value = SecureCookieSessionInterface().get_signing_serializer(signer).dumps(
        {"tables": [tokens], "_permanent": True})
    return {"session": value}


def percentile(values: list[float], q: float) -> float:
    """The ``q``th percentile of ``values`` (nearest rank; 0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q / 100 * (len(ordered) - 1))))]
