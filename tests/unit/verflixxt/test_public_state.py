"""The public state: what a table server may send to the players while a game runs.

The course lies face up and the die shows the last roll, so only the rng is a secret: the
public state must be a valid State with the same legal actions, and two tables that differ
only in their rng must look the same.
"""

import random

from bugbox.core.players import Seat, Setup
from bugbox.core.session import Session
from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.rules import Roll, State

#: Every field of the state but the rng, and why it is open. A new field makes this test fail
#: until someone decides whether it is a secret.
OPEN_FIELDS = {
    "seats",
    "wurminator_variant",
    "course",  # the path tiles lie face up from the start
    "pawns",
    "guards",
    "wurminator",
    "taken",  # the tiles each player took, in front of him
    "current",
    "phase",
    "die",  # the last roll, on the table
    "wurminator_due",
}


def _setup(players: int, wurminator: bool) -> Setup:
    colours = ("red", "blue", "green", "yellow")
    seats = tuple(Seat(name=f"P{i}", colour=colours[i]) for i in range(players))
    return Setup(seats=seats, options={"wurminator": wurminator})


def _positions(games: int = 10):
    for seed in range(games):
        session = Session(rules.GAME_ID, _setup(2 + seed % 3, wurminator=seed % 2 == 0), seed)
        chooser = random.Random(seed)
        yield session.state
        for _ in range(600):
            if session.is_over():
                break
            session.play(chooser.choice(rules.legal_actions(session.state)))
            yield session.state


def test_only_the_rng_is_secret():
    assert set(State.model_fields) == OPEN_FIELDS | {"rng_state"}


def test_the_public_state_keeps_the_game_playable_and_hides_the_rng():
    for state in _positions():
        public = rules.public_state(state)
        assert public.rng_state == 0
        assert State.model_validate_json(public.model_dump_json()) == public
        assert rules.legal_actions(public) == rules.legal_actions(state)
        assert rules.deciding_player(public) == rules.deciding_player(state)
        assert rules.is_over(public) == rules.is_over(state)
        assert public.model_dump(exclude={"rng_state"}) == state.model_dump(exclude={"rng_state"})


def test_tables_that_differ_only_in_their_rng_look_the_same_and_roll_differently():
    rolls_told_apart = 0
    for state in _positions(games=3):
        other = state.model_copy(update={"rng_state": state.rng_state ^ 0x5DEECE66D})
        assert rules.public_state(other) == rules.public_state(state)
        if state.phase == "roll":
            dice = {rules.apply(s, Roll())[0].die for s in (state, other)}
            rolls_told_apart += len(dice) == 2
    assert rolls_told_apart > 10  # the same public table, different next rolls
