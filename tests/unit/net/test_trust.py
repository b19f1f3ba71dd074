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


# --- states the rules never make, and chance the rules never give ------------------------------


def _played_where(frames: list[str], wanted) -> tuple[list[str], dict[str, Any], trust.Gate]:
    """The frames before the first `played` whose previous state `wanted` accepts, that
    message, and a gate that has believed the frames before it."""
    nth = 0
    while True:
        before, at = _frames_until(frames, "played", nth)
        gate = _admit_all(before)
        if wanted(gate.state):
            return before, json.loads(frames[at]), gate
        nth += 1


def test_a_table_with_a_pawn_off_the_course_is_refused_before_anything_draws_it(honest):
    """The high finding of issue 46: phase roll, a pawn on tile 77; the roll never touches it."""
    frames = honest["verflixxt"]
    before, played, gate = _played_where(frames, lambda state: state.phase == "roll")
    _table_before, table_at = _frames_until(frames, "table")
    table = json.loads(frames[table_at])
    state = wire.encode_state("verflixxt", gate.state)
    state["pawns"][0][0] = 77
    table.update(status="playing", state=state, actions=gate.total, deciding=gate.state.current)
    refused = _refused(before, table)
    assert "tile 77" in refused.detail and refused.reason == trust.NOT_BELIEVED
    honest_table = dict(table, state=wire.encode_state("verflixxt", gate.state))
    assert isinstance(_admit_all(before).admit(json.dumps(honest_table)), wire.Table)


@pytest.mark.parametrize("game", NETWORKED)
def test_a_move_to_a_state_with_impossible_counts_is_refused(honest, game):
    before, played, _gate = _played_where(honest[game], lambda state: True)
    if game == "verflixxt":
        played["state"]["guards"] = played["state"]["guards"][:5]
    else:
        played["state"]["dice"] = played["state"]["dice"][:6]
    assert "never make" in _refused(before, played).detail


def test_a_die_the_event_and_the_state_disagree_on_is_refused(honest):
    before, played, _gate = _played_where(honest["verflixxt"], lambda state: state.phase == "roll")
    die = played["state"]["die"]
    played["events"][0]["value"] = die % 6 + 1  # the event tells another face than the state shows
    assert "outcome" in _refused(before, played).detail
    played["events"][0]["value"] = played["state"]["die"] = die % 6 + 1  # another face, told alike
    assert _admit_all(before).admit(json.dumps(played)) is not None  # a die may fall any of six ways
    played["events"][0]["value"] = 9
    with pytest.raises(trust.Untrusted):
        _admit_all(before).admit(json.dumps(played))


def _forged_roll(gate: trust.Gate, code: str, cheat: dict[str, Any]) -> dict[str, Any]:
    """A Voll verasselt roll of dice 0-3, all showing bars, played by the rules on the believed
    state changed by `cheat`: a whole outcome consistent with itself, but not with the table."""
    from bugbox.games.verasselt import events as ev
    from bugbox.games.verasselt import rules

    previous = gate.state.model_copy(update=cheat)
    action = rules.Roll(dice=(0, 1, 2, 3))
    faces = ("bars",) * 4 + previous.dice[4:]
    told = [ev.DiceRolled(previous.active, previous.names[previous.active], action.dice, faces)]
    outcome = rules.chance_outcome(previous, action, told)
    assert outcome is not None
    after, events = outcome
    return {
        "type": "played",
        "code": code,
        "index": gate.total,
        "seat": gate.state.active,
        "action": rules.ACTION_ADAPTER.dump_python(action, mode="json"),
        "events": [wire.encode_event(event) for event in events],
        "state": wire.encode_state("verasselt", rules.public_state(after)),
        "deciding": rules.deciding_player(after),
        "status": "over" if rules.is_over(after) else "playing",
    }


def test_a_roll_that_turns_a_die_not_rolled_is_refused(honest):
    """Before issue 46 a Voll verasselt roll was believed once chance had many outcomes."""
    before, played, gate = _played_where(honest["verasselt"], lambda state: state.phase in ("boost_or_roll", "decide"))
    fair = _forged_roll(gate, played["code"], {})
    assert isinstance(_admit_all(before).admit(json.dumps(fair)), wire.Played)
    from bugbox.games.verasselt import rules

    other: tuple[str, ...] = ("bars",) * 3  # a die not rolled that turns to bars, or from bars to a colour caught
    if gate.state.dice[4:] == other:
        group = rules.group_cards(gate.state)
        other = ("bars", "bars", next(colour for colour in ("red", "yellow", "green", "blue") if group[colour]))
    turned = _forged_roll(gate, played["code"], {"dice": gate.state.dice[:4] + other})
    assert "the rules" in _refused(before, turned).detail


def test_a_draw_of_a_card_the_pile_does_not_hold_is_refused():
    from bugbox.core.players import Seat, Setup
    from bugbox.games.verasselt import events as ev
    from bugbox.games.verasselt import rules
    from bugbox.games.verasselt.cards import Cards

    state = rules.new_game(Setup(seats=(Seat(name="A", colour="red"), Seat(name="B", colour="blue"))), 3)
    state = state.model_copy(update={"phase": "decide", "dice": ("bars",) * 7})
    no_red = state.model_copy(update={"pile": Cards(yellow=state.pile.total), "hub": state.hub})
    assert rules.chance_outcome(state, rules.Stop(), []) is None  # the next hub is replenished: told nothing
    stop, events = rules.apply(state, rules.Stop())
    drawn = next(event for event in events if isinstance(event, ev.HubReplenished)).drawn
    assert rules.chance_outcome(state, rules.Stop(), events) is not None
    red = tuple("red" for _ in drawn)
    forged = [
        ev.HubReplenished(red, event.for_bars) if isinstance(event, ev.HubReplenished) else event for event in events
    ]
    assert rules.chance_outcome(no_red, rules.Stop(), forged) is None


# --- the order: gaps, missed actions, the seats decided here --------------------------------------


def _played_frames(frames: list[str]) -> list[dict[str, Any]]:
    return [json.loads(frame) for frame in frames if json.loads(frame)["type"] == "played"]


def _table_after(frames: list[str], played: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """The table as a rejoin's answer shows it after `played`."""
    table = json.loads(frames[_frames_until(frames, "table")[1]])
    table.update(status=played["status"], state=played["state"], actions=played["index"] + 1)
    table.update(deciding=played["deciding"], **changes)
    return table


@pytest.mark.parametrize("game", NETWORKED)
def test_any_number_of_gaps_asks_once_until_the_answer(honest, game):
    """Issue 46: 5,000 skip-ahead moves made one rejoin per gap (299 in 11 s)."""
    frames = honest[game]
    before, at = _frames_until(frames, "played", 3)
    gate = _admit_all(before)
    ahead = json.loads(frames[at])
    ahead["index"] += 1
    answers = [gate.admit(json.dumps(ahead)) for _ in range(5_000)]
    assert isinstance(answers[0], trust.Gap)
    assert answers[1:] == [None] * 4_999
    gate.asked(answers[0].index, answers[0].token)
    played = _played_frames(frames)
    gate.admit(json.dumps(_table_after(frames, played[4])))
    missed = [{key: step[key] for key in ("index", "seat", "action", "events")} for step in played[3:5]]
    gate.admit(json.dumps({"type": "missed", "code": played[0]["code"], "actions": missed}))
    assert gate.total == 5
    later = dict(played[6], index=7)
    assert isinstance(gate.admit(json.dumps(later)), trust.Gap)  # answered: the next gap asks again


def _rejoined(frames: list[str], since: int, upto: int) -> tuple[trust.Gate, list[dict[str, Any]], dict[str, Any]]:
    """A gate that believed the game up to `upto` actions, then asked to rejoin from `since`
    (it had shown only that many); the honest missed steps and the table of the answer."""
    played = _played_frames(frames)
    before, _at = _frames_until(frames, "played", upto)
    gate = _admit_all(before)
    token = gate._token
    gate.asked(since, token)
    steps = [{key: step[key] for key in ("index", "seat", "action", "events")} for step in played[since:upto]]
    return gate, steps, _table_after(frames, played[upto - 1])


@pytest.mark.parametrize("game", NETWORKED)
def test_missed_actions_go_through_the_rules(honest, game):
    frames = honest[game]
    code = _played_frames(frames)[0]["code"]
    gate, steps, table = _rejoined(frames, 2, 8)
    gate.admit(json.dumps(table))
    missed = gate.admit(json.dumps({"type": "missed", "code": code, "actions": steps}))
    assert gate.total == 8
    assert [wire.believed(step, "action") for step in missed.actions]  # decoded once, by the gate

    gate, steps, table = _rejoined(frames, 2, 8)
    gate.admit(json.dumps(table))
    steps[3]["events"], steps[4]["events"] = steps[4]["events"], steps[3]["events"]
    with pytest.raises(trust.Untrusted):
        gate.admit(json.dumps({"type": "missed", "code": code, "actions": steps}))

    gate, steps, table = _rejoined(frames, 2, 8)
    gate.admit(json.dumps(table))
    steps[2]["seat"] = 1 - steps[2]["seat"] if steps[2]["seat"] is not None else 0
    assert "decision" in _missed_refused(gate, code, steps).detail


def _missed_refused(gate: trust.Gate, code: str, steps: list[dict[str, Any]]) -> trust.Untrusted:
    with pytest.raises(trust.Untrusted) as refused:
        gate.admit(json.dumps({"type": "missed", "code": code, "actions": steps}))
    return refused.value


@pytest.mark.parametrize("game", NETWORKED)
def test_missed_actions_that_do_not_lead_to_the_tables_state_are_refused(honest, game):
    frames = honest[game]
    played = _played_frames(frames)
    gate, steps, _table = _rejoined(frames, 2, 8)
    gate.admit(json.dumps(_table_after(frames, played[8], actions=8)))  # the state one move further on
    assert "lead" in _missed_refused(gate, played[0]["code"], steps).detail


@pytest.mark.parametrize("game", NETWORKED)
def test_a_table_deciding_every_seat_here_is_refused(honest, game):
    """Issue 46: a server listing every seat in `you` turned them all into seats decided here."""
    frames = honest[game]
    before, at = _frames_until(frames, "played", 2)
    table = _table_after(frames, _played_frames(frames)[1], you=[0, 1])
    assert "tokens" in _refused(before, table).detail
