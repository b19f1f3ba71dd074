"""The public state: what a table server may send to the players while a game runs.

It must keep the game playable on a client (a valid State, the same legal actions and deciding
player) and hold nothing that predicts a roll or a draw: two tables that differ only in their
hidden rng must look the same.
"""

import random

from bugbox.core.players import Seat, Setup
from bugbox.core.session import Session
from bugbox.games.verasselt import rules
from bugbox.games.verasselt.rules import Roll, State

#: Every field of the state but the rng, and why a player at the table may know it. A new
#: field makes this test fail until someone decides whether it is a secret.
OPEN_FIELDS = {
    "names",
    "one_card_per_bars",
    "turn",
    "active",
    "phase",
    "group",
    "pile",  # counts per colour: 88 cards minus what lies open or was seen going to a heap
    "hub",
    "front_yards",
    "heaps",  # face down, but every card on a heap was seen arriving there
    "dice",
    "previous_catch",
    "catch",
    "receipt",
}


def _setup(players: int, start_player: int | None = 0) -> Setup:
    names = ("Ann", "Bob", "Cid", "Dee", "Eve")
    colours = ("red", "blue", "green", "yellow", "purple")
    return Setup(seats=tuple(Seat(name=names[i], colour=colours[i]) for i in range(players)), start_player=start_player)


def _positions(games: int = 12, players: int = 3):
    """Every position of a few seeded games played with random legal actions."""
    for seed in range(games):
        session = Session(rules.GAME_ID, _setup(players, None), seed)
        chooser = random.Random(seed)
        yield session.state
        for _ in range(400):
            if session.is_over():
                break
            actions = rules.legal_actions(session.state)
            stops = [a for a in actions if a.kind == "stop"]
            session.play(stops[0] if stops and chooser.random() < 0.5 else chooser.choice(actions))
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


def test_tables_that_differ_only_in_their_rng_look_the_same():
    for state in _positions(games=4):
        other = state.model_copy(update={"rng_state": state.rng_state ^ 0x5DEECE66D})
        assert rules.public_state(other) == rules.public_state(state)


def test_two_seeds_dealing_the_same_hub_give_equal_public_states_but_different_rolls():
    seen: dict[str, tuple[int, State]] = {}
    pair = None
    for seed in range(2000):
        state = rules.new_game(_setup(4), seed)
        key = rules.public_state(state).model_dump_json()
        if key in seen:
            pair = seen[key][1], state
            break
        seen[key] = (seed, state)
    assert pair is not None, "no two seeds dealt the same hub"
    first, second = pair
    assert first.rng_state != second.rng_state
    assert rules.public_state(first) == rules.public_state(second)
    # The very same public table goes on differently: the public state could not have told.
    outcomes = set()
    for state in pair:
        after, _events = rules.apply(state, Roll(dice=(0, 1, 2, 3, 4, 5, 6)))
        outcomes.add(after.dice)
    assert len(outcomes) == 2
