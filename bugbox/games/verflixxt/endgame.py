"""Verflixxt! kompakt's endgame, solved exactly: each seat's share of the win when every seat
plays for the win from here on.

Near the end the game is small: a few pawns short of the finish, a handful of tiles left. Then
the value of a position can be computed outright instead of sampled: an expectimax over the
six faces of the die and every way to finish a turn (`ai.plans`, the rules' own mechanics on
`course.Board`), where the seat to move takes the way that gives it the largest share of the
win (the first of equals, in the rules' order, so the answer is one function of the board).
That is what a review needs at the end, where a playout that still plays for points (walk the
guards off a minus tile, then leave it alone and take it) turns a shared win into a loss and
reports it as certain.

"Small" is judged from the board alone (`small`), never from what a cache happens to hold, so
whether a position is solved, and its value, are the same in every process. The values are
kept in a bounded per-process table: the playouts of a review reach the same endgames again
and again.
"""

from __future__ import annotations

from collections.abc import Hashable

from . import ai
from .course import Board
from .tiles import FINISH, score

#: A board is solved exactly when the pawns not yet home have at most this many places left to
#: walk together, and at most `MOST_PAWNS` of them are out. Measured on endgames of real games:
#: every board within these limits solves in well under a second from an empty table.
MOST_PLACES = 12
MOST_PAWNS = 2
#: The most solved boards kept per process; the table is emptied when it is full.
MOST_KEPT = 400_000

Shares = tuple[float, ...]
_solved: dict[Hashable, Shares] = {}


def places_left(board: Board) -> tuple[int, int]:
    """(pawns not yet home, the places still to walk by them and by the guards that may yet
    move: those level with or ahead of the last pawn out, which a pawn can still reach)."""
    last = len(board.course) - 1
    out = [board.place(tile) for own in board.pawns for tile in own if tile != FINISH]
    if not out:
        return 0, 0
    rear = min(out)
    guards = [at for at in map(board.place, board.guards) if rear <= at < last]
    return len(out), sum(last - at for at in out + guards)


def small(board: Board) -> bool:
    """Whether `value` solves this board (a pure function of the board). Never with the
    Wurminator on the course: it goes round again from the start, and a bite may put a tile
    back before the finish, so its game has no bound to count down."""
    if board.wurminator is not None:
        return False
    pawns, places = places_left(board)
    return pawns <= MOST_PAWNS and places <= MOST_PLACES


def final_shares(board: Board) -> Shares:
    """Each seat's share of the win on a finished board: 1/n for each of n best totals."""
    totals = [score(tuple(taken)).total for taken in board.taken]
    top = max(totals)
    winners = [n for n, total in enumerate(totals) if total == top]
    return tuple(1 / len(winners) if n in winners else 0.0 for n in range(len(totals)))


def _key(board: Board, seat: int) -> Hashable:
    return (
        seat,
        tuple(board.course),
        tuple(tuple(own) for own in board.pawns),
        tuple(board.guards),
        board.wurminator,
        tuple(tuple(taken) for taken in board.taken),
    )


def value(board: Board, seat: int) -> Shares:
    """The shares of the win before `seat` rolls, every seat playing for the win."""
    if board.all_home():
        return final_shares(board)
    key = _key(board, seat)
    known = _solved.get(key)
    if known is not None:
        return known
    seats = len(board.pawns)
    total = [0.0] * seats
    for die in range(1, 7):
        best = after_roll(board, seat, die)
        for n in range(seats):
            total[n] += best[n]
    shares = tuple(t / 6 for t in total)
    if len(_solved) >= MOST_KEPT:
        _solved.clear()
    _solved[key] = shares
    return shares


def after_roll(board: Board, seat: int, die: int, phase: str = "move", due: str | None = None) -> Shares:
    """The shares once `seat` has rolled `die`: the way to finish the turn best for `seat`."""
    options = ai.plans(board, seat, die, phase, board.wurminator_due(die) if due is None else due)
    return max((after_turn(end, seat) for _, end in options), key=lambda shares: shares[seat])


def after_turn(board: Board, seat: int) -> Shares:
    """The shares at the end of `seat`'s turn, before the next seat rolls."""
    if board.all_home():
        return final_shares(board)
    nxt = board.pass_turn(seat)
    return final_shares(board) if nxt is None else value(board, nxt)
