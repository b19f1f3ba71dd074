"""What happens at a game of Voll verasselt, for the table to animate and the log to tell.

`rules.apply` returns these in the order they happened; the view plays them one by one and
then re-syncs from the new state. Each event carries the seat number (for positions and
colours) and the player's name (so that `narrate` can tell it without the state). Cards are
`Cards` counts per colour; draws from the pile are tuples of colour names in drawing order,
because the table shows them arriving one at a time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg, translate
from .cards import Cards

CTX = "Verasselt"


@dataclass(frozen=True)
class TurnStarted:
    player: int
    name: str
    turn: int


@dataclass(frozen=True)
class GroupChosen:
    """The group the player rolls for this turn: the hub, or `owner`'s catch left on the table."""

    player: int
    name: str
    group: str  # "hub" | "catch"
    owner: int | None = None
    owner_name: str = ""


@dataclass(frozen=True)
class CatchReceived:
    """A catch (or what is left of it) goes back to its owner, who must pile it up."""

    player: int
    name: str
    cards: Cards


@dataclass(frozen=True)
class CatchPiledUp:
    player: int
    name: str
    front_yard: Cards
    heap: Cards


@dataclass(frozen=True)
class HubReplenished:
    """Cards drawn into the hub, in drawing order: the first `for_bars` for the double bars on
    the dice, the rest to top the hub up to eight."""

    drawn: tuple[str, ...]
    for_bars: int


@dataclass(frozen=True)
class CardsBoosted:
    """Cards moved from the player's front yard into the group (`group` as in `GroupChosen`)."""

    player: int
    name: str
    cards: Cards
    group: str


@dataclass(frozen=True)
class DiceRolled:
    """`rolled` are the indexes (0-6) of the dice thrown; `faces` are all seven faces after."""

    player: int
    name: str
    rolled: tuple[int, ...]
    faces: tuple[str, ...]


@dataclass(frozen=True)
class CardsCaught:
    """Cards moved from the group into the player's catch after a clean roll."""

    player: int
    name: str
    cards: Cards


@dataclass(frozen=True)
class Bust:
    """Bugged up: `colours` showed more dice than the group had cards; the catch of the turn
    (`returned`) went back into the group; `consolation` were drawn into the front yard."""

    player: int
    name: str
    colours: tuple[str, ...]
    returned: Cards
    group: str
    consolation: tuple[str, ...]


@dataclass(frozen=True)
class Stopped:
    """The player stopped; his catch stays on the table for the next player."""

    player: int
    name: str
    catch: Cards


@dataclass(frozen=True)
class HubRefilled:
    """The end of the game was averted: the player moved these cards from his front yard into
    the hub (rule 10)."""

    player: int
    name: str
    cards: Cards


@dataclass(frozen=True)
class GameOver:
    """Final standing per seat: `places` 1 = winner (ties share a place)."""

    names: tuple[str, ...]
    heaps: tuple[int, ...]
    front_yards: tuple[int, ...]
    places: tuple[int, ...]
    winners: tuple[int, ...]


Event = (
    TurnStarted
    | GroupChosen
    | CatchReceived
    | CatchPiledUp
    | HubReplenished
    | CardsBoosted
    | DiceRolled
    | CardsCaught
    | Bust
    | Stopped
    | HubRefilled
    | GameOver
)


def colour_name(colour: str) -> Message:
    """The bug of a colour, named so that colour is never the only cue."""
    names = {
        "red": QT_TRANSLATE_NOOP("Verasselt", "rattle bugs (red)"),
        "yellow": QT_TRANSLATE_NOOP("Verasselt", "chatter bugs (yellow)"),
        "green": QT_TRANSLATE_NOOP("Verasselt", "barrel bugs (green)"),
        "blue": QT_TRANSLATE_NOOP("Verasselt", "water bugs (blue)"),
    }
    return msg(CTX, names[colour])


def _faces_shown(faces: list[str]) -> Message | str:
    """What the dice rolled show, counted per face in the colours' order ("2× rattle bugs
    (red), 1× water bugs (blue) and 1× double bars"): a blind player hears the colours a
    sighted one sees on the dice."""
    order = ["red", "yellow", "green", "blue", "bars"]
    counted = [(face, faces.count(face)) for face in order if face in faces]
    parts: list[Message | str] = [
        msg(
            CTX,
            QT_TRANSLATE_NOOP("Verasselt", "{count}× {face}"),
            count=n,
            face=msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "double bars")) if face == "bars" else colour_name(face),
        )
        for face, n in counted
    ]
    return listing(parts)


def listing(items: list[Message | str]) -> Message | str:
    """One to five items as one translatable phrase ("A and B", "A, B and C" ...)."""
    args: dict[str, Any] = {key: item for key, item in zip("abcde", items, strict=False)}
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "{a} and {b}"), **args)
    if len(items) == 3:
        return msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "{a}, {b} and {c}"), **args)
    if len(items) == 4:
        return msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "{a}, {b}, {c} and {d}"), **args)
    return msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "{a}, {b}, {c}, {d} and {e}"), **args)


def _bust(name: str, colours: tuple[str, ...], returned: bool, n: int) -> Message:
    """Bugged up: what goes back and what comes to the front yard, said only when something
    does (no "0 consolation bugs go to the front yard" when the pile or the yard is full, no
    "the catch goes back" on a turn's first roll)."""
    args: dict[str, Any] = {"name": name, "colours": listing([colour_name(c) for c in colours])}
    if returned and n:
        text = translate(
            "Verasselt",
            "{name} is bugged up: more dice than cards for {colours}! "
            "The catch goes back, and %n consolation bug(s) go to the front yard.",
            None,
            n,
        )
    elif n:
        text = translate(
            "Verasselt",
            "{name} is bugged up: more dice than cards for {colours}! %n consolation bug(s) go to the front yard.",
            None,
            n,
        )
    elif returned:
        text = QT_TRANSLATE_NOOP(
            "Verasselt", "{name} is bugged up: more dice than cards for {colours}! The catch goes back."
        )
    else:
        text = QT_TRANSLATE_NOOP("Verasselt", "{name} is bugged up: more dice than cards for {colours}!")
    return msg(CTX, text, n=n or -1, **args)


def narrate(event: Event) -> Message:
    """One sentence for the game log. Nested messages in the arguments (colour names, lists)
    are translated too by the view's `tr_message`."""
    match event:
        case TurnStarted(name=name):
            return msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "It is {name}'s turn."), name=name)
        case GroupChosen(name=name, group="hub"):
            return msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "{name} rolls for the bug hub."), name=name)
        case GroupChosen(name=name, owner_name=owner):
            return msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "{name} rolls for {owner}'s catch."), name=name, owner=owner)
        case CatchReceived(name=name, cards=cards):
            n = cards.total
            return msg(
                CTX, translate("Verasselt", "{name} receives %n bug(s) from the catch.", None, n), n=n, name=name
            )
        case CatchPiledUp(name=name, front_yard=front, heap=heap):
            return msg(
                CTX,
                QT_TRANSLATE_NOOP("Verasselt", "{name} piles up: {heap} onto the heap, {front} into the front yard."),
                name=name,
                heap=heap.total,
                front=front.total,
            )
        case HubReplenished(drawn=drawn):
            n = len(drawn)
            return msg(CTX, translate("Verasselt", "%n new bug(s) from the pile join the bug hub.", None, n), n=n)
        case CardsBoosted(name=name, cards=cards):
            n = cards.total
            return msg(
                CTX,
                translate("Verasselt", "{name} boosts the group with %n bug(s) from the front yard.", None, n),
                n=n,
                name=name,
            )
        case DiceRolled(name=name, rolled=rolled, faces=faces):
            return msg(
                CTX,
                QT_TRANSLATE_NOOP("Verasselt", "{name} rolls {count} dice: {faces}."),
                name=name,
                count=len(rolled),
                faces=_faces_shown([faces[die] for die in rolled]),
            )
        case CardsCaught(name=name, cards=cards):
            n = cards.total
            return msg(CTX, translate("Verasselt", "{name} catches %n bug(s).", None, n), n=n, name=name)
        case Bust(name=name, colours=colours, returned=returned, consolation=consolation):
            return _bust(name, colours, returned.total > 0, len(consolation))
        case Stopped(name=name, catch=catch):
            n = catch.total
            return msg(
                CTX, translate("Verasselt", "{name} stops and leaves a catch of %n bug(s).", None, n), n=n, name=name
            )
        case HubRefilled(name=name, cards=cards):
            n = cards.total
            return msg(
                CTX,
                translate("Verasselt", "{name} refills the bug hub with %n bug(s) from the front yard.", None, n),
                n=n,
                name=name,
            )
        case GameOver(names=names, heaps=heaps, winners=winners):
            n = heaps[winners[0]]
            if len(winners) == 1:
                return msg(
                    CTX,
                    translate("Verasselt", "{name} wins with %n bug(s) on the heap!", None, n),
                    n=n,
                    name=names[winners[0]],
                )
            return msg(
                CTX,
                translate("Verasselt", "{names} share the win with %n bug(s) on the heap each!", None, n),
                n=n,
                names=listing([names[seat] for seat in winners]),
            )
    raise TypeError(f"not a Voll verasselt event: {event!r}")
