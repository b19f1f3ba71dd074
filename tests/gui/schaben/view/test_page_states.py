"""Every kitchen Schaben jagen's rules accept (`rules.check_state`) is drawn by the page, at a
few window sizes, without an exception (issue 46: every game's states are checked by its
own rules, and every state that passes must draw). The kitchens are drawn by hypothesis over
the whole space `check_state` allows: him anywhere facing anywhere, up to six cockroaches
anywhere (several on a square too), boxes on any other squares, any hand the box of cards
holds, a target or none, and the status the kitchen bears out."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bugbox.core.session import Session
from bugbox.games.schaben import rules
from bugbox.games.schaben.tasks import Task, shipped_tasks, task_setup
from bugbox.ui.flow.turns import Decider, TurnFlow

SIZES = ((640, 480), (1280, 800), (2200, 1300))
SHOTS = os.environ.get("BUGBOX_SHOTS")
SQUARES = [f"{column}{row}" for column in "ABCDEFG" for row in range(1, 8)]
FACINGS = ("N", "E", "S", "W")


@st.composite
def valid_kitchens(draw: st.DrawFn) -> tuple[Task, rules.State]:
    """A shipped task, and any kitchen with a hand of the task's cards not yet played."""
    task = draw(st.sampled_from(shipped_tasks()[:40]))
    exterminator = draw(st.sampled_from(SQUARES))
    roaches = draw(st.lists(st.tuples(st.sampled_from(SQUARES), st.sampled_from(FACINGS)), max_size=6))
    boxes = draw(st.lists(st.sampled_from([s for s in SQUARES if s != exterminator]), unique=True, max_size=12))
    dealt = rules.hand_counts(task.cards)
    hand = tuple(card for card, most in zip(rules.CARDS, dealt, strict=True) for _ in range(draw(st.integers(0, most))))
    target = task.target if task.target is None else draw(st.sampled_from(SQUARES))
    state = rules.State(
        target=target,
        exterminator=exterminator,
        facing=draw(st.sampled_from(FACINGS)),
        cockroaches=tuple(
            rules.Cockroach(number=number, square=square, facing=facing)
            for number, (square, facing) in enumerate(roaches)
        ),
        boxes=tuple(sorted(boxes, key=SQUARES.index)),
        hand=hand,
        caught=draw(st.integers(0, 6)),
        task_id=task.id,
    )
    ex, _facing, codes, _boxes = rules.compact(state)
    solved = rules.is_solved(ex, codes, rules.square_index(target) if target else -1)
    state = state.model_copy(update={"status": "solved" if solved else "playing" if hand else "failed"})
    rules.check_state(state)  # the strategy draws only what the rules accept
    return task, state


@pytest.fixture
def window(make_window):
    """One main window for all the examples (hypothesis runs the test's body for each)."""
    return make_window()


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kitchen=valid_kitchens())
def test_every_valid_kitchen_is_drawn_at_every_size(window, qtbot, kitchen):
    task, state = kitchen
    setup = task_setup(task)
    flow = TurnFlow(Session.mirror(rules.GAME_ID, setup, state), [Decider.HERE], window)
    page = window.show_page(rules.GAME_ID)
    page.attach(flow)
    flow.start()
    for width, height in SIZES:
        window.resize(width, height)
        qtbot.wait(1)
        picture = page.grab()
        assert not picture.isNull()
    if SHOTS:  # to look at what was drawn: BUGBOX_SHOTS=folder
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        picture.save(str(Path(SHOTS) / f"{rules.GAME_ID}-{len(list(Path(SHOTS).glob(rules.GAME_ID + '-*')))}.png"))
    flow.stop()
