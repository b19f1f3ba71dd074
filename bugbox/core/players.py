"""Who sits at the table: seats, computer levels and the setup of a new game.

The setup is everything chosen in the new-game dialog. Together with the seed and the list of
actions it is the whole save file, so it must be plain data.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Level(str, Enum):
    """Computer player strength."""

    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


class Seat(BaseModel):
    """One player: a human at the keyboard or a computer player of some level."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=40)
    colour: str = Field(pattern=r"^(red|yellow|green|blue|purple|orange)$")
    computer: bool = False
    level: Level = Level.NORMAL


class Setup(BaseModel):
    """A new game: the seats in turn order, the start player and the rule options.

    `start_player` is None for "random", which the game settles with its seeded rng so that
    a replay picks the same start player.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    seats: tuple[Seat, ...] = ()
    start_player: int | None = None
    options: dict[str, Any] = Field(default_factory=dict)
