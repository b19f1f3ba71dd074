"""How the review writes its numbers (`ui.review_text`): as the player reads them."""

from __future__ import annotations

from bugbox.review.model import Decision, Position, Review
from bugbox.ui.review_text import ShownCost, costly_of, move_number, no_break, percent


def decision(index: int, chosen: float, best: float, error: float, exact: bool = False) -> Decision:
    return Decision(index, 0, {"kind": "roll"}, {"kind": "stop"}, chosen, best, best - chosen, error, 3, 40, exact)


def test_a_percent_sign_never_stands_alone_on_a_line(qtbot):
    assert percent(0.5) == "50\u00a0%"
    assert no_break("it cost 24 %") == "it cost 24\u00a0%"


def test_the_shown_cost_is_the_difference_of_the_shown_chances(qtbot):
    shown = ShownCost.of(decision(0, 0.274, 0.504, 0.01))
    assert (shown.chosen, shown.best, shown.cost) == ("27\u00a0%", "50\u00a0%", "23\u00a0%")


def test_only_sure_costs_are_listed_and_an_exact_one_is_sure(qtbot):
    vague = decision(1, 0.4, 0.5, 0.06)  # 10 % ± 11.8 %
    sure = decision(2, 0.45, 0.5, 0.01)
    exact = decision(3, 0.0, 0.5, 0.0, exact=True)
    review = Review("g", ("A",), (Position(0, (1.0,), (0.0,)),), (vague, sure, exact))
    assert [d.action_index for d in costly_of(review, 0)] == [3, 2]


def test_moves_are_numbered_from_one():
    assert move_number(0) == 1
