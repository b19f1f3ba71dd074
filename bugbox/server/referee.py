"""The referee: the one place where requests change tables, and everybody hears about it.

Every request is checked in full before anything changes; a refusal (`Refusal`, one sentence
and an error kind) leaves the table as it was. Moves and seat changes happen under the
table's lock (two joins at the same moment are one after the other: the table starts once),
are written to the store, and only then are their events sent, so nothing a player saw can
be lost in a crash. Computer seats think in a thread pool, off the event loop, and their
moves take the same road as a person's; they play only while somebody is at the table.

Memory holds the tables in play that somebody used since the start. The others stay in the
store (`dormant`) and are read and replayed on first use (`rejoin`, `watch`, `join`), so a
server listens at once whatever the size of its store. A finished table leaves memory, and
its slot, as soon as its end has gone out; rejoining it reads it back from the store.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Literal

from pydantic import ValidationError
from pydantic_core import to_json

from ..core.errors import IllegalAction, LoadError
from ..core.players import Level, Setup
from ..core.players import Seat as SetupSeat
from ..core.registry import GAMES
from ..net import protocol as wire
from ..net.names import NameRefused, clean_name, same_name
from . import refusals
from .computers import Computers
from .connection import CLOSE_GOING_AWAY, CLOSE_SEAT_MOVED, Connection, close_reason
from .limits import Limits
from .quotas import HOUR, Quotas
from .refusals import Refusal
from .store import Listed, Store, StoreError, now
from .tables import LiveSession, Seat, Table, new_code, new_token, same_hash, token_hash

log = logging.getLogger(__name__)

#: Seconds between two updates of a table's time of last change in the store while it plays.
STAMP_EVERY = 60.0
#: How every `played` message's text begins (the mover's copy splices its `ref` in there).
PLAYED_HEAD = '{"type":"played","ref":null,'


def offered_games() -> list[str]:
    """The games a table can be opened for: those for several players with computer players."""
    return [spec.game_id for spec in GAMES.values() if spec.max_players > 1 and spec.ai_module is not None]


class Referee:
    def __init__(self, store: Store, limits: Limits, quotas: Quotas | None = None):
        self.store = store
        self.limits = limits
        self.quotas = quotas if quotas is not None else Quotas(limits)
        self.tables: dict[str, Table] = {}  # in memory: waiting and playing, used since the start
        self.dormant: dict[str, Listed] = {}  # in the store only: not loaded yet, or over
        self.in_play: dict[str, str] = {}  # waiting and playing tables (loaded or not): their opener
        self.set_aside: set[str] = set()  # damaged in the store: not served
        self._codes: set[str] = set()
        self.computers = Computers(
            limits.computer_threads, limits.computer_pause, self._computer_move, limits.watched_pause
        )
        self._closing = False
        self._pruned = 0.0
        self._tasks: set[asyncio.Task[Any]] = set()
        # Finished tables read back lately (the last `finished_kept`), tables being read and
        # replayed now (every request for one waits for the same), and the thread that reads.
        self._over: OrderedDict[str, Table] = OrderedDict()
        self._waking: dict[str, asyncio.Future[tuple[Table, int]]] = {}
        self._reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bugbox-replay")

    # --- start and stop ----------------------------------------------------------------------

    def load(self) -> int:
        """Learn which tables the store holds (not their games: those are read on first use);
        returns how many are not closed."""
        self._codes = self.store.codes()
        for listed in self.store.listing():
            if listed.status not in ("waiting", "playing", "over") or listed.updated is None:
                what = "status" if listed.updated is not None else "time of its last change"
                log.error("table %s is set aside: its %s in the store cannot be read", listed.code, what)
                self.set_aside.add(listed.code)
                continue
            self.dormant[listed.code] = listed
            if listed.status != "over":
                self._enter_play(listed.code, listed.opened_from)
        # The tables each address opened in the last hour, whatever became of them: a restart
        # does not give an address a fresh hour.
        wall, moment = time.time(), time.monotonic()
        for key, when in self.store.opened_since(wall - HOUR):
            self.quotas.of(key).note_opened(moment - (wall - when))
        self._pruned = time.time() - self.limits.prune_seconds + self.limits.sweep_seconds
        return len(self.dormant)

    def _enter_play(self, code: str, key: str) -> None:
        self.in_play[code] = key
        self.quotas.of(key).enter_play(code)

    def _leave_play(self, code: str) -> None:
        key = self.in_play.pop(code, None)
        quota = None if key is None else self.quotas.get(key)
        if quota is not None:
            quota.leave_play(code)

    async def shutdown(self) -> None:
        self._closing = True
        for table in self.tables.values():
            for seat in table.seats:
                if seat.timer is not None:
                    seat.timer.cancel()
        await self.computers.shutdown(list(self.tables.values()))
        for task in list(self._tasks):
            task.cancel()
        self._reader.shutdown(wait=True, cancel_futures=True)

    # --- requests ------------------------------------------------------------------------------

    async def handle(self, conn: Connection, request: Any) -> None:
        """Carry out one validated client message (raises `Refusal`); moves, the most
        frequent by far, first."""
        if isinstance(request, wire.Act):
            await self.act(conn, request)
        elif isinstance(request, wire.Create):
            await self.create(conn, request)
        elif isinstance(request, wire.Join):
            await self.join(conn, request)
        elif isinstance(request, wire.Rejoin):
            await self.rejoin(conn, request)
        elif isinstance(request, wire.Watch):
            await self.watch(conn, request)
        elif isinstance(request, wire.Leave):
            await self.leave(conn, request)
        elif isinstance(request, wire.HandOver):
            await self.hand_over(conn, request)
        else:
            raise Refusal("malformed", refusals.MALFORMED)

    async def _table(self, code: str, conn: Connection) -> Table:
        """The table of a code: in memory, a finished one kept from a moment ago, or read
        from the store and replayed (`_wake`)."""
        table = self.tables.get(code)
        if table is not None:
            return table
        table = self._over.get(code)
        if table is not None:
            self._over.move_to_end(code)
            return table
        listed = self.dormant.get(code)
        if listed is None:
            raise Refusal("no_table", refusals.no_table(code))
        return await self._wake(listed, conn)

    async def _wake(self, listed: Listed, conn: Connection) -> Table:
        """A table from the store, its game replayed, off the event loop: in a thread of its
        own (a 1,000-move game takes a tenth of a second to replay; the loop serves every
        table meanwhile), priced like a catch-up (the address that asked pays one message of
        its budget per `catch_up_bytes` of the game read), done once for requests that ask at
        the same time. Kept in memory when in play; a finished one among the last
        `Limits.finished_kept`. A damaged one is set aside with one log line."""
        code = listed.code
        assert listed.updated is not None  # load() set the others aside
        age = max(0.0, time.time() - listed.updated)
        if age > (self.limits.over_seconds if listed.status == "over" else self.limits.idle_seconds):
            self._spawn(self._close_dormant([code]))
            raise Refusal("no_table", refusals.no_table(code))
        waking = self._waking.get(code)
        if waking is None:
            waking = asyncio.get_running_loop().run_in_executor(self._reader, self._read_and_replay, code)
            self._waking[code] = waking
            try:
                table, cost = await asyncio.shield(waking)
            except Exception as error:  # noqa: BLE001 - whatever is wrong with the row, the rest go on
                first = (str(error).splitlines() or [type(error).__name__])[0][:200]
                log.error(
                    "table %s is set aside (kept in the store, not served): %s: %s", code, type(error).__name__, first
                )
                self.dormant.pop(code, None)
                self._leave_play(code)
                self.set_aside.add(code)
                raise Refusal("no_table", refusals.no_table(code))
            finally:
                del self._waking[code]
            conn.quota.charge(cost / self.limits.catch_up_bytes)
            if self.dormant.get(code) is not listed:  # closed (or set aside) while it was read
                raise Refusal("no_table", refusals.no_table(code))
            table.last_activity = time.monotonic() - age
            if table.status == "over":
                self._keep_over(table)
                return table
            del self.dormant[code]
            self.tables[code] = table
            if table.status == "playing":
                for seat in table.seats:
                    self._wait_for_person(table, seat)
            return table
        try:
            await asyncio.shield(waking)
        except Exception:  # noqa: BLE001 - the first request said it (set aside)
            raise Refusal("no_table", refusals.no_table(code))
        return await self._table(code, conn)

    def _read_and_replay(self, code: str) -> tuple[Table, int]:
        """In the reader thread: the table's row and actions, replayed; and the bytes read."""
        found = self.store.load(code)
        if found is None:
            raise KeyError("no row")
        row, actions = found
        table = Table.restore(row, actions)
        return table, sum(len(str(action)) for action in actions) + len(str(row))

    def _keep_over(self, table: Table) -> None:
        """A finished table stays at hand for the next request (a rejoin, a watch of its
        end): the last `finished_kept` of them, the least recently asked for leaving first."""
        self._over[table.code] = table
        self._over.move_to_end(table.code)
        while len(self._over) > self.limits.finished_kept:
            self._over.popitem(last=False)

    async def create(self, conn: Connection, request: wire.Create) -> None:
        quota = conn.quota
        if len(self.in_play) >= self.limits.tables:
            raise Refusal("busy", refusals.NO_TABLES)
        if self.quotas.tables_full(quota):
            raise Refusal("busy", refusals.TOO_MANY_TABLES)
        if self.quotas.hour_full(quota):
            raise Refusal("busy", refusals.TOO_MANY_THIS_HOUR)
        if request.game not in offered_games():
            raise Refusal("game", refusals.NO_SUCH_GAME)
        spec = GAMES[request.game]
        if not any(choice.player == "open" for choice in request.seats):
            raise Refusal("game", refusals.NOBODY_SEATED)
        options = {**spec.default_options(), **request.options}
        colours = spec.seat_colours
        # The rules judge the table's shape (seat count, options) on a setup with stand-in names.
        trial = Setup(
            seats=tuple(SetupSeat(name=f"P{i}", colour=colours[i % len(colours)]) for i in range(len(request.seats))),
            options=options,
        )
        try:
            spec.rules().check_setup(trial)
        except LoadError as error:
            raise Refusal("game", error.reason)
        if len(request.seats) > len(colours):
            raise Refusal("game", refusals.NO_SUCH_SEAT)
        seats = [Seat(index=i, colour=colours[i]) for i in range(len(request.seats))]
        computers = 0
        for seat, choice in zip(seats, request.seats, strict=True):
            if choice.player == "computer":
                computers += 1
                seat.player, seat.level = "computer", choice.level
                seat.name = f"Computer {computers}"
        name = None if request.name is None else self._clean(request.name)
        code = new_code()
        while code in self._codes:
            code = new_code()
        host = new_token()
        table = Table(
            code=code,
            game_id=spec.game_id,
            options=options,
            seats=seats,
            seed=secrets.randbits(63),  # SQLite keeps signed 64-bit integers
            host_hash=token_hash(host),
            takeover_after=request.takeover_after,
            created=now(),
            opened_from=quota.key,
            opener=conn,
        )
        # The slot is taken before the store is awaited: creates in flight together count.
        stamp = time.monotonic()
        self._codes.add(code)
        self._enter_play(code, quota.key)
        quota.note_opened(stamp)
        try:
            await self._store_table(table)
        except Refusal:
            self._codes.discard(code)
            self._leave_play(code)
            quota.unnote_opened(stamp)
            raise
        self.tables[code] = table
        log.info("table %s opened for %s", code, spec.title)
        conn.send_message(wire.Created(ref=request.ref, code=code, host=host))
        if name is not None:
            async with table.lock:
                await self._sit_down(conn, table, name, None, request.ref)
        else:
            conn.watching.add(code)
            table.watchers.add(conn)
            conn.send_message(table.snapshot([], request.ref))

    def _clean(self, raw: str) -> str:
        try:
            return clean_name(raw)
        except NameRefused as refused:
            raise Refusal("name", refused.reason)

    async def join(self, conn: Connection, request: wire.Join) -> None:
        table = await self._table(request.code, conn)
        name = self._clean(request.name)
        async with table.lock:
            self._still_open(conn, table)
            if table.status != "waiting":
                raise Refusal("state", refusals.STARTED)
            await self._sit_down(conn, table, name, request.seat, request.ref)

    async def _sit_down(self, conn: Connection, table: Table, name: str, index: int | None, ref: int | None) -> None:
        """A person at a seat (under the table's lock); the last seat taken starts the game."""
        if any(seat.name is not None and same_name(seat.name, name) for seat in table.seats):
            raise Refusal("name", refusals.NAME_TAKEN)
        if index is None:
            free = [seat for seat in table.seats if seat.player == "open"]
            if not free:
                raise Refusal("seat", refusals.TABLE_FULL)
            seat = free[0]
        else:
            if index >= len(table.seats):
                raise Refusal("seat", refusals.NO_SUCH_SEAT)
            seat = table.seats[index]
            if seat.player != "open":
                raise Refusal("seat", refusals.SEAT_TAKEN)
        token = new_token()
        seat.player, seat.name, seat.token_hash = "person", name, token_hash(token)
        # The seats the opener's own connection takes (with `create`, or joined right after it,
        # as the app does) are the host's: the host leaving them closes the waiting table.
        seat.host = conn is table.opener
        try:
            await self._store_table(table)
        except Refusal:
            seat.player, seat.name, seat.token_hash, seat.host = "open", None, None, False
            raise
        table.touch()
        self._bind(conn, table, seat)
        conn.send_message(wire.Joined(ref=ref, code=table.code, seat=seat.index, token=token))
        conn.send_message(table.snapshot(table.seats_of(conn), ref))
        self._tell_seats(table, but=conn)
        if table.is_full():
            await self._start(table)

    async def _start(self, table: Table) -> None:
        """The game begins (under the table's lock, so exactly once)."""
        if table.status != "waiting" or table.session is not None:
            return
        session = LiveSession(table.game_id, table.setup(), table.seed)
        table.session, table.status = session, "playing"
        try:
            await self._store_table(table)
        except Refusal:  # the table waits full; the next seat change tries again
            table.session, table.status = None, "waiting"
            return
        table.opener = None
        log.info("table %s started", table.code)
        for conn in table.connections():
            conn.send_message(table.snapshot(table.seats_of(conn)))
        for seat in table.seats:
            self._wait_for_person(table, seat)
        self.computers.kick(table)

    async def rejoin(self, conn: Connection, request: wire.Rejoin) -> None:
        table = await self._table(request.code, conn)
        async with table.lock:
            self._still_open(conn, table)  # it may have closed while this waited for the lock
            seat = self._seat_for(table, conn, request.token, bound=False)
            if table.status == "over":  # the game and its save, nothing to bind to
                self._send_catch_up(conn, table, request.since, request.ref, [seat.index])
                return
            old = seat.conn
            if old is not None and old is not conn:
                self._unbind(old, table, seat)
                old.finish("not_held", refusals.SEAT_MOVED, CLOSE_SEAT_MOVED)
            if seat.timer is not None:
                seat.timer.cancel()
                seat.timer = None
            if seat.taken_over:
                seat.taken_over, seat.level = False, None
                try:
                    await self._store_table(table)
                except Refusal:
                    seat.taken_over, seat.level = True, Level.NORMAL
                    raise
            table.touch()
            self._bind(conn, table, seat)
            self._send_catch_up(conn, table, request.since, request.ref)
            self._tell_seats(table, but=conn)
        self.computers.kick(table)

    async def watch(self, conn: Connection, request: wire.Watch) -> None:
        table = await self._table(request.code, conn)
        self._still_open(conn, table)
        if table.status != "over":
            table.watchers.add(conn)
            conn.watching.add(table.code)
        self._send_catch_up(conn, table, request.since, request.ref)
        self.computers.kick(table)

    def _send_catch_up(
        self, conn: Connection, table: Table, since: int | None, ref: int | None, you: list[int] | None = None
    ) -> None:
        """The table as it is now, then the actions after `since` (in messages of a bounded
        size), then the save if the game is over. Its address pays for what it sends, one
        message of its budget per `catch_up_bytes`."""
        texts = [wire.dump(table.snapshot(table.seats_of(conn) if you is None else you, ref))]
        if since is not None:
            texts += table.missed(since, self.limits.missed_per_message)
        if table.status == "over":
            texts.append(table.game_over_text())
        for text in texts:
            conn.send(text)
        conn.quota.charge(sum(map(len, texts)) / self.limits.catch_up_bytes)

    async def leave(self, conn: Connection, request: wire.Leave) -> None:
        table = await self._table(request.code, conn)
        async with table.lock:
            self._still_open(conn, table)
            seat = self._seat_for(table, conn, request.token, bound=True)
            if table.status == "waiting" and seat.host:
                await self._host_leaves(conn, table, seat, request.ref)
                return
            before = (seat.player, seat.name, seat.token_hash)
            if table.status == "waiting":
                seat.player, seat.name, seat.token_hash = "open", None, None
            elif table.status == "playing":
                seat.token_hash = None  # the person is gone for good; the computer may take over
            self._unbind(conn, table, seat)
            try:
                await self._store_table(table)
            except Refusal:
                seat.player, seat.name, seat.token_hash = before
                self._bind(conn, table, seat)
                raise
            table.touch()
            conn.send_message(wire.Ok(ref=request.ref, request="leave"))
            if table.status == "playing" and not table.persons_left():
                # Nobody is left to play it: it does not go on for computers alone.
                await self._close_locked(table, refusals.NOBODY_LEFT, "every person at it has left")
                return
            self._tell_seats(table)
            self._wait_for_person(table, seat)

    async def _host_leaves(self, conn: Connection, table: Table, seat: Seat, ref: int | None) -> None:
        """The host leaves a table that has not started (under its lock): it closes, and
        everybody still at it hears who closed it. Nobody is left to start it for, and a table
        without its host would wait, joinable, until it is swept."""
        self._unbind(conn, table, seat)
        if not await self._close_locked(table, refusals.host_left(seat.name or ""), "by its host, who left it"):
            self._bind(conn, table, seat)
            raise Refusal("store", refusals.NOT_STORED)
        conn.send_message(wire.Ok(ref=ref, request="leave"))

    async def hand_over(self, conn: Connection, request: wire.HandOver) -> None:
        table = await self._table(request.code, conn)
        if not same_hash(table.host_hash, request.host):
            raise Refusal("not_host", refusals.NOT_HOST)
        if request.seat >= len(table.seats):
            raise Refusal("seat", refusals.NO_SUCH_SEAT)
        async with table.lock:
            self._still_open(conn, table)
            seat = table.seats[request.seat]
            if table.status == "over":
                raise Refusal("state", refusals.GAME_OVER)
            if seat.computer_plays:
                raise Refusal("state", refusals.ALREADY_COMPUTER)
            if seat.conn is not None:
                raise Refusal("state", refusals.PLAYER_HERE)
            before = (seat.player, seat.name, seat.level, seat.token_hash, seat.taken_over)
            if table.status == "waiting":  # an open seat, or a person who joined and went away
                seat.player, seat.level, seat.token_hash = "computer", request.level, None
                seat.name = self._computer_name(table)
            else:
                seat.taken_over, seat.level = True, request.level
            try:
                await self._store_table(table)
            except Refusal:
                seat.player, seat.name, seat.level, seat.token_hash, seat.taken_over = before
                raise
            if seat.timer is not None:
                seat.timer.cancel()
                seat.timer = None
            table.touch()
            conn.send_message(wire.Ok(ref=request.ref, request="hand_over"))
            self._tell_seats(table)
            if table.status == "waiting" and table.is_full():
                await self._start(table)
        self.computers.kick(table)

    def _computer_name(self, table: Table) -> str:
        number = 1
        while any(seat.name is not None and same_name(seat.name, f"Computer {number}") for seat in table.seats):
            number += 1
        return f"Computer {number}"

    async def act(self, conn: Connection, request: wire.Act) -> None:
        table = await self._table(request.code, conn)
        self._check_act(conn, table, request.token)
        session = table.session
        assert session is not None
        rules = session.rules
        try:
            action = rules.ACTION_ADAPTER.validate_json(to_json(request.action), strict=True)
        except ValidationError:
            raise Refusal("malformed", refusals.MALFORMED)
        async with table.lock:
            # Again under the lock: while this move waited for it, a rejoin may have taken the
            # seat to another connection, the game may have ended or the table closed.
            self._still_open(conn, table)
            seat = self._check_act(conn, table, request.token)
            if request.at != len(session.actions):
                raise Refusal("stale", refusals.STALE)
            if session.deciding_player() != seat.index:
                raise Refusal("turn", refusals.NOT_YOUR_TURN)
            await self._apply(table, seat.index, action, conn, request.ref)

    def _check_act(self, conn: Connection, table: Table, token: str) -> Seat:
        """The seat a move is made for: a token of this table (else `token`), a game going on
        (else `state`, as docs/protocol.md says, also for a finished game's table read back
        from the store, whose seats nobody is bound to), played from this connection (else
        `not_held`)."""
        seat = self._seat_for(table, conn, token, bound=False)
        if table.status == "waiting":
            raise Refusal("state", refusals.NOT_STARTED)
        if table.status != "playing":
            raise Refusal("state", refusals.GAME_OVER)
        if seat.conn is not conn:
            raise Refusal("not_held", refusals.NOT_HELD)
        return seat

    def _still_open(self, conn: Connection, table: Table) -> None:
        """A request that found the table before it closed (it waited for the lock, or for
        the store) hears that it closed, with the reason everybody at it heard, and is
        refused: nothing binds to a table that has closed."""
        if table.status != "closed":
            return
        reason = table.closed_reason if table.closed_reason is not None else refusals.TABLE_CLOSED
        conn.send_message(wire.Closed(code=table.code, reason=wire.Reason.of(reason)))
        raise Refusal("no_table", refusals.no_table(table.code))

    async def _computer_move(self, table: Table, index: int, action: Any) -> None:
        if self.tables.get(table.code) is table:  # not a table that has closed or ended meanwhile
            await self._apply(table, index, action, None, None)

    async def _apply(self, table: Table, index: int, action: Any, actor: Connection | None, ref: int | None) -> None:
        """Play one action under the table's lock: rules, store, then everybody hears of it."""
        session = table.session
        assert session is not None
        try:
            session.play(action)
        except IllegalAction as error:
            raise Refusal("illegal", error.reason)
        number = len(session.actions) - 1
        over = session.is_over()
        status: Literal["playing", "over"] = "over" if over else "playing"
        try:
            moment = time.monotonic()
            stamp = over or moment - table.stamped >= STAMP_EVERY
            await self.store.add_action(table.code, number, session.actions[-1], status if stamp else None)
            if stamp:
                table.stamped = moment
        except StoreError:
            session.retract()
            raise Refusal("store", refusals.NOT_STORED)
        table.status = status
        table.touch()
        text = table.played(index)
        assert text.startswith(PLAYED_HEAD)
        data = text.encode()  # once for everybody at the table
        for conn in table.connections():
            if conn is actor and ref is not None:
                # The mover's copy carries its ref: the same text, the ref spliced in.
                conn.send(f'{{"type":"played","ref":{ref},' + text[len(PLAYED_HEAD) :])
            else:
                conn.send_encoded(data)
        if over:
            log.info("table %s: the game is over after %d actions", table.code, len(session.actions))
            ended = table.game_over_text().encode()
            for conn in table.connections():
                conn.send_encoded(ended)
            self._finished(table)
        else:
            self.computers.kick(table)

    def _finished(self, table: Table) -> None:
        """A game's end has gone out: the table gives its slot back and leaves memory (a
        rejoin or watch reads it back from the store until it closes)."""
        for seat in table.seats:
            if seat.timer is not None:
                seat.timer.cancel()
                seat.timer = None
            if seat.conn is not None:
                seat.conn.held.discard(table.code)
                seat.conn = None
        for conn in table.watchers:
            conn.watching.discard(table.code)
        table.watchers.clear()
        self.tables.pop(table.code, None)
        self._leave_play(table.code)
        self.dormant[table.code] = Listed(table.code, "over", table.opened_from, time.time())
        self._keep_over(table)

    # --- seats and connections -----------------------------------------------------------------

    def _seat_for(self, table: Table, conn: Connection, token: str, bound: bool) -> Seat:
        """The seat a token holds; with `bound`, this connection must be the one playing it."""
        hashed = token_hash(token)
        for seat in table.seats:
            if seat.token_hash is not None and hmac.compare_digest(seat.token_hash, hashed):
                if bound and seat.conn is not conn:
                    raise Refusal("not_held", refusals.NOT_HELD)
                return seat
        if conn in table.watchers and not table.seats_of(conn):
            raise Refusal("spectator", refusals.SPECTATOR)
        raise Refusal("token", refusals.BAD_TOKEN)

    def _bind(self, conn: Connection, table: Table, seat: Seat) -> None:
        seat.conn = conn
        conn.held.add(table.code)
        table.watchers.discard(conn)
        conn.watching.discard(table.code)

    def _unbind(self, conn: Connection, table: Table, seat: Seat) -> None:
        seat.conn = None
        if not table.seats_of(conn):
            conn.held.discard(table.code)

    def disconnected(self, conn: Connection) -> None:
        """A connection has ended: its seats wait for their persons, its watching stops."""
        for code in list(conn.watching):
            table = self.tables.get(code)
            if table is not None:
                table.watchers.discard(conn)
                if table.opener is conn:
                    table.opener = None
        for code in list(conn.held):
            table = self.tables.get(code)
            if table is None:
                continue
            if table.opener is conn:
                table.opener = None
            for seat in table.seats:
                if seat.conn is conn:
                    seat.conn = None
                    self._wait_for_person(table, seat)
            self._tell_seats(table)
        conn.held.clear()
        conn.watching.clear()

    def _tell_seats(self, table: Table, but: Connection | None = None) -> None:
        data = wire.dump(wire.Seats(code=table.code, seats=table.seat_infos())).encode()
        for conn in table.connections():
            if conn is not but:
                conn.send_encoded(data)

    def _wait_for_person(self, table: Table, seat: Seat) -> None:
        """A person's seat with nobody at it: after the table's timeout the computer plays it."""
        if (
            table.takeover_after is None
            or table.status != "playing"
            or seat.player != "person"
            or seat.taken_over
            or seat.conn is not None
            or self._closing
        ):
            return
        if seat.timer is not None:
            seat.timer.cancel()
        loop = asyncio.get_running_loop()
        seat.timer = loop.call_later(table.takeover_after, lambda: self._spawn(self._take_over(table, seat)))

    async def _take_over(self, table: Table, seat: Seat) -> None:
        seat.timer = None
        async with table.lock:
            await self._take_over_locked(table, seat)

    async def _take_over_locked(self, table: Table, seat: Seat) -> None:
        if (
            seat.conn is not None
            or seat.taken_over
            or table.status != "playing"
            or self.tables.get(table.code) is not table
        ):
            return
        seat.taken_over, seat.level = True, Level.NORMAL
        try:
            await self._store_table(table)
        except Refusal:
            seat.taken_over, seat.level = False, None
            self._wait_for_person(table, seat)
            return
        log.info("table %s: the computer plays seat %d while its person is away", table.code, seat.index)
        self._tell_seats(table)
        self.computers.kick(table)

    # --- idle tables ---------------------------------------------------------------------------

    async def sweep(self) -> int:
        """Close the tables nobody has touched for long enough (in memory and in the store),
        once in a while prune the old closed ones; returns how many closed."""
        moment = time.monotonic()
        closing = [table for table in self.tables.values() if moment - table.last_activity > self.limits.idle_seconds]
        for table in closing:
            async with table.lock:
                if self.tables.get(table.code) is table:
                    await self._close_locked(table, refusals.TABLE_CLOSED, "after a long quiet")
        wall = time.time()
        stale = [
            listed.code
            for listed in self.dormant.values()
            if listed.updated is not None
            and wall - listed.updated
            > (self.limits.over_seconds if listed.status == "over" else self.limits.idle_seconds)
        ]
        if stale:
            await self._close_dormant(stale)
        if wall - self._pruned >= self.limits.prune_seconds:
            self._pruned = wall
            try:
                await self.store.prune(wall - self.limits.keep_seconds)
            except StoreError:
                log.error("the store could not prune its old tables; it tries again in an hour")
        self.quotas.forget_idle()
        return len(closing) + len(stale)

    async def _close_dormant(self, codes: list[str]) -> None:
        codes = [code for code in codes if code in self.dormant]
        if not codes:
            return
        try:
            await self.store.set_status(codes, "closed")
        except StoreError:
            return
        for code in codes:
            self.dormant.pop(code, None)
            self._over.pop(code, None)
            self._leave_play(code)

    async def _close_locked(self, table: Table, reason: Any, why: str) -> bool:
        """Close a table (under its lock): everybody at it hears why; its record stays.
        False when the store could not write it (the table is as it was)."""
        previous = table.status
        table.status = "closed"
        try:
            await self.store.put_table(table.row())
        except StoreError:
            table.status = previous
            return False
        table.closed_reason = reason
        self.tables.pop(table.code, None)
        self._leave_play(table.code)
        if table.computer is not None and table.computer is not asyncio.current_task():
            table.computer.cancel()
        data = wire.dump(wire.Closed(code=table.code, reason=wire.Reason.of(reason))).encode()
        for conn in table.connections():
            conn.send_encoded(data)
            conn.watching.discard(table.code)
            conn.held.discard(table.code)
        for seat in table.seats:
            seat.conn = None
            if seat.timer is not None:
                seat.timer.cancel()
        table.watchers.clear()
        table.opener = None
        log.info("table %s closed %s (its save is kept)", table.code, why)
        return True

    # --- helpers -------------------------------------------------------------------------------

    async def _store_table(self, table: Table) -> None:
        try:
            await self.store.put_table(table.row())
        except StoreError:
            raise Refusal("store", refusals.NOT_STORED)

    def _spawn(self, coroutine: Any) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def close_all(self, conns: Iterable[Connection]) -> None:
        for conn in conns:
            conn.finish("busy", refusals.SHUTTING_DOWN, CLOSE_GOING_AWAY)


__all__ = ["Referee", "close_reason", "offered_games"]
