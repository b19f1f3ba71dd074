"""The player's own new puzzles: numbered, kept in a task set file, a broken file kept aside."""

import errno
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


def test_one_puzzle_with_a_duplicate_id_costs_that_puzzle_alone_and_is_said(tmp_path):
    """Issue 28 item 8: one duplicate id lost every puzzle of the list, without a word."""
    path = tmp_path / "puzzles.json"
    puzzles = PuzzleList(path)
    for seed in (5, 6):
        puzzles.add(make_puzzle("easy", seed=seed, number=puzzles.next_number()))
    first, second = puzzles.tasks
    written = path.read_text()
    path.write_text(written.replace('"id": "P2"', '"id": "P1"'))
    damaged = path.read_text()
    again = PuzzleList(path)
    assert again.tasks == [first]
    said = again.notice.english()
    assert "1 of your new puzzles could not be read" in said and "P1" in said and "used by an earlier task" in said
    kept = [p for p in tmp_path.iterdir() if ".broken-" in p.name]
    assert len(kept) == 1 and kept[0].read_text() == damaged  # the whole list, for rescue
    assert PuzzleList(path).tasks == [first] and PuzzleList(path).notice is None  # said once


def test_a_puzzle_list_that_cannot_be_moved_aside_is_never_written_over(tmp_path, monkeypatch):
    from bugbox.core import files

    path = tmp_path / "puzzles.json"
    puzzles = PuzzleList(path)
    puzzles.add(make_puzzle("easy", seed=5, number=1))
    path.write_text(path.read_text().replace("\n]}", ',\n{"id": "P9", "cards": []}\n]}'))
    damaged = path.read_text()

    def read_only(*args):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(files.os, "replace", read_only)  # nothing can be moved aside (nor written)
    again = PuzzleList(path)
    monkeypatch.undo()
    again.add(make_puzzle("easy", seed=6, number=2))  # the folder writable again: still not over it
    assert len(again.tasks) == 2 and "not changed" in again.notice.english()
    assert path.read_text() == damaged
