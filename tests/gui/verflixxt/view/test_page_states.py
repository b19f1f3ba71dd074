"""Every state Verflixxt's rules accept (`rules.check_state`) is drawn by the page, at a few
window sizes, without an exception (issue 46: a table server's pawn on tile 77 opened the
crash dialog in `piece_spots`; now such a state is refused, and every state that is not
refused must draw). The states are drawn by hypothesis over the whole space `check_state`
allows, not only the positions a game reaches: any course left, tiles taken by anybody,
pieces anywhere on the course, the Wurminator, every phase, die and turn that fit."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bugbox.core.players import Seat, Setup
from bugbox.core.session import Session
from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.tiles import FINISH, PATH_TILE_IDS, START
from bugbox.ui.flow.turns import Decider, TurnFlow

COLOURS = ("red", "blue", "green", "yellow")
SIZES = ((640, 480), (1280, 800), (2200, 1300))
SHOTS = os.environ.get("BUGBOX_SHOTS")


@st.composite
def valid_states(draw: st.DrawFn) -> rules.State:
    players = draw(st.integers(2, 4))
    variant = draw(st.booleans())
    path = draw(st.permutations(PATH_TILE_IDS))
    left = draw(st.integers(0, len(path)))
    taken: list[list[int]] = [[] for _ in range(players)]
    for tile in path[left:]:
        taken[draw(st.integers(0, players - 1))].append(tile)
    course = (START, *path[:left], FINISH)
    on_course = st.sampled_from(course)
    pawns = tuple(tuple(draw(on_course) for _ in range(rules.pawns_per_player(players))) for _ in range(players))
    guards = tuple(draw(on_course) for _ in range(rules.GUARDS))
    wurminator = draw(on_course) if variant else None
    home = [all(tile == FINISH for tile in own) for own in pawns]
    if all(home):
        phase, current, die, due = "over", draw(st.integers(0, players - 1)), draw(st.integers(0, 6)), "no"
    else:
        current = draw(st.sampled_from([seat for seat in range(players) if not home[seat]]))
        phase = draw(st.sampled_from(["roll", "move", "wurminator"] if variant else ["roll", "move"]))
        die = draw(
            st.integers(0, 6) if phase == "roll" else st.integers(1, 2) if phase == "wurminator" else st.integers(1, 6)
        )
        if phase == "roll" or not variant or die > 2:
            due = "no"
        else:
            due = draw(st.sampled_from(["may", "must"] if phase == "wurminator" else ["no", "may", "must"]))
    state = rules.State(
        seats=tuple(
            Seat(name=name, colour=COLOURS[i]) for i, name in enumerate(("Ann", "Ben", "Cid", "Dee")[:players])
        ),
        wurminator_variant=variant,
        course=course,
        pawns=pawns,
        guards=guards,
        wurminator=wurminator,
        taken=tuple(tuple(own) for own in taken),
        current=current,
        phase=phase,
        die=die,
        wurminator_due=due,
        rng_state=0,
    )
    rules.check_state(state)  # the strategy draws only what the rules accept
    return state


@pytest.fixture
def window(make_window):
    """One main window for all the examples (hypothesis runs the test's body for each)."""
    return make_window()


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(state=valid_states(), here=st.booleans())
def test_every_valid_state_is_drawn_at_every_size(window, qtbot, state, here):
    setup = Setup(seats=state.seats, options={"wurminator": state.wurminator_variant})
    deciders = [
        Decider.HERE if here and seat == state.current else Decider.ELSEWHERE for seat in range(len(state.seats))
    ]
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
