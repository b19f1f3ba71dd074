"""What Voll verasselt's events sound like (ui/sounds.py plays them as their animations start).

The rattle follows the number of dice rolled (four to seven, one file set each), so the ear
hears a big roll before the eye finds the dice.
"""

from __future__ import annotations

from typing import Any

from ....ui.sounds import Sound
from ..events import (
    Bust,
    CardsBoosted,
    CardsCaught,
    CatchPiledUp,
    CatchReceived,
    DiceRolled,
    GameOver,
    HubRefilled,
    HubReplenished,
)

_FIXED: dict[type, Sound] = {
    CatchReceived: Sound("card_slid"),
    CatchPiledUp: Sound("pileup"),
    HubReplenished: Sound("card_dealt"),
    CardsBoosted: Sound("card_flipped"),
    CardsCaught: Sound("card_slid"),
    Bust: Sound("bust"),
    HubRefilled: Sound("card_dealt"),
    GameOver: Sound("win"),
}


def sound_of(event: Any) -> Sound | None:
    if isinstance(event, DiceRolled):
        return Sound(f"dice_{max(1, min(7, len(event.rolled)))}")
    return _FIXED.get(type(event))
