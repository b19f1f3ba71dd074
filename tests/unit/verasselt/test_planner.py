"""The computer players' roll planning: the odds of every roll add up, at least four dice are
always rolled, a choice beaten on both counts is never considered, and the dice rolled are
exactly those not kept. (How well the computer plays is measured by tests/benchmarks.)"""

import pytest

from bugbox.games.verasselt.cards import DICE, MIN_DICE_ROLLED
from bugbox.games.verasselt.planner import (
    dice_counts,
    dice_to_roll,
    keep_options,
    roll_outcomes,
    seven_faces,
    step_front,
    step_odds,
    transitions,
)

FACES = ("red", "red", "blue", "bars", "green", "bars", "yellow")
GROUP = (5, 5, 5, 5)


@pytest.mark.parametrize("rolled", range(MIN_DICE_ROLLED, DICE + 1))
def test_the_outcomes_of_a_roll_add_up_to_certainty(rolled):
    outcomes = roll_outcomes(rolled)
    assert sum(chance for _, chance in outcomes) == pytest.approx(1.0)
    assert all(sum(faces) == rolled for faces, _ in outcomes)


def test_dice_are_counted_per_face_with_bars_last():
    assert dice_counts(FACES) == (2, 1, 1, 1, 2)


def test_at_most_three_dice_are_kept():
    options = keep_options(dice_counts(FACES))
    assert (0, 0, 0, 0, 0) in options and all(sum(kept) <= DICE - MIN_DICE_ROLLED for kept in options)
    assert len(set(options)) == len(options)


def test_the_dice_rolled_are_the_ones_not_kept():
    kept = (1, 0, 0, 0, 2)  # one red and both bars
    rolled = dice_to_roll(FACES, kept)
    assert len(rolled) == DICE - 3
    assert dice_counts(tuple(f for i, f in enumerate(FACES) if i not in rolled)) == kept


def test_odds_are_probabilities_and_a_bigger_group_is_safer():
    for kept in keep_options(dice_counts(FACES)):
        clean, catch = step_odds(GROUP, kept)
        assert 0.0 <= clean <= 1.0 and catch >= 0.0
    assert step_odds((1, 1, 1, 1), (0,) * 5)[0] < step_odds(GROUP, (0,) * 5)[0]


def test_no_choice_on_the_front_is_beaten_on_both_counts():
    front = step_front(GROUP, dice_counts(FACES))
    cleans = [clean for clean, _, _ in front]
    catches = [catch for _, catch, _ in front]
    assert cleans == sorted(cleans, reverse=True) and catches == sorted(catches)
    assert len(set(catches)) == len(catches)


def test_every_roll_leads_to_seven_faces_with_the_kept_ones_among_them():
    kept = (1, 0, 0, 0, 1)
    moves = transitions(kept)
    assert sum(chance for _, chance in moves) == pytest.approx(1.0)
    faces = seven_faces()
    assert all(all(f >= k for f, k in zip(faces[i], kept, strict=True)) for i, _ in moves)
