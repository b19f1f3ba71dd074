"""Whole games to the end screen: a human by mouse against a computer, and four computers
with the Wurminator, and two people sharing the table with the Wurminator, by mouse and keys.
The games with people run at every animation speed: at each decision the flushed screen must
equal a fresh render and show what to do (`Table.at_decision`). The end screen must show
exactly what `score` counts."""

import pytest

from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.tiles import score


def check_end_screen(t):
    state = t.state
    end = t.page.end
    assert rules.is_over(state)
    assert end.isVisible()
    for seat, taken in enumerate(state.taken):
        s = score(taken)
        place, plus, converted, remaining, total = end.rows[seat]
        assert (plus, converted, remaining, total) == (s.plus, s.converted_minus, s.remaining_minus, s.total)
        shown = end.findChild(type(end.title), f"total_{seat}").text()
        assert int(shown.replace("\u2212", "-")) == s.total
    best = max(score(t).total for t in state.taken)
    assert {seat for seat, row in end.rows.items() if row[0] == 1} == set(rules.winners(state))
    assert all(end.rows[seat][4] == best for seat in rules.winners(state))


#: At "fast" and "normal" a whole game takes minutes of real time: marked `realtime`, which CI
#: runs and a developer's plain `pytest` leaves out (the "off" game still runs there).
SPEEDS = (
    "off",
    pytest.param("fast", marks=pytest.mark.realtime),
    pytest.param("normal", marks=pytest.mark.realtime),
)


@pytest.mark.parametrize("speed", SPEEDS)
def test_a_human_plays_a_whole_game_by_mouse_against_a_computer(table, speed):
    t = table(("human", "normal"), seed=11, animation_speed=speed)
    turns = 0
    while not t.flow.session.is_over():
        t.wait_for_human()
        if t.flow.session.is_over():
            break
        t.at_decision()
        t.play_human_turn_step()
        turns += 1
        assert turns < 400
    t.wait_idle()
    assert t.decisions == turns
    check_end_screen(t)
    # the mats show the same totals as the end screen
    for seat, mat in enumerate(t.scene.mats):
        assert mat.score_total == score(t.state.taken[seat]).total
    assert all(tile == 99 for own in t.state.pawns for tile in own)


def test_four_computers_play_with_the_wurminator_to_the_end_screen(table, qtbot):
    t = table(("easy", "normal", "normal", "easy"), seed=5, wurminator=True)
    qtbot.waitUntil(lambda: t.flow.session.is_over() and t.page.end.isVisible(), timeout=30000)
    check_end_screen(t)
    log = [t.page.panel.log.item(i).text() for i in range(t.page.panel.log.count())]
    assert any("Wurminator" in line for line in log)


@pytest.mark.parametrize("speed", SPEEDS)
def test_two_people_play_with_the_wurminator_by_mouse_and_keys_to_the_end(table, speed):
    t = table(("human", "human"), seed=4, wurminator=True, animation_speed=speed)
    turns = 0
    while not t.flow.session.is_over():
        t.wait_for_human()
        if t.flow.session.is_over():
            break
        t.at_decision()
        t.play_human_turn_step(how=turns)
        turns += 1
        assert turns < 600
    t.wait_idle()
    check_end_screen(t)
    # the Wurminator was moved before and after a piece, and left standing
    assert {"roll", "move", "wurminator before", "wurminator after", "leave"} <= set(t.done), set(t.done)
