"""The task generator: deterministic, every task solvable with every card needed, graded."""
import pytest

from bugbox.games.schaben import generator, solver
from bugbox.games.schaben.rules import apply
from bugbox.games.schaben.tasks import dump_set, shipped_tasks
from bugbox.paths import resource


def _replays(task):
    state = task.start_state()
    for step in task.solution:
        state, _ = apply(state, step)
    return state.status == "solved" and state.hand == ()


@pytest.mark.parametrize("difficulty", generator.DIFFICULTIES)
def test_a_generated_task_needs_every_card_and_has_the_asked_difficulty(difficulty):
    task = generator.generate(difficulty, seed=7, task_id="x")
    assert task.difficulty == difficulty and task.id == "x"
    assert _replays(task) and solver.needs_every_card(task)
    low, high = generator.RECIPES[difficulty].grade
    assert low <= generator.grade(solver.analyse(task, count=False), task) < high


def test_the_same_seed_gives_the_same_task_and_another_seed_another():
    assert generator.generate("easy", seed=3) == generator.generate("easy", seed=3)
    assert generator.generate("easy", seed=3) != generator.generate("easy", seed=4)


def test_grades_rise_from_easy_to_hard():
    bands = [generator.RECIPES[d].grade for d in generator.DIFFICULTIES]
    assert all(bands[i][1] <= bands[i + 1][0] for i in range(len(bands) - 1))


def test_failing_card_orders_make_a_task_harder():
    task = shipped_tasks()[2]
    analysis = solver.analyse(task, count=False)
    worse = analysis.__class__(analysis.cards, analysis.solutions, analysis.orders, max(1, analysis.good_orders // 2),
                               analysis.nodes)
    if worse.good_orders < analysis.good_orders:
        assert generator.grade(worse, task) > generator.grade(analysis, task)
    assert generator.grade(analysis, task) >= len(task.cards)


@pytest.mark.slow
def test_make_set_rebuilds_the_shipped_file_exactly():
    tasks = generator.make_set()
    assert dump_set(tasks) == resource("schaben", "tasks.json").read_text(encoding="utf-8")
