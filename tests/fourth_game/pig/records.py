"""What a finished game of Pig adds to the Records page: place and score per seat."""

from __future__ import annotations

from typing import Any

from .rules import Roll, State


def summarize(session: Any) -> dict[str, Any]:
    state: State = session.state
    order = sorted(set(state.scores), reverse=True)
    seats = [{"place": order.index(score) + 1, "score": score, "stats": {}} for score in state.scores]
    return {"seats": seats, "stats": {"rolls": sum(isinstance(a, Roll) for a in session.actions)}}


def turn_starts(session: Any) -> list[int]:
    """A turn starts with the game and after every hold or bust."""
    starts = [0] if session.actions else []
    for number, before in enumerate(session.states[1:-1], start=1):
        if before.turn_total == 0 and number < len(session.actions):
            starts.append(number)
    return starts
