"""A whole game's review (`bugbox.review.runner`), for every game that can be reviewed.

The games are played here by computer players (the normal level: quick), with the most seats
and every option on, and reviewed with few futures per position: the shape and the promises of
issue 40 hold whatever the precision.
"""

from __future__ import annotations

import pytest

from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.review.estimate import MIN_FUTURES, future
from bugbox.review.games import review_module
from bugbox.review.runner import Cancelled, Job, review_game, review_position

REVIEWABLE = [spec.game_id for spec in registry.games() if spec.review_module is not None]


def played(game_id: str, seed: int = 7, stop_after: int | None = None) -> Session:
    spec = registry.spec(game_id)
    seats = tuple(
        Seat(name=f"P{i}", colour=spec.seat_colours[i], computer=True, level=Level.NORMAL)
        for i in range(spec.max_players)
    )
    options = {option.key: True for option in spec.options}
    session: Session = Session(game_id, Setup(seats=seats, start_player=0, options=options), seed)
    ai = spec.ai()
    assert ai is not None
    while not session.is_over() and (stop_after is None or len(session.actions) < stop_after):
        session.play(ai.choose_action(session.state, Level.NORMAL, len(session.actions)))
    return session


_REVIEWS: dict[str, tuple[Session, object]] = {}


def finished(game_id: str):
    """A finished game and its quick review (one future per choice), made once per game."""
    if game_id not in _REVIEWS:
        session = played(game_id)
        _REVIEWS[game_id] = (session, reviewed(session, max_futures=1))
    return _REVIEWS[game_id]


def reviewed(session: Session, **kwargs):
    names = tuple(seat.name for seat in session.setup.seats)
    return review_game(session.game_id, names, list(session.states), session.action_dicts(), workers=1, **kwargs)


@pytest.mark.long
@pytest.mark.parametrize("game_id", REVIEWABLE)
def test_a_finished_game_has_a_position_per_action_and_one_more(game_id):
    session, review = finished(game_id)
    assert [p.action_index for p in review.positions] == list(range(len(session.actions) + 1))
    for position in review.positions:
        assert all(0 <= chance <= 1 for chance in position.win_chances)
        assert sum(position.win_chances) == pytest.approx(1)
    rules = session.rules
    winners = rules.winners(session.state)  # type: ignore[attr-defined]
    assert review.positions[-1].win_chances == tuple(
        1 / len(winners) if seat in winners else 0 for seat in range(len(session.setup.seats))
    )


@pytest.mark.parametrize("game_id", REVIEWABLE)
def test_each_decision_is_an_action_with_a_choice_as_the_save_holds_it(game_id):
    session, review = finished(game_id)
    rules = session.rules
    with_choice = [i for i, state in enumerate(session.states[:-1]) if len(rules.legal_actions(state)) > 1]
    assert [d.action_index for d in review.decisions] == with_choice
    saved = session.action_dicts()
    for decision in review.decisions:
        assert decision.chosen == saved[decision.action_index]
        assert decision.seat == rules.deciding_player(session.states[decision.action_index])
        assert decision.regret >= -0.02
        assert decision.regret == pytest.approx(decision.win_chance_best - decision.win_chance_chosen)
    costs = [review.decisions[i].regret for i in review.costliest]
    assert costs == sorted(costs, reverse=True) and len(costs) <= 3
    assert all(review.decisions[i].certain for i in review.costliest)  # one future: none may be


@pytest.mark.parametrize("game_id", REVIEWABLE)
def test_an_unfinished_game_is_reviewed_up_to_where_it_stands(game_id):
    session = played(game_id, stop_after=12)
    review = reviewed(session, max_futures=2)
    assert len(review.positions) == 13
    assert sum(review.positions[-1].win_chances) == pytest.approx(1)
    assert max(review.positions[-1].errors) > 0  # an estimate, not the end


def test_a_cancelled_review_stops():
    session = played(REVIEWABLE[0], stop_after=6)
    with pytest.raises(Cancelled):
        reviewed(session, max_futures=2, cancelled=lambda: True)


def test_progress_is_told_for_every_position_and_ends_full():
    session = played(REVIEWABLE[0], stop_after=6)
    told: list[tuple[int, int]] = []
    reviewed(session, max_futures=2, progress=lambda done, total: told.append((done, total)))
    assert told[:7] == [(n, 14) for n in range(1, 8)]  # the first round: every position
    assert told[-1] == (14, 14) and told == sorted(told)


def test_two_worker_processes_give_the_review_one_process_gives():
    session = played(REVIEWABLE[0], stop_after=8)
    names = tuple(seat.name for seat in session.setup.seats)
    args = (session.game_id, names, list(session.states), session.action_dicts())
    alone = review_game(*args, workers=1, max_futures=2)
    shared = review_game(*args, workers=2, max_futures=2)
    assert alone.positions == shared.positions and alone.decisions == shared.decisions


@pytest.mark.long
@pytest.mark.parametrize("game_id", REVIEWABLE)
def test_the_review_of_a_position_does_not_depend_on_the_saves_seed(game_id):
    """Issue 40: the same position under another seed gets the same win chances (the review
    blinds each position before looking at it), and fresh futures of another review agree
    within their precision."""
    session = played(game_id, seed=11, stop_after=30)
    index = next(i for i in range(29, 0, -1) if len(session.rules.legal_actions(session.states[i])) > 1)
    state = session.states[index]
    chosen = session.action_dicts()[index]
    module = review_module(game_id)
    other = module.with_future(state, future(99, review_seed=12345))
    assert other != state

    def chances(position, review_seed: int = 1):
        return review_position(Job(game_id, index, position, chosen, 48, review_seed)).position

    mine, theirs = chances(state), chances(other)
    assert mine == theirs
    fresh = chances(state, review_seed=2)
    for a, b, ea, eb in zip(mine.win_chances, fresh.win_chances, mine.errors, fresh.errors, strict=True):
        assert abs(a - b) <= 3.5 * (ea**2 + eb**2) ** 0.5 + 0.02


# --- nothing more certain than the data (issue 44) --------------------------------------------
def test_the_tied_endgame_reads_a_shared_win_known_exactly():
    """Verflixxt, 22-22, the last pawn on the -2 tile with two guards: moving the pawn on keeps
    the tile covered and shares the win. A playout for points walked the guards off, lost, and
    the review said 100 % / 0 % for certain."""
    from tests.unit.verflixxt.test_endgame import tied_on_minus_two

    rolled = review_position(Job("verflixxt", 0, tied_on_minus_two(), {"kind": "roll"}, 32)).position
    assert rolled.win_chances == (0.5, 0.5) and rolled.exact and rolled.margins == (0.0, 0.0)
    for guard in ("guard-0", "guard-1"):  # one guard walked on: the other still covers the tile
        result = review_position(
            Job("verflixxt", 1, tied_on_minus_two("move", 3), {"kind": "move", "piece": guard}, 32)
        )
        decision = result.decision
        assert decision is not None and decision.exact
        assert (decision.win_chance_chosen, decision.regret, decision.regret_margin) == (0.5, 0.0, 0.0)
        assert result.position.win_chances == (0.5, 0.5)


@pytest.mark.long
@pytest.mark.parametrize("game_id", REVIEWABLE)
def test_no_figure_has_a_margin_of_zero_unless_it_is_exact(game_id):
    """A tie on the first futures is not "no cost, known exactly" (it was 0 ± 0 in 97 of 112
    decisions of one review)."""
    session = played(game_id, stop_after=12)
    review = reviewed(session, max_futures=16)
    for decision in review.decisions:
        assert decision.exact or decision.regret_margin > 0.05, decision
    for position in review.positions:
        assert position.exact or min(position.margins) > 0.05, position


@pytest.mark.long
def test_a_tie_on_the_first_futures_gets_more_futures_before_it_is_judged():
    session = played(REVIEWABLE[0], stop_after=10)
    review = reviewed(session, depth=24, max_futures=48)
    ties = [d for d in review.decisions if d.regret == 0 and not d.exact]
    assert ties and all(d.futures >= MIN_FUTURES and d.regret_margin >= 3 / d.futures for d in ties)


@pytest.mark.long
def test_a_review_is_the_same_for_any_number_of_workers_and_any_load():
    """A function of the game and its depth: the same JSON alone, in two processes, and with a
    third process spinning beside them."""
    import json
    import multiprocessing

    session = played(REVIEWABLE[0], stop_after=6)
    names = tuple(seat.name for seat in session.setup.seats)
    args = (session.game_id, names, list(session.states), session.action_dicts())
    alone = json.dumps(review_game(*args, workers=1, depth=12, max_futures=24).as_json())
    shared = json.dumps(review_game(*args, workers=2, depth=12, max_futures=24).as_json())
    load = multiprocessing.get_context("spawn").Process(target=_spin, args=(20.0,), daemon=True)
    load.start()
    try:
        busy = json.dumps(review_game(*args, workers=2, depth=12, max_futures=24).as_json())
    finally:
        load.terminate()
        load.join()
    assert alone == shared == busy


def _spin(seconds: float) -> None:
    import time

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass


def test_a_time_limit_stops_the_review_and_says_so():
    session = played(REVIEWABLE[0], stop_after=10)
    review = reviewed(session, seconds=0.001)
    assert review.stopped_early and review.as_json()["stopped_early"] is True


def test_cancel_ends_the_worker_processes_at_once():
    """Cancel does not wait for the jobs under way: when the review returns, no worker is left."""
    import multiprocessing

    session = played(REVIEWABLE[0], stop_after=10)
    names = tuple(seat.name for seat in session.setup.seats)
    asked = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 3  # after the workers have started on their first jobs

    with pytest.raises(Cancelled):
        review_game(
            session.game_id, names, list(session.states), session.action_dicts(), workers=2, cancelled=cancelled
        )
    assert multiprocessing.active_children() == []
