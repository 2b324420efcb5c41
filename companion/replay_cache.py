"""The per-process cache of table states a page or a move starts from (companion/tables/states.py)."""
from __future__ import annotations

import pickle
import threading
from collections import OrderedDict
from typing import Any


class LruCache:
    """A small per-process, thread-safe LRU of values keyed by tuples: ``get`` (None when
    absent), ``put``, ``clear``.  For answers that never change once a record exists, keyed by
    (database, table id, version) like ``ReplayCache``."""

    def __init__(self, size: int = 256):
        self.size = size
        self._data: OrderedDict[tuple, Any] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple) -> Any:
        with self._lock:
            value = self._data.get(key)
            if value is not None:
                self._data.move_to_end(key)
            return value

    def put(self, key: tuple, value: Any) -> None:
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            while len(self._data) > self.size:
                self._dropped(self._data.popitem(last=False)[0])

    def _dropped(self, key: tuple) -> None:
        """A key the LRU let go of (called under its lock)."""

    def clear(self) -> None:
        with self._lock:
            self._data.clear()


class ReplayCache(LruCache):
    """The LRU of table states keyed by (database, table id, version), as ``tables.Replay``
    values without log lines (``state`` and ``version``).  Records are never changed, so a
    (table, version) pair always stands for the same state.

    The states it holds are shared by every request of the process: nothing may change them
    (a game's ``view`` copies only what it changes).  ``check = True`` (the tests) keeps a
    pickled copy of each state and raises ``AssertionError`` when a state it hands out again
    is no longer equal to it."""

    def __init__(self, size: int = 256):
        super().__init__(size)
        self.check = False
        self._frozen: dict[tuple, bytes] = {}

    def get(self, key: tuple) -> Any:
        rep = super().get(key)
        if rep is not None and self.check and key in self._frozen:
            self._check(key, rep)
        return rep

    def _check(self, key: tuple, rep: Any) -> None:
        if pickle.loads(self._frozen[key]) != rep.state:
            raise AssertionError(f"the cached state of {key} was changed by its reader")

    def put(self, key: tuple, rep: Any) -> None:
        if self.check:
            old = super().get(key)
            if old is not None and key in self._frozen:
                self._check(key, old)
            self._frozen[key] = pickle.dumps(rep.state)
        super().put(key, rep)

    def _dropped(self, key: tuple) -> None:
        self._frozen.pop(key, None)

    def clear(self) -> None:
        super().clear()
        self._frozen.clear()


#: The process's cache (companion/tables/states.py puts and gets its states).
REPLAYS = ReplayCache()
