"""Planning a roll with the exact odds: which dice to roll, and whether to roll at all.

The computer players see a turn as a small game against the dice. Its position is the group
(cards per colour still in it), the dice (how many show each colour and double bars: five
counts, as only the faces matter, not which die shows them) and the catch so far. A choice
keeps some dice (at most three, as at least four are rolled) and rolls the rest; every
outcome of the roll is a multiset of faces with a known probability, and either busts or
leads to a new position with a smaller group and a larger catch.

Positions are valued in cards. The normal level judges a roll by the odds alone
(`Values`: `slope` per caught card, `bust` for a bust). The hard level (`Outlook`,
`turn_roll`) looks one roll ahead exactly, through every outcome of the dice, and values each
way the turn can end by what the next player will make of it: the catch left on the table and
the faces left on the dice decide whether he plunders it or rolls for a hub those faces
replenish. It may look one roll further after a clean outcome, by the odds, and it may play
for the chance of winning instead of cards when the end is near.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import product
from math import erf, factorial, sqrt

from .cards import COLOURS, DICE, MIN_DICE_ROLLED
from .odds import caps_for, clean_outcomes

#: Index of each face in a dice count vector; colours first, double bars last.
FACE_INDEX = {colour: i for i, colour in enumerate(COLOURS)} | {"bars": len(COLOURS)}
BARS_INDEX = len(COLOURS)
MAX_KEPT = DICE - MIN_DICE_ROLLED
SQRT2 = sqrt(2)

Counts = tuple[int, ...]


def dice_counts(faces: tuple[str, ...]) -> Counts:
    """How many dice show each colour and double bars."""
    counts = [0] * (len(COLOURS) + 1)
    for face in faces:
        counts[FACE_INDEX[face]] += 1
    return tuple(counts)


@cache
def keep_options(dice: Counts) -> tuple[Counts, ...]:
    """Every distinct multiset of faces that may be kept (at most three dice)."""
    ranges = (range(min(n, MAX_KEPT) + 1) for n in dice)
    return tuple(kept for kept in product(*ranges) if sum(kept) <= MAX_KEPT)


@cache
def roll_outcomes(rolled: int) -> tuple[tuple[Counts, float], ...]:
    """Every multiset of faces `rolled` dice can show, with its probability."""
    result = []
    for counts in product(range(rolled + 1), repeat=len(COLOURS)):
        colours = sum(counts)
        if colours > rolled:
            continue
        bars = rolled - colours
        ways = factorial(rolled)
        for n in (*counts, bars):
            ways //= factorial(n)
        result.append(((*counts, bars), ways * 2**bars / 6**rolled))
    return tuple(result)


@cache
def step_odds(group: Counts, kept: Counts) -> tuple[float, float]:
    """Probability that rolling all dice but `kept` is clean, and the expected catch of the
    roll (kept colour dice included, a bust counting 0)."""
    rolled = DICE - sum(kept)
    clean, shown = clean_outcomes(caps_for(group, kept[:BARS_INDEX], rolled), rolled)
    total = 6**rolled
    return clean / total, (sum(kept[:BARS_INDEX]) * clean + shown) / total


@cache
def step_front(group: Counts, dice: Counts) -> tuple[tuple[float, float, Counts], ...]:
    """The choices worth considering for one more roll: (clean chance, expected catch, kept),
    leaving out every choice that another beats on both counts."""
    options = sorted(((*step_odds(group, kept), kept) for kept in keep_options(dice)), key=lambda o: (-o[0], -o[1]))
    front: list[tuple[float, float, Counts]] = []
    best_catch = -1.0
    for clean, catch, kept in options:
        if catch > best_catch + 1e-12:
            front.append((clean, catch, kept))
            best_catch = catch
    return tuple(front)


@dataclass(frozen=True)
class Values:
    """What the end of a turn is worth to the player, in cards, judged by the odds alone.

    `slope`: a card of the catch (above 1 when plundering also denies it to the previous
    player). `bust`: a bust (the consolation cards).
    """

    slope: float = 1.0
    bust: float = 0.0


#: A previous catch worth plundering for the normal level: at least this many cards, and its
#: safest first roll on it is clean at least this often.
PLUNDER_MIN = 5
PLUNDER_SAFETY = 2 / 3


def one_roll_value(group: Counts, dice: Counts, catch: int, values: Values) -> tuple[float, Counts]:
    """The best value of rolling once more and then stopping, and the dice to keep, when
    every card of the catch is worth `values.slope`: the odds alone decide."""
    best, best_kept = float("-inf"), dice
    slope, bust = values.slope, values.bust
    for clean, caught, kept in step_front(group, dice):
        value = slope * (clean * catch + caught) + (1 - clean) * bust
        if value > best:
            best, best_kept = value, kept
    return best, best_kept


@cache
def seven_faces() -> tuple[Counts, ...]:
    """Every multiset of faces the seven dice can show."""
    return tuple(faces for faces, _ in roll_outcomes(DICE))


@cache
def transitions(kept: Counts) -> tuple[tuple[int, float], ...]:
    """Where rolling all dice but `kept` can lead: (index in `seven_faces`, probability)."""
    index = {faces: i for i, faces in enumerate(seven_faces())}
    return tuple(
        (index[tuple(k + f for k, f in zip(kept, faces, strict=True))], chance)
        for faces, chance in roll_outcomes(DICE - sum(kept))
    )


def dice_to_roll(faces: tuple[str, ...], kept: Counts) -> tuple[int, ...]:
    """The indexes of the dice to roll so that the dice left show `kept` (the lowest-numbered
    dice of each face are the ones kept)."""
    left = list(kept)
    rolled = []
    for index, face in enumerate(faces):
        slot = FACE_INDEX[face]
        if left[slot]:
            left[slot] -= 1
        else:
            rolled.append(index)
    return tuple(rolled)


# --- the hard level's outlook: what the next player makes of the table ------------------------


@dataclass(frozen=True)
class Outlook:
    """What ending a turn is worth to the player, in cards, with the next player's answer.

    A catch left on the table is not banked yet: the next player either rolls for the hub
    (then the catch is ours, and he takes `hub_turn[bars]`, which grows with the double bars
    we leave, as each draws cards into the hub) or plunders it, taking his expected catch from
    it, which we lose and he gains. He does what earns him more, counting a card denied to us
    at `rival` as we do. The loss follows what a plunder would actually take: the fixed share
    of every catch of five cards or more that it replaces made smaller expected catches look
    better than larger ones, and so riskier dice better than safer ones.

    `slope`: a caught card (above 1 on a plunder, which also denies it to the previous owner).
    `bust`: the consolation cards. `rival`: what a card for an opponent costs us. `hub_turn`:
    the next player's expected hub turn by the number of dice showing double bars. `reach`:
    how much of a catch a plunderer takes beyond his first roll's expectation.
    """

    slope: float
    bust: float
    rival: float
    hub_turn: tuple[float, ...]
    reach: float = 1.0
    further: bool = False
    lead: float = 0.0
    spread: float = 0.0
    #: The next player's hub turn after a bust, when the catch went back into the hub (None:
    #: the same as `hub_turn`).
    bust_turn: tuple[float, ...] | None = None

    def worth(self, cards: float) -> float:
        """How much an end of the turn worth `cards` is worth for winning: the cards
        themselves, or with a `spread`, the chance that the lead they make holds until the
        end (a normal guess of what the rest of the game adds to it)."""
        if not self.spread:
            return cards
        return 0.5 * (1 + erf((self.lead + cards) / (self.spread * SQRT2)))


@lru_cache(maxsize=1 << 16)
def plunder_take(catch: Counts, bars: int) -> float:
    """The next player's expected catch from his first roll on this catch (sorted counts:
    colours are alike): he rolls every die but (at most three) of the `bars` double bars,
    which are always safe, and keeps the number that promises the most."""
    best = 0.0
    for kept in range(min(bars, MAX_KEPT) + 1):
        rolled = DICE - kept
        _, shown = clean_outcomes(tuple(min(n, rolled) for n in catch), rolled)
        best = max(best, shown / 6**rolled)
    return best


def leave_value(catch: Counts, faces: Counts, outlook: Outlook) -> float:
    """What stopping with this catch, leaving these faces on the dice, is worth."""
    total = sum(catch)
    hub = outlook.hub_turn[faces[BARS_INDEX]]
    take = outlook.reach * plunder_take(tuple(sorted(catch)), faces[BARS_INDEX]) if total else 0.0
    plunder = (1 + outlook.rival) * take
    return outlook.slope * total - (plunder if plunder > hub else outlook.rival * hub)


def first_roll_catch(group: Counts) -> float:
    """The expected catch of rolling all seven dice on this group (double bars kept nowhere)."""
    return step_odds(group, (0,) * (len(COLOURS) + 1))[1]


def turn_roll(group: Counts, dice: Counts, catch: Counts, outlook: Outlook) -> tuple[float, Counts]:
    """The value of rolling now, then stopping (or, with `further`, rolling once more where the
    odds say so), and the dice to keep.

    Only choices that no other choice beats on both the clean chance and the expected catch
    are considered (`step_front`): how the end of the turn is valued may prefer a smaller
    catch in some outcomes, but never a choice that is riskier and expects less.
    The position after the roll depends only on the seven faces it shows, so each of them
    (at most 330) is valued once, the busts too (the faces decide the next player's hub).
    """
    red, yellow, green, blue = group
    bust, rival = outlook.bust, outlook.rival
    bust_turn = outlook.bust_turn or outlook.hub_turn
    after: list[float] = []
    further = outlook.further
    slope = outlook.slope
    for shown in seven_faces():
        if shown[0] <= red and shown[1] <= yellow and shown[2] <= green and shown[3] <= blue:
            caught = (catch[0] + shown[0], catch[1] + shown[1], catch[2] + shown[2], catch[3] + shown[3])
            stop = leave_value(caught, shown, outlook)
            if further:
                # One more roll, judged by the odds with the loss of the catch as it is now.
                left = (red - shown[0], yellow - shown[1], green - shown[2], blue - shown[3])
                total = sum(caught)
                loss = slope * total - stop
                bust_after = bust - rival * bust_turn[2]
                for clean, expected, _ in step_front(left, shown):
                    more = slope * (clean * total + expected) - clean * loss + (1 - clean) * bust_after
                    if more > stop:
                        stop = more
            after.append(stop)
        else:
            after.append(bust - rival * bust_turn[shown[BARS_INDEX]])
    if outlook.spread:
        after = [outlook.worth(value) for value in after]
    best, best_kept = float("-inf"), dice
    for _, _, kept in step_front(group, dice):
        value = sum(chance * after[index] for index, chance in transitions(kept))
        if value > best:
            best, best_kept = value, kept
    return best, best_kept
