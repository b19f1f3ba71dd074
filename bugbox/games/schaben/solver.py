"""The solver: finds a solution, proves there is none, counts solutions, gives hints.

It is a depth-first search over positions (exterminator, facing, cockroaches, boxes, cards in
hand), every step played as `rules.resolve` plays it (the card's own step written out in
`Search.children`, then the rules' own `rules.hunt`; the tests count solutions through
`resolve` with its log and compare), so the solver obeys exactly the rules the player sees.
Three things keep it fast enough to answer a hint at once:

1. **Memoisation.** Different card orders often reach the same position; a position known to
   fail is never searched twice (cockroaches are a sorted multiset: which one is which does
   not matter to the outcome).
2. **Pruning cockroaches that can no longer be reached.** A cockroach only ever steps along
   its own row or column (it walks on or turns about), so within k more cards it stays on a
   short segment. The exterminator, with the cards left, can only stand on certain squares
   and look in certain directions (ignoring boxes, which only makes the estimate generous).
   If some cockroach's segment lies wholly outside everything he could ever see, the position
   is lost, however the cards are played.
3. **Boxes that cannot matter.** Placing a box on a square that no cockroach can reach and
   the exterminator can neither walk over nor see along, in the time left, changes nothing
   but the box's own square; all such squares lead to the same outcome. The search tries one
   of them for all (and counts it for all when counting solutions). The same holds for taking
   away a box that cannot matter.

`spare` asks for solutions that finish with at least that many cards unplayed: with
`spare=1` the search decides whether a strict subset of the cards already solves the task
(the generator keeps only tasks that need every card).

None of this bounds the search in general: an unsolvable 18-card task (four cockroaches boxed
into the corners, three box cards) ran for minutes past 3 GB. So every search the player can
start carries a `Budget` (positions visited, seconds, a cancel flag for hints in the
background) and gives a third answer when it runs out: `Undecided`, "could not decide within
the limit". The default allows 500,000 positions, far more than any shipped task needs
(tests/benchmarks/schaben_solver.py measures them), and a few seconds at most.

The same search answers the puzzle questions of `techniques`: `forbid` keeps it from playing
any trick of `tricks` (the restricted solvers that grade a task), `merged` and `cap` count
solutions with alike box squares as one and stop at a cap, `chance` weighs every play as a
random player would, and the ninth card kind `PASS` (a box card played as a pass) asks
whether a box card matters at all.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import product
from math import factorial
from typing import cast

from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg
from .board import SQUARES, TRACK, flood, square_index, square_name
from .rules import (
    BOX,
    CARDS,
    MOVE_CARDS,
    MOVE_TURNS,
    TURN_AROUND,
    TURN_LEFT,
    TURN_RIGHT,
    TURN_TURNS,
    PlayCard,
    State,
    compact,
    destinations_from,
    hand_counts,
    hunt,
    move_direction,
    resolve,
)
from .tasks import Task
from .tricks import play_tricks

#: ROTATIONS[(left, right, around, budget)]: bitmask of the quarter turns (0-3) that some of
#: those turn cards add up to, playing at most `budget` of them (none is allowed).
ROTATIONS: dict[tuple[int, int, int, int], int] = {
    (a, b, c, k): sum(
        1 << r
        for r in {
            (3 * x + y + 2 * z) & 3 for x in range(a + 1) for y in range(b + 1) for z in range(c + 1) if x + y + z <= k
        }
    )
    for a, b, c, k in product(range(3), range(3), range(3), range(7))
}


def _lines(code: int, reach: int) -> int:
    """The rows (bits 0-6) and columns (bits 7-13) a cockroach may stand in within `reach`
    steps: its own line, and the crossing lines of the squares it may walk to."""
    square, facing = code >> 2, code & 3
    col, row = square % 7, square // 7
    if facing & 1:  # E or W: walks along its row
        return 1 << row | sum(1 << (7 + c) for c in range(max(0, col - reach), min(7, col + reach + 1)))
    return 1 << (7 + col) | sum(1 << r for r in range(max(0, row - reach), min(7, row + reach + 1)))


#: LINES[cockroach code][reach]: see `_lines`.
LINES: tuple[tuple[int, ...], ...] = tuple(tuple(_lines(code, k) for k in range(8)) for code in range(4 * SQUARES))


def _covered(lines: tuple[int, ...], k: int) -> bool:
    """Can k rows or columns together touch every cockroach's lines? Each card catches only
    cockroaches on one line (the row or column of his square, looking one way), so with k
    cards left, k lines must do for all of them."""
    if not lines:
        return True
    if k == 0:
        return False
    first = lines[0]
    while first:
        line = first & -first
        first ^= line
        if _covered(tuple(m for m in lines[1:] if not m & line), k - 1):
            return True
    return False


#: The solver's own ninth card kind: a box card that may only be played as a pass (the card
#: is used up, nothing changes, the cockroaches move). "Does this box card matter?" is "can
#: the task be solved with it played as a pass?"
PASS = 8

Step = tuple[int, int]  # (card, square): square is the move's end or the box card's square
#: A position in the searches: (exterminator, facing, cockroaches, boxes, cards in hand per kind).
Key = tuple[int, int, tuple[int, ...], int, tuple[int, ...]]

#: Positions a search may visit unless told otherwise (see the module docstring).
DEFAULT_NODES = 500_000
#: Seconds a search may take unless told otherwise (a slow machine stops here first).
DEFAULT_SECONDS = 5.0
#: How often (in positions) the clock and the cancel flag are looked at.
_CHECK_EVERY = 1024


class Undecided(Exception):
    """The search ran out of its budget (or was cancelled) before it knew the answer."""

    def __init__(self, nodes: int, cancelled: bool = False):
        self.nodes = nodes
        self.cancelled = cancelled
        super().__init__("cancelled" if cancelled else f"could not decide within the limit ({nodes} positions)")


@dataclass
class Budget:
    """How far one search may go: positions visited, seconds (None: no clock), and a flag
    another thread sets to cancel it (a hint the player no longer waits for)."""

    nodes: int = DEFAULT_NODES
    seconds: float | None = DEFAULT_SECONDS
    cancel: threading.Event = field(default_factory=threading.Event)


class Search:
    """One search over one task's positions; keeps its memo between questions, so repeated
    hints during a game get cheaper."""

    def __init__(
        self,
        target: int = -1,
        spare: int = 0,
        counting: bool = False,
        budget: Budget | None = None,
        forbid: int = 0,
        merged: bool = False,
        cap: int = 0,
        vision: dict[tuple[int, int, tuple[int, ...], int], int] | None = None,
    ):
        self.target = target
        self.spare = spare
        self.counting = counting
        #: Tricks (bits of `tricks`) no play may use: the restricted solvers of `techniques`.
        self.forbid = forbid
        #: Count box squares that act alike (the stand-in of `box_choices`) as one solution.
        self.merged = merged
        #: Stop counting at this many solutions (0: count them all); "is it unique?" needs 2.
        self.cap = cap
        self.chances: dict[Key, float] = {}
        self.failed: set[Key] = set()
        self.counts: dict[Key, int] = {}
        self.orders: dict[Key, frozenset[tuple[int, ...]]] = {}
        #: `vision`'s answers; they depend on his square, facing and cards alone, so searches of
        #: one kitchen may share them (the generator's uniqueness searches of a candidate do).
        self._vision: dict[tuple[int, int, tuple[int, ...], int], int] = {} if vision is None else vision
        self.nodes = 0
        self.budget = budget
        self._limit = budget.nodes if budget else -1
        self._deadline = time.monotonic() + budget.seconds if budget and budget.seconds is not None else None

    def visit(self) -> None:
        """Count one position; raise `Undecided` when the budget is spent or cancelled."""
        self.nodes += 1
        if self._limit < 0:
            return
        if self.nodes > self._limit:
            raise Undecided(self.nodes)
        if self.nodes % _CHECK_EVERY == 0:
            if cast(Budget, self.budget).cancel.is_set():  # a limit means a budget
                raise Undecided(self.nodes, cancelled=True)
            if self._deadline is not None and time.monotonic() > self._deadline:
                raise Undecided(self.nodes)

    # --- what could still happen -------------------------------------------------------------

    def vision(self, ex: int, facing: int, hand: tuple[int, ...], budget: int) -> int:
        """Every square he could stand on or look along, playing at most `budget` of the
        cards in `hand`, ignoring boxes and cockroaches in his way (a generous estimate:
        safe for pruning)."""
        budget = min(budget, 6)
        key = (ex, facing, hand, budget)
        found = self._vision.get(key)
        if found is not None:
            return found
        rotations = ROTATIONS[(hand[TURN_LEFT], hand[TURN_RIGHT], hand[TURN_AROUND], budget)]
        facings = [(facing + r) & 3 for r in range(4) if rotations >> r & 1]
        ways = {(f + MOVE_TURNS[c]) & 3 for f in facings for c in MOVE_CARDS if hand[c]}
        stands = 1 << ex
        for _ in range(min(budget, sum(hand[c] for c in MOVE_CARDS))):
            grown = stands
            for way in ways:
                grown |= flood(stands, way)
            if grown == stands:
                break
            stands = grown
        seen = stands
        for f in facings:
            seen |= flood(stands, f)
        self._vision[key] = seen
        return seen

    def hopeless(self, ex: int, facing: int, roaches: tuple[int, ...], hand: tuple[int, ...], left: int) -> bool:
        """True when some cockroach (or the target) is out of reach whatever he plays."""
        left -= self.spare  # cards that may still take part in a solution
        if left <= 0:
            return True
        seen = self.vision(ex, facing, hand, left)
        if self.target >= 0:
            return not seen >> self.target & 1
        reach = min(left, 7)
        for code in roaches:
            if not TRACK[code >> 2][(code & 3) & 1][reach] & seen:
                return True
        if left >= len(roaches):
            return False
        lines = tuple(LINES[code][reach] for code in roaches)
        return not _covered(lines, left)

    def box_choices(
        self, ex: int, facing: int, roaches: tuple[int, ...], boxes: int, hand: tuple[int, ...], left: int
    ) -> list[tuple[int, int]]:
        """(square, how many equivalent squares it stands for) for a box card: every square
        that could matter, plus one stand-in for all those that cannot."""
        after = hand[:BOX] + (hand[BOX] - 1,)
        last = left - self.spare == 1
        matters = self.vision(ex, facing, after, left - self.spare - 1) | flood(1 << ex, facing)
        taken = boxes | 1 << ex
        reach = min(left - self.spare, 7)
        for code in roaches:
            taken |= 1 << (code >> 2)
            matters |= TRACK[code >> 2][(code & 3) & 1][reach]
        free = ~taken & ((1 << SQUARES) - 1)
        if last and not self.counting and free & ~matters:
            # The last card that may count: a new box could only shorten his line of sight or
            # stop a cockroach stepping into it, never help; one harmless box stands for all.
            free &= ~matters
        out: list[tuple[int, int]] = []
        for pool in (free, boxes):
            idle = pool & ~matters
            relevant = pool & matters
            while relevant:
                low = relevant & -relevant
                out.append((low.bit_length() - 1, 1))
                relevant ^= low
            if idle:
                out.append(((idle & -idle).bit_length() - 1, idle.bit_count()))
        return out

    def choices(
        self, ex: int, facing: int, roaches: tuple[int, ...], boxes: int, hand: tuple[int, ...], left: int
    ) -> list[tuple[int, int, int]]:
        """(card, square, multiplicity) for every distinct play from this position."""
        out = []
        for card in range(len(hand)):
            if not hand[card]:
                continue
            if card == PASS:
                out.append((card, -1, 1))
            elif card in MOVE_TURNS:
                ends = destinations_from(ex, move_direction(card, facing), roaches, boxes) or [ex]
                out += [(card, end, 1) for end in ends]
            elif card == BOX:
                out += [(card, sq, n) for sq, n in self.box_choices(ex, facing, roaches, boxes, hand, left)]
            else:
                out.append((card, -1, 1))
        return out

    def children(
        self, ex: int, facing: int, roaches: tuple[int, ...], boxes: int, hand: tuple[int, ...], left: int
    ) -> Iterator[tuple[int, int, int, Key, bool]]:
        """Each distinct play with its resulting position, and whether that position is solved."""
        # `rules.resolve` without its log, written out: this is the searches' innermost loop
        forbid, target = self.forbid, self.target
        for card, square, n in self.choices(ex, facing, roaches, boxes, hand, left):
            if forbid and play_tricks(ex, facing, roaches, boxes, card, square) & forbid:
                continue
            nex, nf, nb = ex, facing, boxes
            if card in MOVE_TURNS:
                nex = square
            elif card == BOX or card == PASS:
                if square >= 0:  # PASS: the box card played as a pass changes nothing
                    nb = boxes ^ 1 << square
            else:
                nf = (facing + TURN_TURNS[card]) & 3
            nr = hunt(nex, nf, roaches, nb) if roaches else roaches
            if len(nr) > 1:
                nr = tuple(sorted(nr))
            nh = hand[:card] + (hand[card] - 1,) + hand[card + 1 :]
            yield card, square, n, (nex, nf, nr, nb, nh), nex == target if target >= 0 else not nr

    # --- the searches --------------------------------------------------------------------------

    def first(
        self, ex: int, facing: int, roaches: tuple[int, ...], boxes: int, hand: tuple[int, ...]
    ) -> list[Step] | None:
        """A solution from this position (list of (card, square)), or None if there is none."""
        left = sum(hand)
        key = (ex, facing, roaches, boxes, hand)
        if key in self.failed:
            return None
        self.visit()
        if self.hopeless(ex, facing, roaches, hand, left):
            self.failed.add(key)
            return None
        # Plays that catch the most cockroaches first: a solution, if any, is usually found
        # down the greedy path, and a proof of none visits every play anyway.
        plays = sorted(self.children(ex, facing, roaches, boxes, hand, left), key=lambda play: len(play[3][2]))
        for card, square, _, child, solved in plays:
            if solved:
                if left - 1 >= self.spare:
                    return [(card, square)]
                continue
            rest = self.first(*child)
            if rest is not None:
                return [(card, square)] + rest
        self.failed.add(key)
        return None

    def count(self, ex: int, facing: int, roaches: tuple[int, ...], boxes: int, hand: tuple[int, ...]) -> int:
        """How many different ways (cards, order and squares) solve it from this position."""
        key = (ex, facing, roaches, boxes, hand)
        found = self.counts.get(key)
        if found is not None:
            return found
        self.visit()
        left = sum(hand)
        total = 0
        if not self.hopeless(ex, facing, roaches, hand, left):
            for _, _, n, child, solved in self.children(ex, facing, roaches, boxes, hand, left):
                if self.merged:
                    n = 1
                if solved:
                    total += n if left - 1 >= self.spare else 0
                else:
                    total += n * self.count(*child)
                if self.cap and total >= self.cap:
                    # min(sum, cap) is all a capped count needs; stored capped, it stays exact below the cap
                    total = self.cap
                    break
        self.counts[key] = total
        return total

    def chance(self, ex: int, facing: int, roaches: tuple[int, ...], boxes: int, hand: tuple[int, ...]) -> float:
        """The chance that a random play solves it from here: each turn one of the cards in
        hand at random (every card alike), then one of the squares it allows at random."""
        key = (ex, facing, roaches, boxes, hand)
        found = self.chances.get(key)
        if found is not None:
            return found
        self.visit()
        left = sum(hand)
        total = 0.0
        if not self.hopeless(ex, facing, roaches, hand, left):
            ways = [0] * len(hand)
            for card, _, n in self.choices(ex, facing, roaches, boxes, hand, left):
                ways[card] += n
            if hand[BOX]:
                taken = boxes | 1 << ex
                for code in roaches:
                    taken |= 1 << (code >> 2)
                ways[BOX] = SQUARES - taken.bit_count() + boxes.bit_count()
            for card, _, n, child, solved in self.children(ex, facing, roaches, boxes, hand, left):
                share = hand[card] / left * n / ways[card]
                total += share if solved else share * self.chance(*child)
        self.chances[key] = total
        return total

    def card_orders(
        self, ex: int, facing: int, roaches: tuple[int, ...], boxes: int, hand: tuple[int, ...]
    ) -> frozenset[tuple[int, ...]]:
        """Every order of card kinds that can be played to a solution from this position."""
        key = (ex, facing, roaches, boxes, hand)
        found = self.orders.get(key)
        if found is not None:
            return found
        self.visit()
        left = sum(hand)
        out: set[tuple[int, ...]] = set()
        if not self.hopeless(ex, facing, roaches, hand, left):
            for card, _, _, child, solved in self.children(ex, facing, roaches, boxes, hand, left):
                if solved:
                    out.add((card,))
                else:
                    out.update((card,) + rest for rest in self.card_orders(*child))
        result = frozenset(out)
        self.orders[key] = result
        return result


# --- The public questions ---------------------------------------------------------------------


def start_position(puzzle: Task | State) -> tuple[tuple, int]:
    """The compact position the searches start from, and the target square index (or -1)."""
    state = puzzle.start_state() if isinstance(puzzle, Task) else puzzle
    ex, facing, roaches, boxes = compact(state)
    target = square_index(state.target) if state.target else -1
    return (ex, facing, tuple(sorted(roaches)), boxes, hand_counts(state.hand)), target


def _as_actions(position: tuple, steps: list[Step]) -> list[PlayCard]:
    """Turn (card, square) steps into `PlayCard` actions, telling box places from removals."""
    ex, facing, roaches, boxes, _ = position
    out = []
    for card, square in steps:
        name = CARDS[card]
        if card in MOVE_TURNS:
            out.append(PlayCard(card=name, to=square_name(square)))
        elif card == BOX:
            key = "remove" if boxes >> square & 1 else "place"
            out.append(PlayCard(card=name, **{key: square_name(square)}))
        else:
            out.append(PlayCard(card=name))
        ex, facing, roaches, boxes = resolve(ex, facing, roaches, boxes, card, square)
    return out


def solve(puzzle: Task | State, spare: int = 0, budget: Budget | None = None) -> list[PlayCard] | None:
    """A solution from the task's start or from a position reached in play; None if none;
    `Undecided` when the budget (default: `Budget()`) ran out first.
    With `spare`, only solutions that leave at least that many cards unplayed count."""
    position, target = start_position(puzzle)
    if isinstance(puzzle, State) and puzzle.status != "playing":
        return None
    steps = Search(target, spare, budget=budget or Budget()).first(*position)
    return None if steps is None else _as_actions(position, steps)


def hint(state: State, budget: Budget | None = None) -> PlayCard | None:
    """The next card to play (and where) on the way to a solution; None: no solution from here;
    `Undecided` when the budget (default: `Budget()`) ran out first."""
    steps = solve(state, budget=budget)
    return steps[0] if steps else None


def count_solutions(puzzle: Task | State, budget: Budget | None = None) -> int:
    """How many ways solve it. Without a budget the search is unbounded: for the generator's
    own tasks, never for one a player wrote."""
    position, target = start_position(puzzle)
    return Search(target, counting=True, budget=budget).count(*position)


def needs_every_card(task: Task, budget: Budget | None = None) -> bool:
    """True when no strict subset of the task's cards solves it: every solution plays them all.
    (Unbounded without a budget, as `count_solutions`.)"""
    position, target = start_position(task)
    return Search(target, spare=1, budget=budget).first(*position) is None


@dataclass(frozen=True)
class Analysis:
    """What the solver learnt about a task, for grading its difficulty."""

    cards: int
    solutions: int  # ways to solve it (order of cards and squares chosen)
    orders: int  # distinct orders of the card kinds
    good_orders: int  # orders of the card kinds that can be played to a solution
    nodes: int  # positions the solver visited to learn this

    @property
    def failing_orders(self) -> int:
        return self.orders - self.good_orders


def distinct_orders(hand: tuple[int, ...]) -> int:
    out = factorial(sum(hand))
    for n in hand:
        out //= factorial(n)
    return out


def analyse(task: Task, count: bool = True, budget: Budget | None = None) -> Analysis:
    """Solutions, card orders and the solver's work for a task. Counting every solution is
    the slow part (box cards multiply them); `count=False` leaves `solutions` at -1.
    (Unbounded without a budget, as `count_solutions`.)"""
    position, target = start_position(task)
    search = Search(target, counting=count, budget=budget)
    solutions = search.count(*position) if count else -1
    good = len(search.card_orders(*position))
    return Analysis(len(task.cards), solutions, distinct_orders(position[4]), good, search.nodes)


def undecided_note() -> Message:
    """What a hint says when the solver ran out of its budget before it knew the answer."""
    return msg(
        "Schaben",
        QT_TRANSLATE_NOOP(
            "Schaben",
            "The solver could not decide within its limit whether this "
            "position can still be solved; try a card or two and ask "
            "again.",
        ),
    )
