"""Making a new preset dictionary for the stored states (companion/snapshots.py): sample
states of the games, set up and played at random.  Run once per new format, never by the
server (a maintenance tool, not part of the app):

    .venv/bin/python tools/snapshot_dictionary.py N    # writes companion/snapshot_dictionary_N.txt

It plays the games, so it sits outside the package: the snapshot format, which the models
use, imports no game.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from companion.games.tzolkin.rules.play_state import current_seat  # noqa: E402
from companion.games.tzolkin.rules.random_player import random_move  # noqa: E402
from companion.registry import get_game  # noqa: E402
from companion.snapshots import HERE, dumps  # noqa: E402
from companion.tables import seeded_rng  # noqa: E402


def build_dictionary(limit: int = 32 * 1024) -> bytes:
    """A preset dictionary from sample states of the games (setups and the states of seeded
    random Tzolk'in games with 2 to 4 players, early, middle and late), at most ``limit``
    bytes (zlib reads only the last 32 KB).  Used once to make a new dictionary version, which
    is then kept as it is; the parts most like what is stored go last (zlib reaches them with
    the shortest distances)."""
    names = [("Ana", "blue"), ("Ben", "red"), ("Cai", "yellow"), ("Dee", "green")]
    parts: list[bytes] = []
    for key in ("bravest", "ohio_bob", "mayan_curse"):
        game = get_game(key)
        players = [{"name": n, "colour": c} for n, c in names[:min(game.player_counts)]]
        try:
            parts.append(dumps(game.setup({"players": players}, seeded_rng(key, "dictionary"))))
        except Exception:  # a game whose setup needs more options: its states are left out
            continue
    tzolkin = get_game("tzolkin")
    for count in (2, 3, 4):
        options = {"players": [{"name": n, "colour": c} for n, c in names[:count]],
                   "agriculture_fishing_level": 3}
        state = tzolkin.setup(options, seeded_rng("tzolkin", f"dictionary-{count}"))
        for seat in range(count):
            tiles = state["wealth_dealt"][str(seat)][:2]
            state = tzolkin.apply(state, tzolkin.parse_move(
                seat, {"type": "choose_wealth", "tiles": tiles}))
        rng = random.Random(count)
        states = [state]
        while not tzolkin.is_over(state):
            seat = current_seat(state)
            state = tzolkin.apply(state, tzolkin.parse_move(seat, random_move(state, seat, rng)))
            states.append(state)
        picks = (len(states) // 5, len(states) // 2) if count < 4 else (
            len(states) // 4, len(states) // 2, 3 * len(states) // 4)
        parts += [dumps(states[i]) for i in picks]
    return b"".join(parts)[-limit:]


if __name__ == "__main__":  # write dictionary version N (see the module's docstring)
    number = int(sys.argv[1])
    target = HERE / f"snapshot_dictionary_{number}.txt"
    if target.exists():
        raise SystemExit(f"{target} exists: a dictionary in use never changes")
    target.write_bytes(build_dictionary())
    print(f"wrote {target} ({target.stat().st_size} bytes)")
