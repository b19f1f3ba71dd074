"""The game log: every event has a translatable sentence with its placeholders filled."""

import random

import pytest

from bugbox.core.players import Seat, Setup
from bugbox.games.verflixxt import events as ev
from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.events import narrate

EVENT_TYPES = {
    ev.DieRolled,
    ev.PieceMoved,
    ev.TileTaken,
    ev.PenaltyTileGiven,
    ev.MinusTileReturned,
    ev.NothingToReturn,
    ev.WurminatorLeft,
    ev.WurminatorBackToStart,
    ev.PlayerFinished,
    ev.TurnPassed,
    ev.TurnSkipped,
    ev.GameOver,
}


def all_events(games: int) -> list:
    seats = tuple(Seat(name=n, colour=c) for n, c in (("Ann", "red"), ("Bob", "blue"), ("Cid", "green")))
    found = []
    for seed in range(games):
        state = rules.new_game(Setup(seats=seats[: 2 + seed % 2], options={"wurminator": True}), seed)
        pick = random.Random(seed)
        while not rules.is_over(state):
            state, events = rules.apply(state, pick.choice(rules.legal_actions(state)))
            found += events
    return found


def test_every_event_of_real_games_is_told_in_a_complete_sentence():
    events = all_events(40) + [ev.NothingToReturn(0, "Ann")]  # too rare to meet by chance
    assert {type(e) for e in events} == EVENT_TYPES
    for event in events:
        message = narrate(event)
        assert message.context == "Verflixxt"
        text = message.english()
        assert "{" not in text and text.endswith(".")
        assert ("%n" in message.text) == (message.n >= 0)


@pytest.mark.parametrize(
    ("event", "sentence"),
    [
        (ev.TileTaken(5, 0, "Ann"), "Ann takes the plus tile +5."),
        (ev.TileTaken(9, 1, "Bob"), "Bob has to take the minus tile -1."),
        (ev.TileTaken(22, 1, "Bob"), "Bob takes a Good Luck tile."),
        (ev.PieceMoved(0, "Ann", "pawn-0-1", 0, (3, 4), 4), "Ann moves a pawn 2 tile(s) forward."),
        (ev.PieceMoved(0, "Ann", "guard-2", 3, (99,), 99), "Ann moves a guard onto the finish."),
        (ev.GameOver((4, 4, 1), (0, 1), ("Ann", "Bob")), "Game over: Ann, Bob share the win with a score of 4."),
    ],
)
def test_sentences_name_the_player_and_the_tile(event, sentence):
    assert narrate(event).english() == sentence
