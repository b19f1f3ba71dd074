"""Issue 18: "Leave this game?" is asked only when something would be lost: not for a task with
no card played, not for a finished one, not when "Continue last game" opens the very game on
the page; it is asked for a game with moves in it."""

import pytest
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
    assert t.window.current_page() is t.page and len(t.page.controller.session.actions) == 1
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
