"""Where each place of the course lies on the table, and how pieces share a tile.

The course is laid out as an Archimedean spiral around the finish: the finish sits in the
middle and never moves, the start is the outer end and never moves either. Places are numbered
from the finish (0) outwards; the full course fills places 1 to its length, and the i-th tile
still on the course (start first) always lies in slot i, counted from the start. So when a tile
is taken only the tiles after the gap move up one slot along the curve; the start, the tiles
before the gap and the shape of the path stay put, and the last tile simply ends further from
the finish. Fractional places lie on the curve too, which is what lets the view slide a tile
*along* the spiral instead of cutting across it.

Plain arithmetic, no Qt: points are (x, y) tuples in scene units (y grows downwards).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cached_property

Point = tuple[float, float]


@dataclass(frozen=True)
class Spiral:
    """r = b * theta around (cx, cy), `ring` apart between turns; places `step` apart along
    the curve, place 1 at radius `first`. The course runs clockwise inwards from the start;
    `turn` rotates the whole spiral (radians)."""

    cx: float
    cy: float
    first: float
    ring: float
    step: float
    turn: float = 0.0
    _cache: dict = field(default_factory=dict, compare=False, repr=False)

    @cached_property
    def b(self) -> float:
        return self.ring / (2 * math.pi)

    def _length(self, theta: float) -> float:
        """Arc length of r = b*theta from the centre out to `theta` (closed form)."""
        return self.b / 2 * (theta * math.sqrt(1 + theta * theta) + math.asinh(theta))

    def _theta(self, length: float) -> float:
        """The angle at which the curve is `length` long (Newton's method; the length grows
        monotonically with the angle, so it converges from any positive guess)."""
        theta = max(1e-3, math.sqrt(2 * length / self.b))
        for _ in range(30):
            error = self._length(theta) - length
            theta -= error / (self.b * math.sqrt(1 + theta * theta))
            if abs(error) < 1e-6:
                break
        return theta

    def _on_curve(self, theta: float) -> Point:
        r = self.b * theta
        angle = self.turn - theta  # y grows downwards: decreasing angles turn anticlockwise
        return (self.cx + r * math.cos(angle), self.cy + r * math.sin(angle))

    def place(self, place: float) -> Point:
        """The centre of the tile at `place` (0 = the finish in the middle)."""
        if place <= 0:
            return (self.cx, self.cy)
        first = self._length(self.first / self.b)
        if place < 1:
            x, y = self._on_curve(self.first / self.b)
            return (self.cx + (x - self.cx) * place, self.cy + (y - self.cy) * place)
        key = round(place, 6)
        point = self._cache.get(key)
        if point is None:
            point = self._on_curve(self._theta(first + (place - 1) * self.step))
            if len(self._cache) < 4096:
                self._cache[key] = point
        return point


def places(course_length: int, slots: int | None = None) -> list[int]:
    """The place of each course position (start first) on a spiral laid out for a full course
    of `slots` positions (the course's own length when not given): position i lies in slot i
    from the outer end, and the finish (the last position) always on place 0."""
    slots = course_length if slots is None else slots
    return [0 if index == course_length - 1 else slots - 1 - index for index in range(course_length)]


@dataclass(frozen=True)
class Spot:
    """Where one piece stands on its tile: the offset of the piece's centre from the tile's
    centre, and its row (0 = front row, drawn on top)."""

    dx: float
    dy: float
    row: int


def cluster(
    heights: list[float],
    widths: list[float],
    tile: float,
    per_row: int = 3,
    rise: float = 18.0,
    room: float | None = None,
) -> list[Spot]:
    """Spots for pieces sharing a tile, in the order given: the first `per_row` stand in the
    front row on the tile's lower edge, each further row `rise` higher and half a step to the
    side, so every piece keeps its head visible. Pieces in a row stand side by side (at most a
    little overlap), even if a full row reaches a bit beyond the tile: each stays visible and
    can be clicked. `room` is the width a row may fill (the tile's, a little more, by default)."""
    n = len(heights)
    room = tile + 6 if room is None else room
    spots: list[Spot] = []
    for index in range(n):
        row = index // per_row
        in_row = min(per_row, n - row * per_row)
        k = index - row * per_row
        width = max(widths[row * per_row : row * per_row + in_row])
        step = width + 2 if in_row < 2 else max(width * 0.8, min(width + 2, (room - width) / (in_row - 1)))
        stagger = step / 2 if row % 2 else 0.0
        dx = (k - (in_row - 1) / 2) * step + stagger
        base = tile / 2 + 4 - row * rise
        spots.append(Spot(dx, base - heights[index] / 2, row))
    return spots
