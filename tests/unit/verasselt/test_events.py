"""The game log: one translatable sentence per event, with the players' names."""

import pytest

from bugbox.core.i18n import Message
from bugbox.games.verasselt import events as ev
from bugbox.games.verasselt import rules
from bugbox.games.verasselt.cards import Cards

EXAMPLES = [
    (ev.TurnStarted(0, "Ann", 3), "It is Ann's turn."),
    (ev.GroupChosen(0, "Ann", "hub"), "Ann rolls for the bug hub."),
    (ev.GroupChosen(0, "Ann", "catch", 2, "Cid"), "Ann rolls for Cid's catch."),
    (ev.CatchReceived(2, "Cid", Cards(red=3)), "Cid receives 3 bug(s) from the catch."),
    (
        ev.CatchPiledUp(2, "Cid", Cards(red=1), Cards(red=2, blue=2)),
        "Cid piles up: 4 onto the heap, 1 into the front yard.",
    ),
    (ev.HubReplenished(("red", "blue"), 2), "2 new bug(s) from the pile join the bug hub."),
    (ev.CardsBoosted(0, "Ann", Cards(green=1), "hub"), "Ann boosts the group with 1 bug(s) from the front yard."),
    (ev.DiceRolled(0, "Ann", (0, 1, 2, 3, 4), ("bars",) * 7), "Ann rolls 5 dice: 5× double bars."),
    # the colours the dice show, counted, in the colours' order (issue 47: rolls were heard
    # without the colours a sighted player sees)
    (
        ev.DiceRolled(0, "Ann", (0, 1, 2, 3), ("blue", "bars", "red", "blue", "green", "red", "yellow")),
        "Ann rolls 4 dice: 1× rattle bugs (red), 2× water bugs (blue) and 1× double bars.",
    ),
    (ev.CardsCaught(0, "Ann", Cards(red=1, yellow=2)), "Ann catches 3 bug(s)."),
    (
        ev.Bust(0, "Ann", ("yellow",), Cards(red=2), "hub", ("red", "blue")),
        "Ann is bugged up: more dice than cards for chatter bugs (yellow)! "
        "The catch goes back, and 2 consolation bug(s) go to the front yard.",
    ),
    # nothing said of what does not move: no "0 consolation bugs", no empty catch going back
    (
        ev.Bust(0, "Ann", ("red", "blue"), Cards(), "hub", ()),
        "Ann is bugged up: more dice than cards for rattle bugs (red) and water bugs (blue)!",
    ),
    (
        ev.Bust(0, "Ann", ("red",), Cards(red=2), "hub", ()),
        "Ann is bugged up: more dice than cards for rattle bugs (red)! The catch goes back.",
    ),
    (
        ev.Bust(0, "Ann", ("red",), Cards(), "hub", ("blue",)),
        "Ann is bugged up: more dice than cards for rattle bugs (red)! 1 consolation bug(s) go to the front yard.",
    ),
    (ev.Stopped(0, "Ann", Cards(blue=4)), "Ann stops and leaves a catch of 4 bug(s)."),
    (ev.HubRefilled(0, "Ann", Cards(red=2)), "Ann refills the bug hub with 2 bug(s) from the front yard."),
    (
        ev.GameOver(("Ann", "Bob", "Cid"), (20, 25, 24), (0, 1, 2), (3, 1, 2), (1,)),
        "Bob wins with 25 bug(s) on the heap!",
    ),
    (
        ev.GameOver(("Ann", "Bob", "Cid"), (25, 25, 25), (1, 1, 1), (1, 1, 1), (0, 1, 2)),
        "Ann, Bob and Cid share the win with 25 bug(s) on the heap each!",
    ),
]


@pytest.mark.parametrize(("event", "english"), EXAMPLES)
def test_every_event_has_its_sentence(event, english):
    message = ev.narrate(event)
    assert message.context == "Verasselt"
    assert message.english() == english


def test_counting_sentences_carry_their_count_for_plural_forms():
    message = ev.narrate(ev.CardsCaught(0, "Ann", Cards(red=1)))
    assert message.n == 1 and "%n" in message.text


def test_colour_names_inside_a_sentence_are_messages_of_their_own():
    message = ev.narrate(ev.Bust(0, "Ann", ("green",), Cards(), "hub", ()))
    colour = message.args["colours"]
    assert isinstance(colour, Message) and colour.text == "barrel bugs (green)"


def test_every_event_of_a_game_can_be_told(new_setup):
    from bugbox.core.rng import Rng

    state = rules.new_game(new_setup(), seed=11)
    rng = Rng(11)
    told = set()
    while not rules.is_over(state):
        actions = rules.legal_actions(state)
        kind = rng.choice(sorted({a.kind for a in actions}))
        state, events = rules.apply(state, rng.choice([a for a in actions if a.kind == kind]))
        for event in events:
            assert "{" not in ev.narrate(event).english()
            told.add(type(event))
    assert ev.GameOver in told and ev.Bust in told and ev.CatchPiledUp in told
