"""A review as plain data and its JSON: exactly the shape issue 40 gives, and read back."""

from __future__ import annotations

from bugbox.review.model import Decision, Position, Review


def decision(index: int, regret: float, seat: int = 0) -> Decision:
    return Decision(index, seat, {"kind": "roll"}, {"kind": "stop"}, 0.5 - regret, 0.5, regret, 0.01, 3, 40)


REVIEW = Review(
    game="somegame",
    seats=("Ada", "Bob"),
    positions=(Position(0, (0.5, 0.5), (0.05, 0.05)), Position(1, (1.0, 0.0), (0.0, 0.0))),
    decisions=(decision(0, 0.02), decision(3, 0.1, 1), decision(5, 0.0), decision(7, 0.1), decision(9, 0.05)),
)


def test_the_json_has_the_shape_of_the_issue_with_the_precision_beside_each_figure():
    data = REVIEW.as_json()
    assert list(data) == ["game", "seats", "assumes", "depth", "stopped_early", "positions", "decisions", "costliest"]
    assert data["assumes"].startswith("every seat plays like the hard computer")
    assert data["positions"][0] == {
        "action_index": 0,
        "win_chances": [0.5, 0.5],
        "margins": [0.098, 0.098],
        "futures": 0,
        "exact": False,
    }
    assert list(data["decisions"][0]) == [
        "action_index",
        "seat",
        "chosen",
        "best",
        "win_chance_chosen",
        "win_chance_best",
        "regret",
        "regret_margin",
        "futures",
        "alternatives",
        "exact",
    ]
    assert data["decisions"][0]["regret_margin"] == 0.0196


def test_a_shown_regret_is_the_difference_of_the_shown_chances():
    odd = Decision(0, 0, {"kind": "roll"}, {"kind": "stop"}, 0.27004, 0.50006, 0.23002, 0.01, 3, 40)
    shown = Review("g", ("A",), (), (odd,)).as_json()["decisions"][0]
    assert shown["regret"] == round(shown["win_chance_best"] - shown["win_chance_chosen"], 4)


def test_a_decision_whose_interval_reaches_zero_is_not_costly():
    vague = Decision(0, 0, {"kind": "roll"}, {"kind": "stop"}, 0.4, 0.5, 0.1, 0.06, 3, 8)  # 0.1 ± 0.118
    sure = Decision(1, 0, {"kind": "roll"}, {"kind": "stop"}, 0.45, 0.5, 0.05, 0.01, 3, 200)
    review = Review("g", ("A",), (), (vague, sure))
    assert review.costliest == [1]
    assert [d.action_index for d in review.costliest_of(0)] == [1]


def test_the_costliest_are_the_largest_regrets_first_at_most_three():
    assert REVIEW.costliest == [1, 3, 4]  # equal regrets: the earlier decision first


def test_a_seats_costliest_leave_out_decisions_that_cost_nothing():
    assert [d.action_index for d in REVIEW.costliest_of(0)] == [7, 9, 0]
    assert [d.action_index for d in REVIEW.costliest_of(1)] == [3]


def test_a_kept_review_reads_back_with_its_precision():
    again = Review.from_json(REVIEW.to_json())
    assert again.positions == REVIEW.positions
    assert again.decisions == REVIEW.decisions
    printed = Review.from_json(REVIEW.as_json())  # the command line's JSON: no precision in it
    assert printed.positions[0].win_chances == (0.5, 0.5)
