"""Games listed on the home page before their engines land (``playable = False``)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AnnouncedGame:
    """A game that is coming: it has a key, titles and player counts, and nothing to play."""

    key: str
    title: str
    title_ja: str
    player_counts: range
    playable: bool = False


ANNOUNCED = [
    AnnouncedGame("mayan_curse", "Mayan Curse", "マヤン カース", range(1, 7)),
    AnnouncedGame("ohio_bob", "Ohio Bob", "オハイオ・ボブ", range(1, 3)),
    AnnouncedGame("bravest", "Bravest", "ブラヴェスト", range(2, 5)),
]
