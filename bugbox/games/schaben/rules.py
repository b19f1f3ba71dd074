"""Schaben jagen: the rules, top to bottom (docs/rules-decisions.md section 2 wins over the rulebook).

One player guides a vermin exterminator through a 7x7 kitchen with a hand of movement cards,
each played exactly once, to catch every cockroach. This module is the game's contract with
the shared `Session` (see `bugbox.core.game`): `State`, the one action `PlayCard`, `apply`,
`legal_actions` and friends, the events the view animates and `narrate` for the game log.

The heart is `resolve`, which plays one card on a compact kitchen (square indices and a box
bitmask, see `board`). Without a log to write, it takes the four steps of rule 5 one
cockroach at a time in `hunt`, and the solver, which plays hundreds of thousands of cards,
writes out the card's own step (he moves, turns, or a box comes or goes) and calls the very
same `hunt`. The solver tests count solutions through the step-by-step branch with a log
and check the solver agrees, so the rules the player sees and the rules the solver proves
things about cannot drift apart.

Decisions where the rulebook is silent (each covered by a test):
- A move card goes at least one square; it may stop on a square with cockroaches (and
  squashes them) but never go beyond one. Only when the very next square that way is a box
  or the edge may it be played "for zero squares"; he then stays, and the card is used up.
- After every card, also a turn or a box card, the four steps of rule 5 run in order:
  squash, vacuum, the cockroaches move, vacuum again.
- A task is solved the moment no cockroach is left after a card (tutorial tasks: the moment
  he stands on the target square after a card); the cards still in hand are then not needed.
  It is failed when the last card has been played and it is not solved.
- A placed box comes from the unlimited supply; a box card can take away any box, even one
  the task started with.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from ...core.errors import IllegalAction, LoadError
from ...core.files import shown
from ...core.i18n import QT_TRANSLATE_NOOP, msg
from ...core.players import Setup
from .board import FACINGS, NEXT, RAY, square_index, square_name
from .events import (
    BoxPlaced,
    BoxRemoved,
    CockroachesMoved,
    CockroachMove,
    CockroachSquashed,
    CockroachVacuumed,
    Event,
    ExterminatorMoved,
    ExterminatorTurned,
    TaskFailed,
    TaskSolved,
    narrate,
)

GAME_ID = "schaben"
CTX = "Schaben"

# --- The movement cards -------------------------------------------------------------------

#: The eight kinds of movement card, in the order hands and legal actions are listed.
CARDS: tuple[str, ...] = ("forward", "backward", "left", "right", "turn_left", "turn_right", "turn_around", "box")
FORWARD, BACKWARD, LEFT, RIGHT, TURN_LEFT, TURN_RIGHT, TURN_AROUND, BOX = range(8)
MOVE_CARDS = (FORWARD, BACKWARD, LEFT, RIGHT)
TURN_CARDS = (TURN_LEFT, TURN_RIGHT, TURN_AROUND)
#: How many of each kind the physical box holds (docs/rules-decisions.md §2 rule 8): 18 cards.
BOX_OF_CARDS: tuple[int, ...] = (3, 2, 2, 2, 2, 2, 2, 3)
#: A move card's direction relative to his facing, in quarter turns to the right.
MOVE_TURNS: dict[int, int] = {FORWARD: 0, RIGHT: 1, BACKWARD: 2, LEFT: 3}
#: How far a turn card turns him, in quarter turns to the right.
TURN_TURNS: dict[int, int] = {TURN_RIGHT: 1, TURN_AROUND: 2, TURN_LEFT: 3}

CardName = Literal["forward", "backward", "left", "right", "turn_left", "turn_right", "turn_around", "box"]
Square = Annotated[str, Field(pattern=r"^[A-G][1-7]$")]
Facing = Literal["N", "E", "S", "W"]


def move_direction(card: int, facing: int) -> int:
    """The absolute direction a move card sends him when he faces `facing`."""
    return (facing + MOVE_TURNS[card]) & 3


def destinations_from(ex: int, direction: int, roaches: tuple[int, ...], boxes: int) -> list[int]:
    """Rule 2: where a move that way may end. Boxes and the edge stop him before them; a
    square with cockroaches is the farthest he may go. Empty list: the zero-square play."""
    occupied = 0
    for code in roaches:
        occupied |= 1 << (code >> 2)
    out = []
    for square in RAY[ex][direction]:
        if boxes >> square & 1:
            break
        out.append(square)
        if occupied >> square & 1:
            break
    return out


def line_of_sight(ex: int, facing: int, boxes: int) -> tuple[int, ...]:
    """Rule 5b: the squares straight ahead of him up to the first box or the edge.
    Cockroaches do not block it; boxes do."""
    out = []
    for square in RAY[ex][facing]:
        if boxes >> square & 1:
            break
        out.append(square)
    return tuple(out)


# --- One card, and what follows it (rule 5) -----------------------------------------------


def resolve(
    ex: int, facing: int, roaches: tuple[int, ...], boxes: int, card: int, square: int = -1, log: list | None = None
) -> tuple[int, int, tuple[int, ...], int]:
    """Play one card that has already been checked legal, then run rule 5.

    The kitchen is compact: `ex` his square index, `facing` 0-3, `roaches` one code per
    cockroach (`square * 4 + facing`), `boxes` a bitmask. `square` is the move's destination
    (his own square for the zero-square play) or the box card's square: a box there is taken
    away, an empty square gets one. Returns the new kitchen; the cockroaches still in play
    keep their order. With `log` given, raw events are appended to it, naming cockroaches by
    their position in `roaches`.
    """
    # The card itself: he moves (vacuum off while walking), turns, or a box comes or goes.
    if card in MOVE_TURNS:
        if log is not None:
            log.append(("moved", card, ex, square, move_direction(card, facing)))
        ex = square
    elif card == BOX:
        if square >= 0:  # below 0: the solver's "box card played as a pass" (nothing changes)
            if log is not None:
                log.append(("box_removed" if boxes >> square & 1 else "box_placed", square))
            boxes ^= 1 << square
    else:
        turned = (facing + TURN_TURNS[card]) & 3
        if log is not None:
            log.append(("turned", card, facing, turned))
        facing = turned
    if not roaches:
        return ex, facing, roaches, boxes
    if log is None:
        return ex, facing, hunt(ex, facing, roaches, boxes), boxes
    alive = list(enumerate(roaches))

    # a. Squash: cockroaches on his square are caught.
    if log is not None:
        for number, code in alive:
            if code >> 2 == ex:
                log.append(("squashed", number, code >> 2))
    alive = [(n, code) for n, code in alive if code >> 2 != ex]

    # b. Vacuum: every cockroach in his line of sight is sucked in.
    sight = line_of_sight(ex, facing, boxes)
    alive = _vacuum(alive, sight, "before", log)

    # c. The cockroaches move, all at once: one step forward, or a half turn where the way
    #    ahead is the edge, a box or the exterminator. They never block each other.
    moved = []
    for number, code in alive:
        here, way = code >> 2, code & 3
        ahead = NEXT[here][way]
        if ahead < 0 or boxes >> ahead & 1 or ahead == ex:
            new = here << 2 | (way ^ 2)
        else:
            new = ahead << 2 | way
        moved.append((number, new))
        if log is not None:
            log.append(("roach_moved", number, code, new))

    # d. Vacuum again: those that walked into his line of sight are caught too.
    alive = _vacuum(moved, sight, "after", log)
    return ex, facing, tuple(code for _, code in alive), boxes


def _vacuum(
    alive: list[tuple[int, int]], sight: tuple[int, ...], phase: str, log: list | None
) -> list[tuple[int, int]]:
    if not alive or not sight:
        return alive
    kept = []
    for number, code in alive:
        if code >> 2 in sight:
            if log is not None:
                log.append(("vacuumed", number, code >> 2, phase, sight))
        else:
            kept.append((number, code))
    return kept


#: RAY_MASK[square][facing]: the squares of RAY[square][facing] as a bitmask.
RAY_MASK: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(1 << k for k in RAY[i][f]) for f in range(4)) for i in range(len(RAY))
)


#: AHEAD[code]: the square in front of a cockroach (code = square * 4 + facing), -1 at the edge;
#: STEPPED[code]: its code once it has stepped there.
AHEAD: tuple[int, ...] = tuple(NEXT[code >> 2][code & 3] for code in range(4 * len(NEXT)))
STEPPED: tuple[int, ...] = tuple(a << 2 | (code & 3) if a >= 0 else -1 for code, a in enumerate(AHEAD))


def sight_mask(ex: int, facing: int, boxes: int) -> int:
    """`line_of_sight` as a bitmask: the ray ahead up to the nearest box. North and east
    count square indices up, so the nearest box is the lowest bit on the ray; south and west
    count down, so it is the highest."""
    ray = RAY_MASK[ex][facing]
    hit = ray & boxes
    if not hit:
        return ray
    if facing < 2:  # N, E
        return ray & ((hit & -hit) - 1)
    return ray & ~((1 << hit.bit_length()) - 1)


def hunt(ex: int, facing: int, roaches: tuple[int, ...], boxes: int) -> tuple[int, ...]:
    """Rule 5 a-d without bookkeeping, for the solver: the same four steps, taken one
    cockroach at a time (they never affect each other, so the order between them does not
    matter). The solver tests check it agrees with the step-by-step version above."""
    sight = sight_mask(ex, facing, boxes) | 1 << ex  # squashed or sucked in
    blocked = boxes | 1 << ex
    out = []
    for code in roaches:
        if sight >> (code >> 2) & 1:
            continue
        ahead = AHEAD[code]
        if ahead < 0 or blocked >> ahead & 1:
            out.append(code ^ 2)
        elif not sight >> ahead & 1:
            out.append(STEPPED[code])
    return tuple(out)


def is_solved(ex: int, roaches: tuple[int, ...], target: int) -> bool:
    """Rule 6: no cockroach left; for a tutorial task (target >= 0): he stands on the target."""
    return ex == target if target >= 0 else not roaches


# --- State and action ---------------------------------------------------------------------


class Cockroach(BaseModel):
    """One cockroach still in the kitchen. `number` is its place in the task's list, so the
    view can follow each cockroach even when several share a square."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    number: int = Field(ge=0)
    square: Square
    facing: Facing


class State(BaseModel):
    """Everything about a task in progress. `hand` holds the cards not yet played, listed in
    the order of `CARDS`; `boxes` is sorted A1..G7. `status` is "playing", "solved" or
    "failed". There is no chance in this game: `rng_state` only fulfils the contract."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    task_id: str | None = None
    target: Square | None = None
    exterminator: Square
    facing: Facing
    cockroaches: tuple[Cockroach, ...] = ()
    boxes: tuple[Square, ...] = ()
    hand: tuple[CardName, ...] = ()
    caught: int = 0
    status: Literal["playing", "solved", "failed"] = "playing"
    rng_state: int = 0


class PlayCard(BaseModel):
    """Play one card from the hand. A move card names the square he walks to (`to`; his own
    square for the zero-square play); a box card names a square to `place` a box on or a box
    to `remove`; a turn card names nothing. The same shape is a solution step in task files."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Literal["play_card"] = "play_card"
    card: CardName
    to: Square | None = None
    place: Square | None = None
    remove: Square | None = None


Action = PlayCard
ACTION_ADAPTER: TypeAdapter[PlayCard] = TypeAdapter(PlayCard)


def compact(state: State) -> tuple[int, int, tuple[int, ...], int]:
    """The state's kitchen as `resolve` takes it: (ex, facing, roach codes, box bitmask)."""
    boxes = 0
    for name in state.boxes:
        boxes |= 1 << square_index(name)
    roaches = tuple(square_index(c.square) << 2 | FACINGS.index(c.facing) for c in state.cockroaches)
    return square_index(state.exterminator), FACINGS.index(state.facing), roaches, boxes


def hand_counts(hand: tuple[str, ...]) -> tuple[int, ...]:
    """How many of each card kind, in the order of `CARDS`."""
    return tuple(hand.count(name) for name in CARDS)


__all__ = [
    "GAME_ID",
    "State",
    "Cockroach",
    "PlayCard",
    "ACTION_ADAPTER",
    "new_game",
    "check_setup",
    "apply",
    "legal_actions",
    "is_over",
    "deciding_player",
    "reveals_chance",
    "public_state",
    "destinations",
    "box_squares",
    "sight",
    "narrate",
    "Event",
    "ExterminatorMoved",
    "ExterminatorTurned",
    "BoxPlaced",
    "BoxRemoved",
    "CockroachSquashed",
    "CockroachVacuumed",
    "CockroachMove",
    "CockroachesMoved",
    "TaskSolved",
    "TaskFailed",
]


def _events(log: list[tuple[Any, ...]], numbers: list[int]) -> list[Event]:
    """Raw `resolve` log entries as events; `numbers` maps positions to cockroach numbers."""
    out: list[Event] = []
    moves: list[CockroachMove] = []
    for entry in log:
        kind = entry[0]
        if kind == "moved":
            _, card, start, end, way = entry
            path = [start]
            while path[-1] != end:
                path.append(NEXT[path[-1]][way])
            out.append(ExterminatorMoved(CARDS[card], tuple(square_name(s) for s in path)))
        elif kind == "turned":
            out.append(ExterminatorTurned(CARDS[entry[1]], FACINGS[entry[2]], FACINGS[entry[3]]))
        elif kind == "box_placed":
            out.append(BoxPlaced(square_name(entry[1])))
        elif kind == "box_removed":
            out.append(BoxRemoved(square_name(entry[1])))
        elif kind == "squashed":
            out.append(CockroachSquashed(numbers[entry[1]], square_name(entry[2])))
        elif kind == "vacuumed":
            if entry[3] == "after" and moves:
                out.append(CockroachesMoved(tuple(moves)))
                moves = []
            out.append(
                CockroachVacuumed(
                    numbers[entry[1]], square_name(entry[2]), entry[3], tuple(square_name(s) for s in entry[4])
                )
            )
        elif kind == "roach_moved":
            _, number, old, new = entry
            moves.append(
                CockroachMove(
                    numbers[number], square_name(old >> 2), square_name(new >> 2), FACINGS[old & 3], FACINGS[new & 3]
                )
            )
    if moves:
        out.append(CockroachesMoved(tuple(moves)))
    return out


# --- The contract ---------------------------------------------------------------------------


def new_game(setup: Setup, seed: int) -> State:
    """The task's starting line-up. The seed is unused: there is no chance in this game."""
    from .tasks import parse_task

    return parse_task(setup.options.get("task"), strict=False).start_state()


def check_setup(setup: Setup) -> None:
    """One seat, and a valid task in `options["task"]` (the task file format)."""
    from .tasks import parse_task

    if len(setup.seats) != 1:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Schaben", "Schaben jagen is played by exactly one player.")))
    if setup.start_player not in (None, 0):
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Schaben", "The start player is not at the table.")))
    for key in setup.options:
        if key != "task":
            raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Schaben", "Unknown option: {option}."), option=shown(key)))
    if "task" not in setup.options:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Schaben", "No task was chosen.")))
    parse_task(setup.options["task"], strict=False)


def check_state(state: State) -> None:
    """Raise `ValueError` (its text for the log) when `state` breaks an invariant every state
    the rules make keeps: no more cards of a kind in hand than the box holds (rule 8), each
    box once, no box under him, each cockroach once, and a status that fits the kitchen
    (solved exactly when nothing is left to catch, or he stands on the target; failed only
    with an empty hand). The rules never call it: the solver plays millions of cards."""
    if any(held > boxed for held, boxed in zip(hand_counts(state.hand), BOX_OF_CARDS, strict=True)):
        raise ValueError("more cards of a kind than the box holds")
    if len(set(state.boxes)) != len(state.boxes):
        raise ValueError("a box twice on one square")
    if state.exterminator in state.boxes:
        raise ValueError("a box on his square")
    if len({c.number for c in state.cockroaches}) != len(state.cockroaches) or state.caught < 0:
        raise ValueError("a cockroach twice")
    ex, _facing, roaches, _boxes = compact(state)
    solved = is_solved(ex, roaches, square_index(state.target) if state.target else -1)
    if (state.status == "solved") != solved and (state.status != "playing" or state.hand):
        raise ValueError(f"a {state.status} task that is {'' if solved else 'not '}solved")
    if state.status == "failed" and state.hand:
        raise ValueError("a failed task with cards in hand")


def is_over(state: State) -> bool:
    return state.status != "playing"


def deciding_player(state: State) -> int | None:
    return None if is_over(state) else 0


def reveals_chance(action: PlayCard) -> bool:
    """Nothing is hidden or random: every card can be taken back."""
    return False


def public_state(state: State) -> State:
    """The whole task is open (there is no chance in this game); the rng state, which only
    fulfils the contract, is cleared all the same."""
    return state.model_copy(update={"rng_state": 0})


def destinations(state: State, card: str) -> list[str]:
    """Where a move card could take him now, nearest first; just his own square when only
    the zero-square play is left. For the view to light up the squares."""
    ex, facing, roaches, boxes = compact(state)
    found = destinations_from(ex, move_direction(CARDS.index(card), facing), roaches, boxes)
    return [square_name(s) for s in found] or [state.exterminator]


def box_squares(state: State) -> tuple[list[str], list[str]]:
    """(empty squares a box card may place a box on, boxes it may take away), A1..G7."""
    ex, _, roaches, boxes = compact(state)
    taken = boxes | 1 << ex
    for code in roaches:
        taken |= 1 << (code >> 2)
    free = [square_name(s) for s in range(49) if not taken >> s & 1]
    return free, sorted(state.boxes, key=square_index)


def sight(state: State) -> list[str]:
    """His line of sight now, nearest square first."""
    ex, facing, _, boxes = compact(state)
    return [square_name(s) for s in line_of_sight(ex, facing, boxes)]


def legal_actions(state: State) -> list[PlayCard]:
    """Every card in hand with every choice it allows, in the order of `CARDS`, then A1..G7
    (placing a box before taking one away)."""
    if is_over(state):
        return []
    out: list[PlayCard] = []
    for name in CARDS:
        if name not in state.hand:
            continue
        card = CARDS.index(name)
        if card in MOVE_TURNS:
            out += [PlayCard(card=name, to=s) for s in sorted(destinations(state, name), key=square_index)]
        elif card == BOX:
            free, boxed = box_squares(state)
            out += [PlayCard(card=name, place=s) for s in free] + [PlayCard(card=name, remove=s) for s in boxed]
        else:
            out.append(PlayCard(card=name))
    return out


def _refuse(text: str, **args: Any) -> IllegalAction:
    return IllegalAction(msg(CTX, text, **args))


def check_action(state: State, action: PlayCard) -> int:
    """Raise `IllegalAction` unless the card may be played as asked; return its square index
    for `resolve` (-1 for a turn)."""
    if is_over(state):
        raise _refuse(QT_TRANSLATE_NOOP("Schaben", "This task is over: no more cards can be played."))
    if action.card not in state.hand:
        raise _refuse(QT_TRANSLATE_NOOP("Schaben", "That card is not in your hand any more."))
    card = CARDS.index(action.card)
    if card in MOVE_TURNS:
        if action.place is not None or action.remove is not None:
            raise _refuse(
                QT_TRANSLATE_NOOP("Schaben", "A move card moves the exterminator; it cannot place or remove a box.")
            )
        if action.to is None:
            raise _refuse(QT_TRANSLATE_NOOP("Schaben", "Choose the square the exterminator should walk to."))
        allowed = destinations(state, action.card)
        if action.to not in allowed:
            if allowed == [state.exterminator]:
                raise _refuse(
                    QT_TRANSLATE_NOOP(
                        "Schaben", "The way is blocked: with this card the exterminator can only stay on {square}."
                    ),
                    square=state.exterminator,
                )
            if action.to == state.exterminator:
                raise _refuse(
                    QT_TRANSLATE_NOOP(
                        "Schaben", "He may stay put only when a box or the edge blocks the very next square."
                    )
                )
            raise _refuse(
                QT_TRANSLATE_NOOP(
                    "Schaben",
                    "With this card the exterminator cannot get to {square}: "
                    "he walks straight, never onto or over a box, never over a "
                    "cockroach.",
                ),
                square=action.to,
            )
        return square_index(action.to)
    if card == BOX:
        if action.to is not None or (action.place is None) == (action.remove is None):
            raise _refuse(
                QT_TRANSLATE_NOOP(
                    "Schaben",
                    "A box card either places a box on an empty square or removes one box: choose one square.",
                )
            )
        free, boxed = box_squares(state)
        if action.place is not None:
            if action.place not in free:
                raise _refuse(
                    QT_TRANSLATE_NOOP("Schaben", "A box can only go on an empty square; {square} is taken."),
                    square=action.place,
                )
            return square_index(action.place)
        if action.remove not in boxed:
            raise _refuse(QT_TRANSLATE_NOOP("Schaben", "There is no box on {square} to remove."), square=action.remove)
        return square_index(action.remove)
    if action.to is not None or action.place is not None or action.remove is not None:
        raise _refuse(QT_TRANSLATE_NOOP("Schaben", "A turn card turns him where he stands; it takes no square."))
    return -1


def apply(state: State, action: PlayCard) -> tuple[State, list[Event]]:
    """Play one card and everything that follows it; the input state is left untouched."""
    square = check_action(state, action)
    ex, facing, roaches, boxes = compact(state)
    log: list[tuple[Any, ...]] = []
    ex, facing, roaches, boxes = resolve(ex, facing, roaches, boxes, CARDS.index(action.card), square, log)
    numbers = [c.number for c in state.cockroaches]
    gone = {entry[1] for entry in log if entry[0] in ("squashed", "vacuumed")}
    survivors = [numbers[i] for i in range(len(numbers)) if i not in gone]
    hand = list(state.hand)
    hand.remove(action.card)
    target = square_index(state.target) if state.target else -1
    status = "playing"
    events = _events(log, numbers)
    if is_solved(ex, roaches, target):
        status = "solved"
        events.append(TaskSolved(len(hand)))
    elif not hand:
        status = "failed"
        events.append(TaskFailed(len(roaches), state.target))
    new = state.model_copy(
        update={
            "exterminator": square_name(ex),
            "facing": FACINGS[facing],
            "cockroaches": tuple(
                Cockroach(number=n, square=square_name(code >> 2), facing=FACINGS[code & 3])
                for n, code in zip(survivors, roaches, strict=True)
            ),
            "boxes": tuple(square_name(s) for s in range(49) if boxes >> s & 1),
            "hand": tuple(hand),
            "caught": state.caught + len(gone),
            "status": status,
        }
    )
    return new, events
