"""Bug cards counted per colour: a zone is four numbers, so cards are never created or lost by
adding and taking away, and a handful can only be taken from cards that are there."""

import pytest
from pydantic import ValidationError

from bugbox.games.verasselt.cards import COLOURS, FACES, NO_CARDS, Cards


def test_cards_are_made_from_counts_colours_or_a_mapping_alike():
    a = Cards.of({"red": 2, "blue": 1})
    assert a == Cards.from_colours(["red", "blue", "red"]) == Cards.from_counts((2, 0, 0, 1))
    assert a.total == 3 and a["red"] == 2 and a.get("purple") == 0
    assert a.colours() == ("red", "red", "blue")


def test_an_unknown_colour_or_a_negative_count_is_refused():
    with pytest.raises(ValueError):
        Cards.of({"purple": 1})
    with pytest.raises(ValidationError):
        Cards(red=-1)


def test_adding_and_taking_away_keeps_every_card():
    heap = Cards.of({"red": 3, "green": 2})
    catch = Cards.of({"red": 1, "green": 2})
    assert (heap - catch) + catch == heap
    with pytest.raises(ValueError):
        catch - heap  # cards that are not there cannot be taken


def test_covers_means_at_least_as_many_of_every_colour():
    assert Cards.of({"red": 2, "blue": 1}).covers(Cards.of({"red": 2}))
    assert not Cards.of({"red": 2}).covers(Cards.of({"blue": 1}))
    assert NO_CARDS.covers(NO_CARDS)


def test_every_handful_is_listed_once_by_size():
    cards = Cards.of({"red": 2, "yellow": 1})
    assert len(list(cards.handfuls())) == 3 * 2  # 0-2 reds times 0-1 yellow
    assert sorted(h.counts() for h in cards.handfuls(total=2)) == [(1, 1, 0, 0), (2, 0, 0, 0)]
    assert all(h.total <= 1 for h in cards.handfuls(at_most=1))


def test_a_die_shows_each_colour_once_and_bars_twice():
    assert sorted(FACES) == sorted([*COLOURS, "bars", "bars"])
