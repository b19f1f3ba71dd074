"""Where each game's figures come from: its own model replays the kept game.

The figures are never stored as truth; each game's `records.py` (its spec's `records_module`)
derives them (`summarize`) and says where its turns begin (`turn_starts`, which the replay
viewer steps by). The modules are imported only when a game is summarised or replayed, so
reading the cache touches none.
"""

from __future__ import annotations

import importlib
from typing import Any

from ..registry import GAMES
from ..session import Session


def game_module(game_id: str) -> Any:
    """The game's records module (its spec's `records_module`), or None for a game that
    derives no figures."""
    game = GAMES.get(game_id)
    name = game.records_module if game is not None else None
    return importlib.import_module(name) if name else None


def turn_starts(session: Session[Any, Any, Any]) -> list[int]:
    """The action numbers that begin a turn (the viewer steps by them)."""
    module = game_module(session.game_id)
    starts = module.turn_starts(session) if module is not None else list(range(len(session.actions)))
    return list(starts)
