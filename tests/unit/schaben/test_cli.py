"""`bugbox schaben solve|check|generate`: tested through `cli.main` and `python -m`."""

import json
import subprocess
import sys

import pytest

from bugbox.games.schaben import cli
from bugbox.games.schaben.rules import PlayCard, apply
from bugbox.games.schaben.tasks import parse_task

TASK = {
    "exterminator": {"square": "A2", "facing": "N"},
    "cockroaches": [
        {"square": "C2", "facing": "W"},
        {"square": "C5", "facing": "E"},
        {"square": "B3", "facing": "E"},
        {"square": "D6", "facing": "W"},
        {"square": "C1", "facing": "N"},
    ],
    "cards": ["backward", "right"],
}
HOPELESS = {
    "exterminator": {"square": "A1", "facing": "N"},
    "cockroaches": [{"square": "D7", "facing": "E"}],
    "boxes": ["A3"],
    "cards": ["turn_right", "forward"],
}


@pytest.fixture
def write(tmp_path):
    def writer(data, name="task.json"):
        path = tmp_path / name
        path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
        return str(path)

    return writer


def test_solve_prints_the_solution_of_a_task_file(write, capsys):
    assert cli.main(["solve", write(TASK)]) == 0
    assert capsys.readouterr().out == "task: right to C2, backward to C1\n"


def test_solve_json_gives_steps_in_the_task_file_format(write, capsys):
    assert cli.main(["solve", write({"tasks": [{**TASK, "id": "t1"}, HOPELESS]}), "--json"]) == 1
    result = json.loads(capsys.readouterr().out)
    assert [t["id"] for t in result["tasks"]] == ["t1", "#2"]
    assert result["tasks"][1]["solution"] is None
    state = parse_task(TASK, strict=False).start_state()
    for step in result["tasks"][0]["solution"]:
        state, _ = apply(state, PlayCard(**step))
    assert state.status == "solved"


def test_solve_says_no_solution_and_exits_one(write, capsys):
    assert cli.main(["solve", write(HOPELESS)]) == 1
    assert capsys.readouterr().out == "task: no solution\n"


def test_solve_ignores_a_wrong_stored_solution(write, capsys):
    assert cli.main(["solve", write({**TASK, "solution": [{"card": "right", "to": "B2"}]})]) == 0


def test_check_accepts_the_shipped_set(capsys):
    from bugbox.paths import resource

    assert cli.main(["check", str(resource("schaben", "tasks.json"))]) == 0
    assert "82 task(s), all valid" in capsys.readouterr().out


def test_check_lists_every_problem_and_exits_non_zero(write, capsys):
    bad = {
        "tasks": [
            {**TASK, "id": "a", "difficulty": "hard", "solution": []},
            {**TASK, "id": "b", "difficulty": "simple", "cards": ["jump"]},
        ]
    }
    assert cli.main(["check", write(bad)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "Task a: the solution does not solve the task: 5 cockroach(es) are left.",
        "Task b: solution is missing.",
        'Task b: difficulty is "simple"; use easy, medium or hard.',
        'Task b: cards[0] is "jump", which is not a movement card (forward, backward, left, right, turn_left, '
        "turn_right, turn_around, box).",
    ]


def test_check_refuses_a_file_that_is_not_json(write, capsys):
    assert cli.main(["check", write("not json", name="x.json")]) == 1
    assert "x.json is not valid JSON" in capsys.readouterr().err


def test_generate_prints_a_task_that_check_accepts(write, capsys):
    assert cli.main(["generate", "--difficulty", "easy", "--seed", "7"]) == 0
    printed = capsys.readouterr().out
    assert json.loads(printed)["difficulty"] == "easy"
    assert cli.main(["check", write(printed)]) == 0


def test_generate_by_level_reports_grade_and_tricks(write, capsys):
    assert cli.main(["generate", "--level", "3", "--seed", "2"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out)["difficulty"] == "medium"
    assert "grade: level 3 (turning to vacuum)" in out.err and "turn" in out.err.split("requires:")[1]


def test_solve_count_prints_the_number_of_solutions(write, capsys):
    assert cli.main(["solve", "--count", write(TASK)]) == 0
    assert capsys.readouterr().out == "task: 1 solution(s), 1 card order(s)\n"
    assert cli.main(["solve", "--count", write(HOPELESS)]) == 0
    assert capsys.readouterr().out == "task: 0 solution(s), 0 card order(s)\n"


def test_wrong_usage_exits_two(capsys):
    assert cli.main(["generate", "--difficulty", "extreme", "--seed", "1"]) == 2
    assert cli.main(["generate", "--difficulty", "easy", "--level", "1", "--seed", "1"]) == 2
    assert cli.main([]) == 2
    assert "usage" in capsys.readouterr().err


def test_runs_as_a_module(write):
    done = subprocess.run(
        [sys.executable, "-m", "bugbox.games.schaben.cli", "solve", write(TASK)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and done.stdout == "task: right to C2, backward to C1\n"
