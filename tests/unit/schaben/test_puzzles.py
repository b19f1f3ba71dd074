"""The player's own new puzzles: numbered, kept in a task set file, a broken file kept aside."""

import threading

import pytest

from bugbox.games.schaben import techniques
from bugbox.games.schaben.puzzles import PuzzleList, make_puzzle
from bugbox.games.schaben.solver import Undecided


def test_new_puzzles_are_numbered_and_kept_between_sessions(tmp_path):
    path = tmp_path / "puzzles.json"
    puzzles = PuzzleList(path)
    first = make_puzzle("easy", seed=5, number=puzzles.next_number())
    puzzles.add(first)
    second = make_puzzle("medium", seed=6, number=puzzles.next_number())
    puzzles.add(second)
    assert [t.id for t in PuzzleList(path).tasks] == ["P1", "P2"] and PuzzleList(path).tasks == [first, second]
    assert second.difficulty == "medium" and techniques.count_solutions(second) == 1


def test_a_broken_puzzle_file_is_kept_aside_and_the_list_starts_empty(tmp_path):
    path = tmp_path / "puzzles.json"
    path.write_text("{not json")
    assert PuzzleList(path).tasks == []
    kept = [p for p in tmp_path.iterdir() if ".broken-" in p.name]
    assert len(kept) == 1 and kept[0].read_text() == "{not json"


def test_making_a_puzzle_can_be_cancelled():
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Undecided) as stopped:
        make_puzzle("hard", seed=4, number=1, cancel=cancel)
    assert stopped.value.cancelled
