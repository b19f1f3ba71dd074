"""What happens in a game of Verflixxt! kompakt, for the view to animate and the log to tell.

`apply` returns these in the order they happened; the view plays them one by one and then
re-syncs from the new state. Each event carries the seat number (for colours and positions)
and the player's name (so that `narrate` can tell it without the state). Tiles and pieces are
named by their stable ids (see `tiles.py` and `course.py`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg, translate
from .tiles import FINISH, TILE, Kind

CTX = "Verflixxt"


@dataclass(frozen=True)
class DieRolled:
    player: int
    name: str
    value: int


@dataclass(frozen=True)
class PieceMoved:
    """A pawn, guard or the Wurminator went from `start` over `path` (the tiles it entered, in
    order; the last one is `end`). Gaps never appear in `path`: they are not tiles."""

    player: int
    name: str
    piece: str
    start: int
    path: tuple[int, ...]
    end: int


@dataclass(frozen=True)
class TileTaken:
    """A pawn left a tile no other piece stood on: its owner takes the tile."""

    tile: int
    player: int
    name: str


@dataclass(frozen=True)
class PenaltyTileGiven:
    """The Wurminator caught one of the player's pawns: he takes this minus tile from the course."""

    tile: int
    player: int
    name: str


@dataclass(frozen=True)
class MinusTileReturned:
    """Caught by the Wurminator with no free minus tile left in the course, the player put his
    own lowest minus tile back into the course, directly before the finish."""

    tile: int
    player: int
    name: str


@dataclass(frozen=True)
class NothingToReturn:
    """Caught by the Wurminator, but no free minus tile is left and the player owns none."""

    player: int
    name: str


@dataclass(frozen=True)
class WurminatorLeft:
    """The player could have moved the Wurminator and chose not to."""

    player: int
    name: str


@dataclass(frozen=True)
class WurminatorBackToStart:
    """The Wurminator reached the finish and was put back on the start at once."""


@dataclass(frozen=True)
class PlayerFinished:
    """The player's last pawn reached the finish; from now on his turns are skipped."""

    player: int
    name: str


@dataclass(frozen=True)
class TurnPassed:
    player: int
    name: str


@dataclass(frozen=True)
class TurnSkipped:
    player: int
    name: str


@dataclass(frozen=True)
class GameOver:
    """Every pawn is on the finish. `totals` per seat; `winners` are all seats with the best
    total (ties are shared wins); `winner_names` in seat order."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]
    winner_names: tuple[str, ...]


Event = (
    DieRolled
    | PieceMoved
    | TileTaken
    | PenaltyTileGiven
    | MinusTileReturned
    | NothingToReturn
    | WurminatorLeft
    | WurminatorBackToStart
    | PlayerFinished
    | TurnPassed
    | TurnSkipped
    | GameOver
)


#: Every sentence of the log but the counted ones (see `_move_sentence`), for translators in one place.
SENTENCES = {
    "rolled": QT_TRANSLATE_NOOP("Verflixxt", "{name} rolls a {value}."),
    "pawn home": QT_TRANSLATE_NOOP("Verflixxt", "{name} moves a pawn onto the finish."),
    "guard home": QT_TRANSLATE_NOOP("Verflixxt", "{name} moves a guard onto the finish."),
    "luck": QT_TRANSLATE_NOOP("Verflixxt", "{name} takes a Good Luck tile."),
    "plus": QT_TRANSLATE_NOOP("Verflixxt", "{name} takes the plus tile {value}."),
    "minus": QT_TRANSLATE_NOOP("Verflixxt", "{name} has to take the minus tile {value}."),
    "penalty": QT_TRANSLATE_NOOP("Verflixxt", "The Wurminator gets {name}: minus tile {value}."),
    "returned": QT_TRANSLATE_NOOP("Verflixxt", "No minus tile left: {name} puts the {value} back before the finish."),
    "nothing": QT_TRANSLATE_NOOP("Verflixxt", "The Wurminator gets {name}, who has no minus tile to give."),
    "left": QT_TRANSLATE_NOOP("Verflixxt", "{name} leaves the Wurminator where it is."),
    "back": QT_TRANSLATE_NOOP("Verflixxt", "The Wurminator reaches the finish and goes back to the start."),
    "finished": QT_TRANSLATE_NOOP("Verflixxt", "All of {name}'s pawns are on the finish."),
    "turn": QT_TRANSLATE_NOOP("Verflixxt", "It is {name}'s turn."),
    "skipped": QT_TRANSLATE_NOOP("Verflixxt", "{name} is already home and sits this turn out."),
    "winner": QT_TRANSLATE_NOOP("Verflixxt", "Game over: {name} wins with a score of {points}."),
    "winners": QT_TRANSLATE_NOOP("Verflixxt", "Game over: {names} share the win with a score of {points}."),
}


def _say(key: str, **args: Any) -> Message:
    return msg(CTX, SENTENCES[key], **args)


def _tile_sentence(event: TileTaken | PenaltyTileGiven | MinusTileReturned) -> Message:
    tile = TILE[event.tile]
    if isinstance(event, PenaltyTileGiven):
        return _say("penalty", name=event.name, value=tile.label)
    if isinstance(event, MinusTileReturned):
        return _say("returned", name=event.name, value=tile.label)
    if tile.kind is Kind.LUCK:
        return _say("luck", name=event.name)
    return _say("plus" if tile.kind is Kind.PLUS else "minus", name=event.name, value=tile.label)


def _move_sentence(event: PieceMoved) -> Message:
    steps, name = len(event.path), event.name
    if event.piece.startswith("pawn"):
        if event.end == FINISH:
            return _say("pawn home", name=name)
        text = translate("Verflixxt", "{name} moves a pawn %n tile(s) forward.", None, steps)
    elif event.piece.startswith("guard"):
        if event.end == FINISH:
            return _say("guard home", name=name)
        text = translate("Verflixxt", "{name} moves a guard %n tile(s) forward.", None, steps)
    else:
        text = translate("Verflixxt", "{name} moves the Wurminator %n tile(s) forward.", None, steps)
    return msg(CTX, text, steps, name=name)


def narrate(event: Event) -> Message:
    """One sentence for the game log (context "Verflixxt"), translated by the view."""
    if isinstance(event, DieRolled):
        return _say("rolled", name=event.name, value=event.value)
    if isinstance(event, PieceMoved):
        return _move_sentence(event)
    if isinstance(event, TileTaken | PenaltyTileGiven | MinusTileReturned):
        return _tile_sentence(event)
    if isinstance(event, WurminatorBackToStart):
        return _say("back")
    if isinstance(event, GameOver):
        best = event.totals[event.winners[0]]
        if len(event.winners) == 1:
            return _say("winner", name=event.winner_names[0], points=best)
        return _say("winners", names=", ".join(event.winner_names), points=best)
    key = {
        NothingToReturn: "nothing",
        WurminatorLeft: "left",
        PlayerFinished: "finished",
        TurnPassed: "turn",
        TurnSkipped: "skipped",
    }[type(event)]
    return _say(key, name=event.name)
