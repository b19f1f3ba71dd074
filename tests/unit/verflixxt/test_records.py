"""What a finished Verflixxt! kompakt game adds to the Records page: places and the tiles'
totals as the end screen scores them, Good Luck tiles converted, Wurminator bites, and turns
that each begin with a roll."""

import pytest

from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.games.verflixxt import ai, records, rules
from bugbox.games.verflixxt.rules import Roll


def played(seed: int, wurminator: bool = True, until_over: bool = True) -> Session:
    seats = tuple(Seat(name=n, colour=c) for n, c in (("Ann", "red"), ("Bob", "blue"), ("Cid", "green")))
    session = Session("verflixxt", Setup(seats=seats, start_player=0, options={"wurminator": wurminator}), seed)
    while not session.is_over() and (until_over or len(session.actions) < 6):
        session.play(ai.choose_action(session.state, Level.EASY, len(session.actions)))
    return session


@pytest.fixture(scope="module")
def game() -> Session:
    return played(4)


def test_places_and_scores_are_the_end_screens(game):
    summary = records.summarize(game)
    scores = rules.scores(game.state)
    assert [s["place"] for s in summary["seats"]] == list(rules.places(game.state))
    assert [s["score"] for s in summary["seats"]] == [score.total for score in scores]
    assert [s["stats"]["luck_converted"] for s in summary["seats"]] == [len(s.converted_tiles) for s in scores]
    winner = summary["seats"][[s["place"] for s in summary["seats"]].index(1)]
    assert winner["score"] == max(s["score"] for s in summary["seats"])


def test_the_game_counts_its_rolls_as_turns_and_says_whether_the_wurminator_played(game):
    stats = records.summarize(game)["stats"]
    assert stats == {"turns": sum(isinstance(a, Roll) for a in game.actions), "wurminator": True}
    assert records.summarize(played(4, wurminator=False))["stats"]["wurminator"] is False


def test_without_the_wurminator_nobody_is_bitten():
    assert {s["stats"]["bites"] for s in records.summarize(played(8, wurminator=False))["seats"]} == {0}


def test_a_game_not_over_has_no_places_yet():
    assert {s["place"] for s in records.summarize(played(2, until_over=False))["seats"]} == {0}


def test_every_turn_begins_with_its_roll(game):
    starts = records.turn_starts(game)
    assert starts[0] == 0
    assert [isinstance(game.actions[n], Roll) for n in starts] == [True] * len(starts)
    assert len(starts) == sum(isinstance(a, Roll) for a in game.actions)
