"""The game-specific parts of a review, found through the game's spec (`review_module`).

Each game that can be reviewed has a Qt-free `review.py` beside its `ai.py` with the names of
`ReviewModule`; the review itself (`estimate`, `runner`) names no game.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from types import ModuleType
from typing import Any, Protocol, cast

from ..core.registry import GAMES


class ReviewModule(Protocol):
    """What a game's `review.py` offers (see the two games' modules for the why of each)."""

    rules: ModuleType

    def with_future(self, state: Any, future: int) -> Any: ...
    def shares(self, state: Any) -> tuple[float, ...]: ...
    def alternatives(self, state: Any, chosen: Any) -> tuple[Sequence[Any], int]: ...
    def best_choice(self, state: Any) -> Any: ...
    def playout(self, state: Any, seed: int) -> tuple[float, ...]: ...
    def exact(self, state: Any) -> tuple[float, ...] | None: ...


def reviewable(game_id: str) -> bool:
    """Whether bugbox can review games of this game."""
    spec = GAMES.get(game_id)
    return spec is not None and spec.review_module is not None


def review_module(game_id: str) -> ReviewModule:
    spec = GAMES[game_id]
    if spec.review_module is None:
        raise LookupError(f"{game_id} cannot be reviewed")
    return cast(ReviewModule, importlib.import_module(spec.review_module))
