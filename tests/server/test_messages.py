"""What the server sends, its own client accepts (issue 36): every `played` of seeded games of
each game the server offers, and every catch-up entry, validates as the client validates it,
and the public state in it is the one `encode_state` gives."""

import json
import random

import pytest

from bugbox.core.registry import GAMES
from bugbox.net import protocol as wire
from bugbox.server.referee import PLAYED_HEAD, offered_games
from bugbox.server.tables import LiveSession, Seat, Table


@pytest.mark.parametrize("game_id", offered_games())
def test_every_played_message_and_catch_up_validates_as_the_client_reads_it(game_id):
    spec = GAMES[game_id]
    rules = spec.rules()
    for seed in range(3):
        seats = [Seat(index=i, colour=spec.seat_colours[i], player="person", name=f"P{i}") for i in range(3)]
        table = Table(
            code="ABCDEFGH", game_id=game_id, options=spec.default_options(), seats=seats, seed=seed, host_hash="x"
        )
        table.session = LiveSession(game_id, table.setup(), seed)
        table.status = "playing"
        chooser = random.Random(seed)
        while not table.session.is_over() and len(table.session.actions) < 400:
            actor = table.session.deciding_player()
            table.session.play(chooser.choice(rules.legal_actions(table.session.state)))
            text = table.played(actor)
            assert text.startswith(PLAYED_HEAD)
            message = wire.SERVER_ADAPTER.validate_json(text)
            assert isinstance(message, wire.Played) and message.seat == actor
            assert message.index == len(table.session.actions) - 1
            assert message.state == wire.encode_state(game_id, table.session.state)
            assert message.action == json.loads(table.session.actions[-1])
        for missed in table.missed(0, 50):
            caught_up = wire.SERVER_ADAPTER.validate_json(missed)
            assert isinstance(caught_up, wire.Missed) and len(caught_up.actions) <= 50
        assert sum(len(json.loads(text)["actions"]) for text in table.missed(7, 50)) == len(table.session.actions) - 7
