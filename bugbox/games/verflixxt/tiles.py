"""The path tiles of Verflixxt! kompakt, and what a pile of taken tiles is worth at the end.

The rulebook prints no values for the minus tiles, so docs/rules-decisions.md §3 fixes them; they live in the
one table below (`PLUS_VALUES`, `MINUS_VALUES`, `LUCK_COUNT`) so that a different edition can
be played by changing these three lines and nothing else.

Every path tile has a stable id (1 to 26, its place in the table) that never changes while it
travels: from the course into a player's tiles, and for a minus tile handed back by a player
hit by the Wurminator, from his tiles back into the course. Start and finish are tiles of the
course too (they count when moving) but are never taken, so they get ids outside the table.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    PLUS = "plus"
    MINUS = "minus"
    LUCK = "luck"


PLUS_VALUES: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8)
MINUS_VALUES: tuple[int, ...] = (-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -2, -4, -6)
LUCK_COUNT = 5

#: The two ends of the course: counted when moving, never taken.
START = 0
FINISH = 99


@dataclass(frozen=True)
class Tile:
    """One path tile. A Good Luck tile has value 0: it is worth what it converts."""

    id: int
    kind: Kind
    value: int

    @property
    def positive(self) -> bool:
        """Plus and Good Luck tiles are the "positive" tiles the guards start on."""
        return self.kind is not Kind.MINUS

    @property
    def label(self) -> str:
        """How the tile is printed: "+3", "-7", or "" for Good Luck (shown as a clover)."""
        return "" if self.kind is Kind.LUCK else f"{self.value:+d}"


TILES: tuple[Tile, ...] = tuple(
    Tile(number, kind, value)
    for number, (kind, value) in enumerate(
        [(Kind.PLUS, v) for v in PLUS_VALUES] + [(Kind.MINUS, v) for v in MINUS_VALUES] + [(Kind.LUCK, 0)] * LUCK_COUNT,
        start=1,
    )
)
TILE: dict[int, Tile] = {tile.id: tile for tile in TILES}
PATH_TILE_IDS: tuple[int, ...] = tuple(TILE)


def value(tile_id: int) -> int:
    return TILE[tile_id].value


def kind(tile_id: int) -> Kind:
    return TILE[tile_id].kind


@dataclass(frozen=True)
class Score:
    """A player's tiles at the end, grouped the way the end screen shows them.

    `plus` is the sum of the plus tiles; `converted_minus` the (positive) sum of the minus
    tiles that Good Luck tiles turned round; `remaining_minus` the (negative) sum of the minus
    tiles left over. `total = plus + converted_minus + remaining_minus`. Luck tiles beyond the
    number of minus tiles convert nothing and count 0 (`surplus_luck_tiles`).
    """

    plus: int
    converted_minus: int
    remaining_minus: int
    total: int
    plus_tiles: tuple[int, ...]
    luck_tiles: tuple[int, ...]
    converted_tiles: tuple[int, ...]
    remaining_tiles: tuple[int, ...]

    @property
    def surplus_luck_tiles(self) -> tuple[int, ...]:
        return self.luck_tiles[len(self.converted_tiles) :]


def _worst_first(tile_id: int) -> tuple[int, int]:
    return (TILE[tile_id].value, tile_id)


def score(tiles: Iterable[int]) -> Score:
    """Score a collection of tile ids (docs/rules-decisions.md §3 rule 6).

    Each Good Luck tile turns the player's highest remaining minus tile (largest absolute
    value) into the same positive value: that is the best use of it, so a player never has a
    choice to make and the score is a plain function of the tiles.
    """
    ids = list(tiles)
    plus_tiles = tuple(sorted((t for t in ids if kind(t) is Kind.PLUS), key=lambda t: (-value(t), t)))
    luck_tiles = tuple(sorted(t for t in ids if kind(t) is Kind.LUCK))
    minus_tiles = sorted((t for t in ids if kind(t) is Kind.MINUS), key=_worst_first)
    converted = tuple(minus_tiles[: len(luck_tiles)])
    remaining = tuple(minus_tiles[len(luck_tiles) :])
    plus = sum(value(t) for t in plus_tiles)
    converted_minus = -sum(value(t) for t in converted)
    remaining_minus = sum(value(t) for t in remaining)
    return Score(
        plus=plus,
        converted_minus=converted_minus,
        remaining_minus=remaining_minus,
        total=plus + converted_minus + remaining_minus,
        plus_tiles=plus_tiles,
        luck_tiles=luck_tiles,
        converted_tiles=converted,
        remaining_tiles=remaining,
    )
