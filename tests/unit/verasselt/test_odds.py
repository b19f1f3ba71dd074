"""The exact bust odds, checked against walking every outcome of the dice."""

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bugbox.games.verasselt.cards import COLOURS, FACES
from bugbox.games.verasselt.odds import bust_probability, expected_catch, roll_odds

FACE_NAMES = (*COLOURS, "bars")


def brute_force(cards, kept, rolled):
    """Bust chance and expected catch by enumerating all 6**rolled outcomes."""
    busts = caught = 0
    for outcome in product(FACES, repeat=rolled):
        shown = [*kept, *outcome]
        counts = {colour: shown.count(colour) for colour in COLOURS}
        if any(counts[colour] > cards.get(colour, 0) for colour in COLOURS):
            busts += 1
        else:
            caught += sum(counts.values())
    return Fraction(busts, 6**rolled), Fraction(caught, 6**rolled)


@settings(max_examples=40, deadline=None)
@given(
    cards=st.fixed_dictionaries({c: st.integers(0, 5) for c in COLOURS}),
    kept=st.lists(st.sampled_from(FACE_NAMES), max_size=3),
    rolled=st.integers(0, 5),
)
def test_odds_equal_brute_force_enumeration(cards, kept, rolled):
    assert (bust_probability(cards, kept, rolled), expected_catch(cards, kept, rolled)) == brute_force(
        cards, kept, rolled
    )


def test_a_group_with_plenty_of_every_colour_never_busts():
    cards = dict.fromkeys(COLOURS, 7)
    assert bust_probability(cards, [], 7) == 0
    assert expected_catch(cards, [], 7) == Fraction(7 * 4, 6)  # each die shows a colour 4 times in 6


def test_an_empty_group_is_clean_only_when_every_die_shows_double_bars():
    assert bust_probability({}, [], 4) == 1 - Fraction(1, 3) ** 4
    assert expected_catch({}, ["bars"], 4) == 0


def test_kept_dice_that_outnumber_the_cards_always_bust():
    assert bust_probability({"red": 1}, ["red", "red"], 5) == 1


def test_missing_colours_count_as_no_cards_and_unknown_faces_are_refused():
    assert bust_probability({"red": 2}, [], 4) == bust_probability(dict(red=2, yellow=0, green=0, blue=0), [], 4)
    with pytest.raises(ValueError):
        bust_probability({"red": 2}, ["purple"], 4)


def test_roll_odds_cover_all_64_choices_and_agree_with_bust_probability():
    cards = {"red": 3, "yellow": 1, "green": 2, "blue": 0}
    dice = ("red", "bars", "yellow", "green", "bars", "red", "green")
    odds = roll_odds(cards, dice)
    assert len(odds) == 64 and all(len(chosen) >= 4 for chosen in odds)
    for chosen, entry in odds.items():
        kept = [face for i, face in enumerate(dice) if i not in chosen]
        assert entry.bust == bust_probability(cards, kept, len(chosen))
        assert entry.expected_catch == expected_catch(cards, kept, len(chosen))
