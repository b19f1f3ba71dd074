"""The end screen: every player's score taken apart as the rules count it, the ranking, and the
ways on: back to the table, and another game with the same seats."""

from PySide6.QtCore import Qt

from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.tiles import score
from bugbox.games.verflixxt.view.endscreen import points


def test_each_row_shows_the_score_the_rules_count_and_the_winners_come_first(table_at):
    t = table_at(("human", "human", "human"), 8, rules.is_over)
    end = t.page.end
    assert end.isVisible()
    for seat, taken in enumerate(t.state.taken):
        s = score(taken)
        assert end.rows[seat][1:] == (s.plus, s.converted_minus, s.remaining_minus, s.total)
        assert end.findChild(type(end.title), f"total_{seat}").text() == points(s.total)
    assert {seat for seat, row in end.rows.items() if row[0] == 1} == set(rules.winners(t.state))


def test_the_end_screen_offers_the_table_and_another_game(table_at):
    t = table_at(("human", "human", "human"), 8, rules.is_over)
    end = t.page.end
    assert end.isVisible()
    t.qtbot.mouseClick(end.table, Qt.MouseButton.LeftButton)
    assert not end.isVisible()
    t.qtbot.mouseClick(t.page.panel.scores, Qt.MouseButton.LeftButton)
    assert end.isVisible()
    seats = t.flow.session.setup.seats
    t.qtbot.mouseClick(end.again, Qt.MouseButton.LeftButton)
    assert not end.isVisible()
    assert t.flow.session.setup.seats == seats and not t.flow.session.actions
    assert t.state.phase == "roll"


def test_a_score_is_printed_with_its_sign_and_a_real_minus():
    assert (points(5), points(-3), points(0)) == ("+5", "\u22123", "0")
