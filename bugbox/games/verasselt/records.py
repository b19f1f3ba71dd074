"""What a finished game of Voll verasselt adds to the Records page, read from its events.

The figures are derived from the events the rules produced (the session keeps them, and a
kept game is replayed to get them back), never from what the table happened to show: the
biggest catch is the largest catch a player stopped with, a bust is a `Bust` event of his.
Qt-free and deterministic, like the rest of the model.
"""

from __future__ import annotations

from typing import Any

from . import rules
from .events import Bust, Stopped


def summarize(session: Any) -> dict[str, Any]:
    """Place, score (cards on the heap) and the game's own figures per seat."""
    state: rules.State = session.state
    places = rules.places(state) if rules.is_over(state) else (0,) * len(state.names)
    seats: list[dict[str, Any]] = [
        {"place": places[seat], "score": state.heaps[seat].total, "stats": {"biggest_catch": 0, "busts": 0}}
        for seat in range(len(state.names))
    ]
    for events in session.events:
        for event in events:
            if isinstance(event, Stopped):
                stats = seats[event.player]["stats"]
                stats["biggest_catch"] = max(stats["biggest_catch"], event.catch.total)
            elif isinstance(event, Bust):
                seats[event.player]["stats"]["busts"] += 1
    return {"seats": seats, "stats": {"turns": state.turn}}


def turn_starts(session: Any) -> list[int]:
    """The numbers of the actions that begin a turn (the first decision of each turn)."""
    starts: list[int] = []
    previous = None
    for number, state in enumerate(session.states[:-1]):
        if state.turn != previous:
            starts.append(number)
            previous = state.turn
    return starts
