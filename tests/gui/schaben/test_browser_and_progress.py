"""The task browser, progress kept between sessions, the player's own task files."""

import json
from datetime import date

from PySide6.QtCore import Qt

from bugbox.core.autosaves import newest
from bugbox.games.schaben.progress import Progress, progress_path, task_key
from bugbox.games.schaben.tasks import shipped_tasks


def test_the_browser_shows_every_task_in_order_with_its_difficulty(table):
    t = table()
    browser = t.page.browser
    assert t.page.stack.currentWidget() is browser
    ids = [c.task.id for c in browser.grid.cards]
    assert ids[:4] == ["0A", "0B", "1A", "1B"] and ids[-1] == "40B" and len(ids) == 82
    assert "Difficult" in browser.card("40B").toolTip() and "Easy" in browser.card("0A").toolTip()
    assert browser.card("0A").is_next and browser.summary.text() == "0 of 82 tasks solved"


def test_progress_survives_a_restart_and_the_next_task_is_highlighted(table, make_window):
    t = table()
    task = t.open("0A")
    for step in task.solution:
        t.play(step)
    t.window.close()
    again = table()  # a new start of the app
    browser = again.page.browser
    card = browser.card("0A")
    assert card.solved and card.tries == 1 and card.first_solved == date.today()
    assert "solved on" in card.toolTip()
    assert browser.card("0B").is_next and not card.is_next
    assert browser.summary.text() == "1 of 82 tasks solved"
    assert json.loads(progress_path().read_text())["tasks"]["0A"]["solved"] is True


def test_play_the_next_task_starts_the_first_unsolved_one(table):
    t = table()
    Progress().mark_solved("0A")
    t.page.progress.data = Progress().data
    t.page.new_game_request()
    t.qtbot.mouseClick(t.page.browser.next_button, Qt.MouseButton.LeftButton)
    assert t.page.task.id == "0B"


def test_next_task_after_solving_goes_on_in_order(table):
    t = table()
    task = t.open("1B")
    for step in task.solution:
        t.play(step)
    t.qtbot.mouseClick(t.page.panel.next_task, Qt.MouseButton.LeftButton)
    assert t.page.task.id == "2A"


def test_a_broken_progress_file_is_kept_aside_and_the_player_told(table):
    path = progress_path()
    path.write_text('{"tasks": {"0A": {"tries": -3}}}')
    t = table()
    kept = [p for p in path.parent.iterdir() if ".broken-" in p.name]
    assert len(kept) == 1 and kept[0].read_text() == '{"tasks": {"0A": {"tries": -3}}}'
    t.qtbot.waitUntil(lambda: kept[0].name in t.window.notice.text())
    assert t.page.browser.summary.text() == "0 of 82 tasks solved"


def test_the_browser_offers_the_way_back_to_the_running_task(table):
    t = table()
    task = t.open_situation("3A")
    t.play(task.solution[0])
    t.qtbot.mouseClick(t.page.panel.tasks, Qt.MouseButton.LeftButton)
    back = t.page.browser.continue_button
    assert back.isVisible() and "3A" in back.text()
    t.qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    assert t.page.stack.currentWidget() is t.page.table and len(t.state.hand) == len(task.cards) - 1


def test_continue_last_game_resumes_mid_task(table):
    t = table()
    task = t.open_situation("4A")
    t.play(task.solution[0], "drag")
    assert newest("schaben") is not None
    t.window.close()
    again = table()
    again.window.back_to_launcher()
    again.qtbot.mouseClick(again.window.launcher.tiles["schaben"].resume_button, Qt.MouseButton.LeftButton)
    assert again.page.task.id == "4A" and len(again.state.hand) == len(task.cards) - 1
    assert sum(1 for c in again.scene.cards if c.order) == 1
    assert again.page.panel.log.count() > 0
    for step in task.solution[1:]:
        again.play(step)
    assert again.state.status == "solved" and newest("schaben") is None
    assert Progress().record(task_key(task)).tries == 1  # continuing is not a new try


def test_a_task_file_lists_every_problem_per_task_and_keeps_the_good_tasks(table, tmp_path):
    t = table()
    good = shipped_tasks()[5].to_json() | {"id": "mine"}
    bad = {"id": "oops", "exterminator": {"square": "H9", "facing": "N"}, "cards": ["fly"]}
    path = tmp_path / "tasks.json"
    path.write_text(json.dumps({"tasks": [good, bad]}))
    loaded = t.page.browser.load_tasks(path)
    assert [task.id for task in loaded] == ["mine"]
    errors = t.page.browser.errors
    assert errors.isVisible()
    assert "Task oops: exterminator.square" in errors.text() and "cards[0]" in errors.text()
    card = t.page.browser.custom_grid.cards[0]
    assert card.task_key.startswith("custom-") and card.task_key == task_key(loaded[0])
    t.qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert t.page.task.id == "mine" and t.page.stack.currentWidget() is t.page.table
    for step in loaded[0].solution:
        t.play(step)
    assert Progress().is_solved(card.task_key) and not Progress().is_solved("3A")


def test_a_file_that_is_not_json_is_explained(table, tmp_path):
    t = table()
    path = tmp_path / "broken.json"
    path.write_text("{ not json")
    assert t.page.browser.load_tasks(path) == []
    assert "broken.json is not valid JSON" in t.page.browser.errors.text()


def test_cards_are_chosen_by_keyboard_in_the_browser(table):
    from PySide6.QtTest import QTest

    t = table()
    t.window.activateWindow()
    t.qtbot.waitUntil(t.window.isActiveWindow)
    first = t.page.browser.card("0A")
    first.setFocus()
    QTest.keyClick(first, Qt.Key.Key_Right)
    second = t.page.browser.card("0B")
    assert second.hasFocus()
    QTest.keyClick(second, Qt.Key.Key_Return)
    assert t.page.task.id == "0B"


def test_a_saved_task_opens_where_it_was_left(table, tmp_path):
    t = table()
    task = t.open("6A")
    t.play(task.solution[0])
    path = tmp_path / "six.json"
    t.controller.save_as(path)
    left = t.state
    t.window.close()
    again = table()
    assert again.window.open_file(path)
    assert again.page.task.id == "6A" and again.state == left
    assert sum(1 for c in again.scene.cards if c.order) == 1
