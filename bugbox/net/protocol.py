"""The table server's protocol: versioned JSON messages over WebSocket, and the event codec.

Every message is one JSON object in one text frame, with a `type` naming it. The models here
are the whole protocol (docs/protocol.md tells it in prose, with the table states, the errors
and the limits): a client message is validated by `CLIENT_ADAPTER` in pydantic's strict mode
(no "1" for 1, no unknown fields, every string capped), so the server never guesses what a
client meant; a server message by `SERVER_ADAPTER` on the client side.

A game's state, actions and events travel as plain JSON:

- the state as the game's `public_state` dumped in JSON mode (`encode_state`), which a client
  validates back into the game's `State` (`decode_state`) and draws like any other state;
- an action as the game's `ACTION_ADAPTER` dumps it (the same dicts a save holds);
- an event, a frozen dataclass of the game's events module, as {"type": class name, fields}
  (`encode_event`, `decode_event`; the module is the registry's `GameSpec.events_module`).

A refusal carries the `Message` the rules (or the server) raised as a `Reason` (context, text,
args, n), so a client shows the very sentence the app shows, translated by its own catalogue.
"""

from __future__ import annotations

import dataclasses
import json
import typing
from functools import cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, JsonValue, PrivateAttr, StringConstraints, TypeAdapter

from ..core.i18n import Message
from ..core.players import Level
from ..core.registry import GAMES
from ..core.session import MAX_ACTIONS

#: The protocol's version: a client says it in `hello`, and a server speaking another one
#: refuses it in one sentence naming both. Raise it for any change an older peer would
#: misread (a field renamed or removed, a meaning changed); a new optional field or message
#: type that the other side may ignore needs none. Version 2: a reason is a code and its
#: arguments (`Reason`), no longer a text to fill in.
PROTOCOL_VERSION = 2
#: The largest message a client may send (the server's `max_size`): a request is a few hundred
#: bytes, the longest (an action with its cards) well under a kilobyte.
MAX_CLIENT_MESSAGE = 64 * 1024
#: The largest message a server sends (a client's `max_size`): the save of a finished game
#: (at most `MAX_ACTIONS` actions) is the longest, a few hundred kilobytes.
MAX_SERVER_MESSAGE = 8 * 1024 * 1024
#: Seats a table may have (the games' own limits are lower; the rules check those).
MAX_SEATS = 8
#: A player's name, in characters after stripping (bugbox/net/names.py checks the rest).
NAME_MAX = 24

Code = Annotated[str, StringConstraints(pattern=r"^[A-Z2-7]{8}$")]
"""A table's code: 8 characters of base32 (40 random bits), easy to read out and type."""
Token = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{43}$")]
"""A seat's or a host's secret: 32 random bytes in URL-safe base64."""
RawName = Annotated[str, StringConstraints(max_length=4 * NAME_MAX)]
"""A name as sent; the server strips and checks it (bugbox/net/names.py)."""
ActionIndex = Annotated[int, Field(ge=0, le=MAX_ACTIONS)]
Ref = Annotated[int, Field(ge=0, lt=2**31)]
#: The highest protocol version a hello may claim (a number a refusal can still name).
VERSION_MAX = 2**31 - 1
SeatIndex = Annotated[int, Field(ge=0, lt=MAX_SEATS)]
GameId = Annotated[str, StringConstraints(min_length=1, max_length=32)]
Options = Annotated[dict[Annotated[str, StringConstraints(max_length=40)], bool], Field(max_length=16)]
JsonObject = dict[str, JsonValue]
Status = Literal["waiting", "playing", "over"]


class _Model(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


# --- reasons (a code and its arguments on the wire) ---------------------------------------------

#: A reason's code: the translation context and the English source text of the sentence, the
#: key of that sentence in every bugbox catalogue ("Network:The game is over."). A client looks
#: it up in its own catalogue (bugbox/net/reasons.py) and shows its own text; it never takes
#: the code for a text to fill in.
ReasonCode = Annotated[str, StringConstraints(pattern=r"^[A-Za-z][A-Za-z0-9_]{0,39}:[^\x00-\x1f\x7f]{1,400}$")]
ArgKey = Annotated[str, StringConstraints(pattern=r"^[A-Za-z_][A-Za-z0-9_]{0,39}$")]
#: An argument as plain text (a table code, a name, a number written out); longer is refused.
ArgText = Annotated[str, StringConstraints(max_length=200)]
#: A number in a sentence: a count, a version, a limit. Far larger numbers mean nothing to a player.
ArgNumber = Annotated[int, Field(ge=-(2**53), le=2**53)]
#: How deep reasons may nest in each other's arguments.
REASON_DEPTH = 3


class Reason(_Model):
    """Why something was refused: a `code` naming a sentence of bugbox's catalogues, its named
    arguments (plain values or nested reasons) and `n` for the plural form (-1: none).

    `Reason.of(message)` writes a `Message` in this form; `message()` reads the code back as
    the context and source text it names, for a program that trusts its peer (the server's own
    tests). The app does not: it renders a reason through `bugbox.net.reasons.render`, which
    shows only sentences of its own catalogue."""

    code: ReasonCode
    args: Annotated[dict[ArgKey, ArgText | ArgNumber | bool | Reason | None], Field(max_length=16)] = {}
    n: Annotated[int, Field(ge=-1, le=2**31)] = -1

    @classmethod
    def of(cls, message: Message, depth: int = 0) -> Reason:
        args: dict[str, Any] = {}
        for key, value in message.args.items():
            if isinstance(value, Message) and depth < REASON_DEPTH:
                args[key] = cls.of(value, depth + 1)
            elif isinstance(value, bool | int) or value is None:
                args[key] = value
            else:
                args[key] = str(value)[:200]
        return cls(code=f"{message.context}:{message.text}", args=args, n=message.n)

    @property
    def context(self) -> str:
        return self.code.partition(":")[0]

    @property
    def text(self) -> str:
        return self.code.partition(":")[2]

    def message(self) -> Message:
        args = {key: value.message() if isinstance(value, Reason) else value for key, value in self.args.items()}
        return Message(self.context, self.text, args, self.n)


# --- what a client sends -----------------------------------------------------------------------


class Hello(_Model):
    """The first message of every connection."""

    type: Literal["hello"] = "hello"
    version: Annotated[int, Field(ge=0, le=VERSION_MAX)]
    client: Annotated[str, StringConstraints(max_length=64)] = ""


class SeatChoice(_Model):
    """A seat of a new table: open for a person, or played by the computer at a level."""

    player: Literal["open", "computer"] = "open"
    level: Level = Level.NORMAL


class Create(_Model):
    """Open a table. With `name`, the creator sits down at the first open seat at once.
    `takeover_after`: seconds after which the computer plays the seat of a person who is not
    connected (None: only the host hands seats over)."""

    type: Literal["create"] = "create"
    ref: Ref | None = None
    game: GameId
    options: Options = {}
    seats: Annotated[list[SeatChoice], Field(min_length=1, max_length=MAX_SEATS)]
    name: RawName | None = None
    takeover_after: Annotated[float, Field(ge=1, le=86_400)] | None = None


class Join(_Model):
    """Sit down at a table that has not started: at `seat`, or the first open one."""

    type: Literal["join"] = "join"
    ref: Ref | None = None
    code: Code
    name: RawName
    seat: SeatIndex | None = None


class Rejoin(_Model):
    """Take one's seat again (a new connection, a restarted server). `since` is how many
    actions the client has seen; the server sends the events of the others."""

    type: Literal["rejoin"] = "rejoin"
    ref: Ref | None = None
    code: Code
    token: Token
    since: ActionIndex = 0


class Watch(_Model):
    """Follow a table as a spectator (`since` as in `Rejoin`; None: no past events)."""

    type: Literal["watch"] = "watch"
    ref: Ref | None = None
    code: Code
    since: ActionIndex | None = None


class Leave(_Model):
    """Give up one's seat (before the start it opens again; later it waits for the computer)."""

    type: Literal["leave"] = "leave"
    ref: Ref | None = None
    code: Code
    token: Token


class Act(_Model):
    """Make a move. `at` is the number of actions the client has seen: a move meant for an
    earlier point (sent twice, or replayed) is refused instead of applied again."""

    type: Literal["act"] = "act"
    ref: Ref | None = None
    code: Code
    token: Token
    at: ActionIndex
    action: JsonObject


class HandOver(_Model):
    """The host gives a seat whose person is away (or an open seat before the start) to the
    computer at a level."""

    type: Literal["hand_over"] = "hand_over"
    ref: Ref | None = None
    code: Code
    host: Token
    seat: SeatIndex
    level: Level = Level.NORMAL


ClientMessage = Annotated[Hello | Create | Join | Rejoin | Watch | Leave | Act | HandOver, Field(discriminator="type")]
CLIENT_ADAPTER: TypeAdapter[ClientMessage] = TypeAdapter(ClientMessage)


# --- what the server sends ---------------------------------------------------------------------


# What a server says is capped like what a client says: a client reads it before it believes
# it (bugbox/net/trust.py checks the rest against the game's own rules).
ServerText = Annotated[str, StringConstraints(max_length=200)]
#: A name as a server sends it: already cleaned by the server (the client checks it again).
SentName = Annotated[str, StringConstraints(max_length=4 * NAME_MAX)]
#: The events of one action: a move with its captures and draws is a few dozen.
MAX_EVENTS = 256
#: Actions in one `missed` message (the server sends 200).
MAX_MISSED = 500
JsonEvents = Annotated[list[JsonObject], Field(max_length=MAX_EVENTS)]


class LimitsInfo(_Model):
    max_message_bytes: Annotated[int, Field(ge=1, le=MAX_SERVER_MESSAGE)]
    messages_per_second: Annotated[float, Field(gt=0, le=10_000)]
    burst: Annotated[int, Field(ge=1, le=10_000)]
    name_max: Annotated[int, Field(ge=1, le=4 * NAME_MAX)] = NAME_MAX


class Welcome(_Model):
    type: Literal["welcome"] = "welcome"
    version: int = PROTOCOL_VERSION
    server: ServerText
    limits: LimitsInfo


ErrorKind = Literal[
    "version",  # the protocol versions differ (the connection is closed)
    "hello",  # the first message was not a hello (closed)
    "malformed",  # not JSON, not an object, an unknown type, a wrong or missing field
    "flood",  # too many messages a second (closed)
    "busy",  # the server holds all the tables or connections it can
    "no_table",  # no table with that code (or it has closed)
    "game",  # a game the server does not offer, or seats and options it refuses
    "seat",  # no such seat, or it is taken
    "name",  # a name that is empty, too long, invisible or already at the table
    "token",  # a token that is not this table's (or no longer valid)
    "not_held",  # the token is right but another connection holds the seat
    "spectator",  # a spectator tried to move
    "not_host",  # only the host may hand seats over
    "state",  # not possible at this point (not started, over, seat in use)
    "turn",  # not this seat's decision
    "stale",  # the move was meant for an earlier point of the game
    "illegal",  # the rules refuse the move (the reason is the rules' own)
    "store",  # the server could not store the move; nothing changed
]


class Error(_Model):
    """A request was refused; nothing changed. `request` is the refused message's type."""

    type: Literal["error"] = "error"
    ref: Ref | None = None
    code: Code | None = None
    error: ErrorKind
    request: Annotated[str, StringConstraints(max_length=40)] = ""
    reason: Reason


class Ok(_Model):
    """A request that changes nothing else to report was done (`leave`, `hand_over`)."""

    type: Literal["ok"] = "ok"
    ref: Ref | None = None
    request: Annotated[str, StringConstraints(max_length=40)]


class Created(_Model):
    """A new table, and the host's secret (only the host may hand seats to the computer)."""

    type: Literal["created"] = "created"
    ref: Ref | None = None
    code: Code
    host: Token


class Joined(_Model):
    """A seat for this connection, and its secret: keep it to rejoin; never show it."""

    type: Literal["joined"] = "joined"
    ref: Ref | None = None
    code: Code
    seat: SeatIndex
    token: Token


class SeatInfo(_Model):
    """One seat as everybody sees it. A person's seat can be `taken_over` by the computer
    (at `level`) while that person is away."""

    seat: SeatIndex
    colour: Annotated[str, StringConstraints(max_length=16)]
    player: Literal["open", "person", "computer"]
    name: SentName | None = None
    level: Level | None = None
    connected: bool = False
    taken_over: bool = False


class Table(_Model):
    """Everything public about a table. `state` is the public state (None before the start);
    `actions` how many actions were applied; `you` the seats this connection holds (none:
    watching)."""

    type: Literal["table"] = "table"
    ref: Ref | None = None
    code: Code
    game: GameId
    options: Options
    status: Status
    seats: Annotated[list[SeatInfo], Field(max_length=MAX_SEATS)]
    takeover_after: Annotated[float, Field(ge=0, le=86_400)] | None = None
    you: Annotated[list[SeatIndex], Field(max_length=MAX_SEATS)] = []
    actions: ActionIndex = 0
    deciding: SeatIndex | None = None
    state: JsonObject | None = None
    #: The state as the client's trust boundary decoded and checked it (bugbox/net/trust.py):
    #: what the window shows (`believed`). Never on the wire.
    _state: Any = PrivateAttr(default=None)


class Seats(_Model):
    """The seats changed (someone joined, left, came back, or the computer took over)."""

    type: Literal["seats"] = "seats"
    code: Code
    seats: Annotated[list[SeatInfo], Field(max_length=MAX_SEATS)]


class Played(_Model):
    """Action number `index` (from 0) was applied: by `seat`, with its `events` in order;
    `state` is the public state after it and `deciding` whose decision is next."""

    type: Literal["played"] = "played"
    ref: Ref | None = None
    code: Code
    index: ActionIndex
    seat: SeatIndex | None
    action: JsonObject
    events: JsonEvents
    status: Status
    deciding: SeatIndex | None
    state: JsonObject
    #: The action, events and state as the client's trust boundary decoded and checked them.
    _action: Any = PrivateAttr(default=None)
    _events: Any = PrivateAttr(default=None)
    _state: Any = PrivateAttr(default=None)


class MissedAction(_Model):
    index: ActionIndex
    seat: SeatIndex | None
    action: JsonObject
    events: JsonEvents
    #: The action and events as the client's trust boundary decoded and checked them.
    _action: Any = PrivateAttr(default=None)
    _events: Any = PrivateAttr(default=None)


class Missed(_Model):
    """Actions a rejoining client has not seen, oldest first (in several messages when many)."""

    type: Literal["missed"] = "missed"
    code: Code
    actions: Annotated[list[MissedAction], Field(min_length=1, max_length=MAX_MISSED)]


class GameOver(_Model):
    """The game has ended: the whole save (setup, seed, actions), the same JSON a save file
    holds, so a player can keep it in Records and replay it."""

    type: Literal["game_over"] = "game_over"
    code: Code
    save: JsonObject


class Closed(_Model):
    """The table has closed (nobody played at it for a long time); its code is no longer valid."""

    type: Literal["closed"] = "closed"
    code: Code
    reason: Reason


ServerMessage = Annotated[
    Welcome | Error | Ok | Created | Joined | Table | Seats | Played | Missed | GameOver | Closed,
    Field(discriminator="type"),
]
SERVER_ADAPTER: TypeAdapter[ServerMessage] = TypeAdapter(ServerMessage)


def dump(message: BaseModel) -> str:
    """A message as the JSON text of one frame."""
    return message.model_dump_json(exclude_none=False)


# --- states and events -------------------------------------------------------------------------


def encode_state(game_id: str, state: Any) -> dict[str, Any]:
    """The public state of a game (nothing that predicts a roll or a draw) as plain JSON."""
    rules = GAMES[game_id].rules()
    return typing.cast(dict[str, Any], rules.public_state(state).model_dump(mode="json"))


def decode_state(game_id: str, data: dict[str, Any]) -> Any:
    """A state received from a server, as the game's own `State`."""
    rules = GAMES[game_id].rules()
    state_type = typing.cast(type[BaseModel], rules.State)  # type: ignore[attr-defined]
    return state_type.model_validate(data)


def believed(message: Table | Played | MissedAction, part: str) -> Any:
    """The `state`, `action` or `events` of a message as the client's trust boundary decoded
    and checked them (bugbox/net/trust.py): the window takes these, never a second decoding
    of the raw JSON. `ValueError` for a message that did not pass the boundary."""
    value = getattr(message, f"_{part}", None)
    if value is None:
        raise ValueError(f"the {part} of a {type(message).__name__} that was not checked")
    return value


@cache
def event_classes(game_id: str) -> dict[str, type]:
    """The game's events by class name: every dataclass of its events module's `Event` union."""
    module = GAMES[game_id].events()
    if module is None:
        raise ValueError(f"the game {game_id!r} names no events module")
    classes = {cls.__name__: cls for cls in typing.get_args(module.Event)}
    for cls in classes.values():
        if not dataclasses.is_dataclass(cls) or "type" in {f.name for f in dataclasses.fields(cls)}:
            raise TypeError(f"{cls!r} is not an event the codec can carry")
    return classes


_ADAPTERS: dict[type, TypeAdapter[Any]] = {}


def _adapter(cls: type) -> TypeAdapter[Any]:
    adapter = _ADAPTERS.get(cls)
    if adapter is None:
        adapter = _ADAPTERS[cls] = TypeAdapter(cls)
    return adapter


def encode_event(event: Any) -> dict[str, Any]:
    """One event as {"type": its class name, its fields in JSON mode}."""
    body = typing.cast(dict[str, Any], _adapter(type(event)).dump_python(event, mode="json"))
    return {"type": type(event).__name__, **body}


def decode_event(game_id: str, data: dict[str, Any]) -> Any:
    """The event `encode_event` gave `data` for, as the game's own dataclass; `ValueError`
    for a type the game does not have or fields its class does not have."""
    classes = event_classes(game_id)
    cls = classes.get(data.get("type"))  # type: ignore[arg-type]
    if cls is None:
        raise ValueError(f"not an event of {game_id}: {str(data.get('type'))[:40]!r}")
    body = {key: value for key, value in data.items() if key != "type"}
    unknown = set(body) - {f.name for f in dataclasses.fields(cls)}
    if unknown:
        raise ValueError(f"{cls.__name__} has no fields {sorted(unknown)[:5]}")
    return _adapter(cls).validate_json(json.dumps(body), strict=True)
