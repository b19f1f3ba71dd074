"""Blunders the hard computer player used to make, and a probe that it makes none of them.

A dice choice is dominated when another legal choice of dice has both a lower bust chance and
a higher expected catch (exact odds, all seven dice counted): a player who takes it accepts
more risk for fewer cards. The hard level once did so on hub turns, where its judgement of the
faces left to the next player outweighed the odds of the roll itself.
"""

import pytest

from bugbox.core.players import Level, Seat, Setup
from bugbox.games.verasselt import ai, rules
from bugbox.games.verasselt.cards import Cards
from bugbox.games.verasselt.odds import roll_odds
from bugbox.games.verasselt.rules import Roll

BARS = "bars"


def better_choices(state: rules.State, roll: Roll) -> list[tuple[int, ...]]:
    """The choices of dice that are both safer and expect more than `roll`."""
    odds = roll_odds(rules.group_cards(state).as_dict(), state.dice)
    chosen = odds[roll.dice]
    return [dice for dice, o in odds.items() if o.bust < chosen.bust and o.expected_catch > chosen.expected_catch]


def hard_roll(state: rules.State, seed: int = 1) -> Roll:
    action = ai.choose_action(state, Level.HARD, seed)
    assert isinstance(action, Roll)
    return action


@pytest.mark.parametrize(
    ("hub", "dice"),
    [
        # Four yellow dice showing but one yellow card: rolling them is the only sensible start.
        (Cards(red=3, yellow=1, green=6, blue=3), (BARS, "red", "yellow", "yellow", BARS, "yellow", "yellow")),
        (Cards(red=1, yellow=6, green=4, blue=1), (BARS, "blue", "blue", "green", BARS, BARS, BARS)),
        (Cards(red=3, yellow=3, green=4, blue=2), ("red", "yellow", BARS, "yellow", "blue", BARS, "red")),
    ],
)
def test_hard_takes_no_riskier_dice_that_also_expect_fewer_cards_on_a_hub_turn(table, hub, dice):
    state = table(hub=hub, dice=dice, front_yards=(Cards(), Cards(), Cards()))
    assert better_choices(state, hard_roll(state)) == []


def test_hard_rolls_on_with_the_safer_dice_when_it_does_not_stop(table):
    state = table(
        phase="decide",
        hub=Cards(red=5, yellow=3, green=4, blue=2),
        catch=Cards(yellow=1, green=4, blue=1),
        front_yards=(Cards(), Cards(), Cards()),
        dice=("green", "green", "blue", "green", BARS, "green", "yellow"),
    )
    action = ai.choose_action(state, Level.HARD, seed=1)
    assert not isinstance(action, Roll) or better_choices(state, action) == []


def test_hard_makes_no_dominated_dice_choice_in_seeded_games():
    """Every dice choice of hard in a few seeded games of two to four players."""
    choices = 0
    for seed in range(1, 9):
        players = 2 + seed % 3
        seats = tuple(Seat(name=f"P{i}", colour="red", computer=True, level=Level.HARD) for i in range(players))
        state = rules.new_game(Setup(seats=seats, start_player=0), seed)
        step = 0
        while not rules.is_over(state) and step < 600:
            action = ai.choose_action(state, Level.HARD, seed * 1000 + step)
            if isinstance(action, Roll):
                choices += 1
                assert better_choices(state, action) == [], (step, state.dice, rules.group_cards(state))
            state, _ = rules.apply(state, action)
            step += 1
    assert choices > 150
