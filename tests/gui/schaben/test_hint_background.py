"""Hint and solution searches in the background (issue 19 item 1): the window stays alive, the panel says
that it searches, and any move, Undo or leaving the task cancels the search."""

import threading
import time

import pytest
from PySide6.QtCore import Qt, QTimer

from bugbox.games.schaben import solver

REAL_HINT = solver.hint


def searching(real, what: str, calls: list, release: threading.Event):
    """A stand-in for a solver call that searches until it is cancelled (the Undecided a
    cancelled search raises) or `release` is set (then it answers as `real` does)."""

    def search(*args, budget=None, **kwargs):
        calls.append(budget)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if budget is not None and budget.cancel.is_set():
                raise solver.Undecided(1, cancelled=True)
            if release.is_set():
                return real(*args, **kwargs)
            time.sleep(0.01)
        raise AssertionError(f"the {what} was never cancelled")

    return search


@pytest.fixture
def slow_solver(monkeypatch):
    """A solver whose `hint` searches until it is cancelled (or `release` is set, then answers)."""
    calls: list[solver.Budget] = []
    release = threading.Event()
    monkeypatch.setattr(solver, "hint", searching(REAL_HINT, "hint", calls, release))
    return calls, release


def ask_hint(t):
    t.qtbot.mouseClick(t.page.panel.hint, Qt.MouseButton.LeftButton)


def test_the_window_stays_alive_while_a_hint_is_searched_and_the_panel_says_so(table, slow_solver):
    calls, release = slow_solver
    t = table()
    t.open_situation("5A")
    started = time.monotonic()
    ask_hint(t)
    assert time.monotonic() - started < 1.0  # the click came back at once
    assert t.page.hints.busy() and t.page.panel.searching.isVisible()
    assert not t.page.panel.hint.isEnabled()
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    t.qtbot.wait(200)  # the event loop runs while it searches
    timer.stop()
    assert len(ticks) >= 5
    release.set()
    t.qtbot.waitUntil(lambda: not t.page.hints.busy())
    step = REAL_HINT(t.state)
    assert f"“{step.card.capitalize()}”" in t.message() and t.scene.markers[step.to].hint
    assert not t.page.panel.searching.isVisible() and t.page.panel.hint.isEnabled()


def test_a_card_played_cancels_the_hint(table, slow_solver):
    calls, release = slow_solver
    t = table()
    task = t.open_situation("5A")
    ask_hint(t)
    t.play(task.solution[0])
    assert calls[0].cancel.is_set() and not t.page.hints.busy()
    assert not t.page.panel.searching.isVisible()
    t.qtbot.wait(50)
    assert not any(m.hint for m in t.scene.markers.values()) and t.scene.hint_slot is None


def test_undo_cancels_the_hint(table, slow_solver):
    calls, release = slow_solver
    t = table()
    task = t.open_situation("13B")
    t.play(task.solution[0])
    ask_hint(t)
    t.qtbot.mouseClick(t.page.panel.undo, Qt.MouseButton.LeftButton)
    assert calls[0].cancel.is_set() and not t.page.hints.busy()
    assert t.state == task.start_state()


@pytest.mark.parametrize("leave", ["all tasks", "launcher", "show solution"])
def test_leaving_the_task_cancels_the_hint(table, slow_solver, leave):
    calls, release = slow_solver
    t = table()
    t.open_situation("5A")
    ask_hint(t)
    if leave == "all tasks":
        t.qtbot.mouseClick(t.page.panel.tasks, Qt.MouseButton.LeftButton)
    elif leave == "launcher":
        t.window.act_launcher.trigger()
    else:
        t.qtbot.mouseClick(t.page.panel.solution, Qt.MouseButton.LeftButton)
    assert calls[0].cancel.is_set() and not t.page.hints.busy()
    release.set()  # an answer that still arrived is not shown
    t.qtbot.wait(100)
    assert t.scene.hint_slot is None


def test_an_undecided_search_says_so_in_the_panel(table, monkeypatch):
    def undecided(state, budget=None):
        raise solver.Undecided(500_000)

    monkeypatch.setattr(solver, "hint", undecided)
    t = table()
    t.open_situation("5A")
    ask_hint(t)
    t.qtbot.waitUntil(lambda: not t.page.hints.busy())
    assert t.message() == t.page.panel.message.text() and "limit" in t.message()


# "Show solution" searches the same way (SolverRunner) --------------------------------------------
REAL_SOLVE = solver.solve


@pytest.fixture
def slow_solve(monkeypatch):
    """A solver whose `solve` searches until it is cancelled (or `release` is set, then answers)."""
    calls: list[solver.Budget] = []
    release = threading.Event()
    monkeypatch.setattr(solver, "solve", searching(REAL_SOLVE, "solution search", calls, release))
    return calls, release


def ask_solution(t):
    t.qtbot.mouseClick(t.page.panel.solution, Qt.MouseButton.LeftButton)


def test_the_window_stays_alive_while_the_solution_is_searched_and_the_panel_says_so(table, slow_solve):
    calls, release = slow_solve
    t = table()
    task = t.open_situation("25A")
    t.play(task.solution[0])
    mine = t.state
    started = time.monotonic()
    ask_solution(t)
    assert time.monotonic() - started < 1.0  # the click came back at once
    assert t.page.solution_search.busy() and t.page.panel.searching.isVisible()
    assert "solution" in t.page.panel.searching_text.text()
    assert not t.page.panel.solution.isEnabled() and t.page.walkthrough is None
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    t.qtbot.wait(200)  # the event loop runs while it searches
    timer.stop()
    assert len(ticks) >= 5
    release.set()
    t.qtbot.waitUntil(lambda: t.page.walkthrough is not None)
    walkthrough = t.page.walkthrough
    assert not walkthrough.from_start and walkthrough.steps == REAL_SOLVE(mine)
    assert t.page.panel.playback.isVisible() and t.scene.state == mine
    assert not t.page.panel.searching.isVisible() and not t.page.solution_search.busy()


def test_the_stored_solution_of_a_shipped_task_is_shown_at_once(table, monkeypatch):
    def never(*args, **kwargs):
        raise AssertionError("the stored solution needs no search")

    monkeypatch.setattr(solver, "solve", never)
    t = table()
    task = t.open("5A")
    ask_solution(t)
    assert t.page.walkthrough is not None and not t.page.solution_search.busy()
    assert t.page.walkthrough.steps == list(task.solution) and not t.page.walkthrough.from_start


@pytest.mark.parametrize("how", ["card", "undo", "all tasks", "start again", "launcher", "hint"])
def test_the_solution_search_is_cancelled(table, slow_solve, how):
    calls, release = slow_solve
    t = table()
    task = t.open_situation("25A")
    t.play(task.solution[0])
    ask_solution(t)
    assert t.page.solution_search.busy()
    if how == "card":
        t.play(task.solution[1])
    elif how == "undo":
        t.qtbot.mouseClick(t.page.panel.undo, Qt.MouseButton.LeftButton)
        assert t.state == task.start_state()
    elif how == "all tasks":
        t.qtbot.mouseClick(t.page.panel.tasks, Qt.MouseButton.LeftButton)
    elif how == "start again":
        t.qtbot.mouseClick(t.page.panel.restart, Qt.MouseButton.LeftButton)
        assert t.state == task.start_state()
    elif how == "launcher":
        t.window.act_launcher.trigger()
    else:
        ask_hint(t)  # asking for a hint instead
    assert calls[0].cancel.is_set() and not t.page.solution_search.busy()
    assert how == "hint" or not t.page.panel.searching.isVisible()
    release.set()  # an answer that still arrived is not shown
    t.qtbot.wait(100)
    assert t.page.walkthrough is None


def test_an_undecided_solution_search_says_so_in_the_panel(table, monkeypatch):
    def undecided(puzzle, spare=0, budget=None):
        raise solver.Undecided(500_000)

    monkeypatch.setattr(solver, "solve", undecided)
    t = table()
    task = t.open_situation("25A")
    t.play(task.solution[0])
    ask_solution(t)
    t.qtbot.waitUntil(lambda: not t.page.solution_search.busy())
    assert t.page.walkthrough is None
    assert t.message() == t.page.panel.message.text() and "limit" in t.message()
    assert not t.page.panel.searching.isVisible() and t.page.panel.solution.isEnabled()
