"""The kitchen: a 7x7 board, its squares, the four facings, and rays across it.

Squares are named as on a chess board: columns A-G left to right, rows 1-7 bottom to top,
so the rulebook's examples ("the exterminator stands on A1") read the same here. Inside the
model a square is an index `column + 7 * row` (A1 = 0, G7 = 48) because the solver visits
hundreds of thousands of positions and strings would make every step slow; names appear only
at the edges (task files, actions, events).

Facings are 0 = N (towards row 7), 1 = E, 2 = S, 3 = W, so a quarter turn to the right is
`+1` and the opposite facing is `+2`, modulo 4.

Sets of squares are 49-bit integers (bit i = square i). The solver's pruning asks "which
squares could he ever see?" for many positions; shifting one integer answers that for a
whole set of squares at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeGuard

SIZE = 7
SQUARES = SIZE * SIZE
COLUMNS = "ABCDEFG"
FACINGS = "NESW"
N, E, S, W = 0, 1, 2, 3

#: Column and row steps per facing.
STEP: tuple[tuple[int, int], ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))

FULL = (1 << SQUARES) - 1
_COLUMN_A = sum(1 << (7 * r) for r in range(SIZE))
_COLUMN_G = _COLUMN_A << 6


def square_name(index: int) -> str:
    return f"{COLUMNS[index % SIZE]}{index // SIZE + 1}"


def square_index(name: str) -> int:
    """The index of a square name like "C5"; raises ValueError for anything else."""
    if not isinstance(name, str) or len(name) != 2 or name[0] not in COLUMNS or name[1] not in "1234567":
        raise ValueError(f"not a square: {name!r}")
    return COLUMNS.index(name[0]) + SIZE * (int(name[1]) - 1)


def is_square(name: object) -> TypeGuard[str]:
    return isinstance(name, str) and len(name) == 2 and name[0] in COLUMNS and name[1] in "1234567"


def facing_index(letter: str) -> int:
    if letter not in ("N", "E", "S", "W"):
        raise ValueError(f"not a facing: {letter!r}")
    return FACINGS.index(letter)


def _neighbour(index: int, facing: int) -> int:
    dc, dr = STEP[facing]
    c, r = index % SIZE + dc, index // SIZE + dr
    return c + SIZE * r if 0 <= c < SIZE and 0 <= r < SIZE else -1


#: NEXT[square][facing]: the adjacent square that way, or -1 beyond the edge.
NEXT: tuple[tuple[int, ...], ...] = tuple(tuple(_neighbour(i, f) for f in range(4)) for i in range(SQUARES))


def _ray(index: int, facing: int) -> tuple[int, ...]:
    out = []
    i = NEXT[index][facing]
    while i >= 0:
        out.append(i)
        i = NEXT[i][facing]
    return tuple(out)


#: RAY[square][facing]: the squares straight on from a square (nearest first), to the edge.
RAY: tuple[tuple[tuple[int, ...], ...], ...] = tuple(tuple(_ray(i, f) for f in range(4)) for i in range(SQUARES))


def shift(mask: int, facing: int) -> int:
    """Every square of `mask` moved one step in `facing`; squares pushed off the board vanish."""
    if facing == N:
        return (mask << SIZE) & FULL
    if facing == S:
        return mask >> SIZE
    if facing == E:
        return (mask & ~_COLUMN_G) << 1
    return (mask & ~_COLUMN_A) >> 1


def flood(mask: int, facing: int) -> int:
    """All squares strictly beyond the squares of `mask` in `facing`, to the edge (no blocking)."""
    out = 0
    step = shift(mask, facing)
    while step:
        out |= step
        step = shift(step, facing)
    return out


def _segment(index: int, reach: int) -> tuple[int, int]:
    """Squares within `reach` steps of `index` along its column and along its row."""
    col, row = index % SIZE, index // SIZE
    vertical = sum(1 << (col + SIZE * r) for r in range(max(0, row - reach), min(SIZE, row + reach + 1)))
    horizontal = sum(1 << (c + SIZE * row) for c in range(max(0, col - reach), min(SIZE, col + reach + 1)))
    return vertical, horizontal


#: TRACK[square][axis][reach]: where a cockroach starting on `square` can be within `reach`
#: steps. A cockroach only ever steps forward or turns about, so it never leaves its line:
#: axis 0 is the column (facing N or S), axis 1 the row (facing E or W). reach 0..7.
TRACK: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = tuple(
    (tuple(_segment(i, k)[0] for k in range(SIZE + 1)), tuple(_segment(i, k)[1] for k in range(SIZE + 1)))
    for i in range(SQUARES)
)


def squares_of(mask: int) -> list[int]:
    """The square indices in a mask, in index order (A1, B1, ... G7)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(indices: Iterable[int]) -> int:
    m = 0
    for i in indices:
        m |= 1 << i
    return m
