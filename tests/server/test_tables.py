"""Tables at the server: seats, tokens, spectators, the host, and every refusal changing nothing."""

import asyncio
import random
import sqlite3
import time

import pytest
from table_bots import next_of, pick, run_with_server

from bugbox.core.players import Level
from bugbox.net import protocol as wire
from bugbox.net.client import Client, Disconnected, Refused
from bugbox.net.protocol import SeatChoice

OPEN = SeatChoice(player="open")
COMPUTER = SeatChoice(player="computer")
FAKE_TOKEN = "A" * 43


async def refused(coroutine) -> Refused:
    with pytest.raises(Refused) as caught:
        await coroutine
    return caught.value


async def two_players(lobby, game="verflixxt", seats=(OPEN, OPEN), **create):
    """Ann opens a table and Bob joins it: (code, host token, (ann, ann's seat), (bob, bob's seat))."""
    ann = await lobby.connect()
    created, joined_ann = await ann.create(game, list(seats), name="Ann", **create)
    bob = await lobby.connect()
    joined_bob = await bob.join(created.code, "Bob")
    return created.code, created.host, (ann, joined_ann), (bob, joined_bob)


def test_a_table_starts_when_its_last_seat_is_taken_and_everybody_hears_it(tmp_path):
    async def body(lobby):
        ann = await lobby.connect()
        created, joined = await ann.create("verflixxt", [OPEN, OPEN, COMPUTER], name="Ann")
        assert joined.seat == 0 and len(created.code) == 8
        waiting = await next_of(ann, wire.Table)
        assert waiting.status == "waiting" and waiting.you == [0] and waiting.state is None
        assert [seat.player for seat in waiting.seats] == ["person", "open", "computer"]
        spectator = await lobby.connect()
        watched = await spectator.watch(created.code)
        assert watched.you == [] and watched.status == "waiting"
        bob = await lobby.connect()
        await bob.join(created.code, "Bob")
        for client in (ann, bob, spectator):
            started = await next_of(client, wire.Table, where=lambda m: m.status == "playing")
            assert started.state is not None and started.state["rng_state"] == 0
        return True

    assert run_with_server(tmp_path, body)


def test_seats_names_and_a_started_table_are_refused_in_one_sentence(tmp_path):
    async def body(lobby):
        ann = await lobby.connect()
        created, _ = await ann.create("verasselt", [OPEN, OPEN, OPEN], name="<b>Ann</b>")
        code = created.code
        other = await lobby.connect()
        assert (await refused(other.join(code, "Ann\x1b[2J"))).kind == "name"
        assert (await refused(other.join(code, "Bob\u202e"))).kind == "name"
        assert (await refused(other.join(code, ""))).kind == "name"
        assert (await refused(other.join(code, "<B>ANN</B>"))).kind == "name"  # the same name
        assert (await refused(other.join(code, "Bob", seat=0))).kind == "seat"
        assert (await refused(other.join(code, "Bob", seat=7))).kind == "seat"
        assert (await refused(other.join("ZZZZZZZZ", "Bob"))).kind == "no_table"
        await other.join(code, "Bob", seat=2)
        seats = await next_of(ann, wire.Seats)
        assert [seat.name for seat in seats.seats] == ["<b>Ann</b>", None, "Bob"]  # markup kept as text
        third = await lobby.connect()
        await third.join(code, "Cid")
        late = await lobby.connect()
        assert (await refused(late.join(code, "Dee"))).kind == "state"
        error = await refused(late.join(code, "Dee"))
        assert error.reason.english() == "The game has started, so its seats can no longer be joined."
        return True

    assert run_with_server(tmp_path, body)


def test_tables_the_rules_refuse_are_not_opened(tmp_path):
    async def body(lobby):
        client = await lobby.connect()
        too_many = await refused(client.create("verflixxt", [OPEN] * 5, name="Ann"))
        assert too_many.kind == "game" and too_many.reason.context == "Verflixxt"  # the rules' own sentence
        assert (await refused(client.create("schaben", [OPEN], name="Ann"))).kind == "game"
        assert (await refused(client.create("chess", [OPEN, OPEN]))).kind == "game"
        assert (await refused(client.create("verasselt", [COMPUTER, COMPUTER]))).kind == "game"
        unknown = await refused(client.create("verasselt", [OPEN, OPEN], options={"cheat": True}))
        assert unknown.kind == "game"
        return True

    assert run_with_server(tmp_path, body)


def test_leaving_before_the_start_opens_the_seat_and_the_token_is_never_good_again(tmp_path):
    async def body(lobby):
        ann = await lobby.connect()
        created, _ = await ann.create("verflixxt", [OPEN, OPEN, OPEN], name="Ann")
        bob = await lobby.connect()
        joined = await bob.join(created.code, "Bob")
        await bob.leave(created.code, joined.token)
        seats = await next_of(ann, wire.Seats, where=lambda m: m.seats[1].player == "open")
        assert seats.seats[1].name is None
        assert (await refused(bob.rejoin(created.code, joined.token))).kind == "token"  # a replayed token
        again = await bob.join(created.code, "Bob")
        assert again.token != joined.token and again.seat == 1
        return True

    assert run_with_server(tmp_path, body)


def test_the_host_leaving_a_waiting_table_closes_it_for_everybody_at_it(tmp_path):
    async def body(lobby):
        ann = await lobby.connect()
        created, joined_ann = await ann.create("verflixxt", [OPEN, OPEN, OPEN], name="Ann")
        bob = await lobby.connect()
        await bob.join(created.code, "Bob")
        spectator = await lobby.connect()
        await spectator.watch(created.code)
        await ann.leave(created.code, joined_ann.token)
        for client in (bob, spectator):
            closed = await next_of(client, wire.Closed, seconds=5)
            assert closed.code == created.code
            assert closed.reason.message().english() == "Ann closed the table."
        late = await lobby.connect()
        assert (await refused(late.join(created.code, "Cid"))).kind == "no_table"
        return created.code

    code = run_with_server(tmp_path, body)
    with sqlite3.connect(tmp_path / "tables.sqlite3") as db:
        assert db.execute("SELECT status FROM tables WHERE code = ?", (code,)).fetchone() == ("closed",)


def test_the_host_who_opened_the_table_and_then_sat_down_closes_it_by_leaving(tmp_path):
    """The app opens a table without a name and then joins it on the same connection; a
    guest leaving keeps the table open, the host leaving closes it, even after coming back."""

    async def body(lobby):
        ann = await lobby.connect()
        created, _ = await ann.create("verasselt", [OPEN, OPEN, OPEN])
        joined_ann = await ann.join(created.code, "Ann")
        bob = await lobby.connect()
        joined_bob = await bob.join(created.code, "Bob")
        await bob.leave(created.code, joined_bob.token)
        await next_of(ann, wire.Seats, where=lambda m: m.seats[1].player == "open")
        cid = await lobby.connect()
        await cid.join(created.code, "Cid")
        await ann.close()
        back = await lobby.connect()  # the host comes back on a new connection
        await back.rejoin(created.code, joined_ann.token)
        await back.leave(created.code, joined_ann.token)
        closed = await next_of(cid, wire.Closed, seconds=5)
        assert closed.reason.message().english() == "Ann closed the table."
        assert (await refused(bob.join(created.code, "Bob"))).kind == "no_table"
        return True

    assert run_with_server(tmp_path, body)


def test_moves_out_of_turn_stale_illegal_or_from_a_spectator_are_refused_and_change_nothing(tmp_path):
    async def body(lobby):
        code, _host, (ann, ja), (bob, jb) = await two_players(lobby, "verasselt")
        table = await next_of(ann, wire.Table, where=lambda m: m.status == "playing")
        first = table.deciding
        mover, waiter = ((ann, ja), (bob, jb)) if first == ja.seat else ((bob, jb), (ann, ja))
        roll = {"kind": "roll", "dice": [0, 1, 2, 3]}
        assert (await refused(waiter[0].act(code, waiter[1].token, 0, roll))).kind == "turn"
        assert (await refused(mover[0].act(code, mover[1].token, 3, roll))).kind == "stale"
        illegal = await refused(mover[0].act(code, mover[1].token, 0, {"kind": "roll", "dice": [0, 1]}))
        assert illegal.kind == "illegal"
        assert (illegal.reason.context, illegal.reason.text) == ("Verasselt", "Roll at least four dice.")
        assert (await refused(mover[0].act(code, mover[1].token, 0, {"kind": "fly"}))).kind == "malformed"
        assert (await refused(mover[0].act(code, mover[1].token, 0, {"kind": "roll", "dice": ["0"]}))).kind == (
            "malformed"
        )
        assert (await refused(mover[0].act(code, FAKE_TOKEN, 0, roll))).kind == "token"
        assert (await refused(waiter[0].act(code, mover[1].token, 0, roll))).kind == "not_held"
        spectator = await lobby.connect()
        await spectator.watch(code)
        assert (await refused(spectator.act(code, FAKE_TOKEN, 0, roll))).kind == "spectator"
        assert (await refused(spectator.act(code, mover[1].token, 0, roll))).kind == "not_held"
        after = await spectator.watch(code)
        assert after.actions == 0 and after.state == table.state  # nothing changed
        played = await mover[0].act(code, mover[1].token, 0, roll)
        assert played.index == 0 and played.seat == first
        assert (await refused(mover[0].act(code, mover[1].token, 0, roll))).kind == "stale"  # sent twice
        return True

    assert run_with_server(tmp_path, body)


def test_the_host_hands_an_away_seat_to_the_computer_and_the_person_takes_it_back(tmp_path):
    async def body(lobby):
        code, host, (ann, ja), (bob, jb) = await two_players(lobby, "verflixxt")
        await next_of(ann, wire.Table, where=lambda m: m.status == "playing")
        assert (await refused(ann.hand_over(code, host, 1))).kind == "state"  # Bob is here
        await bob.close()
        await next_of(ann, wire.Seats, where=lambda m: not m.seats[1].connected)
        assert (await refused(ann.hand_over(code, FAKE_TOKEN, 1))).kind == "not_host"
        assert (await refused(ann.hand_over(code, jb.token, 1))).kind == "not_host"
        await ann.hand_over(code, host, 1, Level.EASY)
        seats = await next_of(ann, wire.Seats, where=lambda m: m.seats[1].taken_over)
        assert seats.seats[1].level == Level.EASY and seats.seats[1].name == "Bob"
        assert (await refused(ann.hand_over(code, host, 1))).kind == "state"  # the computer has it already
        # Ann plays; the computer answers for Bob.
        now = await ann.watch(code)
        state, at, deciding, computer_moves = wire.decode_state("verflixxt", now.state), now.actions, now.deciding, 0
        for _ in range(60):
            if deciding == ja.seat:
                await ann.act(code, ja.token, at, pick("verflixxt", state, random.Random(at)), wait=False)
            played = await next_of(ann, wire.Played)
            computer_moves += played.seat == 1
            at, deciding = played.index + 1, played.deciding
            state = wire.decode_state("verflixxt", played.state)
            if computer_moves >= 2:
                break
        assert computer_moves >= 2
        back = await lobby.connect()
        table = await back.rejoin(code, jb.token, since=at)
        assert table.you == [1] and not table.seats[1].taken_over and table.seats[1].connected
        return True

    assert run_with_server(tmp_path, body)


def test_after_the_tables_timeout_the_computer_plays_for_a_person_who_went_away(tmp_path):
    async def body(lobby):
        code, _host, (ann, _ja), (bob, jb) = await two_players(lobby, "verflixxt", takeover_after=1.0)
        await next_of(ann, wire.Table, where=lambda m: m.status == "playing")
        await bob.close()
        away = await next_of(ann, wire.Seats, where=lambda m: not m.seats[1].connected)
        assert not away.seats[1].taken_over
        taken = await next_of(ann, wire.Seats, seconds=5, where=lambda m: m.seats[1].taken_over)
        assert taken.seats[1].level == Level.NORMAL
        return True

    assert run_with_server(tmp_path, body)


def test_two_connections_with_one_token_the_older_is_closed_with_a_reason(tmp_path):
    async def body(lobby):
        code, _host, (ann, _ja), (bob, jb) = await two_players(lobby, "verflixxt")
        await next_of(bob, wire.Table, where=lambda m: m.status == "playing")
        second = await lobby.connect()
        table = await second.rejoin(code, jb.token)
        assert table.you == [jb.seat]
        error = await next_of(bob, wire.Error)
        assert error.error == "not_held" and "same token" in error.reason.message().english()
        with pytest.raises(Disconnected) as closed:
            while True:
                await bob.recv(5)
        assert closed.value.code == 4001 and "same token" in closed.value.reason
        return True

    assert run_with_server(tmp_path, body)


def test_another_protocol_version_is_refused_in_one_sentence_naming_both(tmp_path):
    async def body(lobby):
        with pytest.raises(Refused) as caught:
            await Client.connect(lobby.server.url, version=99)
        sentence = caught.value.reason.english()
        assert caught.value.kind == "version" and "99" in sentence and f"version {wire.PROTOCOL_VERSION}" in sentence
        assert sentence.count(".") == 1
        return True

    assert run_with_server(tmp_path, body)


def test_a_table_left_alone_closes_and_its_record_stays_in_the_store(tmp_path):
    async def body(lobby):
        ann = await lobby.connect()
        created, _ = await ann.create("verflixxt", [OPEN, OPEN], name="Ann")
        closed = await next_of(ann, wire.Closed, seconds=5)
        assert closed.code == created.code
        assert (await refused(ann.join(created.code, "Bob"))).kind == "no_table"
        return created.code

    code = run_with_server(tmp_path, body, idle_seconds=0.5, sweep_seconds=0.2)
    with sqlite3.connect(tmp_path / "tables.sqlite3") as db:
        assert db.execute("SELECT status FROM tables WHERE code = ?", (code,)).fetchone() == ("closed",)


def test_the_server_holds_no_more_tables_and_connections_than_its_limits(tmp_path):
    """Tables per address (2 here), connections per address (2 here)."""

    async def body(lobby):
        first = await lobby.connect()
        await first.create("verflixxt", [OPEN, OPEN])
        await first.create("verflixxt", [OPEN, OPEN])
        too_many = await refused(first.create("verflixxt", [OPEN, OPEN]))
        assert too_many.kind == "busy" and "as many tables" in too_many.reason.english()
        await lobby.connect()
        with pytest.raises(Refused) as caught:
            await lobby.connect()
        assert caught.value.kind == "busy"
        return True

    assert run_with_server(tmp_path, body, tables=3, tables_per_address=2, connections_per_address=2)


def test_a_server_restarted_on_its_folder_has_the_table_and_its_tokens_back(tmp_path):
    async def first(lobby):
        code, _host, (ann, ja), (bob, jb) = await two_players(lobby, "verflixxt")
        table = await next_of(ann, wire.Table, where=lambda m: m.status == "playing")
        mover = (ann, ja) if table.deciding == ja.seat else (bob, jb)
        played = await mover[0].act(code, mover[1].token, 0, {"kind": "roll"})
        return code, ja.token, played

    code, token, played = run_with_server(tmp_path, first)

    async def second(lobby):
        ann = await lobby.connect()
        table = await ann.rejoin(code, token, since=0)
        missed = await next_of(ann, wire.Missed)
        return table, missed

    table, missed = run_with_server(tmp_path, second)
    assert table.actions == 1 and table.state == played.state
    assert [(m.index, m.action, m.events) for m in missed.actions] == [(0, played.action, played.events)]


def test_a_second_server_on_the_same_folder_does_not_start(tmp_path):
    from bugbox.server.server import ServerThread
    from bugbox.server.store import StoreBusy

    def body(lobby):
        other = ServerThread(tmp_path, "127.0.0.1", 0)
        with pytest.raises(StoreBusy):
            other.start()

    async def wrapped(lobby):
        await asyncio.to_thread(body, lobby)
        return True

    assert run_with_server(tmp_path, wrapped)


def test_a_table_of_computers_only_spectators_watch_plays_at_a_watching_pace(tmp_path):
    """Every person away, their seats taken over, one spectator: the computers used to play
    as fast as they think (one spectator kept 20 such tables at 62 % of a core). Now each of
    their moves waits `watched_pause` (0.5 s here) while no person is connected."""

    async def body(lobby):
        ann = await lobby.connect()
        created, _ = await ann.create("verasselt", [OPEN, COMPUTER, COMPUTER], name="Ann", takeover_after=1.0)
        started = await next_of(ann, wire.Table, where=lambda m: m.status == "playing")
        spectator = await lobby.connect()
        await spectator.watch(created.code)
        await ann.close()
        await next_of(spectator, wire.Seats, seconds=5, where=lambda m: m.seats[0].taken_over)
        moves, deadline = 0, time.monotonic() + 2.6
        while time.monotonic() < deadline:
            try:
                message = await spectator.recv(max(0.01, deadline - time.monotonic()))
            except TimeoutError:
                break
            if isinstance(message, wire.Played):
                moves += 1
            elif isinstance(message, wire.GameOver):
                break
        return started.actions, moves

    _, moves = run_with_server(tmp_path, body, watched_pause=0.5)
    assert 1 <= moves <= 7, moves
