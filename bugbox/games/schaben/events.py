"""What happens in Schaben jagen, as events for the view to animate and the log to tell.

`rules.apply` returns these after each card, in the order they happened: the card's own
effect (he walks, turns, or a box comes or goes), then squashed and vacuumed cockroaches,
the cockroaches' move, and those vacuumed after it; last, solved or failed. The view plays
them one after the other and then re-syncs from the new state. Squares are names ("C5"),
facings letters ("N"), cockroaches their number in the task.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg, translate

CTX = "Schaben"


@dataclass(frozen=True)
class ExterminatorMoved:
    """He walked `path` (start and every square to the end); one square: the zero-square play."""

    card: str
    path: tuple[str, ...]


@dataclass(frozen=True)
class ExterminatorTurned:
    card: str
    from_facing: str
    to_facing: str


@dataclass(frozen=True)
class BoxPlaced:
    square: str


@dataclass(frozen=True)
class BoxRemoved:
    square: str


@dataclass(frozen=True)
class CockroachSquashed:
    cockroach: int
    square: str


@dataclass(frozen=True)
class CockroachVacuumed:
    """Caught by the vacuum; `phase` "before" or "after" the cockroaches moved. `line_of_sight`
    lists the squares the vacuum covered, nearest first, for the view to flash."""

    cockroach: int
    square: str
    phase: str
    line_of_sight: tuple[str, ...]


@dataclass(frozen=True)
class CockroachMove:
    """One cockroach's move: a step (squares differ) or a half turn (facings differ)."""

    cockroach: int
    from_square: str
    to_square: str
    from_facing: str
    to_facing: str

    @property
    def stepped(self) -> bool:
        return self.from_square != self.to_square


@dataclass(frozen=True)
class CockroachesMoved:
    moves: tuple[CockroachMove, ...]


@dataclass(frozen=True)
class TaskSolved:
    cards_left: int


@dataclass(frozen=True)
class TaskFailed:
    cockroaches_left: int
    target: str | None


Event = (
    ExterminatorMoved
    | ExterminatorTurned
    | BoxPlaced
    | BoxRemoved
    | CockroachSquashed
    | CockroachVacuumed
    | CockroachesMoved
    | TaskSolved
    | TaskFailed
)


# --- The game log ---------------------------------------------------------------------------

_TURNED_TO = {
    "N": QT_TRANSLATE_NOOP("Schaben", "The exterminator turns and now looks north."),
    "E": QT_TRANSLATE_NOOP("Schaben", "The exterminator turns and now looks east."),
    "S": QT_TRANSLATE_NOOP("Schaben", "The exterminator turns and now looks south."),
    "W": QT_TRANSLATE_NOOP("Schaben", "The exterminator turns and now looks west."),
}


def _which_moved(moves: tuple[CockroachMove, ...]) -> Message:
    """Which cockroach did what ("B3 to B4; the one on D2 turns around"): a sighted player sees
    each one move, a blind one heard only how many (issue 47)."""
    told = [
        msg(CTX, QT_TRANSLATE_NOOP("Schaben", "{start} to {end}"), start=m.from_square, end=m.to_square)
        if m.stepped
        else msg(CTX, QT_TRANSLATE_NOOP("Schaben", "the one on {square} turns around"), square=m.from_square)
        for m in moves
    ]
    chain = told[0]
    for more in told[1:]:
        chain = msg(CTX, QT_TRANSLATE_NOOP("Schaben", "{a}; {b}"), a=chain, b=more)
    return chain


def narrate(event: object) -> Message:
    """One game-log sentence for an event."""
    if isinstance(event, ExterminatorMoved):
        if len(event.path) == 1:
            return msg(
                CTX,
                QT_TRANSLATE_NOOP("Schaben", "The way is blocked: the exterminator stays on {square}."),
                square=event.path[0],
            )
        return msg(
            CTX,
            QT_TRANSLATE_NOOP("Schaben", "The exterminator walks from {start} to {end}."),
            start=event.path[0],
            end=event.path[-1],
        )
    if isinstance(event, ExterminatorTurned):
        return msg(CTX, _TURNED_TO[event.to_facing])
    if isinstance(event, BoxPlaced):
        return msg(CTX, QT_TRANSLATE_NOOP("Schaben", "A box is placed on {square}."), square=event.square)
    if isinstance(event, BoxRemoved):
        return msg(CTX, QT_TRANSLATE_NOOP("Schaben", "The box on {square} is removed."), square=event.square)
    if isinstance(event, CockroachSquashed):
        return msg(
            CTX, QT_TRANSLATE_NOOP("Schaben", "Squashed! The cockroach on {square} is caught."), square=event.square
        )
    if isinstance(event, CockroachVacuumed):
        if event.phase == "after":
            return msg(
                CTX,
                QT_TRANSLATE_NOOP("Schaben", "The cockroach that walked onto {square} is vacuumed up."),
                square=event.square,
            )
        return msg(CTX, QT_TRANSLATE_NOOP("Schaben", "The cockroach on {square} is vacuumed up."), square=event.square)
    if isinstance(event, CockroachesMoved):
        # Each count in its own plural message; a count of zero is left out ("2 cockroaches
        # step forward", not "... 0 turn around").
        stepped = sum(1 for m in event.moves if m.stepped)
        turned = len(event.moves) - stepped
        parts = []
        if stepped:
            parts.append(msg(CTX, translate("Schaben", "%n cockroach(es) step(s) forward", None, stepped), n=stepped))
        if turned:
            parts.append(msg(CTX, translate("Schaben", "%n cockroach(es) turn(s) around", None, turned), n=turned))
        which = _which_moved(event.moves)
        if len(parts) == 2:
            return msg(
                CTX,
                QT_TRANSLATE_NOOP("Schaben", "The cockroaches move: {steps} and {turns} ({which})."),
                steps=parts[0],
                turns=parts[1],
                which=which,
            )
        return msg(
            CTX, QT_TRANSLATE_NOOP("Schaben", "The cockroaches move: {moves} ({which})."), moves=parts[0], which=which
        )
    if isinstance(event, TaskSolved):
        return msg(CTX, QT_TRANSLATE_NOOP("Schaben", "Task solved!"))
    if isinstance(event, TaskFailed):
        if event.target is not None:
            return msg(
                CTX,
                QT_TRANSLATE_NOOP("Schaben", "All cards are played, but the exterminator did not reach {square}."),
                square=event.target,
            )
        n = event.cockroaches_left
        return msg(CTX, translate("Schaben", "All cards are played and %n cockroach(es) got away.", None, n), n=n)
    raise TypeError(f"not a Schaben jagen event: {event!r}")


# --- Words and sentences for the view ------------------------------------------------------------

#: The card kinds as the player reads them (translate with context "Schaben").
CARD_TITLES: dict[str, str] = {
    "forward": QT_TRANSLATE_NOOP("Schaben", "Forward"),
    "backward": QT_TRANSLATE_NOOP("Schaben", "Backward"),
    "left": QT_TRANSLATE_NOOP("Schaben", "Left"),
    "right": QT_TRANSLATE_NOOP("Schaben", "Right"),
    "turn_left": QT_TRANSLATE_NOOP("Schaben", "Turn left"),
    "turn_right": QT_TRANSLATE_NOOP("Schaben", "Turn right"),
    "turn_around": QT_TRANSLATE_NOOP("Schaben", "Turn around"),
    "box": QT_TRANSLATE_NOOP("Schaben", "Box"),
}

#: The difficulty levels as printed on the task cards.
DIFFICULTY_TITLES: dict[str, str] = {
    "easy": QT_TRANSLATE_NOOP("Schaben", "Easy"),
    "medium": QT_TRANSLATE_NOOP("Schaben", "Medium"),
    "hard": QT_TRANSLATE_NOOP("Schaben", "Difficult"),
}

# One sentence per card kind, so that no card name has to be pasted into a sentence.
_WALK = {
    "forward": QT_TRANSLATE_NOOP("Schaben", "Play “Forward” and walk to {square}."),
    "backward": QT_TRANSLATE_NOOP("Schaben", "Play “Backward” and walk to {square}."),
    "left": QT_TRANSLATE_NOOP("Schaben", "Play “Left” and walk to {square}."),
    "right": QT_TRANSLATE_NOOP("Schaben", "Play “Right” and walk to {square}."),
}
_STAY = {
    "forward": QT_TRANSLATE_NOOP("Schaben", "Play “Forward” and stay on {square}: the way is blocked."),
    "backward": QT_TRANSLATE_NOOP("Schaben", "Play “Backward” and stay on {square}: the way is blocked."),
    "left": QT_TRANSLATE_NOOP("Schaben", "Play “Left” and stay on {square}: the way is blocked."),
    "right": QT_TRANSLATE_NOOP("Schaben", "Play “Right” and stay on {square}: the way is blocked."),
}
_TURN = {
    "turn_left": QT_TRANSLATE_NOOP("Schaben", "Play “Turn left”."),
    "turn_right": QT_TRANSLATE_NOOP("Schaben", "Play “Turn right”."),
    "turn_around": QT_TRANSLATE_NOOP("Schaben", "Play “Turn around”."),
}


def describe_step(
    card: str, to: str | None = None, place: str | None = None, remove: str | None = None, here: str | None = None
) -> Message:
    """A hint or a step of the shown solution as one sentence. `here` is where he stands, so
    that the zero-square play reads as staying put. (Takes a `PlayCard`'s fields:
    `describe_step(**step.model_dump(exclude={"kind"}), here=state.exterminator)`.)"""
    if card in _WALK:
        text = _STAY[card] if to == here else _WALK[card]
        return msg(CTX, text, square=to)
    if card in _TURN:
        return msg(CTX, _TURN[card])
    if place is not None:
        return msg(CTX, QT_TRANSLATE_NOOP("Schaben", "Play “Box” and put a box on {square}."), square=place)
    return msg(CTX, QT_TRANSLATE_NOOP("Schaben", "Play “Box” and take away the box on {square}."), square=remove)


def no_solution() -> Message:
    """What a hint says when the solver proves the position lost."""
    return msg(
        CTX,
        QT_TRANSLATE_NOOP(
            "Schaben", "From here the task cannot be solved any more: take back a card or start the task again."
        ),
    )
