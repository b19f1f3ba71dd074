"""The client's trust boundary: every message a table server sends is checked here before
anything in the window sees it.

Anybody can run a table server, and a table advertised on a café's network shows up in
"Join a table…". So a server's word is checked like a file a stranger hands over, in three
layers, on the connection's own thread (the window never waits for it):

1. **The protocol model** (bugbox/net/protocol.py): a text frame of JSON, nested no deeper
   than bugbox's files, a known `type`, every field of its type and within its caps (8
   seats, names of at most 96 characters, 256 events an action ...).
2. **The game's own limits**: a game of the registry that is played at tables, a seat count
   within the game's range, each seat in the game's colours, names through the same rule
   the server applies (bugbox/net/names.py), options the game has. A state must be one the
   game's rules accept: it validates as the game's `State`, holds nothing secret (the rng is
   0), no number beyond `MAX_NUMBER` and no list beyond `MAX_ITEMS`, a list per seat for
   every list a new game keeps per seat, every card still there (`all_cards`), every
   invariant the game's own `check_state` knows (pieces on the course, counts, a phase that
   fits the turn: a state that passes is one every page draws), whose decision it is within
   the seats, and the rules' own `legal_actions` and `apply` run on it. The seats said to be
   decided here (`you`) are no more than the tokens this connection sat down with. Events
   decode into the game's event classes.
3. **The order**: each `played` is exactly the next action, made by the seat whose decision
   it was, an action the rules allow there; an action without chance must lead to exactly
   the state and events the rules give here, and one with chance to exactly what the rules
   give when chance falls as its events tell (`rules.chance_outcome`: a die of 9 falls
   nowhere). A `played` that skips ahead is not believed either: the actions in between
   were lost, and the client asks for them once (`Gap`: rejoin or watch again with `since`;
   later skips wait for that answer). `missed` comes only when asked for, each action the
   next one, through the same checks as a `played` (`_step`) from the state believed at
   `since` (kept by the connection, and carried to the next one: `Gate(previous)`); the
   last leads to the table's state. A finished game's save must replay to the game that
   was played.

What was checked is what the window gets: the decoded state, action and events ride on the
message (`protocol.believed`), never decoded a second time.

A message that fails is `Untrusted`: the connection ends with one sentence for the player;
the table on the screen stays as it was and the seat's token stays kept, to rejoin. A
message type this client does not know (a newer server) is `Newer`: told once, then ignored.
"""

from __future__ import annotations

import json
import logging
import typing
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from ..core.i18n import QT_TRANSLATE_NOOP, Message, msg
from ..core.jsonshape import loads
from ..core.players import Seat, Setup
from ..core.registry import GAMES, GameSpec
from ..core.session import MAX_ACTIONS
from . import protocol as wire
from . import reasons

log = logging.getLogger(__name__)

CTX = "Network"
#: No count, position or turn of a game of at most `MAX_ACTIONS` actions gets near this.
MAX_NUMBER = 5 * MAX_ACTIONS
#: No list in a state or an event is longer (a course of tiles, a path, a hand of cards).
MAX_ITEMS = 256
#: No text in a state or an event is longer (names, piece ids, phases).
MAX_TEXT = 4 * wire.NAME_MAX
#: Values in one state or event, all told.
MAX_VALUES = 20_000
#: How deep a state or event nests (bugbox's states nest four or five levels).
MAX_NESTING = 12
#: How many of a state's legal actions are tried through the rules' `apply`.
TRIED_ACTIONS = 64
#: How many of the latest believed states a connection keeps to check missed actions from.
KEPT_STATES = wire.MAX_MISSED + 64
#: Names of rules-module functions counting something a game keeps from start to end.
CONSERVED = ("all_cards",)

NOT_BELIEVED = msg(
    CTX,
    QT_TRANSLATE_NOOP(
        "Network",
        "The table server sent something that breaks the game's rules, so bugbox left the table.",
    ),
)
UNKNOWN_GAME = msg(
    CTX,
    QT_TRANSLATE_NOOP("Network", "The table server offers a game this bugbox does not have, so bugbox left the table."),
)
NEWER = msg(
    CTX,
    QT_TRANSLATE_NOOP(
        "Network",
        "The table server sent a message this bugbox does not know; the server may be newer than this bugbox.",
    ),
)
TOO_FAST = msg(
    CTX,
    QT_TRANSLATE_NOOP(
        "Network",
        "The table server sent more than bugbox could follow, so bugbox left the table.",
    ),
)
TOO_LARGE = msg(
    CTX,
    QT_TRANSLATE_NOOP(
        "Network",
        "The table server sent a message larger than bugbox takes, so bugbox left the table.",
    ),
)
BAD_SAVE = msg(
    CTX,
    QT_TRANSLATE_NOOP(
        "Network", "The table server sent a finished game that does not replay, so it was not kept in Records."
    ),
)
NOT_ANSWERING = msg(
    CTX,
    QT_TRANSLATE_NOOP("Network", "The table server did not answer, so bugbox left it; please try again later."),
)


class Untrusted(Exception):
    """A server message that cannot be believed: `reason` for the player, `detail` for the log."""

    def __init__(self, reason: Message, detail: str):
        self.reason = reason
        self.detail = detail
        super().__init__(detail)


@dataclass(frozen=True)
class Gap:
    """A `played` skipped actions: ask for the ones after `since` (the client's own count)."""

    code: str
    index: int
    token: str | None = None  # a seat held on this connection, to rejoin with (None: watch)


@dataclass(frozen=True)
class Newer:
    """A message type this client does not know; `reason` is told once."""

    reason: Message


#: The server's message types, read off the protocol's union.
SERVER_TYPES = frozenset(
    typing.get_args(cls.model_fields["type"].annotation)[0]
    for cls in typing.get_args(typing.get_args(wire.ServerMessage)[0])
)


def untrusted(detail: str, reason: Message = NOT_BELIEVED) -> Untrusted:
    return Untrusted(reason, detail)


def welcome(raw: str | bytes) -> wire.Welcome | wire.Error:
    """The server's first message: a welcome in this client's protocol version (or the
    server's refusal of our hello)."""
    data = _parsed(raw)
    if data.get("type") not in ("welcome", "error"):
        raise untrusted(f"the first message is a {_shown(data.get('type'))}, not a welcome")
    message = _validated(raw)
    if isinstance(message, wire.Welcome) and message.version != wire.PROTOCOL_VERSION:
        from ..server.refusals import version

        raise Untrusted(
            version(message.version, wire.PROTOCOL_VERSION), f"welcome in protocol version {message.version}"
        )
    assert isinstance(message, wire.Welcome | wire.Error)
    return message


class Frames:
    """The first layer alone (the protocol model): what a client without a `Gate` checks, a
    server's own tests talking to many tables on one connection. The app never connects
    without a `Gate`. A type this client does not know is passed over."""

    def admit(self, raw: str | bytes) -> BaseModel | None:
        data = _parsed(raw)
        if data.get("type") not in SERVER_TYPES:
            return None
        message = _validated(raw)
        if isinstance(message, wire.Welcome):
            raise untrusted("a second welcome")
        return message


class Gate:
    """What one connection has been told so far, and the checks of the next message."""

    def __init__(self, previous: Gate | None = None) -> None:
        self.code: str | None = None
        self.spec: GameSpec | None = None
        self.seat_count = 0
        self.options: dict[str, bool] = {}
        self.state: Any = None  # the last state believed (the game's `State`)
        self.total = 0  # the actions the server has applied, as far as it has said
        self._since: int | None = None  # a rejoin or watch was sent, from this many actions
        self._missed: tuple[int, int] | None = None  # the next missed action, and the end
        self._replayed: Any = None  # the state after the missed actions checked so far (None: unknown)
        self._missed_end: Any = None  # the state the missed actions must lead to (the table's)
        self._gap_open = False  # a Gap was passed on; its rejoin or watch answers every later one
        self._told_newer = False
        self._token: str | None = None  # the seat taken on this connection (a rejoin's)
        self._joined: set[int] = set()  # the seats taken on this connection
        self._presented: set[str] = set()  # the tokens this connection sat down with (joins, rejoins)
        #: The states believed, by how many actions led to them (the latest `KEPT_STATES`):
        #: what the missed actions after a rejoin's `since` are played from.
        self._history: dict[int, Any] = {}
        if previous is not None:  # the same table on a new connection: what it knew carries over
            self.code, self.spec, self.seat_count = previous.code, previous.spec, previous.seat_count
            self.options = dict(previous.options)
            self._history = dict(previous._history)

    # what the client sends -------------------------------------------------------------------
    def asked(self, since: int | None, token: str | None = None) -> None:
        """A rejoin (with the seat's `token`) or watch went out: a table follows, then the
        actions after `since`."""
        self._since = since
        if token is not None:
            self._token = token
            self._presented.add(token)

    # what the server sends -------------------------------------------------------------------
    def admit(self, raw: str | bytes) -> BaseModel | Gap | Newer | None:
        """The message in `raw`, checked; a `Gap` or `Newer` instead of it; None: nothing to
        pass on. Raises `Untrusted`."""
        data = _parsed(raw)
        kind = data.get("type")
        if kind not in SERVER_TYPES:
            if self._told_newer:
                return None
            self._told_newer = True
            log.warning("a server message of a type this bugbox does not know: %s", _shown(kind))
            return Newer(NEWER)
        message = _validated(raw)
        if isinstance(message, wire.Welcome):
            raise untrusted("a second welcome")
        if isinstance(message, wire.Created | wire.Joined | wire.Table | wire.Seats):
            self._own_code(message.code)
        elif isinstance(message, wire.Played | wire.Missed | wire.GameOver | wire.Closed):
            if message.code != self.code:
                raise untrusted(f"a {message.type} for another table")
        if isinstance(message, wire.Joined):
            if self.seat_count and message.seat >= self.seat_count:
                raise untrusted("joined a seat the table does not have")
            self._token = message.token
            self._joined.add(message.seat)
            self._presented.add(message.token)
        if isinstance(message, wire.Table):
            self._table(message)
        elif isinstance(message, wire.Seats):
            self._seats(message.seats)
        elif isinstance(message, wire.Played):
            return self._played(message)
        elif isinstance(message, wire.Missed):
            self._missed_actions(message)
        elif isinstance(message, wire.GameOver):
            self._game_over(message)
        elif isinstance(message, wire.Error | wire.Closed):
            # What the window reads of a reason is bugbox's own sentence, never the server's text.
            fallback = reasons.UNKNOWN_CLOSING if isinstance(message, wire.Closed) else reasons.UNKNOWN_REFUSAL
            own = wire.Reason.of(reasons.render(message.reason, fallback))
            return message.model_copy(update={"reason": own})
        return message

    def _own_code(self, code: str) -> None:
        if self.code is None:
            self.code = code
        elif code != self.code:
            raise untrusted(f"a message about another table, {code}")

    # the table and its seats -----------------------------------------------------------------
    def _table(self, table: wire.Table) -> None:
        spec = GAMES.get(table.game)
        if spec is None or spec.max_players < 2 or spec.ai_module is None:
            raise untrusted(f"a game this bugbox does not play at tables: {_shown(table.game)}", UNKNOWN_GAME)
        if self.spec is not None and spec is not self.spec:
            raise untrusted("the table's game changed")
        if not spec.min_players <= len(table.seats) <= spec.max_players:
            raise untrusted(f"{len(table.seats)} seats at a table of {spec.game_id}")
        if self.seat_count and len(table.seats) != self.seat_count:
            raise untrusted("the table's seat count changed")
        if set(table.options) - set(spec.default_options()):
            raise untrusted("options the game does not have")
        self.spec, self.seat_count = spec, len(table.seats)
        self.options = {**spec.default_options(), **table.options}
        self._seats(table.seats)
        if any(seat >= self.seat_count for seat in (*table.you, *self._joined)):
            raise untrusted("seats held here that the table does not have")
        if len(set(table.you)) > len(self._presented):
            raise untrusted(f"{len(set(table.you))} seats decided here for {len(self._presented)} tokens")
        if (table.state is None) != (table.status == "waiting"):
            raise untrusted(f"a {table.status} table with{'out' if table.state is None else ''} a state")
        if table.state is None:
            if table.actions:
                raise untrusted("actions at a table that has not started")
            self.total = 0
            return
        since = self._since
        if since is not None and since > table.actions:
            raise untrusted("fewer actions than this client has seen")
        state = self._state(table.state)
        rules = spec.rules()
        if table.deciding != rules.deciding_player(state):
            raise untrusted("the table names another seat's decision than its state")
        if (table.status == "over") != rules.is_over(state):
            raise untrusted("the table's status does not match its state")
        self._missed = (since, table.actions) if since is not None and since < table.actions else None
        self._replayed = self._history.get(since) if since is not None and self._missed is not None else None
        self._missed_end = state
        self._gap_open = False
        self._since = None
        self._believe(state, table.actions)
        table._state = state  # what the window shows is what was checked (one decode)

    def _seats(self, seats: list[wire.SeatInfo]) -> None:
        from .names import NameRefused, clean_name

        spec = self.spec
        if spec is None:
            raise untrusted("seats before the table")
        if len(seats) != self.seat_count:
            raise untrusted("another number of seats than the table has")
        colours = [seat.colour for seat in seats]
        if len(set(colours)) != len(colours) or not set(colours) <= set(spec.seat_colours):
            raise untrusted("seat colours the game does not have")
        for index, seat in enumerate(seats):
            if seat.seat != index:
                raise untrusted("seats out of their order")
            if (seat.player == "open") != (seat.name is None):
                raise untrusted("an open seat with a name, or a taken one without")
            if seat.name is not None:
                try:
                    if clean_name(seat.name) != seat.name:
                        raise untrusted("a name the server did not clean")
                except NameRefused:
                    raise untrusted("a name the name rule refuses") from None

    def _state(self, data: dict[str, Any]) -> Any:
        """The state in `data` if the game's rules accept it (the module docstring)."""
        spec = self.spec
        assert spec is not None
        _within_bounds(data, "the state")
        rules: Any = spec.rules()
        try:
            state = rules.State.model_validate(data)
        except ValidationError as error:
            raise untrusted(f"a state that is not the game's: {error.error_count()} errors") from None
        if getattr(state, "rng_state", 0) != 0:
            raise untrusted("a state that tells its random number generator")
        check = getattr(rules, "check_state", None)
        if check is None:
            raise untrusted(f"a state of {spec.game_id}, whose rules do not check states")
        try:
            check(state)
        except ValueError as error:
            raise untrusted(f"a state the rules never make: {str(error)[:120]}") from None
        fresh = self._fresh(rules)
        for name, value in fresh:
            if isinstance(value, tuple) and len(value) == self.seat_count and len(getattr(state, name)) != len(value):
                raise untrusted(f"a state whose {name} are not one per seat")
        for name in CONSERVED:
            count = getattr(rules, name, None)
            if count is not None and count(state) != count(fresh):
                raise untrusted(f"a state whose {name} are not those of the game")
        try:
            deciding = rules.deciding_player(state)
            over = rules.is_over(state)
            actions = rules.legal_actions(state)
            if deciding is not None and not 0 <= deciding < self.seat_count:
                raise untrusted("a state whose decision is no seat's")
            if not over and not actions:
                raise untrusted("a state in which nobody can do anything")
            for action in actions[:TRIED_ACTIONS]:
                rules.apply(state, action)
        except Untrusted:
            raise
        except Exception as error:  # noqa: BLE001 - whatever the rules make of a bad state
            raise untrusted(f"a state the rules cannot work with: {type(error).__name__}") from None
        return state

    def _fresh(self, rules: Any) -> Any:
        spec = self.spec
        assert spec is not None
        seats = tuple(Seat(name=f"P{i}", colour=spec.seat_colours[i]) for i in range(self.seat_count))
        return rules.public_state(rules.new_game(Setup(seats=seats, options=self.options), 0))

    # the moves ----------------------------------------------------------------------------------
    def _played(self, played: wire.Played) -> wire.Played | Gap | None:
        if self.state is None or self.spec is None:
            raise untrusted("a move before the game began")
        if played.index > self.total:
            if self._gap_open or self._since is not None:
                return None  # the rejoin or watch asked already brings this one too
            log.warning("actions %d to %d were lost on the way; asking for them", self.total, played.index - 1)
            self._gap_open = True
            return Gap(played.code, self.total, self._token)
        if played.index < self.total:
            raise untrusted(f"move {played.index} again, after move {self.total - 1}")
        action = self._action(played.action)
        events = self._events(played.events)
        state = self._state(played.state)
        self._step(self.state, played.seat, action, events, state)
        rules: Any = self.spec.rules()
        if played.deciding != rules.deciding_player(state) or (played.status == "over") != rules.is_over(state):
            raise untrusted("a move whose next decision does not match its state")
        self._believe(state, self.total + 1)
        played._action, played._events, played._state = action, events, state
        return played

    def _step(self, previous: Any, seat: int | None, action: Any, events: list[Any], told: Any = None) -> Any:
        """The public state after `action` of `seat` in `previous` with these `events`, when
        the rules give them (and `told`, the state the server sent, when it did): the same
        checks for a `played` and for each `missed` action."""
        assert self.spec is not None
        rules: Any = self.spec.rules()
        deciding = rules.deciding_player(previous)
        if seat is not None and seat != deciding:
            raise untrusted(f"a move of seat {seat} when it is seat {deciding}'s decision")
        try:
            after, own_events = rules.apply(previous, action)
        except Exception as error:  # noqa: BLE001 - IllegalAction, or a rules error on it
            raise untrusted(f"a move the rules refuse: {type(error).__name__}") from None
        if rules.reveals_chance(action):
            outcome = _chance_outcome(rules, previous, action, events)
            if outcome is None:
                raise untrusted("a roll or draw whose outcome the rules never give")
            after, own_events = outcome
        public = rules.public_state(after)
        if list(own_events) != events or (told is not None and public != told):
            raise untrusted("a move whose outcome is not the one the rules give")
        return public

    def _believe(self, state: Any, total: int) -> None:
        self.state, self.total = state, total
        self._history[total] = state
        while len(self._history) > KEPT_STATES:
            del self._history[min(self._history)]

    def _missed_actions(self, missed: wire.Missed) -> None:
        """Missed actions come only when asked for, each the next one, and each goes through
        the rules from the state this side believed at the rejoin's `since` (`_step`); the
        last must lead to the table's state. A connection that never saw that state (a
        bugbox started afresh) checks their shape: they only fill the game's log."""
        if self._missed is None:
            raise untrusted("missed actions nobody asked for")
        start, end = self._missed
        for step in missed.actions:
            if step.index != start or start >= end:
                raise untrusted(f"missed action {step.index} where {start} was due")
            if step.seat is not None and step.seat >= self.seat_count:
                raise untrusted("a missed action of a seat the table does not have")
            action = self._action(step.action)
            events = self._events(step.events)
            if self._replayed is not None:
                self._replayed = self._step(self._replayed, step.seat, action, events)
            step._action, step._events = action, events
            start += 1
        if start == end and self._replayed is not None and self._replayed != self._missed_end:
            raise untrusted("missed actions that do not lead to the table's state")
        self._missed = (start, end) if start < end else None

    def _action(self, data: dict[str, Any]) -> Any:
        assert self.spec is not None
        _within_bounds(data, "an action")
        try:
            return self.spec.rules().ACTION_ADAPTER.validate_python(data)
        except ValidationError:
            raise untrusted("an action the game does not have") from None

    def _events(self, events: list[dict[str, Any]]) -> list[Any]:
        assert self.spec is not None
        decoded = []
        for data in events:
            _within_bounds(data, "an event")
            try:
                event = wire.decode_event(self.spec.game_id, data)
            except (ValueError, ValidationError):
                raise untrusted(f"an event the game does not have: {_shown(data.get('type'))}") from None
            player = getattr(event, "player", None)
            if isinstance(player, int) and not 0 <= player < self.seat_count:
                raise untrusted("an event of a seat the table does not have")
            decoded.append(event)
        return decoded

    def _game_over(self, over: wire.GameOver) -> None:
        from ..core.errors import LoadError
        from ..core.saves import session_from_save

        spec = self.spec
        if spec is None or self.state is None:
            raise untrusted("the end of a game that never began")
        try:
            save, session = session_from_save(over.save)
        except (LoadError, ValueError, TypeError, RecursionError):
            raise untrusted("a save that does not replay", BAD_SAVE) from None
        rules: Any = spec.rules()
        if save.game != spec.game_id or len(session.actions) != self.total:
            raise untrusted("a save of another game", BAD_SAVE)
        if rules.public_state(session.state) != self.state:
            raise untrusted("a save that does not end where the game did", BAD_SAVE)


# --- inside --------------------------------------------------------------------------------


def _chance_outcome(rules: Any, previous: Any, action: Any, events: list[Any]) -> tuple[Any, list[Any]] | None:
    """What the rules' `chance_outcome` gives when chance falls as the events tell (a die of 9
    falls nowhere: None); the caller compares it with what the server sent."""
    outcome_of = getattr(rules, "chance_outcome", None)
    if outcome_of is None:
        return None
    try:
        outcome = outcome_of(previous, action, events)
    except Exception:  # noqa: BLE001 - refused already, on the state as it is
        return None
    return typing.cast(tuple[Any, list[Any]] | None, outcome)


def _parsed(raw: str | bytes) -> dict[str, Any]:
    if not isinstance(raw, str):
        raise untrusted("a binary frame")
    try:
        data = loads(raw)
    except (ValueError, RecursionError):
        raise untrusted("a frame that is no JSON of bugbox's shape") from None
    if not isinstance(data, dict):
        raise untrusted("a frame that is no JSON object")
    return data


def _validated(raw: str | bytes) -> BaseModel:
    try:
        return typing.cast(BaseModel, wire.SERVER_ADAPTER.validate_json(raw))
    except ValidationError as error:
        errors = error.errors()
        where = ".".join(str(part) for part in errors[0]["loc"])[:80] if errors else ""
        kind = errors[0]["type"] if errors else "?"
        raise untrusted(f"a message that is not of the protocol ({where}: {kind})") from None


def _within_bounds(data: Any, what: str) -> None:
    """No number beyond `MAX_NUMBER`, list beyond `MAX_ITEMS`, text beyond `MAX_TEXT` or
    holding what plain text cannot show, and at most `MAX_VALUES` values `MAX_NESTING` deep."""
    import unicodedata

    from .names import REFUSED_CATEGORIES

    stack: list[tuple[Any, int]] = [(data, 0)]
    values = 0
    while stack:
        value, depth = stack.pop()
        values += 1
        if values > MAX_VALUES or depth > MAX_NESTING:
            raise untrusted(f"{what} too large")
        if isinstance(value, bool) or value is None:
            continue
        if isinstance(value, int):
            if abs(value) > MAX_NUMBER:
                raise untrusted(f"{what} holding the number {str(value)[:12]}")
        elif isinstance(value, float):
            if not abs(value) <= MAX_NUMBER:
                raise untrusted(f"{what} holding a number out of bounds")
        elif isinstance(value, str):
            if len(value) > MAX_TEXT or any(unicodedata.category(char) in REFUSED_CATEGORIES for char in value):
                raise untrusted(f"{what} holding text that is too long or not plain")
        elif isinstance(value, list):
            if len(value) > MAX_ITEMS:
                raise untrusted(f"{what} holding a list of {len(value)}")
            stack.extend((item, depth + 1) for item in value)
        elif isinstance(value, dict):
            if len(value) > MAX_ITEMS:
                raise untrusted(f"{what} holding an object of {len(value)}")
            for key, item in value.items():
                if len(key) > MAX_TEXT:
                    raise untrusted(f"{what} holding a long key")
                stack.append((item, depth + 1))


def _shown(value: Any) -> str:
    """A value from the network as the log may hold it: short, on one line."""
    return json.dumps(value, ensure_ascii=True)[:60] if isinstance(value, str) else type(value).__name__
