"""Where each place of the course lies on the table, and how pieces share a tile.

The course is laid out as an Archimedean spiral around the finish: the finish sits in the
middle and never moves, the start is the outer end. Places are numbered from the finish (0)
outwards, so when a tile is taken everything between the gap and the start slides one place
inwards along the curve, while the tiles between the gap and the finish stay put: the gap
closes the way a player pushes the tiles together. Fractional places lie on the curve too,
which is what lets the view slide a tile *along* the spiral instead of cutting across it.

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


def places(course_length: int) -> list[int]:
    """The place of each course position (start first): the finish is place 0."""
    return [course_length - 1 - index for index in range(course_length)]


@dataclass(frozen=True)
class Spot:
    """Where one piece stands on its tile: the offset of the piece's centre from the tile's
    centre, and its row (0 = front row, drawn on top)."""

    dx: float
    dy: float
    row: int


def cluster(heights: list[float], widths: list[float], tile: float, per_row: int = 4) -> list[Spot]:
    """Spots for pieces sharing a tile, in the order given: the first `per_row` stand in the
    front row on the tile's lower edge, each further row a little higher and half a step to
    the side, so every piece keeps its head visible. Rows squeeze together rather than spill
    far beyond the tile."""
    n = len(heights)
    spots: list[Spot] = []
    rows = max(1, math.ceil(n / per_row))
    for index in range(n):
        row = index // per_row
        in_row = min(per_row, n - row * per_row)
        k = index - row * per_row
        width = max(widths[row * per_row: row * per_row + in_row])
        step = width + 2 if in_row < 2 else min(width + 2, (tile + 6 - width) / (in_row - 1))
        stagger = step / 2 if row % 2 else 0.0
        dx = (k - (in_row - 1) / 2) * step + stagger
        base = tile / 2 + 4 - row * min(16.0, tile * 0.5 / rows)
        spots.append(Spot(dx, base - heights[index] / 2, row))
    return spots
