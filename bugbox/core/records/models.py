"""Where each game's figures come from: its own model replays the kept game.

The figures are never stored as truth; each game's `records.py` derives them (`summarize`)
and says where its turns begin (`turn_starts`, which the replay viewer steps by). Schaben
jagen's lives beside this package because its own folder belongs to its game. The modules are
imported only when a game is summarised or replayed, so reading the cache touches none.
"""

from __future__ import annotations

import importlib
from typing import Any

from ..session import Session

#: Where a game id points to the module that derives its figures (`summarize`, `turn_starts`).
MODULES = {
    "verasselt": "bugbox.games.verasselt.records",
    "verflixxt": "bugbox.games.verflixxt.records",
    "schaben": "bugbox.core.records.schaben",
}


def game_module(game_id: str) -> Any:
    """The game's records module, or None for a game that derives no figures."""
    name = MODULES.get(game_id)
    return importlib.import_module(name) if name else None


def turn_starts(session: Session[Any, Any, Any]) -> list[int]:
    """The action numbers that begin a turn (the viewer steps by them)."""
    module = game_module(session.game_id)
    starts = module.turn_starts(session) if module is not None else list(range(len(session.actions)))
    return list(starts)
