"""What Verflixxt's events sound like (ui/sounds.py plays them as their animations start).

A pawn's move is one wooden tap per tile, each when the pawn lands on it (`Motion.move` hops
it `HOP_MS` per tile over a linear drive of `HOP_MS * tiles + 60` ms, after a zero-length lift).
"""

from __future__ import annotations

from typing import Any

from ....ui.sounds import Sound
from .. import events as ev
from ..course import WURMINATOR, parse_piece

#: As in view/motion.py (`HOP_MS`, and the drive's extra 60 ms).
HOP_MS = 190
EXTRA_MS = 60

_FIXED: dict[type, Sound] = {
    ev.DieRolled: Sound("dice_1"),
    ev.TileTaken: Sound("tile_taken"),
    ev.PenaltyTileGiven: Sound("bite"),
    ev.MinusTileReturned: Sound("bite"),
    ev.WurminatorBackToStart: Sound("hop", (150,)),
    ev.GameOver: Sound("win"),
}


def sound_of(event: Any) -> Sound | None:
    if isinstance(event, ev.PieceMoved):
        tiles = max(1, len(event.path))
        total = HOP_MS * tiles + EXTRA_MS
        landings = tuple(round(total * (k + 1) / tiles) for k in range(tiles))
        what = parse_piece(event.piece)[0]
        if what == "guard":
            return Sound("guard", (0,))
        if event.piece == WURMINATOR:
            return Sound("step", landings)
        return Sound("step", landings)
    return _FIXED.get(type(event))
