"""Whole games to the end screen: a human by mouse against a computer, and four computers
with the Wurminator. The end screen must show exactly what `score` counts."""
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


def test_a_human_plays_a_whole_game_by_mouse_against_a_computer(table):
    t = table(("human", "normal"), seed=11)
    turns = 0
    while not t.controller.session.is_over():
        t.wait_for_human()
        if t.controller.session.is_over():
            break
        t.play_human_turn_step()
        turns += 1
        assert turns < 400
    t.wait_idle()
    check_end_screen(t)
    # the mats show the same totals as the end screen
    for seat, mat in enumerate(t.scene.mats):
        assert mat.score_total == score(t.state.taken[seat]).total
    assert all(tile == 99 for own in t.state.pawns for tile in own)


def test_four_computers_play_with_the_wurminator_to_the_end_screen(table, qtbot):
    t = table(("easy", "normal", "normal", "easy"), seed=5, wurminator=True)
    qtbot.waitUntil(lambda: t.controller.session.is_over() and t.page.end.isVisible(), timeout=30000)
    check_end_screen(t)
    log = [t.page.panel.log.item(i).text() for i in range(t.page.panel.log.count())]
    assert any("Wurminator" in line for line in log)
