"""Tasks played to the end through the scene: clicks and drags on item positions."""

import pytest
from PySide6.QtCore import Qt

from bugbox.games.schaben.progress import Progress, task_key


def test_test_task_0a_is_solved_by_clicking_cards_and_squares_while_the_lessons_follow(table):
    t = table()
    task = t.open("0A")
    assert "F5" in t.message() and "Left" in t.message()  # the first lesson
    assert t.scene.markers["F5"].target  # the flag on the target
    first, second, third = task.solution
    t.click_card(t.slot("left"))
    assert set(t.page.choices) == {"B3", "B4", "B5", "B6", "B7"}
    assert "never onto or over a box" in t.message()
    t.click_square(first.to)
    t.wait_idle()
    assert t.state.exterminator == "B4" and "used up" in t.message()
    t.play(second)
    assert "One card left" in t.message()
    t.play(third)
    assert t.state.status == "solved"
    assert t.scene.banner.isVisible() and t.scene.banner.title == "Solved!"
    assert "0B" in t.message()  # the next lesson points on
    assert Progress().is_solved("0A")


def test_test_task_0b_is_solved_by_dragging_cards_and_teaches_the_blocked_play(table):
    t = table()
    t.open("0B")
    assert "cockroach" in t.message()
    # Left is blocked by the edge: picking it up offers only his own square.
    t.click_card(t.slot("left"))
    assert t.page.choices == {"A3": "stay"}
    assert "blocked" in t.message()
    t.click_card(t.slot("left"))  # put it back
    assert t.page.choices == {}
    t.drag_card(t.slot("left"), "A3")  # the zero-square play
    t.wait_idle()
    assert t.state.exterminator == "A3" and len(t.state.hand) == 1
    assert [c.square for c in t.state.cockroaches] == ["C4", "D1"]  # stepped, and turned around
    t.drag_card(t.slot("right"), "E3")
    t.wait_idle()
    assert t.state.status == "solved"
    assert "catch every cockroach" in t.message()


def test_an_easy_task_with_a_turn_card_is_solved_by_dragging(table):
    t = table()
    task = t.open_situation("8B")
    for step in task.solution:
        t.play(step, "drag")
    assert t.state.status == "solved"


def test_a_medium_task_with_a_box_card_is_solved_by_clicks_and_walking_him(table):
    t = table()
    task = t.open("26A")
    for i, step in enumerate(task.solution):
        t.play(step, "walk" if step.to and i % 2 else "click")
    assert t.state.status == "solved"
    assert t.page.panel.next_task.isVisible()


def test_a_hard_task_placing_and_removing_a_box_is_solved(table):
    t = table()
    task = t.open_situation("37B")
    assert any(s.remove for s in task.solution) and any(s.place for s in task.solution)
    for i, step in enumerate(task.solution):
        t.play(step, ("click", "drag")[i % 2])
    assert t.state.status == "solved" and t.state.cockroaches == ()
    assert [c.order for c in t.scene.cards if c.order] != []  # the tray records the order
    assert sorted(c.order for c in t.scene.cards) == list(range(1, len(task.cards) + 1))


def test_a_task_played_wrong_fails_says_why_and_can_be_taken_back(table):
    t = table()
    t.open_situation("1A")  # solved by right to C7, then left back to E7
    t.click_card(t.slot("right"))
    t.click_square("A7")
    t.wait_idle()
    t.click_card(t.slot("left"))
    t.click_square("B7")  # one short of E7: the cockroaches get away
    t.wait_idle()
    assert t.state.status == "failed"
    assert t.scene.banner.isVisible() and t.scene.banner.title == "Not this time"
    assert "got away" in t.message()
    assert not Progress().is_solved(task_key(t.page.task))
    t.qtbot.mouseClick(t.page.panel.undo, Qt.MouseButton.LeftButton)
    assert t.state.status == "playing" and len(t.state.hand) == 1
    assert not t.scene.banner.isVisible()
    assert [c.order for c in t.scene.cards] == [0, 1]  # "right" stays played


def test_start_again_sets_the_task_up_afresh_and_counts_a_try(table):
    t = table()
    task = t.open("2A")
    t.play(task.solution[0])
    t.qtbot.mouseClick(t.page.panel.restart, Qt.MouseButton.LeftButton)
    assert t.state == task.start_state()
    assert all(not c.order for c in t.scene.cards)
    assert Progress().record("2A").tries == 2


@pytest.mark.parametrize("speed", ["off", "fast", "normal"])
def test_a_task_with_every_kind_of_card_is_solved_at_every_speed(table, screen_truth, speed):
    """Task 40B holds moves, turns and box cards. At each step the table must show, without
    any further input, what was played and that the next card may be picked."""
    t = table(animation_speed=speed)
    task = t.open("40B")
    kinds = {("turn" if c.startswith("turn") else c if c == "box" else "move") for c in task.start_state().hand}
    assert kinds == {"move", "turn", "box"}
    for i, step in enumerate(task.solution):
        t.qtbot.waitUntil(t.page.can_act, timeout=5000)
        screen_truth(t.window)
        assert t.state.status != "solved"
        t.play(step, ("click", "drag", "walk")[i % 3] if step.to else "click")
    t.wait_idle()
    screen_truth(t.window)
    assert t.state.status == "solved"
    assert t.scene.banner.isVisible() and t.scene.banner.title == "Solved!"


def test_a_replay_shows_the_task_as_played_and_offers_nothing_to_do(table):
    """The replay viewer shows the page read-only: none of the game's buttons, no "play a card"
    and no "Next task" in the message box, and watching is no try."""
    t = table()
    task = t.open("0A")
    for step in task.solution:
        t.play(step)
    t.window.act_replay.trigger()  # Game > Replay this game
    viewer = t.window.replay_page
    page = viewer.game_page
    panel = page.panel
    buttons = (panel.hint, panel.solution, panel.undo, panel.restart, panel.tasks, panel.next_task)
    assert all(button.isHidden() for button in buttons)
    assert panel.message.text() == "Task solved!" and page.scene.banner.isVisible()
    viewer.go(1)
    assert page.flow.state == t.page.flow.session.states[1]
    assert panel.message.text() == ""  # no lesson, no invitation to play
    viewer.go(0)
    assert page.flow.state == task.start_state() and all(not c.order for c in page.scene.cards)
    assert Progress().record("0A").tries == 1
