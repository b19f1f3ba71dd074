"""Removing the player's own new puzzles: "Remove puzzle P1" in the card's context menu or
Delete on the card, asked first only when there is progress to lose, gone from the file at
once, its number never given again, and a game in progress on it never broken."""

import time

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

from bugbox.games.schaben.progress import Progress, task_key
from bugbox.games.schaben.puzzles import PuzzleList, make_puzzle, puzzles_path

from .conftest import SITUATIONS_FILE

# what the offscreen platform says when a context menu pops up (it cannot grab the keyboard)
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")


def _puzzles(*seeds):
    """The player's own list before the game starts: P1, P2, ... (easy, made at once)."""
    puzzles = PuzzleList()
    for seed in seeds:
        puzzles.add(make_puzzle("easy", seed, puzzles.next_number()))
    return puzzles.tasks


def _right_click(qtbot, card, answer=None):
    """Right-click `card` as a player does. Returns the entries of the context menu that
    opened, as "text (shortcut)" ([] when none did), and triggers the entry that starts with
    `answer`, else closes it."""
    seen: list[list[str]] = []

    def look():
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            return
        texts = [f"{a.text()} ({a.shortcut().toString()})" for a in menu.actions()]
        seen.append(texts)
        chosen = next((a for a in menu.actions() if answer and a.text().startswith(answer)), None)
        if chosen is not None:
            menu.setActiveAction(chosen)
            qtbot.keyClick(menu, Qt.Key.Key_Return)
        else:
            menu.close()

    QTimer.singleShot(100, look)
    centre = QPoint(card.width() // 2, card.height() // 2)
    # the press, and the context menu event the window system sends with it (QTest's mouse
    # events go to the widget, so nothing would make one from them)
    qtbot.mousePress(card, Qt.MouseButton.RightButton, pos=centre)
    QApplication.sendEvent(card, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, centre, card.mapToGlobal(centre)))
    qtbot.mouseRelease(card, Qt.MouseButton.RightButton, pos=centre)
    qtbot.wait(300)  # the menu's own event loop has ended, or nothing opened
    return seen[0] if seen else []


class Asked(list):
    """The (title, text) of the question box that came; `stop()` ends the watch."""

    def stop(self):
        self.deadline = 0.0


def _answer_question(qtbot, button, seconds=5):
    """When a question box comes within `seconds`, keep its title and text and press `button`
    (so a question nobody expected cannot hang the test)."""
    asked = Asked()
    asked.deadline = time.monotonic() + seconds

    def press():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append((box.windowTitle(), box.text()))
            qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)
        elif time.monotonic() < asked.deadline:
            QTimer.singleShot(50, press)

    QTimer.singleShot(0, press)
    return asked


def _ids(browser):
    return [c.task.id for c in browser.puzzle_grid.cards]


def _press_delete_on(t, card):
    """Focus `card` (as Tab or a click would) and press Delete on what has the focus."""
    t.window.activateWindow()
    t.qtbot.waitUntil(t.window.isActiveWindow)
    card.setFocus()
    assert card.hasFocus()
    t.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Delete)


def test_only_own_puzzles_have_remove_puzzle_in_their_context_menu(table):
    _puzzles(1, 2)
    t = table()
    browser = t.page.browser
    browser.load_tasks(SITUATIONS_FILE)
    assert _right_click(t.qtbot, browser.puzzle_card("P2")) == ["Remove puzzle P2 (Del)"]
    assert _right_click(t.qtbot, browser.puzzle_card("P1")) == ["Remove puzzle P1 (Del)"]
    for card in (browser.card("1A"), browser.custom_grid.cards[0]):
        assert not any("Remove" in text for text in _right_click(t.qtbot, card))
        _press_delete_on(t, card)
    assert _ids(browser) == ["P2", "P1"] and len(PuzzleList().tasks) == 2
    assert browser.puzzle_heading.toolTip() == "Right-click a puzzle, or press Delete on it, to remove it."


def test_an_untouched_puzzle_goes_at_once_and_its_number_is_never_given_again(table):
    _puzzles(1, 2, 3)
    t = table()
    browser = t.page.browser
    assert _ids(browser) == ["P3", "P2", "P1"]
    t.window.activateWindow()
    t.qtbot.waitUntil(t.window.isActiveWindow)
    asked = _answer_question(t.qtbot, QMessageBox.StandardButton.No)
    _right_click(t.qtbot, browser.puzzle_card("P3"), answer="Remove puzzle P3")
    assert _ids(browser) == ["P2", "P1"] and browser.puzzle_card("P2").hasFocus()
    assert [p.id for p in PuzzleList().tasks] == ["P1", "P2"]
    assert t.window.notice.text() == "Puzzle P3 removed."
    # Delete on the focused card; the keyboard stays in the list
    _press_delete_on(t, browser.puzzle_card("P2"))
    assert _ids(browser) == ["P1"] and browser.puzzle_card("P1").hasFocus()
    t.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Delete)
    assert _ids(browser) == [] and not browser.puzzle_heading.isVisible() and browser.new_button.hasFocus()
    assert PuzzleList().tasks == [] and not puzzles_path().exists()  # no empty set to be read as broken
    asked.stop()
    assert asked == []  # nothing to lose, nothing asked
    # the next new puzzle is P4, not a second P3
    browser.seed_source = lambda: 5
    browser.difficulty_box.setCurrentIndex(browser.difficulty_box.findData("easy"))
    t.qtbot.mouseClick(browser.new_button, Qt.MouseButton.LeftButton)
    t.qtbot.waitUntil(lambda: t.page.stack.currentWidget() is t.page.table, timeout=60000)
    assert t.page.task.id == "P4" and [p.id for p in PuzzleList().tasks] == ["P4"]
    assert PuzzleList().next_number() == 5


def test_a_played_puzzle_asks_first_and_no_keeps_it(table):
    _puzzles(1, 2)
    t = table()
    browser = t.page.browser
    t.qtbot.mouseClick(browser.puzzle_card("P1"), Qt.MouseButton.LeftButton)
    task = t.page.task
    for step in task.solution:
        t.play(step)
    assert t.state.status == "solved"
    t.page.new_game_request()
    asked = _answer_question(t.qtbot, QMessageBox.StandardButton.No)
    _right_click(t.qtbot, browser.puzzle_card("P1"), answer="Remove puzzle P1")
    assert asked, "removing a solved puzzle asks first"
    title, text = asked[0]
    assert title == "Remove puzzle P1?" and text.startswith("You solved P1 on ")
    assert _ids(browser) == ["P2", "P1"] and [p.id for p in PuzzleList().tasks] == ["P1", "P2"]
    assert browser.puzzle_card("P1").solved and "removed" not in t.window.notice.text()
    asked = _answer_question(t.qtbot, QMessageBox.StandardButton.Yes)
    _press_delete_on(t, browser.puzzle_card("P1"))
    assert asked and _ids(browser) == ["P2"] and [p.id for p in PuzzleList().tasks] == ["P2"]
    assert t.window.notice.text() == "Puzzle P1 removed."


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_removing_the_running_puzzle_does_not_break_its_game(table, screen_truth, speed):
    _puzzles(1, 2)
    t = table(animation_speed=speed)
    browser = t.page.browser
    t.qtbot.mouseClick(browser.puzzle_card("P2"), Qt.MouseButton.LeftButton)
    task = t.page.task
    assert task.id == "P2" and len(task.solution) >= 2
    t.play(task.solution[0])
    t.page.new_game_request()
    assert browser.continue_button.isVisible() and browser.continue_button.text() == "Back to Task P2"
    asked = _answer_question(t.qtbot, QMessageBox.StandardButton.Yes)
    _press_delete_on(t, browser.puzzle_card("P2"))
    assert asked, "removing a started puzzle asks first"
    title, text = asked[0]
    assert title == "Remove puzzle P2?" and text.startswith("You have started P2 once and not solved it yet.")
    assert text.endswith("The game you are playing on it stays: you can still finish it.")
    assert _ids(browser) == ["P1"] and [p.id for p in PuzzleList().tasks] == ["P1"]
    assert t.window.notice.text() == "Puzzle P2 removed; the game you are playing on it goes on."
    # back to the game where it was, and on to the end
    assert browser.continue_button.isVisible()
    t.qtbot.mouseClick(browser.continue_button, Qt.MouseButton.LeftButton)
    assert t.page.stack.currentWidget() is t.page.table and len(t.flow.session.actions) == 1
    # the autosave resumes it, card played and all, although the puzzle is gone from the list
    t.window.resume("schaben")
    t.wait_idle()
    assert t.page.task == task and t.page.stack.currentWidget() is t.page.table
    assert len(t.flow.session.actions) == 1
    for step in task.solution[1:]:
        t.play(step)
    assert t.state.status == "solved" and Progress().is_solved(task_key(task))
    t.page.new_game_request()
    assert _ids(browser) == ["P1"] and not browser.continue_button.isVisible()
    t.window.play("schaben")
    screen_truth(t.window)


def test_the_list_file_is_written_at_once_and_numbers_go_on_after_a_restart(tmp_path):
    path = tmp_path / "puzzles.json"
    puzzles = PuzzleList(path)
    for seed in (1, 2, 3):
        puzzles.add(make_puzzle("easy", seed, puzzles.next_number()))
    p1, p2, p3 = puzzles.tasks
    assert puzzles.remove(p3) and not puzzles.remove(p3)
    assert PuzzleList(path).tasks == [p1, p2] and PuzzleList(path).next_number() == 4
    assert PuzzleList(path).remove(p1) and PuzzleList(path).tasks == [p2] and PuzzleList(path).next_number() == 4
    assert PuzzleList(path).remove(p2) and not path.exists() and PuzzleList(path).next_number() == 4
