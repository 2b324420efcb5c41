"""Deep copies of plain data (a state: dicts, lists, strings, numbers, booleans and None), the
same as ``copy.deepcopy`` gives, by a pickle round trip: about six times as fast, and the
rules engine copies a state for every turn it tries and every view it gives."""
from __future__ import annotations

import pickle
from typing import Any


def plain_copy(value: Any) -> Any:
    """A deep copy of ``value`` (plain data)."""
    return pickle.loads(pickle.dumps(value, pickle.HIGHEST_PROTOCOL))
