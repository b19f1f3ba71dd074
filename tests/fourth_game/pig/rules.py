"""Pig with two dice, the race to 100: a made-up fourth game that proves the box knows no game.

Registered only by the tests (tests/fourth_game/conftest.py), it plays through the real main
window with the same tests that drive the three real games. Its rules, read top to bottom:

- 2-4 players take turns. On a turn the player rolls two dice as often as he likes.
- No 1 among them: their sum goes onto the turn's total, and he rolls again or holds.
- A single 1: the turn's total is lost and the turn passes.
- Two 1s: his whole score goes back to 0 and the turn passes.
- Holding banks the turn's total. The first to reach the goal (100, or 30 in the short game)
  wins at once.

Qt-free and deterministic for a seed, like every rules module of the box.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from bugbox.core.errors import IllegalAction, LoadError
from bugbox.core.i18n import QT_TRANSLATE_NOOP, Message, msg
from bugbox.core.players import Setup
from bugbox.core.rng import Rng, seed_state

GAME_ID = "pig"
GOAL, SHORT_GOAL = 100, 30


class State(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    names: tuple[str, ...]
    goal: int = GOAL
    scores: tuple[int, ...]
    current: int = 0
    turn_total: int = 0
    dice: tuple[int, int] = (0, 0)  # the last roll; (0, 0) before it
    winner: int | None = None
    rng_state: int


class Roll(BaseModel):
    model_config = ConfigDict(frozen=True)
    kind: Literal["roll"] = "roll"


class Hold(BaseModel):
    model_config = ConfigDict(frozen=True)
    kind: Literal["hold"] = "hold"


Action = Annotated[Roll | Hold, Field(discriminator="kind")]
ACTION_ADAPTER: TypeAdapter[Roll | Hold] = TypeAdapter(Action)


@dataclass(frozen=True)
class Rolled:
    seat: int
    name: str
    dice: tuple[int, int]
    turn_total: int


@dataclass(frozen=True)
class Busted:
    seat: int
    name: str
    wiped: bool  # two 1s: the whole score is gone


@dataclass(frozen=True)
class Held:
    seat: int
    name: str
    banked: int
    score: int


@dataclass(frozen=True)
class Won:
    seat: int
    name: str
    score: int


Event = Rolled | Busted | Held | Won


def check_setup(setup: Setup) -> None:
    if not 2 <= len(setup.seats) <= 4:
        raise LoadError(msg("Pig", QT_TRANSLATE_NOOP("Pig", "Pig is played by 2 to 4 players.")))


def new_game(setup: Setup, seed: int) -> State:
    check_setup(setup)
    goal = SHORT_GOAL if setup.options.get("short") else GOAL
    return State(
        names=tuple(seat.name for seat in setup.seats),
        goal=goal,
        scores=(0,) * len(setup.seats),
        current=setup.start_player or 0,
        rng_state=seed_state(seed),
    )


def is_over(state: State) -> bool:
    return state.winner is not None


def deciding_player(state: State) -> int | None:
    return None if is_over(state) else state.current


def reveals_chance(action: Roll | Hold) -> bool:
    return isinstance(action, Roll)


def legal_actions(state: State) -> list[Roll | Hold]:
    if is_over(state):
        return []
    return [Roll(), Hold()] if state.turn_total > 0 else [Roll()]


def _next(state: State, **changes: object) -> State:
    seats = len(state.names)
    return state.model_copy(update={"current": (state.current + 1) % seats, "turn_total": 0, **changes})


def apply(state: State, action: Roll | Hold) -> tuple[State, list[Event]]:
    if is_over(state):
        raise IllegalAction(_refusal("The game is over."))
    seat, name = state.current, state.names[state.current]
    if isinstance(action, Hold):
        if state.turn_total == 0:
            raise IllegalAction(_refusal("Roll at least once before you hold."))
        score = state.scores[seat] + state.turn_total
        scores = state.scores[:seat] + (score,) + state.scores[seat + 1 :]
        events: list[Event] = [Held(seat, name, state.turn_total, score)]
        if score >= state.goal:
            events.append(Won(seat, name, score))
            return state.model_copy(update={"scores": scores, "turn_total": 0, "winner": seat}), events
        return _next(state, scores=scores), events
    rng = Rng(state.rng_state)
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    if 1 in dice:
        wiped = dice == (1, 1)
        scores = state.scores[:seat] + (0,) + state.scores[seat + 1 :] if wiped else state.scores
        after = _next(state, scores=scores, dice=dice, rng_state=rng.state)
        return after, [Rolled(seat, name, dice, 0), Busted(seat, name, wiped)]
    total = state.turn_total + sum(dice)
    after = state.model_copy(update={"turn_total": total, "dice": dice, "rng_state": rng.state})
    return after, [Rolled(seat, name, dice, total)]


def public_state(state: State) -> State:
    """What every seat may see: all of it but the generator's state."""
    return state.model_copy(update={"rng_state": 0})


def _refusal(text: str) -> Message:
    return msg("Pig", text)


def narrate(event: Event) -> Message:
    """One line of the log."""
    if isinstance(event, Rolled):
        return msg("Pig", "{name} rolls {a} and {b}.", name=event.name, a=event.dice[0], b=event.dice[1])
    if isinstance(event, Busted):
        text = "{name} rolled two 1s: the score is gone." if event.wiped else "{name} rolled a 1: the turn is lost."
        return msg("Pig", text, name=event.name)
    if isinstance(event, Held):
        return msg(
            "Pig", "{name} banks {banked}, now {score}.", name=event.name, banked=event.banked, score=event.score
        )
    return msg("Pig", "{name} wins with {score}.", name=event.name, score=event.score)
