"""gunicorn settings for ``bench/load_tables.py --probe`` (a report, not a test): the product's
settings (gunicorn.conf.py) plus a probe in every worker of where a request's time goes
inside gunicorn's threaded worker (``gthread``, the product's; written against gunicorn 27's
``gunicorn/workers/gthread.py``).

For each request the probe takes four moments: the connection handed to the thread pool
(accepted, or a kept-alive connection found readable by the worker's main loop), a thread
starting on it, the thread done (the answer written), and the main loop taking the connection
back (put back into its poller).  Every second each worker appends one JSON line to
``$PROBE_OUT/<pid>.jsonl``:

    {"t": <time.time()>, "pid": ..., "n": requests finished, "conns": connections held,
     "wait": [p50, p95, max], "serve": [...], "back": [...],   # ms
     "loop": [p95, max] of one pass of the main loop's callbacks (ms),
     "run_cpu": CPU seconds of the worker's threads, "run_wait": seconds its threads waited
     for a core (the kernel's run queue, /proc/<pid>/task/*/schedstat)}

``wait`` is the time a request waits for one of the worker's threads, ``serve`` the thread's
work on it (reading the request, the app, writing the answer), ``back`` how late the main loop
takes the connection back.  ``run_wait`` says whether the workers wait for the CPU itself.
"""
from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path

from bench.common import percentile, schedstat_ns  # the server runs with PYTHONPATH=<root>

_HERE = Path(__file__).resolve().parent
exec(compile((_HERE.parent / "gunicorn.conf.py").read_text(), "gunicorn.conf.py", "exec"))


def _pcts(values: list[float]) -> list[float]:
    return [round(percentile(values, q), 2) for q in (50, 95, 100)]


def post_worker_init(worker) -> None:
    """Wraps the threaded worker's hand-over points with timestamps (see the module)."""
    out = Path(os.environ.get("PROBE_OUT", "/tmp"))
    lock = threading.Lock()
    data = {"wait": [], "serve": [], "back": [], "loop": [], "n": 0}
    enqueue, handle, finish = worker.enqueue_req, worker.handle, worker.finish_request

    def enqueue_req(conn):
        conn._probe = [time.perf_counter(), 0.0, 0.0]
        return enqueue(conn)

    def probed_handle(conn):
        marks = getattr(conn, "_probe", None)
        start = time.perf_counter()
        try:
            return handle(conn)
        finally:
            if marks is not None:
                marks[1], marks[2] = start, time.perf_counter()

    def finish_request(conn, fs):
        marks = getattr(conn, "_probe", None)
        if marks is not None and marks[2]:
            now = time.perf_counter()
            with lock:
                data["wait"].append((marks[1] - marks[0]) * 1000)
                data["serve"].append((marks[2] - marks[1]) * 1000)
                data["back"].append((now - marks[2]) * 1000)
                data["n"] += 1
        return finish(conn, fs)

    def wait_for_and_dispatch_events(timeout):
        # the select itself waits; time only the callbacks after it
        try:
            events = worker.poller.select(timeout)
        except InterruptedError:
            return
        start = time.perf_counter()
        for key, _ in events:
            key.data(key.fileobj)
        data["loop"].append((time.perf_counter() - start) * 1000)

    worker.enqueue_req, worker.handle = enqueue_req, probed_handle
    worker.finish_request = finish_request
    worker.wait_for_and_dispatch_events = wait_for_and_dispatch_events

    def report() -> None:
        pid = os.getpid()
        path = out / f"{pid}.jsonl"
        while True:
            time.sleep(1.0)
            with lock:
                taken = {k: data[k] for k in ("wait", "serve", "back", "loop", "n")}
                data.update(wait=[], serve=[], back=[], loop=[], n=0)
            run, wait = (ns / 1e9 for ns in schedstat_ns([pid]))
            loop = _pcts(taken["loop"])
            line = {"t": time.time(), "pid": pid, "n": taken["n"], "conns": worker.nr_conns,
                    "wait": _pcts(taken["wait"]), "serve": _pcts(taken["serve"]),
                    "back": _pcts(taken["back"]), "loop": loop[1:], "run_cpu": run,
                    "run_wait": wait}
            with path.open("a") as f:
                f.write(json.dumps(line) + "\n")

    threading.Thread(target=report, daemon=True, name="probe").start()
