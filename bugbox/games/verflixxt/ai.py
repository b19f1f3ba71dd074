"""Computer players for Verflixxt! kompakt at three levels.

- easy: any legal action, picked at random (seeded).
- normal: greedy. It tries every way to finish its turn with the roll it has (which piece,
  and in the variant whether the Wurminator moves before, after or not at all) and keeps the
  one whose position is best for it right now: the tiles it gains or avoids, and the tiles it
  hands to the others through the Wurminator.
- hard: expectimax over the die. For each way to finish its turn it averages over the next
  rolls of the players after it, assuming each answers like a normal player; when its own
  turn comes round within the look-ahead (at a table of two), it averages over its own next
  roll too, taking its best way to finish that turn for each face (the Wurminator's move
  included: on a 1 or 2 it may bite the other's pawns then, or must move and bite its own),
  so that it sees what a move sets up as well as what it risks (a free cover now that lets a
  pawn walk off a minus tile next turn is worth more than a paid one that lets it walk off at
  once). It judges the positions it reaches by `judging.outlook`: its tiles, the tiles its
  pawns are about to take, the Wurminator's reach and the road ahead of each pawn, weighed
  by weights fitted to the final scores of self-play games; a spare Good Luck tile is worth
  only what it may still turn, so a bite that makes it hand back a minus tile its luck tile
  already turned is a loss, never a gain.

All three only ever see what a player at the table sees: the die already rolled, and for the
future the six faces, never the rng in the state. The look-ahead runs on `course.Board`, the
same mechanics `rules.apply` uses, without events. Every choice is a pure function of
(state, level, seed).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from ...core.players import Level
from ...core.rng import Rng, seed_state
from . import rules
from .course import Board, parse_piece
from .judging import NORMAL, outlook, standing
from .rules import Action, LeaveWurminator, Move, MoveWurminator

#: Hard looks this many turns ahead, the others' and its own (its own ends the look-ahead),
#: from at most `BEAM` of its options.
PLIES = 2
BEAM = 6

Plan = tuple[Action, Board]


# --- the ways to finish a turn ------------------------------------------------------------
#: The look-ahead names the same few pieces and actions over and over.
_parse = lru_cache(maxsize=256)(parse_piece)


@lru_cache(maxsize=256)
def _move_action(piece: str) -> Move:
    return Move(piece=piece)


def _move(board: Board, seat: int, piece: str, die: int) -> Board:
    after = board.copy()
    what, a, b = _parse(piece)
    if what == "pawn":
        after.move_pawn(a, b, die)
    else:
        after.move_guard(seat, a, die)
    return after


def _wurminator(board: Board, seat: int, die: int) -> Board:
    after = board.copy()
    after.move_wurminator(seat, die)
    return after


def _pieces(board: Board, seat: int) -> Iterator[str]:
    """The movable pieces, leaving out a second pawn of the player (or a second guard) on the same
    tile: moving either gives the same position."""
    seen: set[tuple[str, int]] = set()
    for piece in board.movable(seat):
        what, a, b = _parse(piece)
        key = (what, board.pawns[a][b] if what == "pawn" else board.guards[a])
        if key not in seen:
            seen.add(key)
            yield piece


def plans(board: Board, seat: int, die: int, phase: str, due: str) -> list[Plan]:
    """Every way to finish the turn: (the action to take now, the board at the end of the turn)."""
    if phase == "wurminator":
        out: list[Plan] = [(MoveWurminator(), _wurminator(board, seat, die))]
        return out + ([(LeaveWurminator(), board)] if due == "may" else [])
    out = []
    for piece in _pieces(board, seat):
        after = _move(board, seat, piece, die)
        if due != "no" and not after.all_home():
            out.append((_move_action(piece), _wurminator(after, seat, die)))
        if due != "must" or after.all_home():
            out.append((_move_action(piece), after))
    if due != "no":
        first = _wurminator(board, seat, die)
        out += [(MoveWurminator(), _move(first, seat, piece, die)) for piece in _pieces(first, seat)]
    return out


def greedy_reply(board: Board, seat: int, die: int) -> Board:
    """How a normal player finishes his turn with this roll."""
    options = plans(board, seat, die, "move", board.wurminator_due(die))
    return max(options, key=lambda plan: standing(plan[1], seat, NORMAL))[1]


# --- the three levels -----------------------------------------------------------------------
def _normal(state: rules.State, options: list[Plan], rng: Rng) -> Action:
    scored = [(standing(board, state.current, NORMAL), n) for n, (_, board) in enumerate(options)]
    best = max(s for s, _ in scored)
    return options[rng.choice([n for s, n in scored if s >= best - 1e-9])][0]


def _expect(board: Board, me: int, seat: int | None, plies: int) -> float:
    """The average standing after the next `plies` turns (from `seat` on): the others answer
    like a normal player; on his own turn the player takes his best way to finish it."""
    if plies == 0 or seat is None:
        return outlook(board, me)
    total = 0.0
    for die in range(1, 7):
        if seat == me:  # the last ply: his best way to finish that turn, the Wurminator's too
            options = plans(board, me, die, "move", board.wurminator_due(die))
            total += max(outlook(after, me) for _, after in options)
            continue
        after = greedy_reply(board, seat, die)
        total += _expect(after, me, after.pass_turn(seat), plies - 1)
    return total / 6


def _hard(state: rules.State, options: list[Plan]) -> Action:
    """Look ahead from the `BEAM` most promising ways to finish the turn (judged as they stand),
    which bounds the time a decision takes, whatever the roll and the variant offer."""
    me = state.current
    ranked = sorted(options, key=lambda plan: -outlook(plan[1], me))[:BEAM]
    best_action, best_value = ranked[0][0], float("-inf")
    for action, board in ranked:
        value = _expect(board, me, board.pass_turn(me), PLIES)
        if value > best_value + 1e-9:
            best_action, best_value = action, value
    return best_action


def choose_action(state: rules.State, level: Level, seed: int) -> Action:
    """The computer's decision for the pending choice (the roll too, trivially)."""
    legal = rules.legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    rng = Rng(seed_state(seed))
    if level is Level.EASY:
        return rng.choice(legal)
    options = plans(rules.board(state), state.current, state.die, state.phase, state.wurminator_due)
    if level is Level.NORMAL:
        return _normal(state, options, rng)
    return _hard(state, options)
