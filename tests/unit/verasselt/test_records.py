"""What a finished Voll verasselt game adds to the Records page: places and heaps as the rules
count them, the biggest catch a player stopped with, his busts, and where each turn begins."""

import pytest

from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.games.verasselt import ai, records, rules
from bugbox.games.verasselt.events import Bust, Stopped


def played(seed: int, until_over: bool = True) -> Session:
    seats = tuple(Seat(name=n, colour=c) for n, c in (("Ann", "red"), ("Bob", "blue"), ("Cid", "green")))
    session = Session("verasselt", Setup(seats=seats, start_player=0), seed)
    while not session.is_over() and (until_over or len(session.actions) < 10):
        session.play(ai.choose_action(session.state, Level.EASY, len(session.actions)))
    return session


@pytest.fixture(scope="module")
def game() -> Session:
    return played(11)


def test_places_and_scores_are_the_rules_own(game):
    summary = records.summarize(game)
    assert [s["place"] for s in summary["seats"]] == list(rules.places(game.state))
    assert [s["score"] for s in summary["seats"]] == [heap.total for heap in game.state.heaps]
    assert summary["stats"]["turns"] == game.state.turn


def test_the_biggest_catch_and_the_busts_are_each_players_own(game):
    seats = records.summarize(game)["seats"]
    for player, seat in enumerate(seats):
        stops = [
            e.catch.total for events in game.events for e in events if isinstance(e, Stopped) and e.player == player
        ]
        busts = [e for events in game.events for e in events if isinstance(e, Bust) and e.player == player]
        assert seat["stats"] == {"biggest_catch": max(stops, default=0), "busts": len(busts)}
    assert any(seat["stats"]["busts"] for seat in seats) or any(seat["stats"]["biggest_catch"] for seat in seats)


def test_a_game_not_over_has_no_places_yet():
    summary = records.summarize(played(3, until_over=False))
    assert {s["place"] for s in summary["seats"]} == {0}


def test_each_turn_starts_where_the_player_changes(game):
    starts = records.turn_starts(game)
    assert starts[0] == 0 and len(starts) == len({s.turn for s in game.states[:-1]})
    for start in starts[1:]:
        assert game.states[start].turn != game.states[start - 1].turn
