"""What a finished game of Verflixxt! kompakt adds to the Records page, read from its events.

Good Luck tiles converted are counted the way the end screen scores them (`tiles.score`), and a
Wurminator bite is every time the Wurminator caught one of the player's pawns (he took a minus
tile, put one back, or had none to give). Qt-free and deterministic, like the rest of the model.
"""

from __future__ import annotations

from typing import Any

from . import rules
from .events import MinusTileReturned, NothingToReturn, PenaltyTileGiven
from .rules import Roll


def summarize(session: Any) -> dict[str, Any]:
    """Place, score (the tiles' total) and the game's own figures per seat."""
    state: rules.State = session.state
    scores = rules.scores(state)
    places = rules.places(state) if rules.is_over(state) else (0,) * len(state.seats)
    seats: list[dict[str, Any]] = [
        {
            "place": places[seat],
            "score": scores[seat].total,
            "stats": {"luck_converted": len(scores[seat].converted_tiles), "bites": 0},
        }
        for seat in range(len(state.seats))
    ]
    for events in session.events:
        for event in events:
            if isinstance(event, PenaltyTileGiven | MinusTileReturned | NothingToReturn):
                seats[event.player]["stats"]["bites"] += 1
    rolls = sum(isinstance(action, Roll) for action in session.actions)
    return {"seats": seats, "stats": {"turns": rolls, "wurminator": state.wurminator_variant}}


def turn_starts(session: Any) -> list[int]:
    """The numbers of the actions that begin a turn: every turn begins with its roll."""
    return [number for number, action in enumerate(session.actions) if isinstance(action, Roll)]
