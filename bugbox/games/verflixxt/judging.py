"""How the computer players of Verflixxt! kompakt judge a position (no Qt, no chance).

Two judgements live here:

- `standing(board, seat, judge)` with a hand-set `Judgement`: the normal level's (and the
  opponents' answers inside the hard level's look-ahead). A player's tiles, the tiles his pawns
  are about to take, and what the Wurminator threatens to hand him.
- `outlook(board, seat)`: the hard level's. The same things and what lies on the road ahead of
  each pawn, as `prospects`, weighed by `HARD_BASIC` or `HARD_WURMINATOR`. Those weights were
  fitted, not guessed: least squares of the game's final score difference on the prospects'
  differences, over the turn ends of 20,000 self-play games (tests/benchmarks/verflixxt_fit.py
  plays them and prints the weights). What the fit found and no hand-set judgement had: a pawn
  alone on a minus tile often gets away (a guard or another pawn joins it), so that threat
  counts for about a third of the tile, not three quarters; a spare Good Luck tile is worth
  three quarters of the largest minus tile it may still turn; Good Luck tiles a few steps ahead
  of a pawn are worth well over a point each, and every pawn still out on the course is worth
  about one (it keeps the choice of which piece to move).

Both see only the board: whose dice come next is the look-ahead's business (`ai.py`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from .course import Board
from .tiles import FINISH, TILE, Kind, score


@dataclass(frozen=True)
class Judgement:
    """How a level weighs a position. `spare_luck`: a Good Luck tile with no minus tile left to
    turn is still worth something while the game goes on: a flat worth per spare luck tile.
    `alone_plus`/`alone_minus`: how much
    of a tile a pawn standing alone on it can count on (it takes it when it leaves, unless
    someone joins it first). `shared`: a shared tile goes to whoever leaves it last.
    `bite_risk`: the chance that a pawn within the Wurminator's reach is bitten.
    `against`: judge against the best other player ("max") or the others on average ("mean").
    """

    spare_luck: float = 4.0
    alone_plus: float = 0.8
    alone_minus: float = 0.75
    shared: float = 0.15
    bite_risk: float = 0.2
    against: str = "max"


NORMAL = Judgement()


# --- judging a position ---------------------------------------------------------------------
@lru_cache(maxsize=1 << 16)
def _hand_value(taken: tuple[int, ...], spare_luck: float, course_minus: tuple[int, ...] | None = None) -> float:
    """The final score of these tiles, with each spare luck tile worth `spare_luck`, or, given
    `course_minus` (the absolute values of the minus tiles on the course, largest first),
    `spare_luck` times one of them.

    A spare Good Luck tile is worth only what it may still turn: the largest minus tiles left
    to take, each at the share `spare_luck` of its worth (the player may never take it). With
    no minus tile left it is worth nothing, so giving up a minus tile that a luck tile already
    turned into points (a Wurminator bite can force that) is a plain loss and never looks like
    a gain. Cached: the look-ahead meets the same hands over and over."""
    result = score(taken)
    spare = len(result.surplus_luck_tiles)
    if course_minus is None:
        return result.total + spare_luck * spare
    return result.total + spare_luck * sum(course_minus[:spare])


@dataclass(slots=True)
class _Surroundings:
    """What every player's judgement of one board shares, worked out once per board: the pieces
    per tile, the tiles the Wurminator can reach next, and the free minus tiles it would hand
    out (absolute values, smallest first; only worked out when someone stands in reach)."""

    crowd: dict[int, int]
    reach: frozenset[int]
    free_minus: list[int] | None = None
    course_minus: tuple[int, ...] | None = None
    road: _Road | None = None

    @classmethod
    def of(cls, board: Board) -> _Surroundings:
        return cls(board.crowd(), board.wurminator_reach())

    def penalties(self, board: Board, caught: int) -> float:
        if self.free_minus is None:
            self.free_minus = _minus_values(tuple(board.course))
        return float(sum(self.free_minus[:caught]))

    def bite(self, board: Board, own: list[int]) -> float:
        """The minus tiles the Wurminator would hand out for these pawns in its reach."""
        if not self.reach:
            return 0.0
        caught = sum(1 for tile in own if tile in self.reach)
        return self.penalties(board, caught) if caught else 0.0

    def luck_targets(self, board: Board) -> tuple[int, ...]:
        if self.course_minus is None:
            self.course_minus = tuple(reversed(_minus_values(tuple(board.course))))
        return self.course_minus

    def road_ahead(self, board: Board) -> _Road:
        if self.road is None:
            self.road = _road(tuple(board.course))
        return self.road


@lru_cache(maxsize=1 << 12)
def _minus_values(course: tuple[int, ...]) -> list[int]:
    return sorted(abs(TILE[t].value) for t in course if t in TILE and TILE[t].kind is Kind.MINUS)


def _pending(
    board: Board,
    seat: int,
    around: _Surroundings,
    value: float,
    spare_luck: float,
    targets: tuple[int, ...] | None = None,
) -> Iterator[tuple[float, bool]]:
    """For each path tile under the player's pawns: what taking it would change in his hand's
    value (`value` now, see `_hand_value`), and whether his pawns stand there alone (he takes
    it when he leaves, unless someone joins it first)."""
    taken = tuple(board.taken[seat])
    own = board.pawns[seat]
    for tile in set(own):
        if tile in TILE:
            yield _hand_value((*taken, tile), spare_luck, targets) - value, around.crowd[tile] == own.count(tile)


def player_value(board: Board, seat: int, judge: Judgement, around: _Surroundings) -> float:
    """What the player's position is worth: his tiles, the tiles his pawns are about to take,
    and what the Wurminator threatens to hand him."""
    value = _hand_value(tuple(board.taken[seat]), judge.spare_luck)
    pending = 0.0
    for gain, alone in _pending(board, seat, around, value, judge.spare_luck):
        if alone:
            pending += gain * (judge.alone_plus if gain > 0 else judge.alone_minus)
        else:
            pending += gain * judge.shared
    pending -= judge.bite_risk * around.bite(board, board.pawns[seat])
    return value + pending


def standing(board: Board, seat: int, judge: Judgement) -> float:
    """The player's value against the others: what decides who wins."""
    around = _Surroundings.of(board)
    values = [player_value(board, s, judge, around) for s in range(len(board.pawns))]
    mine = values.pop(seat)
    return mine - (max(values) if judge.against == "max" else sum(values) / len(values))


# --- the hard level's outlook ---------------------------------------------------------------
#: How many places ahead of a pawn count as "near": the tiles one roll can reach.
NEAR = 6


@dataclass(frozen=True, slots=True)
class _Road:
    """The course as running sums from the start, so that what lies between two places is one
    subtraction: `minus[i]` is the sum of the absolute values of the minus tiles before place
    i, `plus[i]` of the plus tiles, `luck[i]` the number of Good Luck tiles."""

    place: dict[int, int]
    minus: tuple[int, ...]
    plus: tuple[int, ...]
    luck: tuple[int, ...]


@lru_cache(maxsize=1 << 12)
def _road(course: tuple[int, ...]) -> _Road:
    minus, plus, luck = [0], [0], [0]
    for tile in course:
        kind = TILE[tile].kind if tile in TILE else None
        worth = abs(TILE[tile].value) if tile in TILE else 0
        minus.append(minus[-1] + (worth if kind is Kind.MINUS else 0))
        plus.append(plus[-1] + (worth if kind is Kind.PLUS else 0))
        luck.append(luck[-1] + (kind is Kind.LUCK))
    return _Road({tile: at for at, tile in enumerate(course)}, tuple(minus), tuple(plus), tuple(luck))


class Prospects(NamedTuple):
    """What a player can count on, as numbers (`prospects`); the hard level's weights have the
    same shape: what one unit of each is worth in points of final score (see the module doc).

    - `hand`: the score of the tiles he has taken;
    - `spare_luck`: the largest minus tiles on the course, one per Good Luck tile of his with
      nothing to turn yet (what those tiles may still turn);
    - `alone_plus`, `alone_minus`: what the tile under each of his pawns would add to (or take
      from) his score, for a tile his pawns stand on alone: he takes it when he leaves;
    - `shared_plus`, `shared_minus`: the same for a tile other pieces share;
    - `bite`: the minus tiles the Wurminator would hand him for his pawns in its reach;
    - `pawns_out`: his pawns not yet on the finish; `on_start`: those still on the start;
      `road`: the places they have still to go;
    - `near_minus`, `near_plus`, `near_luck`: the minus tiles (absolute values), plus tiles and
      Good Luck tiles (counted) within `NEAR` places ahead of each pawn; `far_*` those beyond.
    """

    hand: float
    spare_luck: float
    alone_plus: float
    alone_minus: float
    shared_plus: float
    shared_minus: float
    bite: float
    pawns_out: float
    road: float
    near_minus: float
    near_plus: float
    near_luck: float
    far_minus: float
    far_plus: float
    far_luck: float
    on_start: float


#: The worth of one unit of each prospect.
Weights = Prospects


#: Fitted by tests/benchmarks/verflixxt_fit.py (20,000 games, seeds 0-19,999).
HARD_BASIC = Weights(
    hand=0.949,
    spare_luck=0.764,
    alone_plus=0.765,
    alone_minus=0.385,
    shared_plus=0.516,
    shared_minus=0.211,
    bite=0.0,
    pawns_out=0.903,
    road=0.232,
    near_minus=-0.007,
    near_plus=0.155,
    near_luck=1.513,
    far_minus=-0.071,
    far_plus=0.034,
    far_luck=0.869,
    on_start=-0.265,
)
HARD_WURMINATOR = Weights(
    hand=0.964,
    spare_luck=0.727,
    alone_plus=0.699,
    alone_minus=0.367,
    shared_plus=0.445,
    shared_minus=0.220,
    bite=-0.261,
    pawns_out=1.165,
    road=0.085,
    near_minus=0.021,
    near_plus=0.150,
    near_luck=1.386,
    far_minus=-0.005,
    far_plus=0.045,
    far_luck=0.792,
    on_start=-0.261,
)


def prospects(board: Board, seat: int, around: _Surroundings) -> Prospects:
    """The player's prospects, each as `Prospects` names it."""
    targets = around.luck_targets(board)
    hand = score(tuple(board.taken[seat])).total
    value = _hand_value(tuple(board.taken[seat]), 1.0, targets)
    alone_plus = alone_minus = shared_plus = shared_minus = 0.0
    for gain, alone in _pending(board, seat, around, value, 1.0, targets):
        if alone and gain > 0:
            alone_plus += gain
        elif alone:
            alone_minus += gain
        elif gain > 0:
            shared_plus += gain
        else:
            shared_minus += gain
    road = around.road_ahead(board)
    end = len(board.course) - 1  # the finish's place
    out = on_start = steps = 0
    near_minus = near_plus = near_luck = far_minus = far_plus = far_luck = 0
    for tile in board.pawns[seat]:
        if tile == FINISH:
            continue
        at = road.place[tile]
        out += 1
        on_start += at == 0
        steps += end - at
        first, cut = at + 1, min(at + 1 + NEAR, end)
        near_minus += road.minus[cut] - road.minus[first]
        near_plus += road.plus[cut] - road.plus[first]
        near_luck += road.luck[cut] - road.luck[first]
        far_minus += road.minus[end] - road.minus[cut]
        far_plus += road.plus[end] - road.plus[cut]
        far_luck += road.luck[end] - road.luck[cut]
    return Prospects(
        hand,
        value - hand,
        alone_plus,
        alone_minus,
        shared_plus,
        shared_minus,
        around.bite(board, board.pawns[seat]),
        out,
        steps,
        near_minus,
        near_plus,
        near_luck,
        far_minus,
        far_plus,
        far_luck,
        on_start,
    )


def outlook(board: Board, seat: int) -> float:
    """The hard level's judgement: the player's prospects against the best other player's."""
    around = _Surroundings.of(board)
    weights = HARD_BASIC if board.wurminator is None else HARD_WURMINATOR
    values = [
        sum(weight * amount for weight, amount in zip(weights, prospects(board, s, around), strict=True))
        for s in range(len(board.pawns))
    ]
    mine = values.pop(seat)
    return mine - max(values)
