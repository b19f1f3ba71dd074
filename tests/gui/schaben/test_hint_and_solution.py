"""Hint, undo and the solution playback."""

from PySide6.QtCore import Qt

from bugbox.games.schaben import solver


def test_hint_names_the_next_card_and_lights_its_card_and_square(table):
    t = table()
    t.open_situation("5A")
    t.qtbot.mouseClick(t.page.panel.hint, Qt.MouseButton.LeftButton)
    t.qtbot.waitUntil(lambda: not t.page.hints.busy())  # searched in the background
    assert t.controller.keeper.help_used == {"hints": 1}  # kept with the game for the Records page
    step = solver.hint(t.state)
    assert f"“{step.card.capitalize()}”" in t.message() and step.to in t.message()
    assert t.scene.markers[step.to].hint
    assert t.scene.hint_slot == t.slot(step.card)
    t.play(step)  # following the hint keeps the task solvable
    assert solver.hint(t.state) is not None
    assert not any(m.hint for m in t.scene.markers.values())


def test_hint_says_at_once_when_the_position_can_no_longer_be_solved(table):
    t = table()
    t.open_situation("1A")
    t.click_card(t.slot("left"))
    t.click_square("E7")  # the blocked play wastes the left card
    t.wait_idle()
    t.qtbot.mouseClick(t.page.panel.hint, Qt.MouseButton.LeftButton)
    t.qtbot.waitUntil(lambda: not t.page.hints.busy())  # searched in the background
    assert "cannot be solved any more" in t.message()


def test_undo_takes_back_one_card_at_a_time(table):
    t = table()
    task = t.open_situation("13B")
    for step in task.solution[:2]:
        t.play(step)
    t.window.act_undo.trigger()  # Edit > Undo
    assert len(t.flow.session.actions) == 1
    assert t.state == t.flow.session.states[1]
    assert sorted(c.order for c in t.scene.cards) == [0, 0, 0, 1]
    t.qtbot.mouseClick(t.page.panel.undo, Qt.MouseButton.LeftButton)
    assert t.state == task.start_state()
    assert "What happened" == t.page.panel.log_title.text() and t.page.panel.log.count() == 0


def test_the_solution_plays_forward_and_back_and_leaves_the_game_untouched(table):
    t = table()
    task = t.open_situation("25A")
    t.play(task.solution[0])
    mine = t.state
    t.qtbot.mouseClick(t.page.panel.solution, Qt.MouseButton.LeftButton)
    t.qtbot.waitUntil(lambda: t.page.walkthrough is not None)  # searched in the background
    assert t.controller.keeper.help_used == {"solutions": 1}
    walkthrough = t.page.walkthrough
    assert walkthrough is not None and not walkthrough.from_start
    assert t.page.panel.playback.isVisible()
    assert t.page.panel.step.text().startswith(f"Step 1 of {len(walkthrough.steps)}")
    # the player's cards cannot be played while the solution is shown
    t.click_card(t.slot(walkthrough.steps[0].card))
    assert t.page.selected is None
    for n in range(len(walkthrough.steps)):
        t.qtbot.mouseClick(t.page.panel.next_step, Qt.MouseButton.LeftButton)
        t.qtbot.waitUntil(lambda: not t.page.animator.busy())
        assert t.scene.state == walkthrough.states[n + 1]
    assert t.scene.state.status == "solved" and t.scene.banner.isVisible()
    assert not t.page.panel.next_step.isEnabled()
    t.qtbot.mouseClick(t.page.panel.previous, Qt.MouseButton.LeftButton)
    assert t.scene.state == walkthrough.states[-2]
    assert t.state == mine  # the game itself never moved
    t.qtbot.mouseClick(t.page.panel.back, Qt.MouseButton.LeftButton)
    assert t.page.walkthrough is None and t.scene.state == mine
    assert not t.page.panel.playback.isVisible()
    for step in solver.solve(mine):
        t.play(step)
    assert t.state.status == "solved"


def test_a_lost_position_shows_the_solution_from_the_start(table):
    t = table()
    task = t.open_situation("1A")
    t.click_card(t.slot("left"))
    t.click_square("E7")
    t.wait_idle()
    t.qtbot.mouseClick(t.page.panel.solution, Qt.MouseButton.LeftButton)
    t.qtbot.waitUntil(lambda: t.page.walkthrough is not None)  # is there a way from here? searched
    assert t.page.walkthrough.from_start and t.scene.state == task.start_state()
    assert "from the start" in t.message()
    assert all(not c.order for c in t.scene.cards)


def test_the_keyboard_steps_through_the_solution(table):
    from PySide6.QtTest import QTest

    t = table()
    t.open_situation("7A")
    t.page.show_solution()  # the stored solution: no search, shown at once
    assert t.page.walkthrough is not None and not t.page.solution_search.busy()
    t.view.setFocus()
    QTest.keyClick(t.view, Qt.Key.Key_Right)
    assert t.page.walkthrough.index == 1
    QTest.keyClick(t.view, Qt.Key.Key_Left)
    assert t.page.walkthrough.index == 0
    QTest.keyClick(t.view, Qt.Key.Key_Escape)
    assert t.page.walkthrough is None
