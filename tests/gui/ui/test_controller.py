"""The shared GameController with a made-up game (issue 17): a tiny rules module fulfilling
`bugbox.core.game.RulesModule`, registered only here, shows that the controller knows no game
of its own: a human's move, a refusal with its reason, a computer seat thinking and moving,
undo back to the last human decision (never past a roll), and the end of the game.

The game, "Count to ten": two seats take turns; a turn adds one or two to the count, or rolls
a die that adds 1-3 (a roll is final: undo stops before it). The count reaching ten ends it.
"""

from __future__ import annotations

import json
import sys
import types
from dataclasses import dataclass
from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from bugbox.core import registry
from bugbox.core.autosaves import newest
from bugbox.core.errors import IllegalAction
from bugbox.core.i18n import msg
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.rng import Rng, seed_state
from bugbox.core.session import Session
from bugbox.core.settings import Settings
from bugbox.ui.context import AppContext
from bugbox.ui.controller import GameController

GAME_ID = "count_to_ten"
GOAL = 10


class State(BaseModel):
    model_config = ConfigDict(frozen=True)

    count: int = 0
    turn: int = 0  # the seat to move
    rng_state: int


class Add(BaseModel):
    model_config = ConfigDict(frozen=True)
    kind: Literal["add"] = "add"
    amount: int


class Roll(BaseModel):
    model_config = ConfigDict(frozen=True)
    kind: Literal["roll"] = "roll"


Action = Annotated[Add | Roll, Field(discriminator="kind")]


@dataclass(frozen=True)
class Counted:
    seat: int
    amount: int
    rolled: bool


def new_game(setup: Setup, seed: int) -> State:
    return State(turn=setup.start_player or 0, rng_state=seed_state(seed))


def check_setup(setup: Setup) -> None:
    assert len(setup.seats) == 2


def is_over(state: State) -> bool:
    return state.count >= GOAL


def deciding_player(state: State) -> int | None:
    return None if is_over(state) else state.turn


def reveals_chance(action: Add | Roll) -> bool:
    return isinstance(action, Roll)


def legal_actions(state: State) -> list[Add | Roll]:
    return [] if is_over(state) else [Add(amount=1), Add(amount=2), Roll()]


def apply(state: State, action: Add | Roll) -> tuple[State, list[Counted]]:
    if is_over(state):
        raise IllegalAction(msg("Fake", "The game is over."))
    rng = Rng(state.rng_state)
    if isinstance(action, Roll):
        amount, rolled = 1 + rng.below(3), True
    elif action.amount in (1, 2):
        amount, rolled = action.amount, False
    else:
        raise IllegalAction(msg("Fake", "Add one or two, not {amount}.", amount=action.amount))
    after = State(count=state.count + amount, turn=1 - state.turn, rng_state=rng.state)
    return after, [Counted(state.turn, amount, rolled)]


def choose_action(state: State, level: Level, seed: int) -> Add | Roll:
    return Add(amount=1)


def _module(name: str, **names: object) -> types.ModuleType:
    module = types.ModuleType(name)
    module.__dict__.update(names)
    return module


RULES = _module(
    "count_to_ten_rules",
    GAME_ID=GAME_ID,
    ACTION_ADAPTER=TypeAdapter(Action),
    State=State,
    new_game=new_game,
    check_setup=check_setup,
    apply=apply,
    legal_actions=legal_actions,
    is_over=is_over,
    deciding_player=deciding_player,
    reveals_chance=reveals_chance,
)
AI = _module("count_to_ten_ai", choose_action=choose_action)


@pytest.fixture
def fake_game(monkeypatch):
    monkeypatch.setitem(sys.modules, RULES.__name__, RULES)
    monkeypatch.setitem(sys.modules, AI.__name__, AI)
    registry.register(
        registry.GameSpec(
            game_id=GAME_ID,
            title="Count to ten",
            min_players=2,
            max_players=2,
            rules_module=RULES.__name__,
            ai_module=AI.__name__,
            view="nowhere.page:Page",
            shown_title=msg("Launcher", "Count to ten"),
            pitch=msg("Launcher", "Count."),
            seat_colours=("red", "blue"),
        )
    )
    yield
    registry.unregister(GAME_ID)


class Table:
    """Stands in for a game page: records the controller's signals and finishes each
    'animation' at once by calling `ready()`, as a page does when its animations end."""

    def __init__(self, controller: GameController):
        self.controller = controller
        self.applied: list[tuple[object, list[Counted]]] = []
        self.refused: list[str] = []
        self.resets = 0
        self.thinking: list[int] = []
        self.over = 0
        controller.flow.applied.connect(self._applied)
        controller.flow.refused.connect(lambda reason: self.refused.append(reason.english()))
        controller.flow.reset.connect(self._reset)
        controller.flow.thinking.connect(self.thinking.append)
        controller.flow.game_over.connect(self._over)

    def _applied(self, action: object, events: list[Counted]) -> None:
        self.applied.append((action, events))
        self.controller.flow.ready()

    def _reset(self) -> None:
        self.resets += 1

    def _over(self) -> None:
        self.over += 1


def _controller(computer_second: bool = True) -> tuple[GameController, Table]:
    setup = Setup(
        seats=(Seat(name="Ann", colour="red"), Seat(name="Bot", colour="blue", computer=computer_second)),
        start_player=0,
    )
    session = Session(GAME_ID, setup, seed=7)
    assert session.rules is RULES
    ctx = AppContext()
    ctx._settings = Settings(animation_speed="off")
    controller = GameController(ctx, session)
    table = Table(controller)
    controller.start()
    return controller, table


def _computer_moved(qtbot, controller: GameController, actions: int) -> None:
    qtbot.waitUntil(lambda: len(controller.session.actions) == actions and controller.flow.can_act(), timeout=5000)


def test_a_human_move_is_applied_and_autosaved_then_the_computer_answers(qtbot, fake_game):
    controller, table = _controller()
    assert table.resets == 1 and controller.flow.can_act()
    assert controller.flow.submit(Add(amount=2))
    assert table.applied[0] == (Add(amount=2), [Counted(0, 2, False)])
    _computer_moved(qtbot, controller, 2)
    assert table.thinking == [1]
    assert table.applied[1] == (Add(amount=1), [Counted(1, 1, False)])
    assert controller.flow.state.count == 3
    saved = json.loads(newest(GAME_ID).read_text(encoding="utf-8"))
    assert saved["game"] == GAME_ID
    assert saved["actions"] == [{"kind": "add", "amount": 2}, {"kind": "add", "amount": 1}]
    assert controller.session.events == [[Counted(0, 2, False)], [Counted(1, 1, False)]]


def test_a_refused_move_gives_the_reason_and_changes_nothing(qtbot, fake_game):
    controller, table = _controller()
    assert not controller.flow.submit(Add(amount=3))
    assert table.refused == ["Add one or two, not 3."]
    assert table.applied == [] and controller.session.actions == [] and controller.flow.can_act()
    saved = json.loads(newest(GAME_ID).read_text(encoding="utf-8"))  # the game as dealt, nothing more
    assert saved["actions"] == []


def test_a_human_cannot_move_for_the_computer(qtbot, fake_game):
    controller, table = _controller()
    controller.session.play(Add(amount=1))  # now the computer's turn, nobody asked it yet
    assert not controller.flow.submit(Add(amount=1))
    assert table.refused == []


def test_undo_goes_back_to_the_last_human_decision(qtbot, fake_game):
    controller, table = _controller()
    controller.flow.submit(Add(amount=1))
    _computer_moved(qtbot, controller, 2)
    controller.flow.submit(Add(amount=2))
    _computer_moved(qtbot, controller, 4)
    assert controller.flow.can_undo()
    resets = table.resets
    assert controller.flow.undo()  # the computer's answer and Ann's second move
    assert table.resets == resets + 1
    assert controller.session.actions == [Add(amount=1), Add(amount=1)]
    assert controller.session.events == [[Counted(0, 1, False)], [Counted(1, 1, False)]]
    assert controller.flow.state.count == 2 and controller.flow.can_act()
    assert controller.flow.undo()
    assert controller.session.actions == [] and controller.flow.state.count == 0
    assert not controller.flow.undo()


def test_undo_never_goes_back_past_a_roll_and_is_off_when_it_would_change_nothing(qtbot, fake_game):
    controller, table = _controller()
    controller.flow.submit(Roll())
    _computer_moved(qtbot, controller, 2)
    # Only the computer's answer could go (the roll is final), and the computer would make it
    # again the same way: an Undo that changes nothing is not offered (issue 32, item 3).
    assert not controller.flow.can_undo()
    assert not controller.flow.undo()
    assert controller.session.actions == [Roll(), Add(amount=1)]
    controller.flow.submit(Add(amount=2))
    _computer_moved(qtbot, controller, 4)
    assert controller.flow.can_undo() and controller.flow.undo()  # Ann's Add and the answer
    assert controller.session.actions == [Roll(), Add(amount=1)]


def test_the_end_of_the_game_is_told_and_the_autosave_goes(qtbot, fake_game):
    controller, table = _controller(computer_second=False)  # hotseat: two humans
    for _ in range(5):
        assert controller.flow.submit(Add(amount=2))
    assert controller.session.is_over() and table.over == 1
    assert newest(GAME_ID) is None
    assert not controller.flow.submit(Add(amount=1))
    assert table.thinking == []
