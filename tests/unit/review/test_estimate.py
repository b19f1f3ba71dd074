"""The race of alternatives on common random futures (`bugbox.review.estimate`)."""

from __future__ import annotations

from bugbox.core import registry
from bugbox.core.players import Seat, Setup
from bugbox.review.estimate import BATCH, FEWEST_FUTURES, MIN_FUTURES, Alternative, future, paired, race, unseen
from bugbox.review.games import review_module

GAME = next(spec for spec in registry.games() if spec.review_module is not None)


def start():
    seats = tuple(Seat(name=f"P{i}", colour=GAME.seat_colours[i], computer=True) for i in range(GAME.min_players))
    return GAME.rules().new_game(Setup(seats=seats, start_player=0, options=GAME.default_options()), 5)


def test_futures_are_numbered_and_come_from_the_review_seed_alone():
    assert future(3) == future(3)
    assert len({future(k) for k in range(100)}) == 100
    assert future(3, review_seed=1) != future(3, review_seed=2)


def test_paired_compares_on_the_futures_both_were_played_on():
    a = Alternative("a", [(1.0, 0.0), (1.0, 0.0), (0.0, 1.0)])
    b = Alternative("b", [(0.0, 1.0), (1.0, 0.0)])
    gap, error, n = paired(a, b, 0)
    assert (gap, n) == (0.5, 2) and error > 0


def test_a_difference_never_seen_still_has_a_margin():
    """Two choices alike on every future played are alike only as far as those futures tell."""
    a = Alternative("a", [(1.0, 0.0), (0.0, 1.0)] * 4)
    gap, error, n = paired(a, a, 0)
    assert gap == 0 and error == unseen(8) > 0.15


def test_futures_that_all_agree_still_leave_an_error():
    alt = Alternative("a", [(1.0, 0.0)] * 4)
    assert 0.1 < alt.error(0) < 0.3


def test_a_race_told_to_stop_stops_after_its_first_batch():
    state = start()
    module = review_module(GAME.game_id)
    actions = list(GAME.rules().legal_actions(state))[:2]
    field = race(module, state, actions, 0, max_futures=64, stop=lambda: True)
    assert {len(alt.runs) for alt in field} == {max(FEWEST_FUTURES, BATCH)}


def test_a_race_is_counted_in_futures_and_plays_the_same_twice():
    state = start()
    module = review_module(GAME.game_id)
    actions = list(GAME.rules().legal_actions(state))[:2]
    once = race(module, state, actions, 0, max_futures=MIN_FUTURES)
    again = race(module, state, actions, 0, max_futures=MIN_FUTURES)
    assert [alt.runs for alt in once] == [alt.runs for alt in again]
    assert {len(alt.runs) for alt in once} == {MIN_FUTURES}


def test_every_future_is_the_same_for_each_alternative():
    """One action played twice as two alternatives gives the same shares future by future."""
    state = start()
    module = review_module(GAME.game_id)
    action = GAME.rules().legal_actions(state)[0]
    field = race(module, state, [action, action], 0, max_futures=16)
    assert field[0].runs == field[1].runs
