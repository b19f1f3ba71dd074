"""The client's trust boundary (bugbox/net/trust.py): it believes every honest game a real
table server plays, and refuses what breaks the protocol, the game's limits or the order.

The honest games are played against a real `ServerThread` on 127.0.0.1 by two gated clients
whose seats the computer's easy player decides; every message both receive passes the gate.
The refusals feed the gate messages built from such honest ones, each with one thing wrong.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from bugbox.core.players import Level
from bugbox.core.registry import GAMES, ai_for
from bugbox.net import protocol as wire
from bugbox.net import trust
from bugbox.net.client import Client
from bugbox.server.server import ServerThread

#: Games played at table servers (the server's own rule).
NETWORKED = [game for game, spec in GAMES.items() if spec.max_players > 1 and spec.ai_module is not None]


async def _play(url: str, game: str, seconds: float = 60.0) -> list[str]:
    """A whole game of two gated clients; every frame the first client received, in order."""
    frames: list[str] = []
    ann = await Client.connect(url, gate=trust.Gate(), trace=frames.append)
    ben = await Client.connect(url, gate=trust.Gate())
    created, joined_ann = await ann.create(game, [wire.SeatChoice(), wire.SeatChoice()], name="Ann")
    assert joined_ann is not None
    joined_ben = await ben.join(created.code, "Ben")
    tokens = {joined_ann.seat: (ann, joined_ann.token), joined_ben.seat: (ben, joined_ben.token)}
    rules = GAMES[game].rules()
    ai = ai_for(game)
    state: Any = None
    deciding: int | None = None
    done = 0
    async with asyncio.timeout(seconds):
        while True:
            message = await ann.recv()
            if isinstance(message, wire.Table) and message.state is not None:
                state, deciding, done = wire.decode_state(game, message.state), message.deciding, message.actions
            elif isinstance(message, wire.Played):
                state, deciding, done = wire.decode_state(game, message.state), message.deciding, message.index + 1
            elif isinstance(message, wire.GameOver):
                break
            else:
                continue
            if deciding is not None and not rules.is_over(state):
                client, token = tokens[deciding]
                action = ai.choose_action(state, Level.EASY, done)
                data = rules.ACTION_ADAPTER.dump_python(action, mode="json")
                await client.act(created.code, token, done, data, wait=False)
    for client in (ann, ben):
        assert client.ended is None or not isinstance(client.ended, trust.Untrusted)
        await client.close()
    return frames


@pytest.fixture(scope="module")
def honest(tmp_path_factory) -> dict[str, list[str]]:
    """The frames of one whole honest game of each networked game."""
    server = ServerThread(tmp_path_factory.mktemp("server"), host="127.0.0.1", port=0)
    server.start()
    try:
        return {game: asyncio.run(_play(server.url, game)) for game in NETWORKED}
    finally:
        server.stop()


def _admit_all(frames: list[str], gate: trust.Gate | None = None) -> trust.Gate:
    gate = gate or trust.Gate()
    trust.welcome(frames[0])
    for frame in frames[1:]:
        gate.admit(frame)
    return gate


@pytest.mark.parametrize("game", NETWORKED)
def test_every_message_of_an_honest_game_is_believed(honest, game):
    frames = honest[game]
    assert any('"type":"game_over"' in frame.replace(" ", "") for frame in frames)
    gate = _admit_all(frames)
    assert gate.total > 4


def _frames_until(frames: list[str], kind: str, nth: int = 0) -> tuple[list[str], int]:
    """The frames before the `nth` frame of `kind`, and its position."""
    seen = 0
    for position, frame in enumerate(frames):
        if json.loads(frame)["type"] == kind:
            if seen == nth:
                return frames[:position], position
            seen += 1
    raise AssertionError(f"no {kind} number {nth}")


def _refused(frames: list[str], bad: dict[str, Any]) -> trust.Untrusted:
    gate = _admit_all(frames)
    with pytest.raises(trust.Untrusted) as refused:
        gate.admit(json.dumps(bad))
    return refused.value


@pytest.mark.parametrize("game", NETWORKED)
def test_a_move_out_of_order_is_a_gap_or_refused(honest, game):
    frames = honest[game]
    before, at = _frames_until(frames, "played", 3)
    gate = _admit_all(before)
    skipped = json.loads(frames[at])
    skipped["index"] += 1  # move 4 arrives where move 3 was due: move 3 was lost
    gap = gate.admit(json.dumps(skipped))
    assert isinstance(gap, trust.Gap) and (gap.code, gap.index) == (skipped["code"], skipped["index"] - 1)
    assert gap.token is not None  # the seat taken on this connection rejoins
    again = json.loads(before[[json.loads(f)["type"] for f in before].index("played")])
    with pytest.raises(trust.Untrusted):
        gate.admit(json.dumps(again))  # move 0 once more


@pytest.mark.parametrize("game", NETWORKED)
def test_a_move_claiming_another_seats_turn_is_refused(honest, game):
    frames = honest[game]
    before, at = _frames_until(frames, "played", 2)
    bad = json.loads(frames[at])
    bad["seat"] = 1 - bad["seat"]
    assert "decision" in _refused(before, bad).detail


@pytest.mark.parametrize("game", NETWORKED)
def test_missed_actions_nobody_asked_for_are_refused(honest, game):
    frames = honest[game]
    before, at = _frames_until(frames, "played", 2)
    played = json.loads(frames[at])
    step = {key: played[key] for key in ("index", "seat", "action", "events")}
    assert "nobody asked" in _refused(before, {"type": "missed", "code": played["code"], "actions": [step]}).detail


@pytest.mark.parametrize("game", NETWORKED)
def test_a_state_with_a_huge_number_or_a_secret_is_refused(honest, game):
    frames = honest[game]
    before, at = _frames_until(frames, "played", 1)
    bad = json.loads(frames[at])
    bad["state"]["rng_state"] = 12345
    assert "random" in _refused(before, bad).detail
    bad["state"]["rng_state"] = 10**9
    assert "number" in _refused(before, bad).detail


def test_an_event_the_game_does_not_have_and_an_unknown_game_are_refused(honest):
    game = NETWORKED[0]
    frames = honest[game]
    before, at = _frames_until(frames, "played", 1)
    bad = json.loads(frames[at])
    bad["events"] = [{"type": "Exploded", "player": 0}]
    assert "event" in _refused(before, bad).detail
    table_before, table_at = _frames_until(frames, "table")
    table = json.loads(frames[table_at])
    table["game"] = "chess"
    assert _refused(table_before, table).reason == trust.UNKNOWN_GAME


def test_a_welcome_of_another_protocol_version_is_refused_naming_both():
    limits = {"max_message_bytes": 65536, "messages_per_second": 20.0, "burst": 40}
    frame = json.dumps({"type": "welcome", "version": wire.PROTOCOL_VERSION + 1, "server": "x", "limits": limits})
    with pytest.raises(trust.Untrusted) as refused:
        trust.welcome(frame)
    assert refused.value.reason.args == {"server": wire.PROTOCOL_VERSION + 1, "client": wire.PROTOCOL_VERSION}


def test_an_unknown_message_type_is_told_once_then_ignored():
    gate = trust.Gate()
    first = gate.admit('{"type": "fireworks", "colour": "red"}')
    assert first == trust.Newer(trust.NEWER)
    assert gate.admit('{"type": "fireworks"}') is None


def test_a_reason_with_format_specs_is_shown_as_the_generic_sentence_and_fast(honest, tmp_path: Path):
    gate = trust.Gate()
    for text in ("{a:>300000000}", "{a.__class__.__mro__}", "{0}"):
        error = {"type": "error", "error": "state", "request": "join", "reason": {"code": f"Network:{text}"}}
        admitted = gate.admit(json.dumps(error))
        assert isinstance(admitted, wire.Error)
        assert admitted.reason.message().english() == (
            "The table server refused this for a reason this bugbox does not know."
        )
