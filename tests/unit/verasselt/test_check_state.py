"""`rules.check_state`: every table a game reaches keeps Voll verasselt's invariants, and a
table with cards made or lost, a die too few, a full front yard piling up or a phase that
contradicts the turn is refused with a sentence for the log (a table server's state is
checked with it). `chance_outcome` plays a roll or draw as the events tell it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bugbox.core.players import Setup
from bugbox.core.rng import Rng
from bugbox.games.verasselt import events as ev
from bugbox.games.verasselt import rules
from bugbox.games.verasselt.cards import Cards

from .test_properties import random_action, seats


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5), one_card=st.booleans())
def test_every_table_of_a_random_game_keeps_the_invariants_and_every_chance_replays(seed, players, one_card):
    state = rules.new_game(Setup(seats=seats(players), options={"one_card_per_bars": one_card}), seed)
    rng = Rng(seed)
    while True:
        rules.check_state(state)
        rules.check_state(rules.public_state(state))
        if rules.is_over(state):
            break
        action = random_action(state, rng)
        after, events = rules.apply(state, action)
        if rules.reveals_chance(action):
            told = rules.chance_outcome(rules.public_state(state), action, events)
            assert told is not None
            assert (rules.public_state(told[0]), told[1]) == (rules.public_state(after), events)
        state = after


def _start() -> rules.State:
    return rules.new_game(Setup(seats=seats(3)), 5)


FORGED = {
    "a red card made": lambda s: s.model_copy(update={"pile": s.pile + Cards(red=1)}),
    "a blue card lost": lambda s: s.model_copy(update={"hub": s.hub - Cards(blue=s.hub.blue)}),
    "six dice": lambda s: s.model_copy(update={"dice": s.dice[:6]}),
    "a front yard of seven": lambda s: s.model_copy(
        update={"front_yards": (s.front_yards[0] + Cards(red=3), *s.front_yards[1:]), "pile": s.pile - Cards(red=3)}
    ),
    "the turn of player 7 of 3": lambda s: s.model_copy(update={"active": 7}),
    "a heap missing": lambda s: s.model_copy(update={"heaps": s.heaps[:2]}),
    "one player": lambda s: s.model_copy(
        update={"names": s.names[:1], "front_yards": s.front_yards[:1], "heaps": s.heaps[:1]}
    ),
    "choosing a group with no previous catch": lambda s: s.model_copy(update={"phase": "choose_group", "group": None}),
    "piling up with nothing received": lambda s: s.model_copy(update={"phase": "pile_up"}),
    "a receipt waiting while rolling": lambda s: s.model_copy(
        update={"receipt": rules.Receipt(player=1, cards=Cards(red=1)), "pile": s.pile - Cards(red=1)}
    ),
    "a catch of this turn at the game's end": lambda s: s.model_copy(
        update={"phase": "game_over", "catch": Cards(red=1), "pile": s.pile - Cards(red=1)}
    ),
    "rolling for no group": lambda s: s.model_copy(update={"group": None}),
    "a forced refill of a full hub": lambda s: s.model_copy(update={"phase": "forced_refill"}),
}


@pytest.mark.parametrize("forgery", FORGED)
def test_a_forged_table_is_refused(forgery):
    honest = _start()
    rules.check_state(honest)
    with pytest.raises(ValueError):
        rules.check_state(FORGED[forgery](honest))


def test_a_roll_told_with_a_face_on_a_die_not_rolled_or_too_few_faces_has_no_outcome():
    state = _start()
    action = rules.Roll(dice=(0, 1, 2, 3))
    _after, events = rules.apply(state, action)
    rolled = next(event for event in events if isinstance(event, ev.DiceRolled))
    assert rules.chance_outcome(state, action, events) is not None
    assert rules.chance_outcome(state, action, []) is None
    bent = ev.DiceRolled(rolled.player, rolled.name, (0, 1, 2), rolled.faces)
    assert rules.chance_outcome(state, action, [bent]) is None
    assert rules.chance_outcome(state, action, [rolled, rolled]) is None  # chance told more than was asked
