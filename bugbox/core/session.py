"""One game in progress: setup, seed, the actions taken and the states they led to.

This is the "midend" shared by the three games: it owns history, undo and replay so that no
game re-implements them. A save file is exactly setup + seed + actions; loading one replays
the actions through the rules, so a save can never describe an impossible position.

The session keeps, beside each action, the events it produced (what the table animates and
the log tells), so a page can show the whole log after an undo or a load without applying
the history again. Events are small frozen dataclasses: even a save of `MAX_ACTIONS` actions
keeps them in a few megabytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from .errors import IllegalAction
from .game import RulesModule
from .i18n import QT_TRANSLATE_NOOP, msg
from .players import Setup
from .registry import rules_for

#: The most actions one game (and so one save) may hold. Real games take a few hundred (the
#: longest of 10,000 random Voll verasselt games: about 1,500); some games could go on for
#: ever (rolling and busting), and a save of 254,188 actions took 12 s and 870 MB to load.
#: At this cap a save loads in about a second; the game refuses further moves, so bugbox
#: never writes a save it will not open again.
MAX_ACTIONS = 20_000


StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
EventT = TypeVar("EventT")


class Session(Generic[StateT, ActionT, EventT]):
    """`states[i]` is the state before `actions[i]`, which produced `events[i]`;
    `states[-1]` is the state now (so there is one state more than actions)."""

    def __init__(
        self, game_id: str, setup: Setup, seed: int, rules: RulesModule[StateT, ActionT, EventT] | None = None
    ):
        self.game_id = game_id
        self.rules: RulesModule[StateT, ActionT, EventT] = rules or rules_for(game_id)
        self.setup = setup
        self.seed = seed
        self.rules.check_setup(setup)
        self.states: list[StateT] = [self.rules.new_game(setup, seed)]
        self.actions: list[ActionT] = []
        self.events: list[list[EventT]] = []

    @property
    def state(self) -> StateT:
        return self.states[-1]

    def history(self) -> Sequence[tuple[ActionT, list[EventT]]]:
        """Each action taken with the events it produced, oldest first."""
        return list(zip(self.actions, self.events, strict=True))

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def deciding_player(self) -> int | None:
        return self.rules.deciding_player(self.state)

    def play(self, action: ActionT) -> list[EventT]:
        """Apply one action; on `IllegalAction` nothing changes."""
        if len(self.actions) >= MAX_ACTIONS:
            raise IllegalAction(
                msg(
                    "Files",
                    QT_TRANSLATE_NOOP(
                        "Files",
                        "This game has reached {limit} moves, the most a save can hold; please start a new game.",
                    ),
                    limit=MAX_ACTIONS,
                )
            )
        new_state, events = self.rules.apply(self.state, action)
        self.states.append(new_state)
        self.actions.append(action)
        self.events.append(events)
        return events

    def can_undo(self) -> bool:
        return bool(self.actions) and not self.rules.reveals_chance(self.actions[-1])

    def undo(self) -> bool:
        """Take back the last action unless it revealed something random (a roll is final)."""
        if not self.can_undo():
            return False
        self.actions.pop()
        self.events.pop()
        self.states.pop()
        return True

    def action_dicts(self) -> list[dict[str, Any]]:
        adapter = self.rules.ACTION_ADAPTER
        return [adapter.dump_python(a, mode="json") for a in self.actions]

    @classmethod
    def mirror(cls, game_id: str, setup: Setup, state: StateT) -> Session[StateT, ActionT, EventT]:
        """A game refereed elsewhere (a table server), as far as this computer sees it: it
        starts at `state` (the public state when it was first seen, the seed unknown: 0) and
        grows by `record`; `play` is never called on it, the referee applies the actions."""
        session: Session[StateT, ActionT, EventT] = cls.__new__(cls)
        session.game_id = game_id
        session.rules = rules_for(game_id)
        session.setup = setup
        session.seed = 0
        session.states = [state]
        session.actions = []
        session.events = []
        return session

    def record(self, action: ActionT, events: list[EventT], state: StateT) -> None:
        """The referee elsewhere applied `action`, which did `events` and led to `state`."""
        self.actions.append(action)
        self.events.append(events)
        self.states.append(state)

    def record_unseen(self, action: ActionT, events: list[EventT]) -> None:
        """An action applied while this computer was not looking (before it joined or came
        back): its events join the log; the state it led to is not known here, so a mirror's
        `states` holds only the states seen (the last is always the state now)."""
        self.actions.insert(len(self.actions), action)
        self.events.append(events)

    @classmethod
    def replay(cls, game_id: str, setup: Setup, seed: int, actions: list[dict[str, Any]]) -> Session[Any, Any, Any]:
        """Rebuild a session from saved actions; raises `IllegalAction` or `ValueError` with
        the number of the action that no longer replays."""
        session: Session[Any, Any, Any] = cls(game_id, setup, seed)
        adapter = session.rules.ACTION_ADAPTER
        for number, raw in enumerate(actions, start=1):
            try:
                action = adapter.validate_python(raw)
                session.play(action)
            except (IllegalAction, ValueError) as error:
                raise ReplayError(number, error) from error
        return session


class ReplayError(Exception):
    """Action number `number` of a save cannot be replayed."""

    def __init__(self, number: int, cause: Exception):
        self.number = number
        self.cause = cause
        super().__init__(f"action {number} does not replay: {cause}")
