"""Issue 19, item 1: the solver has a budget and a third answer.

An unsolvable 18-card task (four cockroaches each boxed into a corner, only three box cards)
ran `bugbox schaben solve` for 4+ minutes past 3 GB, and behind Hint blocked the window. Every
search the player can start now stops at its budget (positions, seconds, a cancel flag) with
`Undecided`, "could not decide within the limit". The tests count positions, never time.
"""

import json

import pytest

from bugbox.games.schaben import cli, solver
from bugbox.games.schaben.solver import DEFAULT_NODES, Budget, Undecided
from bugbox.games.schaben.tasks import parse_task, shipped_tasks
from tests.conftest import time_limit

BOXED = {
    "exterminator": {"square": "D4", "facing": "N"},
    "cockroaches": [
        {"square": "A1", "facing": "N"},
        {"square": "A7", "facing": "S"},
        {"square": "G1", "facing": "N"},
        {"square": "G7", "facing": "S"},
    ],
    "boxes": ["B1", "A2", "F1", "G2", "A6", "B7", "F7", "G6"],
    "cards": ["forward"] * 3
    + ["backward"] * 2
    + ["left"] * 2
    + ["right"] * 2
    + ["turn_left"] * 2
    + ["turn_right"] * 2
    + ["turn_around"] * 2
    + ["box"] * 3,
}


@pytest.fixture(autouse=True)
def alarm():
    """A search that ignores its budget fails here instead of running for minutes."""
    with time_limit(20, "the solver ran past its budget"):
        yield


def test_the_boxed_corners_task_is_undecided_within_its_position_budget():
    task = parse_task(BOXED, strict=False)
    assert len(task.cards) == 18
    with pytest.raises(Undecided) as gave_up:
        solver.solve(task, budget=Budget(nodes=20_000, seconds=None))
    assert gave_up.value.nodes == 20_001 and not gave_up.value.cancelled


def test_a_cancelled_search_stops_at_the_next_look_at_the_flag():
    budget = Budget(nodes=10**9, seconds=None)
    budget.cancel.set()
    with pytest.raises(Undecided) as gave_up:
        solver.hint(parse_task(BOXED, strict=False).start_state(), budget=budget)
    assert gave_up.value.cancelled and gave_up.value.nodes <= 1024


def test_the_default_budget_is_far_above_every_shipped_task():
    for task in shipped_tasks():
        position, target = solver.start_position(task)
        search = solver.Search(target)
        assert search.first(*position) is not None
        assert search.nodes * 10 < DEFAULT_NODES, task.id


def test_solve_on_the_command_line_says_it_could_not_decide(tmp_path, capsys):
    path = tmp_path / "boxed.json"
    path.write_text(json.dumps({"tasks": [BOXED, dict(BOXED, cards=["left"])]}))
    assert cli.main(["solve", str(path), "--max-positions", "20000"]) == 3
    assert capsys.readouterr().out.splitlines() == ["#1: could not decide within the limit", "#2: no solution"]
    assert cli.main(["solve", str(path), "--json", "--max-positions", "20000"]) == 3
    answers = json.loads(capsys.readouterr().out)["tasks"]
    assert [(a["decided"], a["solution"]) for a in answers] == [(False, None), (True, None)]


@pytest.mark.parametrize("argument", [["--max-positions", "0"], ["--seconds", "-1"], ["--seconds", "nan"]])
def test_a_budget_that_is_not_positive_is_wrong_usage(tmp_path, argument):
    path = tmp_path / "boxed.json"
    path.write_text(json.dumps(BOXED))
    assert cli.main(["solve", str(path), *argument]) == 2
