"""Verflixxt! kompakt: the rules (docs/rules-decisions.md §3, which wins over the rulebook).

The course is the start tile, the 26 path tiles shuffled (values in `tiles.py`) and the
finish. A guard stands on each of the first six positive tiles (plus or Good Luck) counted from
the start. Two players get three pawns each, three or four players two each; all pawns begin
on the start. The start player comes from the setup, or from the seeded rng when it says
"random".

A turn has explicit phases, so that `legal_actions` always lists exactly what the player may
do next:

1. `roll`: the only action is `Roll()`; the die comes from the rng in the state.
2. `move`: `Move(piece)` moves one of the player's own pawns not yet on the finish, or a guard
   that has company (a pawn of anyone on its tile; in the variant the Wurminator counts too),
   forward by the roll. Counting skips gaps, start and finish count, the finish swallows the
   rest of the roll. A pawn leaving a path tile on which no other piece remains takes it
   (`course.py` has these mechanics).
3. Wurminator variant (option `wurminator`), on a roll of 1 or 2 only: in the `move` phase the
   player may also choose `MoveWurminator()` first ("before"); after his own move the phase is
   `wurminator`, where he chooses `MoveWurminator()` ("after") or `LeaveWurminator()` ("not at
   all"). When the Wurminator is in last place it must move: `LeaveWurminator` is then not
   offered. Last place is judged when the die is rolled: the duty comes with the roll, so the
   order the player picks can neither create nor lift it.
4. The turn passes clockwise (to the next seat number); players with all pawns on the finish
   are skipped. When every pawn is on the finish the game is over at once (a Wurminator move
   still pending lapses: there is no pawn left to bite) and the tiles are scored (`tiles.score`):
   the best total wins, ties are shared wins.

Seats bring their pawn colour (red, blue, green or yellow, all different). The box's pawn
counts per colour are not enforced: the computer never runs out of pawns.

Decisions where the rulebook is silent (also in docs/rules-decisions.md) (each covered by a test):
- last place is judged at the roll (above);
- a minus tile put back during a Wurminator bite is not handed out again by the same bite;
- the Wurminator put back on the start after reaching the finish bites nobody there;
- a pawn on the finish and a guard on the finish never move again.
"""

from __future__ import annotations

from typing import Annotated, Literal, NoReturn

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from ...core.errors import IllegalAction, LoadError
from ...core.i18n import QT_TRANSLATE_NOOP, msg
from ...core.players import Seat, Setup
from ...core.rng import Rng, seed_state
from . import events as ev
from .course import WURMINATOR, Board, guard_id, parse_piece, pawn_id
from .tiles import FINISH, PATH_TILE_IDS, START, TILE, Score, score

GAME_ID = "verflixxt"
CTX = "Verflixxt"
COLOURS = ("red", "blue", "green", "yellow")
GUARDS = 6
OPTIONS = {"wurminator": False}

Phase = Literal["roll", "move", "wurminator", "over"]
#: Whether the Wurminator may or must still move this turn ("no" once it has moved).
Due = Literal["no", "may", "must"]


class State(BaseModel):
    """Everything about a game in progress; see `course.Board` for what the lists hold."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seats: tuple[Seat, ...]
    wurminator_variant: bool = False
    course: tuple[int, ...]
    pawns: tuple[tuple[int, ...], ...]
    guards: tuple[int, ...]
    wurminator: int | None = None
    taken: tuple[tuple[int, ...], ...]
    current: int
    phase: Phase = "roll"
    die: int = Field(default=0, ge=0, le=6)  # the last roll; 0 before the first
    wurminator_due: Due = "no"
    rng_state: int


# --- actions -----------------------------------------------------------------------------
class Roll(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["roll"] = "roll"


class Move(BaseModel):
    """Move one piece by the roll: an own pawn (`pawn-<seat>-<n>`) or a guard (`guard-<n>`)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["move"] = "move"
    piece: str = Field(max_length=40)


class MoveWurminator(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["wurminator"] = "wurminator"


class LeaveWurminator(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["leave_wurminator"] = "leave_wurminator"


Action = Annotated[Roll | Move | MoveWurminator | LeaveWurminator, Field(discriminator="kind")]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


# --- setting up ----------------------------------------------------------------------------
def check_setup(setup: Setup) -> None:
    """2 to 4 seats in different pawn colours, a valid start player, known options."""
    seats = setup.seats
    if not 2 <= len(seats) <= 4:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Verflixxt", "Verflixxt! kompakt is played by 2 to 4 players.")))
    colours = [seat.colour for seat in seats]
    if any(c not in COLOURS for c in colours) or len(set(colours)) != len(colours):
        raise LoadError(
            msg(
                CTX,
                QT_TRANSLATE_NOOP(
                    "Verflixxt", "Each player needs a different pawn colour: red, blue, green or yellow."
                ),
            )
        )
    if setup.start_player is not None and not 0 <= setup.start_player < len(seats):
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Verflixxt", "The start player is not at the table.")))
    unknown = set(setup.options) - set(OPTIONS)
    if unknown or not all(isinstance(v, bool) for v in setup.options.values()):
        raise LoadError(
            msg(CTX, QT_TRANSLATE_NOOP("Verflixxt", "This game has options Verflixxt! kompakt does not know."))
        )


def pawns_per_player(players: int) -> int:
    return 3 if players == 2 else 2


def new_game(setup: Setup, seed: int) -> State:
    check_setup(setup)
    rng = Rng(seed_state(seed))
    path = list(PATH_TILE_IDS)
    rng.shuffle(path)
    guards = tuple(t for t in path if TILE[t].positive)[:GUARDS]
    players = len(setup.seats)
    start_player = setup.start_player if setup.start_player is not None else rng.below(players)
    variant = bool(setup.options.get("wurminator", OPTIONS["wurminator"]))
    return State(
        seats=setup.seats,
        wurminator_variant=variant,
        course=(START, *path, FINISH),
        pawns=tuple((START,) * pawns_per_player(players) for _ in range(players)),
        guards=guards,
        wurminator=START if variant else None,
        taken=tuple(() for _ in range(players)),
        current=start_player,
        rng_state=rng.state,
    )


# --- what every state keeps ------------------------------------------------------------------
def check_state(state: State) -> None:
    """Raise `ValueError` (its text for the log) when `state` breaks an invariant every state
    the rules make keeps: the course runs from start to finish through path tiles each at most
    once; every path tile is either on the course or taken by exactly one player; every pawn,
    guard and the Wurminator stands on the course; each player has his pawns, there are six
    guards; the phase fits the turn, the die and the game's end.

    A table server's state is checked with it before anything draws it (bugbox/net/trust.py).
    The rules never call it: `apply` keeps these by construction, and the computer players
    apply the rules millions of times."""
    players = len(state.seats)
    if not 2 <= players <= 4:
        raise ValueError(f"{players} seats")
    colours = [seat.colour for seat in state.seats]
    if len(set(colours)) != players or not set(colours) <= set(COLOURS):
        raise ValueError("seat colours that are not the game's")
    course = state.course
    if len(course) < 2 or course[0] != START or course[-1] != FINISH:
        raise ValueError("a course that does not run from start to finish")
    path = course[1:-1]
    taken = [tile for own in state.taken for tile in own]
    if len(state.taken) != players or len(state.pawns) != players:
        raise ValueError("pawns or taken tiles not one list per seat")
    if sorted((*path, *taken)) != sorted(PATH_TILE_IDS):
        raise ValueError("path tiles that are not each on the course or taken once")
    on_course = set(course)
    wanted = pawns_per_player(players)
    if any(len(own) != wanted for own in state.pawns):
        raise ValueError(f"not {wanted} pawns per seat")
    if len(state.guards) != GUARDS:
        raise ValueError(f"not {GUARDS} guards")
    standing = [tile for own in state.pawns for tile in own] + list(state.guards)
    if state.wurminator_variant != (state.wurminator is not None):
        raise ValueError("a Wurminator that does not match the variant")
    if state.wurminator is not None:
        standing.append(state.wurminator)
    if not set(standing) <= on_course:
        raise ValueError(f"a piece off the course, on tile {min(set(standing) - on_course)}")
    if not 0 <= state.current < players:
        raise ValueError(f"the turn of seat {state.current}")
    home = [all(tile == FINISH for tile in own) for own in state.pawns]
    if (state.phase == "over") != all(home):
        raise ValueError(f"phase {state.phase} with {sum(home)} of {players} players home")
    if state.phase != "over" and home[state.current]:
        raise ValueError("the turn of a player with every pawn home")
    if state.phase in ("move", "wurminator") and not 1 <= state.die <= 6:
        raise ValueError(f"phase {state.phase} without a roll")
    if state.phase in ("roll", "over") and state.wurminator_due != "no":
        raise ValueError(f"a Wurminator due in phase {state.phase}")
    if state.wurminator_due != "no" and (state.wurminator is None or state.die > 2):
        raise ValueError(f"a Wurminator due on a roll of {state.die}")
    if state.phase == "wurminator" and state.wurminator_due == "no":
        raise ValueError("phase wurminator with nothing due")


def roll_outcomes(state: State) -> list[tuple[State, list[ev.Event]]]:
    """Every outcome a `Roll` can have in `state`, one per face of the die, with the rng as
    it is (a table server's state holds none): what a client checks a roll it is told of
    against. Empty when no roll is allowed."""
    if state.phase != "roll":
        return []
    return [_rolled(state, die, state.rng_state) for die in range(1, 7)]


def chance_outcome(state: State, action: Action, told: list[ev.Event]) -> tuple[State, list[ev.Event]] | None:
    """What `action` gives in `state` when the die falls as the events `told` say, or None
    when no face of the die gives those events (`roll_outcomes`). A client checks a table
    server's roll with it."""
    if not isinstance(action, Roll):
        return None
    return next(((after, events) for after, events in roll_outcomes(state) if events == told), None)


# --- reading a state ------------------------------------------------------------------------
def names(state: State) -> tuple[str, ...]:
    return tuple(seat.name for seat in state.seats)


def board(state: State, record: bool = False) -> Board:
    """A working copy of the position; `record` makes it collect events."""
    return Board(
        list(state.course),
        [list(p) for p in state.pawns],
        list(state.guards),
        state.wurminator,
        [list(t) for t in state.taken],
        names(state),
        [] if record else None,
    )


def position(state: State, piece: str) -> int:
    """The tile a piece stands on, by its id."""
    what, a, b = parse_piece(piece)
    if what == "pawn":
        return state.pawns[a][b]
    if what == "guard":
        return state.guards[a]
    if what == WURMINATOR and state.wurminator is not None:
        return state.wurminator
    raise KeyError(piece)


def pieces(state: State) -> tuple[str, ...]:
    """Every piece on the course, pawns by seat, then guards, then the Wurminator."""
    ids = [pawn_id(s, n) for s, own in enumerate(state.pawns) for n in range(len(own))]
    ids += [guard_id(n) for n in range(len(state.guards))]
    return tuple(ids + ([WURMINATOR] if state.wurminator is not None else []))


def is_over(state: State) -> bool:
    return state.phase == "over"


def deciding_player(state: State) -> int | None:
    return None if is_over(state) else state.current


def reveals_chance(action: Action) -> bool:
    return isinstance(action, Roll)


def public_state(state: State) -> State:
    """What every player at the table may know: the state without the rng (a table server
    sends this while the game runs). The course lies face up from the start and the die
    shows the last roll, so the rng is the only secret: it decides the next roll."""
    return state.model_copy(update={"rng_state": 0})


def scores(state: State) -> tuple[Score, ...]:
    return tuple(score(own) for own in state.taken)


def places(state: State) -> tuple[int, ...]:
    """Place per seat (1 = best) by the total of `tiles.score`: equal totals share a place and
    the next place is skipped (totals 5, 5, 3 are places 1, 1, 3); there is no tie-breaker."""
    totals = [s.total for s in scores(state)]
    return tuple(1 + sum(other > total for other in totals) for total in totals)


def winners(state: State) -> tuple[int, ...]:
    """Seats with the best total (several on a tie: a shared win)."""
    return tuple(seat for seat, place in enumerate(places(state)) if place == 1)


def legal_actions(state: State) -> list[Action]:
    """Exactly what the deciding player may do now, in a fixed order: pieces by id order
    (own pawns, then guards), then the Wurminator choices."""
    if state.phase == "roll":
        return [Roll()]
    actions: list[Action] = []
    if state.phase == "move":
        actions = [Move(piece=p) for p in board(state).movable(state.current)]
        if state.wurminator_due != "no":
            actions.append(MoveWurminator())
    elif state.phase == "wurminator":
        actions = [MoveWurminator()]
        if state.wurminator_due == "may":
            actions.append(LeaveWurminator())
    return actions


# --- playing ------------------------------------------------------------------------------
def apply(state: State, action: Action) -> tuple[State, list[ev.Event]]:
    """Play one action; raises `IllegalAction` (with a reason for the player) and changes
    nothing when the rules do not allow it."""
    if state.phase == "over":
        _refuse(QT_TRANSLATE_NOOP("Verflixxt", "The game is over."))
    if isinstance(action, Roll):
        return _roll(state)
    if isinstance(action, Move):
        return _move(state, action.piece)
    if isinstance(action, MoveWurminator):
        return _move_wurminator(state)
    if isinstance(action, LeaveWurminator):
        return _leave_wurminator(state)
    _refuse(QT_TRANSLATE_NOOP("Verflixxt", "That is not a move in this game."))


def _roll(state: State) -> tuple[State, list[ev.Event]]:
    if state.phase != "roll":
        _refuse(QT_TRANSLATE_NOOP("Verflixxt", "You have already rolled this turn."))
    rng = Rng(state.rng_state)
    die = rng.randint(1, 6)
    return _rolled(state, die, rng.state)


def _rolled(state: State, die: int, rng_state: int) -> tuple[State, list[ev.Event]]:
    """The roll of `die`, with the rng left at `rng_state`."""
    due = board(state).wurminator_due(die)
    new = state.model_copy(update={"die": die, "phase": "move", "wurminator_due": due, "rng_state": rng_state})
    return new, [ev.DieRolled(state.current, state.seats[state.current].name, die)]


def _move(state: State, piece: str) -> tuple[State, list[ev.Event]]:
    if state.phase != "move":
        _refuse_out_of_phase(state)
    work = board(state, record=True)
    what, a, b = parse_piece(piece)
    if what == "pawn" and 0 <= a < len(work.pawns) and 0 <= b < len(work.pawns[a]):
        if a != state.current:
            _refuse(QT_TRANSLATE_NOOP("Verflixxt", "That pawn belongs to another player."))
        if work.pawns[a][b] == FINISH:
            _refuse(QT_TRANSLATE_NOOP("Verflixxt", "That pawn is already on the finish."))
        work.move_pawn(a, b, state.die)
    elif what == "guard" and 0 <= a < len(work.guards):
        if work.guards[a] == FINISH:
            _refuse(QT_TRANSLATE_NOOP("Verflixxt", "That guard is already on the finish."))
        if not work.guard_may_move(a):
            if state.wurminator_variant:
                _refuse(
                    QT_TRANSLATE_NOOP("Verflixxt", "A guard only moves when a pawn or the Wurminator stands with it.")
                )
            _refuse(QT_TRANSLATE_NOOP("Verflixxt", "A guard only moves when a pawn stands with it."))
        work.move_guard(state.current, a, state.die)
    else:
        _refuse(QT_TRANSLATE_NOOP("Verflixxt", "There is no such piece."))
    if work.all_home():
        return _game_over(state, work)
    if state.wurminator_due != "no":
        return _settle(state, work, phase="wurminator")
    return _pass_turn(state, work)


def _move_wurminator(state: State) -> tuple[State, list[ev.Event]]:
    if state.phase not in ("move", "wurminator"):
        _refuse_out_of_phase(state)
    if not state.wurminator_variant:
        _refuse(QT_TRANSLATE_NOOP("Verflixxt", "The Wurminator is not in this game."))
    if state.die > 2:
        _refuse(QT_TRANSLATE_NOOP("Verflixxt", "The Wurminator only moves on a roll of 1 or 2."))
    if state.wurminator_due == "no":
        _refuse(QT_TRANSLATE_NOOP("Verflixxt", "The Wurminator has already moved this turn."))
    work = board(state, record=True)
    work.move_wurminator(state.current, state.die)
    if state.phase == "move":  # moved before the own move, which is still to come
        return _settle(state, work, phase="move", wurminator_due="no")
    return _pass_turn(state, work)


def _leave_wurminator(state: State) -> tuple[State, list[ev.Event]]:
    if state.phase != "wurminator":
        if state.phase == "move":
            _refuse(
                QT_TRANSLATE_NOOP("Verflixxt", "Move your piece first; then you can leave the Wurminator where it is.")
            )
        _refuse_out_of_phase(state)
    if state.wurminator_due == "must":
        _refuse(QT_TRANSLATE_NOOP("Verflixxt", "The Wurminator is in last place and must move."))
    work = board(state, record=True)
    work.tell(ev.WurminatorLeft(state.current, work.names[state.current]))
    return _pass_turn(state, work)


def _refuse(text: str) -> NoReturn:
    """Refuse an action with a sentence for the player (marked for translation by the caller)."""
    raise IllegalAction(msg(CTX, text))


def _refuse_out_of_phase(state: State) -> NoReturn:
    if state.phase == "roll":
        _refuse(QT_TRANSLATE_NOOP("Verflixxt", "Roll the die first."))
    _refuse(QT_TRANSLATE_NOOP("Verflixxt", "Your move is done: decide whether the Wurminator moves too."))


def _settle(state: State, work: Board, **changes: object) -> tuple[State, list[ev.Event]]:
    """Freeze the working copy back into a new state, with the turn fields in `changes`."""
    new = state.model_copy(
        update={
            "course": tuple(work.course),
            "pawns": tuple(tuple(p) for p in work.pawns),
            "guards": tuple(work.guards),
            "wurminator": work.wurminator,
            "taken": tuple(tuple(t) for t in work.taken),
            **changes,
        }
    )
    return new, list(work.events or [])


def _pass_turn(state: State, work: Board) -> tuple[State, list[ev.Event]]:
    seat = work.pass_turn(state.current)
    assert seat is not None, "the game is over when nobody is left to move"
    return _settle(state, work, current=seat, phase="roll", wurminator_due="no")


def _game_over(state: State, work: Board) -> tuple[State, list[ev.Event]]:
    new, events = _settle(state, work, phase="over", wurminator_due="no")
    best = winners(new)
    events.append(ev.GameOver(tuple(s.total for s in scores(new)), best, tuple(work.names[s] for s in best)))
    return new, events
