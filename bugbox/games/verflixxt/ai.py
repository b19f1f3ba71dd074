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
  once). Pending tiles (a pawn alone on a tile takes it when it leaves) and the Wurminator's
  reach count in the judgement, and a spare Good Luck tile is worth only what it may still
  turn: a bite that makes it hand back a minus tile its luck tile already turned is a loss,
  never a gain.

All three only ever see what a player at the table sees: the die already rolled, and for the
future the six faces, never the rng in the state. The look-ahead runs on `course.Board`, the
same mechanics `rules.apply` uses, without events. Every choice is a pure function of
(state, level, seed).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from ...core.players import Level
from ...core.rng import Rng, seed_state
from . import rules
from .course import Board, parse_piece
from .rules import Action, LeaveWurminator, Move, MoveWurminator
from .tiles import FINISH, TILE, Kind, score


@dataclass(frozen=True)
class Judgement:
    """How a level weighs a position. `spare_luck`: a Good Luck tile with no minus tile left to
    turn is still worth something while the game goes on: a flat worth per spare luck tile, or
    with `luck_by_course` that share of the largest minus tiles still on the course (what the
    tile may yet turn; nothing once no minus tile is left). `alone_plus`/`alone_minus`: how much
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
    luck_by_course: bool = False


NORMAL = Judgement()
#: Checked in seeded heads-up games against the earlier hard level and normal
#: (tests/benchmarks/verflixxt_league.py --baseline) and at 3-player tables
#: (tests/benchmarks/verflixxt_ai.py).
HARD = Judgement(shared=0.35, spare_luck=0.4, luck_by_course=True)

#: Hard looks this many turns ahead, the others' and its own (its own ends the look-ahead),
#: from at most `BEAM` of its options.
PLIES = 2
BEAM = 6

Plan = tuple[Action, Board]


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

    @classmethod
    def of(cls, board: Board) -> _Surroundings:
        crowd: dict[int, int] = {}
        for tile in board.guards:
            crowd[tile] = crowd.get(tile, 0) + 1
        for own in board.pawns:
            for tile in own:
                crowd[tile] = crowd.get(tile, 0) + 1
        reach: frozenset[int] = frozenset()
        if board.wurminator is not None:
            crowd[board.wurminator] = crowd.get(board.wurminator, 0) + 1
            at = board.place(board.wurminator)
            reach = frozenset(board.course[at + 1: at + 3]) - {FINISH}
        return cls(crowd, reach)

    def penalties(self, board: Board, caught: int) -> float:
        if self.free_minus is None:
            self.free_minus = _minus_values(tuple(board.course))
        return float(sum(self.free_minus[:caught]))

    def luck_targets(self, board: Board) -> tuple[int, ...]:
        if self.course_minus is None:
            self.course_minus = tuple(reversed(_minus_values(tuple(board.course))))
        return self.course_minus


@lru_cache(maxsize=1 << 12)
def _minus_values(course: tuple[int, ...]) -> list[int]:
    return sorted(abs(TILE[t].value) for t in course if t in TILE and TILE[t].kind is Kind.MINUS)


def player_value(board: Board, seat: int, judge: Judgement, around: _Surroundings) -> float:
    """What the player's position is worth: his tiles, the tiles his pawns are about to take,
    and what the Wurminator threatens to hand him."""
    taken = tuple(board.taken[seat])
    targets = around.luck_targets(board) if judge.luck_by_course else None
    value = _hand_value(taken, judge.spare_luck, targets)
    own = board.pawns[seat]
    pending = 0.0
    for tile in set(own):
        if tile not in TILE:
            continue
        gain = _hand_value((*taken, tile), judge.spare_luck, targets) - value
        if around.crowd[tile] == own.count(tile):
            pending += gain * (judge.alone_plus if gain > 0 else judge.alone_minus)
        else:
            pending += gain * judge.shared
    if around.reach:
        caught = sum(1 for tile in own if tile in around.reach)
        if caught:
            pending -= judge.bite_risk * around.penalties(board, caught)
    return value + pending


def standing(board: Board, seat: int, judge: Judgement) -> float:
    """The player's value against the others: what decides who wins."""
    around = _Surroundings.of(board)
    values = [player_value(board, s, judge, around) for s in range(len(board.pawns))]
    mine = values.pop(seat)
    return mine - (max(values) if judge.against == "max" else sum(values) / len(values))


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
        return standing(board, me, HARD)
    total = 0.0
    for die in range(1, 7):
        if seat == me:  # the last ply: his best way to finish that turn, the Wurminator's too
            options = plans(board, me, die, "move", board.wurminator_due(die))
            total += max(standing(after, me, HARD) for _, after in options)
            continue
        after = greedy_reply(board, seat, die)
        total += _expect(after, me, after.pass_turn(seat), plies - 1)
    return total / 6


def _hard(state: rules.State, options: list[Plan]) -> Action:
    """Look ahead from the `BEAM` most promising ways to finish the turn (judged as they stand),
    which bounds the time a decision takes, whatever the roll and the variant offer."""
    me = state.current
    ranked = sorted(options, key=lambda plan: -standing(plan[1], me, HARD))[:BEAM]
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
