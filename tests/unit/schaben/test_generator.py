"""The task generator: deterministic, one solution, every card and every box card needed,
the asked technique level and trick."""

import pytest

from bugbox.games.schaben import generator, solver, techniques, tricks
from bugbox.games.schaben.rules import apply
from bugbox.games.schaben.tasks import dump_set
from bugbox.paths import resource


def _replays(task):
    state = task.start_state()
    for step in task.solution:
        state, _ = apply(state, step)
    return state.status == "solved" and state.hand == ()


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_a_generated_task_has_one_solution_needs_every_card_and_reaches_its_level(level):
    task = generator.generate(None, seed=7, task_id="x", lv=level)
    assert task.id == "x" and task.difficulty == generator.difficulty_of(level)
    assert _replays(task) and solver.needs_every_card(task)
    assert techniques.count_solutions(task) == 1 and techniques.card_orders(task) == 1
    assert techniques.level(task) == level


def test_a_hard_task_needs_its_box_cards_as_boxes():
    task = generator.generate("hard", seed=11)
    assert "box" in task.cards and techniques.level(task) == 5
    assert techniques.count_solutions(task) == 1
    assert not techniques.box_pass_solvable(task)


def test_a_task_can_be_asked_to_require_a_trick():
    task = generator.generate("medium", seed=3, lv=4, trick="bounce")
    assert techniques.required_tricks(task) & tricks.BOUNCE


def test_the_difficulty_picks_one_of_its_levels():
    levels = {techniques.level(generator.generate("easy", seed=s)) for s in range(6)}
    assert levels <= set(generator.LEVEL_BANDS["easy"])


def test_the_same_seed_gives_the_same_task_and_another_seed_another():
    assert generator.generate("easy", seed=3) == generator.generate("easy", seed=3)
    assert generator.generate("easy", seed=3) != generator.generate("easy", seed=4)


def test_the_set_plan_fills_1a_to_40b_with_rising_levels():
    assert sum(n for *_, n, _ in generator.SET_PLAN) == 80
    assert generator.SET_SIZES == {"easy": 27, "medium": 27, "hard": 26}
    levels = [lv for _, lv, *_ in generator.SET_PLAN]
    assert levels == sorted(levels)
    aimed = {trick for _, _, trick, *_ in generator.SET_PLAN if trick}
    assert {"place", "remove", "stack", "zero"} <= aimed


@pytest.mark.slow
def test_make_set_rebuilds_the_shipped_file_exactly():
    tasks = generator.make_set()
    assert dump_set(tasks) == resource("schaben", "tasks.json").read_text(encoding="utf-8")
