"""`rules.check_state`: every state a shipped task reaches, by its solution or by random
cards, keeps Schaben jagen's invariants; a forged kitchen (a fourth forward card, a box
twice or under him, a cockroach twice, a status the kitchen contradicts) is refused."""

from __future__ import annotations

import random

import pytest

from bugbox.games.schaben import rules
from bugbox.games.schaben.tasks import shipped_tasks


def test_every_state_of_the_shipped_tasks_keeps_the_invariants():
    pick = random.Random(46)
    for task in shipped_tasks()[:30]:
        for tries in range(3):
            state = task.start_state()
            rules.check_state(state)
            while not rules.is_over(state):
                actions = rules.legal_actions(state)
                step = task.solution[len(task.cards) - len(state.hand)] if tries == 0 and task.solution else None
                state, _ = rules.apply(state, step if step is not None else pick.choice(actions))
                rules.check_state(state)


def _start() -> rules.State:
    """A hunting task's start (not a tutorial's: cockroaches in the kitchen)."""
    return next(task.start_state() for task in shipped_tasks() if task.cockroaches and task.target is None)


FORGED = {
    "a fourth forward card": lambda s: s.model_copy(update={"hand": ("forward",) * 4}),
    "a box twice": lambda s: s.model_copy(update={"boxes": ("A1", "A1")}),
    "a box under him": lambda s: s.model_copy(update={"boxes": (s.exterminator,)}),
    "a cockroach twice": lambda s: s.model_copy(update={"cockroaches": (s.cockroaches[0], s.cockroaches[0])}),
    "solved with cockroaches left": lambda s: s.model_copy(update={"status": "solved"}),
    "failed with cards in hand": lambda s: s.model_copy(update={"status": "failed"}),
}


@pytest.mark.parametrize("forgery", FORGED)
def test_a_forged_kitchen_is_refused(forgery):
    honest = _start()
    rules.check_state(honest)
    with pytest.raises(ValueError):
        rules.check_state(FORGED[forgery](honest))
