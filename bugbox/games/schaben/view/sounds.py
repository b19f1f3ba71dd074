"""What Schaben jagen's events sound like (ui/sounds.py plays them as their animations start).

The card itself snaps onto the board as `CardMotion` begins (its own cue there); what the card
does follows: the exterminator's steps, the boxes, the squash, the vacuum, the scuttle.
"""

from __future__ import annotations

from typing import Any

from ....ui.sounds import Sound
from ..events import (
    BoxPlaced,
    BoxRemoved,
    CockroachesMoved,
    CockroachSquashed,
    CockroachVacuumed,
    ExterminatorMoved,
    TaskFailed,
    TaskSolved,
)

#: A card being played: the first thing heard of every `CardMotion`.
CARD_PLAYED = Sound("schaben_card")

_FIXED: dict[type, Sound] = {
    BoxPlaced: Sound("step"),
    BoxRemoved: Sound("card_slid"),
    CockroachSquashed: Sound("squash"),
    CockroachVacuumed: Sound("vacuum"),
    CockroachesMoved: Sound("scuttle"),
    TaskSolved: Sound("win"),
    TaskFailed: Sound("bust"),
}


def sound_of(event: Any) -> Sound | None:
    if isinstance(event, ExterminatorMoved) and len(event.path) > 1:
        # view/motion.py walks him one move of 150 + 80 per further square, easing out
        return Sound("step", (120,))
    return _FIXED.get(type(event))
