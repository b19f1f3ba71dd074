"""The Records page over kept games a friend handed over, a newer bugbox wrote, or far more of
them than the limit (issue 28 items 3, 8 and 9), in the real window.

The page reads in a worker thread: what it could not count is said on its status line, file
by file, in plain text; games over the limit are deleted only after a yes, in the background.
Small numbers here; tests/benchmarks/records_scale.py measures 50,000.
"""

import json
import os
import threading

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from bugbox.core import records
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.registry import ai_for
from bugbox.core.session import Session
from bugbox.ui.records_pruning import pruner_of


@pytest.fixture(scope="module")
def game():
    setup = Setup(seats=(Seat(name="Ada", colour="red"), Seat(name="Bob", colour="blue")))
    session = Session("verasselt", setup, 5)
    ai = ai_for("verasselt")
    while not session.is_over():
        session.play(ai.choose_action(session.state, Level.EASY, len(session.actions)))
    return session


def keep(game, count: int) -> list[str]:
    return [records.keep(game, limit=records.MAX_LIMIT).name for _ in range(count)]


def by_hand(game, name, text=None, change=None) -> None:
    """A kept game put into the records folder by hand (`name` may be bytes)."""
    data = records.entry_data(game)
    if change is not None:
        change(data)
    folder = os.fsencode(records.records_dir())
    raw = name if isinstance(name, bytes) else name.encode()
    with open(os.path.join(folder, raw), "w", encoding="utf-8") as handle:
        handle.write(text if text is not None else json.dumps(data))


def open_records(window, game_id="verasselt"):
    window.back_to_launcher()
    page = window.show_records()
    page.show_game(game_id)
    page.finish_loading()
    return page


def answer_question(button, asked: list[str], tries: int = 250) -> None:
    """Answer the next question box with `button` when it comes (looks every 20 ms)."""

    def look(left: int) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append(box.text())
            box.button(button).click()
        elif left:
            QTimer.singleShot(20, lambda: look(left - 1))

    QTimer.singleShot(20, lambda: look(tries))


DEEP = "20200101-000000-000000-verasselt-dee9e9.json"
NEWER = "20200101-000001-000000-verasselt-ab0001.json"


def test_what_could_not_be_counted_is_named_file_by_file_and_the_page_still_opens(qtbot, make_window, game):
    """A kept game nested 300 levels deep brought up "Something went wrong" each time the page
    opened, and at File > Open of it; one named in Latin-1 crashed the cache; the status said
    "1 kept game could not be read" but not which, and called a newer bugbox's game damaged."""
    keep(game, 2)
    deep = json.dumps(records.entry_data(game)).replace(
        '"options": {}', '"options": {"x": ' + "[" * 300 + "]" * 300 + "}"
    )
    by_hand(game, DEEP, text=deep)
    by_hand(game, NEWER, change=lambda data: data.update(version=records.ENTRY_VERSION + 1))
    by_hand(game, b"20200101-000002-000000-verasselt-J\xfcrgen.json")
    window = make_window()
    page = open_records(window)
    status = page.status.text()
    assert page.status.textFormat() == Qt.TextFormat.PlainText
    assert "3 finished games counted." in status  # the two kept, and the renamed one
    broken = next(p.name for p in records.records_dir().iterdir() if p.name.startswith(DEEP + ".broken-"))
    assert f"1 kept game could not be read and was moved aside: {broken}." in status
    assert f"1 kept game comes from a newer bugbox and is left as it is: {NEWER}." in status
    assert (records.records_dir() / NEWER).exists()
    assert "renamed: 20200101-000002-000000-verasselt-J%FCrgen.json." in status
    assert not window.open_file(records.records_dir() / broken)  # File > Open of it: one sentence
    assert "damaged" in window.notice.text()
    assert not window.open_file(records.records_dir() / NEWER)
    assert "newer bugbox" in window.notice.text()


def test_the_games_are_read_and_replayed_off_the_gui_thread_while_the_page_answers(
    qtbot, make_window, game, monkeypatch
):
    """After a lost cache the page replayed every game in slices on the GUI thread, and counted
    the figures again after each slice: 50,000 games, 339 s of 240 ms stalls."""
    from bugbox.core.records import summaries

    keep(game, 40)
    records.cache_path().unlink()
    replayed_on = set()
    read_entry = summaries.read_entry

    def noting(path):
        replayed_on.add(threading.current_thread() is threading.main_thread())
        return read_entry(path)

    monkeypatch.setattr(summaries, "read_entry", noting)
    window = make_window()
    window.back_to_launcher()
    page = window.show_records()
    assert page.busy() and page.counting.isVisible()
    page.tabs.setCurrentIndex(1)  # the page answers while it reads
    assert page.game_id() == page.game_ids[1]
    page.tabs.setCurrentIndex(0)
    page.finish_loading()
    assert replayed_on == {False}
    assert "40 finished games counted." in page.status.text() and not page.counting.isVisible()
    assert page.games_model.rowCount() == 40
    assert records.load().pending == []  # cached again, for the next opening


def test_the_page_says_how_many_old_games_it_does_not_read(qtbot, make_window, game, monkeypatch):
    """Over the most it reads, the page counted only the newest without saying so."""
    from bugbox.core.records import summaries

    monkeypatch.setattr(summaries, "MAX_ENTRIES", 5)
    keep(game, 8)
    page = open_records(make_window())
    assert "5 finished games counted." in page.status.text()
    assert "Only the newest 5 of your 8 kept games are read." in page.status.text()


def test_far_over_the_limit_is_deleted_only_after_a_yes_and_in_the_background(qtbot, make_window, game, monkeypatch):
    """Keeping a game deleted every game over the limit on the GUI thread, without asking."""
    from bugbox.core.records import archive

    kept = keep(game, 30)
    window = make_window(records_limit=records.MIN_LIMIT)
    newest = records.keep(game, limit=window.ctx.settings.records_limit)  # as the controller does
    assert len(records.entry_names(records.records_dir(), cap=None)) == 31  # nothing deleted by itself
    removed_on = set()
    remove = archive._remove_oldest

    def noting(*args, **kwargs):
        removed_on.add(threading.current_thread() is threading.main_thread())
        return remove(*args, **kwargs)

    monkeypatch.setattr(archive, "_remove_oldest", noting)
    page = open_records(window)
    assert "holds 31 kept games, more than the 10 that Settings keep" in page.status.text()
    assert page.prune_button.isVisible() and page.prune_button.text() == "Delete the oldest 21…"
    asked: list[str] = []
    answer_question(QMessageBox.StandardButton.No, asked)
    page.prune_button.click()
    assert asked and "Delete the oldest 21 of your 31 kept games" in asked[0]
    assert len(records.entry_names(records.records_dir(), cap=None)) == 31
    answer_question(QMessageBox.StandardButton.Yes, asked)
    page.prune_button.click()
    pruner = pruner_of(window.ctx)
    qtbot.waitUntil(lambda: not pruner.busy(), timeout=10000)
    assert records.entry_names(records.records_dir(), cap=None) == sorted([*kept[21:], newest.name])
    assert removed_on == {False}
    assert "The oldest 21 kept games were deleted." in window.notice.text()
    bar = window.notice.geometry()  # the page moves below the sentence: its buttons stay whole
    qtbot.waitUntil(lambda: page.mapTo(window.centralWidget(), QPoint(0, 0)).y() >= bar.bottom())
    page.finish_loading()
    assert "10 finished games counted." in page.status.text() and not page.prune_button.isVisible()


def test_lowering_the_limit_below_the_games_kept_asks_first(qtbot, make_window, game):
    from bugbox.ui.settings_dialog import SettingsDialog

    keep(game, 25)
    window = make_window()
    dialog = SettingsDialog(window.ctx, window)
    dialog.records_limit.setValue(20)
    asked: list[str] = []
    answer_question(QMessageBox.StandardButton.No, asked)
    dialog.records_limit.editingFinished.emit()
    assert "You have 25 finished games kept. Keeping only 20 deletes the oldest 5" in asked[0]
    assert window.ctx.settings.records_limit == records.DEFAULT_LIMIT and dialog.records_limit.value() == 2000
    assert len(records.entry_names(records.records_dir(), cap=None)) == 25
    dialog.records_limit.setValue(100)  # above what is kept: nothing to ask
    dialog.records_limit.editingFinished.emit()
    assert window.ctx.settings.records_limit == 100 and len(asked) == 1
    dialog.close()
