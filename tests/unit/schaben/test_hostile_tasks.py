"""Issue 19, items 2 and 9: a task file with many mistakes does not flood anything, and text
from the file cannot forge lines or clear the terminal.

500,000 bad box squares in a 3 MB file printed 500,000 lines on stderr (4 s, 294 MB) and, in
the app, built an error label of 42 million characters (46 s to load, 83 s to repaint, 4.1 GB).
Now the first `MAX_REPORTED` problems are spelt out and the rest counted.
"""

import json

import pytest

from bugbox.games.schaben import cli
from bugbox.games.schaben.tasks import MAX_REPORTED, TaskError, load_file, parse_document

ROACH = {"square": "C3", "facing": "E"}


def flood(bad_boxes: int) -> dict:
    return {
        "exterminator": {"square": "A1", "facing": "N"},
        "cockroaches": [ROACH],
        "cards": ["left"],
        "boxes": ["Z9"] * bad_boxes,
    }


def test_a_file_with_many_mistakes_reports_the_first_few_dozen_and_counts_the_rest(tmp_path):
    path = tmp_path / "flood.json"
    path.write_text(json.dumps(flood(100_000)))
    with pytest.raises(TaskError) as refused:
        load_file(path, strict=False)
    problems = [p.english() for p in refused.value.problems]
    assert len(problems) == MAX_REPORTED + 1 and refused.value.total == 100_000
    assert problems[0].startswith('Task (no id): boxes[0] is "Z9"')
    assert problems[-1] == f"…and {100_000 - MAX_REPORTED} more problem(s) not listed here."


def test_the_count_of_the_rest_runs_over_every_task_of_a_set():
    tasks = [dict(flood(20), id=f"T{i}") for i in range(5)] + [dict(flood(0), id="G")] * 2
    with pytest.raises(TaskError) as refused:
        parse_document({"tasks": tasks}, strict=False)
    assert refused.value.total == 5 * 20 + 1  # and the id used twice
    assert len(refused.value.problems) == MAX_REPORTED + 1


def test_a_few_problems_are_all_listed_without_a_count():
    with pytest.raises(TaskError) as refused:
        parse_document(flood(3), strict=False)
    assert len(refused.value.problems) == refused.value.total == 3
    assert all("more problem" not in p.english() for p in refused.value.problems)


def test_check_prints_a_few_dozen_lines_for_half_a_million_mistakes(tmp_path, capsys):
    path = tmp_path / "flood.json"
    path.write_text(json.dumps(flood(500_000)))
    assert cli.main(["check", str(path)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) <= MAX_REPORTED + 5 and err[-1].startswith("…and ")


FORGED = "\nTask OK: this task is fine\n\x1b[2J"


@pytest.mark.parametrize(
    "task",
    [
        {"id": "A\x1b[2J", "exterminator": {"square": "A1", "facing": "N"}, "cards": ["left"]},
        {"exterminator": {"square": "A1", "facing": FORGED}, "cards": ["left"]},
        {"exterminator": {"square": "A1", "facing": "N", FORGED: 1}, "cards": ["left"]},
        {"exterminator": {"square": FORGED, "facing": "N"}, "cards": [FORGED]},
        {"exterminator": {"square": "A1", "facing": "N"}, "cards": ["left"], FORGED: 2},
    ],
)
def test_text_from_a_task_file_reaches_the_terminal_escaped(task, tmp_path, capsys):
    path = tmp_path / "task.json"
    path.write_text(json.dumps(task))
    cli.main(["check", str(path)])
    cli.main(["solve", str(path)])
    out = capsys.readouterr()
    for text in (out.out, out.err):
        assert "\x1b" not in text
        assert not any(line.startswith("Task OK") for line in text.splitlines())


def test_solve_prints_a_task_id_with_a_newline_escaped(tmp_path, capsys):
    path = tmp_path / "task.json"
    path.write_text(
        json.dumps(
            {
                "id": "x\nTask OK",
                "exterminator": {"square": "A1", "facing": "E"},
                "cockroaches": [{"square": "B3", "facing": "N"}],
                "cards": ["right", "forward"],
            }
        )
    )
    cli.main(["solve", str(path)])
    assert capsys.readouterr().out.startswith("x\\nTask OK: ")
