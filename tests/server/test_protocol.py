"""The protocol's models and codec: strict, capped, and exact for every event of every game."""

import dataclasses
import inspect
import json
import random

import pytest
from pydantic import ValidationError

from bugbox.core.errors import IllegalAction
from bugbox.core.i18n import Message, msg
from bugbox.core.players import Seat, Setup
from bugbox.core.registry import GAMES
from bugbox.core.session import Session
from bugbox.net import protocol as wire
from bugbox.net.names import NameRefused, clean_name, same_name
from bugbox.server.referee import offered_games

COLOURS = {"verasselt": ("red", "blue", "green", "yellow", "purple"), "verflixxt": ("red", "blue", "green", "yellow")}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_names_an_events_module_whose_union_holds_all_its_events(game_id):
    module = GAMES[game_id].events()
    assert module is not None
    classes = wire.event_classes(game_id)
    declared = {
        name
        for name, value in vars(module).items()
        if inspect.isclass(value) and dataclasses.is_dataclass(value) and value.__module__ == module.__name__
    }
    assert declared - {"CockroachMove"} <= set(classes), "an event the codec would not know"


@pytest.mark.parametrize("game_id", offered_games())
def test_every_event_of_seeded_games_round_trips_through_json(game_id):
    rules = GAMES[game_id].rules()
    seen = set()
    for seed in range(8):
        players = 2 + seed % (GAMES[game_id].max_players - 1)
        seats = tuple(Seat(name=f"Pläyer <{i}>", colour=COLOURS[game_id][i]) for i in range(players))
        options = {key: bool(seed % 2) for key in GAMES[game_id].default_options()}
        session = Session(game_id, Setup(seats=seats, options=options), seed)
        chooser = random.Random(seed)
        for _ in range(3000):
            if session.is_over():
                break
            actions = rules.legal_actions(session.state)
            stops = [a for a in actions if a.kind == "stop"]
            session.play(stops[0] if stops and chooser.random() < 0.5 else chooser.choice(actions))
        for events in session.events:
            for event in events:
                text = json.dumps(wire.encode_event(event))
                assert wire.decode_event(game_id, json.loads(text)) == event
                seen.add(type(event).__name__)
        state = wire.decode_state(game_id, json.loads(json.dumps(wire.encode_state(game_id, session.state))))
        assert state == rules.public_state(session.state)
    assert len(seen) >= 8  # most kinds of event came up


def test_an_event_the_game_does_not_have_is_refused():
    with pytest.raises(ValueError):
        wire.decode_event("verflixxt", {"type": "Exploded", "player": 1})
    with pytest.raises(ValueError):
        wire.decode_event("verflixxt", {"type": "DieRolled", "player": 1, "name": "A", "value": 3, "extra": 1})
    with pytest.raises(ValueError):
        wire.decode_event("verflixxt", {"type": "DieRolled", "player": "1", "name": "A", "value": 3})


def test_a_refusal_travels_as_the_rules_message_and_comes_back_the_same():
    rules = GAMES["verasselt"].rules()
    seats = (Seat(name="A", colour="red"), Seat(name="B", colour="blue"))
    state = rules.new_game(Setup(seats=seats, start_player=0), 1)
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, rules.ACTION_ADAPTER.validate_python({"kind": "roll", "dice": [0, 1]}))
    reason = wire.Reason.of(refused.value.reason)
    back = wire.Reason.model_validate_json(reason.model_dump_json()).message()
    assert back == refused.value.reason
    nested = msg("Verasselt", "{name} and {other}", name=msg("Verasselt", "{a}", a=1), other="x")
    assert wire.Reason.model_validate_json(wire.Reason.of(nested).model_dump_json()).message() == nested
    assert isinstance(back, Message)


@pytest.mark.parametrize(
    "text",
    [
        '{"type": "join", "code": "ABCDEFGH", "name": 5}',  # a number for a name
        '{"type": "act", "code": "ABCDEFGH", "token": "TOKEN", "at": "3", "action": {}}',  # "3" for 3
        '{"type": "act", "code": "abcdefgh", "token": "TOKEN", "at": 3, "action": {}}',  # the code's case
        '{"type": "join", "code": "ABCDEFGH", "name": "A", "admin": true}',  # unknown field
        '{"type": "join", "code": "ABCDEFGH", "name": "%s"}' % ("x" * 200),  # far too long
        '{"type": "create", "game": "verasselt", "seats": []}',  # no seat
        '{"type": "create", "game": "verasselt", "seats": [{"player": "open"}], "options": {"a": 1}}',
        '{"type": "watch", "code": "ABCDEFGH", "since": -1}',
        '{"type": "shutdown"}',
        "[1, 2, 3]",
        "not json",
        "[" * 5000 + "]" * 5000,
    ],
)
def test_the_server_reads_client_messages_strictly(text):
    with pytest.raises(ValidationError):
        wire.CLIENT_ADAPTER.validate_json(text.replace("TOKEN", "a" * 43))


def test_every_client_message_has_a_type_and_the_union_covers_them():
    token = "t" * 43
    for text in (
        '{"type": "hello", "version": 1}',
        '{"type": "create", "game": "verflixxt", "seats": [{"player": "open"}, {"player": "computer"}]}',
        '{"type": "join", "code": "ABCDEFG2", "name": "Ann"}',
        '{"type": "rejoin", "code": "ABCDEFG2", "token": "TOKEN", "since": 4}',
        '{"type": "watch", "code": "ABCDEFG2"}',
        '{"type": "leave", "code": "ABCDEFG2", "token": "TOKEN"}',
        '{"type": "act", "code": "ABCDEFG2", "token": "TOKEN", "at": 0, "action": {"kind": "roll"}}',
        '{"type": "hand_over", "code": "ABCDEFG2", "host": "TOKEN", "seat": 1, "level": "easy"}',
    ):
        text = text.replace("TOKEN", token)
        message = wire.CLIENT_ADAPTER.validate_json(text)
        assert message.type == json.loads(text)["type"]


@pytest.mark.parametrize(
    "raw",
    ["", "   ", "x" * 25, "Ann\nBob", "Ann\x1b[2J", "Ann\u202eboB", "An\u200bn", "A\x00", "An\u2028n", "\ud800x"],
)
def test_names_that_are_empty_long_or_hold_invisible_characters_are_refused(raw):
    with pytest.raises(NameRefused) as refused:
        clean_name(raw)
    assert refused.value.reason.context == "Network"


def test_names_are_plain_text_kept_as_written():
    assert clean_name("  <b>Ann</b>  ") == "<b>Ann</b>"  # markup is just characters
    assert clean_name("Zoë & 太郎") == "Zoë & 太郎"
    assert clean_name("x" * 24) == "x" * 24
    assert same_name("ANN", "ann") and same_name("Ａｎｎ", "Ann") and not same_name("Ann", "Anna")
