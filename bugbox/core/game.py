"""The contract every game's rules module fulfils (`RulesModule`).

Like the backends of Simon Tatham's puzzles, each game is one rules module behind one small
set of module-level names; the shared `Session` (history, undo, save, replay) and the shared
Qt controller (pacing of computer players) work with any of them. Which games there are, and
where their rules, computer players and views live, is the registry's business
(`bugbox.core.registry`); `GAMES` and `rules_for` are re-exported here for old callers.

A rules module `bugbox.games.<id>.rules` is a `RulesModule[State, Action, Event]`:

- `GAME_ID: str`
- `State`: a pydantic model holding everything, including `rng_state`.
- `ACTION_ADAPTER`: a pydantic `TypeAdapter` for the union of its action types; each action
  has a literal `kind` field so a save can store actions as plain dicts.
- `new_game(setup, seed) -> State`
- `apply(state, action) -> tuple[State, list[Event]]`; raises `IllegalAction`, changing nothing.
- `legal_actions(state) -> list[Action]` (sorted, deterministic).
- `is_over(state) -> bool`
- `deciding_player(state) -> int | None`: the seat whose decision it is (it may be another
  player than the active one, e.g. piling up a catch); None once the game is over.
- `reveals_chance(action) -> bool`: True for actions that roll dice or draw hidden cards;
  undo never goes back past them.
- `check_setup(setup) -> None`: raises `LoadError` for a setup the game cannot start from.
- `public_state(state) -> State`: the state with every secret removed (the rng state, any
  hidden order), still a valid `State` with the same `legal_actions` and deciding player: what
  a table server may send to the players while the game runs.

A computer player module (`bugbox.games.<id>.ai`) is an `AiModule`:
`choose_action(state, level, seed) -> Action`, deterministic for a seed.

Start-up imports this module, so nothing here may import pydantic or a game: the types only
named in annotations are imported for the type checker alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from .registry import GAMES, rules_for

if TYPE_CHECKING:
    from pydantic import TypeAdapter

    from .players import Level, Setup

__all__ = ["GAMES", "AiModule", "RulesModule", "rules_for"]

StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
EventT = TypeVar("EventT")
StateT_contra = TypeVar("StateT_contra", contravariant=True)
ActionT_co = TypeVar("ActionT_co", covariant=True)


class RulesModule(Protocol[StateT, ActionT, EventT]):
    """A game's rules: a module (or any object) with these names. See the module docstring."""

    @property
    def GAME_ID(self) -> str: ...  # noqa: N802 - a module constant

    @property
    def ACTION_ADAPTER(self) -> TypeAdapter[ActionT]: ...  # noqa: N802 - a module constant

    def new_game(self, setup: Setup, seed: int, /) -> StateT: ...

    def check_setup(self, setup: Setup, /) -> None: ...

    def apply(self, state: StateT, action: ActionT, /) -> tuple[StateT, list[EventT]]: ...

    def legal_actions(self, state: StateT, /) -> list[ActionT]: ...

    def is_over(self, state: StateT, /) -> bool: ...

    def deciding_player(self, state: StateT, /) -> int | None: ...

    def reveals_chance(self, action: ActionT, /) -> bool: ...

    def public_state(self, state: StateT, /) -> StateT: ...


class AiModule(Protocol[StateT_contra, ActionT_co]):
    """A game's computer players: one deterministic decision for a state, a level and a seed."""

    def choose_action(self, state: StateT_contra, level: Level, seed: int, /) -> ActionT_co: ...


#: A rules module of a game known only at run time (a save's game id, the launcher's choice).
AnyRules = RulesModule[Any, Any, Any]
