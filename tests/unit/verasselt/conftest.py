"""Building Voll verasselt tables by hand, and forcing the dice and draws they lead to.

Fixtures (importlib mode keeps conftest helpers out of reach of plain imports):

- `table(...)` makes a State with three players (Ann, Bob, Cid) from only the zones a test
  cares about; the pile gets every card not placed elsewhere, so the 88 cards still add up.
- `rolling(faces)` finds an rng state whose next rolls show exactly those faces, and
  `drawing(pile, colours)` one whose next draws from `pile` are those colours: that is how a
  test puts the rulebook's examples on the table without touching the rules engine.
- `new_setup(players, start_player, **options)` is a new-game setup.
"""

from __future__ import annotations

import pytest

from bugbox.core.players import Seat, Setup
from bugbox.core.rng import Rng
from bugbox.games.verasselt.cards import CARDS_PER_COLOUR, COLOURS, FACES, NO_CARDS, Cards
from bugbox.games.verasselt.rules import Catch, Receipt, State

FULL = Cards(red=CARDS_PER_COLOUR, yellow=CARDS_PER_COLOUR, green=CARDS_PER_COLOUR, blue=CARDS_PER_COLOUR)
ONE_EACH = Cards(red=1, yellow=1, green=1, blue=1)


def cards(**counts: int) -> Cards:
    return Cards.of(counts)


def make_table(
    *,
    names=("Ann", "Bob", "Cid"),
    hub=None,
    front_yards=None,
    heaps=None,
    dice=("bars",) * 7,
    previous_catch: Catch | None = None,
    catch=NO_CARDS,
    receipt: Receipt | None = None,
    group="hub",
    phase="boost_or_roll",
    active=0,
    turn=5,
    pile=None,
    rng_state=1,
    one_card_per_bars=False,
) -> State:
    players = len(names)
    hub = hub if hub is not None else cards(red=3, yellow=3, green=2, blue=2)
    front_yards = tuple(front_yards) if front_yards is not None else (ONE_EACH,) * players
    heaps = tuple(heaps) if heaps is not None else (Cards(),) * players
    if pile is None:
        placed = hub + catch
        for zone in (*front_yards, *heaps):
            placed = placed + zone
        for extra in (previous_catch, receipt):
            if extra is not None:
                placed = placed + extra.cards
        pile = FULL - placed
    return State(
        names=tuple(names),
        one_card_per_bars=one_card_per_bars,
        rng_state=rng_state,
        turn=turn,
        active=active,
        phase=phase,
        group=group,
        pile=pile,
        hub=hub,
        front_yards=front_yards,
        heaps=heaps,
        dice=tuple(dice),
        previous_catch=previous_catch,
        catch=catch,
        receipt=receipt,
    )


def rng_for(faces: tuple[str, ...]) -> int:
    """An rng state whose next rolls (one die each, in order) show `faces`."""
    for state in range(10_000_000):
        rng = Rng(state)
        if all(FACES[rng.below(len(FACES))] == face for face in faces):
            return state
    raise AssertionError("no rng state found")


def rng_drawing(pile: Cards, colours: tuple[str, ...]) -> int:
    """An rng state whose next draws from `pile` give `colours` (as `rules._draw` draws)."""
    for state in range(10_000_000):
        rng = Rng(state)
        counts = list(pile.counts())
        for colour in colours:
            pick = rng.below(sum(counts))
            index = 0
            while pick >= counts[index]:
                pick -= counts[index]
                index += 1
            if COLOURS[index] != colour:
                break
            counts[index] -= 1
        else:
            return state
    raise AssertionError("no rng state found")


def new_setup(players: int = 3, start_player: int | None = 0, **options) -> Setup:
    names = ("Ann", "Bob", "Cid", "Dee", "Eve")
    colours = ("red", "blue", "green", "yellow", "purple")
    return Setup(
        seats=tuple(Seat(name=names[i], colour=colours[i]) for i in range(players)),
        start_player=start_player,
        options=options,
    )


@pytest.fixture
def table():
    return make_table


@pytest.fixture(name="rolling")
def rolling_fixture():
    return rng_for


@pytest.fixture(name="drawing")
def drawing_fixture():
    return rng_drawing


@pytest.fixture(name="new_setup")
def new_setup_fixture():
    return new_setup
