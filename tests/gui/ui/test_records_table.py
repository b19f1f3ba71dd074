"""The Records page's table of kept games (ui/records_table.py): a row says when the game
ended, who played and who won (a task game: which task and whether it was solved), how many
moves it took and how long; names from files are shown as plain text; the file names of the
status line are spelled out up to three and the rest counted."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from bugbox.ui.records_table import GamesModel, duration_text, named

GAME = {
    "finished": "2026-11-30T20:15:00Z",
    "seats": [{"name": "Ann", "place": 1}, {"name": "<b>Ben</b>", "place": 2}, {"name": "Cy", "place": 1}],
    "actions": 87,
    "duration": 754.4,
    "stats": {},
}
TASK = {
    "finished": "2026-11-30T21:00:00Z",
    "seats": [{"name": "Ann", "place": 1}],
    "actions": 9,
    "duration": 61,
    "stats": {"task": "35B", "solved": False},
}


def row(model: GamesModel, index: int) -> list[str]:
    return [model.data(model.index(index, column)) for column in range(model.columnCount())]


def test_a_row_says_who_played_who_won_how_many_moves_and_how_long(qapp):
    model = GamesModel()
    model.set_rows([GAME])
    finished, players, won, moves, time = row(model, 0)
    assert finished  # the local date and time, in the system's short form
    assert players == "Ann, <b>Ben</b>, Cy"  # the name as typed: the table shows plain text
    assert won == "Ann, Cy"  # a shared win names both
    assert (moves, time) == ("87", "12:34 min")
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Finished", "Players", "Won", "Moves", "Time"]


def test_a_task_game_is_listed_by_task_and_result(qapp):
    model = GamesModel()
    model.set_rows([TASK], tasks=True)
    assert row(model, 0)[1:] == ["35B", "not solved", "9", "1:01 min"]
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Task"


def test_the_table_is_flat_and_says_nothing_off_the_display_role(qapp):
    model = GamesModel()
    model.set_rows([GAME, TASK])
    assert model.rowCount() == 2 and model.rowCount(model.index(0, 0)) == 0
    assert model.data(model.index(0, 1), Qt.ItemDataRole.ToolTipRole) is None
    assert model.data(QModelIndex()) is None


def test_long_games_read_in_hours_and_an_unknown_length_as_a_dash():
    assert duration_text(3 * 3600 + 7 * 60 + 20) == "3 h 07 min"
    assert duration_text(None) == "–"


def test_the_status_line_names_three_files_and_counts_the_rest(qapp):
    assert named(["a.json", "b.json"]) == "a.json, b.json"
    assert named([f"{n}.json" for n in "abcde"]) == "a.json, b.json, c.json and 2 more"
