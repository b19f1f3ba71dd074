"""A table at the server: its game, its seats and who holds them, and the running session.

This module is bookkeeping only: what a table is, what everybody may see of it, and how it
is written to and read back from the store (`Table.row`, `Table.restore`). Deciding what a
request may do, and telling everybody about it, is the referee's job (referee.py).

A seat is open, a person's, or the computer's. A person holds a seat with a secret token
that only its hash is kept of; the connection that joined or last rejoined with it is the
one that plays the seat (`Seat.conn`). While a person is away, the computer may play the seat
for them (`taken_over`, by the host or after the table's `takeover_after`); the person takes
it back by rejoining with the token.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import secrets
import time
from base64 import b32encode
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, cast

from pydantic_core import to_json

from ..core.i18n import Message
from ..core.players import Level, Setup
from ..core.players import Seat as SetupSeat
from ..core.registry import GAMES, GameSpec
from ..core.saves import SaveFile
from ..core.session import Session
from ..net import protocol as wire

if TYPE_CHECKING:
    from .connection import Connection


PlayerKind = Literal["open", "person", "computer"]
Status = Literal["waiting", "playing", "over", "closed"]


def new_code() -> str:
    """8 characters of base32 from 40 random bits: short to read out, long to guess."""
    return b32encode(secrets.token_bytes(5)).decode("ascii")


def new_token() -> str:
    """A seat's or host's secret: 32 random bytes, URL-safe (43 characters)."""
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    """What the store keeps of a token. The tokens are 256 random bits, so a plain SHA-256
    (no salt, no slow hash) is as hard to reverse as guessing the token."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def same_hash(stored: str | None, token: str) -> bool:
    return stored is not None and hmac.compare_digest(stored, token_hash(token))


class LiveSession(Session[Any, Any, Any]):
    """A `Session` for a table at the server: it keeps the state now and the one before, and
    the history as text.

    A table at the server never undoes, and a thousand tables must not hold a thousand
    histories of states. The actions and the events of each stay (the save at the end, what
    a rejoining player missed), but as the JSON text they are sent as: a string is one
    object the garbage collector never looks into, where an action and its events as models
    are a dozen; with a thousand tables of a hundred moves that is the difference between a
    full collection of a few milliseconds and one of a second, with every table waiting.

    `actions[i]` and `events[i]` are JSON texts (`action_dicts`, `event_dicts` read them);
    `actors[i]` is the seat whose decision `actions[i]` was; `retract` takes back the last
    action when the store could not keep it. The `played` message is put together from these
    texts (`Table.played`); `entries` caches each action as a catch-up sends it (made on the
    first catch-up that needs it)."""

    def __init__(self, game_id: str, setup: Setup, seed: int):
        self.actors: list[int | None] = []
        self.entries: list[str] = []
        self.last_event_count = 0
        super().__init__(game_id, setup, seed)

    def play(self, action: Any) -> list[Any]:
        actor = self.deciding_player()
        events = super().play(action)
        self.actions[-1] = self.rules.ACTION_ADAPTER.dump_json(action).decode()
        self.last_event_count = len(events)
        self.events[-1] = cast(Any, to_json([wire.encode_event(event) for event in events]).decode())
        self.actors.append(actor)
        del self.states[:-2]
        return events

    def entry(self, index: int) -> str:
        """Action `index` as a `missed` message lists it (JSON text, validated once, cached)."""
        while len(self.entries) <= index:
            number = len(self.entries)
            text = (
                f'{{"index":{number},"seat":{json.dumps(self.actors[number])},'
                f'"action":{self.actions[number]},"events":{self.events[number]}}}'
            )
            wire.MissedAction.model_validate_json(text, strict=True)  # what our own client accepts
            self.entries.append(text)
        return self.entries[index]

    def can_undo(self) -> bool:
        return False

    def action_dicts(self) -> list[dict[str, Any]]:
        return [json.loads(text) for text in self.actions]

    def event_dicts(self, index: int) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = json.loads(cast(str, self.events[index]))
        return found

    def retract(self) -> None:
        if len(self.states) < 2:
            raise RuntimeError("nothing to take back")
        self.states.pop()
        self.actions.pop()
        self.events.pop()
        self.actors.pop()
        del self.entries[len(self.actions) :]


@dataclass
class Seat:
    index: int
    colour: str
    player: PlayerKind = "open"
    name: str | None = None
    level: Level | None = None  # the computer's level: a computer seat, or a person's taken over
    token_hash: str | None = None
    taken_over: bool = False
    host: bool = False  # taken by the opener's connection: its person leaving closes a waiting table
    conn: Connection | None = field(default=None, repr=False, compare=False)
    timer: asyncio.TimerHandle | None = field(default=None, repr=False, compare=False)

    @property
    def computer_plays(self) -> bool:
        return self.player == "computer" or self.taken_over

    def info(self) -> wire.SeatInfo:
        return wire.SeatInfo(
            seat=self.index,
            colour=self.colour,
            player=self.player,
            name=self.name,
            level=self.level if self.computer_plays else None,
            connected=self.conn is not None,
            taken_over=self.taken_over,
        )

    def row(self) -> dict[str, Any]:
        return {
            "colour": self.colour,
            "player": self.player,
            "name": self.name,
            "level": None if self.level is None else self.level.value,
            "token_hash": self.token_hash,
            "taken_over": self.taken_over,
            "host": self.host,
        }

    @classmethod
    def restore(cls, index: int, row: dict[str, Any]) -> Seat:
        return cls(
            index=index,
            colour=row["colour"],
            player=row["player"],
            name=row["name"],
            level=None if row["level"] is None else Level(row["level"]),
            token_hash=row["token_hash"],
            taken_over=bool(row["taken_over"]),
            host=bool(row.get("host", False)),  # rows written before the flag: no host seat
        )


@dataclass(eq=False)
class Table:
    code: str
    game_id: str
    options: dict[str, bool]
    seats: list[Seat]
    seed: int
    host_hash: str
    takeover_after: float | None = None
    status: Status = "waiting"
    session: LiveSession | None = None
    created: str = ""
    watchers: set[Connection] = field(default_factory=set)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    last_activity: float = field(default_factory=time.monotonic)
    stamped: float = field(default_factory=time.monotonic)  # when the store last had its time of change
    computer: asyncio.Task[None] | None = None
    opened_from: str = ""  # the bucket of the address that opened it (quotas.address_key)
    opener: Connection | None = field(default=None, repr=False)  # the connection that created it, until it starts
    closed_reason: Message | None = field(default=None, repr=False)  # why it closed, for requests that come late
    _ended: str | None = field(default=None, repr=False)  # the game_over message, once made

    @property
    def spec(self) -> GameSpec:
        return GAMES[self.game_id]

    def touch(self) -> None:
        self.last_activity = time.monotonic()

    def is_full(self) -> bool:
        return all(seat.player != "open" for seat in self.seats)

    def setup(self) -> Setup:
        """The game's setup once every seat is filled (names, colours, computer levels)."""
        seats = tuple(
            SetupSeat(
                name=seat.name or "?",
                colour=seat.colour,
                computer=seat.player == "computer",
                level=seat.level if seat.player == "computer" and seat.level else Level.NORMAL,
            )
            for seat in self.seats
        )
        return Setup(seats=seats, options=dict(self.options))

    def persons_left(self) -> bool:
        """Whether somebody may still play a seat of this table: a person holds a token."""
        return any(seat.player == "person" and seat.token_hash is not None for seat in self.seats)

    def connections(self) -> set[Connection]:
        """Everybody who hears about this table: the persons at it and the spectators."""
        held = {seat.conn for seat in self.seats if seat.conn is not None}
        return held | self.watchers

    def seats_of(self, conn: Connection) -> list[int]:
        return [seat.index for seat in self.seats if seat.conn is conn]

    def deciding(self) -> int | None:
        return None if self.session is None else self.session.deciding_player()

    def seat_infos(self) -> list[wire.SeatInfo]:
        return [seat.info() for seat in self.seats]

    def public_state(self) -> dict[str, Any] | None:
        if self.session is None:
            return None
        return wire.encode_state(self.game_id, self.session.state)

    def snapshot(self, you: list[int], ref: int | None = None) -> wire.Table:
        if self.status == "closed":  # the referee says `closed` instead (Referee._still_open)
            raise ValueError(f"table {self.code} has closed: it has no snapshot")
        return wire.Table(
            ref=ref,
            code=self.code,
            game=self.game_id,
            options=dict(self.options),
            status=self.status,
            seats=self.seat_infos(),
            takeover_after=self.takeover_after,
            you=you,
            actions=0 if self.session is None else len(self.session.actions),
            deciding=self.deciding(),
            state=self.public_state(),
        )

    def played(self, seat: int | None) -> str:
        """The text of the `played` message of the action just applied, with the public state
        after it: built once per move, whoever hears it, put together from texts the server
        has made already rather than validated again.

        Every part is valid by construction: the action is the JSON text of an action the
        game's own model validated (strictly, when it came from a client), the events the
        text the rules' events were dumped to, the state the game's `State` model dumping
        itself, the numbers the session's own; the count of events is checked here, the one
        cap of `wire.Played` a game could reach. Validating the whole message again, field by
        field as JSON values, cost about as much as the rules' move; a test validates every
        `played` of real games as the client reads it (tests/server/test_messages.py)."""
        session = self.session
        assert session is not None
        if session.last_event_count > wire.MAX_EVENTS:
            raise ValueError(f"{session.last_event_count} events in one action: more than a message carries")
        status = "over" if self.status == "over" else "playing"
        deciding = session.deciding_player()
        state: str = session.rules.public_state(session.state).model_dump_json()
        return (
            f'{{"type":"played","ref":null,"code":{json.dumps(self.code)},"index":{len(session.actions) - 1},'
            f'"seat":{"null" if seat is None else int(seat)},"action":{session.actions[-1]},'
            f'"events":{session.events[-1]},"status":"{status}",'
            f'"deciding":{"null" if deciding is None else int(deciding)},"state":{state}}}'
        )

    def missed(self, since: int, per_message: int) -> list[str]:
        """The actions after the first `since`, oldest first, `per_message` to a message, as
        the texts of `missed` messages (made of the cached entries)."""
        session = self.session
        if session is None:
            return []
        count = len(session.actions)
        head = f'{{"type":"missed","code":"{self.code}","actions":['
        return [
            head + ",".join(session.entry(index) for index in range(start, min(count, start + per_message))) + "]}"
            for start in range(min(since, count), count, per_message)
        ]

    def game_over(self) -> wire.GameOver:
        return wire.GameOver(code=self.code, save=self.save())

    def game_over_text(self) -> str:
        """The `game_over` message as text, made once: a finished table kept at hand sends
        it to every rejoin and watch, and a long game's save is a few hundred KB to build."""
        if self._ended is None:
            self._ended = wire.dump(self.game_over())
        return self._ended

    def save(self) -> dict[str, Any]:
        """The finished game as a save file's JSON (the seed may be told now)."""
        assert self.session is not None
        save = SaveFile(
            game=self.game_id,
            setup=self.session.setup,
            seed=self.seed,
            actions=self.session.action_dicts(),
            **({"created": self.created} if self.created else {}),
        )
        data: dict[str, Any] = save.model_dump(mode="json")
        return data

    # --- the store's row ---------------------------------------------------------------------

    def row(self) -> dict[str, Any]:
        """The table as the store keeps it (the actions are kept one row each)."""
        setup = None if self.session is None else self.session.setup.model_dump_json()
        return {
            "code": self.code,
            "game": self.game_id,
            "options": json.dumps(self.options),
            "seed": self.seed,
            "host_hash": self.host_hash,
            "takeover_after": self.takeover_after,
            "status": self.status,
            "seats": json.dumps([seat.row() for seat in self.seats]),
            "setup": setup,
            "created": self.created,
            "opened_from": self.opened_from,
        }

    @classmethod
    def restore(cls, row: dict[str, Any], actions: list[dict[str, Any]]) -> Table:
        """A table from the store, its game replayed through the rules up to the last action."""
        table = cls(
            code=row["code"],
            game_id=row["game"],
            options=json.loads(row["options"]),
            seats=[Seat.restore(i, seat) for i, seat in enumerate(json.loads(row["seats"]))],
            seed=int(row["seed"]),
            host_hash=row["host_hash"],
            takeover_after=row["takeover_after"],
            status=row["status"],
            created=row["created"],
            opened_from=row.get("opened_from") or "",
        )
        table._check_stored()
        if row["setup"] is not None:
            setup = Setup.model_validate_json(row["setup"])
            session = LiveSession.replay(table.game_id, setup, table.seed, actions)
            assert isinstance(session, LiveSession)
            table.session = session
        if (table.session is None) != (table.status == "waiting"):
            raise ValueError(f"a {table.status} table {'without' if table.session is None else 'with'} a game")
        table.snapshot([])  # every value within what the protocol can say (else ValidationError)
        return table

    def _check_stored(self) -> None:
        """A table read from the store holds only what the server itself could have written
        (ValueError otherwise, and the referee sets the table aside): a store edited by hand,
        or damaged, must not make every request about the table fail."""
        spec = GAMES.get(self.game_id)
        if spec is None or spec.max_players < 2 or spec.ai_module is None:
            raise ValueError(f"no game {self.game_id!r} is played at tables")
        if self.status not in ("waiting", "playing", "over"):
            raise ValueError(f"a table's status cannot be {self.status!r}")
        takeover = self.takeover_after
        if takeover is not None and (
            isinstance(takeover, bool) or not isinstance(takeover, int | float) or not 1 <= takeover <= 86_400
        ):
            raise ValueError(f"takeover_after cannot be {takeover!r} (1 to 86,400 seconds, or none)")
        if isinstance(self.seed, bool) or not 0 <= self.seed < 2**63:
            raise ValueError("the seed is out of range")
        options = self.options
        if not isinstance(options, dict) or not all(
            key in spec.default_options() and isinstance(value, bool) for key, value in options.items()
        ):
            raise ValueError("options the game does not have")
        colours = spec.seat_colours
        if not 1 <= len(self.seats) <= min(len(colours), wire.MAX_SEATS, spec.max_players):
            raise ValueError(f"{len(self.seats)} seats at a table of {spec.title}")
        for seat in self.seats:
            if seat.colour != colours[seat.index] or seat.player not in ("open", "person", "computer"):
                raise ValueError(f"seat {seat.index} cannot be read")
            if seat.token_hash is not None and (not isinstance(seat.token_hash, str) or len(seat.token_hash) != 64):
                raise ValueError(f"the token of seat {seat.index} cannot be read")
            if not isinstance(seat.name, str | None):
                raise ValueError(f"the name at seat {seat.index} cannot be read")
