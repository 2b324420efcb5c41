"""The per-process cache of table states a page or a move starts from (companion/tables.py)."""
from __future__ import annotations

import pickle
import threading
from collections import OrderedDict
from typing import Any


class ReplayCache:
    """A small per-process LRU of table states keyed by (database, table id, version), as
    ``tables.Replay`` values without log lines (``state`` and ``version``).  Records are never changed, so a (table, version) pair
    always stands for the same state.

    The states it holds are shared by every request of the process: nothing may change them
    (a game's ``view`` copies only what it changes).  ``check = True`` (the tests) keeps a
    pickled copy of each state and raises ``AssertionError`` when a state it hands out again
    is no longer equal to it."""

    def __init__(self, size: int = 256):
        self.size = size
        self.check = False
        self._data: OrderedDict[tuple, Any] = OrderedDict()
        self._frozen: dict[tuple, bytes] = {}
        self._lock = threading.Lock()

    def get(self, key: tuple) -> Any:
        with self._lock:
            rep = self._data.get(key)
            if rep is not None:
                self._data.move_to_end(key)
                if self.check and key in self._frozen:
                    self._check(key, rep)
            return rep

    def _check(self, key: tuple, rep: Any) -> None:
        if pickle.loads(self._frozen[key]) != rep.state:
            raise AssertionError(f"the cached state of {key} was changed by its reader")

    def put(self, key: tuple, rep: Any) -> None:
        with self._lock:
            if self.check:
                if key in self._data and key in self._frozen:
                    self._check(key, self._data[key])
                self._frozen[key] = pickle.dumps(rep.state)
            self._data[key] = rep
            self._data.move_to_end(key)
            while len(self._data) > self.size:
                dropped, _rep = self._data.popitem(last=False)
                self._frozen.pop(dropped, None)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self._frozen.clear()


#: The process's cache (companion/tables.py puts and gets its states).
REPLAYS = ReplayCache()
