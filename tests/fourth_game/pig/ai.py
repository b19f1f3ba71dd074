"""Pig's computer players: hold at a turn total that grows with the level, or when it wins."""

from __future__ import annotations

from bugbox.core.players import Level

from .rules import Hold, Roll, State

HOLD_AT = {Level.EASY: 10, Level.NORMAL: 20, Level.HARD: 25}


def choose_action(state: State, level: Level, seed: int) -> Roll | Hold:
    if state.turn_total == 0:
        return Roll()
    if state.scores[state.current] + state.turn_total >= state.goal or state.turn_total >= HOLD_AT[level]:
        return Hold()
    return Roll()
