"""Voll verasselt: the rules (docs/rules-decisions.md §1, which wins over the rulebooks).

The table: a draw pile, the bug hub (four colour rows), seven bug dice, and per player a front
yard (face up, at most six cards) and a heap (face down: the score). On the table there may
also lie the previous player's catch, and the active player's catch of this turn.

1. Setup: every player gets one card of each colour in his front yard; the hub gets ten cards
   from the shuffled pile; all dice show double bars. The start player comes from the setup,
   or from the seeded rng when it says "random".
2. A turn starts with the group. If the previous player left a catch, the active player
   chooses (`ChooseGroup`) the hub or that catch; otherwise the group is the hub. Choosing the
   hub gives the previous player his whole catch (he piles it up), then replenishes the hub:
   two cards per die showing double bars (one in the variant `one_card_per_bars`), then up to
   eight cards; never before the very first turn, and nothing from an empty pile.
3. The dice keep their faces from roll to roll, across turns too.
4. Before each roll the player may `Boost` the group with cards from his front yard.
5. `Roll` at least four of the seven dice. The first roll of a turn is compulsory; after a
   clean roll the player may `Stop`.
6. All seven dice count: a colour showing on more dice than the group has cards of it
   (cards already caught this turn no longer count) is a bust.
7. A clean roll moves one card of the group into the player's catch per die showing a colour.
8. A bust ends the turn: the catch goes back into the group, the player draws two consolation
   cards into his front yard (never beyond six there), and when the group was the previous
   player's catch, that player receives all of it. A bust leaves no catch behind.
9. A stop leaves the catch on the table for the next player; when the group was the previous
   player's catch, its owner receives what is left of it. Whoever receives cards piles them
   up (`PileUp`): any of them to his front yard (up to six there), the rest to his heap. This
   is his own decision, even out of turn: `deciding_player` names him.
10. A hub turn whose hub, after replenishment, holds fewer than eight cards with the pile empty
    ends the game, unless the active player's front yard can bring the hub to eight: then he
    must (`RefillHub`) and the game goes on. A catch not yet piled up goes to its owner's heap.
11. Most cards on the heap wins; a tie goes to fewer cards in the front yard; still tied, the
    win is shared.
12. Cards are only ever moved, never made or lost: 88 in all, 22 of each colour.

Decisions where the rulebooks are silent (also in docs/rules-decisions.md) (each covered by a test):
- The pile is kept as counts per colour, not as an order: each draw picks a card at random
  from what is left (with the state's rng). That is exactly a shuffled pile, and a state
  never tells a computer player what comes next.
- A catch with no cards (every die showed double bars) is no catch: the next player rolls for
  the hub and nobody receives anything.
- Boosting prepares a roll: after a boost the player must roll; he can no longer stop.
- Cards boosted into the previous player's catch become part of that group: after a bust or a
  stop they go to that player with the rest of it ("all of it", "what is left of it").
- Piling up after a hub choice is asked once the hub is replenished, so that when the game
  ends right there the catch goes straight to the heap (rule 10). The two steps touch
  different cards, so the order changes nothing else.
- A plundered player piles up at once, at the end of the plunderer's turn; the plunderer's
  own catch waits on the table for the next player. So at most one receipt is ever pending.
- A decision with a single possible outcome is not asked: piling up into a full front yard,
  or a forced refill where every choice gives the hub the same cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextvars import ContextVar
from itertools import combinations
from typing import Annotated, Any, Literal, NoReturn

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator

from ...core.errors import IllegalAction, LoadError
from ...core.files import shown
from ...core.i18n import QT_TRANSLATE_NOOP, msg, translate
from ...core.players import Setup
from ...core.rng import Rng, seed_state
from . import events as ev
from .cards import BARS, CARDS_PER_COLOUR, COLOURS, DICE, FACES, MIN_DICE_ROLLED, NO_CARDS, Cards, Face

GAME_ID = "verasselt"
CTX = "Verasselt"
#: The rule options of the new-game dialog and their defaults.
OPTIONS: dict[str, bool] = {"one_card_per_bars": False}
MIN_PLAYERS, MAX_PLAYERS = 2, 5
HUB_AT_START = 10
HUB_MIN = 8
FRONT_YARD_MAX = 6
CONSOLATION = 2

Phase = Literal["choose_group", "boost_or_roll", "decide", "pile_up", "forced_refill", "game_over"]
Group = Literal["hub", "catch"]


class Catch(BaseModel):
    """A catch lying on the table, and whose it is."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    owner: int
    cards: Cards


class Receipt(BaseModel):
    """Cards a player has received and still has to pile up (rule 9)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    player: int
    cards: Cards


class State(BaseModel):
    """Everything on the table, plus whose decision is next (`phase`, `deciding_player`).

    `group` is the group of the running turn ("catch" means `previous_catch`), None until it is
    chosen. `catch` is the active player's catch of this turn. `turn` counts turns from 1.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    names: tuple[str, ...]
    one_card_per_bars: bool = False
    rng_state: int
    turn: int = 1
    active: int = 0
    phase: Phase = "boost_or_roll"
    group: Group | None = None
    pile: Cards
    hub: Cards
    front_yards: tuple[Cards, ...]
    heaps: tuple[Cards, ...]
    dice: tuple[Face, ...] = (BARS,) * DICE
    previous_catch: Catch | None = None
    catch: Cards = NO_CARDS
    receipt: Receipt | None = None


# --- actions ---------------------------------------------------------------------------------


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ChooseGroup(_Action):
    kind: Literal["choose_group"] = "choose_group"
    group: Group


class Boost(_Action):
    kind: Literal["boost"] = "boost"
    cards: Cards


class Roll(_Action):
    """Roll the dice with these indexes (0-6); the order does not matter."""

    kind: Literal["roll"] = "roll"
    dice: tuple[int, ...]

    @field_validator("dice")
    @classmethod
    def _sorted(cls, dice: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted(dice))


class Stop(_Action):
    kind: Literal["stop"] = "stop"


class PileUp(_Action):
    """How many cards of each colour go to the front yard; the rest go to the heap.
    `PileUp()` is "all to heap"."""

    kind: Literal["pile_up"] = "pile_up"
    front_yard: Cards = NO_CARDS


class RefillHub(_Action):
    """The cards moved from the front yard into the hub to keep the game going (rule 10)."""

    kind: Literal["refill_hub"] = "refill_hub"
    cards: Cards


Action = Annotated[ChooseGroup | Boost | Roll | Stop | PileUp | RefillHub, Field(discriminator="kind")]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


def _refuse(text: str, **args: Any) -> NoReturn:
    raise IllegalAction(msg(CTX, text, **args))


# --- reading the table -----------------------------------------------------------------------


def group_cards(state: State) -> Cards:
    """The cards of the group the active player rolls for (the hub before a choice)."""
    if state.group == "catch" and state.previous_catch is not None:
        return state.previous_catch.cards
    return state.hub


def all_cards(state: State) -> Cards:
    """Every card in every zone; rule 12 says this is always 22 of each colour."""
    total = state.pile + state.hub + state.catch
    for cards in (*state.front_yards, *state.heaps):
        total = total + cards
    if state.previous_catch is not None:
        total = total + state.previous_catch.cards
    if state.receipt is not None:
        total = total + state.receipt.cards
    return total


def places(state: State) -> tuple[int, ...]:
    """Place per seat (1 = best): most cards on the heap, then fewest in the front yard."""
    keys = [(-heap.total, yard.total) for heap, yard in zip(state.heaps, state.front_yards, strict=True)]
    return tuple(1 + sum(other < key for other in keys) for key in keys)


def winners(state: State) -> tuple[int, ...]:
    return tuple(seat for seat, place in enumerate(places(state)) if place == 1)


def is_over(state: State) -> bool:
    return state.phase == "game_over"


def deciding_player(state: State) -> int | None:
    if state.phase == "game_over":
        return None
    if state.phase == "pile_up" and state.receipt is not None:
        return state.receipt.player
    return state.active


def reveals_chance(action: Action) -> bool:
    """Rolls and draws cannot be taken back. A stop or a pile-up may begin the next turn
    with a hub replenishment, and choosing the hub replenishes it, so they count too."""
    if isinstance(action, ChooseGroup):
        return action.group == "hub"
    return isinstance(action, Roll | Stop | PileUp)


def public_state(state: State) -> State:
    """What every player at the table may know: the state without the rng (a table server
    sends this while the game runs). Everything else is open or can be counted: the pile is
    kept as counts per colour, never as an order, so it tells nothing about the next draw, and
    the heaps, though face down, hold exactly the cards each player was seen to receive."""
    return state.model_copy(update={"rng_state": 0})


def cards_for_bars(state: State) -> int:
    """How many cards rule 2 draws for the double bars the dice show now."""
    return sum(face == BARS for face in state.dice) * (1 if state.one_card_per_bars else 2)


def _hub_short(state: State) -> bool:
    """The end condition of rule 10 about the cards: the pile is empty, the hub under eight."""
    return state.pile.total == 0 and state.hub.total < HUB_MIN


# --- what every state keeps ------------------------------------------------------------------


def check_state(state: State) -> None:
    """Raise `ValueError` (its text for the log) when `state` breaks an invariant every state
    the rules make keeps: 2 to 5 players with a front yard and a heap each, the active player
    and whoever received cards at the table, seven dice, the 88 cards all there (rule 12),
    no front yard beyond six, and a phase that fits the group, the catch and the receipt.

    A table server's state is checked with it before anything draws it (bugbox/net/trust.py).
    The rules never call it: `apply` keeps these by construction, and the computer players
    apply the rules millions of times."""
    players = len(state.names)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"{players} players")
    if len(state.front_yards) != players or len(state.heaps) != players:
        raise ValueError("front yards or heaps not one per player")
    if not 0 <= state.active < players or state.turn < 1:
        raise ValueError(f"turn {state.turn} of player {state.active}")
    if len(state.dice) != DICE:
        raise ValueError(f"{len(state.dice)} dice")
    if all_cards(state).counts() != (CARDS_PER_COLOUR,) * len(COLOURS):
        raise ValueError(f"cards {all_cards(state).counts()} where there are {CARDS_PER_COLOUR} of each colour")
    if any(yard.total > FRONT_YARD_MAX for yard in state.front_yards):
        raise ValueError("a front yard of more than six cards")
    owners = [held.owner for held in (state.previous_catch,) if held is not None]
    owners += [held.player for held in (state.receipt,) if held is not None]
    if any(not 0 <= seat < players for seat in owners):
        raise ValueError("cards held by a player who is not at the table")
    if state.receipt is not None and not state.receipt.cards.total:
        raise ValueError("a receipt of no cards")
    if state.previous_catch is not None and not state.previous_catch.cards.total and state.group != "catch":
        raise ValueError("a previous catch of no cards")
    phase = state.phase
    if phase == "pile_up":
        if state.receipt is None or state.front_yards[state.receipt.player].total >= FRONT_YARD_MAX:
            raise ValueError("piling up without a receipt, or into a full front yard")
    elif state.receipt is not None:
        raise ValueError(f"a receipt waiting in phase {phase}")
    if phase not in ("boost_or_roll", "decide") and state.catch.total:
        raise ValueError(f"a catch of this turn in phase {phase}")
    if phase == "choose_group" and (
        state.group is not None
        or state.previous_catch is None
        or state.previous_catch.owner != (state.active - 1) % players
    ):
        raise ValueError("a group to choose without the previous player's catch, or already chosen")
    if phase in ("boost_or_roll", "decide", "forced_refill") and state.group is None:
        raise ValueError(f"phase {phase} without a group")
    if state.group == "catch" and state.previous_catch is None and phase != "pile_up":
        raise ValueError("the previous catch as the group, with no previous catch")
    if phase == "forced_refill" and (state.group != "hub" or not _hub_short(state)):
        raise ValueError("a forced refill of a hub that is not short")


def chance_outcome(state: State, action: Action, told: list[ev.Event]) -> tuple[State, list[ev.Event]] | None:
    """What `action` gives in `state` when chance falls as the events `told` say (the faces of
    `DiceRolled`, the cards of `Bust` and `HubReplenished`, in the order the rules ask for
    them), or None when chance cannot fall that way: a face on a die not rolled, a card the
    pile does not hold, more or fewer outcomes than the rules ask for. A client checks a
    table server's roll or draw with it: the outcome is believed when the rules, so fed, give
    exactly the state and events the server sent. The rng is left as it was."""
    script: list[tuple[str, str]] = []
    for event in told:
        if isinstance(event, ev.DiceRolled):
            script += [("face", event.faces[die]) for die in event.rolled if 0 <= die < len(event.faces)]
        elif isinstance(event, ev.Bust):
            script += [("card", colour) for colour in event.consolation]
        elif isinstance(event, ev.HubReplenished):
            script += [("card", colour) for colour in event.drawn]
    chance = _ToldChance(script, list(state.pile.counts()), state.rng_state)
    token = _TOLD.set(chance)
    try:
        outcome = apply(state, action)
    except _Untold:
        return None
    finally:
        _TOLD.reset(token)
    return None if chance.script else outcome


class _Untold(Exception):
    """The rules asked chance for something the told events do not hold."""


class _ToldChance:
    """Stands in for the state's `Rng` in `chance_outcome`: answers each `below` the rules ask
    (a die's face, a card of the pile) with the next outcome told, the pile kept alongside."""

    def __init__(self, script: list[tuple[str, str]], pile: list[int], state: int):
        self.script = script
        self.pile = pile
        self.state = state

    def below(self, n: int) -> int:
        if not self.script:
            raise _Untold
        kind, value = self.script.pop(0)
        if kind == "face":
            if n != len(FACES) or value not in FACES:
                raise _Untold
            return FACES.index(value)
        if value not in COLOURS or n != sum(self.pile) or not self.pile[COLOURS.index(value)]:
            raise _Untold
        index = COLOURS.index(value)
        self.pile[index] -= 1
        return sum(self.pile[:index])


#: Chance as told (`chance_outcome`); None in play, where the state's rng decides.
_TOLD: ContextVar[_ToldChance | None] = ContextVar("verasselt_told_chance", default=None)


def _chance(state: State) -> Rng | _ToldChance:
    """The source of this roll's or draw's chance: the state's rng (or chance as told)."""
    told = _TOLD.get()
    return Rng(state.rng_state) if told is None else told


# --- setup -----------------------------------------------------------------------------------


def check_setup(setup: Setup) -> None:
    if not MIN_PLAYERS <= len(setup.seats) <= MAX_PLAYERS:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "Voll verasselt is played by 2 to 5 players.")))
    if setup.start_player is not None and not 0 <= setup.start_player < len(setup.seats):
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "The start player is not at the table.")))
    for key, value in setup.options.items():
        if key not in OPTIONS or not isinstance(value, bool):
            raise LoadError(
                msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "Unknown rule option: {option}."), option=shown(key))
            )


def new_game(setup: Setup, seed: int) -> State:
    check_setup(setup)
    rng = Rng(seed_state(seed))
    players = len(setup.seats)
    start = setup.start_player if setup.start_player is not None else rng.below(players)
    one_each = Cards(red=1, yellow=1, green=1, blue=1)
    pile = [CARDS_PER_COLOUR - players] * len(COLOURS)
    hub = Cards.from_colours(_draw(rng, pile) for _ in range(HUB_AT_START))
    state = State(
        names=tuple(seat.name for seat in setup.seats),
        one_card_per_bars=bool(setup.options.get("one_card_per_bars", OPTIONS["one_card_per_bars"])),
        rng_state=rng.state,
        active=start,
        pile=Cards.from_counts(pile),
        hub=hub,
        front_yards=(one_each,) * players,
        heaps=(NO_CARDS,) * players,
    )
    return _proceed(state, [])


def _draw(rng: Rng | _ToldChance, pile: list[int]) -> str:
    """Draw one card from the pile (counts per colour, changed in place): any card left is
    equally likely, as from a shuffled pile."""
    pick = rng.below(sum(pile))
    for index, count in enumerate(pile):
        if pick < count:
            pile[index] -= 1
            return COLOURS[index]
        pick -= count
    raise AssertionError("unreachable: pick is below the pile size")


def _draw_many(state: State, wanted: int) -> tuple[State, tuple[str, ...]]:
    rng = _chance(state)
    pile = list(state.pile.counts())
    drawn = tuple(_draw(rng, pile) for _ in range(min(wanted, sum(pile))))
    return state.model_copy(update={"pile": Cards.from_counts(pile), "rng_state": rng.state}), drawn


def _replace_at(items: tuple[Cards, ...], seat: int, cards: Cards) -> tuple[Cards, ...]:
    return items[:seat] + (cards,) + items[seat + 1 :]


def _set_group(state: State, cards: Cards) -> State:
    if state.group == "catch" and state.previous_catch is not None:
        return state.model_copy(update={"previous_catch": Catch(owner=state.previous_catch.owner, cards=cards)})
    return state.model_copy(update={"hub": cards})


# --- the flow between decisions --------------------------------------------------------------


def _proceed(state: State, events: list) -> State:
    """Carry out everything that needs no decision, up to the next one (rules 2, 9, 10)."""
    while True:
        if state.receipt is not None:
            yard = state.front_yards[state.receipt.player]
            if yard.total < FRONT_YARD_MAX:
                return state.model_copy(update={"phase": "pile_up"})
            state = _pile_up_cards(state, NO_CARDS, events)  # a full front yard: all to the heap
            continue
        if state.group is None:
            events.append(ev.TurnStarted(state.active, state.names[state.active], state.turn))
            if state.previous_catch is not None:
                return state.model_copy(update={"phase": "choose_group"})
            state = _roll_for_hub(state, events)
            if state.phase == "game_over":
                return state
            continue
        if state.group == "hub" and _hub_short(state):
            choices = list(_refill_choices(state))
            if len(choices) > 1:
                return state.model_copy(update={"phase": "forced_refill"})
            state = _refill(state, choices[0], events)
            continue
        return state.model_copy(update={"phase": "boost_or_roll"})


def _roll_for_hub(state: State, events: list) -> State:
    """Rule 2 for the hub: the previous catch goes home, the hub is replenished; then rule 10."""
    events.append(ev.GroupChosen(state.active, state.names[state.active], "hub"))
    receipt = None
    if state.previous_catch is not None:
        owner, cards = state.previous_catch.owner, state.previous_catch.cards
        receipt = Receipt(player=owner, cards=cards)
        events.append(ev.CatchReceived(owner, state.names[owner], cards))
    state = state.model_copy(update={"group": "hub", "previous_catch": None, "receipt": receipt})
    if state.turn > 1:
        state = _replenish(state, events)
    if _hub_short(state) and state.front_yards[state.active].total < HUB_MIN - state.hub.total:
        return _game_over(state, events)
    return state


def _replenish(state: State, events: list) -> State:
    state, for_bars = _draw_many(state, cards_for_bars(state))
    hub = state.hub + Cards.from_colours(for_bars)
    state, top_up = _draw_many(state.model_copy(update={"hub": hub}), HUB_MIN - hub.total)
    drawn = for_bars + top_up
    if drawn:
        state = state.model_copy(update={"hub": hub + Cards.from_colours(top_up)})
        events.append(ev.HubReplenished(drawn, len(for_bars)))
    return state


def _refill_choices(state: State) -> Iterator[Cards]:
    return state.front_yards[state.active].handfuls(total=HUB_MIN - state.hub.total)


def _refill(state: State, cards: Cards, events: list) -> State:
    seat = state.active
    events.append(ev.HubRefilled(seat, state.names[seat], cards))
    return state.model_copy(
        update={
            "hub": state.hub + cards,
            "front_yards": _replace_at(state.front_yards, seat, state.front_yards[seat] - cards),
        }
    )


def _pile_up_cards(state: State, to_front_yard: Cards, events: list) -> State:
    assert state.receipt is not None
    seat, cards = state.receipt.player, state.receipt.cards
    heap = cards - to_front_yard
    events.append(ev.CatchPiledUp(seat, state.names[seat], to_front_yard, heap))
    return state.model_copy(
        update={
            "front_yards": _replace_at(state.front_yards, seat, state.front_yards[seat] + to_front_yard),
            "heaps": _replace_at(state.heaps, seat, state.heaps[seat] + heap),
            "receipt": None,
        }
    )


def _next_turn(state: State, events: list) -> State:
    state = state.model_copy(
        update={
            "active": (state.active + 1) % len(state.names),
            "turn": state.turn + 1,
            "group": None,
            "catch": NO_CARDS,
        }
    )
    return _proceed(state, events)


def _game_over(state: State, events: list) -> State:
    """Rule 10 and 11: cards still waiting for their owner go straight to his heap."""
    if state.receipt is not None:
        state = _pile_up_cards(state, NO_CARDS, events)
    state = state.model_copy(update={"phase": "game_over"})
    events.append(
        ev.GameOver(
            state.names,
            tuple(heap.total for heap in state.heaps),
            tuple(yard.total for yard in state.front_yards),
            places(state),
            winners(state),
        )
    )
    return state


# --- the decisions ---------------------------------------------------------------------------


def _choose_group(state: State, action: ChooseGroup, events: list) -> State:
    if state.phase != "choose_group":
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "The group is chosen at the start of a turn."))
    if action.group == "hub":
        state = _roll_for_hub(state, events)
        return state if state.phase == "game_over" else _proceed(state, events)
    assert state.previous_catch is not None
    owner = state.previous_catch.owner
    events.append(ev.GroupChosen(state.active, state.names[state.active], "catch", owner, state.names[owner]))
    return _proceed(state.model_copy(update={"group": "catch"}), events)


def _boost(state: State, action: Boost, events: list) -> State:
    if state.phase not in ("boost_or_roll", "decide"):
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "You can boost the group only before a roll."))
    if action.cards.total == 0:
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "Choose at least one card to boost the group with."))
    yard = state.front_yards[state.active]
    if not yard.covers(action.cards):
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "Your front yard does not hold these cards."))
    assert state.group is not None
    events.append(ev.CardsBoosted(state.active, state.names[state.active], action.cards, state.group))
    state = _set_group(state, group_cards(state) + action.cards)
    return state.model_copy(
        update={
            "front_yards": _replace_at(state.front_yards, state.active, yard - action.cards),
            "phase": "boost_or_roll",
        }
    )


def _roll(state: State, action: Roll, events: list) -> State:
    if state.phase not in ("boost_or_roll", "decide"):
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "It is not the time to roll."))
    chosen = action.dice
    if len(set(chosen)) != len(chosen) or not all(0 <= die < DICE for die in chosen):
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "Choose each die at most once, by its number from 0 to 6."))
    if len(chosen) < MIN_DICE_ROLLED:
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "Roll at least four dice."))
    rng = _chance(state)
    faces = list(state.dice)
    for die in chosen:
        faces[die] = FACES[rng.below(len(FACES))]
    state = state.model_copy(update={"dice": tuple(faces), "rng_state": rng.state})
    events.append(ev.DiceRolled(state.active, state.names[state.active], chosen, tuple(faces)))
    # Rule 6: all seven dice count against the cards still in the group.
    shown = Cards.from_colours(face for face in faces if face != BARS)
    group = group_cards(state)
    over = tuple(colour for colour in COLOURS if shown[colour] > group[colour])
    if over:
        return _bust(state, over, events)
    # Rule 7: a clean roll moves one card per colour die into the catch.
    if shown.total:
        events.append(ev.CardsCaught(state.active, state.names[state.active], shown))
    state = _set_group(state, group - shown)
    return state.model_copy(update={"catch": state.catch + shown, "phase": "decide"})


def _bust(state: State, over: tuple[str, ...], events: list) -> State:
    """Rule 8: the catch goes back, consolation cards, the plundered player gets his group."""
    seat, group = state.active, state.group
    assert group is not None
    returned = state.catch
    state = _set_group(state, group_cards(state) + returned)
    yard = state.front_yards[seat]
    state, consolation = _draw_many(state, min(CONSOLATION, FRONT_YARD_MAX - yard.total))
    state = state.model_copy(
        update={
            "catch": NO_CARDS,
            "front_yards": _replace_at(state.front_yards, seat, yard + Cards.from_colours(consolation)),
        }
    )
    events.append(ev.Bust(seat, state.names[seat], over, returned, group, consolation))
    if group == "catch" and state.previous_catch is not None:
        owner, cards = state.previous_catch.owner, state.previous_catch.cards
        events.append(ev.CatchReceived(owner, state.names[owner], cards))
        state = state.model_copy(update={"previous_catch": None, "receipt": Receipt(player=owner, cards=cards)})
    return _next_turn(state, events)


def _stop(state: State, action: Stop, events: list) -> State:
    """Rule 9: the catch stays on the table; a plundered player gets what is left of his."""
    if state.phase != "decide":
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "You must roll before you can stop."))
    seat = state.active
    events.append(ev.Stopped(seat, state.names[seat], state.catch))
    receipt = None
    if state.group == "catch" and state.previous_catch is not None and state.previous_catch.cards.total:
        owner, cards = state.previous_catch.owner, state.previous_catch.cards
        events.append(ev.CatchReceived(owner, state.names[owner], cards))
        receipt = Receipt(player=owner, cards=cards)
    left = Catch(owner=seat, cards=state.catch) if state.catch.total else None
    return _next_turn(state.model_copy(update={"previous_catch": left, "receipt": receipt}), events)


def _pile_up(state: State, action: PileUp, events: list) -> State:
    if state.phase != "pile_up" or state.receipt is None:
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "There is no catch to pile up now."))
    if not state.receipt.cards.covers(action.front_yard):
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "Only cards of the catch you received can be piled up."))
    if state.front_yards[state.receipt.player].total + action.front_yard.total > FRONT_YARD_MAX:
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "A front yard holds at most six cards."))
    return _proceed(_pile_up_cards(state, action.front_yard, events), events)


def _refill_hub(state: State, action: RefillHub, events: list) -> State:
    if state.phase != "forced_refill":
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "The hub is refilled from the front yard only to avert the end."))
    need = HUB_MIN - state.hub.total
    if action.cards.total != need:
        raise IllegalAction(
            msg(CTX, translate("Verasselt", "Move exactly %n card(s) into the hub.", None, need), n=need)
        )
    if not state.front_yards[state.active].covers(action.cards):
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "Your front yard does not hold these cards."))
    return _proceed(_refill(state, action.cards, events), events)


_HANDLERS: dict[type, Callable[[State, Any, list[ev.Event]], State]] = {
    ChooseGroup: _choose_group,
    Boost: _boost,
    Roll: _roll,
    Stop: _stop,
    PileUp: _pile_up,
    RefillHub: _refill_hub,
}


def apply(state: State, action: Action) -> tuple[State, list[ev.Event]]:
    """The one entry point for every move; refuses with a reason, changing nothing."""
    if state.phase == "game_over":
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "The game is over."))
    handler = _HANDLERS.get(type(action))
    if handler is None:
        _refuse(QT_TRANSLATE_NOOP("Verasselt", "That is not a move of Voll verasselt."))
    events: list[ev.Event] = []
    return handler(state, action, events), events


# --- what may be done now --------------------------------------------------------------------

#: The 64 ways to pick at least four of the seven dice, fewest dice first.
ROLL_CHOICES: tuple[Roll, ...] = tuple(
    Roll(dice=dice) for size in range(MIN_DICE_ROLLED, DICE + 1) for dice in combinations(range(DICE), size)
)


def legal_actions(state: State) -> list[Action]:
    """Everything the deciding player may do now, in a fixed order."""
    phase = state.phase
    if phase == "choose_group":
        return [ChooseGroup(group="catch"), ChooseGroup(group="hub")]
    if phase in ("boost_or_roll", "decide"):
        boosts: list[Action] = [
            Boost(cards=cards) for cards in state.front_yards[state.active].handfuls() if cards.total
        ]
        stop: list[Action] = [Stop()] if phase == "decide" else []
        return [*boosts, *ROLL_CHOICES, *stop]
    if phase == "pile_up" and state.receipt is not None:
        space = FRONT_YARD_MAX - state.front_yards[state.receipt.player].total
        return [PileUp(front_yard=cards) for cards in state.receipt.cards.handfuls(at_most=space)]
    if phase == "forced_refill":
        return [RefillHub(cards=cards) for cards in _refill_choices(state)]
    return []
