"""Issue 18: the notice bar's sentences expire with the situation they describe, and the table
never moves when one comes or goes (at the kitchen the bar sits in the side panel's room for
it, issue 32; over the browser it moves the browser down)."""

import pytest
from PySide6.QtCore import QPoint


def test_a_refusal_goes_with_the_next_legal_move_and_the_table_does_not_move(table):
    t = table()
    t.open("0A")
    task_table = t.view.mapTo(t.window, QPoint(0, 0))
    assert not t.window.notice.isVisible()
    t.click_card(t.slot("left"))
    t.click_square("G4")  # not where "Left" can take him
    refusal = t.window.notice.text()
    assert refusal and t.window.notice.isVisible()
    assert t.view.mapTo(t.window, QPoint(0, 0)) == task_table  # the bar floats: nothing moved
    # the bar has its own room at the top of the side panel (issue 32), never over the kitchen
    assert t.page.panel.notice_room.isAncestorOf(t.window.notice)
    t.click_square(t.page.task.solution[0].to)  # the card is still picked: now a legal move
    t.wait_idle()
    assert len(t.flow.session.actions) == 1
    assert refusal not in t.window.notice.text()


def test_task_solved_is_not_shown_on_the_next_task_nor_in_the_browser_nor_on_the_launcher(table):
    t = table()
    task = t.open("0A")
    for step in task.solution:
        t.play(step)
    solved = t.window.notice.text()
    assert solved and t.state.status == "solved"
    t.open("0B")
    assert solved not in t.window.notice.text()
    for step in t.page.task.solution:
        t.play(step)
    assert t.window.notice.text()
    t.page.new_game_request()  # "All tasks": the browser, same page
    assert t.page.stack.currentWidget() is t.page.browser and t.window.notice.text() == ""
    t.open("0B")
    for step in t.page.task.solution:
        t.play(step)
    solved = t.window.notice.text()
    assert solved
    t.window.back_to_launcher()
    assert solved not in t.window.notice.text()


def test_a_sentence_about_the_files_stays_its_time(table):
    t = table()
    task = t.open("0A")
    t.window.tell("Saved somewhere.")
    t.play(task.solution[0])
    assert t.window.notice.text() == "Saved somewhere."  # told by nobody: it is not about the table
    t.window.tell("A file note.")
    t.window.show_page("schaben")
    assert t.window.notice.text() == "A file note."


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_the_browser_moves_below_a_notice_so_its_buttons_stay_whole_and_the_kitchen_does_not(
    table, screen_truth, speed
):
    # The bar floats over the top edge; the task browser's buttons sit right there, so a notice
    # (a removed puzzle, a file note, "tasks have changed") moves the browser down instead of
    # covering them for its twelve seconds. The kitchen is a table: it never moves.
    t = table(animation_speed=speed)
    t.open("0A")
    kitchen = t.view.mapTo(t.window, QPoint(0, 0))
    t.page.new_game_request()  # "All tasks": the browser
    browser = t.page.browser
    button = browser.new_button
    t.qtbot.waitUntil(lambda: button.isVisible())
    at_rest = button.mapTo(t.window, QPoint(0, 0)).y()
    t.window.tell("A file note.")
    t.qtbot.waitUntil(lambda: button.mapTo(t.window, QPoint(0, 0)).y() > at_rest)
    bar = t.window.notice.geometry()
    top = browser.mapTo(t.window.centralWidget(), QPoint(0, 0)).y()
    assert top >= bar.bottom()  # nothing of the browser under the bar
    screen_truth(t.window)  # and so on the screen, not only in a render
    t.open("0A")  # the kitchen, the sentence still shown
    assert t.window.notice.text() == "A file note."
    assert t.view.mapTo(t.window, QPoint(0, 0)) == kitchen
    screen_truth(t.window)
    t.window.notice.close_all()
    t.page.new_game_request()
    t.qtbot.waitUntil(lambda: button.mapTo(t.window, QPoint(0, 0)).y() == at_rest)
