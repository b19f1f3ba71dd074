"""Every table Voll verasselt's rules accept (`rules.check_state`) is drawn by the page, at a
few window sizes, without an exception (issue 46: what a table server sends is checked by
the rules, and every state that passes must draw). The tables are drawn by hypothesis over
the whole space `check_state` allows, not only those a game reaches: the 88 cards anywhere
they may lie, any faces on the dice, every phase with the group, catch and receipt it has."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bugbox.core.players import Seat, Setup
from bugbox.core.registry import GAMES
from bugbox.core.session import Session
from bugbox.games.verasselt import rules
from bugbox.games.verasselt.cards import CARDS_PER_COLOUR, COLOURS, DICE, FACES, Cards
from bugbox.ui.flow.turns import Decider, TurnFlow

SIZES = ((640, 480), (1280, 800), (2200, 1300))
SHOTS = os.environ.get("BUGBOX_SHOTS")
NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve")
PHASES = ("choose_group", "boost_or_roll", "decide", "pile_up", "forced_refill", "game_over")


def _move(zones: dict[str, list[int]], source: str, target: str, most: int | None = None) -> None:
    """Cards from `source` to `target`, all of them or at most `most`."""
    for index in range(len(COLOURS)):
        moved = zones[source][index] if most is None else min(most, zones[source][index])
        zones[source][index] -= moved
        zones[target][index] += moved
        if most is not None:
            most -= moved
            if not most:
                return


def _total(zones: dict[str, list[int]], zone: str) -> int:
    return sum(zones[zone])


@st.composite
def valid_tables(draw: st.DrawFn) -> rules.State:
    players = draw(st.integers(2, 5))
    phase = draw(st.sampled_from(PHASES))
    active = draw(st.integers(0, players - 1))
    names = [f"yard{seat}" for seat in range(players)] + [f"heap{seat}" for seat in range(players)]
    zones: dict[str, list[int]] = {
        name: [0] * len(COLOURS) for name in ("pile", "hub", "catch", "prev", "receipt", *names)
    }
    places = draw(
        st.lists(st.sampled_from(sorted(zones)), min_size=CARDS_PER_COLOUR * 4, max_size=CARDS_PER_COLOUR * 4)
    )
    for card, place in enumerate(places):
        zones[place][card % len(COLOURS)] += 1
    # what the phase has, and what it does not
    previous = phase == "choose_group" or draw(st.booleans())
    owner = (active - 1) % players if phase == "choose_group" else draw(st.integers(0, players - 1))
    receiver = draw(st.integers(0, players - 1))
    if phase not in ("boost_or_roll", "decide"):
        _move(zones, "catch", "heap0")
    if phase != "pile_up":
        _move(zones, "receipt", "heap0")
    if not previous:
        _move(zones, "prev", "heap0")
    for seat in range(players):
        extra = _total(zones, f"yard{seat}") - rules.FRONT_YARD_MAX
        if extra > 0:
            _move(zones, f"yard{seat}", f"heap{seat}", extra)
    if phase == "pile_up":
        if _total(zones, f"yard{receiver}") >= rules.FRONT_YARD_MAX:
            _move(zones, f"yard{receiver}", f"heap{receiver}", 1)
        if not _total(zones, "receipt"):
            _move(zones, "heap0" if _total(zones, "heap0") else "pile", "receipt", 1)
    group_choices: list[str | None] = {
        "choose_group": [None],
        "boost_or_roll": ["hub", "catch"] if previous else ["hub"],
        "decide": ["hub", "catch"] if previous else ["hub"],
        "forced_refill": ["hub"],
    }.get(phase, [None, "hub", "catch"] if previous else [None, "hub"])
    group = draw(st.sampled_from(group_choices))
    if phase == "forced_refill":
        _move(zones, "pile", "heap0")
        if _total(zones, "hub") >= rules.HUB_MIN:
            _move(zones, "hub", "heap0", _total(zones, "hub") - rules.HUB_MIN + 1)
    if previous and group != "catch" and not _total(zones, "prev"):
        _move(zones, "heap0" if _total(zones, "heap0") else "pile", "prev", 1)
    if previous and not _total(zones, "prev") and group != "catch":
        previous = False
    cards = {name: Cards.from_counts(counts) for name, counts in zones.items()}
    state = rules.State(
        names=NAMES[:players],
        one_card_per_bars=draw(st.booleans()),
        rng_state=0,
        turn=draw(st.integers(1, 400)),
        active=active,
        phase=phase,
        group=group,
        pile=cards["pile"],
        hub=cards["hub"],
        front_yards=tuple(cards[f"yard{seat}"] for seat in range(players)),
        heaps=tuple(cards[f"heap{seat}"] for seat in range(players)),
        dice=tuple(draw(st.sampled_from(sorted(set(FACES)))) for _ in range(DICE)),
        previous_catch=rules.Catch(owner=owner, cards=cards["prev"]) if previous else None,
        catch=cards["catch"],
        receipt=rules.Receipt(player=receiver, cards=cards["receipt"]) if phase == "pile_up" else None,
    )
    rules.check_state(state)  # the strategy draws only what the rules accept
    return state


@pytest.fixture
def window(make_window):
    """One main window for all the examples (hypothesis runs the test's body for each)."""
    return make_window()


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(state=valid_tables(), here=st.booleans())
def test_every_valid_table_is_drawn_at_every_size(window, qtbot, state, here):
    colours = GAMES[rules.GAME_ID].seat_colours
    setup = Setup(
        seats=tuple(Seat(name=name, colour=colours[seat]) for seat, name in enumerate(state.names)),
        options={"one_card_per_bars": state.one_card_per_bars},
    )
    deciding = rules.deciding_player(state)
    deciders = [Decider.HERE if here and seat == deciding else Decider.ELSEWHERE for seat in range(len(state.names))]
    flow = TurnFlow(Session.mirror(rules.GAME_ID, setup, state), deciders, window)
    page = window.show_page(rules.GAME_ID)
    page.attach(flow)
    flow.start()
    for width, height in SIZES:
        window.resize(width, height)
        qtbot.wait(1)
        picture = page.grab()
        assert not picture.isNull()
    if SHOTS:  # to look at what was drawn: BUGBOX_SHOTS=folder
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        picture.save(str(Path(SHOTS) / f"{rules.GAME_ID}-{len(list(Path(SHOTS).glob(rules.GAME_ID + '-*')))}.png"))
    flow.stop()
