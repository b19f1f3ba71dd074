"""The contract every game's rules module fulfils, and the registry of the three games.

Like the backends of Simon Tatham's puzzles, each game is one rules module behind one small
set of module-level names; the shared `Session` (history, undo, save, replay) and the shared
Qt controller (pacing of computer players) work with any of them.

A rules module `bugbox.games.<id>.rules` provides:

- `GAME_ID: str`
- `State`: a pydantic model holding everything, including `rng_state`.
- `ACTION_ADAPTER`: a pydantic `TypeAdapter` for the union of its action types; each action
  has a literal `kind` field so a save can store actions as plain dicts.
- `new_game(setup: Setup, seed: int) -> State`
- `apply(state, action) -> tuple[State, list[Event]]`; raises `IllegalAction`, changing nothing.
- `legal_actions(state) -> list[Action]` (sorted, deterministic).
- `is_over(state) -> bool`
- `deciding_player(state) -> int | None`: the seat whose decision it is (it may be another
  player than the active one, e.g. piling up a catch); None once the game is over.
- `reveals_chance(action) -> bool`: True for actions that roll dice or draw hidden cards;
  undo never goes back past them.
- `check_setup(setup) -> None`: raises `LoadError` for a setup the game cannot start from.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True)
class GameInfo:
    """What the launcher and the save loader need to know before importing a game."""

    game_id: str
    title: str  # the published title, never translated
    min_players: int
    max_players: int
    rules_module: str


GAMES: dict[str, GameInfo] = {
    info.game_id: info
    for info in (
        GameInfo("verasselt", "Voll verasselt", 2, 5, "bugbox.games.verasselt.rules"),
        GameInfo("schaben", "Schaben jagen", 1, 1, "bugbox.games.schaben.rules"),
        GameInfo("verflixxt", "Verflixxt! kompakt", 2, 4, "bugbox.games.verflixxt.rules"),
    )
}


def rules_for(game_id: str) -> ModuleType:
    """Import a game's rules module on first use (keeps start-up light)."""
    return importlib.import_module(GAMES[game_id].rules_module)
