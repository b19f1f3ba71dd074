"""`rules.check_state`: every state the rules make keeps the game's invariants, and a state
with a piece off the course, a path tile twice or gone, or a phase that contradicts the turn
is refused with a sentence for the log (a table server's state is checked with it)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.tiles import FINISH

from .test_properties import games, make_setup, random_game


@settings(max_examples=10, deadline=None)
@given(games)
def test_every_state_of_a_random_game_keeps_the_invariants(game):
    seed, players, wurminator, chooser = game
    _setup, states, _actions = random_game(seed, players, wurminator, chooser)
    for state in states:
        rules.check_state(state)
        rules.check_state(rules.public_state(state))


def _start(players: int = 2, wurminator: bool = True) -> rules.State:
    return rules.new_game(make_setup(players, wurminator), 7)


def _rolled() -> rules.State:
    state, _ = rules.apply(_start(), rules.Roll())
    return state


FORGED = {
    "a pawn on tile 77": lambda s: s.model_copy(update={"pawns": ((77, 0, 0), s.pawns[1])}),
    "a guard on a taken tile": lambda s: s.model_copy(
        update={"course": (s.course[0], *s.course[2:]), "taken": ((s.course[1],), ()), "guards": (s.course[1],) * 6}
    ),
    "a path tile twice": lambda s: s.model_copy(update={"course": (s.course[0], s.course[1], *s.course[1:])}),
    "a path tile gone": lambda s: s.model_copy(update={"course": (s.course[0], *s.course[2:])}),
    "a course without its finish": lambda s: s.model_copy(update={"course": s.course[:-1]}),
    "a fourth pawn": lambda s: s.model_copy(update={"pawns": ((0, 0, 0, 0), s.pawns[1])}),
    "five guards": lambda s: s.model_copy(update={"guards": s.guards[:5]}),
    "the turn of seat 3 of 2": lambda s: s.model_copy(update={"current": 3}),
    "over with pawns on the start": lambda s: s.model_copy(update={"phase": "over"}),
    "playing on with everyone home": lambda s: s.model_copy(update={"pawns": ((FINISH,) * 3, (FINISH,) * 3)}),
    "the turn of a player who is home": lambda s: s.model_copy(
        update={"pawns": ((FINISH,) * 3, (0, 0, 0)), "current": 0}
    ),
    "a move without a roll": lambda s: s.model_copy(update={"phase": "move", "die": 0}),
    "a Wurminator due on a six": lambda s: s.model_copy(update={"phase": "move", "die": 6, "wurminator_due": "may"}),
    "a Wurminator without the variant": lambda s: s.model_copy(update={"wurminator_variant": False}),
    "a Wurminator phase with nothing due": lambda s: s.model_copy(
        update={"phase": "wurminator", "die": 1, "wurminator_due": "no"}
    ),
}


@pytest.mark.parametrize("forgery", FORGED)
def test_a_forged_state_is_refused(forgery):
    honest = _start()
    rules.check_state(honest)
    with pytest.raises(ValueError):
        rules.check_state(FORGED[forgery](honest))


def test_the_pawn_off_the_course_is_named():
    with pytest.raises(ValueError, match="tile 77"):
        rules.check_state(_start().model_copy(update={"pawns": ((77, 0, 0), (0, 0, 0))}))


def test_a_roll_has_six_outcomes_one_of_which_the_rules_give():
    state = _start()
    outcomes = rules.roll_outcomes(rules.public_state(state))
    assert [after.die for after, _ in outcomes] == [1, 2, 3, 4, 5, 6]
    after, events = rules.apply(state, rules.Roll())
    assert (rules.public_state(after), events) in [(rules.public_state(o), e) for o, e in outcomes]
    assert rules.roll_outcomes(_rolled()) == []
