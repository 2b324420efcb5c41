"""Bravest's names as messages: what the engine puts in a ``Msg`` when it names a hero, a side,
a tile's side, what is on a tile or a place on the table.  Said by ``messages.py``.

Places are the player's: a cell ``(row, col)`` (0-based in the data, row 0 at the top) is
``Msg("bravest.place.cell", row=row + 1, col=col + 1)`` ("row 1, column 3" / 「1行目・3列目」);
a place of the distribution board (``slot`` 0..11) is place ``slot + 1``.
"""
from __future__ import annotations

from typing import Any

from companion.message import Msg, Text


def cell_msg(cell: tuple[int, int] | list[int]) -> Msg:
    """A cell of an island as a player counts it: row and column from 1."""
    return Msg("bravest.place.cell", row=int(cell[0]) + 1, col=int(cell[1]) + 1)


def hero_msg(hero: str) -> Msg:
    """"agile" / "invincible" -> the hero's name (アジャイル / インビンシブル)."""
    return Msg(f"bravest.hero.{hero}")


def side_msg(side: str) -> Msg:
    """"light" / "dark" -> the island boards' side (光の面 / 闇の面)."""
    return Msg(f"bravest.side.{side}")


def edge_msg(edge: str) -> Msg:
    """A tile's side "N" "E" "S" "W" -> north / 北, ..."""
    return Msg(f"bravest.edge.{edge.lower()}")


def kind_msg(kind: str) -> Msg:
    """A content kind ("great_sword") -> its name (great sword / 大剣)."""
    return Msg(f"bravest.kind.{kind}")


def content_msg(content: dict[str, Any] | None, face_down: bool = False) -> Msg:
    """What is on a tile: nothing, a creature or place, a lava piece (the sides it goes on to),
    a special tile with its effect; face down: a crossroads."""
    if face_down:
        return Msg("bravest.content.face_down")
    if not content:
        return Msg("bravest.content.nothing")
    kind = content["kind"]
    if kind == "special":
        return Msg("bravest.content.special", effect=Msg(f"bravest.effect.{content['effect']}"))
    return kind_msg(kind)


def lava_msg(open_edges: list[str]) -> Msg:
    """A lava piece: a whole circle (no open side) or the sides where the circle goes on."""
    return Msg("bravest.content.lava_piece", sides="".join(open_edges))


def what_msg(content: dict[str, Any] | None) -> Msg:
    """What is on a tile, a lava piece with the sides it goes on to (two lava tiles with the
    same roads differ only there): the words that tell a tile from another with
    ``looks_msg``."""
    if content and content["kind"] == "lava":
        return lava_msg(content.get("open", []))
    return content_msg(content)


def looks_msg(tile: dict[str, Any] | None) -> Msg:
    """A tile as it looks, what stands on it and its roads as printed ("ghost, a road joining
    north and south"): how the log and the lists name a tile, never by the name the app gave
    it (no tile prints one; issue 38).  ``tile``: a catalogue entry {"paths", "content"}."""
    tile = tile or {}
    return Msg("bravest.tile.looks", what=what_msg(tile.get("content")),
               roads=roads_msg(tile.get("paths", [])))


def roads_msg(paths: list[list[str]]) -> list[Msg]:
    """A tile's roads in words, one message per road ("a road joining north and south")."""
    if not paths:
        return [Msg("bravest.road.none")]
    return [Msg("bravest.road.sides", sides="".join(net)) for net in paths]


def label_text(label: Any) -> Text:
    """A component label as a ``Text``: the sample's ``{"en", "ja"}`` or a table's one name."""
    return Text.of(label)
