"""New puzzle: made in the background with a busy bar and Cancel, added to the player's own
list, played through like a shipped task, and still there after a restart."""

from PySide6.QtCore import Qt

from bugbox.games.schaben.progress import Progress, task_key
from bugbox.games.schaben.puzzles import PuzzleList


def _choose(browser, difficulty):
    browser.difficulty_box.setCurrentIndex(browser.difficulty_box.findData(difficulty))


def test_a_new_puzzle_is_made_in_the_background_played_through_and_kept(table):
    t = table()
    browser = t.page.browser
    browser.seed_source = lambda: 11
    _choose(browser, "easy")
    t.qtbot.mouseClick(browser.new_button, Qt.MouseButton.LeftButton)
    t.qtbot.waitUntil(lambda: t.page.stack.currentWidget() is t.page.table, timeout=60000)
    task = t.page.task
    assert task.id == "P1" and task.difficulty == "easy"
    for step in task.solution:
        t.play(step)
    assert t.state.status == "solved"
    assert Progress().is_solved(task_key(task))
    assert [p.id for p in PuzzleList().tasks] == ["P1"]
    t.page.new_game_request()
    card = browser.puzzle_card("P1")
    assert card.solved and browser.puzzle_heading.text() == "Your new puzzles"
    assert not browser.making_bar.isVisible()


def test_making_a_puzzle_shows_a_busy_bar_and_can_be_cancelled(table):
    t = table()
    browser = t.page.browser
    browser.seed_source = lambda: 4
    _choose(browser, "hard")
    t.qtbot.mouseClick(browser.new_button, Qt.MouseButton.LeftButton)
    assert browser.making_puzzle()  # this seed's hard puzzle takes seconds to find
    assert browser.making_bar.isVisible() and browser.cancel_button.isVisible()
    assert browser.making_label.text() == "Making a new puzzle…" and not browser.new_button.isEnabled()
    t.qtbot.mouseClick(browser.cancel_button, Qt.MouseButton.LeftButton)
    assert not browser.making_puzzle() and not browser.making_bar.isVisible() and browser.new_button.isEnabled()
    t.qtbot.wait(200)
    assert t.page.stack.currentWidget() is browser and PuzzleList().tasks == []
