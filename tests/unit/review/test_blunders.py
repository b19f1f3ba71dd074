"""The review finds planted blunders (issue 44).

Each recipe is a game of the normal level with one blunder of seat 0 planted at `index`: the
alternative the review compares that loses the most there, costing at least 0.10 of win chance
with ten times the review's default depth (`tests/benchmarks/review_blunders.py` found them and
measured each; its cost and 95 % margin at that depth are in the recipe). The game is then
played to its end by the normal level. At the default depth the blunder must be among the
three costliest decisions of its seat. The seat's decisions are reviewed exactly as the whole
review judges them (`only`: every job depends on its position alone).
"""

from __future__ import annotations

import pytest

from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.review.runner import review_game

#: (game, players, options, seed, index, blunder, its cost and margin at ten times the depth)
RECIPES = [
    ("verasselt", 3, {}, 1, 12, {"kind": "choose_group", "group": "catch"}, 0.211, 0.052),
    ("verasselt", 3, {}, 21, 9, {"kind": "choose_group", "group": "hub"}, 0.227, 0.057),
    ("verasselt", 3, {}, 25, 7, {"kind": "choose_group", "group": "hub"}, 0.224, 0.052),
    ("verflixxt", 3, {}, 1, 13, {"kind": "move", "piece": "pawn-0-0"}, 0.212, 0.051),
    ("verflixxt", 2, {}, 2, 13, {"kind": "move", "piece": "pawn-0-0"}, 0.236, 0.058),
    ("verflixxt", 3, {}, 5, 7, {"kind": "move", "piece": "pawn-0-0"}, 0.159, 0.04),
]


def planted(game: str, players: int, options: dict, seed: int, index: int, blunder: dict) -> Session:
    spec = registry.spec(game)
    seats = tuple(Seat(name=f"P{i}", colour=spec.seat_colours[i], computer=True) for i in range(players))
    session: Session = Session(game, Setup(seats=seats, start_player=0, options=options), seed)
    ai = spec.ai()
    assert ai is not None
    rules = session.rules
    while not session.is_over():
        if len(session.actions) == index:
            assert rules.deciding_player(session.state) == 0
            session.play(rules.ACTION_ADAPTER.validate_python(blunder))  # type: ignore[attr-defined]
        else:
            session.play(ai.choose_action(session.state, Level.NORMAL, len(session.actions)))
    return session


def _marks(recipe: tuple) -> list:
    """CI plays the first Voll verasselt recipe (about 100 s of CPU); the rest are `slow`
    (`pytest -m slow tests/unit/review/test_blunders.py`: all six passed on 2026-12-07)."""
    return [pytest.mark.long] if recipe is RECIPES[0] else [pytest.mark.slow]


@pytest.mark.parametrize("recipe", [pytest.param(r, marks=_marks(r), id=f"{r[0]}-{r[3]}") for r in RECIPES])
def test_a_planted_blunder_is_among_its_seats_three_costliest(recipe):
    game, players, options, seed, index, blunder, cost, margin = recipe
    assert cost - margin >= 0.10
    session = planted(game, players, options, seed, index, blunder)
    rules = session.rules
    mine = [
        i
        for i, state in enumerate(session.states[:-1])
        if rules.deciding_player(state) == 0 and len(rules.legal_actions(state)) > 1
    ]
    names = tuple(seat.name for seat in session.setup.seats)
    review = review_game(game, names, list(session.states), session.action_dicts(), only=mine)
    costliest = [d.action_index for d in review.costliest_of(0)]
    assert index in costliest, [
        (d.action_index, round(d.regret, 3), round(d.regret_margin, 3)) for d in review.costliest_of(0)
    ]
