"""Issue 18: "Leave this game?" is asked only when something would be lost: not for a task with
no card played, not for a finished one, not when "Continue last game" opens the very game on
the page; it is asked for a game with moves in it."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox


@pytest.fixture
def questions(monkeypatch):
    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(title)
        return QMessageBox.StandardButton.Yes

    from bugbox.ui import plaintext

    monkeypatch.setattr(plaintext, "ask", question)  # the question names the game: plain text
    return asked


def test_no_question_for_an_untouched_task_a_finished_one_or_continuing_the_same_game(table, questions):
    t = table(confirm_abandon=True)
    task = t.open("0A")
    t.window.back_to_launcher()  # no card played: nothing to lose
    assert questions == [] and t.window.current_page() is None
    t.window.play("schaben")
    t.open("0B")  # another task, the first untouched: no question
    assert questions == []
    t.open("0A")
    t.play(task.solution[0])
    t.window.back_to_launcher()  # a card played: asked
    assert len(questions) == 1
    t.window.resume("schaben")  # "Continue last game": the same game, nothing lost
    assert len(questions) == 1
    assert t.window.current_page() is t.page and len(t.flow.session.actions) == 1
    for step in task.solution[1:]:
        t.play(step)
    assert t.state.status == "solved"
    t.window.back_to_launcher()  # finished: nothing to lose
    t.window.play("schaben")
    assert len(questions) == 1


def test_another_game_with_moves_in_it_is_still_asked_about(table, questions):
    t = table(confirm_abandon=True)
    task = t.open("0A")
    t.play(task.solution[0])
    t.open("0B")
    assert len(questions) == 1


def test_a_task_is_a_try_only_when_it_really_starts(table, monkeypatch):
    """Choosing another task while a card is played asks first; "No" keeps the game on the
    table and counts no try for the task not started. Continuing an untouched task from the
    launcher is no new try either."""
    from bugbox.games.schaben.progress import Progress
    from bugbox.ui import plaintext

    asked = []

    def no(parent, title, text, *args, **kwargs):
        asked.append(title)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(plaintext, "ask", no)
    t = table(confirm_abandon=True)
    task = t.open("0A")
    t.play(task.solution[0])
    t.page.new_game_request()
    t.qtbot.mouseClick(t.page.browser.card("0B"), Qt.MouseButton.LeftButton)
    assert asked == ["Leave this game?"]
    assert t.page.task.id == "0A" and len(t.flow.session.actions) == 1
    assert Progress().record("0B").tries == 0 and Progress().record("0A").tries == 1

    t.qtbot.mouseClick(t.page.browser.continue_button, Qt.MouseButton.LeftButton)
    t.qtbot.mouseClick(t.page.panel.undo, Qt.MouseButton.LeftButton)  # nothing to lose now
    t.open("1A")
    assert asked == ["Leave this game?"] and Progress().record("1A").tries == 1
    t.window.close()
    again = table()
    again.window.resume("schaben")
    assert again.page.task.id == "1A" and not again.flow.session.actions
    assert Progress().record("1A").tries == 1
