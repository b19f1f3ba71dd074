"""Words a newcomer reads about Schaben jagen say what happened and what is shown (issue 32):
a task solved after "Show solution" is no first try on the Records page; the question about
removing a new puzzle nobody played speaks of starting it, not of tries; the launcher and the
task list call 0A and 0B by one name; the legend names the colours the cards show."""

import re
import time

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.gui.ui.test_records_page import open_records

#: What the task list's legend and the launcher call the two tasks that teach the rules.
TEST_TASKS = {"en": "test tasks", "de": "Testaufgaben", "ja": "練習課題"}
#: What the legend calls a hard card and a box: the palette's "red" (#D55E00) looks dark orange.
HARD_COLOUR = {"en": "dark orange", "de": "dunkelorange", "ja": "濃いオレンジ"}
RED = {"en": r"\bred\b", "de": r"\brot", "ja": "赤"}


@pytest.mark.parametrize("speed", ["normal"])
def test_a_task_solved_after_show_solution_is_no_first_try(table, speed):
    t = table(animation_speed=speed)
    task = t.open("35B")
    t.qtbot.mouseClick(t.page.panel.solution, Qt.MouseButton.LeftButton)
    t.qtbot.waitUntil(lambda: t.page.walkthrough is not None, timeout=10000)
    t.qtbot.mouseClick(t.page.panel.back, Qt.MouseButton.LeftButton)
    t.wait_idle()
    for step in task.solution:
        t.play(step)
    assert t.state.status == "solved"
    t.wait_idle()
    records_page = open_records(t.window, "schaben")
    headers = records_page.header_texts()
    hard = next(dict(zip(headers, row, strict=True)) for row in records_page.row_texts() if row[0] == "Hard")
    assert hard["Solutions viewed"] == "1"
    assert hard["Solved at the first try"] == "0"


def test_the_first_try_still_counts_without_the_solution(table):
    t = table()
    task = t.open("8B")
    for step in task.solution:
        t.play(step)
    records_page = open_records(t.window, "schaben")
    headers = records_page.header_texts()
    row = next(dict(zip(headers, row, strict=True)) for row in records_page.row_texts() if row[0] == "Easy")
    assert row["Solved at the first try"] == "1"


def _answer(qtbot, button, seconds=5):
    asked = []
    deadline = time.monotonic() + seconds

    def press():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append(box.text())
            qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)
        elif time.monotonic() < deadline:
            QTimer.singleShot(50, press)

    QTimer.singleShot(0, press)
    return asked


def test_removing_a_new_puzzle_nobody_played_speaks_of_starting_it(table):
    t = table()
    browser = t.page.browser
    browser.seed_source = lambda: 11
    browser.difficulty_box.setCurrentIndex(browser.difficulty_box.findData("easy"))
    t.qtbot.mouseClick(browser.new_button, Qt.MouseButton.LeftButton)
    t.qtbot.waitUntil(lambda: t.page.stack.currentWidget() is t.page.table, timeout=60000)
    assert t.flow.session.actions == []  # no card played
    t.qtbot.mouseClick(t.page.panel.tasks, Qt.MouseButton.LeftButton)
    t.window.activateWindow()
    t.qtbot.waitUntil(t.window.isActiveWindow)
    asked = _answer(t.qtbot, QMessageBox.StandardButton.No)
    card = browser.puzzle_card("P1")
    card.setFocus()
    t.qtbot.keyClick(card, Qt.Key.Key_Delete)
    t.qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert asked[0].startswith("You have started P1 once and not solved it yet.")
    assert "try" not in asked[0]


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_the_launcher_and_the_task_list_say_the_same_and_name_the_colours_shown(table, language):
    t = table(language=language)
    legend = t.page.browser.legend.text()
    assert TEST_TASKS[language] in legend
    assert HARD_COLOUR[language] in legend and not re.search(RED[language], legend)
    t.window.back_to_launcher()
    players = t.window.launcher.tiles["schaben"].players.text()
    assert TEST_TASKS[language] in players, players
